# SPDX-License-Identifier: Apache-2.0
"""Static analysis of one tt-forge-models loader.py for dtype-triage.

The engine (engine/analysis/loaderanalyzer.cpp) runs this fixed script inside its one
embedded interpreter and calls ``analyze(source, path, config_source)``. Nothing is
imported from or executed in the loader: everything comes from CPython's ``ast``.
The returned dict mirrors engine/analysis/loaderanalysis.h; on failure it is
``{"error": {"message", "line", "column"}}``.

Positions: lines are 1-based, ``sc``/``ec`` are UTF-8 byte columns as ast gives them,
``scc``/``ecc`` the same positions in UTF-16 code units (what QString indexes).

The pre-flight prediction follows values the way the runner produces them: it calls
``load_inputs(dtype_override=torch.bfloat16)`` when the signature has that parameter,
so ``dtype_override is not None`` is known to be true and every branch guarded by it
is taken.
"""
import ast
import builtins
import copy
import os
import re

# torch constructors, by how they decide their dtype when no dtype= is given.
FLOAT_CTORS = {"zeros", "ones", "empty", "rand", "randn", "eye", "linspace",
               "logspace", "normal", "empty_strided", "bartlett_window",
               "hann_window", "hamming_window", "blackman_window", "kaiser_window"}
INT_CTORS = {"randint", "randperm", "tril_indices", "triu_indices"}
DATA_CTORS = {"tensor", "as_tensor", "asarray"}
RANGE_CTORS = {"arange", "range"}
FULL_CTORS = {"full"}
LIKE_CTORS = {"zeros_like", "ones_like", "empty_like", "rand_like", "randn_like",
              "full_like", "randint_like"}
FLOAT_TYPE_CTORS = {"FloatTensor", "Tensor", "DoubleTensor"}
ALL_CTORS = (FLOAT_CTORS | INT_CTORS | DATA_CTORS | RANGE_CTORS | FULL_CTORS
             | LIKE_CTORS | FLOAT_TYPE_CTORS)

# Sources that produce a tensor (or array) without a dtype= of their own.
NUMPY_FILE_SOURCES = {"numpy.load", "numpy.fromfile", "numpy.loadtxt", "numpy.genfromtxt"}
TORCH_FILE_SOURCES = {"torch.load", "torch.from_numpy", "torch.frombuffer"}
EXTERNAL_WORDS = ("processor", "tokenizer", "feature_extractor", "extractor",
                  "transform", "load_dataset", "preprocess")

# Processor output keys whose dtype is known from transformers' conventions.
INT_KEYS = {"input_ids", "attention_mask", "token_type_ids", "decoder_input_ids",
            "decoder_attention_mask", "labels", "position_ids", "pixel_mask",
            "special_tokens_mask", "cache_position", "image_sizes", "input_lengths"}
FLOAT_KEYS = {"pixel_values", "input_features", "input_values", "decoder_input_values",
              "inputs_embeds", "audio_values", "spectrogram", "pixel_values_videos"}

DTYPE_KINDS = {
    "float32": "float32", "float": "float32", "float64": "float64", "double": "float64",
    "float16": "float16", "half": "float16", "bfloat16": "bfloat16",
    "int64": "int", "long": "int", "int32": "int", "int": "int", "int16": "int",
    "short": "int", "int8": "int", "uint8": "int", "bool": "bool",
    "complex64": "complex", "complex128": "complex", "cfloat": "complex",
}
# Tensor methods that change the dtype; every other method keeps the receiver's.
METHOD_DTYPES = {"float": "float32", "double": "float64", "half": "float16",
                 "bfloat16": "bfloat16", "long": "int", "int": "int", "short": "int",
                 "bool": "bool", "byte": "int", "char": "int"}
NON_TENSOR_METHODS = {"tolist", "item", "size", "dim", "numel", "stride", "data_ptr",
                      "is_floating_point", "element_size", "nelement", "get_device",
                      "is_contiguous", "__len__", "keys"}
