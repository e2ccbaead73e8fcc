# SPDX-License-Identifier: Apache-2.0
"""What load_inputs returns: runs the flow over it and turns every returned tensor into
a provenance entry (where it was made, how it travelled, whether it was cast).

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_inputs.
"""
import ast

from dtriage_loader_syntax import name_of
from dtriage_loader_values import Val
from dtriage_loader_flow import Flow


def returned_inputs(ctx, cls):
    """Runs the flow over load_inputs; returns (provenance list, return kind)."""
    func = ctx.method(cls, "load_inputs") if cls is not None else None
    if func is None:
        return [], "unknown"
    params = [p.arg for p in func.args.posonlyargs + func.args.args + func.args.kwonlyargs]
    derived = {"dtype_override"} if "dtype_override" in params else set()
    derived |= class_derived_attributes(ctx, cls)
    flow = Flow(ctx, func, cls, derived, 0)
    flow.run(func.body, {})
    out, kinds, seen = [], set(), set()
    for ret, vals in flow.returns:
        if not vals:
            vals = [flow.unknown(ret.value) if ret.value is not None else
                    flow.unknown(ret, "returns None")]
        for v in vals:
            kinds.add({"dict": "dict", "seq": v.seq_kind}.get(v.kind, "single"))
            for entry in flatten(ctx, ret, v):
                ident = identity(entry)
                if ident not in seen:
                    seen.add(ident)
                    out.append(entry)
    kind = kinds.pop() if len(kinds) == 1 else ("mixed" if kinds else "unknown")
    return out, kind


def class_derived_attributes(ctx, cls):
    """`self.dtype = dtype_override` in any method makes self.dtype follow the override."""
    out = set()
    prefix = cls.name + "."
    for func, assigns in ctx.assigns.items():
        if not func.startswith(prefix):
            continue
        for s in assigns:
            t = s.targets[0]
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) \
                    and t.value.id == "self" and ctx.mentions(s.value, {"dtype_override"}) \
                    and not any(isinstance(c, ast.Call) for c in ast.walk(s.value)):
                out.add("self." + t.attr)
    return out


def flatten(ctx, ret, v):
    line, text = ret.lineno, ctx.src.one_line(ret)
    if v.kind == "dict":
        for key, vals in v.entries.items():
            for t in vals:
                yield from leaf(ctx, t, line, text, key=str(key))
        for t in v.rest:
            yield from leaf(ctx, t, line, text, key=t.key or "*")
    elif v.kind == "seq":
        for i, vals in enumerate(v.items):
            for t in vals:
                yield from leaf(ctx, t, line, text, position=i)
    else:
        yield from leaf(ctx, v, line, text, single=True)


def leaf(ctx, t, line, text, key="", position=-1, single=False):
    if t.kind != "tensor":
        t = Val("tensor", origin="unknown", text="a nested %s" % t.kind)
    t = t.step(line, text, "return")
    yield {"value": t, "key": key, "position": position, "single": single,
           "returnLine": line}


def identity(entry):
    t = entry["value"]
    return (entry["key"], entry["position"], entry["returnLine"], t.origin, t.ctor, t.ext,
            t.text, t.cast, id(t.forced[0]) if t.forced else 0, t.cond)


def label(entry):
    if entry["single"]:
        return "<single>"
    if entry["position"] >= 0:
        return str(entry["position"])
    return entry["key"]


def provenance_dict(ctx, entry):
    t = entry["value"]
    stmt = t.stmt
    if t.forced:
        stmt = t.forced[0]
    return {
        "key": entry["key"], "position": entry["position"], "single": entry["single"],
        "returnLine": entry["returnLine"],
        "chain": [{"line": ln, "text": tx, "kind": k} for ln, tx, k in reversed(t.steps)],
        "origin": {"ctor": "constructor", "ext": "external"}.get(t.origin, "unknown"),
        "constructorIndex": t.ctor,
        "externalSource": t.ext if t.origin == "ext" else (t.text if t.origin == "unknown" else ""),
        "originStatement": ctx.src.span(stmt),
        "originVariable": origin_variable(ctx, t),
        "indent": ctx.src.indent(stmt) if stmt is not None else "",
        "castOnTheWayOut": bool(t.cast),
        "castLine": t.cast,
        "floating": value_floating(t),
        "conditional": t.cond,
    }


def origin_variable(ctx, t):
    if not t.forced:
        return t.var
    stmt = t.forced[0]
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        return name_of(stmt.targets[0]) or ""
    return ""


def value_floating(t):
    if t.forced:
        return "yes"
    return t.floating if t.floating in ("yes", "no") else "unknown"
