# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
DeepLab model loader implementation for semantic segmentation (a miniature
DeepLabV3 head whose ASPP global-pool branch normalises a 1x1 map per image)
"""
import torch
import torch.nn.functional as F
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


def conv_bn_relu(in_channels, out_channels, kernel_size=1, stride=1):
    return nn.Sequential(
        nn.Conv2d(
            in_channels,
            out_channels,
            kernel_size,
            stride=stride,
            padding=kernel_size // 2,
            bias=False,
        ),
        nn.BatchNorm2d(out_channels),
        nn.ReLU(),
    )


class ASPPPooling(nn.Sequential):
    """torchvision's ASPP image-pooling branch: one value per channel per image."""

    def __init__(self, in_channels, out_channels):
        super().__init__(
            nn.AdaptiveAvgPool2d(1),
            nn.Conv2d(in_channels, out_channels, 1, bias=False),
            nn.BatchNorm2d(out_channels),
            nn.ReLU(),
        )

    def forward(self, x):
        size = x.shape[-2:]
        for module in self:
            x = module(x)
        return F.interpolate(x, size=size, mode="bilinear", align_corners=False)


class TinyDeepLabPool(nn.Module):
    def __init__(self, channels=16, num_classes=4):
        super().__init__()
        self.backbone = conv_bn_relu(3, channels, kernel_size=3, stride=2)
        self.aspp_conv = conv_bn_relu(channels, channels)
        self.aspp_pool = ASPPPooling(channels, channels)
        self.project = conv_bn_relu(2 * channels, channels)
        self.classifier = nn.Conv2d(channels, num_classes, kernel_size=1)

    def forward(self, images):
        features = self.backbone(images)
        branches = torch.cat([self.aspp_conv(features), self.aspp_pool(features)], 1)
        logits = self.classifier(self.project(branches))
        size = images.shape[-2:]
        return F.interpolate(logits, size=size, mode="bilinear", align_corners=False)


class ModelVariant(StrEnum):
    """Available DeepLabPool model variants."""

    TINY = "Tiny"


class ModelLoader(ForgeModel):
    """DeepLabPool model loader implementation."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(
            pretrained_model_name="torchvision/deeplabv3_mobilenet_v3_large",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="DeepLabPool",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_SEG,
            source=ModelSource.TORCHVISION,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the DeepLabPool model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The DeepLabPool model instance.
        """
        torch.manual_seed(0)
        model = TinyDeepLabPool()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None):
        """Load and return sample inputs for the DeepLabPool model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.

        Returns:
            torch.Tensor: One image that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((1, 3, 16, 16), dtype=dtype_override)
        return images
