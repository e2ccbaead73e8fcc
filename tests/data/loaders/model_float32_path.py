import numpy as np
import torch


class ModelLoader:
    """densenet's form (tt-forge-models): the model is cast except for one source,
    whose input is made float32 under the opposite test; the other source's input
    is a bfloat16 candidate like any other."""

    def load_model(self, *, dtype_override=None, **kwargs):
        source = self._variant_config.source
        model = torch.nn.Linear(4, 4)
        if dtype_override is not None and source != ModelSource.TORCH_XRAY_VISION:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        source = self._variant_config.source
        if source == ModelSource.TORCH_XRAY_VISION:
            inputs = torch.from_numpy(np.zeros((1, 4)))
            inputs = inputs.to(torch.float32)
            return inputs
        return torch.zeros((batch_size, 4))
