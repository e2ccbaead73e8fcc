"""dtype-triage: the training-inputs probe of one tt-forge-models loader (the
inputs family; tt-xla's triage-inputs skill, step 3).

A fixed script: nothing in it is ever built from user data. The job is probe_runtime's
(``--job '<json>'`` or ``--job-file PATH``; checkout, loader or model_path,
variant, kwargs, seed, threads), and the events are probe_runtime's too where they
mean the same (hello, phase_start, phase_result, setup_failed, done).

One phase, BFLOAT16-TRAIN, as the runner runs a training test: ``dtype_override=
torch.bfloat16`` to load_model and load_inputs, ``model.train()`` before the
inputs are made (the runner configures the model before it caches its inputs),
the job's kwargs (the runner's batch size) to load_inputs, the forward called
the way the runner calls it, unpack_forward_output, backward. Besides the
outcome it reports:

- ``forward_signature``: the forward's parameters, in order;
- ``loaded_inputs``: what load_inputs returned (its type; per key or slot the
  tensor's dtype and shape or the value's type) and, for each, the forward
  parameter it lands in (a mapping goes by keyword, a list or tuple by position);
  and which of the job's kwargs load_inputs was given (the runner's batch_size);
  and ``return_line``, the line of load_inputs' own return statement the call
  ended at (a load_inputs with a branch per variant returns in several places;
  the fix edits the one this test reaches);
- ``model_config``: the model's ``config.decoder_start_token_id`` when it has one,
  and whether the loader keeps the model as ``self.model`` (a fix can read it);
- ``batch_trial``: for a BatchNorm that saw one value per channel, the same
  training step with every input tensor's batch doubled, and an eval forward at
  that batch -- whether a larger batch lifts the product above 1 and whether
  inference tolerates it;
- ``targets_trial``: for a detector that asked for its targets, the training step
  with each form of synthetic targets a detector takes -- ``dicts``, torchvision's
  list of one dict per image (boxes, labels), and ``padded``, YOLOX's tensor
  ``[B, max_labels, 5]`` (a row ``[class_id, cx, cy, w, h]``) -- in that order until
  one trains. The model's own loss code decides which form it reads; the fix writes
  the first that trains (the same values inputs_edit.py writes).

The warm worker (probe_worker.py) loads this module in the forked child of each
job whose "probe" is "inputs" and calls ``run``, so module level only imports.
"""

import ast
import inspect
import os
from collections.abc import Mapping
import random
import sys
import textwrap

# probe_runtime.py, which every probe shares, sits at the scripts' root, two folders up
# (the warm worker has it on sys.path already; a cold run starts here).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import probe_runtime  # noqa: E402 -- after the path it is found on
from probe_runtime import StageError, emit, say, staged  # noqa: E402

torch = probe_runtime.torch

BN_SINGLE_VALUE = "Expected more than 1 value per channel when training"
# The missing-targets errors (InputsSignature's missing_targets markers).
MISSING_TARGETS = (
    "targets should not be none when in training mode",
    "Model expects targets to be passed while in training mode",
    "'NoneType' object has no attribute 'max'",
)
PHASE = "BFLOAT16-TRAIN"


# ------------------------------------------------------------------ what the runner passes


def parameters_of(forward):
    """[{"name", "kind", "default"}] of the forward, self excluded."""
    found = []
    for p in inspect.signature(forward).parameters.values():
        default = None if p.default is inspect.Parameter.empty else repr(p.default)[:40]
        found.append({"name": p.name, "kind": p.kind.name.lower(), "default": default})
    return found


def positional_slot(params, index):
    """The parameter a positional argument at `index` lands in."""
    positional = [p for p in params if p["kind"] in ("positional_only", "positional_or_keyword")]
    if index < len(positional):
        return positional[index]["name"]
    if any(p["kind"] == "var_positional" for p in params):
        return "*" + next(p["name"] for p in params if p["kind"] == "var_positional")
    return ""


def keyword_slot(params, key):
    """The parameter a keyword argument `key` lands in."""
    for p in params:
        if p["name"] == key and p["kind"] != "positional_only":
            return key
    if any(p["kind"] == "var_keyword" for p in params):
        return "**" + next(p["name"] for p in params if p["kind"] == "var_keyword")
    return ""


