# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Wav2Vec2 model loader implementation for audio classification (miniature)
"""
import numpy as np
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


class TinyWav2Vec2(nn.Module):
    def __init__(self, hidden_size=8, num_labels=4):
        super().__init__()
        self.feature_extractor = nn.Conv1d(1, hidden_size, kernel_size=8, stride=4)
        self.projector = nn.Linear(hidden_size, hidden_size)
        self.classifier = nn.Linear(hidden_size, num_labels)

    def forward(self, input_values):
        features = self.feature_extractor(input_values.unsqueeze(1)).transpose(1, 2)
        hidden = torch.nn.functional.gelu(self.projector(features))
        return self.classifier(hidden.mean(dim=1))


class ModelVariant(StrEnum):
    """Available Wav2Vec2 model variants."""

    BASE = "Base"


class ModelLoader(ForgeModel):
    """Wav2Vec2 model loader implementation for audio classification."""

    _VARIANTS = {
        ModelVariant.BASE: ModelConfig(
            pretrained_model_name="facebook/wav2vec2-base",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.BASE

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="Wav2Vec2",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.AUDIO_CLS,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the Wav2Vec2 model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The Wav2Vec2 model instance.
        """
        torch.manual_seed(0)
        model = TinyWav2Vec2()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the Wav2Vec2 model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        waveform = torch.randn((batch_size, 64), dtype=dtype_override)
        # Peak-normalise the way the feature extractor does (it works in numpy).
        peak = np.abs(waveform.numpy()).max()
        input_values = waveform / float(peak)
        return {"input_values": input_values}
