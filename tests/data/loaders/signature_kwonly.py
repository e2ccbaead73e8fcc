import torch


class ModelLoader:
    def load_model(self, dtype_override=None, **kwargs):
        return torch.nn.Linear(2, 2).to(dtype_override)

    def load_inputs(self, *, dtype_override=None, batch_size=1, seq_len=8, **kwargs):
        values = torch.ones((batch_size, seq_len))
        return values
