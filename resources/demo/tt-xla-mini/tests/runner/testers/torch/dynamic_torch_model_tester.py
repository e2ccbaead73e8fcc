# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""The demo's stand-in for tt-xla's DynamicTorchModelTester.

Since tt-xla PR #4535 the runner passes ``batch_size=DEFAULT_TRAINING_BATCH_SIZE``
to ``load_inputs`` for training when the YAML entry sets no ``batch_size`` and the
loader's signature takes one (a batch of 1 hides bugs that only a real batch
shows). Checkouts older than that PR have no such constant.
"""

DEFAULT_TRAINING_BATCH_SIZE = 2


def batch_size_for(run_mode, yaml_batch_size):
    """The batch size the runner asks load_inputs for; None: the loader's default."""
    if yaml_batch_size is not None:
        return yaml_batch_size
    if run_mode == "training":
        return DEFAULT_TRAINING_BATCH_SIZE
    return None
