"""dtype-triage: the bfloat16 family's CPU repro of one tt-forge-models loader
(docs/triage.md section 2, step 3; tt-xla's triage-dtype-bfloat16 skill).

A fixed script: nothing in it is ever built from user data. The job is
probe_runtime's (checkout, model_path, variant, kwargs, seed, threads).

Two phases in one process, each in its own try/except, as the tt-xla runner
drives a loader: BFLOAT16 (``dtype_override=torch.bfloat16``) then FLOAT32 (no
override); ``model.train()``, forward, ``unpack_forward_output``, backward with a
random gradient (a non-tensor output: the sum of its floating leaves).

Output: probe_runtime's events, interleaved with the skill's human-readable lines
(``[BFLOAT16] Input tensor dtypes:``, ``BFLOAT16: FAILED -- RuntimeError: ...``,
the traceback). Its greeting names no probe: a repro's log from before there were
families reads as this probe's.
"""

from collections.abc import Mapping
import os
import random
import sys
import time

# probe_runtime.py, which every probe shares, sits at the scripts' root, two folders up
# (families/dtype/ keeps its folder when extracted).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import probe_runtime  # noqa: E402 -- after the path it is found on
from probe_runtime import (  # noqa: E402
    StageError,
    describe_kwargs,
    emit,
    floating_tensors,
    frames_of,
    message_of,
    print_traceback,
    say,
    staged,
    start_job,
)

torch = probe_runtime.torch


def input_items(inputs):
    if isinstance(inputs, Mapping):
        return [(str(k), v) for k, v in inputs.items()]
    if isinstance(inputs, (list, tuple)):
        return [(str(i), v) for i, v in enumerate(inputs)]
    return [("<single>", inputs)]


def dump_inputs(phase, inputs):
    say(f"[{phase}] Input tensor dtypes:")
    rows = []
    for label, value in input_items(inputs):
        if isinstance(value, torch.Tensor):
            shape = list(value.shape)
            say(f"  {label}: dtype={value.dtype} shape={tuple(shape)}")
            rows.append(
                {
                    "label": label,
                    "tensor": True,
                    "dtype": str(value.dtype),
                    "shape": shape,
                    "floating": bool(value.is_floating_point()),
                }
            )
        else:
            kind = type(value).__name__
            say(f"  {label}: not a tensor ({kind})")
            rows.append({"label": label, "tensor": False, "type": kind})
    emit("inputs", phase=phase, inputs=rows)



class MixedDtypeWatch:
    """Forward pre-hooks on every module: the first module (in call order) whose
    floating inputs differ in dtype from its own floating parameters. Only a
    module's own parameters count, so containers do not shadow the leaf that
    actually mixes the dtypes (the bf16 Linear fed a float32 tensor)."""

    def __init__(self, phase, model, inputs):
        self.phase = phase
        self.found = False
        self.handles = []
        for name, module in model.named_modules():
            params = [
                p for p in module.parameters(recurse=False) if p.is_floating_point()
            ]
            if params:
                # Pre-hooks see positional arguments only (torch 1.13 has no
                # with_kwargs), and the root is called with **inputs: give it those.
                root_inputs = inputs if module is model else None
                hook = self._hook(
                    name or "<model>", module, params[0].dtype, root_inputs
                )
                self.handles.append(module.register_forward_pre_hook(hook))

    def _hook(self, name, module, param_dtype, root_inputs):
        def check(_module, args):
            if self.found:
                return None
            seen = args if root_inputs is None else root_inputs
            dtypes = [t.dtype for t in floating_tensors(seen)]
            if any(d != param_dtype for d in dtypes):
                self.found = True
                emit(
                    "mixed_dtype",
                    phase=self.phase,
                    module=name,
                    **{"class": type(module).__name__},
                    input_dtypes=[str(d) for d in dtypes],
                    param_dtype=str(param_dtype),
                )
            return None

        return check

    def remove(self):
        for handle in self.handles:
            handle.remove()



def timed(timing, stage, fn, *args):
    start = time.perf_counter()
    try:
        return staged(stage, fn, *args)
    finally:
        timing["model"] += time.perf_counter() - start


def run_steps(phase, loader_class, variant, dtype, job, timing):
    seed = int(job.get("seed", 0))
    torch.manual_seed(seed)
    random.seed(seed)
    numpy = sys.modules.get("numpy")  # torch imports it when it is installed
    if numpy is not None:
        numpy.random.seed(seed)
    by_variant = {} if variant is None else {"variant": variant}
    loader = staged("init", loader_class, **by_variant)
    # As the runner: load_model gets dtype_override only; the job's kwargs
    # (batch_size from the YAML, ...) go to load_inputs.
    model = staged(
        "load_model", loader.load_model, **probe_runtime.call_kwargs(loader.load_model, dtype, {})
    )
    model.train()
    kwargs = job.get("kwargs") or {}
    inputs = staged(
        "load_inputs",
        loader.load_inputs,
        **probe_runtime.call_kwargs(loader.load_inputs, dtype, kwargs),
    )
    dump_inputs(phase, inputs)
    watch = MixedDtypeWatch(phase, model, inputs)
    try:
        # Only forward and backward count as the model's time; the rest is overhead.
        out = timed(timing, "forward", probe_runtime.forward, model, inputs)
        unpacked = staged("unpack", loader.unpack_forward_output, out)
        return timed(timing, "backward", probe_runtime.backward, unpacked)
    finally:
        watch.remove()


def run_phase(phase, dtype, loader_class, variant, job):
    say(f"\n===== {phase} (dtype_override={dtype}) =====")
    emit("phase_start", phase=phase, dtype=str(dtype) if dtype is not None else None)
    timing = {"model": 0.0}
    began = time.perf_counter()
    try:
        how, leaves = run_steps(phase, loader_class, variant, dtype, job, timing)
    except StageError as wrapped:
        error = wrapped.error
        if wrapped.stage == "unpack":
            say(
                f"{phase}: unpack_forward_output raised -- a different problem (not a dtype failure)"
            )
        say(f"{phase}: FAILED -- {type(error).__name__}: {error}")
        print_traceback(error)
        emit(
            "phase_result",
            phase=phase,
            ok=False,
            stage=wrapped.stage,
            unpack_raised=wrapped.stage == "unpack",
            error_type=type(error).__name__,
            message=message_of(error),
            frames=frames_of(error, job["checkout"]),
            model_seconds=timing["model"],
            phase_seconds=time.perf_counter() - began,
        )
        return False
    if how == "sum_of_leaves":
        say(
            f"{phase}: output is not one tensor; backward over the sum of its {leaves} floating leaves"
        )
    elif how == "none":
        say(f"{phase}: output has no floating tensor; backward skipped")
    say(f"{phase}: OK -- forward+backward completed")
    emit(
        "phase_result",
        phase=phase,
        ok=True,
        backward=how,
        model_seconds=timing["model"],
        phase_seconds=time.perf_counter() - began,
    )
    return True



def run_job(job):
    """Both phases; returns the process exit code (0 even when phases fail)."""
    started = start_job(job)
    if started is None:
        return 3
    loader_class, variant = started
    describe_kwargs(loader_class, job)
    for phase, dtype in (("BFLOAT16", torch.bfloat16), ("FLOAT32", None)):
        run_phase(phase, dtype, loader_class, variant, job)
    emit("done")
    return 0


def run(job):
    """One repro; the warm worker calls this in a forked child."""
    return probe_runtime.run(job, run_job)


def main(argv):
    return probe_runtime.main(argv, run_job)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