def value_row(label, value):
    if isinstance(value, torch.Tensor):
        return {"label": label, "tensor": True, "dtype": str(value.dtype), "shape": list(value.shape)}
    row = {"label": label, "tensor": False, "type": type(value).__name__}
    if isinstance(value, (list, tuple)):
        row["length"] = len(value)
        row["items"] = sorted({type(v).__name__ for v in value})
    return row


def describe_inputs(inputs, params):
    """The loaded_inputs event's fields: how the runner passes `inputs`, and where each lands."""
    if isinstance(inputs, Mapping):  # as the runner tells them apart
        passed, pairs = "keywords", [(str(k), v, keyword_slot(params, str(k))) for k, v in inputs.items()]
    elif isinstance(inputs, (list, tuple)):
        passed, pairs = "positional", [(str(i), v, positional_slot(params, i)) for i, v in enumerate(inputs)]
    else:
        passed, pairs = "single", [("<single>", inputs, positional_slot(params, 0))]
    rows = []
    for label, value, slot in pairs:
        row = value_row(label, value)
        row["parameter"] = slot
        rows.append(row)
    return {"type": type(inputs).__name__, "passed": passed, "items": rows}


def print_inputs(found):
    say(f"[{PHASE}] load_inputs returned: {found['type']} (passed as {found['passed']})")
    for row in found["items"]:
        lands = f" -> {row['parameter']}" if row["parameter"] else " -> (no parameter takes it)"
        if row["tensor"]:
            say(f"  {row['label']}: Tensor dtype={row['dtype']} shape={tuple(row['shape'])}{lands}")
        elif "length" in row:
            say(f"  {row['label']}: {row['type']}(len={row['length']}) of {', '.join(row['items'])}{lands}")
        else:
            say(f"  {row['label']}: {row['type']}{lands}")


def model_config(loader, model):
    """The decoder start token, and where it was read ("config", "generation_config")."""
    for source in ("config", "generation_config"):
        start = getattr(getattr(model, source, None), "decoder_start_token_id", None)
        if isinstance(start, int) and not isinstance(start, bool):
            break
    else:
        start, source = None, ""
    return {
        "decoder_start_token_id": start,
        "decoder_start_from": source,
        "loader_keeps_model": getattr(loader, "model", None) is model,
    }


# ------------------------------------------------------------------ the training step


def load(loader_class, variant, job):
    seed = int(job.get("seed", 0))
    torch.manual_seed(seed)
    random.seed(seed)
    by_variant = {} if variant is None else {"variant": variant}
    dtype = torch.bfloat16
    loader = staged("init", loader_class, **by_variant)
    model = staged("load_model", loader.load_model, **probe_runtime.call_kwargs(loader.load_model, dtype, {}))
    staged("train", model.train)
    for p in model.parameters():
        p.requires_grad_(True)
    kwargs = probe_runtime.call_kwargs(loader.load_inputs, dtype, job.get("kwargs") or {})
    inputs, returned_at = returning(
        loader_class.load_inputs, lambda: staged("load_inputs", loader.load_inputs, **kwargs)
    )
    if returned_at and not same_file(loader_class.load_inputs, loader_class):
        returned_at = 0  # inherited or wrapped from elsewhere: no line of the loader's file
    return loader, model, inputs, returned_at


def same_file(function, loader_class):
    """`function` (unwrapped) is defined in the file `loader_class` comes from. The
    runner's import registers the loader under another name than its own
    (probe_runtime.import_as_runner, as tt-xla's dynamic_loader does): the module is found
    by the class it holds."""
    modules = [m for m in list(sys.modules.values()) if getattr(m, "ModelLoader", None) is loader_class]
    theirs = getattr(modules[0], "__file__", None) if modules else None
    mine = getattr(getattr(inspect.unwrap(function), "__code__", None), "co_filename", None)
    return bool(mine and theirs) and os.path.realpath(mine) == os.path.realpath(theirs)


