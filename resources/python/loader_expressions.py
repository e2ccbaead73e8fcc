# SPDX-License-Identifier: Apache-2.0
"""Evaluating one expression of the flow to the values it can have: names, attributes,
subscripts, dict and sequence literals, comprehensions, conditional expressions.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_expressions.
"""
import ast

from dtriage_loader_tables import MAX_UNROLLED_KEYS
from dtriage_loader_syntax import const_str, name_of
from dtriage_loader_values import Val, key_floating, origin_key, tensors


def spread(vals, entries, rest):
    """Adds what `**x` or `dict(x)` puts into a new dict: x's entries and unkeyed values
    when x is a dict, x itself (keys unknown) when it is a mapping tensor."""
    for d in vals:
        if d.kind == "dict":
            entries.update(d.entries)
            rest.extend(d.rest)
        elif d.kind == "tensor":
            rest.append(d)


class FlowExpressions:
    """The expression half of Flow (a mixin: it relies on Flow's state and on
    Flow.bind/iteration/key_of, and on FlowCalls.call for calls)."""

    def unknown(self, node, why=None):
        text = why or (self.src.one_line(node) if node is not None else "")
        return Val("tensor", origin="unknown", text=text, stmt=self.ctx.stmt_of(node))

    def eval(self, node, env):
        if node is None:
            return []
        if isinstance(node, ast.Name):
            return env.get(node.id, [])
        if isinstance(node, ast.Attribute):
            return self.attribute(node, env)
        if isinstance(node, ast.Subscript):
            return self.subscript(node, env)
        if isinstance(node, ast.Call):
            return self.call(node, env)
        if isinstance(node, ast.BinOp):
            # Type promotion: a float32 operand makes the result float32. A list
            # operand is list arithmetic ([x] * batch_size): it stays a list.
            both = self.eval(node.left, env) + self.eval(node.right, env)
            return [v for v in both if v.kind in ("tensor", "seq")]
        if isinstance(node, ast.UnaryOp):
            return tensors(self.eval(node.operand, env))
        if isinstance(node, ast.BoolOp):
            return [v for x in node.values for v in self.eval(x, env)]
        if isinstance(node, ast.IfExp):
            return self.if_expression(node, env)
        if isinstance(node, ast.Dict):
            return [self.dict_literal(node, env)]
        if isinstance(node, (ast.Tuple, ast.List)):
            return [self.sequence(node, env)]
        if isinstance(node, ast.DictComp):
            return self.dict_comprehension(node, env)
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            return self.list_comprehension(node, env)
        if isinstance(node, ast.NamedExpr):
            vals = self.eval(node.value, env)
            env[node.target.id] = vals
            return vals
        if isinstance(node, ast.Starred):
            return self.eval(node.value, env)
        return []

    def if_expression(self, node, env):
        truth = self.ctx.condition(node.test, self.derived)
        if truth is True or truth == "floating":
            return self.eval(node.body, env)
        if truth is False:
            return self.eval(node.orelse, env)
        body, orelse = self.eval(node.body, env), self.eval(node.orelse, env)
        # `x if x.is_contiguous() else x.contiguous()` is x either way: not conditional.
        common = {origin_key(v) for v in body} & {origin_key(v) for v in orelse}
        return [v.but(cond=True) if v.kind == "tensor" and origin_key(v) not in common else v
                for v in body + orelse]

    def attribute(self, node, env):
        name = name_of(node)
        if name is not None and name in env:
            return env[name]
        if node.attr in ("T", "mT", "H", "data", "real"):
            return tensors(self.eval(node.value, env))
        base = self.eval(node.value, env)
        return self.keyed(base, node.attr)

    def keyed(self, vals, key):
        out = []
        for v in vals:
            if v.kind == "dict":
                out.extend(v.entries.get(key, []) or [r.but(key=key) for r in v.rest])
            elif v.kind == "tensor" and v.mapping and v.key is None:
                out.append(v.but(key=key, floating=key_floating(key, v.floating)))
        return out

    def subscript(self, node, env):
        base = self.eval(node.value, env)
        key = self.key_of(node.slice, env)
        out = []
        for v in base:
            if v.kind == "dict":
                out.extend(self.keyed([v], key) if isinstance(key, str)
                           else [x for vs in v.entries.values() for x in vs] + v.rest)
            elif v.kind == "seq":
                if isinstance(key, int) and -len(v.items) <= key < len(v.items):
                    out.extend(v.items[key])
                else:
                    out.extend(x for item in v.items for x in item)
            elif v.kind == "tensor":
                out.extend(self.keyed([v], key) if isinstance(key, str) else [v])
        return out

    def dict_literal(self, node, env):
        entries, rest = {}, []
        for k, value in zip(node.keys, node.values):
            vals = self.eval(value, env)
            if k is None:  # **other
                spread(vals, entries, rest)
                continue
            key = const_str(k)
            if key is None:
                key = self.src.one_line(k)
            entries[key] = self.entry(vals, value, node)
        return Val("dict", entries=entries, rest=rest)

    def entry(self, vals, value, container):
        line = container.lineno
        ts = [v for v in vals if v.kind in ("tensor", "dict", "seq")]
        if not ts:
            ts = [self.unknown(value)]
        text = self.src.one_line(self.ctx.stmt_of(container) or container)
        return [v.step(line, text, "dict") if v.kind == "tensor" else v for v in ts]

    def dict_from_call_args(self, call, env):
        entries, rest = {}, []
        for arg in call.args:
            spread(self.eval(arg, env), entries, rest)
        for kw in call.keywords:
            vals = self.eval(kw.value, env)
            if kw.arg is None:
                spread(vals, entries, rest)
            else:
                entries[kw.arg] = self.entry(vals, kw.value, call)
        return Val("dict", entries=entries, rest=rest)

    def merge_dict(self, d, extra, stmt):
        entries = dict(d.entries)
        entries.update(extra.entries)
        return d.but(entries=entries, rest=d.rest + extra.rest)

    def sequence(self, node, env):
        items = []
        for elt in node.elts:
            vals = self.eval(elt, env)
            if isinstance(elt, ast.Starred):
                for v in vals:
                    if v.kind == "seq":
                        items.extend(v.items)
                continue
            ts = [v for v in vals if v.kind in ("tensor", "dict", "seq")]
            items.append(ts or [self.unknown(elt)])
        kind = "list" if isinstance(node, ast.List) else "tuple"
        return Val("seq", items=items, seq_kind=kind)

    def comprehension_env(self, node, env, bound):
        return self.bind_loop_target(node.generators[0].target, bound, node, dict(env))

    def dict_comprehension(self, node, env):
        if len(node.generators) != 1:
            return []
        gen = node.generators[0]
        source = self.iteration(gen.iter, env)
        if source is None:
            # Over a processor output or an unknown mapping: one pass, keys unknown.
            base = tensors(self.eval(gen.iter.func.value if isinstance(gen.iter, ast.Call)
                                     and isinstance(gen.iter.func, ast.Attribute)
                                     else gen.iter, env))
            inner = self.comprehension_env(node, env, ("items", Val("key"), base))
            return [Val("dict", entries={}, rest=tensors(self.eval(node.value, inner)))]
        entries = {}
        for bound in source[:MAX_UNROLLED_KEYS]:
            inner = self.comprehension_env(node, env, bound)
            entries[bound[1].key] = self.eval(node.value, inner)
        return [Val("dict", entries=entries)]

    def list_comprehension(self, node, env):
        if len(node.generators) != 1:
            return []
        gen = node.generators[0]
        seqs = [v for v in self.eval(gen.iter, env) if v.kind == "seq"]
        if len(seqs) != 1:
            return []
        items = []
        for item in seqs[0].items:
            inner = self.bind(gen.target, item, node, dict(env), None, claim=False)
            items.append(self.eval(node.elt, inner))
        return [Val("seq", items=items, seq_kind="list")]
