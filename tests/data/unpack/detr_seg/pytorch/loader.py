# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0
# dtype-triage test fixture (issue 46 §3): tt-forge-models' detr segmentation loader in
# miniature. The forward returns transformers' DetrSegmentationOutput (the demo's
# stand-in, hf_outputs.py): class logits, boxes, masks and hidden states. Its loss
# target is pred_masks (the mask focal and dice losses), not the first or the
# conventional tensor, logits.
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
from ...hf_outputs import DetrSegmentationOutput


class TinyDetrSegmentation(nn.Module):
    def __init__(self, queries=5, classes=4, hidden=8):
        super().__init__()
        self.queries = nn.Parameter(torch.rand(queries, hidden))
        self.encoder = nn.Conv2d(3, hidden, kernel_size=1)
        self.class_head = nn.Linear(hidden, classes)
        self.box_head = nn.Linear(hidden, 4)

    def forward(self, pixel_values):
        features = torch.relu(self.encoder(pixel_values))  # (B, H, h, w)
        pooled = features.flatten(2).mean(-1)  # (B, H)
        decoded = self.queries.unsqueeze(0) + pooled.unsqueeze(1)  # (B, Q, H)
        masks = torch.einsum("bqh,bhxy->bqxy", decoded, features)
        return DetrSegmentationOutput(
            logits=self.class_head(decoded),
            pred_boxes=self.box_head(decoded).sigmoid(),
            pred_masks=masks,
            last_hidden_state=decoded,
        )


class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="DetrSegmentation",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_IMAGE_SEG,
            source=ModelSource.HUGGING_FACE,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = TinyDetrSegmentation()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        torch.manual_seed(0)
        return torch.rand((batch_size, 3, 8, 8), dtype=dtype_override)
