# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models'
# siglip/image_text_similarity/pytorch/loader.py (issue 46 §2): a loader three packages
# below the loaders' root, so its relative imports have four dots, and a forward whose
# output nests (a dict of lists), so an override sums it through
# extract_tensors_recursive, imported from ....tools.utils.
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


class TinyPairSimilarity(nn.Module):
    """Image and text towers whose similarities come back per tower, in lists."""

    def __init__(self):
        super().__init__()
        self.image = nn.Linear(8, 4)
        self.text = nn.Linear(6, 4)

    def forward(self, pixel_values, input_embeds):
        image = self.image(pixel_values)
        text = self.text(input_embeds)
        logits = image @ text.t()
        return {"logits_per_image": [logits], "logits_per_text": [logits.t()]}


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
        model = TinyPairSimilarity()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        return {
            "pixel_values": torch.rand((batch_size, 8), dtype=dtype_override),
            "input_embeds": torch.rand((batch_size + 1, 6), dtype=dtype_override),
        }
