import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(2, 2).to(dtype_override)

    def load_inputs(self, dtype_override=None):
        label, mask = "größe", torch.zeros((1, 2))
        return {"mask": mask}
