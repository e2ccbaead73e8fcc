import numpy as np
import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        images = torch.rand((batch_size, 3, 4, 4), dtype=dtype_override)
        anchors = torch.full((batch_size, 6, 4), 0.5)
        stats = np.array(images)
        return images, anchors
