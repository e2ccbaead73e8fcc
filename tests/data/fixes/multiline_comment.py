# A multi-line call without a trailing comma, its argument carrying a comment.
import torch


class ModelLoader:
    def load_inputs(self, dtype_override=None, batch_size=1):
        grid = torch.zeros(
            (batch_size, 3, 16, 16)  # NCHW, like the real processor's output
        )
        return {"grid": grid}
