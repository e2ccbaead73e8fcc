# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
MGP-STR model loader implementation for scene text recognition (a miniature
MGP-STR: its output's `logits` is the tuple of three heads)
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
from ...hf_outputs import MgpstrModelOutput

class TinyMgpstr(nn.Module):
    def __init__(self, hidden_size=16, max_length=5):
        super().__init__()
        self.max_length = max_length
        self.patch_embed = nn.Conv2d(3, hidden_size, kernel_size=4, stride=4)
        self.char_head = nn.Linear(hidden_size, 12)
        self.bpe_head = nn.Linear(hidden_size, 20)
        self.wp_head = nn.Linear(hidden_size, 24)

    def forward(self, pixel_values):
        tokens = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)[:, : self.max_length]
        logits = (self.char_head(tokens), self.bpe_head(tokens), self.wp_head(tokens))
        return MgpstrModelOutput(logits=logits)


class ModelVariant(StrEnum):
    """Available MGP-STR model variants."""

    BASE = "Base"


class ModelLoader(ForgeModel):
    """MGP-STR model loader implementation."""

    _VARIANTS = {
        ModelVariant.BASE: ModelConfig(
            pretrained_model_name="alibaba-damo/mgp-str-base",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.BASE

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="MGP-STR",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_TO_TEXT,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the MGP-STR model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The MGP-STR model instance.
        """
        torch.manual_seed(0)
        model = TinyMgpstr()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the MGP-STR model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        pixel_values = torch.randn((batch_size, 3, 8, 24), dtype=dtype_override)
        return pixel_values
