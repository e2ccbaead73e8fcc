"""fuzz_probe's oracle: what an edit planned from a probe result may hold.

Run in the fuzzer's embedded interpreter. Each check gets the planned text and
what the probe result declared as data (its keys as constants, its class names,
its parameter names, its decoder start) and returns "" or what is wrong. The
rule (issue 34): the edit parses, and every name, attribute, call and constant
in it is one the fix kind writes itself or one the input declared as data; no
operator, lambda, comprehension or call of its own comes from the input.

Written apart from the product's own checks (the families' rules modules,
resources/python/families/<id>/<id>_edits.py) on purpose: the oracle must not
share a mistake with what it judges.
"""

import ast
import collections


def _values(declared):
    """The input's constants as Python values (a key 0 and a key "0" differ)."""
    out = []
    for kind, text in declared.get("constants", []):
        if kind == "str":
            out.append(text)
        elif kind == "int":
            out.append(int(text))
        elif kind == "bool":
            out.append(text == "True")
        elif kind != "NoneType":
            raise ValueError("no constant of type %s" % kind)
        else:
            out.append(None)
    return out


def _same_constant(value, allowed):
    return any(type(value) is type(a) and value == a for a in allowed)


# ------------------------------------------------------------------ unpack


OVERRIDE_NAMES = {"self", "forward_output", "tensors", "t", "extract_tensors_recursive", "sum", "getattr"}
OVERRIDE_CALLS = {"extract_tensors_recursive", "sum", "getattr", ".sum"}
OVERRIDE_NODES = (
    ast.FunctionDef, ast.arguments, ast.arg, ast.Expr, ast.Constant, ast.Return, ast.Subscript,
    ast.Attribute, ast.Name, ast.Load, ast.Store, ast.Call, ast.Assign, ast.List, ast.GeneratorExp,
    ast.comprehension, ast.UnaryOp, ast.USub,
)


def _call_name(call):
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        if isinstance(call.func.value, ast.Name) and call.func.value.id == "torch":
            return "torch." + call.func.attr
        return "." + call.func.attr
    return "?"


def check_override(method, declared):
    try:
        tree = ast.parse("class C:\n" + method)
    except SyntaxError as error:
        return "the method does not parse: %s" % error
    if len(tree.body) != 1 or len(tree.body[0].body) != 1:
        return "more than one method"
    function = tree.body[0].body[0]
    if not isinstance(function, ast.FunctionDef) or function.name != "unpack_forward_output":
        return "not the unpack_forward_output method"
    docstring = function.body[0].value if function.body and isinstance(function.body[0], ast.Expr) else None
    allowed = _values(declared)
    names = set(declared.get("names", []))
    for node in ast.walk(function):
        if node is docstring:
            continue
        if not isinstance(node, OVERRIDE_NODES):
            return "a %s no override writes" % type(node).__name__
        if isinstance(node, ast.Name) and node.id not in OVERRIDE_NAMES:
            return "the name %r" % node.id
        if isinstance(node, ast.Attribute) and node.attr != "sum" and node.attr not in names:
            return "the attribute %r, which the input did not declare" % node.attr
        if isinstance(node, ast.Call) and _call_name(node) not in OVERRIDE_CALLS:
            return "a call of %s" % _call_name(node)
        if isinstance(node, ast.UnaryOp) and not (
            isinstance(node.operand, ast.Constant) and _same_constant(-node.operand.value, allowed)
        ):
            return "an operator on something else than a declared number"
        if isinstance(node, ast.Constant) and not _same_constant(node.value, allowed):
            if not (type(node.value) is int and _same_constant(-node.value, allowed)):
                return "the constant %r, which the input did not declare" % (node.value,)
    return ""


def _module_calls(tree):
    return collections.Counter(ast.dump(s) for s in tree.body)


