# A .npy input assigned to a long name: the cast line is wrapped as black wraps it.
import numpy as np
import torch

FEATURES = "features.npy"


class ModelLoader:
    def load_inputs(self, dtype_override=None, batch_size=1):
        if batch_size:
            precomputed_log_mel_spectrogram_features = torch.from_numpy(np.load(FEATURES))
        return precomputed_log_mel_spectrogram_features
