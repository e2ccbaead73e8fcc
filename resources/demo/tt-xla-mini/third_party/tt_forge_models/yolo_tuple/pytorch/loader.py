# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
YOLO (tuple-output head) model loader implementation for object detection (miniature)
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


class TinyYolo(nn.Module):
    """Returns (boxes, scores, labels) like an exported detection head."""

    def __init__(self, width=8, num_classes=5):
        super().__init__()
        self.backbone = nn.Conv2d(3, width, kernel_size=4, stride=4)
        self.anchor_embed = nn.Linear(4, width)
        self.box_head = nn.Linear(width, 4)
        self.cls_head = nn.Linear(width, num_classes)

    def forward(self, images, anchors):
        features = self.backbone(images).flatten(2).mean(dim=2).unsqueeze(1)
        hidden = torch.relu(features + self.anchor_embed(anchors))
        boxes = anchors + self.box_head(hidden)
        scores = torch.sigmoid(self.cls_head(hidden))
        labels = scores.argmax(dim=-1)
        return boxes, scores, labels


class ModelVariant(StrEnum):
    """Available YOLO model variants."""

    NANO = "Nano"


class ModelLoader(ForgeModel):
    """YOLO model loader implementation for object detection."""

    _VARIANTS = {
        ModelVariant.NANO: ModelConfig(
            pretrained_model_name="yolo_nano",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.NANO

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="YOLO",
            variant=variant,
            group=ModelGroup.PRIORITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the YOLO model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The YOLO model instance.
        """
        torch.manual_seed(0)
        model = TinyYolo()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the YOLO model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            tuple: Images and anchor boxes (cx, cy, w, h).
        """
        torch.manual_seed(0)
        images = torch.rand((batch_size, 3, 16, 16), dtype=dtype_override)
        anchors = torch.full((batch_size, 6, 4), 0.5)
        return images, anchors

    def unpack_forward_output(self, fwd_output):
        """The detection head's outputs are kept as a tuple: (boxes, scores, labels)."""
        return fwd_output
