# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
ViT model loader implementation for image classification (a miniature ViT)
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


class TinyViT(nn.Module):
    def __init__(self, patch_size=4, hidden_size=16, num_labels=10):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, hidden_size, patch_size, stride=patch_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.classifier = nn.Linear(hidden_size, num_labels)

    def forward(self, pixel_values, cls_token):
        patches = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        tokens = torch.cat([cls_token.expand(patches.shape[0], -1, -1), patches], 1)
        scores = torch.softmax(tokens @ tokens.transpose(1, 2) / 4.0, dim=-1)
        hidden = self.norm(scores @ tokens)
        return self.classifier(hidden[:, 0])


class ModelVariant(StrEnum):
    """Available ViT model variants."""

    TINY_PATCH16 = "Tiny_Patch16"


class ModelLoader(ForgeModel):
    """ViT model loader implementation for image classification."""

    _VARIANTS = {
        ModelVariant.TINY_PATCH16: ModelConfig(
            pretrained_model_name="google/vit-tiny-patch16-224",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY_PATCH16

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="ViT",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the ViT model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The ViT model instance.
        """
        torch.manual_seed(0)
        model = TinyViT()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the ViT model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        pixel_values = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)
        cls_token = torch.zeros((1, 1, 16), dtype=dtype_override)
        return {"pixel_values": pixel_values, "cls_token": cls_token}
