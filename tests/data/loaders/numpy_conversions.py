import numpy as np
import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def load_inputs(self, dtype_override=None, batch_size=1):
        waveform = torch.randn((batch_size, 4), dtype=dtype_override)
        peak = np.abs(waveform.numpy()).max()
        table = np.asarray([1.0, 2.0])
        copy = np.array(waveform)
        return {"input_values": waveform / float(peak)}
