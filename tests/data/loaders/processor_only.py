import torch


class ModelLoader:
    def __init__(self):
        self.processor = None

    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        image = torch.rand((3, 16, 16))
        inputs = self.processor(images=image, return_tensors="pt")
        if dtype_override is not None:
            inputs["pixel_values"] = inputs["pixel_values"].to(dtype_override)
        return inputs
