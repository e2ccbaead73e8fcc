# SPDX-License-Identifier: Apache-2.0
"""The pre-flight verdicts: which returned inputs stay float32 under
dtype_override=torch.bfloat16 (findings, with the fix to propose) and why the others
are fine (cleared).

Part of the loader analysis (see loader_analysis.py); loaded as dtriage_loader_findings.
"""
from dtriage_loader_tables import LIKE_CTORS
from dtriage_loader_inputs import label


def preflight(ctx, inputs, sig_model, sig_inputs, model_cast):
    """Which floating inputs stay float32 under dtype_override=torch.bfloat16. An input
    where the model itself stays float32 (model_cast: a ModelCast) is no candidate:
    the loader keeps both float32 on purpose."""
    findings, cleared, covered = [], [], set()
    gate, model_float32 = runner_gate(sig_model, sig_inputs, model_cast)
    for i, entry in enumerate(inputs):
        verdict = judge(ctx, entry["value"], gate)
        if entry["value"].origin == "ctor":
            covered.add(entry["value"].ctor)
        if verdict is None:
            continue
        candidate, fix, why, site = verdict
        t = entry["value"]
        # Only an input that would be a candidate but for its model staying float32
        # says so (modelFloat32): that is the verdict propose must give too.
        kept = None
        if candidate:
            kept = kept_float32(ctx, t, model_cast)
            if kept:
                candidate, fix, why = False, "none", "%s; %s" % (why, kept)
        elif model_float32 and (judge(ctx, t, None) or (False,))[0]:
            kept = gate
        f = {"constructorIndex": t.ctor if t.origin == "ctor" else -1,
             "provenanceIndex": i, "inputKey": label(entry), "fix": fix,
             "site": site, "candidate": candidate, "modelFloat32": bool(kept),
             "why": "%s: %s" % (label(entry), why) + conditional_note(t)}
        (findings if candidate else cleared).append(f)
    for c in ctx.constructors:
        if c["index"] not in covered:
            cleared.append(unreached(c, gate))
    return dedup_findings(findings), cleared


def runner_gate(sig_model, sig_inputs, model_cast):
    """(why no input is a candidate, whether that is because the model stays float32),
    or (None, False)."""
    if not sig_inputs.get("exists"):
        return "the loader has no load_inputs", False
    if not sig_inputs.get("takesDtypeOverride"):
        # (A model cast by load_model then meets float32 inputs: no input edit reaches that.)
        model_float32 = bool(sig_model.get("exists")) and not sig_model.get("takesDtypeOverride")
        return ("load_inputs does not take dtype_override: the runner passes nothing, so "
                "model and inputs both stay float32"), model_float32
    if sig_model.get("exists") and not sig_model.get("takesDtypeOverride"):
        return ("load_model does not take dtype_override: the model stays float32, so a "
                "float32 input matches it"), True
    never = model_cast.never()
    if never:
        return never, True
    return None, False


def kept_float32(_ctx, t, model_cast):
    """Why the model stays float32 where the value `t` is made or forced, or None."""
    statements = ([t.forced[0]] if t.forced else []) + [t.stmt]
    for stmt in statements:
        why = model_cast.float32_where(stmt)
        if why:
            return why
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
