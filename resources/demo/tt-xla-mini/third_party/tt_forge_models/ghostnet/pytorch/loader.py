# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
GhostNet model loader implementation (a miniature GhostNet with a metadata branch)
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


class TinyGhostNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.primary_conv = nn.Conv2d(3, 4, kernel_size=1)
        self.cheap_operation = nn.Conv2d(4, 4, kernel_size=3, padding=1, groups=4)
        self.meta_proj = nn.Linear(6, 8)
        # Sized for a 12-channel trunk; the trunk has 8 channels since the ghost
        # module was halved, so float32 fails here too.
        self.classifier = nn.Linear(20, num_classes)

    def forward(self, pixel_values, image_meta):
        primary = self.primary_conv(pixel_values)
        ghost = torch.cat([primary, self.cheap_operation(primary)], dim=1)
        meta = torch.relu(self.meta_proj(image_meta))
        return self.classifier(torch.cat([ghost.mean(dim=(2, 3)), meta], dim=1))


class ModelVariant(StrEnum):
    """Available GhostNet model variants."""

    GHOSTNET_100 = "Ghostnet_100"


class ModelLoader(ForgeModel):
    """GhostNet model loader implementation for image classification."""

    _VARIANTS = {
        ModelVariant.GHOSTNET_100: ModelConfig(
            pretrained_model_name="ghostnet_100",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.GHOSTNET_100

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="GhostNet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.TIMM,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the GhostNet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The GhostNet model instance.
        """
        torch.manual_seed(0)
        model = TinyGhostNet()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the GhostNet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            list: Pixel values and per-image metadata features.
        """
        torch.manual_seed(0)
        pixel_values = torch.rand((batch_size, 3, 8, 8), dtype=dtype_override)
        image_meta = torch.rand((batch_size, 6))
        return [pixel_values, image_meta]
