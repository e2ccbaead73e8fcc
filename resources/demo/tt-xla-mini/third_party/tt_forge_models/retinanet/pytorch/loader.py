# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
RetinaNet model loader implementation for object detection (a miniature
RetinaNet whose forward returns a dict of per-level lists: the two heads and
the anchors, which no loss reads)
"""
import torch
from dataclasses import dataclass
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


class TinyRetinaNet(nn.Module):
    def __init__(self, num_anchors=2, num_classes=5):
        super().__init__()
        self.p3 = nn.Conv2d(3, 8, kernel_size=2, stride=2)
        self.p4 = nn.Conv2d(8, 8, kernel_size=2, stride=2)
        self.cls_head = nn.Conv2d(8, num_anchors * num_classes, kernel_size=1)
        self.box_head = nn.Conv2d(8, num_anchors * 4, kernel_size=1)

    def forward(self, images):
        p3 = torch.relu(self.p3(images))
        p4 = torch.relu(self.p4(p3))
        levels = (p3, p4)
        anchors = [torch.arange(level.shape[-1] * level.shape[-2] * 4.0).reshape(-1, 4) for level in levels]
        return {
            "cls_logits": [self.cls_head(level).flatten(1) for level in levels],
            "bbox_regression": [self.box_head(level).flatten(1) for level in levels],
            "anchors": anchors,
        }


@dataclass
class RetinaNetConfig(ModelConfig):
    """Configuration specific to RetinaNet models"""

    source: ModelSource


class ModelVariant(StrEnum):
    """Available RetinaNet model variants."""

    TINY = "Tiny"


class ModelLoader(ForgeModel):
    """RetinaNet model loader implementation."""

    _VARIANTS = {
        ModelVariant.TINY: RetinaNetConfig(
            pretrained_model_name="torchvision/retinanet_resnet50_fpn",
            source=ModelSource.TORCHVISION,
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        if variant is None:
            variant = cls.DEFAULT_VARIANT

        # Get source from variant config
        source = cls._VARIANTS[variant].source

        return ModelInfo(
            model="RetinaNet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=source,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the RetinaNet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The RetinaNet model instance.
        """
        torch.manual_seed(0)
        model = TinyRetinaNet()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the RetinaNet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((batch_size, 3, 8, 8), dtype=dtype_override)
        return images
