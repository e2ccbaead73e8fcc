# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture: written here in the form of tt-xla's
# tests/runner/testers/torch/dynamic_torch_model_tester.py (95c1c1ce7): the imports
# of TT's environment first, the class with its docstring, the default training
# batch size a class attribute on line 36 (as there) read through `self.`.
"""A model tester that takes its model and inputs from a loader object."""

import collections
from typing import Any

import torch
import torch_xla.distributed.spmd as xs
import torch_xla.runtime as xr
from infra.evaluators import ComparisonConfig
from infra.testers.compiler_config import CompilerConfig
from infra.testers.single_chip.model import RunMode, TorchModelTester
from loguru import logger
from tt_torch.moe_backend import (
    TT_MOE_BACKEND_NAME,
    register_tt_moe_backend,
)

from tests.runner.test_utils import RunPhase
from tests.runner.utils import TorchDynamicLoader
from third_party.tt_forge_models.config import Parallelism


class DynamicTorchModelTester(TorchModelTester):
    """Runs one loader's model.

    The loader object brings the model and its inputs; nothing is subclassed per
    model. Training and inference go through the same tester.
    Its default batch size for training is below.
    """

    DEFAULT_TRAINING_BATCH_SIZE = 2

    def __init__(
        self,
        run_mode: RunMode,
        *,
        loader,
        comparison_config: ComparisonConfig | None = None,
        compiler_config: CompilerConfig = None,
        parallelism: Parallelism = Parallelism.SINGLE_DEVICE,
        run_phase: RunPhase = RunPhase.DEFAULT,
        test_metadata=None,
    ) -> None:
        self.dynamic_loader = TorchDynamicLoader(loader)
        self.parallelism = parallelism
        self.run_phase = run_phase
        self._test_metadata = test_metadata
        super().__init__(
            comparison_config=comparison_config or ComparisonConfig(),
            compiler_config=compiler_config,
            run_mode=run_mode,
            parallelism=self.parallelism,
        )

    def _get_input_activations(self):
        batch_size = (
            getattr(self._test_metadata, "batch_size", None)
            if self._test_metadata
            else None
        )
        if batch_size is None and self._run_mode == RunMode.TRAINING:
            batch_size = self.DEFAULT_TRAINING_BATCH_SIZE
            logger.info(f"training without a batch_size: {batch_size}")
        inputs = self.dynamic_loader.load_inputs(
            run_phase=self.run_phase,
            batch_size=batch_size,
        )
        if self.parallelism == Parallelism.DATA_PARALLEL:
            count = xr.global_runtime_device_count()
            if isinstance(inputs, collections.abc.Mapping):
                inputs = {
                    k: self.dynamic_loader.batch_tensor(v, count)
                    for k, v in inputs.items()
                }
        return inputs
