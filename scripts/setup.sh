#!/usr/bin/env bash
# Installs what is missing (Debian/Ubuntu), then configures and builds dtype-triage
# (Release, Ninja) in ./build. Sourced by scripts/run.sh and scripts/test.sh.
set -euo pipefail

DTRIAGE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DTRIAGE_BUILD="${DTRIAGE_BUILD:-$DTRIAGE_ROOT/build}"

# Build tools, Qt 6, yaml-cpp, libzip (CI artifacts), expat (JUnit reports), pybind11 against Debian's Python (which has torch),
# the Python side the demo checkout and the tests run for real, and the tools the
# benchmarks compare against (ruamel.yaml is what tt-xla itself loads YAML with);
# what the window needs to look right (the SVG icon plugin, Qt's own translations for
# its dialogs); and what makes and checks the package (man page, desktop and AppStream
# validators, dpkg-shlibdeps); GitHub's command line, which verifies on TT hardware
# through tt-xla's CI (verify --ci; the tests use a stand-in); the three font sets the
# layout tests run under (tests/fonts).
DTRIAGE_PACKAGES=(
  cmake ninja-build g++ git patch pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libyaml-cpp-dev pybind11-dev python3-dev libzip-dev libexpat1-dev
  python3-torch python3-pytest python3-numpy
  python3-ruamel.yaml python3-yaml black
  libqt6svg6 qt6-translations-l10n
  help2man desktop-file-utils appstream dpkg-dev
  gh
  fonts-dejavu-core fonts-noto-core fonts-noto-mono fonts-liberation2
)

dtriage_missing_packages() {
  local p missing=()
  for p in "${DTRIAGE_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  echo "${missing[@]:-}"
}

dtriage_install() {
  local missing
  missing="$(dtriage_missing_packages)"
  [ -z "$missing" ] && return 0
  echo "dtype-triage: installing missing packages: $missing"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
}

dtriage_build() {
  cmake -S "$DTRIAGE_ROOT" -B "$DTRIAGE_BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DPython3_EXECUTABLE=/usr/bin/python3 "$@"
  cmake --build "$DTRIAGE_BUILD"
}

dtriage_install
# shellcheck disable=SC2086  # DTRIAGE_CMAKE_ARGS: extra -D options (package.sh turns the tests off)
dtriage_build ${DTRIAGE_CMAKE_ARGS:-}
