#!/usr/bin/env bash
# Builds dtype-triage and opens the workbench. With no checkout given it copies
# the bundled demo checkout to a fresh working folder and opens the copy.
#   scripts/run.sh [/path/to/tt-xla]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
exec "$DTRIAGE_BUILD/app/dtype-triage" "$@"
