# bash completion for dtype-triage: the verbs, each verb's options, directories and
# files for the options that take them, and with --checkout DIR given, the training
# keys of that checkout. The verbs and options are read from dtype-triage's own
# --help, so this file never falls out of step with the program.

_dtype_triage_verbs()
{
    "$1" --help 2>/dev/null | sed -n '/^Verbs/,/^Exit/p' | awk '/^  [a-z]/ { print $1 }' | sort -u
}

_dtype_triage_options()
{
    "$1" "$2" --help 2>/dev/null | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u
}

_dtype_triage_keys()
{
    "$1" list --checkout "$2" --json 2>/dev/null | sed -n 's/^ *"key": *"\([^"]*\)".*/\1/p'
}

_dtype_triage()
{
    local cur prev program verb checkout i
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    program="${COMP_WORDS[0]}"
    COMPREPLY=()

    case "$prev" in
        --checkout)
            mapfile -t COMPREPLY < <(compgen -d -- "$cur")
            return 0 ;;
        --report|--junit|--keys|--probe|--record|--interpreter)
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return 0 ;;
        --jobs|--family|--flavor|--branch|--target|--why|--float32-input)
            return 0 ;;
    esac

    if [ "$COMP_CWORD" -eq 1 ]; then
        if [[ "$cur" == -* ]]; then
            mapfile -t COMPREPLY < <(compgen -W "--help --version --verbose" -- "$cur")
        else
            mapfile -t COMPREPLY < <(compgen -W "$(_dtype_triage_verbs "$program")" -- "$cur")
            [ ${#COMPREPLY[@]} -eq 0 ] && mapfile -t COMPREPLY < <(compgen -d -- "$cur")
        fi
        return 0
    fi

    verb="${COMP_WORDS[1]}"
    if [[ "$cur" == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_dtype_triage_options "$program" "$verb")" -- "$cur")
        return 0
    fi
    for ((i = 1; i < COMP_CWORD; i++)); do
        [ "${COMP_WORDS[i]}" = "--checkout" ] && checkout="${COMP_WORDS[i+1]}"
    done
    case "$verb" in
        propose|triage|verify|survey)
            [ -n "$checkout" ] && mapfile -t COMPREPLY < <(compgen -W "$(_dtype_triage_keys "$program" "$checkout")" -- "$cur") ;;
    esac
    return 0
}

complete -F _dtype_triage dtype-triage
