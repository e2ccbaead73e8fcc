# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

from .torch import DynamicTorchModelTester

__all__ = [
    "DynamicTorchModelTester",
]
