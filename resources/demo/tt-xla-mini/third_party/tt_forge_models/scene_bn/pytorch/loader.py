# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
SceneBN model loader implementation for semantic segmentation (a miniature
segmenter whose scene-context branch pools over the whole batch before a
BatchNorm: one value per channel, whatever the batch size)
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


class TinySceneBN(nn.Module):
    def __init__(self, channels=16, num_classes=4):
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(3, channels, kernel_size=3, stride=2, padding=1, bias=False),
            nn.BatchNorm2d(channels),
            nn.ReLU(),
        )
        self.scene_proj = nn.Conv2d(channels, channels, kernel_size=1, bias=False)
        self.scene_bn = nn.BatchNorm2d(channels)
        self.classifier = nn.Conv2d(channels, num_classes, kernel_size=1)

    def forward(self, images):
        features = self.stem(images)
        # One scene context shared by the batch: pooled over the batch and the
        # spatial dims, so it is (1, channels, 1, 1) at any batch size.
        scene = features.mean(dim=(0, 2, 3), keepdim=True)
        scene = torch.relu(self.scene_bn(self.scene_proj(scene)))
        return self.classifier(features + scene)


class ModelVariant(StrEnum):
    """Available SceneBN model variants."""

    TINY = "Tiny"


class ModelLoader(ForgeModel):
    """SceneBN model loader implementation."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(
            pretrained_model_name="scene_context_tiny",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="SceneBN",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_SEG,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the SceneBN model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The SceneBN model instance.
        """
        torch.manual_seed(0)
        model = TinySceneBN()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None):
        """Load and return sample inputs for the SceneBN model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.

        Returns:
            torch.Tensor: One image that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((1, 3, 16, 16), dtype=dtype_override)
        return images
