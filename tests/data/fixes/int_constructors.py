# Integer constructors stay as they are; only the floating one gets dtype=.
import torch


class ModelLoader:
    def load_inputs(self, dtype_override=None, batch_size=1):
        input_ids = torch.randint(0, 100, (batch_size, 8))
        positions = torch.arange(8).expand(batch_size, -1)
        attention_mask = torch.ones((batch_size, 8), dtype=torch.long)
        bias = torch.zeros((batch_size, 8))
        return {
            "input_ids": input_ids,
            "positions": positions,
            "attention_mask": attention_mask,
            "bias": bias,
        }
