# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
DenseNet model loader implementation (a miniature DenseNet, no downloads)
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


class DenseLayer(nn.Module):
    def __init__(self, in_channels, growth_rate):
        super().__init__()
        self.norm = nn.BatchNorm2d(in_channels)
        self.conv = nn.Conv2d(in_channels, growth_rate, kernel_size=3, padding=1)

    def forward(self, x):
        return torch.cat([x, self.conv(torch.relu(self.norm(x)))], dim=1)


class TinyDenseNet(nn.Module):
    def __init__(self, num_classes, growth_rate=4):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, kernel_size=3, stride=2, padding=1)
        self.block = nn.Sequential(
            DenseLayer(8, growth_rate), DenseLayer(8 + growth_rate, growth_rate)
        )
        self.classifier = nn.Linear(8 + 2 * growth_rate, num_classes)

    def forward(self, pixel_values):
        features = self.block(self.stem(pixel_values))
        return self.classifier(features.mean(dim=(2, 3)))


class ModelVariant(StrEnum):
    """Available DenseNet model variants."""

    DENSENET_121 = "121"
    DENSENET_121_XRAY = "121_Xray"


class ModelLoader(ForgeModel):
    """DenseNet model loader implementation for image classification."""

    _VARIANTS = {
        ModelVariant.DENSENET_121: ModelConfig(
            pretrained_model_name="densenet121",
        ),
        ModelVariant.DENSENET_121_XRAY: ModelConfig(
            pretrained_model_name="densenet121-res224-all",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.DENSENET_121

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        if variant == ModelVariant.DENSENET_121_XRAY:
            source = ModelSource.GITHUB
        else:
            source = ModelSource.TORCHVISION
        return ModelInfo(
            model="DenseNet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=source,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the DenseNet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The DenseNet model instance.
        """
        num_classes = 18 if self._variant == ModelVariant.DENSENET_121_XRAY else 10
        torch.manual_seed(0)
        model = TinyDenseNet(num_classes=num_classes)
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the DenseNet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            torch.Tensor: Pixel values that can be fed to the model.
        """
        torch.manual_seed(0)
        image = torch.rand((batch_size, 3, 16, 16), dtype=dtype_override)
        if self._variant != ModelVariant.DENSENET_121_XRAY:
            return image

        # X-ray preprocessing (torchxrayvision style): keep the centre rows of the
        # scan, rescaled to [-1024, 1024], on a black canvas.
        pixel_values = torch.zeros((batch_size, 3, 16, 16))
        rows = torch.arange(2, 14)
        pixel_values[:, :, rows] = image[:, :, rows] * 2048 - 1024
        return pixel_values / 1024
