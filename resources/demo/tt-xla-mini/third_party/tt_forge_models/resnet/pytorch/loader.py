# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
ResNet model loader implementation for image classification (miniature)
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
class ResNetConfig(ModelConfig):
    """ResNet variant configuration."""

    num_blocks: int = 1


class BasicBlock(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, kernel_size=3, padding=1)
        self.conv2 = nn.Conv2d(channels, channels, kernel_size=3, padding=1)

    def forward(self, x):
        return torch.relu(x + self.conv2(torch.relu(self.conv1(x))))


class TinyResNet(nn.Module):
    def __init__(self, num_blocks, width=8, num_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, width, kernel_size=3, stride=2, padding=1)
        self.layers = nn.Sequential(*[BasicBlock(width) for _ in range(num_blocks)])
        self.fc = nn.Linear(width, num_classes)

    def forward(self, x):
        return self.fc(self.layers(torch.relu(self.stem(x))).mean(dim=(2, 3)))


class ModelVariant(StrEnum):
    """Available ResNet model variants."""

    RESNET_18 = "ResNet18"
    RESNET_34 = "ResNet34"


class ModelLoader(ForgeModel):
    """ResNet model loader implementation for image classification."""

    _VARIANTS = {
        ModelVariant.RESNET_18: ResNetConfig(
            pretrained_model_name="resnet18",
        ),
        ModelVariant.RESNET_34: ResNetConfig(
            pretrained_model_name="resnet34",
            num_blocks=2,
        ),
    }

    DEFAULT_VARIANT = ModelVariant.RESNET_18

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="ResNet",
            variant=variant,
            group=ModelGroup.RED,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.TORCHVISION,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the ResNet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The ResNet model instance.
        """
        torch.manual_seed(0)
        model = TinyResNet(self._variant_config.num_blocks)
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the ResNet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            torch.Tensor: An image batch that can be fed to the model.
        """
        torch.manual_seed(0)
        return torch.rand((batch_size, 3, 16, 16), dtype=dtype_override)