def returning(function, call):
    """call()'s value and the line of `function`'s own return statement the call
    ended at (0 when unknown: `function` is not from the loader's file, or none of
    its returns ran). The line comes from the return statements of its source and
    the lines its outermost frame ran: a profile hook's f_lineno is the `with` line
    for a return inside a `with`, the finally's last line inside a `try`. Only that
    frame is traced line by line; other calls cost one test each."""
    function = inspect.unwrap(getattr(function, "__func__", function))
    code = getattr(function, "__code__", None)
    ran, outer = [], []

    def local(frame, event, _arg):
        if event == "line" and frame is outer[0]:
            ran.append(frame.f_lineno)
        return local

    def tracer(frame, event, _arg):
        if event == "call" and frame.f_code is code:
            if not outer:
                outer.append(frame)
            return local
        return None

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        value = call()
    finally:
        sys.settrace(previous)
    return value, return_line_of(function, ran)


def return_line_of(function, ran):
    """Of `function`'s own returns with a value, the first line of the one whose
    lines ran last; 0 when none did or its source cannot be read."""
    try:
        lines, start = inspect.getsourcelines(function)
        tree = ast.parse(textwrap.dedent("".join(lines)))
    except (OSError, TypeError, SyntaxError):
        return 0
    spans = [(r.lineno + start - 1, r.end_lineno + start - 1) for r in own_returns(tree.body[0])]
    for line in reversed(ran):
        for first, last in spans:
            if first <= line <= last:
                return first
    return 0


def own_returns(function):
    """The return statements with a value of `function` itself, not of the
    functions or classes inside it."""
    found, stack = [], list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Return) and node.value is not None:
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def train_step(loader, model, inputs):
    """Forward, unpack, backward as the runner does; raises StageError."""
    output = staged("forward", probe_runtime.forward, model, inputs)
    unpacked = staged("unpack", loader.unpack_forward_output, output)
    staged("backward", probe_runtime.backward, unpacked)
    return unpacked


def failure_fields(wrapped, job):
    error = wrapped.error
    return {
        "stage": wrapped.stage,
        "error_type": type(error).__name__,
        "message": probe_runtime.message_of(error),
        "frames": probe_runtime.frames_of(error, job["checkout"]),
    }



def doubled_argument(value):
    """One argument of the forward with its batch doubled: a tensor repeated along
    dim 0; a list or tuple (per-sample values: images, targets) repeated; a mapping
    each value so; anything else as it is."""
    if isinstance(value, torch.Tensor):
        return value.repeat(2, *([1] * (value.dim() - 1))) if value.dim() > 0 else value
    if isinstance(value, Mapping):
        return {k: doubled_argument(v) for k, v in value.items()}
    if isinstance(value, list):
        return value + value
    if isinstance(value, tuple) and not hasattr(type(value), "_fields"):
        return value + value
    return value


def doubled(inputs):
    """What load_inputs returned with the batch doubled, argument by argument as the
    runner passes them (a mapping by keyword, a list or tuple by position)."""
    if isinstance(inputs, Mapping):
        return {k: doubled_argument(v) for k, v in inputs.items()}
    if isinstance(inputs, (list, tuple)):
        items = [doubled_argument(v) for v in inputs]
        return type(inputs)(*items) if hasattr(type(inputs), "_fields") else type(inputs)(items)
    return doubled_argument(inputs)


def batch_trial(loader, model, inputs, job):
    """The batch-2 trial of a BatchNorm that saw one value per channel."""
    say("\n===== BATCH-2 TRIAL (every input tensor's batch doubled) =====")
    trial = {"batch": 2}
    try:
        bigger = doubled(inputs)
    except Exception as error:  # noqa: BLE001 -- an odd input must not end the probe unreported
        say(f"BATCH-2 TRIAL: not run -- {type(error).__name__}: {error}")
        emit("batch_trial", batch=2, ok=False, not_run=f"{type(error).__name__}: {error}")
        return
    try:
        model.zero_grad(set_to_none=True)
        train_step(loader, model, bigger)
        trial.update(ok=True)
        say("BATCH-2 TRAIN: OK -- forward+backward completed")
    except StageError as wrapped:
        trial.update(ok=False, **failure_fields(wrapped, job))
        say(f"BATCH-2 TRAIN: FAILED -- {type(wrapped.error).__name__}: {wrapped.error}")
    try:
        model.eval()
        with torch.no_grad():
            staged("forward", probe_runtime.forward, model, bigger)
        trial.update(inference_ok=True)
        say("BATCH-2 EVAL: OK -- forward completed")
    except StageError as wrapped:
        trial.update(inference_ok=False, inference_message=probe_runtime.message_of(wrapped.error))
        say(f"BATCH-2 EVAL: FAILED -- {type(wrapped.error).__name__}: {wrapped.error}")
    emit("batch_trial", **trial)


