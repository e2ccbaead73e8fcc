# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models'
# retinanet/pytorch/loader.py before #643 (issue 46 §1): one load_inputs return serves
# two kinds of model. The torchvision variant's detector needs its targets in
# training mode (the inputs family's failure); the NVIDIA-style variant's forward
# takes only the image tensor. A dict with images and targets at that return breaks
# the NVIDIA variant ("got an unexpected keyword argument 'images'"); the merged fix
# made it for the torchvision source only.
import torch
import torch.nn.functional as F
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


class TorchvisionStyleDetector(nn.Module):
    """torchvision's detection form: (images, targets=None), losses in training."""

    def __init__(self, num_classes=5):
        super().__init__()
        self.backbone = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.cls_head = nn.Conv2d(8, num_classes, kernel_size=1)
        self.box_head = nn.Conv2d(8, 4, kernel_size=1)

    def forward(self, images, targets=None):
        if self.training:
            torch._assert(targets is not None, "targets should not be none when in training mode")
        features = torch.relu(self.backbone(images))
        cls_logits = self.cls_head(features).flatten(2).mean(-1)
        boxes = self.box_head(features).flatten(2).mean(-1)
        if not self.training:
            return {"cls_logits": cls_logits, "boxes": boxes}
        labels = torch.stack([target["labels"][0] for target in targets])
        gt = torch.stack([target["boxes"][0] for target in targets]).to(boxes.dtype)
        return {
            "classification": F.cross_entropy(cls_logits, labels),
            "bbox_regression": (boxes - gt / 100.0).abs().mean(),
        }


class NvidiaStyleDetector(nn.Module):
    """The NVIDIA variants' form: forward(x) only, head outputs in any mode."""

    def __init__(self):
        super().__init__()
        self.backbone = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.head = nn.Conv2d(8, 9, kernel_size=1)

    def forward(self, x):
        return self.head(torch.relu(self.backbone(x)))


@dataclass
class SharedDetConfig(ModelConfig):
    """Configuration specific to SharedDet models"""

    source: ModelSource


class ModelVariant(StrEnum):
    """Available SharedDet model variants."""

    TORCHVISION_V2 = "Torchvision_V2"
    NVIDIA_RN50 = "Nvidia_RN50"


class ModelLoader(ForgeModel):
    """SharedDet model loader implementation."""

    _VARIANTS = {
        ModelVariant.TORCHVISION_V2: SharedDetConfig(
            pretrained_model_name="retinanet_resnet50_fpn_v2",
            source=ModelSource.TORCHVISION,
        ),
        ModelVariant.NVIDIA_RN50: SharedDetConfig(
            pretrained_model_name="retinanet_rn50fpn",
            source=ModelSource.CUSTOM,
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TORCHVISION_V2

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        if variant is None:
            variant = cls.DEFAULT_VARIANT
        return ModelInfo(
            model="SharedDet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=cls._VARIANTS[variant].source,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        if self._variant_config.source == ModelSource.TORCHVISION:
            model = TorchvisionStyleDetector()
        else:
            model = NvidiaStyleDetector()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        torch.manual_seed(0)
        batch_t = torch.randn((batch_size, 3, 16, 16), dtype=dtype_override)
        return batch_t

    def unpack_forward_output(self, fwd_output):
        """Return what training runs backward on.

        In training mode the torchvision-style forward returns a dict of scalar
        losses: their sum. The NVIDIA-style forward's head output is returned as
        it is.
        """
        if isinstance(fwd_output, dict):
            return sum(v.sum() for v in fwd_output.values())
        return fwd_output
