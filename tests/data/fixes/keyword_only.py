# dtype_override is keyword-only; the call already has keyword arguments.
import torch


class ModelLoader:
    def load_inputs(self, *, dtype_override=None, batch_size=1):
        noise = torch.rand(batch_size, 4, requires_grad=False)
        return {"noise": noise}
