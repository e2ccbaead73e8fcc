# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
SSD model loader implementation for object detection (a miniature SSDlite
whose forward returns a bare tuple of its two heads)
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


class TinySSD(nn.Module):
    def __init__(self, num_anchors=4, num_classes=6):
        super().__init__()
        self.num_classes = num_classes
        self.backbone = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.cls_head = nn.Conv2d(8, num_anchors * num_classes, kernel_size=1)
        self.box_head = nn.Conv2d(8, num_anchors * 4, kernel_size=1)

    def forward(self, images):
        features = torch.relu(self.backbone(images))
        n = images.shape[0]
        cls_logits = self.cls_head(features).flatten(2).transpose(1, 2)
        bbox_regression = self.box_head(features).flatten(2).transpose(1, 2)
        return cls_logits.reshape(n, -1, self.num_classes), bbox_regression.reshape(n, -1, 4)


class ModelVariant(StrEnum):
    """Available SSD model variants."""

    LITE = "Lite"


class ModelLoader(ForgeModel):
    """SSD model loader implementation."""

    _VARIANTS = {
        ModelVariant.LITE: ModelConfig(
            pretrained_model_name="torchvision/ssdlite320_mobilenet_v3_large",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.LITE

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="SSD",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.TORCHVISION,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the SSD model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The SSD model instance.
        """
        torch.manual_seed(0)
        model = TinySSD()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the SSD model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)
        return images
