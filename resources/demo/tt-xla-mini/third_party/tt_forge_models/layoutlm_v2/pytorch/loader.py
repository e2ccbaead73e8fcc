# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
LayoutLMv2 model loader implementation for document understanding (miniature)

LayoutLMv2's visual backbone comes from detectron2, which is not a dependency of
the runner's environment: the loader imports it when the model is built, as
transformers' LayoutLMv2 does.
"""
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


class TinyLayoutLM(nn.Module):
    def __init__(self, backbone, vocab_size=32, hidden_size=8, num_labels=3):
        super().__init__()
        self.backbone = backbone
        self.embed = nn.Embedding(vocab_size, hidden_size)
        self.classifier = nn.Linear(hidden_size, num_labels)

    def forward(self, input_ids, image):
        visual = self.backbone(image).mean(dim=(2, 3))
        return self.classifier(self.embed(input_ids).mean(dim=1) + visual)


class ModelLoader(ForgeModel):
    """LayoutLMv2 model loader implementation (no variants)."""

    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="LayoutLMv2",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_TO_TEXT,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the LayoutLMv2 model instance.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The LayoutLMv2 model instance.
        """
        from detectron2.modeling import build_resnet_backbone

        torch.manual_seed(0)
        model = TinyLayoutLM(build_resnet_backbone(depth=18, out_channels=8))
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the LayoutLMv2 model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        input_ids = torch.randint(0, 32, (batch_size, 12))
        image = torch.rand((batch_size, 3, 32, 32), dtype=dtype_override)
        return {"input_ids": input_ids, "image": image}
