# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture: tt-forge-models' attention_denseunet with its output made a
# tuple of the logits and an auxiliary bottleneck tensor (issue 45 §9). Which of the
# two the loss reads cannot be told from the output's structure.
import torch
from torch import nn

from ...base import ForgeModel
from ...config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)


class TinyDenseUNet(nn.Module):
    """A segmentation net whose forward also hands back its bottleneck."""

    def __init__(self):
        super().__init__()
        self.down = nn.Conv2d(3, 4, kernel_size=3, padding=1)
        self.up = nn.Conv2d(4, 2, kernel_size=3, padding=1)

    def forward(self, pixel_values):
        bottleneck = torch.relu(self.down(pixel_values))
        logits = self.up(bottleneck)
        return logits, bottleneck


class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="DenseUNetAux",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_SEG,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = TinyDenseUNet()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        return torch.rand((batch_size, 3, 8, 8), dtype=dtype_override)
