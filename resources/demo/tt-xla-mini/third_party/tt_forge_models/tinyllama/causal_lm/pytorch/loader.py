# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
TinyLlama model loader implementation for causal language modeling (miniature)
"""
import math
import torch
from torch import nn
from dataclasses import dataclass

from ....base import ForgeModel
from ....config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)


@dataclass
class LlamaConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    seq_len: int = 8


@dataclass
class CausalLMOutput:
    logits: torch.Tensor


class TinyLlamaForCausalLM(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        # Rotary-style frequencies, one per hidden channel.
        inv_freq = 1.0 / (
            10000 ** (torch.arange(config.hidden_size) / config.hidden_size)
        )
        self.inv_freq = nn.Parameter(inv_freq.reshape(1, 1, -1), requires_grad=False)
        self.mlp = nn.Linear(config.hidden_size, config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, position_ids):
        hidden = self.embed_tokens(input_ids)
        # (batch, seq, 1) @ (1, 1, hidden): the outer product positions x frequencies
        freqs = position_ids @ self.inv_freq.expand(position_ids.shape[0], -1, -1)
        hidden = hidden * torch.cos(freqs) + torch.sin(freqs) / math.sqrt(2.0)
        hidden = hidden + torch.nn.functional.silu(self.mlp(hidden))
        return CausalLMOutput(logits=self.lm_head(hidden))


class ModelLoader(ForgeModel):
    """TinyLlama model loader implementation for causal LM tasks (no variants)."""

    def __init__(self, variant=None):
        super().__init__(variant)
        self.config = LlamaConfig()

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="TinyLlama",
            variant=variant,
            group=ModelGroup.RED,
            task=ModelTask.NLP_CAUSAL_LM,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the TinyLlama model instance.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The TinyLlama model instance.
        """
        torch.manual_seed(0)
        model = TinyLlamaForCausalLM(self.config)
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the TinyLlama model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        input_ids = torch.randint(0, self.config.vocab_size, (batch_size, 8))
        position_ids = torch.arange(0.0, self.config.seq_len).reshape(1, -1, 1)
        position_ids = position_ids.expand(batch_size, -1, -1)
        return {"input_ids": input_ids, "position_ids": position_ids}
