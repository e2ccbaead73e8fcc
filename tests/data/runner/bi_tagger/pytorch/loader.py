# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture in the form of tt-forge-models' bi_lstm_crf/pytorch/loader.py:
# relative imports of the loaders' base and config, and of its own src package.
"""
Bi-directional tagger loader implementation
"""
import torch
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
from .src.model_utils import create_model, create_sample_input


class ModelVariant(StrEnum):
    """Available tagger variants."""

    DEFAULT = "Default"


class ModelLoader(ForgeModel):
    """Bi-directional tagger loader implementation."""

    _VARIANTS = {
        ModelVariant.DEFAULT: ModelConfig(
            pretrained_model_name="bi_tagger_default",
        ),
    }

    DEFAULT_VARIANT = ModelVariant.DEFAULT

    def __init__(self, variant: Optional[ModelVariant] = None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        return ModelInfo(
            model="BiTagger",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.NLP_TEXT_GEN,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        model = create_model(vocab_size=16, tagset_size=4)
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        return create_sample_input(batch_size)
