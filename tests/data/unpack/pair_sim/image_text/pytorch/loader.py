# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models'
# siglip/image_text_similarity/pytorch/loader.py (issue 46 §2, §3): a loader three
# packages below the loaders' root, so its relative imports have four dots; a model in
# SiglipModel's form, loaded with return_dict=False as the real loader does, whose
# forward is annotated -> Union[Tuple, SiglipOutput] and returns SiglipOutput's fields
# after `loss` as a tuple of 6 (8 tensors: the towers' outputs are tuples). The merged
# fix returns forward_output[1], logits_per_text; an override that sums it imports
# extract_tensors_recursive from ....tools.utils.
from typing import Tuple, Union

import torch
from torch import nn

from ....base import ForgeModel
from ....config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)
from ....hf_outputs import SiglipOutput


class TinyPairSimilarity(nn.Module):
    """Image and text towers and their similarities, in SiglipModel's form."""

    def __init__(self, return_dict=True):
        super().__init__()
        self.return_dict = return_dict
        self.image = nn.Linear(8, 4)
        self.text = nn.Linear(6, 4)
        self.logit_scale = nn.Parameter(torch.ones(()))

    def forward(self, pixel_values, input_embeds, return_dict=None) -> Union[Tuple, SiglipOutput]:
        return_dict = self.return_dict if return_dict is None else return_dict
        image_hidden = self.image(pixel_values)
        text_hidden = self.text(input_embeds)
        image_embeds = image_hidden / image_hidden.norm(dim=-1, keepdim=True)
        text_embeds = text_hidden / text_hidden.norm(dim=-1, keepdim=True)
        logits_per_text = text_embeds @ image_embeds.t() * self.logit_scale.exp()
        logits_per_image = logits_per_text.t()
        text_outputs = (text_hidden, text_embeds)
        vision_outputs = (image_hidden, image_embeds)
        if not return_dict:
            return (logits_per_image, logits_per_text, text_embeds, image_embeds, text_outputs, vision_outputs)
        return SiglipOutput(
            logits_per_image=logits_per_image,
            logits_per_text=logits_per_text,
            text_embeds=text_embeds,
            image_embeds=image_embeds,
            text_model_output=text_outputs,
            vision_model_output=vision_outputs,
        )


class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="PairSim",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = TinyPairSimilarity(return_dict=False)
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        return {
            "pixel_values": torch.rand((batch_size, 8), dtype=dtype_override),
            "input_embeds": torch.rand((batch_size + 1, 6), dtype=dtype_override),
        }