COMBINING_FUNCS = {"cat", "stack", "concat", "concatenate", "hstack", "vstack",
                   "dstack", "column_stack"}

# ModelInfo enum values of the real tt-forge-models config, used only when the
# checkout's config.py cannot be read; unknown members fall back to lower case.
FALLBACK_ENUMS = {
    "Framework": {"TORCH": "pytorch", "JAX": "jax", "NUMPY": "numpy", "ONNX": "onnx",
                  "PADDLE": "paddle", "TENSORFLOW": "tensorflow"},
    "ModelSource": {"HUGGING_FACE": "huggingface", "TORCH_HUB": "torch_hub",
                    "CUSTOM": "custom", "TORCHVISION": "torchvision", "TIMM": "timm",
                    "GITHUB": "github", "OSMR": "osmr", "PADDLE": "paddlemodels",
                    "EASYOCR": "easyocr", "KERAS": "keras"},
}

BUILTIN_NAMES = set(dir(builtins))
MAX_HELPER_DEPTH = 5
MAX_UNROLLED_KEYS = 64
_config_cache = {}


_FIELDS = {}
# Operator and context nodes carry nothing the analysis needs; skipping them halves
# the number of nodes a walk visits.
_SKIPPED_FIELDS = {"ctx", "op", "ops", "type_comment", "type_ignores", "kind"}


def child_fields(node_type):
    fields = _FIELDS.get(node_type)
    if fields is None:
        fields = tuple(f for f in node_type._fields if f not in _SKIPPED_FIELDS)
        _FIELDS[node_type] = fields
    return fields


# --------------------------------------------------------------------------- source

class Source:
    """Byte-exact spans: ast columns are UTF-8 byte offsets into each line."""

    def __init__(self, text):
        self.data = text.encode("utf-8", "surrogatepass")
        self.starts = [0]
        # Python's tokenizer breaks lines at \r\n, \r and \n, never at form feed.
        for m in re.finditer(rb"\r\n|\r|\n", self.data):
            self.starts.append(m.end())

    def offset(self, line, col):
        if line - 1 >= len(self.starts):
            return len(self.data)
        return self.starts[line - 1] + col

    def char_col(self, line, col):
        start = self.offset(line, 0)
        head = self.data[start:start + col]
        if head.isascii():
            return col
        text = head.decode("utf-8", "replace")
        return len(text) + sum(1 for c in text if ord(c) > 0xFFFF)

    def segment(self, node):
        a = self.offset(node.lineno, node.col_offset)
        b = self.offset(node.end_lineno, node.end_col_offset)
        return self.data[a:b].decode("utf-8", "replace")

    def span(self, node):
        if node is None or getattr(node, "lineno", None) is None:
            return None
        return {"sl": node.lineno, "sc": node.col_offset,
                "el": node.end_lineno, "ec": node.end_col_offset,
                "scc": self.char_col(node.lineno, node.col_offset),
                "ecc": self.char_col(node.end_lineno, node.end_col_offset),
                "text": self.segment(node)}

    def indent(self, node):
        start = self.offset(node.lineno, 0)
        head = self.data[start:start + node.col_offset].decode("utf-8", "replace")
        return head if head.strip() == "" else ""

    def one_line(self, node, limit=200):
        text = " ".join(self.segment(node).split())
        return text if len(text) <= limit else text[:limit - 1] + "\u2026"


# --------------------------------------------------------------------------- names

class Names:
    """Import aliases, so that `th.zeros` and `from torch import zeros` are torch.zeros."""

    def __init__(self, imports):
        self.alias = {}
        self.star_modules = []
        for node in imports:
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.alias[a.asname] = a.name
                    else:
                        self.alias.setdefault(a.name.split(".")[0], a.name.split(".")[0])
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for a in node.names:
                    if a.name == "*":
                        self.star_modules.append(node.module)
                    else:
                        self.alias[a.asname or a.name] = node.module + "." + a.name

    def dotted(self, node):
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        parts.append(node.id)
        return ".".join(reversed(parts))

    def qualify(self, node):
        text = self.dotted(node)
        if text is None:
            return None
        head, _, rest = text.partition(".")
        if head in self.alias:
            head = self.alias[head]
        elif "." not in text and "torch" in self.star_modules and text in ALL_CTORS:
            head = "torch." + text
        return head + ("." + rest if rest else "")

    def torch_ctor(self, call):
        q = self.qualify(call.func)
        if q and q.startswith("torch.") and q.count(".") == 1 and q[6:] in ALL_CTORS:
            return q[6:]
        return None


