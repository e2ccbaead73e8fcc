# SPDX-License-Identifier: Apache-2.0
"""The abstract values the flow follows through load_inputs (Val) and the helpers that
combine them.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_values.
"""
import copy

from dtriage_loader_tables import FLOAT_KEYS, INT_KEYS


class Val:
    """An abstract value flowing through load_inputs: a tensor with an origin, a dict
    of such values, or a tuple/list of them."""

    def __init__(self, kind, **fields):
        self.kind = kind          # "tensor", "dict", "seq", "key"
        self.origin = fields.get("origin", "unknown")  # "ctor", "ext", "unknown"
        self.ctor = fields.get("ctor", -1)
        self.ext = fields.get("ext", "")
        self.text = fields.get("text", "")
        self.steps = fields.get("steps", ())
        self.stmt = fields.get("stmt")
        self.var = fields.get("var", "")
        self.cast = 0             # line of a cast to dtype_override (or bf16)
        self.forced = None        # (stmt, var, dtype kind) of a later cast to float32/64
        self.cond = False
        self.floating = fields.get("floating", "unknown")
        self.numpy = fields.get("numpy", False)
        self.entries = fields.get("entries", {})
        self.rest = fields.get("rest", [])
        self.items = fields.get("items", [])
        self.seq_kind = fields.get("seq_kind", "tuple")
        self.key = fields.get("key")
        self.mapping = fields.get("mapping", False)  # a processor's output: keyed access
        self.dtype_kind = fields.get("dtype_kind", "")

    def but(self, **changes):
        other = copy.copy(self)
        for k, v in changes.items():
            setattr(other, k, v)
        return other

    def step(self, line, text, kind):
        # One step a line (x = torch.zeros(...) is one step), but the return always shows.
        if self.steps and self.steps[-1][0] == line and kind != "return":
            return self
        return self.but(steps=self.steps + ((line, text, kind),))


def origin_key(v):
    return (v.kind, v.origin, v.ctor, v.ext, v.text, v.cast)


def tensors(vals):
    return [v for v in vals if v.kind == "tensor"]


def dedup(vals):
    seen, out = set(), []
    for v in vals:
        ident = id(v)
        if ident not in seen:
            seen.add(ident)
            out.append(v)
    return out


def merge_env(a, b):
    out = dict(a)
    for name, vals in b.items():
        out[name] = dedup(out.get(name, []) + vals) if name in out else vals
    return out


def key_floating(key, default):
    """Whether a processor output's `key` is floating, by transformers' conventions."""
    if key in INT_KEYS:
        return "no"
    if key in FLOAT_KEYS:
        return "yes"
    return default
