# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""The demo's stand-in for the output classes of `transformers` (not installed here).

In the form of `transformers.utils.generic.ModelOutput`: an OrderedDict whose
subclasses are dataclasses; `__post_init__` puts the fields that are not None into
the dict in field order, each also an attribute (None ones are attributes only);
an int index reads `to_tuple()`, the dict's values; the class name is what
training_utils' registry is keyed by. A model's forward is annotated
`-> Union[Tuple, <Output>]` and returns the tuple form under return_dict=False.
"""
from collections import OrderedDict
from dataclasses import dataclass, fields
from typing import Any, Optional


class ModelOutput(OrderedDict):
    def __post_init__(self):
        for field in fields(self):
            value = getattr(self, field.name)
            if value is not None:
                self[field.name] = value

    def __getitem__(self, key):
        if isinstance(key, str):
            return dict(self.items())[key]
        return self.to_tuple()[key]

    def __setattr__(self, name, value):
        if name in self.keys() and value is not None:
            super().__setitem__(name, value)
        super().__setattr__(name, value)

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def to_tuple(self):
        return tuple(self[k] for k in self.keys())


@dataclass
class MultipleChoiceModelOutput(ModelOutput):
    """transformers.modeling_outputs.MultipleChoiceModelOutput"""

    loss: Optional[Any] = None
    logits: Optional[Any] = None
    hidden_states: Optional[Any] = None
    attentions: Optional[Any] = None


@dataclass
class MgpstrModelOutput(ModelOutput):
    """transformers.models.mgp_str.modeling_mgp_str.MgpstrModelOutput: `logits` is a
    tuple of the character, BPE and WordPiece heads, not one tensor."""

    logits: Optional[Any] = None
    hidden_states: Optional[Any] = None
    attentions: Optional[Any] = None
    a3_attentions: Optional[Any] = None


@dataclass
class DetrSegmentationOutput(ModelOutput):
    """transformers.models.detr.modeling_detr.DetrSegmentationOutput: its loss
    (the mask focal and dice losses beside the class and box losses) reads
    `pred_masks`."""

    loss: Optional[Any] = None
    loss_dict: Optional[Any] = None
    logits: Optional[Any] = None
    pred_boxes: Optional[Any] = None
    pred_masks: Optional[Any] = None
    auxiliary_outputs: Optional[Any] = None
    last_hidden_state: Optional[Any] = None
    decoder_hidden_states: Optional[Any] = None
    decoder_attentions: Optional[Any] = None
    cross_attentions: Optional[Any] = None
    encoder_last_hidden_state: Optional[Any] = None
    encoder_hidden_states: Optional[Any] = None
    encoder_attentions: Optional[Any] = None


@dataclass
class SiglipOutput(ModelOutput):
    """transformers.models.siglip.modeling_siglip.SiglipOutput: its sigmoid
    contrastive loss reads `logits_per_text`; under return_dict=False SiglipModel
    returns the fields after `loss` as a tuple, the towers' outputs as tuples."""

    loss: Optional[Any] = None
    logits_per_image: Optional[Any] = None
    logits_per_text: Optional[Any] = None
    text_embeds: Optional[Any] = None
    image_embeds: Optional[Any] = None
    text_model_output: Optional[Any] = None
    vision_model_output: Optional[Any] = None
