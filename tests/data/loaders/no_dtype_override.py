import torch


class ModelLoader:
    def load_model(self):
        return torch.nn.Linear(4, 4)

    def load_inputs(self, batch_size=1):
        values = torch.zeros((batch_size, 4))
        return values
