"""dtype-triage: the bfloat16 family's edit kinds (docs/triage.md §2 step 5), as
edit_rules registers them: one dtype=dtype_override keyword, one dtype=torch.float32
made dtype_override, one cast line after an assignment, one .float() before a numpy
conversion. Their undo leaves nothing else to check: one keyword, one cast, one name.

Loaded by the workbench's embedded interpreter next to edit_rules.py.
"""

import ast
import sys

rules = sys.modules["dtriage_edit_rules"]


def _is_float32(node):
    return (
        isinstance(node, ast.Attribute)
        and node.attr in ("float32", "float")
        and rules.is_name(node.value, "torch")
    )


def _is_override_keyword(kw):
    return kw.arg == "dtype" and rules.is_name(kw.value, "dtype_override")


def _undo_add_dtype(after, before):
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


def _undo_replace_dtype(after, before):
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
    if not rules.is_name(stmt.targets[0], var):
        return False
    e = stmt.value
    if not isinstance(e, ast.IfExp) or not rules.is_name(e.orelse, var):
        return False
    t = e.test
    test_ok = (
        isinstance(t, ast.Compare)
        and rules.is_name(t.left, "dtype_override")
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
        and rules.is_name(b.func.value, var)
        and len(b.args) == 1
        and rules.is_name(b.args[0], "dtype_override")
        and not b.keywords
    )
    return test_ok and body_ok


def _assigns(stmt, var):
    targets = []
    if isinstance(stmt, ast.Assign):
        targets = stmt.targets
    elif isinstance(stmt, (ast.AnnAssign, ast.AugAssign)):
        targets = [stmt.target]
    return any(rules.is_name(t, var) for t in targets)


def _undo_cast_after(after, before):
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


def _undo_float_before_numpy(after, before):
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


rules.register("add_dtype", "one dtype=dtype_override keyword added to one call", undo=_undo_add_dtype)
rules.register("replace_dtype", "one dtype=torch.float32 replaced by dtype=dtype_override", undo=_undo_replace_dtype)
rules.register(
    "cast_after",
    "one `x = x.to(dtype_override) if dtype_override is not None else x` line right after the assignment of x",
    undo=_undo_cast_after,
)
rules.register("float_before_numpy", "one .float() inserted before a numpy conversion", undo=_undo_float_before_numpy)
