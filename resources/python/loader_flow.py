# SPDX-License-Identifier: Apache-2.0
"""The flow: abstract interpretation of one function body (load_inputs or a helper it
calls), statement by statement. Expressions and calls are evaluated by the two mixins
Flow is made of (loader_expressions.py, loader_calls.py).

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_flow.
"""
import ast

from dtriage_loader_tables import MAX_UNROLLED_KEYS
from dtriage_loader_syntax import const_str, name_of
from dtriage_loader_values import Val, merge_env, tensors
from dtriage_loader_expressions import FlowExpressions
from dtriage_loader_calls import FlowCalls


class Flow(FlowExpressions, FlowCalls):
    """Abstract interpretation of one function body (load_inputs or a helper it calls):
    runs its statements over an environment of names to lists of Val."""

    def __init__(self, ctx, func, cls, derived, depth):
        self.ctx = ctx
        self.src = ctx.src
        self.func = func
        self.cls = cls
        self.derived = set(derived)
        self.depth = depth
        self.returns = []
        self.in_branch = 0

    def run(self, stmts, env):
        """Returns (env, terminated): terminated when every path returned or raised."""
        for stmt in stmts:
            env, done = self.statement(stmt, env)
            if done:
                return env, True
        return env, False

    def statement(self, s, env):
        if isinstance(s, ast.Return):
            vals = self.eval(s.value, env) if s.value is not None else []
            self.returns.append((s, vals))
            return env, True
        if isinstance(s, ast.Raise):
            return env, True
        if isinstance(s, (ast.Assign, ast.AnnAssign)) and s.value is not None:
            targets = s.targets if isinstance(s, ast.Assign) else [s.target]
            vals = self.eval(s.value, env)
            for t in targets:
                env = self.bind(t, vals, s, env, s.value)
            return env, False
        if isinstance(s, ast.AugAssign):
            old = self.eval(s.target, env)
            new = old + tensors(self.eval(s.value, env))
            return self.bind(s.target, new, s, env, s.value), False
        if isinstance(s, ast.Expr):
            return self.expression_statement(s, env), False
        if isinstance(s, ast.If):
            return self.branch(s, env)
        if isinstance(s, (ast.For, ast.AsyncFor)):
            return self.loop(s, env), False
        if isinstance(s, ast.While):
            env, _ = self.run(s.body, env)
            return env, False
        if isinstance(s, (ast.With, ast.AsyncWith)):
            return self.run(s.body, env)
        if isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
            return self.try_statement(s, env)
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            env = dict(env)
            env[s.name] = []
            return env, False
        if isinstance(s, ast.Delete):
            env = dict(env)
            for t in s.targets:
                env.pop(name_of(t) or "", None)
            return env, False
        return env, False

    def try_statement(self, s, env):
        body_env, done = self.run(s.body + s.orelse, env)
        out, all_done = (env if done else body_env), done
        for h in s.handlers:
            self.in_branch += 1
            h_env, h_done = self.run(h.body, env)
            self.in_branch -= 1
            if not h_done:
                out = h_env if all_done else merge_env(out, h_env)
                all_done = False
        fin_env, fin_done = self.run(s.finalbody, out)
        return fin_env, all_done or fin_done

    def branch(self, s, env):
        truth = self.ctx.condition(s.test, self.derived)
        if truth is True or truth == "floating":
            return self.run(s.body, env)
        if truth is False:
            return self.run(s.orelse, env)
        self.in_branch += 1
        a_env, a_done = self.run(s.body, env)
        b_env, b_done = self.run(s.orelse, env)
        self.in_branch -= 1
        if a_done and b_done:
            return env, True
        if a_done or b_done:
            # One side returns early: everything after this `if` runs on some paths
            # only (e.g. some variants), so what it produces is conditional too.
            self.in_branch += 1
            return (b_env if a_done else a_env), False
        return merge_env(a_env, b_env), False

    def loop(self, s, env):
        """Loops over a dict are unrolled per key (the cast-every-entry idiom); other
        loops run their body once: loaders loop over non-empty things."""
        source = self.iteration(s.iter, env)
        if source is None:
            env = self.bind(s.target, [], s, env, None)
            env, _ = self.run(s.body, env)
            return env
        for bound in source[:MAX_UNROLLED_KEYS]:
            env = self.bind_loop_target(s.target, bound, s, env)
            env, _ = self.run(s.body, env)
        return env

    def iteration(self, it, env):
        """[(key, vals)] for `X`, `X.keys()`, `X.values()`, `X.items()` over one dict."""
        mode = "keys"
        if (isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute)
                and it.func.attr in ("items", "keys", "values") and not it.args):
            mode, it = it.func.attr, it.func.value
        dicts = [v for v in self.eval(it, env) if v.kind == "dict"]
        if len(dicts) != 1:
            return None
        d = dicts[0]
        out = []
        for key, vals in d.entries.items():
            out.append((mode, Val("key", key=key), vals))
        return out

    def bind_loop_target(self, target, bound, s, env):
        mode, key, vals = bound
        if mode == "items" and isinstance(target, ast.Tuple) and len(target.elts) == 2:
            env = self.bind(target.elts[0], [key], s, env, None, claim=False)
            return self.bind(target.elts[1], vals, s, env, None, claim=False)
        return self.bind(target, vals if mode == "values" else [key], s, env, None,
                         claim=False)

    def expression_statement(self, s, env):
        call = s.value
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
            return env
        name = name_of(call.func.value)
        method = call.func.attr
        if name is None or name not in env:
            return env
        if method == "update":
            extra = self.dict_from_call_args(call, env)
            new = [self.merge_dict(v, extra, s) if v.kind == "dict" else v for v in env[name]]
            return self.rebind(env, name, new)
        if method in ("append", "extend", "insert") and call.args:
            arg = call.args[-1]
            vals = self.eval(arg, env)
            new = []
            for v in env[name]:
                if v.kind == "seq":
                    items = list(v.items)
                    items.append(tensors(vals) or [self.unknown(arg)])
                    v = v.but(items=items)
                new.append(v)
            return self.rebind(env, name, new)
        return env

    def rebind(self, env, name, vals):
        env = dict(env)
        env[name] = vals
        return env

    def bind(self, target, vals, stmt, env, value, claim=True):
        """Binds `target` to `vals`. `claim`: this assignment may become the origin
        statement (not for loop variables, which merely alias values)."""
        name = name_of(target)
        if name is not None:
            self.track_derived(name, vals, value)
            line, text = stmt.lineno, self.src.one_line(stmt)
            bound = []
            for v in vals:
                if claim and v.kind == "tensor" and not v.var:
                    # The first assignment is where a `.to(dtype_override)` line can go.
                    v = v.but(var=name, stmt=stmt)
                v = v.step(line, text, "assign")
                if self.in_branch:
                    v = v.but(cond=True)
                bound.append(v)
            return self.rebind(env, name, bound)
        if isinstance(target, (ast.Tuple, ast.List)):
            return self.bind_unpacked(target, vals, stmt, env, value)
        if isinstance(target, ast.Subscript):
            return self.bind_subscript(target, vals, stmt, env)
        if isinstance(target, ast.Starred):
            return self.bind(target.value, [], stmt, env, None)
        return env

    def bind_unpacked(self, target, vals, stmt, env, value=None):
        if isinstance(value, (ast.Tuple, ast.List)) and len(value.elts) == len(target.elts):
            # a, b = x, y: element by element, so `dtype = dtype_override or ...` is seen.
            for elt, part in zip(target.elts, value.elts):
                env = self.bind(elt, self.eval(part, env), stmt, env, part)
            return env
        seqs = [v for v in vals if v.kind == "seq" and len(v.items) == len(target.elts)]
        for i, elt in enumerate(target.elts):
            part = []
            for v in seqs:
                part.extend(v.items[i])
            env = self.bind(elt, part, stmt, env, None)
        return env

    def bind_subscript(self, target, vals, stmt, env):
        name = name_of(target.value)
        if name is None or name not in env:
            return env
        key = self.key_of(target.slice, env)
        line, text = stmt.lineno, self.src.one_line(stmt)
        new = []
        for d in env[name]:
            if d.kind == "tensor" and d.mapping and isinstance(key, str):
                d = Val("dict", entries={}, rest=[d])  # processor output gets a key
            if d.kind != "dict":
                if d.kind == "tensor" and d.mapping and key is None and vals \
                        and all(v.kind == "tensor" and v.cast for v in vals):
                    d = self.cast_all(d, line)
                new.append(d)  # in-place write into a tensor keeps its dtype
                continue
            if isinstance(key, str):
                entries = dict(d.entries)
                put = [v.step(line, text, "subscript") for v in vals]
                entries[key] = [v.but(cond=True) for v in put] if self.in_branch else put
                d = d.but(entries=entries)
            elif key is None and vals and all(v.kind == "tensor" and v.cast for v in vals):
                d = self.cast_all(d, line)  # inputs[k] = inputs[k].to(dtype_override)
            new.append(d)
        return self.rebind(env, name, new)

    def cast_all(self, d, line):
        if d.kind == "tensor":
            return d.but(cast=line, forced=None)
        entries = {k: [self.cast_all(v, line) for v in vs] for k, vs in d.entries.items()}
        return d.but(entries=entries, rest=[self.cast_all(v, line) for v in d.rest])

    def track_derived(self, name, vals, value):
        if value is not None and not tensors(vals) and self.ctx.mentions(value, self.derived):
            self.derived.add(name)
        else:
            self.derived.discard(name)

    def key_of(self, node, env):
        text = const_str(node)
        if text is not None:
            return text
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name):
            keys = [v.key for v in env.get(node.id, []) if v.kind == "key"]
            if len(keys) == 1:
                return keys[0]
        return None
