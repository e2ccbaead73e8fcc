# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
An MLP-Mixer whose forward detaches its output (the test family "detached",
tests/families/detached): its training test's backward finds nothing that needs a
gradient.
"""
import torch
from torch import nn
from typing import Optional

from ...base import ForgeModel
from ...config import (
    ModelConfig,
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
    StrEnum,
)


class TinyMixer(nn.Module):
    def __init__(self, hidden_size=12, num_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, hidden_size, 4, stride=4)
        self.head = nn.Linear(hidden_size, num_classes)

    def forward(self, pixel_values):
        x = self.stem(pixel_values).flatten(2).mean(dim=2)
        return self.head(x).detach()


class ModelVariant(StrEnum):
    """Available variants."""

    TINY = "Tiny"
    WIDE = "Wide"


class ModelLoader(ForgeModel):
    """A loader whose model detaches its output."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(pretrained_model_name="detached_tiny"),
        ModelVariant.WIDE: ModelConfig(pretrained_model_name="detached_wide"),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="DetachedMixer",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.TIMM,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = TinyMixer(hidden_size=24 if self._variant == ModelVariant.WIDE else 12)
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        torch.manual_seed(0)
        return torch.rand((batch_size, 3, 16, 16), dtype=dtype_override)
