# SPDX-License-Identifier: Apache-2.0
"""Static analysis of one tt-forge-models loader.py for dtype-triage.

The engine (engine/families/dtype/fix/loaderanalyzer.cpp) runs this fixed script inside
its one embedded interpreter and calls ``analyze(source, path, config_source)``. Nothing
is imported from or executed in the loader: everything comes from CPython's ``ast``.
The returned dict mirrors engine/families/dtype/fix/loaderanalysis.h; on failure it is
``{"error": {"message", "line", "column"}}``.

The analysis is split by role over the loader_*.py scripts next to this one: tables,
syntax, values, the flow (loader_flow.py with loader_expressions.py and loader_calls.py),
context, declarations, inputs and findings. They are Qt resources, not files on a path:
the engine executes each into a module named ``dtriage_<script>`` in sys.modules, in
import order, and they import each other by those names.

Positions: lines are 1-based, ``sc``/``ec`` are UTF-8 byte columns as ast gives them,
``scc``/``ecc`` the same positions in UTF-16 code units (what QString indexes).

The pre-flight prediction follows values the way the runner produces them: it calls
``load_inputs(dtype_override=torch.bfloat16)`` when the signature has that parameter,
so ``dtype_override is not None`` is known to be true and every branch guarded by it
is taken.
"""
import ast
import os

from dtriage_loader_context import Context
from dtriage_loader_declarations import (ModelInfoReader, default_variant, loader_class,
                                         signature, variants_of)
from dtriage_loader_inputs import provenance_dict, returned_inputs
from dtriage_loader_findings import preflight
from dtriage_loader_model import ModelCast


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
        return error("internal error of the loader analysis (%s: %s) at %s"
                     % (type(e).__name__, e, script_position(e)), 0, 0)


def script_position(exc):
    """Where `exc` was raised, "loader_calls.py line 42": the analysis is several
    scripts, so a line number alone would not say which."""
    tb, where = exc.__traceback__, "script line 0"
    while tb is not None:
        where = "%s line %d" % (os.path.basename(tb.tb_frame.f_code.co_filename),
                                tb.tb_lineno)
        tb = tb.tb_next
    return where


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
    findings, cleared = preflight(ctx, inputs, sig_model, sig_inputs, ModelCast(ctx, cls))
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
