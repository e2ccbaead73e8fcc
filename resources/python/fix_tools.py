"""dtype-triage: the Python half of the one-line loader fix.

Runs inside the workbench's single embedded interpreter (on its analysis thread).
Nothing here is ever built from user data: every value arrives as a function
argument, every answer leaves as plain str/int/bool/tuple values.

- black_version(): whether the workbench's own `black` imports.
- statement_at(): the simple statement around an edited line, so only that
  statement is reformatted and every other byte of the file stays as it was.
- format_statement(): black (the checkout's, else the workbench's) at the
  statement's own width.
- validate(): the two parses differ by exactly the one allowed change.
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


def _dump(tree):
    return ast.dump(tree, include_attributes=False)


def _is_name(node, name):
    return isinstance(node, ast.Name) and node.id == name


def _is_float32(node):
    return (
        isinstance(node, ast.Attribute)
        and node.attr in ("float32", "float")
        and _is_name(node.value, "torch")
    )


def _is_override_keyword(kw):
    return kw.arg == "dtype" and _is_name(kw.value, "dtype_override")


def _undo_add_dtype(after):
    """Yields a copy of `after` with one added dtype=dtype_override removed."""
    for call in [n for n in ast.walk(after) if isinstance(n, ast.Call)]:
        for i, kw in enumerate(call.keywords):
            if not _is_override_keyword(kw):
                continue
            if any(k.arg == "dtype" for k in call.keywords if k is not kw):
                continue
            call.keywords.pop(i)
            yield after
            call.keywords.insert(i, kw)


def _undo_replace_dtype(after):
    """Yields `after` with one dtype=dtype_override put back to torch.float32
    (and to torch.float, the same dtype spelled differently)."""
    for call in [n for n in ast.walk(after) if isinstance(n, ast.Call)]:
        for kw in call.keywords:
            if not _is_override_keyword(kw):
                continue
            value = kw.value
            for attr in ("float32", "float"):
                kw.value = ast.Attribute(
                    value=ast.Name(id="torch", ctx=ast.Load()), attr=attr, ctx=ast.Load()
                )
                yield after
            kw.value = value


def _is_cast_of(stmt, var):
    """`var = var.to(dtype_override) if dtype_override is not None else var`"""
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
        return False
    if not _is_name(stmt.targets[0], var):
        return False
    e = stmt.value
    if not isinstance(e, ast.IfExp) or not _is_name(e.orelse, var):
        return False
    t = e.test
    test_ok = (
        isinstance(t, ast.Compare)
        and _is_name(t.left, "dtype_override")
        and len(t.ops) == 1
        and isinstance(t.ops[0], ast.IsNot)
        and isinstance(t.comparators[0], ast.Constant)
        and t.comparators[0].value is None
    )
    b = e.body
    body_ok = (
        isinstance(b, ast.Call)
        and isinstance(b.func, ast.Attribute)
        and b.func.attr == "to"
        and _is_name(b.func.value, var)
        and len(b.args) == 1
        and _is_name(b.args[0], "dtype_override")
        and not b.keywords
    )
    return test_ok and body_ok


def _assigns(stmt, var):
    targets = []
    if isinstance(stmt, ast.Assign):
        targets = stmt.targets
    elif isinstance(stmt, (ast.AnnAssign, ast.AugAssign)):
        targets = [stmt.target]
    return any(_is_name(t, var) for t in targets)


def _undo_cast_after(after):
    """Yields `after` with one cast line removed that directly follows an
    assignment of the same variable."""
    for node in ast.walk(after):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if not isinstance(body, list):
                continue
            for i in range(1, len(body)):
                stmt = body[i]
                if not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1:
                    continue
                target = stmt.targets[0]
                if not isinstance(target, ast.Name):
                    continue
                if _is_cast_of(stmt, target.id) and _assigns(body[i - 1], target.id):
                    body.pop(i)
                    yield after
                    body.insert(i, stmt)


def _float_call_receiver(node):
    """X for `X.float()` (no arguments), else None."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "float"
        and not node.args
        and not node.keywords
    ):
        return node.func.value
    return None


