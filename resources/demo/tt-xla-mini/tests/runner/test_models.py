# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
import os

import pytest
import torch

from tests.runner.test_utils import BringupStatus, ModelTestStatus
from tests.runner.testers.torch.dynamic_torch_model_tester import batch_size_for
from tests.runner.utils.dynamic_loader import TorchDynamicLoader
from tests.runner.utils.tt_simulation import run_device_stage

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
    dynamic_loader = TorchDynamicLoader(loader)
    model = dynamic_loader.load_model()
    training = run_mode == "training"
    # As the real runner: the model is configured before its inputs are made.
    model.train(training)
    inputs = dynamic_loader.load_inputs(
        batch_size=batch_size_for(run_mode, test_metadata.batch_size)
    )
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


@pytest.mark.model_test
@pytest.mark.parametrize(
    "run_mode",
    [
        pytest.param("inference", id="inference", marks=pytest.mark.inference),
        pytest.param("training", id="training", marks=pytest.mark.training),
    ],
)
@pytest.mark.parametrize(
    "parallelism",
    [
        pytest.param(
            "single_device", id="single_device", marks=pytest.mark.single_device
        ),
    ],
)
@pytest.mark.parametrize(
    "test_entry",
    test_entries_torch,
    ids=TorchDynamicLoader.create_test_id_generator(MODELS_ROOT_TORCH),
)
def test_all_models_torch(
    test_entry, run_mode, parallelism, record_property, test_metadata, request
):
    test_key = request.node.callspec.id
    variant, ModelLoader = test_entry.variant_info
    torch.manual_seed(0)
    loader = ModelLoader(variant=variant)
    model_info = ModelLoader.get_model_info(variant=variant)
    print(f"Running {request.node.nodeid} - {model_info.name}", flush=True)

    # The runner's tags, as tt-xla records them: its own bring-up verdict, which
    # tools like promote_tests_from_xml.py read (a CPU failure never reaches a
    # TT stage, so it stays UNKNOWN there).
    tags = {
        "test_name": str(request.node.originalname),
        "specific_test_case": str(request.node.name),
        "model_name": str(model_info.name),
        "run_mode": str(run_mode),
        "bringup_status": str(BringupStatus.UNKNOWN),
    }
    try:
        _run_cpu_golden(loader, run_mode, test_metadata)
        run_device_stage(test_key, test_metadata, tags)
    except Exception as e:
        record_property("error_message", str(e))
        raise
    finally:
        record_property("tags", tags)
        record_property("model_name", model_info.name)
        record_property("model_test_status", str(test_metadata.status))
        record_property("owner", "tt-xla")
        # Imperative, so --runxfail turns it into a no-op and the real outcome shows.
        if test_metadata.status == ModelTestStatus.KNOWN_FAILURE_XFAIL:
            pytest.xfail(test_metadata.reason)
