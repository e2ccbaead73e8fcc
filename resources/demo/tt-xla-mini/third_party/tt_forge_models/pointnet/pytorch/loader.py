# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
PointNet model loader implementation for point-cloud classification (miniature)
"""
import torch
from torch import nn

from ...base import ForgeModel
from ...config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)


class TinyPointNet(nn.Module):
    def __init__(self, num_bins=16, hidden_size=8, num_classes=5):
        super().__init__()
        self.num_bins = num_bins
        self.point_mlp = nn.Linear(3, hidden_size)
        self.bin_embedding = nn.Parameter(torch.randn(num_bins, hidden_size))
        self.classifier = nn.Linear(hidden_size, num_classes)

    def forward(self, points, sample_positions):
        # Positions in [0, 1) are bucketed into num_bins learned embeddings.
        bins = (sample_positions * self.num_bins).long()
        point_features = torch.relu(self.point_mlp(points)).max(dim=1).values
        return self.classifier(point_features + self.bin_embedding[bins].mean(dim=0))


class ModelLoader(ForgeModel):
    """PointNet model loader implementation (no variants)."""

    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="PointNet",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_POINT_CLOUD_CLS,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the PointNet model instance.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The PointNet model instance.
        """
        torch.manual_seed(0)
        model = TinyPointNet()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the PointNet model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        points = torch.rand((batch_size, 32, 3), dtype=dtype_override)
        sample_positions = torch.linspace(0.0, 0.999, steps=8, dtype=dtype_override)
        return {"points": points, "sample_positions": sample_positions}
