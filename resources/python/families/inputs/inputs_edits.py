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


def _written_statement(stmt):
    """A statement an inputs edit writes above a return: an assignment to one name or
    to an item of one (``inputs["decoder_input_ids"] = ...``, YOLOX's ``targets[:, 0]``)."""
    if not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1:
        return False
    target = stmt.targets[0]
    return isinstance(target, ast.Name) or (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name))


def _guards(old, new):
    """The variant guards the edit added, each as (guard, the return after it), or a
    reason to refuse. Accepted only in their one shape: a guard new to load_inputs
    (the loader had none), its body new assignments and a return, followed by a
    return the loader had (the other variants' return, as it was)."""
    if any(_is_variant_guard(node) for node in ast.walk(old)):
        return [], ""  # guards counted as any code: an edit adds or moves none
    old_statements = {ast.dump(node) for node in ast.walk(old) if isinstance(node, ast.stmt)}
    old_returns = {ast.dump(node) for node in ast.walk(old) if isinstance(node, ast.Return)}
    found = []
    for parent in ast.walk(new):
        body = getattr(parent, "body", None)
        if not isinstance(body, list):
            continue
        for index, stmt in enumerate(body):
            if not _is_variant_guard(stmt):
                continue
            after = body[index + 1] if index + 1 < len(body) else None
            inner, last = stmt.body[:-1], stmt.body[-1]
            if not isinstance(last, ast.Return) or not isinstance(after, ast.Return) \
                    or ast.dump(after) not in old_returns:
                return [], "the variant guard is not followed by the return the other variants had"
            if any(not _written_statement(s) or ast.dump(s) in old_statements for s in inner):
                return [], "the variant guard holds code the loader had or no inputs fix writes"
            found.append((stmt, after))
    return found, ""


def _allowed_slices(function):
    """The slices of YOLOX's targets row (``targets[:, 0] = ...``): the one place an
    inputs edit writes a slice."""
    allowed = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Subscript) and rules.is_name(target.value, "targets"):
                allowed.update(id(n) for n in ast.walk(target.slice) if isinstance(n, ast.Slice))
    return allowed


def _walk(function, guards):
    """ast.walk, each accepted guard's `if`, its test and the other variants' return
    after it left out (that return is the loader's own, counted once in `before`)."""
    skipped = {id(after) for _, after in guards}
    transparent = {id(guard) for guard, _ in guards}
    stack = [function]
    while stack:
        node = stack.pop()
        if id(node) in skipped:
            continue
        if id(node) in transparent:
            stack.extend(node.body)
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _inventory(function, guards=()):
    calls, names, attributes, others = (collections.Counter() for _ in range(4))
    slices = _allowed_slices(function)
    for node in _walk(function, guards):
        if id(node) in slices:
            continue
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
    guards, refused = _guards(old, new)
    if refused:
        return refused
    (c0, n0, a0, o0), (c1, n1, a1, o1) = _inventory(old), _inventory(new, guards)
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
