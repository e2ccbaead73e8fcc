#!/usr/bin/env bash
# Builds dtype-triage with its tests and runs every test (CTest); non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$DTRIAGE_BUILD"
export QT_QPA_PLATFORM=offscreen
ctest --output-on-failure --timeout 1500 -j "$(nproc)"
