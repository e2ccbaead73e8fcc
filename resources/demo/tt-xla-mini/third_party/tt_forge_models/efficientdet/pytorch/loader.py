# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
EfficientDet model loader implementation for object detection (a miniature
EfficientDet; its loader overrides unpack_forward_output)
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


class TinyEfficientDet(nn.Module):
    def __init__(self, num_anchors=3, num_classes=4):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.class_net = nn.Conv2d(8, num_anchors * num_classes, kernel_size=1)
        self.box_net = nn.Conv2d(8, num_anchors * 4, kernel_size=1)

    def forward(self, images):
        features = torch.relu(self.stem(images))
        return self.class_net(features), self.box_net(features)


class ModelVariant(StrEnum):
    """Available EfficientDet model variants."""

    D0 = "D0"


class ModelLoader(ForgeModel):
    """EfficientDet model loader implementation."""

    _VARIANTS = {
        ModelVariant.D0: ModelConfig(
            pretrained_model_name="google/efficientdet-d0",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.D0

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="EfficientDet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the EfficientDet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The EfficientDet model instance.
        """
        torch.manual_seed(0)
        model = TinyEfficientDet()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the EfficientDet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)
        return images

    def unpack_forward_output(self, forward_output):
        """Return the class and box head outputs, flattened and concatenated.

        Forward output structure:
            tuple of 2 Tensors: class_net (B, 12, 2, 2), box_net (B, 12, 2, 2)

        What is selected and why:
            both heads, flattened and concatenated: the focal loss reads the class
            head and the smooth-L1 loss the box head; there is nothing else.
        """
        class_out, box_out = forward_output
        return torch.cat([class_out.flatten(1), box_out.flatten(1)], dim=1)
