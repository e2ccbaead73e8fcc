# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
SSDLite model loader implementation for object detection (a miniature
torchvision-style detector: in training mode it needs the targets and returns
its losses)
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


class TinySSDLite(nn.Module):
    def __init__(self, num_anchors=4, num_classes=5, stride=4):
        super().__init__()
        self.num_classes = num_classes
        self.stride = stride
        self.backbone = nn.Conv2d(3, 8, kernel_size=stride, stride=stride)
        self.cls_head = nn.Conv2d(8, num_anchors * num_classes, kernel_size=1)
        self.box_head = nn.Conv2d(8, num_anchors * 4, kernel_size=1)

    def forward(self, images, targets=None):
        if self.training:
            torch._assert(
                targets is not None, "targets should not be none when in training mode"
            )
        features = torch.relu(self.backbone(images))
        n = images.shape[0]
        cls_logits = self.cls_head(features).permute(0, 2, 3, 1)
        cls_logits = cls_logits.reshape(n, -1, self.num_classes)
        bbox_regression = self.box_head(features).permute(0, 2, 3, 1)
        bbox_regression = bbox_regression.reshape(n, -1, 4)
        if not self.training:
            return {"cls_logits": cls_logits, "bbox_regression": bbox_regression}
        return self.compute_loss(targets, features, cls_logits, bbox_regression)

    def compute_loss(self, targets, features, cls_logits, bbox_regression):
        """Match each anchor to the image's first box: foreground if its cell's
        centre lies inside the box, background (label 0) otherwise."""
        height, width = features.shape[-2:]
        anchors_per_cell = cls_logits.shape[1] // (height * width)
        ys = (torch.arange(height) + 0.5) * self.stride
        xs = (torch.arange(width) + 0.5) * self.stride
        cy = ys[:, None].expand(height, width).reshape(-1)
        cx = xs[None, :].expand(height, width).reshape(-1)
        cy = cy.repeat_interleave(anchors_per_cell)
        cx = cx.repeat_interleave(anchors_per_cell)
        classification = []
        box_losses = []
        for image_cls, image_box, target in zip(cls_logits, bbox_regression, targets):
            box = target["boxes"][0]
            inside_x = (cx >= box[0]) & (cx <= box[2])
            inside_y = (cy >= box[1]) & (cy <= box[3])
            foreground = inside_x & inside_y
            labels = foreground.long() * target["labels"][0]
            classification.append(F.cross_entropy(image_cls, labels))
            # The targets come in float32: the box loss is computed in the
            # features' dtype (boxes scaled to feature-map cells).
            gt = (box / self.stride).to(features.dtype)
            box_losses.append((image_box[foreground] - gt).abs().mean())
        return {
            "classification": torch.stack(classification).mean(),
            "bbox_regression": torch.stack(box_losses).mean(),
        }


class ModelVariant(StrEnum):
    """Available SSDLiteDet model variants."""

    LITE320 = "Lite320"


class ModelLoader(ForgeModel):
    """SSDLiteDet model loader implementation."""

    _VARIANTS = {
        ModelVariant.LITE320: ModelConfig(
            pretrained_model_name="torchvision/ssdlite320_mobilenet_v3_large",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.LITE320

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="SSDLiteDet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.TORCHVISION,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the SSDLiteDet model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The SSDLiteDet model instance.
        """
        torch.manual_seed(0)
        model = TinySSDLite()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the SSDLiteDet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        images = torch.randn((batch_size, 3, 16, 16), dtype=dtype_override)
        return images

    def unpack_forward_output(self, fwd_output):
        """Return what training runs backward on.

        In training mode the forward returns a dict of scalar losses
        (classification, bbox_regression): their sum. Anything else (a tensor)
        is returned as it is.
        """
        if isinstance(fwd_output, dict):
            return sum(v.sum() for v in fwd_output.values())
        return fwd_output
