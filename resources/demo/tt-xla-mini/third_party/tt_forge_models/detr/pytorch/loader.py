# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
DETR model loader implementation for object detection (a miniature DETR, no downloads)
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
class DetrConfig(ModelConfig):
    """DETR variant configuration."""

    backbone_channels: int = 8
    use_pixel_mask: bool = True


@dataclass
class DetrObjectDetectionOutput:
    logits: torch.Tensor
    pred_boxes: torch.Tensor


class TinyDetr(nn.Module):
    def __init__(self, backbone_channels, hidden_size=16, num_queries=4, num_labels=6):
        super().__init__()
        self.hidden_size = hidden_size
        self.backbone = nn.Conv2d(3, backbone_channels, kernel_size=4, stride=4)
        self.input_proj = nn.Linear(backbone_channels, hidden_size)
        self.query_embed = nn.Parameter(torch.randn(num_queries, hidden_size) * 0.1)
        self.class_embed = nn.Linear(hidden_size, num_labels)
        self.bbox_embed = nn.Linear(hidden_size, 4)

    def forward(self, pixel_values, pixel_mask=None):
        feature_map = self.backbone(pixel_values)
        if pixel_mask is not None:
            feature_map = feature_map * pixel_mask.unsqueeze(1)
        batch, channels = feature_map.shape[:2]
        features = feature_map.flatten(2).transpose(1, 2).reshape(-1, channels)
        memory = torch.tanh(self.input_proj(features)).view(batch, -1, self.hidden_size)
        attention = torch.softmax(self.query_embed @ memory.transpose(1, 2), dim=-1)
        hidden = attention @ memory
        return DetrObjectDetectionOutput(
            logits=self.class_embed(hidden),
            pred_boxes=torch.sigmoid(self.bbox_embed(hidden)),
        )


class ModelVariant(StrEnum):
    """Available DETR model variants."""

    RESNET_50 = "ResNet50"
    RESNET_101 = "ResNet101"
    RESNET_50_DC5 = "ResNet50_DC5"
    RESNET_50_NO_MASK = "ResNet50_NoMask"


class ModelLoader(ForgeModel):
    """DETR model loader implementation for object detection."""

    _VARIANTS = {
        ModelVariant.RESNET_50: DetrConfig(
            pretrained_model_name="facebook/detr-resnet-50",
        ),
        ModelVariant.RESNET_101: DetrConfig(
            pretrained_model_name="facebook/detr-resnet-101",
            backbone_channels=12,
        ),
        ModelVariant.RESNET_50_DC5: DetrConfig(
            pretrained_model_name="facebook/detr-resnet-50-dc5",
            backbone_channels=10,
        ),
        ModelVariant.RESNET_50_NO_MASK: DetrConfig(
            pretrained_model_name="facebook/detr-resnet-50",
            use_pixel_mask=False,
        ),
    }

    DEFAULT_VARIANT = ModelVariant.RESNET_50

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="DETR",
            variant=variant,
            group=ModelGroup.PRIORITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the DETR model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The DETR model instance.
        """
        torch.manual_seed(0)
        model = TinyDetr(self._variant_config.backbone_channels)
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the DETR model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        pixel_values = torch.randn((batch_size, 3, 16, 16), dtype=dtype_override)
        inputs = {"pixel_values": pixel_values}
        if self._variant_config.use_pixel_mask:
            pixel_mask = torch.ones((batch_size, 4, 4))
            inputs["pixel_mask"] = pixel_mask
        return inputs
