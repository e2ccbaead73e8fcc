import functools

import torch


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


class ModelLoader:
    @traced
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    @torch.no_grad()
    @traced
    def load_inputs(self, dtype_override=None, batch_size=1):
        values = torch.ones((batch_size, 4))
        return values
