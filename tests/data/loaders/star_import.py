from torch import *
from ...config import *


class ModelLoader:
    def load_model(self, dtype_override=None):
        return nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        values = zeros((batch_size, 4))
        return values
