# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Chest X-ray classifier loader implementation (a miniature, no downloads)

Shaped after tt-forge-models' densenet loader: a torchvision-style variant that
follows dtype_override, and a torchxrayvision one whose model is kept in float32
on purpose (its preprocessing has no bfloat16 path), so its input is made float32
too. Both pool their features through a BatchNorm1d, which needs more than one
value per channel in training: the runner's training batch size of 2 is what
makes them train.
"""
from dataclasses import dataclass

import numpy as np
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


@dataclass
class ChestXrayConfig(ModelConfig):
    source: ModelSource = ModelSource.TORCHVISION


class TinyChestNet(nn.Module):
    def __init__(self, in_channels, num_classes=4):
        super().__init__()
        self.stem = nn.Conv2d(in_channels, 8, kernel_size=3, stride=2, padding=1)
        self.norm = nn.BatchNorm1d(8)
        self.classifier = nn.Linear(8, num_classes)

    def forward(self, pixel_values):
        pooled = torch.relu(self.stem(pixel_values)).mean(dim=(2, 3))
        return self.classifier(self.norm(pooled))


class ModelVariant(StrEnum):
    """Available chest X-ray classifier variants."""

    RGB = "Rgb"
    XRAY = "Xray"


class ModelLoader(ForgeModel):
    """Chest X-ray classifier loader implementation."""

    _VARIANTS = {
        ModelVariant.RGB: ChestXrayConfig(
            pretrained_model_name="chestnet-rgb",
            source=ModelSource.TORCHVISION,
        ),
        ModelVariant.XRAY: ChestXrayConfig(
            pretrained_model_name="chestnet-res224-all",
            source=ModelSource.TORCH_XRAY_VISION,
        ),
    }

    DEFAULT_VARIANT = ModelVariant.RGB

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        if variant is None:
            variant = cls.DEFAULT_VARIANT
        source = cls._VARIANTS[variant].source
        return ModelInfo(
            model="ChestXray",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=source,
            framework=Framework.TORCH,
        )

    def load_model(self, *, dtype_override=None, **kwargs):
        """Load and return the classifier for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The classifier instance.
        """
        source = self._variant_config.source
        torch.manual_seed(0)
        in_channels = 1 if source == ModelSource.TORCH_XRAY_VISION else 3
        model = TinyChestNet(in_channels)
        model.eval()

        # Only convert dtype if explicitly requested
        # Skip dtype conversion for X-ray models as they have operations that don't support bfloat16
        if dtype_override is not None and source != ModelSource.TORCH_XRAY_VISION:
            model = model.to(dtype_override)

        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return a batch of sample images.

        Args:
            dtype_override: Optional torch.dtype override (default: float32).
            batch_size: Batch size (default: 1).

        Returns:
            torch.Tensor: The image batch.
        """
        source = self._variant_config.source

        if source == ModelSource.TORCH_XRAY_VISION:
            # A grey-scale radiograph, normalised as torchxrayvision does ([-1024, 1024]).
            img = np.linspace(-1024.0, 1024.0, 16 * 16).reshape(1, 16, 16)
            inputs = torch.from_numpy(img).unsqueeze(0)
            inputs = inputs.repeat_interleave(batch_size, dim=0)

            # Don't convert dtype for X-ray models as they don't support bfloat16
            # The model itself is kept in float32, so inputs must also be float32
            inputs = inputs.to(torch.float32)

            return inputs

        inputs = torch.rand((batch_size, 3, 16, 16))
        if dtype_override is not None:
            inputs = inputs.to(dtype_override)
        return inputs
