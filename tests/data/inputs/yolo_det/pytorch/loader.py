# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models' yolox/pytorch/loader.py
# before #643 (issue 46 §4): load_inputs returns a call (`return
# self.input_preprocess(...)`), and the model's training loss reads its targets as
# YOLOX's head does, a padded tensor [B, max_labels, 5] (labels[..., 0] the class,
# labels[..., 1:5] the box), not torchvision's list of dicts. The merged fix names
# the images, builds `torch.zeros((batch_size, 1, 5))` with one row and returns
# {"x": images, "targets": targets}. The error is the skill's "yolox form".
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


class TinyYOLOX(nn.Module):
    """YOLOX's form: forward(x, targets=None); decoded predictions in eval, the
    losses in training, read from the padded targets tensor."""

    def __init__(self, num_classes=3):
        super().__init__()
        self.backbone = nn.Conv2d(3, 8, kernel_size=4, stride=4)
        self.reg_preds = nn.Conv2d(8, 4, kernel_size=1)
        self.obj_preds = nn.Conv2d(8, 1, kernel_size=1)
        self.cls_preds = nn.Conv2d(8, num_classes, kernel_size=1)

    def forward(self, x, targets=None):
        features = torch.relu(self.backbone(x))
        reg = self.reg_preds(features).flatten(2).mean(-1)
        obj = self.obj_preds(features).flatten(2).mean(-1)
        cls = self.cls_preds(features).flatten(2).mean(-1)
        if not self.training:
            return torch.cat([reg, obj.sigmoid(), cls.sigmoid()], 1)
        assert targets is not None, "Model expects targets to be passed while in training mode"
        return self.get_losses(targets, reg, obj, cls)

    def get_losses(self, labels, reg, obj, cls):
        """As YOLOXHead.get_losses reads its labels: per image, rows of [class, cx, cy, w, h]."""
        nlabel = (labels.sum(dim=2) > 0).sum(dim=1)
        gt_classes = labels[:, 0, 0].long()
        gt_boxes = labels[:, 0, 1:5].to(reg.dtype)
        iou_loss = (reg - gt_boxes / 100.0).abs().mean()
        conf_loss = F.binary_cross_entropy_with_logits(obj.squeeze(1), (nlabel > 0).to(obj.dtype))
        cls_loss = F.cross_entropy(cls, gt_classes)
        return {
            "total_loss": iou_loss + conf_loss + cls_loss,
            "iou_loss": iou_loss,
            "conf_loss": conf_loss,
            "cls_loss": cls_loss,
            "num_fg": float(nlabel.sum()),
        }


class ModelVariant(StrEnum):
    """Available YoloDet model variants."""

    TINY = "Tiny"


class ModelLoader(ForgeModel):
    """YoloDet model loader implementation."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(
            pretrained_model_name="yolox_tiny",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="YoloDet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_OBJECT_DET,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = TinyYOLOX()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def input_preprocess(self, dtype_override=None, batch_size=1):
        torch.manual_seed(0)
        batch_tensor = torch.randn((1, 3, 32, 32))
        batch_tensor = batch_tensor.repeat_interleave(batch_size, dim=0)
        if dtype_override is not None:
            batch_tensor = batch_tensor.to(dtype_override)
        return batch_tensor

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the YOLOX model with default settings.

        Returns:
            torch.Tensor: Sample input tensor that can be fed to the model.
        """
        return self.input_preprocess(
            dtype_override=dtype_override, batch_size=batch_size
        )

    def unpack_forward_output(self, forward_output):
        """Extract the loss-relevant tensor from YOLOX's training-mode output.

        Forward output structure: bare ``dict`` with keys ``total_loss``,
        ``iou_loss``, ``conf_loss``, ``cls_loss``, ``num_fg``.

        What is selected and why: ``total_loss``, the single scalar the
        component losses are summed into.
        """
        return forward_output["total_loss"]
