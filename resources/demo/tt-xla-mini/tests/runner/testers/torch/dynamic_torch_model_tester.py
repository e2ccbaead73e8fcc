# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""Dynamic Torch model tester implementation.

The demo's stand-in for tt-xla's tests/runner/testers/torch/dynamic_torch_model_tester.py
(tt-xla 95c1c1ce7, lines 29-36 and 120-151): the default training batch size is a class
attribute of DynamicTorchModelTester (tt-xla PR #4535), read through ``self.`` when the
YAML entry sets no ``batch_size``. Checkouts older than that PR have no such attribute.
Only the input loading is here: there is no TT device to compile for.
"""

from tests.runner.utils import TorchDynamicLoader


class DynamicTorchModelTester:
    """Torch model tester that uses a dynamic loader for model and input loading.

    This tester delegates model and input loading to a loader object, allowing
    for flexible model loading without subclassing for each model variant.
    """

    DEFAULT_TRAINING_BATCH_SIZE = 2

    def __init__(
        self,
        run_mode,
        *,
        loader,
        test_metadata=None,
    ) -> None:
        # Create TorchDynamicLoader instance
        self.dynamic_loader = TorchDynamicLoader(loader)
        self._run_mode = run_mode
        # Store test metadata for seq_len/batch_size access
        self._test_metadata = test_metadata

    def _get_model(self):
        """Get model instance from the dynamic loader."""
        return self.dynamic_loader.load_model()

    def _get_input_activations(self):
        """Get input activations from the dynamic loader."""
        batch_size = (
            getattr(self._test_metadata, "batch_size", None)
            if self._test_metadata
            else None
        )
        if batch_size is None and self._run_mode == "training":
            batch_size = self.DEFAULT_TRAINING_BATCH_SIZE

        return self.dynamic_loader.load_inputs(batch_size=batch_size)
