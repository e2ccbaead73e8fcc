# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
SpeechT5 model loader implementation for text-to-speech tasks
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
from .src.model import SpeechT5Config, SpeechT5ForTextToSpeech, SpeechT5Processor


class ModelVariant(StrEnum):
    """Available SpeechT5 model variants."""

    TTS = "Tts"


class ModelLoader(ForgeModel):
    """SpeechT5 model loader implementation for text-to-speech tasks."""

    # Dictionary of available model variants
    _VARIANTS = {
        ModelVariant.TTS: ModelConfig(
            pretrained_model_name="microsoft/speecht5_tts",
        ),
    }

    # Default variant to use
    DEFAULT_VARIANT = ModelVariant.TTS

    # Shared configuration parameters
    sample_text = "Hello, my dog is cute."

    def __init__(self, variant: Optional[ModelVariant] = None):
        """Initialize ModelLoader with specified variant.

        Args:
            variant: Optional ModelVariant specifying which variant to use.
                     If None, DEFAULT_VARIANT is used.
        """
        super().__init__(variant)
        self.processor = None
        self.model = None

    @classmethod
    def _get_model_info(cls, variant: Optional[ModelVariant] = None) -> ModelInfo:
        """Implementation method for getting model info with validated variant.

        Args:
            variant: Optional ModelVariant specifying which variant to use.
                     If None, DEFAULT_VARIANT is used.

        Returns:
            ModelInfo: Information about the model and variant
        """
        return ModelInfo(
            model="SpeechT5",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.MM_TTS,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def _load_processor(self):
        """Load processor for the current variant."""
        self.processor = SpeechT5Processor()
        return self.processor

    def load_model(self, dtype_override=None):
        """Load and return the SpeechT5 model instance for this instance's variant.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.
                           If not provided, the model will use its default dtype (typically float32).

        Returns:
            torch.nn.Module: The SpeechT5 model instance for text-to-speech.
        """
        if self.processor is None:
            self._load_processor()

        torch.manual_seed(0)
        model = SpeechT5ForTextToSpeech(SpeechT5Config())
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        self.model = model

        return model

    def load_inputs(self, dtype_override=None):
        """Load and return sample inputs for the SpeechT5 model with this instance's variant settings.

        Args:
            dtype_override: Optional torch.dtype to override the model inputs' default dtype.

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        # Ensure processor is initialized
        if self.processor is None:
            self._load_processor()

        # Create tokenized inputs
        model_inputs = self.processor(text=self.sample_text, return_tensors="pt")

        decoder_input_values = torch.zeros(
            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override
        )

        # Return inputs as a dictionary
        inputs = {
            "input_ids": model_inputs["input_ids"],
            "attention_mask": model_inputs["attention_mask"],
            "decoder_input_values": decoder_input_values,
        }

        return inputs

    def unpack_forward_output(self, fwd_output):
        """The training target is the predicted spectrogram."""
        return fwd_output.spectrogram
