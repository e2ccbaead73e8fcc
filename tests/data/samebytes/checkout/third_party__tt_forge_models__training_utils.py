# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""Extracting the one tensor training runs backward on from a model's forward output.

Written for the demo, behaving as tt-forge-models' own training_utils.py does: a
registry of handlers keyed by the output's class name, filled with
``_register_attr("<Class>", "<attr>")``, and the same errors. An output that
cannot be unpacked unambiguously into one tensor (a bare tuple, list or dict)
has no handler: its ModelLoader overrides ``unpack_forward_output``.
"""
from typing import Any, Callable, Dict

import torch

_HANDLER_REGISTRY: Dict[str, Callable[[Any], torch.Tensor]] = {}


def _register_attr(cls_name: str, attr: str) -> None:
    def attr_handler(x: Any) -> torch.Tensor:
        if not hasattr(x, attr):
            raise ValueError(f"Attribute {attr} does not exist in {cls_name}.")
        return getattr(x, attr)

    _register_handler(cls_name, attr_handler)


def _register_handler(cls_name: str, fn: Callable[..., torch.Tensor]) -> None:
    if cls_name in _HANDLER_REGISTRY:
        raise ValueError(f"Handler for {cls_name} already exists.")
    _HANDLER_REGISTRY[cls_name] = fn


def unpack_forward_output(output: Any) -> torch.Tensor:
    if isinstance(output, torch.Tensor):
        return output

    cls_name = output.__class__.__name__

    if cls_name in _HANDLER_REGISTRY:
        value = _HANDLER_REGISTRY[cls_name](output)
        if isinstance(value, torch.Tensor):
            return value
        raise ValueError(f"Handler for {cls_name} did not return a torch.Tensor")

    # The message is tt-forge-models' to the letter (the missing space included):
    # tt-xla's YAML reasons quote it.
    raise ValueError(
        f"No handler for class {cls_name} exists in `unpack_forward_output`."
        f"Register a handler or implement custom unpack_forward_output for the specific model."
    )


# The demo's output classes, in alphabetical order like the real registry.
# MgpstrModelOutput's entry is wrong, as tt-forge-models' once was: its `logits`
# is a tuple of three heads, so the handler returns no tensor.
_register_attr("CausalLMOutput", "logits")
_register_attr("DetrObjectDetectionOutput", "logits")
_register_attr("MgpstrModelOutput", "logits")
_register_attr("MultipleChoiceModelOutput", "logits")
