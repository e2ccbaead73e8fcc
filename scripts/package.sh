#!/usr/bin/env bash
# Builds dtype-triage (scripts/setup.sh) and its Debian package: ./build/package/
# dtype-triage_<version>_<arch>.deb, installable with `apt install ./dtype-triage_*.deb`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
out="${DTRIAGE_PACKAGE_DIR:-$DTRIAGE_BUILD/package}"
cpack -G DEB --config "$DTRIAGE_BUILD/CPackConfig.cmake" -B "$out"
ls "$out"/*.deb
