import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        def make(n):
            def deeper():
                return torch.zeros((n, 4))

            return deeper()

        class Local:
            scale = torch.ones(1)

        values = make(batch_size)
        return values
