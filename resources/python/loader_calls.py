# SPDX-License-Identifier: Apache-2.0
"""Evaluating calls in the flow: torch constructors, external sources (processors,
numpy files), tensor methods and dtype conversions, and helpers followed into their
returns.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_calls.
"""
import ast

from dtriage_loader_tables import (BUILTIN_NAMES, COMBINING_FUNCS, DATA_CTORS, EXTERNAL_WORDS,
                                   LIKE_CTORS, MAX_HELPER_DEPTH, METHOD_DTYPES,
                                   NON_TENSOR_METHODS, NUMPY_FILE_SOURCES, TORCH_FILE_SOURCES)
from dtriage_loader_syntax import const_str, keyword
from dtriage_loader_values import Val, tensors


class FlowCalls:
    """The call half of Flow (a mixin: it relies on Flow's state and on
    FlowExpressions.eval/keyed/unknown)."""

    def call(self, node, env):
        kind = self.ctx.names.torch_ctor(node)
        if kind is not None:
            return self.constructor(node, kind, env)
        q = self.ctx.names.qualify(node.func)
        if q in NUMPY_FILE_SOURCES or q in TORCH_FILE_SOURCES:
            return [self.external(node, q, env)]
        if q and q.startswith("numpy."):
            return self.numpy_call(node, q, env)
        if q == "dict":
            return [self.dict_from_call_args(node, env)]
        if q in ("tuple", "list") and node.args:
            return self.eval(node.args[0], env)
        if q and q.startswith("torch.") and q.rsplit(".", 1)[-1] in COMBINING_FUNCS:
            return self.combined(node, env)
        if isinstance(node.func, ast.Attribute):
            return self.method_call(node, env)
        if isinstance(node.func, ast.Name):
            if node.func.id in self.ctx.module_functions:
                return self.helper(node, self.ctx.module_functions[node.func.id], None, env)
            if self.external_callee(node.func):
                return [self.external(node, self.src.one_line(node.func), env)]
            if node.func.id in BUILTIN_NAMES:
                return []
            # An imported or local function: its result is unknown but still a value,
            # so that a later .to(dtype_override) on it is seen.
            return [self.unknown(node)]
        if q and q.startswith("torch."):
            return [v for a in node.args for v in tensors(self.eval(a, env))]
        return []

    def combined(self, node, env):
        out = []
        for arg in node.args[:1]:
            for v in self.eval(arg, env):
                if v.kind == "seq":
                    out.extend(x for item in v.items for x in tensors(item))
                else:
                    out.extend(tensors([v]))
        return out

    def external_callee(self, func):
        """self.processor(...), tokenizer(...), self._preprocessor.preprocess(...): the
        called name itself says so (processor.input_features.to(...) is not one)."""
        text = (self.ctx.names.dotted(func) or "").rsplit(".", 1)[-1].lower()
        return any(w in text for w in EXTERNAL_WORDS)

    def constructor(self, node, kind, env):
        index = self.ctx.ctor_index[id(node)]
        info = self.ctx.constructors[index]
        if kind in LIKE_CTORS and not info["hasDtype"] and node.args:
            # zeros_like(x) keeps x's dtype: its origin is x's.
            return tensors(self.eval(node.args[0], env))
        stmt = self.ctx.stmt_of(node)
        floating = info["floating"]
        if info["dtypeKind"] == "override" or self.ctx.is_derived_dtype(
                keyword(node, "dtype"), self.derived):
            floating, dtype_kind = "yes", "override"
        else:
            dtype_kind = info["dtypeKind"]
        v = Val("tensor", origin="ctor", ctor=index, stmt=stmt, floating=floating,
                steps=((node.lineno, self.src.one_line(stmt), "constructor"),),
                dtype_kind=dtype_kind)
        if kind in DATA_CTORS and node.args and floating == "unknown":
            inner = tensors(self.eval(node.args[0], env))
            if inner and all(x.floating == "yes" for x in inner):
                v.floating = "yes"
        return [v]

    def external(self, node, name, env):
        stmt = self.ctx.stmt_of(node)
        floating, numpy = "unknown", False
        inner = []
        short = name.replace("numpy.", "np.")
        if name in NUMPY_FILE_SOURCES:
            floating, numpy = self.ctx.npy_floating(node), True
        elif name in ("torch.from_numpy", "torch.frombuffer") and node.args:
            inner = [v for v in self.eval(node.args[0], env) if v.kind == "tensor"]
            if inner:
                floating = "yes" if all(v.floating == "yes" for v in inner) else (
                    "no" if all(v.floating == "no" for v in inner) else "unknown")
                sources = sorted({v.ext for v in inner if v.origin == "ext" and v.ext})
                if sources:
                    short = short + "(" + ", ".join(sources) + ")"
        elif any(w in name.lower() for w in EXTERNAL_WORDS):
            floating = "unknown"
        steps = inner[0].steps if len(inner) == 1 else ()
        if not steps or steps[-1][0] != node.lineno:
            steps = steps + ((node.lineno, self.src.one_line(stmt), "external"),)
        mapping = name not in NUMPY_FILE_SOURCES and name not in TORCH_FILE_SOURCES
        if any(self.ctx.mentions(a, self.derived) for a in
               list(node.args) + [kw.value for kw in node.keywords]):
            # A dtype-aware source: it is handed dtype_override itself.
            v = Val("tensor", origin="ext", ext=short, stmt=stmt, floating=floating,
                    numpy=numpy, steps=steps, mapping=mapping)
            v.cast = node.lineno
            return v
        return Val("tensor", origin="ext", ext=short, stmt=stmt, floating=floating,
                   numpy=numpy, steps=steps, mapping=mapping)

    def numpy_call(self, node, q, env):
        fn = q.split(".", 1)[1]
        if fn.startswith("random."):
            stmt = self.ctx.stmt_of(node)
            return [Val("tensor", origin="ext", ext="np." + fn, stmt=stmt, floating="yes",
                        numpy=True, steps=((stmt.lineno, self.src.one_line(stmt),
                                            "external"),))]
        # Elementwise numpy functions keep the array's kind; the rest are scalars.
        return [v for a in node.args[:1] for v in tensors(self.eval(a, env)) if v.numpy]

    def method_call(self, node, env):
        func = node.func
        method = func.attr
        if isinstance(func.value, ast.Name) and func.value.id in ("self", "cls"):
            target = self.ctx.method(self.cls, method)
            if target is not None:
                return self.helper(node, target, self.cls, env)
        if self.external_callee(func):
            return [self.external(node, self.src.one_line(func), env)]
        head = self.ctx.names.dotted(func.value)
        if head and head.split(".")[0] in self.ctx.names.alias \
                and self.ctx.names.qualify(func.value).split(".")[0] not in ("torch", "numpy"):
            return [self.unknown(node)]  # a function of an imported module
        recv = self.eval(func.value, env)
        if method in ("get", "pop") and node.args:
            return self.keyed(recv, const_str(node.args[0]) or "")
        if method == "copy":
            return recv
        if method in ("items", "values", "keys"):
            return []
        ts = tensors(recv)
        if not ts:
            return []
        if method == "numpy":
            return [v.but(numpy=True) for v in ts]
        if method in NON_TENSOR_METHODS:
            return []
        if method in ("to", "type"):
            return [self.converted(v, node, self.ctx.to_kind(node, self.derived)) for v in ts]
        if method in METHOD_DTYPES and not node.args:
            return [self.converted(v, node, METHOD_DTYPES[method]) for v in ts]
        return ts

    def converted(self, v, node, kind):
        """A .to()/.float()/...: bf16 or dtype_override casts; float32/64 forces fp32."""
        if kind in ("override", "bfloat16"):
            return v.but(cast=node.lineno, forced=None)
        if kind in ("float32", "float64"):
            stmt = self.ctx.stmt_of(node)
            return v.but(forced=(stmt, "", kind), cast=0)
        if kind in ("int", "bool"):
            return v.but(floating="no", forced=None, cast=0)
        if kind == "float16":
            return v.but(floating="float16", forced=None, cast=0)
        return v

    def helper(self, node, func, cls, env):
        """Follow self._helper(...) / module_helper(...) into its returns."""
        if self.depth >= MAX_HELPER_DEPTH or func is self.func:
            return [self.unknown(node, "recursive or too deep: " + self.src.one_line(node))]
        params = [a.arg for a in func.args.posonlyargs + func.args.args]
        if cls is not None and params and params[0] in ("self", "cls"):
            params = params[1:]
        inner_env, derived = {}, set()
        for name, arg in zip(params, node.args):
            inner_env[name] = self.eval(arg, env)
            if self.ctx.mentions(arg, self.derived):
                derived.add(name)
        for kw in node.keywords:
            if kw.arg is not None:
                inner_env[kw.arg] = self.eval(kw.value, env)
                if self.ctx.mentions(kw.value, self.derived):
                    derived.add(kw.arg)
        for name in list(self.derived):
            if name.startswith("self."):
                derived.add(name)
        for name, vals in env.items():
            if name.startswith("self."):
                inner_env.setdefault(name, vals)
        # type(self) is Flow: this module cannot import it (Flow imports this one).
        flow = type(self)(self.ctx, func, cls, derived, self.depth + 1)
        flow.run(func.body, inner_env)
        stmt = self.ctx.stmt_of(node)
        line, text = stmt.lineno, self.src.one_line(stmt)
        out = []
        for _, vals in flow.returns:
            for v in vals:
                out.append(v.step(line, text, "helper") if v.kind == "tensor" else v)
        return out
