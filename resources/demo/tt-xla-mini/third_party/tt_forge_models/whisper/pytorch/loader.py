# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Whisper encoder model loader implementation for speech recognition (miniature)
"""
import os

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

# Log-mel features of a short utterance, computed once and shipped with the loader.
SAMPLE_FEATURES = os.path.join(os.path.dirname(__file__), "sample_input_features.npy")


class TinyWhisperEncoder(nn.Module):
    def __init__(self, num_mel_bins=8, hidden_size=16, vocab_size=24):
        super().__init__()
        self.mel_proj = nn.Linear(num_mel_bins, hidden_size)
        self.layer = nn.Linear(hidden_size, hidden_size)
        self.proj_out = nn.Linear(hidden_size, vocab_size)

    def forward(self, input_features):
        hidden = torch.nn.functional.gelu(self.mel_proj(input_features))
        hidden = hidden + torch.nn.functional.gelu(self.layer(hidden))
        return self.proj_out(hidden)


class ModelVariant(StrEnum):
    """Available Whisper model variants."""

    WHISPER_TINY = "Tiny"


class ModelLoader(ForgeModel):
    """Whisper model loader implementation for speech recognition."""

    _VARIANTS = {
        ModelVariant.WHISPER_TINY: ModelConfig(
            pretrained_model_name="openai/whisper-tiny",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.WHISPER_TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="Whisper",
            variant=variant,
            group=ModelGroup.RED,
            task=ModelTask.AUDIO_ASR,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the Whisper encoder instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The Whisper encoder instance.
        """
        torch.manual_seed(0)
        model = TinyWhisperEncoder()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the Whisper encoder.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            torch.Tensor: Log-mel input features of shape (batch, frames, mel bins).
        """
        mel = torch.from_numpy(np.load(SAMPLE_FEATURES))
        return mel.repeat(batch_size, 1, 1)
