# Fragments a loader fix is placed in: calls across lines, strings holding brackets.
inputs = self.processor(text=["a (b", 'c]'], return_tensors="pt",  # trailing comment
                        sampling_rate=16_000, padding=True,)
x = torch.randn(1, 3, 224, 224, dtype=torch.float32) if dtype_override is None else \
    torch.randn(1, 3, 224, 224).to(dtype_override)
msg = f"{name!r:>{width}} {value:.2e}" + rb'\d+' + B"""tri"ple
quoted""" + u'ünï' + 0x1F + 1e-5 + .5j
def load_inputs(self, dtype_override=None, *, batch_size=1) -> dict[str, "Tensor"]:
    return {k: v.to(dtype_override) for k, v in inputs.items() if v.is_floating_point()}
