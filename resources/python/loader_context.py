# SPDX-License-Identifier: Apache-2.0
"""What the analysis knows about the whole file before following any value: one walk
over the tree collects classes, functions, assignments, torch constructors and numpy
conversions (Context), and answers questions about dtypes and conditions.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_context.
"""
import ast
import os
import re

from dtriage_loader_tables import (DATA_CTORS, DTYPE_KINDS, FLOAT_CTORS, FLOAT_TYPE_CTORS,
                                   FULL_CTORS, INT_CTORS, LIKE_CTORS, RANGE_CTORS)
from dtriage_loader_syntax import (Names, Source, const_str, data_kind, keyword, name_of,
                                   numeric_kind)

_FIELDS = {}  # node type -> the fields walk() descends into, computed once a type
# Operator and context nodes carry nothing the analysis needs; skipping them halves
# the number of nodes a walk visits.
_SKIPPED_FIELDS = {"ctx", "op", "ops", "type_comment", "type_ignores", "kind"}


def child_fields(node_type):
    fields = _FIELDS.get(node_type)
    if fields is None:
        fields = tuple(f for f in node_type._fields if f not in _SKIPPED_FIELDS)
        _FIELDS[node_type] = fields
    return fields


class Context:
    """Everything about the file that the flow needs: spans, constructors, statements."""

    def __init__(self, tree, source, path, config_source):
        self.tree = tree
        self.src = Source(source)
        self.path = path
        self.parent_stmt = {}
        self.assigns = {}  # function qualname -> its single-target assignments
        self.func_of = {}
        self.notes = []
        self.classes = {}
        self.module_functions = {}
        self.module_assigns = {}
        self.constructors = []
        self.ctor_index = {}
        self.numpy_conversions = []
        self.config_source = config_source
        self.walk()

    def walk(self):
        """One iterative pass over the tree (deep trees must not hit Python's recursion
        limit; the scan's speed budget allows one walk per file)."""
        stack = [(self.tree, "", "<module>", None)]
        calls, imports = [], []
        parent_stmt = self.parent_stmt
        while stack:
            node, prefix, func, stmt = stack.pop()
            t = type(node)
            child_prefix, child_func = prefix, func
            if isinstance(node, ast.stmt):
                stmt = node
                if t is ast.FunctionDef or t is ast.AsyncFunctionDef:
                    func = prefix + node.name
                    child_prefix, child_func = func + ".<locals>.", func
                    if prefix.endswith(".<locals>."):
                        self.note_once("nested function " + func)
                elif t is ast.ClassDef:
                    child_prefix = prefix + node.name + "."
                elif t is ast.Assign and len(node.targets) == 1:
                    self.assigns.setdefault(func, []).append(node)
                elif t is ast.Import or t is ast.ImportFrom:
                    imports.append(node)
                if prefix == "":
                    self.collect_definition(node)
            elif t is ast.Call:
                parent_stmt[id(node)] = stmt
                calls.append((node, func))
            elif t is ast.Dict or t is ast.List or t is ast.Tuple or t is ast.Subscript:
                parent_stmt[id(node)] = stmt
            for field in child_fields(t):
                value = getattr(node, field, None)
                if type(value) is list:
                    for child in value:
                        if isinstance(child, ast.AST):
                            stack.append((child, child_prefix, child_func, stmt))
                elif isinstance(value, ast.AST):
                    stack.append((value, child_prefix, child_func, stmt))
        self.names = Names(imports)
        calls.sort(key=lambda c: (c[0].lineno, c[0].col_offset))
        for call, func in calls:
            self.classify_call(call, func)

    def note_once(self, text):
        if text not in self.notes:
            self.notes.append(text)

    def collect_definition(self, node):
        if isinstance(node, ast.ClassDef):
            self.classes[node.name] = node
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self.module_functions[node.name] = node
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            self.module_assigns[node.targets[0].id] = node.value
        elif isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names):
            self.note_once("star-import from " + ("." * node.level) + (node.module or ""))

    def classify_call(self, call, func):
        if isinstance(call.func, ast.Name) and call.func.id in ("exec", "eval", "compile"):
            self.note_once(call.func.id + "() at line %d: not followed" % call.lineno)
        kind = self.names.torch_ctor(call)
        if kind is not None:
            self.ctor_index[id(call)] = len(self.constructors)
            self.constructors.append(self.constructor_facts(call, kind, func))
        conv = self.numpy_conversion(call, func)
        if conv is not None:
            self.numpy_conversions.append(conv)

    def stmt_of(self, node):
        return self.parent_stmt.get(id(node)) if node is not None else None

    def method(self, cls, name):
        if cls is None:
            return None
        for s in cls.body:
            if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == name:
                return s
        return None

    # ----- constructors

    def constructor_facts(self, call, kind, func):
        dtype = keyword(call, "dtype")
        derived = self.function_derived(func) if dtype is not None else set()
        dtype_kind = self.dtype_kind(dtype, derived) if dtype is not None else ""
        stmt = self.stmt_of(call)
        return {
            "index": len(self.constructors),
            "callee": self.src.one_line(call.func),
            "kind": kind,
            "span": self.src.span(call),
            "statement": self.src.span(stmt),
            "function": func,
            "hasDtype": dtype is not None,
            "dtypeText": self.src.segment(dtype) if dtype is not None else "",
            "dtypeKind": dtype_kind,
            "dtypeFromOverride": dtype_kind == "override",
            "floating": self.ctor_floating(call, kind, dtype_kind),
            "assignedTo": self.assigned_to(call, stmt),
            "keywords": [kw.arg for kw in call.keywords if kw.arg is not None],
            "positionalCount": sum(1 for a in call.args if not isinstance(a, ast.Starred)),
            "hasStarArgs": any(isinstance(a, ast.Starred) for a in call.args)
                           or any(kw.arg is None for kw in call.keywords),
            "multiLine": call.end_lineno > call.lineno,
        }

    def function_derived(self, func):
        """Names derived from dtype_override anywhere in `func` (flow-insensitive: used
        only for the per-constructor `dtypeFromOverride` fact)."""
        cache = getattr(self, "_derived_cache", None)
        if cache is None:
            cache = self._derived_cache = {}
        if func in cache:
            return cache[func]
        derived = {"dtype_override"}
        for _ in range(3):  # a fixpoint for chains like a = dtype_override; b = a
            for s in self.assigns.get(func, ()):
                name = name_of(s.targets[0])
                if name and name not in derived and self.mentions(s.value, derived) \
                        and not self.makes_tensor(s.value):
                    derived.add(name)
        cache[func] = derived
        return derived

    def makes_tensor(self, node):
        return any(isinstance(c, ast.Call) and self.names.torch_ctor(c) for c in ast.walk(node))

    def ctor_floating(self, call, kind, dtype_kind):
        if dtype_kind:
            return {"int": "no", "bool": "no", "unknown": "unknown", "complex": "no"}.get(
                dtype_kind, "yes")
        if kind in FLOAT_CTORS or kind in FLOAT_TYPE_CTORS:
            return "yes"
        if kind in INT_CTORS:
            return "no"
        if kind in LIKE_CTORS:
            return "unknown"
        if kind in FULL_CTORS:
            fill = call.args[1] if len(call.args) > 1 else keyword(call, "fill_value")
            return {"float": "yes", "int": "no", "bool": "no"}.get(numeric_kind(fill), "unknown")
        if kind in RANGE_CTORS:
            return self.range_floating(call)
        if kind in DATA_CTORS:
            data = call.args[0] if call.args else keyword(call, "data")
            return {"float": "yes", "int": "no"}.get(data_kind(data), "unknown")
        return "unknown"

    def range_floating(self, call):
        numbers = list(call.args) + [kw.value for kw in call.keywords
                                     if kw.arg in ("start", "end", "step")]
        kinds = [numeric_kind(n) for n in numbers]
        if "float" in kinds:
            return "yes"
        if kinds and all(k in ("int", "bool") for k in kinds):
            return "no"
        return "unknown"

    def assigned_to(self, call, stmt):
        if not isinstance(stmt, (ast.Assign, ast.AnnAssign)) or stmt.value is None:
            return ""
        node = stmt.value
        while node is not call:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                node = node.func.value
            elif isinstance(node, (ast.Attribute, ast.Subscript)):
                node = node.value
            else:
                return ""
        target = stmt.targets[0] if isinstance(stmt, ast.Assign) else stmt.target
        if isinstance(stmt, ast.Assign) and len(stmt.targets) != 1:
            return ""
        if isinstance(target, (ast.Name, ast.Attribute, ast.Subscript)):
            return self.src.segment(target)
        return ""

    def numpy_conversion(self, call, func):
        if isinstance(call.func, ast.Attribute) and call.func.attr == "numpy" \
                and not call.args and not call.keywords:
            return {"kind": "numpy", "span": self.src.span(call),
                    "receiver": self.src.segment(call.func.value), "function": func,
                    "receiverIsTensor": True}
        q = self.names.qualify(call.func)
        if q in ("numpy.array", "numpy.asarray") and call.args:
            arg = call.args[0]
            literal = isinstance(arg, (ast.List, ast.Tuple, ast.Constant, ast.ListComp,
                                       ast.Dict, ast.Set))
            return {"kind": "np.array" if q.endswith(".array") else "np.asarray",
                    "span": self.src.span(call), "receiver": self.src.segment(arg),
                    "function": func, "receiverIsTensor": not literal}
        return None

    # ----- dtypes and conditions

    def dtype_kind(self, node, derived):
        if node is None:
            return ""
        if self.is_derived_dtype(node, derived):
            return "override"
        q = self.names.qualify(node)
        if q and q.startswith("torch."):
            return DTYPE_KINDS.get(q[6:], "unknown")
        return "unknown"

    def is_derived_dtype(self, node, derived):
        return node is not None and self.mentions(node, derived)

    def mentions(self, node, derived):
        for n in ast.walk(node):
            if isinstance(n, ast.Name) and n.id in derived:
                return True
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) \
                    and n.value.id == "self" and ("self." + n.attr) in derived:
                return True
            if isinstance(n, ast.Constant) and n.value == "dtype_override":
                return True  # kwargs.get("dtype_override")
        return False

    def to_kind(self, call, derived):
        """What .to(...)/.type(...) converts to: override, a dtype kind, or '' (device)."""
        args = list(call.args) + [kw.value for kw in call.keywords
                                  if kw.arg in ("dtype", None)]
        for a in args:
            if self.mentions(a, derived):
                return "override"
        for a in args:
            q = self.names.qualify(a)
            if q and q.startswith("torch.") and q[6:] in DTYPE_KINDS:
                return DTYPE_KINDS[q[6:]]
        return ""

    def condition(self, test, derived):
        """True/False when the runner's dtype_override=torch.bfloat16 decides `test`;
        "floating" for a floating-point check; None when unknown."""
        if isinstance(test, ast.BoolOp):
            parts = [self.condition(v, derived) for v in test.values]
            if isinstance(test.op, ast.And):
                if False in parts:
                    return False
                return True if all(p is True for p in parts) else (
                    "floating" if "floating" in parts else None)
            return True if True in parts else (False if all(p is False for p in parts) else None)
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            inner = self.condition(test.operand, derived)
            return (not inner) if isinstance(inner, bool) else None
        if isinstance(test, (ast.Name, ast.Attribute)) and self.mentions(test, derived):
            if isinstance(test, ast.Attribute) and test.attr == "is_floating_point":
                return "floating"
            return True
        if isinstance(test, ast.Compare) and len(test.ops) == 1:
            return self.compare(test, derived)
        if isinstance(test, ast.Call):
            func = test.func
            name = func.attr if isinstance(func, ast.Attribute) else (
                func.id if isinstance(func, ast.Name) else "")
            if name == "is_floating_point":
                return "floating"
        return None

    def compare(self, test, derived):
        left, op, right = test.left, test.ops[0], test.comparators[0]
        is_none = isinstance(right, ast.Constant) and right.value is None
        if self.mentions(left, derived) and is_none and isinstance(left, (ast.Name, ast.Attribute)):
            if isinstance(op, (ast.IsNot, ast.NotEq)):
                return True
            if isinstance(op, (ast.Is, ast.Eq)):
                return False
        text = self.src.segment(test)
        if ".dtype" in text and ("float" in text or "is_floating_point" in text):
            return "floating"
        return None

    # ----- .npy files

    def npy_floating(self, call):
        """Reads the dtype from the header of a .npy shipped next to the loader."""
        if not call.args or not self.path:
            return "unknown"
        names = self.string_constants(call.args[0])
        for name in names:
            if not name.endswith(".npy"):
                continue
            candidate = os.path.join(os.path.dirname(self.path), os.path.basename(name))
            descr = read_npy_descr(candidate)
            if descr:
                return "yes" if descr[1:2] in ("f", "c") or descr[:1] in ("f",) else "no"
        return "unknown"

    def string_constants(self, node, depth=0):
        out = []
        for n in ast.walk(node):
            text = const_str(n)
            if text is not None:
                out.append(text)
            elif isinstance(n, ast.Name) and depth < 2 and n.id in self.module_assigns:
                out.extend(self.string_constants(self.module_assigns[n.id], depth + 1))
        return out


def read_npy_descr(path):
    try:
        with open(path, "rb") as f:
            head = f.read(512)
    except OSError:
        return None
    if not head.startswith(b"\x93NUMPY"):
        return None
    m = re.search(rb"'descr':\s*'([^']+)'", head)
    return m.group(1).decode("ascii", "replace") if m else None
