#!/usr/bin/env bash
# The bash completion, driven as bash drives it: COMP_WORDS/COMP_CWORD in, COMPREPLY out.
# Usage: completioncheck.sh COMPLETION_FILE DTYPE_TRIAGE DEMO_CHECKOUT
set -uo pipefail
source "$1"
program="$2"
demo="$3"
failed=0
expect() {  # expect WANTED WORD...: WANTED among the completions of the last WORD
    local wanted="$1"
    shift
    COMP_WORDS=("$program" "$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _dtype_triage
    if [[ " ${COMPREPLY[*]} " != *" $wanted "* ]]; then
        echo "FAIL: dtype-triage $* <TAB> gave [${COMPREPLY[*]}], wanted $wanted"
        failed=1
    else
        echo "ok: dtype-triage $* <TAB> -> ${COMPREPLY[*]}"
    fi
}
expect survey su
expect verify ""
expect --fresh survey --fr
expect --verbose triage --verb
expect speecht5/pytorch-Tts-single_device-training triage --checkout "$demo" speech
expect "$demo/tests" list --checkout "$demo/te"
[ "$(complete -p dtype-triage)" = "complete -F _dtype_triage dtype-triage" ] || { echo "FAIL: not registered"; failed=1; }
exit $failed
