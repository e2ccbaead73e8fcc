# dtype= is hard-coded to float32: it becomes dtype_override (None keeps float32).
import torch


class ModelLoader:
    def load_inputs(self, dtype_override=None, batch_size=1):
        ids = torch.randint(0, 10, (batch_size, 4))
        scale = torch.ones((batch_size, 4), dtype=torch.float32)
        return {"ids": ids, "scale": scale}
