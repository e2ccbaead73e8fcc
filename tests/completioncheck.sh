#!/usr/bin/env bash
# The bash completion, driven as bash drives it: COMP_WORDS/COMP_CWORD in, COMPREPLY out.
# Usage: completioncheck.sh COMPLETION_FILE DTYPE_TRIAGE DEMO_CHECKOUT
set -uo pipefail
source "$1"  # under set -u, as some users' shells are
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
    if [ -n "$wanted" ] && [[ " ${COMPREPLY[*]} " != *" $wanted "* ]]; then
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
LANG=de_DE.UTF-8 LANGUAGE=de expect survey su   # the help's headings are translated; verbs still come
expect "" triage ""                              # no --checkout: no keys, and no error under set -u
[ ${#COMPREPLY[@]} -eq 0 ] || { echo "FAIL: keys without a checkout: ${COMPREPLY[*]}"; failed=1; }
[ "$(complete -p dtype-triage)" = "complete -F _dtype_triage dtype-triage" ] || { echo "FAIL: not registered"; failed=1; }
exit $failed
