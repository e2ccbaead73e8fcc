# SPDX-License-Identifier: Apache-2.0
"""Whether load_model casts the model to dtype_override, and on which paths it does not.

A loader may keep its model in float32 on purpose: mgp_str_base tests
`dtype_override is not None` and leaves the cast commented out (tt-metal#39518);
densenet casts only `if dtype_override is not None and source !=
ModelSource.TORCH_XRAY_VISION` and makes the X-ray input float32 under `if source ==
ModelSource.TORCH_XRAY_VISION`. A float32 input there matches the model: casting it to
bfloat16 would create the mismatch, so it is no bfloat16-input candidate.

Only what the source says for certain counts: dtype_override handed to anything (a
call, a keyword, a dict) is taken as a cast.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_model.
"""
import ast

OVERRIDE = "dtype_override"


def _is_none(node):
    return isinstance(node, ast.Constant) and node.value is None


def _in_test(node, parents):
    """`node` is a condition: an if/while/assert/conditional test, or part of one
    through and/or/not (`x = dtype_override or torch.float32` is a value, not a test)."""
    parent = parents.get(id(node))
    if isinstance(parent, (ast.If, ast.While, ast.IfExp, ast.Assert)):
        return parent.test is node
    if isinstance(parent, ast.BoolOp) or (isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not)):
        return _in_test(parent, parents)
    return False


def _only_tested(name, parents):
    """`name` (dtype_override) is only looked at: `is (not) None`, `== None`, a truth test."""
    parent = parents.get(id(name))
    if isinstance(parent, ast.Compare) and len(parent.ops) == 1:
        other = parent.comparators[0] if parent.left is name else parent.left
        return _is_none(other) and isinstance(parent.ops[0], (ast.Is, ast.IsNot, ast.Eq, ast.NotEq))
    return _in_test(name, parents)


class _Paths(ast.NodeVisitor):
    """Every node of one function with the `if` tests it sits under: (test, True) in
    the body, (test, False) in the else branch. Nested functions are not entered."""

    def __init__(self, function):
        self.conditions = {}  # id(node) -> [(test, in_body)]
        self.parents = {}
        self.stack = []
        self.top = function
        for stmt in function.body:
            self.visit(stmt)

    def generic_visit(self, node):
        self.conditions[id(node)] = list(self.stack)
        for child in ast.iter_child_nodes(node):
            self.parents[id(child)] = node
            self.visit(child)

    def visit_If(self, node):
        self.conditions[id(node)] = list(self.stack)
        self.parents[id(node.test)] = node
        self.visit(node.test)
        for body, in_body in ((node.body, True), (node.orelse, False)):
            self.stack.append((node.test, in_body))
            for stmt in body:
                self.parents[id(stmt)] = node
                self.visit(stmt)
            self.stack.pop()

    def visit_FunctionDef(self, node):
        if node is self.top:
            self.generic_visit(node)
        else:
            self.conditions[id(node)] = list(self.stack)

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef


class _Aliases:
    """A local name assigned exactly once from an attribute chain stands for that chain
    (`source = self._variant_config.source`), so two functions' tests compare."""

    def __init__(self, ctx, function):
        counts, chains = {}, {}
        for node in ast.walk(function):
            if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name):
                            counts[name.id] = counts.get(name.id, 0) + 1
                            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
                                chains[name.id] = ctx.src.segment(node.value)
        self.chains = {n: c for n, c in chains.items() if counts.get(n) == 1}
        self.ctx = ctx

    def text(self, node):
        if isinstance(node, ast.Name) and node.id in self.chains:
            return self.chains[node.id]
        return " ".join(self.ctx.src.segment(node).split())


_NEGATED = {ast.Eq: "!=", ast.NotEq: "==", ast.Is: "is not", ast.IsNot: "is",
            ast.In: "not in", ast.NotIn: "in"}
_OPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Is: "is", ast.IsNot: "is not",
        ast.In: "in", ast.NotIn: "not in"}


