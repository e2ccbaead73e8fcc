"""dtype-triage: the Python half of the one-line loader fix.

Runs inside the workbench's single embedded interpreter (on its analysis thread).
Nothing here is ever built from user data: every value arrives as a function
argument, every answer leaves as plain str/int/bool/tuple values.

- black_version(): whether the workbench's own `black` imports.
- statement_at(): the simple statement around an edited line, so only that
  statement is reformatted and every other byte of the file stays as it was.
- format_statement(): black (the checkout's, else the workbench's) at the
  statement's own width.
- validate(): the two parses differ by exactly the one allowed change, of a kind
  a family's rules module registered (edit_rules.py).
"""

import ast
import copy
import re
import sys

# Statements that end on their own line and can be reformatted on their own.
SIMPLE = (
    ast.Assign,
    ast.AnnAssign,
    ast.AugAssign,
    ast.Expr,
    ast.Return,
)


def _import_black():
    """black, or None. The embedded interpreter runs isolated without `site`, so
    the system's dist-packages (where Debian's `black` lives) are not on sys.path:
    they are appended -- after the standard library, so `ast` stays the stdlib's --
    for the duration of the import only. Jobs run one at a time on the Python
    thread, so no other work sees the longer path."""
    try:
        import black

        return black
    except ImportError:
        pass
    import os
    import site
    import sys

    saved = list(sys.path)
    try:
        sys.path.extend(d for d in site.getsitepackages() if os.path.isdir(d))
        import black

        return black
    except Exception:  # not installed, or broken: the edit stays unformatted
        return None
    finally:
        sys.path[:] = saved


def black_version():
    """The workbench's own black's version string, or "" when it cannot be imported."""
    black = _import_black()
    if black is None:
        return ""
    return str(getattr(black, "__version__", "unknown"))


def _statements(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt):
            yield node


def statement_at(source, line):
    """(start_line, end_line, col, simple, alone, reason) of the innermost
    statement containing 1-based `line` of `source`.

    `simple`: an assignment/expression/return (no body of its own).
    `alone`: only indentation before it and at most a comment after it (no
    `;`, no one-line `if x: y`), so its whole lines can be replaced. `reason` is "" or why it cannot be used."""
    try:
        tree = ast.parse(source)
    except SyntaxError as e:
        return (0, 0, 0, False, False, "the edited file does not parse: %s" % e)
    best = None
    for node in _statements(tree):
        if node.lineno <= line <= node.end_lineno:
            if best is None or (node.lineno, -node.end_lineno) >= (
                best.lineno,
                -best.end_lineno,
            ):
                best = node
    if best is None:
        return (0, 0, 0, False, False, "no statement at line %d" % line)
    # ast counts lines at \n, \r\n and \r only (str.splitlines knows more).
    lines = source.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    first = lines[best.lineno - 1].encode("utf-8")
    last = lines[best.end_lineno - 1].encode("utf-8")
    before = first[: best.col_offset]
    after = last[best.end_col_offset :].strip()
    alone = not before.strip() and (not after or after.startswith(b"#"))
    simple = isinstance(best, SIMPLE)
    return (best.lineno, best.end_lineno, best.col_offset, simple, alone, "")


# How black shapes one dedented statement. The same text runs in two places: here,
# exec'd, for the workbench's own black; and in the checkout's Python as a child
# (`python -c SHAPE_PROGRAM`, the request as JSON on stdin), so that the black the
# user's environment has formats the edit. Target versions are detected from the
# whole file, as black would on the file: some splits (a trailing comma after
# *args/**kwargs) depend on them. Nothing user-provided is ever pasted into it.
SHAPE_PROGRAM = r"""
def shape(black, text, line_length, whole_source):
    versions = set()
    if whole_source:
        try:
            versions = black.detect_target_versions(black.lib2to3_parse(whole_source))
        except Exception:
            versions = set()
    mode = black.Mode(line_length=int(line_length), target_versions=set(versions))
    return black.format_str(text, mode=mode)


if __name__ == "__main__":
    import sys

    # `python -c` puts the working directory (the checkout) first on the path: a
    # module there must not stand in for black or json.
    sys.path[:] = [p for p in sys.path if p not in ("", ".")]
    import json

    import black

    request = json.load(sys.stdin)
    try:
        shaped = shape(black, request["text"], request["width"], request.get("source", ""))
    except Exception:
        shaped = ""
    # One marked line: whatever else start-up prints (a .pth file, sitecustomize) is not the answer.
    answer = json.dumps({"version": str(black.__version__), "shaped": shaped})
    sys.stdout.write("\ndtriage-shape:" + answer + "\n")
"""

