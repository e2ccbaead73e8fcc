# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
FCOS model loader implementation for object detection (a miniature FCOS
whose box head was built for another backbone width: the forward fails in
every dtype)
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


class TinyFcos(nn.Module):
    def __init__(self, num_classes=4):
        super().__init__()
        self.backbone = nn.Conv2d(3, 16, kernel_size=4, stride=4)
        self.cls_head = nn.Linear(16, num_classes)
        self.box_head = nn.Linear(20, 4)

    def forward(self, images):
        features = torch.relu(self.backbone(images)).flatten(2).transpose(1, 2).flatten(0, 1)
        return self.cls_head(features), self.box_head(features)


class ModelVariant(StrEnum):
    """Available FCOS model variants."""

    TINY = "Tiny"


class ModelLoader(ForgeModel):
    """FCOS model loader implementation."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(
            pretrained_model_name="torchvision/fcos_resnet50_fpn",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="FCOS",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.TORCHVISION,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the FCOS model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The FCOS model instance.
        """
        torch.manual_seed(0)
        model = TinyFcos()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the FCOS model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)
        return images
