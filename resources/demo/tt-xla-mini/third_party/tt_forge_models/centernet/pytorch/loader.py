# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
CenterNet model loader implementation for object detection (a miniature CenterNet)
"""
import torch
from torch import nn
from dataclasses import dataclass
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


@dataclass
class CenterNetConfig(ModelConfig):
    """CenterNet variant configuration."""

    width: int = 8


class TinyCenterNet(nn.Module):
    """Backbone, then each location is scored by its L1 distance to class centres."""

    def __init__(self, width, num_classes=4):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(3, width, kernel_size=3, stride=2, padding=1),
            nn.ReLU(),
            nn.Conv2d(width, width, kernel_size=3, stride=2, padding=1),
        )
        self.class_centres = nn.Parameter(torch.randn(1, num_classes, width))
        self.wh_head = nn.Linear(width, 2)

    def forward(self, images):
        features = self.backbone(images).flatten(2).transpose(1, 2)
        centres = self.class_centres.expand(features.shape[0], -1, -1)
        heatmap = -torch.cdist(features, centres, p=1.0)
        return torch.cat([heatmap, self.wh_head(features)], dim=-1)


class ModelVariant(StrEnum):
    """Available CenterNet model variants."""

    DLA1X_COCO = "Dla1x_Coco"
    DLA2X_COCO = "Dla2x_Coco"


class ModelLoader(ForgeModel):
    """CenterNet model loader implementation for object detection."""

    _VARIANTS = {
        ModelVariant.DLA1X_COCO: CenterNetConfig(
            pretrained_model_name="ctdet_coco_dla_1x",
        ),
        ModelVariant.DLA2X_COCO: CenterNetConfig(
            pretrained_model_name="ctdet_coco_dla_2x",
            width=12,
        ),
    }

    DEFAULT_VARIANT = ModelVariant.DLA1X_COCO

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="CenterNet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the CenterNet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The CenterNet model instance.
        """
        torch.manual_seed(0)
        model = TinyCenterNet(self._variant_config.width)
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the CenterNet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            torch.Tensor: An image batch that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.rand((batch_size, 3, 16, 16))
        if dtype_override is not None:
            images = images.to(dtype_override)
        return images
