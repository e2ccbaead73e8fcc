# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
ImageNet classifier loader implementation (miniature)

The sample image comes from the ImageNet-1k validation split on the Hugging Face
Hub, a gated dataset: without an accepted licence and a token, loading it fails.
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
from ...tools.hub import load_dataset


class TinyClassifier(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, kernel_size=3, padding=1)
        self.classifier = nn.Linear(8, num_classes)

    def forward(self, pixel_values):
        return self.classifier(torch.relu(self.conv(pixel_values)).mean(dim=(2, 3)))


class ModelLoader(ForgeModel):
    """ImageNet classifier loader implementation (no variants)."""

    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="ImageNetCls",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_CLS,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the classifier instance.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The classifier instance.
        """
        torch.manual_seed(0)
        model = TinyClassifier()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs: ImageNet validation images.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        dataset = load_dataset("ILSVRC/imagenet-1k", split="validation")
        images = [dataset[i]["image"] for i in range(batch_size)]
        pixel_values = torch.stack(images).to(dtype_override or torch.float32)
        return {"pixel_values": pixel_values}
