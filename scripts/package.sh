#!/usr/bin/env bash
# Builds dtype-triage and its Debian package: ./build/package/
# dtype-triage_<version>_<arch>.deb, installable with `apt install ./dtype-triage_*.deb`.
# A package needs the program, not the test suite: it is built in a folder of its
# own (./build-package, or $DTRIAGE_PACKAGE_BUILD) configured without tests.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export DTRIAGE_BUILD="${DTRIAGE_PACKAGE_BUILD:-$root/build-package}"
DTRIAGE_CMAKE_ARGS="-DDTRIAGE_BUILD_TESTS=OFF"
source "$root/scripts/setup.sh"
out="${DTRIAGE_PACKAGE_DIR:-$root/build/package}"
cpack -G DEB --config "$DTRIAGE_BUILD/CPackConfig.cmake" -B "$out"
ls "$out"/*.deb
