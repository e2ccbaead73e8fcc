"""dtype-triage: what an edit may bring into a loader, checked on its syntax tree.

fix_tools.validate says *where* an edit is (the trees differ by one change of its
kind); this says *what* it holds. Text from outside the workbench reaches some
edits -- a probe's dict keys and class names, a forward's parameter names, the
decoder start token, all possibly from a file printed on another machine -- and
is rendered as data before it is written. Should an escaping slip ever let code
through, it would show up here as a call, a name or an operator that no fix of
the kind writes, and the edit is refused.

Runs inside the workbench's one embedded interpreter: fix_tools.validate calls
``check(kind, before_tree, after_tree)`` once the location check passed. It is
symmetric: a revert (the edit read backwards, from a session record) must not
bring in more than the edit itself took out.
"""

import ast
import collections

# ------------------------------------------------------------------ unpack family


def _is_name(node, name):
    return isinstance(node, ast.Name) and node.id == name


def _is_constant(node):
    """A str, int, bool or None constant (a negative int too): a key as data."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        node = node.operand
        return isinstance(node, ast.Constant) and type(node.value) is int
    return isinstance(node, ast.Constant) and (node.value is None or type(node.value) in (str, int, bool))


def _is_access(node):
    """forward_output itself, or one entry of it as OverrideWriter writes it:
    ``.name``, ``[constant]``, ``getattr(forward_output, "text")``."""
    if _is_name(node, "forward_output"):
        return True
    if isinstance(node, ast.Attribute):
        return _is_name(node.value, "forward_output")
    if isinstance(node, ast.Subscript):
        return _is_name(node.value, "forward_output") and _is_constant(node.slice)
    return (
        isinstance(node, ast.Call)
        and _is_name(node.func, "getattr")
        and not node.keywords
        and len(node.args) == 2
        and _is_name(node.args[0], "forward_output")
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
        and _is_name(call.func, "extract_tensors_recursive")
        and not call.keywords
        and len(call.args) == 2
        and _is_name(call.args[1], "tensors")
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
        _is_name(call.func, "sum")
        and not call.keywords
        and len(call.args) == 1
        and isinstance(call.args[0], ast.GeneratorExp)
        and len(call.args[0].generators) == 1
    ):
        return False
    generator = call.args[0]
    loop = generator.generators[0]
    if loop.ifs or loop.is_async or not _is_name(loop.target, "t"):
        return False
    if ast.dump(generator.elt) != ast.dump(ast.parse("t.sum()", mode="eval").body):
        return False
    parts = loop.iter.elts if isinstance(loop.iter, ast.Tuple) else [loop.iter]
    return bool(parts) and all(_is_access(p) for p in parts)


def _method(tree, name):
    """ModelLoader's method `name`, or None."""
    for cls in tree.body:
        if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
            for stmt in cls.body:
                if isinstance(stmt, ast.FunctionDef) and stmt.name == name:
                    return stmt
    return None


def _check_override(before, after):
    method = _method(after, "unpack_forward_output")
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
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call) and _is_name(s.value.func, "_register_attr")
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


# ------------------------------------------------------------------ inputs family

# What the inputs family's edits (inputs_edit.py) write into load_inputs beyond
# what it held: torch.full / torch.tensor / range / .repeat calls, their dtypes,
# a batch size read off a tensor, the model's decoder start token, and the names
# of those statements. Anything else a change adds or takes out is refused.
INPUTS_CALLS = {"torch.full", "torch.tensor", "range", ".repeat"}
INPUTS_ATTRIBUTES = {
    "full", "tensor", "long", "float32", "int64", "repeat", "shape",
    "model", "config", "generation_config", "decoder_start_token_id",
}
INPUTS_NAMES = {"torch", "range", "_", "targets", "batch_size", "self", "inputs", "inputs_", "inputs__", "loaded_inputs"}
# Nodes that build data; every other kind of node (an operator, a lambda, a
# comparison, an import, ...) must be as many after the edit as before.
DATA_NODES = (
    ast.Return, ast.Assign, ast.Expr, ast.Dict, ast.List, ast.Tuple, ast.ListComp, ast.comprehension,
    ast.Call, ast.Attribute, ast.Name, ast.Constant, ast.Subscript, ast.keyword, ast.Load, ast.Store,
)


def _call_name(call):
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        if _is_name(func.value, "torch"):
            return "torch." + func.attr
        return "." + func.attr
    return "?"


def _inventory(function):
    calls, names, attributes, others = (collections.Counter() for _ in range(4))
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            calls[_call_name(node)] += 1
        elif isinstance(node, ast.Name):
            names[node.id] += 1
        elif isinstance(node, ast.Attribute):
            attributes[node.attr] += 1
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
            continue  # a negative number
        if isinstance(node, ast.USub):
            continue
        if not isinstance(node, DATA_NODES):
            others[type(node).__name__] += 1
    return calls, names, attributes, others


def _check_inputs(before, after):
    old, new = _method(before, "load_inputs"), _method(after, "load_inputs")
    if old is None or new is None:
        return "load_inputs is missing on one side of the edit"
    (c0, n0, a0, o0), (c1, n1, a1, o1) = _inventory(old), _inventory(new)
    for call in (c1 - c0) + (c0 - c1):
        if call not in INPUTS_CALLS:
            return "the change calls %s, which no inputs fix writes" % call
    for name in (n1 - n0) + (n0 - n1):
        if name not in INPUTS_NAMES and not (n0[name] and n1[name]):
            return "the change brings in the name %s, which no inputs fix writes" % name
    for attribute in (a1 - a0) + (a0 - a1):
        if attribute not in INPUTS_ATTRIBUTES and not (a0[attribute] and a1[attribute]):
            return "the change reads .%s, which no inputs fix writes" % attribute
    if o0 != o1:
        changed = sorted(set((o1 - o0) + (o0 - o1)))
        return "the change adds or takes out %s, which no inputs fix writes" % ", ".join(changed)
    return ""


# ------------------------------------------------------------------ entry point

INPUTS_KINDS = ("decoder_dict", "decoder_key", "targets", "batch_repeat")
DTYPE_KINDS = ("add_dtype", "replace_dtype", "cast_after", "float_before_numpy")


def check(kind, before, after):
    """"" when the nodes `after` holds beyond `before` (and the other way round)
    are ones an edit of `kind` writes; else the reason (English, one sentence)."""
    if kind == "add_unpack_override":
        return _check_override(before, after)
    if kind in ("add_registry_entry", "remove_registry_entry"):
        return _check_registry(before, after)
    if kind in INPUTS_KINDS:
        return _check_inputs(before, after)
    if kind in DTYPE_KINDS:
        return ""  # their undo checks leave nothing else to add: one keyword, one cast, one name
    return "unknown edit kind %r" % kind
