# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
"""
DGCNN model loader implementation for point-cloud classification (miniature)
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


class TinyDGCNN(nn.Module):
    def __init__(self, num_neighbors=4, hidden_size=8, num_classes=5):
        super().__init__()
        self.edge_mlp = nn.Linear(6, hidden_size)
        self.neighbor_weight = nn.Parameter(torch.randn(num_neighbors))
        self.classifier = nn.Linear(hidden_size, num_classes)

    def forward(self, points, neighbor_index):
        # neighbor_index holds each point's k nearest neighbours, as indices into
        # the cloud; indices at or past the cloud's size leave it.
        neighbors = points[:, neighbor_index.long()]
        edges = torch.cat([points.unsqueeze(2).expand_as(neighbors), neighbors], dim=-1)
        features = torch.relu(self.edge_mlp(edges))
        pooled = (features * self.neighbor_weight[:, None]).sum(dim=2).max(dim=1).values
        return self.classifier(pooled)


class ModelLoader(ForgeModel):
    """DGCNN model loader implementation (no variants)."""

    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="DGCNN",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_POINT_CLOUD_CLS,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        """Load and return the DGCNN model instance.

        Args:
            dtype_override: Optional torch.dtype to override the model's default dtype.

        Returns:
            torch.nn.Module: The DGCNN model instance.
        """
        torch.manual_seed(0)
        model = TinyDGCNN()
        if dtype_override is not None:
            model = model.to(dtype_override)
        model.eval()
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        """Load and return sample inputs for the DGCNN model.

        Args:
            dtype_override: Optional torch.dtype to override the inputs' default dtype.
            batch_size: Optional batch size (default 1).

        Returns:
            dict: Input tensors that can be fed to the model.
        """
        torch.manual_seed(0)
        points = torch.rand((batch_size, 24, 3), dtype=dtype_override)
        # Each point's next four points as its neighbours, wrapped around a cloud
        # of 32 points: this one has 24.
        neighbor_index = (torch.arange(24)[:, None] + torch.arange(1, 5)) % 32
        return {"points": points, "neighbor_index": neighbor_index}