def _facts(test, holds, aliases):
    """What `test` being `holds` says, as (left, op, right) facts; [] when unknown."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) and holds:
        return [f for part in test.values for f in _facts(part, True, aliases)]
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or) and not holds:
        return [f for part in test.values for f in _facts(part, False, aliases)]
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _facts(test.operand, not holds, aliases)
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _OPS:
        op = _OPS[type(test.ops[0])] if holds else _NEGATED[type(test.ops[0])]
        return [(aliases.text(test.left), op, aliases.text(test.comparators[0]))]
    if isinstance(test, (ast.Name, ast.Attribute)):
        return [(aliases.text(test), "truth", str(holds))]
    return []


def _mentions_override(node):
    return any(isinstance(n, ast.Name) and n.id == OVERRIDE for n in ast.walk(node))


_OPPOSITE = {"==": "!=", "!=": "==", "is": "is not", "is not": "is", "in": "not in",
             "not in": "in"}


def _contradicts(guard, fact):
    """`fact` holding makes `guard` false."""
    (gl, gop, gr), (fl, fop, fr) = guard, fact
    if gl != fl:
        return False
    if gop == fop == "truth":
        return gr != fr
    return gr == fr and _OPPOSITE.get(gop) == fop


class ModelCast:
    """How load_model uses dtype_override: `never` (it only tests it) with the line, or
    the guards every cast needs besides dtype_override (empty: a cast that always runs)."""

    def __init__(self, ctx, cls):
        self.ctx = ctx
        self.function = ctx.method(cls, "load_model") if cls is not None else None
        self.never_line = 0
        self.guarded = []  # per cast: [(left, op, right, text, line)] it needs
        self.always = False
        if self.function is not None and self._takes_override():
            self._read()

    def _takes_override(self):
        args = self.function.args
        names = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs]
        return OVERRIDE in names

    def _read(self):
        paths = _Paths(self.function)
        aliases = _Aliases(self.ctx, self.function)
        uses = [n for n in ast.walk(self.function)
                if isinstance(n, ast.Name) and n.id == OVERRIDE and isinstance(n.ctx, ast.Load)]
        casts = [n for n in uses if not _only_tested(n, paths.parents)]
        if not casts:
            tests = [n.lineno for n in uses]
            self.never_line = min(tests) if tests else self.function.lineno
            return
        for use in casts:
            guards = []
            for test, in_body in paths.conditions.get(id(use), []):
                for fact in _facts(test, in_body, aliases):
                    if OVERRIDE in fact[0] or OVERRIDE in fact[2]:
                        continue
                    guards.append(fact + (self.ctx.src.one_line(test), test.lineno))
            if not guards:
                self.always = True
                return
            self.guarded.append(guards)

    def never(self):
        """Why the model always stays float32, or None."""
        if not self.never_line:
            return None
        return ("load_model takes dtype_override but never casts the model with it (it only "
                "tests it, line %d): the model stays float32, so a float32 input matches it"
                % self.never_line)

    def function_of(self, stmt):
        """The function (not nested in another) whose body holds `stmt`."""
        if not hasattr(self, "_functions"):
            self._functions = {}
            for node in ast.walk(self.ctx.tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    for inner in ast.walk(node):
                        if inner is not node:
                            self._functions.setdefault(id(inner), node)
        return self._functions.get(id(stmt))

    def float32_where(self, stmt):
        """Why the model stays float32 where `stmt` runs, or None: every cast of
        load_model needs a guard that the `if` tests around `stmt` make false."""
        if self.always or not self.guarded or stmt is None:
            return None
        function = self.function_of(stmt)
        if function is None:
            return None
        paths = _Paths(function)
        aliases = _Aliases(self.ctx, function)
        facts = []
        for test, in_body in paths.conditions.get(id(stmt), []):
            facts += [fact + (self.ctx.src.one_line(test), test.lineno)
                      for fact in _facts(test, in_body, aliases)]
        reasons = []
        for guards in self.guarded:
            hit = next(((g, f) for g in guards for f in facts if _contradicts(g[:3], f[:3])), None)
            if hit is None:
                return None
            reasons.append(hit)
        (guard, fact) = reasons[0]
        return ("the model stays float32 on this path: load_model casts it only when `%s` "
                "(line %d), and this input is made under `%s` (line %d); casting the input "
                "would create the mismatch" % (guard[3], guard[4], fact[3], fact[4]))
