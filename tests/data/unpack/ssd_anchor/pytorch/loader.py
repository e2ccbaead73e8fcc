# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture (issue 46 §3): tt-forge-models' ssd300_vgg16 in miniature.
# Its forward returns (head_outputs, anchors) as torchvision's SSD does before
# post-processing: head_outputs a dict of the box regression and the class logits,
# anchors one tensor per image from the default-box generator. The anchors are in
# the model's dtype (a buffer, cast with it) but carry no gradient: no loss's source.
import torch
from torch import nn

from ...base import ForgeModel
from ...config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)


class TinySSDWithAnchors(nn.Module):
    def __init__(self, num_anchors=4, num_classes=6):
        super().__init__()
        self.num_classes = num_classes
        self.backbone = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.cls_head = nn.Conv2d(8, num_anchors * num_classes, kernel_size=1)
        self.box_head = nn.Conv2d(8, num_anchors * 4, kernel_size=1)
        # DefaultBoxGenerator's boxes for a 2x2 feature map, 4 per cell: reference geometry.
        self.register_buffer("default_boxes", torch.rand(16, 4))

    def forward(self, images):
        features = torch.relu(self.backbone(images))
        n = images.shape[0]
        cls_logits = self.cls_head(features).flatten(2).transpose(1, 2).reshape(n, -1, self.num_classes)
        bbox_regression = self.box_head(features).flatten(2).transpose(1, 2).reshape(n, -1, 4)
        head_outputs = {"bbox_regression": bbox_regression, "cls_logits": cls_logits}
        anchors = [self.default_boxes.to(features.dtype) for _ in range(n)]
        return head_outputs, anchors


class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="SSDWithAnchors",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.TORCHVISION,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = TinySSDWithAnchors()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        torch.manual_seed(0)
        return torch.rand((batch_size, 3, 8, 8), dtype=dtype_override)
