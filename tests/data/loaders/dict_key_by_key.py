import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        inputs = {}
        inputs["input_ids"] = torch.randint(0, 10, (batch_size, 4))
        boxes = torch.ones((batch_size, 4))
        inputs["boxes"] = boxes
        extra = dict(scale=torch.rand((batch_size, 1), dtype=dtype_override))
        inputs.update(extra)
        return inputs
