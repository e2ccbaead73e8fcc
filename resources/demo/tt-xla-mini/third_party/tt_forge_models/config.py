# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
Configuration classes for ForgeModel implementations
"""
from dataclasses import dataclass
from enum import Enum
from typing import Optional


class StrEnum(Enum):
    """Enum with string representation matching its value"""

    def __str__(self) -> str:
        return self.value


class ModelGroup(StrEnum):
    """Model groups for categorization and reporting"""

    GENERALITY = "generality"
    RED = "red"
    PRIORITY = "priority"


class ModelTask(StrEnum):
    """Classification of tasks models can perform."""

    NLP_CAUSAL_LM = "nlp_causal_lm"
    NLP_MULTI_CHOICE = "nlp_multi_choice"
    NLP_TEXT_GEN = "nlp_text_gen"
    AUDIO_CLS = "audio_cls"
    AUDIO_ASR = "audio_asr"
    CV_IMAGE_CLS = "cv_image_cls"
    CV_IMAGE_SEG = "cv_image_seg"
    CV_OBJECT_DET = "cv_object_det"
    CV_IMAGE_FE = "cv_image_fe"
    CV_POINT_CLOUD_CLS = "cv_point_cloud_cls"
    CV_IMAGE_TO_TEXT = "cv_image_to_text"
    MM_TTS = "mm_tts"


class ModelSource(StrEnum):
    """Where the model was sourced from"""

    HUGGING_FACE = "huggingface"
    TORCH_HUB = "torch_hub"
    CUSTOM = "custom"
    TORCHVISION = "torchvision"
    TIMM = "timm"
    TORCH_XRAY_VISION = "torchxrayvision"
    GITHUB = "github"


class Framework(StrEnum):
    """Framework the model is implemented in"""

    JAX = "jax"
    TORCH = "pytorch"
    NUMPY = "numpy"
    ONNX = "onnx"


class Parallelism(StrEnum):
    """Multi-device parallelism strategy the model is using."""

    SINGLE_DEVICE = "single_device"
    DATA_PARALLEL = "data_parallel"
    TENSOR_PARALLEL = "tensor_parallel"


@dataclass(frozen=True)
class ModelInfo:
    """
    Dashboard/reporting metadata about a model.
    Used for categorization and metrics tracking.
    """

    model: str
    variant: Optional[StrEnum]
    group: ModelGroup
    task: ModelTask
    source: ModelSource
    framework: Framework

    @property
    def name(self) -> str:
        """Generate a standardized model identifier"""
        return f"{self.framework}_{self.model}_{self.variant}_{self.task}_{self.source}"

    def to_report_dict(self) -> dict:
        """Represents self as dict suitable for pytest reporting pipeline."""
        return {
            "task": str(self.task),
            "source": str(self.source),
            "framework": str(self.framework),
            "model_arch": self.model,
            "variant_name": str(self.variant),
        }


@dataclass
class ModelConfig:
    """
    Base configuration for model variants.
    Contains common configuration parameters that apply across model types.
    """

    pretrained_model_name: str