def _undo_float_before_numpy(after):
    """Yields `after` with one `.float()` unwrapped that sits right before a
    `.numpy()` or as the first argument of np.array / np.asarray."""
    for call in [n for n in ast.walk(after) if isinstance(n, ast.Call)]:
        f = call.func
        if isinstance(f, ast.Attribute) and f.attr == "numpy":
            inner = _float_call_receiver(f.value)
            if inner is not None:
                wrapped = f.value
                f.value = inner
                yield after
                f.value = wrapped
        elif (
            isinstance(f, ast.Attribute)
            and f.attr in ("array", "asarray")
            and isinstance(f.value, ast.Name)
            and call.args
        ):
            inner = _float_call_receiver(call.args[0])
            if inner is not None:
                wrapped = call.args[0]
                call.args[0] = inner
                yield after
                call.args[0] = wrapped


# ------------------------------------------------- the unpack_forward_output family


def _is_register_attr(stmt):
    return (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Call)
        and _is_name(stmt.value.func, "_register_attr")
    )


def _undo_add_registry_entry(after):
    """Each tree with one module-level ``_register_attr(...)`` line taken out."""
    for i, stmt in enumerate(after.body):
        if _is_register_attr(stmt):
            work = copy.deepcopy(after)
            del work.body[i]
            yield work


def _is_extract_import(stmt):
    return isinstance(stmt, ast.ImportFrom) and [a.name for a in stmt.names] == [
        "extract_tensors_recursive"
    ]


