# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
T5 model loader implementation for text generation (a miniature T5 whose
inputs come as a dict of the tokenizer's input_ids and attention_mask)
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


class TinyT5(nn.Module):
    def __init__(self, vocab_size=16, d_model=16):
        super().__init__()
        self.config = SimpleNamespace(
            vocab_size=vocab_size,
            d_model=d_model,
            pad_token_id=0,
            eos_token_id=1,
            decoder_start_token_id=0,
        )
        self.shared = nn.Embedding(vocab_size, d_model)
        self.encoder = nn.Linear(d_model, d_model)
        self.decoder = nn.Linear(d_model, d_model)
        self.lm_head = nn.Linear(d_model, vocab_size, bias=False)

    def forward(
        self, input_ids, attention_mask=None, decoder_input_ids=None, labels=None
    ):
        encoder_states = torch.relu(self.encoder(self.shared(input_ids)))
        if attention_mask is not None:
            mask = attention_mask.to(encoder_states.dtype).unsqueeze(-1)
            encoder_states = encoder_states * mask
        # The decoder stack, as in transformers' T5Stack: it needs its own inputs
        # (labels are accepted for the signature; the miniature computes no loss).
        if decoder_input_ids is None:
            raise ValueError(
                "You have to specify either decoder_input_ids or decoder_inputs_embeds"
            )
        context = encoder_states.mean(1, keepdim=True)
        hidden = self.shared(decoder_input_ids) + context
        return self.lm_head(torch.relu(self.decoder(hidden)))


class ModelVariant(StrEnum):
    """Available T5Dict model variants."""

    SMALL = "Small"


class ModelLoader(ForgeModel):
    """T5Dict model loader implementation for text generation."""

    _VARIANTS = {
        ModelVariant.SMALL: ModelConfig(
            pretrained_model_name="t5-small",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.SMALL

    # Shared configuration parameters
    sample_token_ids = [8, 3, 12, 5, 9, 1]

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)
        self.model = None

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="T5Dict",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.NLP_TEXT_GEN,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the T5Dict model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The T5Dict model instance.
        """
        torch.manual_seed(0)
        model = TinyT5()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        self.model = model
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the T5Dict model.

        Args:
            dtype_override: Optional torch.dtype (the inputs are token ids: unused).
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        input_ids = torch.tensor([self.sample_token_ids] * batch_size)
        inputs = {
            "input_ids": input_ids,
            "attention_mask": torch.ones_like(input_ids),
        }
        inputs["decoder_input_ids"] = torch.full(
            (batch_size, 1), self.model.config.decoder_start_token_id, dtype=torch.long
        )
        return inputs
