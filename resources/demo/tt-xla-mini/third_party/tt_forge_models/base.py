# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""Base class for model loaders.

This module provides the ForgeModel base class with common functionality
for loading models, inputs, etc.
"""
from abc import ABC, abstractmethod
from typing import Any, Dict, Optional

import torch

from .config import ModelConfig, ModelInfo
from .training_utils import unpack_forward_output


class ForgeModel(ABC):
    """Base class for all TT-Forge model loaders."""

    # Overridden by subclasses to define available model variants.
    # Format: {ModelVariant.X: ModelConfig(...), ...}
    _VARIANTS: Dict[str, ModelConfig] = {}  # Empty for models without variants
    DEFAULT_VARIANT = None

    def __init__(self, variant=None):
        """Initialize a ForgeModel instance.

        Args:
            variant: Optional variant to use. If None, DEFAULT_VARIANT is used.
        """
        self._variant = self._validate_variant(variant)
        self._variant_config = self.get_variant_config(variant)

    @classmethod
    def query_available_variants(cls):
        """Returns a dictionary of available model variants and their configs.

        Returns:
            dict: variant enum member -> its ModelConfig, or an empty dict for
            models without variants.
        """
        if not cls._VARIANTS:
            return {}
        return cls._VARIANTS

    @classmethod
    def _validate_variant(cls, variant=None):
        """Validates and returns the variant to use (None for models without variants).

        Raises:
            ValueError: If the specified variant doesn't exist.
        """
        if not cls._VARIANTS:
            return None
        if variant is None:
            variant = cls.DEFAULT_VARIANT
        if variant not in cls._VARIANTS:
            valid_variants = [str(v) for v in cls._VARIANTS.keys()]
            raise ValueError(
                f"Invalid variant '{variant}'. Available variants: {valid_variants}"
            )
        return variant

    @classmethod
    def get_variant_config(cls, variant=None) -> Optional[ModelConfig]:
        """Get configuration for a specific variant after validation."""
        variant = cls._validate_variant(variant)
        if variant is None:
            return None
        return cls._VARIANTS[variant]

    @classmethod
    def get_model_info(cls, variant=None) -> ModelInfo:
        """Get model information for dashboard and metrics reporting."""
        variant = cls._validate_variant(variant)
        return cls._get_model_info(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        raise NotImplementedError("Subclasses must implement _get_model_info")

    @abstractmethod
    def load_model(self, **kwargs):
        """Load and return the model instance using this instance's variant."""

    @abstractmethod
    def load_inputs(self, **kwargs):
        """Load and return sample inputs for the model using this instance's variant."""

    def unpack_forward_output(self, fwd_output: Any) -> torch.Tensor:
        """Unpack the forward pass's output for the backward pass.

        Called in training mode only, after the forward pass and before the
        backward pass. The default looks the output's class up in the handler
        registry of training_utils; a loader whose forward returns something the
        registry cannot unpack into one tensor overrides this.

        Args:
            fwd_output: Output from the forward pass

        Returns:
            torch.Tensor: Tensor that can be fed to the backward pass
        """
        return unpack_forward_output(fwd_output)