def const_str(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def keyword(call, name):
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    return None


def numeric_kind(node):
    """'float', 'int' or None for an expression used as a number."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool):
            return "bool"
        if isinstance(node.value, float):
            return "float"
        if isinstance(node.value, int):
            return "int"
        return None
    if isinstance(node, ast.UnaryOp):
        return numeric_kind(node.operand)
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Div):
            return "float"
        kinds = {numeric_kind(node.left), numeric_kind(node.right)}
        if "float" in kinds:
            return "float"
        return "int" if kinds == {"int"} else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return {"float": "float", "int": "int", "len": "int"}.get(node.func.id)
    if isinstance(node, ast.Name) and node.id in ("batch_size", "seq_len", "num_classes"):
        return "int"
    return None


def data_kind(node):
    """Whether literal tensor data holds a float: torch.tensor([1.0]) vs ([1, 2])."""
    if isinstance(node, (ast.List, ast.Tuple)):
        kinds = {data_kind(e) for e in node.elts}
        if "float" in kinds:
            return "float"
        if kinds and kinds <= {"int", "bool"}:
            return "int"
        return None
    return numeric_kind(node)


# --------------------------------------------------------------------------- values

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


# --------------------------------------------------------------------------- the flow

class Flow:
    """Abstract interpretation of one function body (load_inputs or a helper it calls)."""

    def __init__(self, ctx, func, cls, derived, depth):
        self.ctx = ctx
        self.src = ctx.src
        self.func = func
        self.cls = cls
        self.derived = set(derived)
        self.depth = depth
        self.returns = []
        self.in_branch = 0

    # ----- statements

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
                env.pop(self.name_of(t) or "", None)
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
        name = self.name_of(call.func.value)
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

    @staticmethod
    def name_of(node):
        if isinstance(node, ast.Name):
            return node.id
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id == "self"):
            return "self." + node.attr
        return None

    def bind(self, target, vals, stmt, env, value, claim=True):
        """Binds `target` to `vals`. `claim`: this assignment may become the origin
        statement (not for loop variables, which merely alias values)."""
        name = self.name_of(target)
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
        name = self.name_of(target.value)
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

    # ----- expressions

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
        name = self.name_of(node)
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
                for d in vals:
                    if d.kind == "dict":
                        entries.update(d.entries)
                        rest.extend(d.rest)
                    elif d.kind == "tensor":
                        rest.append(d)
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
            for d in self.eval(arg, env):
                if d.kind == "dict":
                    entries.update(d.entries)
                    rest.extend(d.rest)
                elif d.kind == "tensor":
                    rest.append(d)
        for kw in call.keywords:
            vals = self.eval(kw.value, env)
            if kw.arg is None:
                for d in vals:
                    if d.kind == "dict":
                        entries.update(d.entries)
                        rest.extend(d.rest)
                    elif d.kind == "tensor":
                        rest.append(d)
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

    # ----- calls

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
        flow = Flow(self.ctx, func, cls, derived, self.depth + 1)
        flow.run(func.body, inner_env)
        stmt = self.ctx.stmt_of(node)
        line, text = stmt.lineno, self.src.one_line(stmt)
        out = []
        for _, vals in flow.returns:
            for v in vals:
                out.append(v.step(line, text, "helper") if v.kind == "tensor" else v)
        return out


def key_floating(key, default):
    if key in INT_KEYS:
        return "no"
    if key in FLOAT_KEYS:
        return "yes"
    return default


# --------------------------------------------------------------------------- context

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
                name = Flow.name_of(s.targets[0])
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


# --------------------------------------------------------------------------- variants

def enum_tables(config_source):
    if not config_source:
        return {}
    key = hash(config_source)
    if key not in _config_cache:
        tables = {}
        try:
            tree = ast.parse(config_source)
        except (SyntaxError, ValueError):
            tree = ast.Module(body=[], type_ignores=[])
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                members = enum_members(node)
                if members:
                    tables[node.name] = {m: v for m, v, _ in members}
        _config_cache[key] = tables
    return _config_cache[key]


def enum_members(cls):
    out = []
    for s in cls.body:
        if isinstance(s, ast.Assign) and len(s.targets) == 1 \
                and isinstance(s.targets[0], ast.Name):
            value = const_str(s.value)
            if value is not None:
                out.append((s.targets[0].id, value, s.lineno))
    return out


def variants_of(ctx):
    cls = ctx.classes.get("ModelVariant")
    members = enum_members(cls) if cls is not None else []
    return cls is not None, [{"member": m, "value": v, "line": ln} for m, v, ln in members]


def loader_class(ctx):
    if "ModelLoader" in ctx.classes:
        return ctx.classes["ModelLoader"]
    for cls in ctx.classes.values():
        if ctx.method(cls, "load_inputs") is not None:
            return cls
    return None


def default_variant(cls):
    if cls is None:
        return ""
    for s in cls.body:
        if isinstance(s, (ast.Assign, ast.AnnAssign)):
            targets = s.targets if isinstance(s, ast.Assign) else [s.target]
            if any(isinstance(t, ast.Name) and t.id == "DEFAULT_VARIANT" for t in targets):
                v = s.value
                if isinstance(v, ast.Attribute):
                    return v.attr
    return ""


class ModelInfoReader:
    """Evaluates _get_model_info for one variant: `if variant == ModelVariant.X` and
    plain assignments are followed; the ModelInfo(...) call gives the fields."""

    FIELDS = ("model", "task", "source", "framework", "group")

    def __init__(self, ctx, cls, variants):
        self.ctx = ctx
        self.func = ctx.method(cls, "_get_model_info") if cls is not None else None
        self.tables = dict(FALLBACK_ENUMS)
        self.tables.update(enum_tables(ctx.config_source))
        self.values = {v["member"]: v["value"] for v in variants}

    def facts(self, variants, has_enum):
        if self.func is None:
            return {"found": False}
        params = [a.arg for a in self.func.args.args]
        self.param = params[1] if len(params) > 1 else "variant"
        members = [v["member"] for v in variants] if has_enum else [None]
        by_variant, first = {}, None
        for member in members:
            info = self.evaluate(member)
            if info is None:
                continue
            first = first or info
            value = self.values.get(member, "") if member else ""
            by_variant[value] = "_".join([info["framework"], info["model"],
                                          value or "None", info["task"], info["source"]])
        if first is None:
            return {"found": False}
        out = dict(first)
        out["found"] = True
        out["nameByVariant"] = by_variant
        return out

    def evaluate(self, member):
        env = {}
        call = self.run(self.func.body, env, member)
        if call is None:
            return None
        info = {"line": call.lineno}
        for f in self.FIELDS:
            node = keyword(call, f)
            info[f + "Text"] = self.ctx.src.segment(node) if node is not None else ""
            info[f] = self.field_value(node, env)
        return info

    def run(self, stmts, env, member):
        for s in stmts:
            if isinstance(s, ast.Return) and isinstance(s.value, ast.Call):
                return s.value
            if isinstance(s, ast.Assign) and len(s.targets) == 1 \
                    and isinstance(s.targets[0], ast.Name):
                env[s.targets[0].id] = s.value
            elif isinstance(s, ast.If):
                truth = self.test(s.test, member)
                branches = [s.body] if truth is not False else []
                if truth is not True:
                    branches.append(s.orelse)
                for body in branches:
                    found = self.run(body, env, member)
                    if found is not None:
                        return found
                    if truth is None:
                        break
        return None

    def test(self, node, member):
        if isinstance(node, ast.BoolOp):
            parts = [self.test(v, member) for v in node.values]
            if isinstance(node.op, ast.And):
                return False if False in parts else (True if all(parts) else None)
            return True if True in parts else (False if all(p is False for p in parts) else None)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self.test(node.operand, member)
            return None if inner is None else not inner
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            return None
        if not (isinstance(node.left, ast.Name) and node.left.id == self.param):
            return None
        op, right = node.ops[0], node.comparators[0]
        wanted = self.members_in(right)
        if wanted is None:
            return None
        hit = member in wanted
        if isinstance(op, (ast.Eq, ast.Is, ast.In)):
            return hit
        if isinstance(op, (ast.NotEq, ast.IsNot, ast.NotIn)):
            return not hit
        return None

    def members_in(self, node):
        if isinstance(node, ast.Constant) and node.value is None:
            return {None}
        if isinstance(node, ast.Attribute):
            return {node.attr}
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            out = set()
            for e in node.elts:
                part = self.members_in(e)
                if part is None:
                    return None
                out |= part
            return out
        return None

    def field_value(self, node, env, depth=0):
        if node is None:
            return ""
        text = const_str(node)
        if text is not None:
            return text
        if isinstance(node, ast.Name) and node.id in env and depth < 5:
            return self.field_value(env[node.id], env, depth + 1)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            table = self.tables.get(node.value.id, {})
            return table.get(node.attr, node.attr.lower())
        return self.ctx.src.segment(node)


# --------------------------------------------------------------------------- signatures

def signature(ctx, cls, name):
    func = ctx.method(cls, name) if cls is not None else None
    if func is None:
        return {"exists": False}
    a = func.args
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    params = [p.arg for p in positional] + [p.arg for p in a.kwonlyargs]
    named_defaults = {p.arg: d for p, d in zip(positional, defaults) if d is not None}
    named_defaults.update({p.arg: d for p, d in zip(a.kwonlyargs, a.kw_defaults)
                           if d is not None})
    decorators = [ctx.src.one_line(d) for d in func.decorator_list]
    for d in decorators:
        if d not in ("staticmethod", "classmethod", "property"):
            ctx.note_once("%s has decorator @%s: its signature may differ at run time"
                          % (name, d))
    dflt = named_defaults.get("dtype_override")
    return {
        "exists": True,
        "qualifiedName": cls.name + "." + name,
        "line": func.lineno,
        "parameters": params,
        "keywordOnly": [p.arg for p in a.kwonlyargs],
        "otherKeywords": [p for p in named_defaults if p not in ("dtype_override", "batch_size")],
        "takesDtypeOverride": "dtype_override" in params,
        "takesBatchSize": "batch_size" in params,
        "hasKwargs": a.kwarg is not None,
        "hasVarArgs": a.vararg is not None,
        "dtypeOverrideDefault": ctx.src.segment(dflt) if dflt is not None else "",
    }


# --------------------------------------------------------------------------- inputs

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
        return Flow.name_of(stmt.targets[0]) or ""
    return ""


def value_floating(t):
    if t.forced:
        return "yes"
    return t.floating if t.floating in ("yes", "no") else "unknown"


# --------------------------------------------------------------------------- pre-flight

def preflight(ctx, inputs, sig_model, sig_inputs):
    """Which floating inputs stay float32 under dtype_override=torch.bfloat16."""
    findings, cleared, covered = [], [], set()
    gate = runner_gate(sig_model, sig_inputs)
    for i, entry in enumerate(inputs):
        verdict = judge(ctx, entry["value"], gate)
        if entry["value"].origin == "ctor":
            covered.add(entry["value"].ctor)
        if verdict is None:
            continue
        candidate, fix, why, site = verdict
        t = entry["value"]
        f = {"constructorIndex": t.ctor if t.origin == "ctor" else -1,
             "provenanceIndex": i, "inputKey": label(entry), "fix": fix,
             "site": site, "candidate": candidate,
             "why": "%s: %s" % (label(entry), why) + conditional_note(t)}
        (findings if candidate else cleared).append(f)
    for c in ctx.constructors:
        if c["index"] not in covered:
            cleared.append(unreached(c, gate))
    return dedup_findings(findings), cleared


def runner_gate(sig_model, sig_inputs):
    if not sig_inputs.get("exists"):
        return "the loader has no load_inputs"
    if not sig_inputs.get("takesDtypeOverride"):
        return ("load_inputs does not take dtype_override: the runner passes nothing, so "
                "model and inputs both stay float32")
    if sig_model.get("exists") and not sig_model.get("takesDtypeOverride"):
        return ("load_model does not take dtype_override: the model stays float32, so a "
                "float32 input matches it")
    return None


def conditional_note(t):
    return " (only on some paths, e.g. some variants)" if t.cond else ""


def judge(ctx, t, gate):
    """(candidate, fix, why, site span) for one returned value, or None to skip it."""
    if t.origin == "unknown" and t.cast:
        return (False, "none", "%s is cast with dtype_override at line %d before it is "
                "returned" % (t.text or "the value", t.cast), ctx.src.span(t.stmt))
    if t.origin == "unknown":
        return (False, "none", "origin not known statically (%s)" % (t.text or "?"),
                ctx.src.span(t.stmt))
    if t.origin == "ctor":
        c = ctx.constructors[t.ctor]
        site = c["span"]
        name = "%s at line %d" % (c["callee"], site["sl"])
    else:
        site = ctx.src.span(t.stmt)
        name = "%s at line %d" % (t.ext, t.stmt.lineno if t.stmt is not None else 0)
    if gate is not None:
        return (False, "none", "%s; %s" % (name, gate), site)
    if t.forced:
        stmt, _, kind = t.forced
        return (True, "insert-cast", "%s is converted to %s at line %d and returned that way"
                % (name, kind, stmt.lineno), ctx.src.span(stmt))
    if t.cast:
        return (False, "none", "%s is cast with dtype_override at line %d before it is "
                "returned" % (name, t.cast), site)
    if t.origin == "ctor":
        return judge_constructor(ctx, t, name, site)
    return judge_external(t, name, site)


def judge_constructor(ctx, t, name, site):
    kind = t.dtype_kind
    if t.floating == "no":
        return (False, "none", "%s is not floating (integer or bool)" % name, site)
    if kind == "override":
        return (False, "none", "%s already has dtype=dtype_override" % name, site)
    if kind in ("float32", "float64"):
        return (True, "add-dtype", "%s hard-codes dtype=%s in a load_inputs that takes "
                "dtype_override" % (name, ctx.constructors[t.ctor]["dtypeText"]), site)
    if kind == "bfloat16":
        return (False, "none", "%s hard-codes bfloat16, which matches the runner" % name, site)
    if kind == "float16":
        return (False, "none", "%s hard-codes float16: not float32 (a different mismatch)"
                % name, site)
    if t.floating == "no":
        return (False, "none", "%s is not floating (integer or bool)" % name, site)
    if t.floating != "yes":
        return (False, "none", "%s: whether it is floating is not known statically" % name,
                site)
    return (True, "add-dtype", "%s makes a float32 tensor without dtype= and it is returned "
            "uncast" % name, site)


def judge_external(t, name, site):
    if t.floating == "no":
        return (False, "none", "%s is not floating%s" % (name, key_part(t)), site)
    if t.floating == "float16":
        return (False, "none", "%s is float16, not float32" % name, site)
    if t.floating == "unknown" and not t.numpy and "from_numpy" not in t.ext:
        return (False, "none", "%s%s: its dtype is not known statically" % (name, key_part(t)),
                site)
    caveat = "" if t.floating == "yes" else " (dtype of the data not known statically)"
    return (True, "insert-cast", "%s%s gives float32 data that is returned uncast; a "
            ".to(dtype_override) line after it fixes that%s" % (name, key_part(t), caveat),
            site)


def key_part(t):
    return "[%r]" % t.key if t.key else ""


def unreached(c, gate):
    name = "%s at line %d" % (c["callee"], c["span"]["sl"])
    if c["floating"] == "no":
        why = "%s is not floating" % name
    elif c["function"].endswith("load_inputs") or ".load_inputs.<locals>" in c["function"]:
        why = ("%s does not reach what load_inputs returns (only feeds something else, "
               "e.g. a processor or an index)" % name)
        if c["kind"] in LIKE_CTORS and not c["hasDtype"]:
            why = "%s keeps its argument's dtype" % name
    else:
        why = "%s is in %s, not on the path of load_inputs' return" % (name, c["function"])
    if gate is not None and c["function"].endswith("load_inputs"):
        why += "; " + gate
    return {"constructorIndex": c["index"], "provenanceIndex": -1, "inputKey": "",
            "fix": "none", "site": c["span"], "candidate": False, "why": why}


def dedup_findings(findings):
    seen, out = set(), []
    for f in findings:
        ident = (f["constructorIndex"], f["site"]["sl"] if f["site"] else 0,
                 f["site"]["sc"] if f["site"] else 0, f["inputKey"])
        if ident not in seen:
            seen.add(ident)
            out.append(f)
    return out


# --------------------------------------------------------------------------- entry point

def analyze(source, path="", config_source=None):
    """The analysis of one loader as plain dicts/lists/str/int/bool (see module doc)."""
    try:
        return _analyze(source, path, config_source)
    except SyntaxError as e:
        return error("syntax error: %s" % (e.msg or "invalid syntax"), e.lineno or 0,
                     e.offset or 0)
    except ValueError as e:  # e.g. "source code string cannot contain null bytes"
        nul = source.find("\0")
        return error(str(e), source.count("\n", 0, nul) + 1 if nul >= 0 else 0, 0)
    except RecursionError:
        return error("the file is too deeply nested to analyse", 0, 0)
    except MemoryError:
        return error("out of memory while analysing the file", 0, 0)
    except Exception as e:  # a construct this script does not handle: say so, never crash
        return error("internal error of the loader analysis (%s: %s) at script line %d"
                     % (type(e).__name__, e, last_script_line(e)), 0, 0)


def last_script_line(exc):
    tb, line = exc.__traceback__, 0
    while tb is not None:
        line = tb.tb_lineno
        tb = tb.tb_next
    return line


def error(message, line, column):
    return {"error": {"message": message, "line": int(line), "column": int(column)}}


def _analyze(source, path, config_source):
    bom = source.startswith("\ufeff")
    if bom:
        source = source[1:]
    tree = ast.parse(source, filename=path or "<loader>")
    ctx = Context(tree, source, path, config_source)
    has_enum, variants = variants_of(ctx)
    cls = loader_class(ctx)
    if cls is None:
        ctx.note_once("no ModelLoader class (nor a class with load_inputs)")
    default = default_variant(cls)
    values = {v["member"]: v["value"] for v in variants}
    sig_model = signature(ctx, cls, "load_model")
    sig_inputs = signature(ctx, cls, "load_inputs")
    inputs, returns = returned_inputs(ctx, cls)
    findings, cleared = preflight(ctx, inputs, sig_model, sig_inputs)
    result = {
        "path": path,
        "bom": bom,
        "hasVariantEnum": has_enum,
        "variants": variants,
        "defaultVariant": default,
        "defaultVariantValue": values.get(default, ""),
        "modelInfo": ModelInfoReader(ctx, cls, variants).facts(variants, has_enum),
        "loadModel": sig_model,
        "loadInputs": sig_inputs,
        "inputsReturn": returns,
        "constructors": ctx.constructors,
        "inputs": [provenance_dict(ctx, e) for e in inputs],
        "numpyConversions": ctx.numpy_conversions,
        "findings": findings,
        "cleared": cleared,
        "notes": ctx.notes,
    }
    return result
