# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""Helpers loaders share; written for the demo after tt-forge-models' tools/utils.py."""
import torch


def extract_tensors_recursive(obj, tensors):
    """Append every tensor in `obj` (a tensor, or dicts, lists and tuples of them),
    flattened, to `tensors`, in order. Loaders whose forward returns a nested
    structure sum what their loss reads: sum(t.sum() for t in tensors)."""
    if isinstance(obj, torch.Tensor):
        tensors.append(obj.flatten())
    elif isinstance(obj, dict):
        for value in obj.values():
            extract_tensors_recursive(value, tensors)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            extract_tensors_recursive(item, tensors)
