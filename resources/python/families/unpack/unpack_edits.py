"""dtype-triage: the unpack_forward_output family's edit kinds, as edit_rules
registers them: one ``_register_attr(...)`` line in training_utils.py (added, or a
wrong one taken out), one unpack_forward_output method on ModelLoader (and the
extract_tensors_recursive import it may bring); where an override goes and
whether a loader holds exactly the method written.

What an edit holds is checked on its tree too: text from outside the workbench (a
probe's dict keys and class names, possibly printed on another machine) reaches
these edits and is rendered as data; should an escaping slip ever let code
through, it shows up here as code no fix of the kind writes, and the edit is
refused. The check is symmetric: a revert (the edit read backwards, from a session
record) must not bring in more than the edit itself took out.

Loaded by the workbench's embedded interpreter next to edit_rules.py.
"""

import ast
import collections
import copy
import sys

rules = sys.modules["dtriage_edit_rules"]


def _is_register_attr(stmt):
    return (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Call)
        and rules.is_name(stmt.value.func, "_register_attr")
    )


def _undo_add_registry_entry(after, before):
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


def _undo_add_unpack_override(after, before):
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


def override_is(after, method):
    """ModelLoader's unpack_forward_output in `after` is exactly `method` (the
    source written for it, indented as in the class), as the syntax tree sees it."""
    # Parsed inside a class as written (dedenting would change the docstring's text).
    wanted = ast.parse("class _Written:\n" + method).body[0].body
    for cls in rules.parse(after).body:
        if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
            found = [s for s in cls.body if isinstance(s, ast.FunctionDef) and s.name == "unpack_forward_output"]
            return len(found) == 1 and len(wanted) == 1 and rules.dump(found[0]) == rules.dump(wanted[0])
    return False


def override_places(source):
    """Where an unpack_forward_output override goes in a loader: (the last line of
    class ModelLoader, the line to put the extract_tensors_recursive import after,
    whether the loader imports it already). 0 for the class when there is none;
    the import goes after ``from ...base import ForgeModel``, else after the last
    module-level import."""
    tree = rules.parse(source)
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


# ------------------------------------------------------------------ what an edit holds


def _is_constant(node):
    """A str, int, bool or None constant (a negative int too): a key as data."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        node = node.operand
        return isinstance(node, ast.Constant) and type(node.value) is int
    return isinstance(node, ast.Constant) and (node.value is None or type(node.value) in (str, int, bool))


def _is_access(node):
    """forward_output itself, or one entry of it as OverrideWriter writes it:
    ``.name``, ``[constant]``, ``getattr(forward_output, "text")``."""
    if rules.is_name(node, "forward_output"):
        return True
    if isinstance(node, ast.Attribute):
        return rules.is_name(node.value, "forward_output")
    if isinstance(node, ast.Subscript):
        return rules.is_name(node.value, "forward_output") and _is_constant(node.slice)
    return (
        isinstance(node, ast.Call)
        and rules.is_name(node.func, "getattr")
        and not node.keywords
        and len(node.args) == 2
        and rules.is_name(node.args[0], "forward_output")
        and isinstance(node.args[1], ast.Constant)
        and type(node.args[1].value) is str
    )


def _same(node, source):
    return ast.dump(node) == ast.dump(ast.parse(source).body[0])


def _is_sum(body):
    """tensors = []; extract_tensors_recursive(<accesses>, tensors); return sum(...)."""
    if len(body) != 3 or not isinstance(body[1], ast.Expr):
        return False
    call = body[1].value
    if not (
        isinstance(call, ast.Call)
        and rules.is_name(call.func, "extract_tensors_recursive")
        and not call.keywords
        and len(call.args) == 2
        and rules.is_name(call.args[1], "tensors")
    ):
        return False
    what = call.args[0]
    parts = what.elts if isinstance(what, ast.List) else [what]
    return (
        bool(parts)
        and all(_is_access(p) for p in parts)
        and _same(body[0], "tensors = []")
        and _same(body[2], "return sum(t.sum() for t in tensors)")
    )


def _is_direct_sum(stmt):
    """return sum(t.sum() for t in <access>) or (... for t in (<access>, ...)): the sum
    the skill and the merged PRs write over tensors or one flat tuple/list, no import."""
    if not (isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Call)):
        return False
    call = stmt.value
    if not (
        rules.is_name(call.func, "sum")
        and not call.keywords
        and len(call.args) == 1
        and isinstance(call.args[0], ast.GeneratorExp)
        and len(call.args[0].generators) == 1
    ):
        return False
    generator = call.args[0]
    loop = generator.generators[0]
    if loop.ifs or loop.is_async or not rules.is_name(loop.target, "t"):
        return False
    if ast.dump(generator.elt) != ast.dump(ast.parse("t.sum()", mode="eval").body):
        return False
    parts = loop.iter.elts if isinstance(loop.iter, ast.Tuple) else [loop.iter]
    return bool(parts) and all(_is_access(p) for p in parts)


def _check_override(before, after):
    method = rules.method(after, "unpack_forward_output")
    if method is None:
        return "no unpack_forward_output method was added"
    args = method.args
    plain = not (args.posonlyargs or args.vararg or args.kwonlyargs or args.kwarg or args.defaults)
    if not plain or [a.arg for a in args.args] != ["self", "forward_output"] or method.decorator_list or method.returns:
        return "the method's signature is not unpack_forward_output(self, forward_output)"
    body = list(method.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        if type(body[0].value.value) is not str:
            return "the method opens with a constant that is no docstring"
        body = body[1:]
    one = len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None
    if (one and (_is_access(body[0].value) or _is_direct_sum(body[0]))) or _is_sum(body):
        return ""
    return "the method holds code no unpack_forward_output fix writes"


def _register_calls(tree):
    return collections.Counter(
        ast.dump(s.value)
        for s in tree.body
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call) and rules.is_name(s.value.func, "_register_attr")
    )


def _check_registry(before, after):
    changed = (_register_calls(after) - _register_calls(before)) + (_register_calls(before) - _register_calls(after))
    for stmt in after.body + before.body:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and ast.dump(stmt.value) in changed:
            call = stmt.value
            names = [a.value for a in call.args if isinstance(a, ast.Constant) and type(a.value) is str]
            if call.keywords or len(call.args) != 2 or len(names) != 2 or not all(n.isidentifier() for n in names):
                return "the _register_attr line takes something else than two names"
    return ""


rules.register(
    "add_registry_entry", "one _register_attr(...) line", undo=_undo_add_registry_entry, content=_check_registry
)
rules.register("remove_registry_entry", "one _register_attr(...) line taken out", backwards_of="add_registry_entry")
rules.register(
    "add_unpack_override",
    "one unpack_forward_output method on ModelLoader (and its extract_tensors_recursive import)",
    undo=_undo_add_unpack_override,
    content=_check_override,
)