_SHAPE = {"__name__": "dtriage_shape"}


def _shape_here(black, text, line_length, whole_source):
    if "shape" not in _SHAPE:
        exec(SHAPE_PROGRAM, _SHAPE)
    return _SHAPE["shape"](black, text, line_length, whole_source)


# How long the checkout's black may take for one statement (start-up, importing
# black, parsing the file); the interpreter thread waits for it.
CHILD_TIMEOUT_S = 30


def _shape_in_child(spec, text, line_length, whole_source):
    """(shaped, "black X") from the checkout's Python; None when no answer came
    (it did not start, black failed to import, it timed out)."""
    import json
    import subprocess

    request = json.dumps({"text": text, "width": int(line_length), "source": whole_source})
    try:
        done = subprocess.run(
            list(spec["argv"]) + ["-c", SHAPE_PROGRAM],
            input=request.encode("utf-8"),
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=spec.get("cwd") or None,
            env=dict(spec["env"]) if spec.get("env") else None,
            timeout=CHILD_TIMEOUT_S,
        )
        for line in done.stdout.decode("utf-8", "replace").splitlines():
            if line.startswith("dtriage-shape:"):
                answer = json.loads(line[len("dtriage-shape:") :])
                return answer.get("shaped", ""), "black " + str(answer.get("version", ""))
    except Exception:
        pass
    return None


def format_statement(text, line_length, whole_source="", spec=None):
    """(formatted, formatter, source) for one dedented statement at `line_length`
    columns: black's text, "black 23.1.0", and "checkout" or "workbench" for whose
    black it was; ("", formatter-or-"", source-or-"") when black did not format it
    (the caller then leaves the statement as edited).

    `spec` chooses the black: {"argv": [...], "env": {...}, "cwd": ...} runs the
    checkout's Python (whose black the caller's probe found; when it gives no
    answer at all, the workbench's black serves); {} uses the workbench's own
    black when it imports; {"off": True} formats nothing.

    The caller dedents by the statement's indentation and passes the remaining
    width, which is what black measures inside the file (indent + text)."""
    spec = spec or {}
    if spec.get("off"):
        return "", "", ""
    if spec.get("argv"):
        answer = _shape_in_child(spec, text, line_length, whole_source)
        if answer is not None:  # black answered, shaped or refused: its word stands
            return answer[0], answer[1], "checkout"
        # The checkout's Python gave no answer at all: the workbench's black serves.
    black = _import_black()
    if black is None:
        return "", "", ""
    formatter = "black " + black_version()
    try:
        return _shape_here(black, text, line_length, whole_source), formatter, "workbench"
    except Exception:
        return "", formatter, "workbench"


# ---------------------------------------------------------------- validation


def _rules():
    return sys.modules.get("dtriage_edit_rules")


def validate(before, after, kind):
    """"" when `after` parses and equals `before` plus exactly one change of
    `kind` (a kind a family's rules module registered in edit_rules), holding
    only what an edit of that kind writes; else the reason (English, one sentence)."""
    rules = _rules()
    rule = rules.RULES.get(kind) if rules is not None else None
    if rule is None:
        return "unknown edit kind %r" % kind
    if rule.backwards_of:
        # A removal is an addition read backwards.
        reason = validate(after, before, rule.backwards_of)
        # Read backwards, "original" and "edited" trade places; say them as they are.
        swapped = {"the original file": "the edited file", "the edited file": "the original file"}
        reason = re.sub("the original file|the edited file", lambda m: swapped[m.group(0)], reason)
        return reason.replace(rules.RULES[rule.backwards_of].describe, rule.describe)
    try:
        tree_before = rules.parse(before)
    except SyntaxError as e:
        return "the original file does not parse: %s" % e
    try:
        tree_after = rules.parse(after)
    except SyntaxError as e:
        return "the edited file does not parse: %s (line %s)" % (e.msg, e.lineno)
    target = rules.dump(tree_before)
    if rules.dump(tree_after) == target:
        return "the edit changes nothing in the syntax tree"
    work = copy.deepcopy(tree_after)
    for undone in rule.undo(work, tree_before):
        if rules.dump(undone) == target:
            # The place alone does not make an edit safe when outside text reached it.
            return rule.content(tree_before, tree_after) if rule.content else ""
    return "the syntax trees differ by more than %s" % rule.describe
