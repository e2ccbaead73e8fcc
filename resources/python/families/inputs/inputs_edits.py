"""dtype-triage: the inputs family's edit kinds (inputs_edit.py writes them), as
edit_rules registers them: each changes ModelLoader.load_inputs only, and brings in
nothing but what such a fix writes -- torch.full / torch.tensor / range / .repeat
calls, their dtypes, a batch size read off a tensor, the model's decoder start
token and the names of those statements. The decoder start token and the forward's
parameter names may come from a probe printed on another machine: anything else a
change adds or takes out is refused.

Loaded by the workbench's embedded interpreter next to edit_rules.py.
"""

import ast
import collections
import sys

rules = sys.modules["dtriage_edit_rules"]


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


# What the inputs family's edits (inputs_edit.py) write into load_inputs beyond
# what it held: torch.full / torch.tensor / torch.zeros / range / .repeat calls, their dtypes,
# a batch size read off a tensor, the model's decoder start token, and the names
# of those statements. Anything else a change adds or takes out is refused.
INPUTS_CALLS = {"torch.full", "torch.tensor", "torch.zeros", "range", ".repeat"}
INPUTS_ATTRIBUTES = {
    "full", "tensor", "zeros", "long", "float32", "int64", "repeat", "shape", "dtype",
    "model", "config", "generation_config", "decoder_start_token_id",
}
INPUTS_NAMES = {
    "torch", "range", "_", "targets", "images", "batch_size", "self", "inputs", "inputs_", "inputs__", "loaded_inputs",
}
# Nodes that build data; every other kind of node (an operator, a lambda, a
# comparison, an import, ...) must be as many after the edit as before.
DATA_NODES = (
    ast.Return, ast.Assign, ast.Expr, ast.Dict, ast.List, ast.Tuple, ast.ListComp, ast.comprehension,
    ast.Call, ast.Attribute, ast.Name, ast.Constant, ast.Subscript, ast.keyword, ast.Load, ast.Store,
    ast.Slice,  # YOLOX's targets row: targets[:, 0] = ...
)


def _call_name(call):
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        if rules.is_name(func.value, "torch"):
            return "torch." + func.attr
        return "." + func.attr
    return "?"


def _is_variant_guard(node):
    """``if self._variant in (ModelVariant.A, ...):`` with no else: the guard an
    edit that breaks other variants is made under (inputs_edit.py's guard_variants)."""
    if not isinstance(node, ast.If) or node.orelse:
        return False
    test = node.test
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.In)):
        return False
    left, members = test.left, test.comparators[0]
    return (
        isinstance(left, ast.Attribute) and left.attr == "_variant" and rules.is_name(left.value, "self")
        and isinstance(members, ast.Tuple) and members.elts
        and all(isinstance(m, ast.Attribute) and rules.is_name(m.value, "ModelVariant") for m in members.elts)
    )


def _walk_unguarded(function):
    """ast.walk, a variant guard's `if` and its test left out (its body is not)."""
    stack = [function]
    while stack:
        node = stack.pop()
        if _is_variant_guard(node):
            stack.extend(node.body)
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _inventory(function):
    calls, names, attributes, others = (collections.Counter() for _ in range(4))
    for node in _walk_unguarded(function):
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
    old, new = rules.method(before, "load_inputs"), rules.method(after, "load_inputs")
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


for _kind in ("decoder_dict", "decoder_key", "targets", "batch_repeat"):
    rules.register(
        _kind, "a change inside ModelLoader.load_inputs", undo=_undo_load_inputs_edit, content=_check_inputs
    )
