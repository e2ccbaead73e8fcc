# bash completion for dtype-triage: the verbs, each verb's options, directories and
# files for the options that take them, and with --checkout DIR given, the training
# keys of that checkout. The verbs and options are read from dtype-triage's own
# --help (in the C locale: the headings are translated), so this file never falls out
# of step with the program.

_dtype_triage_verbs()
{
    LC_ALL=C LANGUAGE= "$1" --help 2>/dev/null | sed -n '/^Verbs/,/^Exit/p' | awk '/^  [a-z]/ { print $1 }' | sort -u
}

_dtype_triage_options()
{
    LC_ALL=C LANGUAGE= "$1" "$2" --help 2>/dev/null | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u
}

_dtype_triage_keys()
{
    # Compact JSON to a program (one line), indented at a terminal: every "key" member either way.
    "$1" list --checkout "$2" --json 2>/dev/null | grep -oE '"key": *"[^"\\]*"' | sed 's/^"key": *"\(.*\)"$/\1/'
}

_dtype_triage()
{
    local cur prev program verb checkout="" key i
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    program="${COMP_WORDS[0]}"
    COMPREPLY=()

    case "$prev" in
        --checkout)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -d -- "$cur")
            return 0 ;;
        --report|--junit|--keys|--probe|--record|--interpreter)
            compopt -o filenames 2>/dev/null
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
            if [ ${#COMPREPLY[@]} -eq 0 ]; then
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -d -- "$cur")
            fi
        fi
        return 0
    fi

    verb="${COMP_WORDS[1]}"
    if [[ "$cur" == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_dtype_triage_options "$program" "$verb")" -- "$cur")
        return 0
    fi
    for ((i = 1; i < COMP_CWORD - 1; i++)); do
        [ "${COMP_WORDS[i]}" = "--checkout" ] && checkout="${COMP_WORDS[i+1]}"
    done
    [[ "$checkout" == "~"* ]] && checkout="$HOME${checkout:1}"
    case "$verb" in
        propose|triage|verify|survey)
            # Keys come from a YAML file: matched as text, never expanded by the shell.
            [ -n "$checkout" ] || return 0
            while IFS= read -r key; do
                [[ "$key" == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$key")")
            done < <(_dtype_triage_keys "$program" "$checkout")
            ;;
    esac
    return 0
}

complete -F _dtype_triage dtype-triage
