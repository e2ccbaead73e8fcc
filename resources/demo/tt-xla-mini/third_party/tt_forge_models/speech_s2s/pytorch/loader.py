# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Speech2Text-style model loader implementation for speech recognition (a
miniature encoder-decoder that, like Hugging Face's, needs decoder_input_ids)
"""
from types import SimpleNamespace

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


class TinySpeechS2S(nn.Module):
    def __init__(self, num_mel_bins=16, d_model=16, vocab_size=12):
        super().__init__()
        self.config = SimpleNamespace(
            num_mel_bins=num_mel_bins,
            d_model=d_model,
            vocab_size=vocab_size,
            pad_token_id=0,
            decoder_start_token_id=1,
        )
        self.encoder = nn.Linear(num_mel_bins, d_model)
        self.embed_tokens = nn.Embedding(vocab_size, d_model)
        self.decoder = nn.Linear(d_model, d_model)
        self.lm_head = nn.Linear(d_model, vocab_size, bias=False)

    def forward(
        self, input_features, attention_mask=None, decoder_input_ids=None, labels=None
    ):
        # Encoder: (batch, frames, mel bins) -> (batch, frames, d_model).
        encoder_states = torch.relu(self.encoder(input_features))
        # The frame mask is (batch, frames); any other shape is not a frame mask.
        frames = encoder_states.shape[:2]
        if attention_mask is not None and attention_mask.shape == frames:
            mask = attention_mask.to(encoder_states.dtype).unsqueeze(-1)
            context = (encoder_states * mask).sum(1) / mask.sum(1).clamp(min=1)
        else:
            context = encoder_states.mean(1)
        # Decoder: as in transformers, nothing to decode without decoder inputs
        # (labels are accepted for the signature; the miniature computes no loss).
        if decoder_input_ids is None:
            raise ValueError(
                "You have to specify either decoder_input_ids or decoder_inputs_embeds"
            )
        hidden = self.embed_tokens(decoder_input_ids) + context.unsqueeze(1)
        return self.lm_head(torch.relu(self.decoder(hidden)))


class ModelVariant(StrEnum):
    """Available SpeechS2S model variants."""

    TINY = "Tiny"
    PROMPTED = "Tiny_Prompted"
    TURBO = "Tiny_Turbo"


class ModelLoader(ForgeModel):
    """SpeechS2S model loader implementation for speech recognition."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(
            pretrained_model_name="facebook/s2t-small-librispeech-asr",
        ),
        ModelVariant.PROMPTED: ModelConfig(
            pretrained_model_name="facebook/s2t-small-librispeech-asr",
        ),
        ModelVariant.TURBO: ModelConfig(
            pretrained_model_name="facebook/s2t-small-librispeech-asr",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)
        self.model = None

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="SpeechS2S",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.AUDIO_ASR,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the SpeechS2S model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The SpeechS2S model instance.
        """
        torch.manual_seed(0)
        model = TinySpeechS2S()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        self.model = model
        return model

    def load_inputs(self, dtype_override=None):
        """Load and return sample inputs for the SpeechS2S model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.

        Returns:
            list: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        input_features = torch.randn((1, 8, 16), dtype=dtype_override)
        start = self.model.config.decoder_start_token_id

        if self._variant == ModelVariant.TURBO:
            # The frame mask too, so every input is in its own slot.
            attention_mask = torch.ones((1, 8), dtype=torch.long)
            decoder_input_ids = torch.tensor([[start, 3]], dtype=torch.long)
            return [input_features, attention_mask, decoder_input_ids]

        if self._variant == ModelVariant.PROMPTED:
            # The decoder starts with a task prompt after the start token.
            decoder_input_ids = torch.tensor([[start, 3, 4]], dtype=torch.long)
            return (input_features, decoder_input_ids)

        decoder_input_ids = torch.full(
            (1, 1), self.model.config.decoder_start_token_id, dtype=torch.long
        )
        return [input_features, decoder_input_ids]
