import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        scope = {"torch": torch}
        exec("values = torch.zeros((1, 4))", scope)
        values = eval("scope['values']")
        return values
