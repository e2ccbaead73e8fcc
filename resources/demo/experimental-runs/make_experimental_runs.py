#!/usr/bin/python3
"""Writes the demo's recorded experimental nightly runs again (CASES.md, "Recorded CI runs").

Two runs of tt-xla's `schedule-nightly-experimental.yml` ("On nightly Experimental")
as `gh run download` leaves them, made as make_weekly_runs.py makes the weekly
training ones (its machinery, one owner of call-test.yml's names): real pytest on a
copy of the demo checkout per run and arch. Only the experimental nightly's torch
jobs of `test_forge_models_experimental` are recorded: its model-test-experimental.json
rows `{arch} and unspecified and inference and single_device and not vulcan` (3
parallel groups there, 1 here), `forked: true`. They run the tests no YAML holds
(the runner's status UNSPECIFIED: its `unspecified` marker, and `model_test_status`
ModelTestStatus.UNSPECIFIED in the tags): here the demo's 25 torch inference tests
with no entry, of which 10 pass on CPU and 15 fail there for real (dtype errors,
missing inputs, outputs the runner cannot unpack). The job indices are n150 0 and
p150 1. A real run holds many more jobs (LLMs, jax, the galaxy suite).

What the device stage does (tests/runner/utils/tt_simulation.py, per run and arch):
- vit Tiny_Patch16 and resnet ResNet34 pass in both runs on both arches: the
  runner's ADD_CONFIG, a new EXPECTED_PASSING entry in the inference YAML;
- detr ResNet50_NoMask passes on n150 and fails to compile on p150: no entry;
- efficientdet D0 ends at PCC 0.9712 against the default 0.99 (INCORRECT_RESULT:
  the runner asks ADD_CONFIG there too; a required_pcc is the engineer's to set);
- mgp_str Base fails to compile in the older run and passes in the newer (mixed);
- the others that pass on CPU fail on the device.

    /usr/bin/python3 resources/demo/experimental-runs/make_experimental_runs.py   # from the repository root
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "weekly-runs"))
import make_weekly_runs as recorded  # noqa: E402

NOMASK = "detr/pytorch-ResNet50_NoMask-single_device-inference"
EFFICIENTDET = "efficientdet/pytorch-D0-single_device-inference"
MGP_STR = "mgp_str/pytorch-Base-single_device-inference"


def compile_error(op):
    return 'CompileError("error: failed to legalize operation \'%s\'")' % op


# The tests that pass on CPU and fail on the device in every run, each its own way.
ON_DEVICE = {
    "chest_xray/pytorch-Rgb-single_device-inference": compile_error("ttir.batch_norm"),
    "chest_xray/pytorch-Xray-single_device-inference": compile_error("ttir.batch_norm"),
    "roberta_mc/pytorch-Tiny-single_device-inference": compile_error("ttir.gather"),
    "speech_s2s/pytorch-Tiny_Turbo-single_device-inference": compile_error("stablehlo.dynamic_slice"),
    "retinanet/pytorch-Tiny-single_device-inference": 'DeviceFatal("TT_THROW @ /tt-metal/tt_metal/impl/dispatch/'
                                                      'hardware_command_queue.cpp:138: Timeout in dispatch kernel on device 0")',
    EFFICIENTDET: "PccMismatch(0.9712)",
}


def device(**extra):
    return {"n150": dict(ON_DEVICE, **extra.get("n150", {})),
            "p150": dict(ON_DEVICE, **{NOMASK: compile_error("stablehlo.scatter")}, **extra.get("p150", {}))}


EXPERIMENTAL = {
    "out": HERE,
    "workflow": "On nightly Experimental",
    "workflow_id": 151234502,
    "caller_job": "test_forge_models_experimental",
    "matrix_name": "run_forge_models",
    "rows": [("inference", "{arch} and unspecified and inference and single_device and not vulcan",
              "unspecified and inference", 1)],
    "matrix_hash": "c83e51b0",
    "forked": True,
    "at_run_time": lambda yaml: yaml,
    "device": {},
    "started": ("T03:00", "T03:%02d", "T04:%02d", "T04:30"),
}

RUNS = [
    {"id": 19140000001, "created": "2026-12-02T03:00:33Z", "sha": "5c1b8e4f2a7d3c9e0b6f1a8d4c2e7b3f9a5d0c62",
     "device": device(n150={MGP_STR: compile_error("ttir.conv2d")}, p150={MGP_STR: compile_error("ttir.conv2d")})},
    {"id": 19150000002, "created": "2026-12-03T03:00:27Z", "sha": "d83f0a6c2e9b5d1f7a3c8e0b4d6f2a9c1e5b7d43",
     "device": device()},
]

if __name__ == "__main__":
    recorded.record_all(EXPERIMENTAL, RUNS)
