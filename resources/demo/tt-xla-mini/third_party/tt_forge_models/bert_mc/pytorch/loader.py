# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
BERT model loader implementation for multiple choice (a miniature BERT
returning transformers' MultipleChoiceModelOutput)
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
from ...hf_outputs import MultipleChoiceModelOutput

class TinyBertForMultipleChoice(nn.Module):
    def __init__(self, vocab_size=32, hidden_size=16):
        super().__init__()
        self.embeddings = nn.Embedding(vocab_size, hidden_size)
        self.encoder = nn.Linear(hidden_size, hidden_size)
        self.classifier = nn.Linear(hidden_size, 1)

    def forward(self, input_ids, attention_mask):
        num_choices = input_ids.shape[1]
        embedded = self.embeddings(input_ids.flatten(0, 1))
        mask = attention_mask.flatten(0, 1).unsqueeze(-1).to(embedded.dtype)
        hidden = torch.tanh(self.encoder(embedded)) * mask
        pooled = hidden.sum(1) / mask.sum(1)
        logits = self.classifier(pooled).view(-1, num_choices)
        return MultipleChoiceModelOutput(logits=logits, hidden_states=(embedded, hidden))


class ModelVariant(StrEnum):
    """Available BERT model variants."""

    TINY = "Tiny"


class ModelLoader(ForgeModel):
    """BERT model loader implementation."""

    _VARIANTS = {
        ModelVariant.TINY: ModelConfig(
            pretrained_model_name="prajjwal1/bert-tiny",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.TINY

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="BERT",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.NLP_MULTI_CHOICE,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the BERT model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The BERT model instance.
        """
        torch.manual_seed(0)
        model = TinyBertForMultipleChoice()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the BERT model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        input_ids = torch.randint(0, 32, (batch_size, 3, 6))
        attention_mask = torch.ones((batch_size, 3, 6), dtype=torch.int64)
        return {"input_ids": input_ids, "attention_mask": attention_mask}