def targets_forms(images):
    """The synthetic targets of each form, as inputs_edit.py writes them."""
    batch = images.shape[0]
    dicts = [
        {"boxes": torch.tensor([[10.0, 10.0, 100.0, 100.0]], dtype=torch.float32),
         "labels": torch.tensor([1], dtype=torch.int64)}
        for _ in range(batch)
    ]
    padded = torch.zeros((batch, 1, 5), dtype=images.dtype)
    padded[:, 0] = torch.tensor([0.0, 100.0, 100.0, 50.0, 50.0], dtype=images.dtype)
    return (("dicts", dicts), ("padded", padded))


def targets_trial(loader, model, inputs, params, job):
    """The training step with each form of targets beside the returned images."""
    names = [p["name"] for p in params]
    if not isinstance(inputs, torch.Tensor) or "targets" not in names or names[0] == "targets":
        return
    say("\n===== TARGETS TRIAL (each form of synthetic targets) =====")
    try:
        candidates = targets_forms(inputs)
    except Exception as error:  # noqa: BLE001 -- odd images (no batch dimension) must not end the probe unreported
        say(f"TARGETS TRIAL: not run -- {type(error).__name__}: {error}")
        return
    forms = []
    for form, targets in candidates:
        tried = {"form": form}
        try:
            model.zero_grad(set_to_none=True)
            train_step(loader, model, {names[0]: inputs, "targets": targets})
            tried.update(ok=True)
            say(f"TARGETS {form}: OK -- forward+backward completed")
        except StageError as wrapped:
            tried.update(ok=False, **failure_fields(wrapped, job))
            say(f"TARGETS {form}: FAILED -- {type(wrapped.error).__name__}: {wrapped.error}")
        forms.append(tried)
        if tried["ok"]:
            break  # the fix writes the first form that trains: no need to run the next
    emit("targets_trial", forms=forms)


def run_phase(loader_class, variant, job):
    say(f"\n===== {PHASE} (dtype_override=torch.bfloat16, model.train()) =====")
    emit("phase_start", phase=PHASE, dtype=str(torch.bfloat16))
    try:
        loader, model, inputs, returned_at = load(loader_class, variant, job)
    except StageError as wrapped:
        fail_phase(wrapped, job)
        return
    params = parameters_of(model.forward)
    say(f"forward signature: {inspect.signature(model.forward)}")
    emit("forward_signature", parameters=params)
    found = describe_inputs(inputs, params)
    print_inputs(found)
    given = probe_runtime.call_kwargs(loader_class.load_inputs, None, job.get("kwargs") or {})
    emit("loaded_inputs", kwargs=sorted(given), return_line=returned_at, **found)
    emit("model_config", **model_config(loader, model))
    try:
        unpacked = train_step(loader, model, inputs)
    except StageError as wrapped:
        fail_phase(wrapped, job)
        if BN_SINGLE_VALUE in str(wrapped.error):
            batch_trial(loader, model, inputs, job)
        elif any(marker.lower() in str(wrapped.error).lower() for marker in MISSING_TARGETS):
            targets_trial(loader, model, inputs, params, job)
        return
    say(f"{PHASE}: OK -- forward+backward completed (unpack returned {type(unpacked).__name__})")
    emit("phase_result", phase=PHASE, ok=True)


def fail_phase(wrapped, job):
    error = wrapped.error
    say(f"{PHASE}: FAILED -- {type(error).__name__}: {error}")
    probe_runtime.print_traceback(error)
    emit("phase_result", phase=PHASE, ok=False, **failure_fields(wrapped, job))


# ------------------------------------------------------------------ main


def steps(loader_class, variant, job):
    probe_runtime.describe_kwargs(loader_class, job)
    run_phase(loader_class, variant, job)


# The warm worker calls run(job) in a forked child; main(argv) runs it cold.
run_job, run, main = probe_runtime.family_probe("inputs", steps)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
