#!/usr/bin/env bash
# Runs the libFuzzer targets (tests/fuzz) for longer than their CTests do.
#
#   scripts/fuzz.sh [SECONDS]        each fuzzer SECONDS long (default 600)
#
# Installs what is missing (Debian/Ubuntu), configures a fuzz build
# (-DDTRIAGE_FUZZ=ON: g++ with AddressSanitizer + UBSan, clang's libFuzzer runtime)
# in $DTRIAGE_FUZZ_BUILD (default ./build-fuzz), builds only the fuzzers, then runs
# them DTRIAGE_FUZZ_PARALLEL at a time (default 2), each over its corpora (the
# arguments CMake wrote to tests/fuzz/fuzz_<name>.args). New corpus entries stay in
# the build tree. Logs and crash/leak/timeout inputs go to $DTRIAGE_FUZZ_OUT
# (default $DTRIAGE_FUZZ_BUILD/fuzz-findings). Exits non-zero if any fuzzer failed.
# DTRIAGE_FUZZ_TARGETS="config junit" runs only those.
set -euo pipefail

DTRIAGE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_EACH="${1:-600}"
BUILD="${DTRIAGE_FUZZ_BUILD:-$DTRIAGE_ROOT/build-fuzz}"
OUT="${DTRIAGE_FUZZ_OUT:-$BUILD/fuzz-findings}"
PARALLEL="${DTRIAGE_FUZZ_PARALLEL:-2}"
TARGETS=(${DTRIAGE_FUZZ_TARGETS:-config junit repro pytokens probe cirun})

case "$SECONDS_EACH" in
  '' | *[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;;
esac

# What a build needs (as scripts/setup.sh), plus clang's libFuzzer runtime archive.
PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libyaml-cpp-dev pybind11-dev python3-dev libzip-dev libexpat1-dev
  libclang-rt-14-dev
)

install_missing() {
  local p missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "dtype-triage: installing missing packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

install_missing

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$DTRIAGE_ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPython3_EXECUTABLE=/usr/bin/python3 -DDTRIAGE_FUZZ=ON "${launcher[@]}"
build_targets=()
for t in "${TARGETS[@]}"; do build_targets+=("fuzz_$t"); done
cmake --build "$BUILD" --target "${build_targets[@]}"

mkdir -p "$OUT"
export LC_ALL=C.UTF-8

# run_one NAME: fuzzes NAME for SECONDS_EACH; its log is $OUT/NAME.log.
run_one() {
  local name="$1" args
  mkdir -p "$OUT/$name"
  mapfile -t args <"$BUILD/tests/fuzz/fuzz_$name.args"
  echo "fuzz/$name: ${SECONDS_EACH}s, log $OUT/$name.log"
  # The later -artifact_prefix wins over the one in the .args file.
  "$BUILD/tests/fuzz/fuzz_$name" -max_total_time="$SECONDS_EACH" "${args[@]}" \
    -artifact_prefix="$OUT/$name/" >"$OUT/$name.log" 2>&1
}

declare -A running=()  # pid -> name
failed=()
wait_one() {
  local pid="" status=0 name
  wait -n -p pid "${!running[@]}" || status=$?
  name="${running[$pid]}"
  unset "running[$pid]"
  [ "$status" -ne 0 ] && failed+=("$name")
  echo "fuzz/$name: exit $status; $(grep -E '^#[0-9]+[[:space:]]+DONE|^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)|^(==[0-9]+==)?ERROR|^SUMMARY' "$OUT/$name.log" | tr '\n' ' ' | sed 's/  */ /g')"
}
for name in "${TARGETS[@]}"; do
  while [ ${#running[@]} -ge "$PARALLEL" ]; do wait_one; done
  run_one "$name" &
  running[$!]="$name"
done
while [ ${#running[@]} -gt 0 ]; do wait_one; done

if [ ${#failed[@]} -gt 0 ]; then
  echo "dtype-triage: fuzzers that failed: ${failed[*]}; their inputs are in $OUT/<name>/ and the reports in $OUT/<name>.log" >&2
  exit 1
fi
echo "dtype-triage: all fuzzers ran ${SECONDS_EACH}s without findings (logs in $OUT)"