def _undo_add_unpack_override(after):
    """The tree without ModelLoader's unpack_forward_output method, and without
    it and the extract_tensors_recursive import the method may have brought."""
    for cls in after.body:
        if not (isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader"):
            continue
        methods = [
            i
            for i, s in enumerate(cls.body)
            if isinstance(s, ast.FunctionDef) and s.name == "unpack_forward_output"
        ]
        if len(methods) != 1:
            return
        del cls.body[methods[0]]
        yield copy.deepcopy(after)
        for i, stmt in enumerate(after.body):
            if _is_extract_import(stmt):
                work = copy.deepcopy(after)
                del work.body[i]
                yield work
        return


def _parse(text):
    """ast.parse of a file's text; a UTF-8 byte order mark (which Python itself
    skips in a file) is no syntax error, and it moves no line."""
    return ast.parse(text[1:] if text.startswith("\ufeff") else text)


def override_is(after, method):
    """ModelLoader's unpack_forward_output in `after` is exactly `method` (the
    source written for it, indented as in the class), as the syntax tree sees it."""
    # Parsed inside a class as written (dedenting would change the docstring's text).
    wanted = ast.parse("class _Written:\n" + method).body[0].body
    for cls in _parse(after).body:
        if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
            found = [s for s in cls.body if isinstance(s, ast.FunctionDef) and s.name == "unpack_forward_output"]
            return len(found) == 1 and len(wanted) == 1 and _dump(found[0]) == _dump(wanted[0])
    return False


def override_places(source):
    """Where an unpack_forward_output override goes in a loader: (the last line of
    class ModelLoader, the line to put the extract_tensors_recursive import after,
    whether the loader imports it already). 0 for the class when there is none;
    the import goes after ``from ...base import ForgeModel``, else after the last
    module-level import."""
    tree = _parse(source)
    imports = [s for s in tree.body if isinstance(s, (ast.Import, ast.ImportFrom))]
    classes = [s for s in tree.body if isinstance(s, ast.ClassDef) and s.name == "ModelLoader"]
    base = [s for s in imports if [a.name for a in s.names] == ["ForgeModel"]]
    after = base[0] if base else (imports[-1] if imports else None)
    has_import = any(a.name == "extract_tensors_recursive" for s in imports for a in s.names)
    return (
        classes[0].end_lineno if classes else 0,
        after.end_lineno if after else 0,
        has_import,
    )


def _undo_load_inputs_edit(after, before):
    """The tree with ModelLoader.load_inputs as it was in `before`: the edit
    touched nothing else when that gives `before` back."""
    def load_inputs(tree):
        for cls in tree.body:
            if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
                for i, stmt in enumerate(cls.body):
                    if isinstance(stmt, ast.FunctionDef) and stmt.name == "load_inputs":
                        return cls, i
        return None, -1

    cls_after, i_after = load_inputs(after)
    cls_before, i_before = load_inputs(before)
    if cls_after is None or cls_before is None:
        return
    cls_after.body[i_after] = cls_before.body[i_before]
    yield after


# The inputs family's edits (inputs_edit.py): each changes load_inputs only.
INPUTS_KINDS = ("decoder_dict", "decoder_key", "targets", "batch_repeat")

UNDO = {
    "add_registry_entry": _undo_add_registry_entry,
    "add_unpack_override": _undo_add_unpack_override,
    "add_dtype": _undo_add_dtype,
    "replace_dtype": _undo_replace_dtype,
    "cast_after": _undo_cast_after,
    "float_before_numpy": _undo_float_before_numpy,
}

DESCRIBE = {
    "add_registry_entry": "one _register_attr(...) line",
    "remove_registry_entry": "one _register_attr(...) line taken out",
    "add_unpack_override": "one unpack_forward_output method on ModelLoader (and its"
    " extract_tensors_recursive import)",
    "add_dtype": "one dtype=dtype_override keyword added to one call",
    "replace_dtype": "one dtype=torch.float32 replaced by dtype=dtype_override",
    "cast_after": "one `x = x.to(dtype_override) if dtype_override is not None else x`"
    " line right after the assignment of x",
    "float_before_numpy": "one .float() inserted before a numpy conversion",
    "inputs": "a change inside ModelLoader.load_inputs",
}


def validate(before, after, kind):
    """"" when `after` parses and equals `before` plus exactly one change of
    `kind`; else the reason (English, one sentence)."""
    if kind == "remove_registry_entry":
        # A removal is an addition read backwards.
        reason = validate(after, before, "add_registry_entry")
        # Read backwards, "original" and "edited" trade places; say them as they are.
        swapped = {"the original file": "the edited file", "the edited file": "the original file"}
        reason = re.sub("the original file|the edited file", lambda m: swapped[m.group(0)], reason)
        return reason.replace(DESCRIBE["add_registry_entry"], DESCRIBE[kind])
    if kind not in UNDO and kind not in INPUTS_KINDS:
        return "unknown edit kind %r" % kind
    try:
        tree_before = _parse(before)
    except SyntaxError as e:
        return "the original file does not parse: %s" % e
    try:
        tree_after = _parse(after)
    except SyntaxError as e:
        return "the edited file does not parse: %s (line %s)" % (e.msg, e.lineno)
    target = _dump(tree_before)
    if _dump(tree_after) == target:
        return "the edit changes nothing in the syntax tree"
    work = copy.deepcopy(tree_after)
    undo = (lambda tree: _undo_load_inputs_edit(tree, tree_before)) if kind in INPUTS_KINDS else UNDO[kind]
    for undone in undo(work):
        if _dump(undone) == target:
            return _content(kind, tree_before, tree_after)
    return "the syntax trees differ by more than %s" % DESCRIBE["inputs" if kind in INPUTS_KINDS else kind]


def _content(kind, tree_before, tree_after):
    """What the edit holds (edit_content.py, loaded beside this module): the
    place alone does not make an edit safe when outside text reached it."""
    checker = sys.modules.get("dtriage_edit_content")
    if checker is None:
        return "the edit's content cannot be checked (edit_content.py is not loaded)"
    return checker.check(kind, tree_before, tree_after)
