"""dtype-triage test family "detached": its probe of one tt-forge-models loader.

A fourth failure family that lives only under tests/ (tests/families/detached): a
training test whose backward fails because the model's forward detached its
output, so nothing in it needs a gradient: ``RuntimeError: element 0 of tensors
does not require grad and does not have a grad_fn``. The probe runs the runner's
training step (bfloat16, model.train(), the runner's batch size, forward,
unpack_forward_output, backward) and says whether the forward's output needs a
gradient. Events (``@dtriage {json}``):

- ``hello`` (probe_runtime.start_job), ``setup_failed`` when the loader does not import;
- ``output``: ``requires_grad``, whether a floating tensor of the forward's output needs one;
- ``step``: ``ok``, and ``stage``, ``error_type``, ``message`` when it failed;
- ``done``.
"""

import os
import sys

# probe_runtime.py, which every probe shares, sits at the scripts' root, two folders up
# (the warm worker has it on sys.path already; a cold run starts here).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import probe_runtime  # noqa: E402 -- after the path it is found on
from probe_runtime import StageError, emit, say, staged  # noqa: E402

torch = probe_runtime.torch


def training_step(loader_class, variant, job):
    """The runner's training step."""
    torch.manual_seed(int(job.get("seed", 0)))
    by_variant = {} if variant is None else {"variant": variant}
    loader = staged("init", loader_class, **by_variant)
    dtype = torch.bfloat16
    model = staged("load_model", loader.load_model, **probe_runtime.call_kwargs(loader.load_model, dtype, {}))
    model.train()
    inputs = staged(
        "load_inputs", loader.load_inputs, **probe_runtime.call_kwargs(loader.load_inputs, dtype, job.get("kwargs") or {})
    )
    out = staged("forward", probe_runtime.forward, model, inputs)
    emit("output", requires_grad=any(t.requires_grad for t in probe_runtime.floating_tensors(out)))
    unpacked = staged("unpack", loader.unpack_forward_output, out)
    staged("backward", probe_runtime.backward, unpacked)


def steps(loader_class, variant, job):
    try:
        training_step(loader_class, variant, job)
    except StageError as wrapped:
        error = wrapped.error
        say(f"TRAIN: FAILED -- {type(error).__name__}: {error}")
        emit(
            "step",
            ok=False,
            stage=wrapped.stage,
            error_type=type(error).__name__,
            message=probe_runtime.message_of(error),
        )
    else:
        say("TRAIN: OK -- forward+backward completed")
        emit("step", ok=True)


# The warm worker calls run(job) in a forked child; main(argv) runs it cold.
run_job, run, main = probe_runtime.family_probe("detached", steps)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
