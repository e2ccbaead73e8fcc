import torch


class ModelLoader:
    def load_model(self, dtype_override=None):
        return torch.nn.Linear(4, 4).to(dtype_override)

    def _make_mask(self, batch_size):
        mask = torch.ones((batch_size, 4, 4))
        return mask

    def _make_pixels(self, batch_size, dtype):
        return torch.randn((batch_size, 3, 4, 4), dtype=dtype)

    def load_inputs(self, dtype_override=None, batch_size=1):
        pixel_values = self._make_pixels(batch_size, dtype_override)
        pixel_mask = self._make_mask(batch_size)
        return {"pixel_values": pixel_values, "pixel_mask": pixel_mask}
