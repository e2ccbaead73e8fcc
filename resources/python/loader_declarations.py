# SPDX-License-Identifier: Apache-2.0
"""What the loader declares about itself: its loader class, the ModelVariant enum and
default variant, the ModelInfo fields per variant, and the signatures of load_model and
load_inputs.

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_declarations.
"""
import ast

from dtriage_loader_tables import FALLBACK_ENUMS
from dtriage_loader_syntax import const_str, keyword


# --------------------------------------------------------------------------- variants

# The checkout's config.py is the same for all its loaders: its enums are read once.
_config_cache = {}


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


def variant_configs(cls):
    """{member: its config call} of `_VARIANTS = {ModelVariant.X: SomeConfig(...)}`,
    a value that names a call assigned in the class body followed (efficientnet's
    `ModelVariant.B0: B0_CONFIG`)."""
    assigned, out = {}, {}
    for s in cls.body if cls is not None else []:
        targets = s.targets if isinstance(s, ast.Assign) else [s.target] if isinstance(s, ast.AnnAssign) else []
        for t in targets:
            if isinstance(t, ast.Name) and s.value is not None:
                assigned[t.id] = s.value
    table = assigned.get("_VARIANTS")
    for k, v in zip(table.keys, table.values) if isinstance(table, ast.Dict) else []:
        v = assigned.get(v.id, v) if isinstance(v, ast.Name) else v
        if isinstance(k, ast.Attribute) and isinstance(v, ast.Call):
            out[k.attr] = v
    return out


class ModelInfoReader:
    """Evaluates _get_model_info for one variant: `if variant == ModelVariant.X` and
    plain assignments are followed; the ModelInfo(...) call gives the fields. A field
    read from the variant's config (`cls._VARIANTS[variant].source`, retinanet's) is
    that config's keyword; a field no rule evaluates leaves the variant's name
    unknown ("unresolved"), never a name made of source text."""

    FIELDS = ("model", "task", "source", "framework", "group")
    NAMED = ("model", "task", "source", "framework")  # ModelInfo.name's (with the variant)

    def __init__(self, ctx, cls, variants):
        self.ctx = ctx
        self.func = ctx.method(cls, "_get_model_info") if cls is not None else None
        self.tables = dict(FALLBACK_ENUMS)
        self.tables.update(enum_tables(ctx.config_source))
        self.values = {v["member"]: v["value"] for v in variants}
        self.configs = variant_configs(cls)
        self.default = default_variant(cls)
        self.member = None
        self.unresolved = set()

    def facts(self, variants, has_enum):
        if self.func is None:
            return {"found": False}
        params = [a.arg for a in self.func.args.args]
        self.param = params[1] if len(params) > 1 else "variant"
        members = [v["member"] for v in variants] if has_enum else [None]
        by_variant, unresolved, first = {}, [], None
        for member in members:
            info = self.evaluate(member)
            if info is None:
                continue
            first = first or info
            value = self.values.get(member, "") if member else ""
            if info["unresolved"]:
                unresolved.append(value)
                continue
            by_variant[value] = "_".join([info["framework"], info["model"],
                                          value or "None", info["task"], info["source"]])
        if first is None:
            return {"found": False}
        out = dict(first)
        out["found"] = True
        out["nameByVariant"] = by_variant
        out["unresolvedVariants"] = unresolved
        return out

    def evaluate(self, member):
        env = {}
        call = self.run(self.func.body, env, member)
        if call is None:
            return None
        self.member, self.unresolved = member, set()
        info = {"line": call.lineno}
        named = set()
        for f in self.FIELDS:
            node = keyword(call, f)
            info[f + "Text"] = self.ctx.src.segment(node) if node is not None else ""
            info[f] = self.field_value(node, env)
            if f in self.NAMED and self.unresolved:
                named.add(f)
            self.unresolved = set()
        info["unresolved"] = sorted(named)
        return info

    def config_field(self, node):
        """The keyword node `cls._VARIANTS[variant].<field>` reads for this variant,
        or None when `node` is no such read; False when the config lacks it."""
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Subscript)):
            return None
        table, index = node.value.value, node.value.slice
        index = getattr(index, "value", index) if type(index).__name__ == "Index" else index
        named = (isinstance(table, ast.Attribute) and table.attr == "_VARIANTS") \
            or (isinstance(table, ast.Name) and table.id == "_VARIANTS")
        if not named or not (isinstance(index, ast.Name) and index.id == self.param):
            return None
        config = self.configs.get(self.member or self.default)
        found = keyword(config, node.attr) if config is not None else None
        return found if found is not None else self.config_default(config, node.attr)

    def config_default(self, config, field):
        """The default of `field` in the config call's dataclass, when this file
        declares it (`source: ModelSource = ModelSource.CUSTOM`); False otherwise."""
        cls = self.ctx.classes.get(config.func.id) \
            if config is not None and isinstance(config.func, ast.Name) else None
        for s in cls.body if cls is not None else []:
            if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) \
                    and s.target.id == field and s.value is not None:
                return s.value
        return False

    def run(self, stmts, env, member):
        for s in stmts:
            if isinstance(s, ast.Return) and isinstance(s.value, ast.Call):
                return s.value
            if isinstance(s, ast.Assign) and len(s.targets) == 1 \
                    and isinstance(s.targets[0], ast.Name):
                env[s.targets[0].id] = s.value
            elif isinstance(s, ast.If):
                truth = self.test(s.test, member, env)
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

    def test(self, node, member, env=None):
        if isinstance(node, ast.BoolOp):
            parts = [self.test(v, member, env) for v in node.values]
            if isinstance(node.op, ast.And):
                return False if False in parts else (True if all(parts) else None)
            return True if True in parts else (False if all(p is False for p in parts) else None)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self.test(node.operand, member, env)
            return None if inner is None else not inner
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            return None
        if not (isinstance(node.left, ast.Name) and node.left.id == self.param):
            return None
        op, right = node.ops[0], node.comparators[0]
        wanted = self.members_in(right, env or {})
        if wanted is None:
            return None
        hit = member in wanted
        if isinstance(op, (ast.Eq, ast.Is, ast.In)):
            return hit
        if isinstance(op, (ast.NotEq, ast.IsNot, ast.NotIn)):
            return not hit
        return None

    def members_in(self, node, env, depth=0):
        if isinstance(node, ast.Name) and node.id in env and depth < 5:  # `text_variants = (...)`
            return self.members_in(env[node.id], env, depth + 1)
        if isinstance(node, ast.Constant) and node.value is None:
            return {None}
        if isinstance(node, ast.Attribute):
            return {node.attr}
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            out = set()
            for e in node.elts:
                part = self.members_in(e, env, depth + 1)
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
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in self.tables:
            # An enum of config.py (ModelTask.CV_OBJECT_DET): its value; a member the
            # table lacks is written as those enums' values are, the name in lower case.
            return self.tables[node.value.id].get(node.attr, node.attr.lower())
        read = self.config_field(node)
        if read and depth < 5:
            return self.field_value(read, env, depth + 1)
        if isinstance(node, ast.IfExp) and depth < 5:  # `A if variant == X else B`
            truth = self.test(node.test, self.member, env)
            if truth is not None:
                return self.field_value(node.body if truth else node.orelse, env, depth + 1)
        self.unresolved.add(self.ctx.src.segment(node))
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