def check_registry(before, after, declared):
    try:
        old, new = ast.parse(before), ast.parse(after)
    except SyntaxError as error:
        return "does not parse: %s" % error
    added = _module_calls(new) - _module_calls(old)
    if sum(added.values()) != 1 or _module_calls(old) - _module_calls(new):
        return "not exactly one statement added"
    line = next(s for s in new.body if ast.dump(s) in added)
    call = line.value if isinstance(line, ast.Expr) else None
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "_register_attr"):
        return "not a _register_attr line"
    args = call.args
    if call.keywords or len(args) != 2 or not all(isinstance(a, ast.Constant) and type(a.value) is str for a in args):
        return "the line takes something else than two strings"
    if args[0].value not in declared.get("classes", []):
        return "the class %r, which the input did not declare" % args[0].value
    if not args[1].value.isidentifier():
        return "the attribute %r is no name" % args[1].value
    return ""


# ------------------------------------------------------------------ inputs

INPUTS_NAMES = {"torch", "range", "_", "targets", "batch_size", "self", "inputs", "inputs_", "inputs__", "loaded_inputs"}
INPUTS_ATTRIBUTES = {
    "full", "tensor", "long", "float32", "int64", "repeat", "shape",
    "model", "config", "generation_config", "decoder_start_token_id",
}
INPUTS_CALLS = {"torch.full", "torch.tensor", "range", ".repeat"}
INPUTS_CONSTANTS = [0, 1, 2, 10.0, 100.0, "boxes", "labels", "decoder_input_ids", "targets"]
DATA_NODES = (
    ast.Return, ast.Assign, ast.Expr, ast.Dict, ast.List, ast.Tuple, ast.ListComp, ast.comprehension,
    ast.Call, ast.Attribute, ast.Name, ast.Constant, ast.Subscript, ast.keyword, ast.Load, ast.Store,
    ast.UnaryOp, ast.USub,
)


def _load_inputs(tree):
    for cls in tree.body:
        if isinstance(cls, ast.ClassDef) and cls.name == "ModelLoader":
            for stmt in cls.body:
                if isinstance(stmt, ast.FunctionDef) and stmt.name == "load_inputs":
                    return stmt
    return None


def _inventory(function):
    seen = collections.defaultdict(collections.Counter)
    for node in ast.walk(function):
        seen["node"][type(node).__name__] += 1
        if isinstance(node, ast.Name):
            seen["name"][node.id] += 1
        elif isinstance(node, ast.Attribute):
            seen["attribute"][node.attr] += 1
        elif isinstance(node, ast.Call):
            seen["call"][_call_name(node)] += 1
        elif isinstance(node, ast.Constant):
            seen["constant"][(type(node.value).__name__, repr(node.value))] += 1
    return seen


def check_inputs(before, after, declared):
    try:
        old, new = _load_inputs(ast.parse(before)), _load_inputs(ast.parse(after))
    except SyntaxError as error:
        return "does not parse: %s" % error
    if old is None or new is None:
        return "no load_inputs"
    was, now = _inventory(old), _inventory(new)
    params = set(declared.get("names", []))
    allowed = _values(declared) + INPUTS_CONSTANTS
    for kind in ("node", "name", "attribute", "call", "constant"):
        for item in now[kind] - was[kind]:
            if kind == "node" and item not in {t.__name__ for t in DATA_NODES}:
                return "a %s no inputs fix writes" % item
            if kind == "name" and item not in INPUTS_NAMES and item not in params and not was["name"][item]:
                return "the name %r" % item
            if kind == "attribute" and item not in INPUTS_ATTRIBUTES and not was["attribute"][item]:
                return "the attribute %r" % item
            if kind == "call" and item not in INPUTS_CALLS:
                return "a call of %s" % item
            if kind == "constant":
                try:
                    value = ast.literal_eval(item[1])
                except ValueError:
                    return "a constant %s no inputs fix writes" % item[1]
                if not _same_constant(value, allowed) and not was["constant"][item]:
                    return "the constant %r, which the input did not declare" % (value,)
    return ""
