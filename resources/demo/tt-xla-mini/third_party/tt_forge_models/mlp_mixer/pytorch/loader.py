# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
MLP-Mixer model loader implementation for image classification (miniature)
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
    def __init__(self, patch_size=4, num_patches=16, hidden_size=12, num_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, hidden_size, patch_size, stride=patch_size)
        self.token_mix = nn.Linear(num_patches, num_patches)
        self.channel_mix = nn.Linear(hidden_size, hidden_size)
        self.head = nn.Linear(hidden_size, num_classes)

    def forward(self, pixel_values):
        x = self.stem(pixel_values).flatten(2)
        x = x + self.token_mix(x)
        x = x.transpose(1, 2)
        x = x + torch.nn.functional.gelu(self.channel_mix(x))
        return self.head(x.mean(dim=1))


class ModelVariant(StrEnum):
    """Available MLP-Mixer model variants."""

    MIXER_TINY = "Mixer_Tiny"


class ModelLoader(ForgeModel):
    """MLP-Mixer model loader implementation for image classification."""

    _VARIANTS = {
        ModelVariant.MIXER_TINY: ModelConfig(
            pretrained_model_name="mixer_b16_224",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.MIXER_TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="MLPMixer",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.TIMM,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the MLP-Mixer model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The MLP-Mixer model instance.
        """
        torch.manual_seed(0)
        model = TinyMixer()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the MLP-Mixer model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            torch.Tensor: An image batch that can be fed to the model.
        """
        torch.manual_seed(0)
        return torch.rand((batch_size, 3, 16, 16), dtype=dtype_override)
