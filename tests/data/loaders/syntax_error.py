import torch


class ModelLoader:
    def load_inputs(self, dtype_override=None:
        return torch.zeros(2)
