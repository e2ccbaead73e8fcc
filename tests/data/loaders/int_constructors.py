import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Embedding(16, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        input_ids = torch.randint(0, 16, (batch_size, 8))
        positions = torch.arange(10)
        labels = torch.tensor([1, 2])
        mask = torch.zeros((batch_size, 8), dtype=torch.long)
        fill = torch.full((batch_size, 8), 3)
        return {
            "input_ids": input_ids,
            "positions": positions,
            "labels": labels,
            "mask": mask,
            "fill": fill,
        }
