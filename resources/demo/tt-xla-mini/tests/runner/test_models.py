# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
import os

import pytest
import torch

from tests.runner.record import (
    record_model_test_properties,
    update_test_metadata_for_exception,
)
from tests.runner.test_utils import ModelTestStatus
from tests.runner.testers import DynamicTorchModelTester
from tests.runner.utils import TorchDynamicLoader
from tests.runner.utils.tt_simulation import last_stage, reset_stage, run_device_stage

TEST_DIR = os.path.dirname(__file__)
PROJECT_ROOT = os.path.abspath(os.path.join(TEST_DIR, "..", ".."))
MODELS_ROOT_TORCH, test_entries_torch = TorchDynamicLoader.setup_test_discovery(
    PROJECT_ROOT
)


def _forward(model, inputs):
    if isinstance(inputs, dict):
        return model(**inputs)
    if isinstance(inputs, (list, tuple)):
        return model(*inputs)
    return model(inputs)


def _floating_leaves(value):
    if isinstance(value, torch.Tensor):
        return [value] if value.is_floating_point() else []
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _floating_leaves(v)]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _floating_leaves(v)]
    return []


def _run_cpu_golden(loader, run_mode, test_metadata):
    """CPU forward (+ backward for training), before any TT compilation."""
    tester = DynamicTorchModelTester(
        run_mode, loader=loader, test_metadata=test_metadata
    )
    model = tester._get_model()
    training = run_mode == "training"
    # As the real runner: the model is configured before its inputs are made.
    model.train(training)
    inputs = tester._get_input_activations()
    with torch.set_grad_enabled(training):
        output = _forward(model, inputs)
        if training:
            # As the real runner: unpack_forward_output only in training, between
            # the forward and the backward pass.
            output = loader.unpack_forward_output(output)
            if isinstance(output, torch.Tensor):
                output.backward(gradient=torch.randn_like(output))
            else:
                total = sum(t.sum() for t in _floating_leaves(output))
                total.backward(gradient=torch.randn_like(total))
    return output


# The parametrisation both model-test functions share: tt-xla gives
# test_all_models_torch and test_all_models_op_by_op the same ids.
_MODEL_TEST_MARKS = [
    pytest.mark.model_test,
    pytest.mark.parametrize(
        "run_mode",
        [
            pytest.param("inference", id="inference", marks=pytest.mark.inference),
            pytest.param("training", id="training", marks=pytest.mark.training),
        ],
    ),
    pytest.mark.parametrize(
        "parallelism",
        [
            pytest.param(
                "single_device", id="single_device", marks=pytest.mark.single_device
            ),
        ],
    ),
    pytest.mark.parametrize(
        "test_entry",
        test_entries_torch,
        ids=TorchDynamicLoader.create_test_id_generator(MODELS_ROOT_TORCH),
    ),
]


def _model_test(function):
    for mark in reversed(_MODEL_TEST_MARKS):
        function = mark(function)
    return function


@_model_test
def test_all_models_torch(
    test_entry, run_mode, parallelism, record_property, test_metadata, request, capfd
):
    test_key = request.node.callspec.id
    variant, ModelLoader = test_entry.variant_info
    torch.manual_seed(0)
    loader = ModelLoader(variant=variant)
    model_info = ModelLoader.get_model_info(variant=variant)
    print(f"Running {request.node.nodeid} - {model_info.name}", flush=True)

    # As tt-xla's _run_model_test_impl: a NOT_SUPPORTED_SKIP entry runs only with
    # --force-run; the properties are recorded in `finally`, which also skips or
    # xfails (record.py).
    force_run = request.config.getoption("--force-run")
    succeeded = False
    comparison = {}
    reset_stage()
    try:
        if test_metadata.status != ModelTestStatus.NOT_SUPPORTED_SKIP or force_run:
            _run_cpu_golden(loader, run_mode, test_metadata)
            run_device_stage(test_key, test_metadata, comparison)
            succeeded = True
    except Exception as e:
        captured = capfd.readouterr()
        update_test_metadata_for_exception(test_metadata, e, stdout=captured.out, stderr=captured.err)
        raise
    finally:
        record_model_test_properties(
            record_property,
            request,
            model_info=model_info,
            test_metadata=test_metadata,
            run_mode=run_mode,
            parallelism=parallelism,
            test_passed=succeeded,
            comparison=comparison or None,
            last_stage=last_stage(),
        )


@_model_test
def test_all_models_op_by_op(test_entry, run_mode, parallelism, record_property, request):
    """tt-xla's op-by-op test: the same ids as test_all_models_torch. It imports
    op_by_op_infra when it runs, which only tt-xla's CI image has, so here it
    fails as it does on any machine without it."""
    from op_by_op_infra.workflow import run_op_by_op_workflow  # noqa: F401
