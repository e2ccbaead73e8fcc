import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        dtype = dtype_override or torch.float32
        values = torch.zeros((batch_size, 4), dtype=dtype)
        noise = torch.randn((batch_size, 4)).to(dtype)
        return {"values": values, "noise": noise}
