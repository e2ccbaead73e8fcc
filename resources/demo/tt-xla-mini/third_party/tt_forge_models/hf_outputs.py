# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""The demo's stand-in for the output classes of `transformers` (not installed here).

As in `transformers.utils.ModelOutput`, an output is an OrderedDict of its fields
that are not None, each also readable as an attribute; its class name is what
training_utils' registry is keyed by.
"""
from collections import OrderedDict


class ModelOutput(OrderedDict):
    _fields = ()

    def __init__(self, **values):
        unknown = set(values) - set(self._fields)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {sorted(unknown)[0]}")
        super().__init__(
            (name, values[name]) for name in self._fields if values.get(name) is not None
        )

    def __getattr__(self, name):
        if name in self._fields:
            return self.get(name)
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")


class MultipleChoiceModelOutput(ModelOutput):
    """transformers.modeling_outputs.MultipleChoiceModelOutput"""

    _fields = ("loss", "logits", "hidden_states", "attentions")


class MgpstrModelOutput(ModelOutput):
    """transformers.models.mgp_str.modeling_mgp_str.MgpstrModelOutput: `logits` is a
    tuple of the character, BPE and WordPiece heads, not one tensor."""

    _fields = ("logits", "hidden_states", "attentions", "a3_attentions")


class DetrSegmentationOutput(ModelOutput):
    """transformers.models.detr.modeling_detr.DetrSegmentationOutput: its loss
    (the mask focal and dice losses beside the class and box losses) reads
    `pred_masks`."""

    _fields = (
        "loss",
        "loss_dict",
        "logits",
        "pred_boxes",
        "pred_masks",
        "auxiliary_outputs",
        "last_hidden_state",
        "decoder_hidden_states",
        "decoder_attentions",
        "cross_attentions",
        "encoder_last_hidden_state",
        "encoder_hidden_states",
        "encoder_attentions",
    )
