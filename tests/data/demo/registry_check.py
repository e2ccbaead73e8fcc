# A fixed check of the demo's training_utils.py against tt-forge-models' own
# behaviour (the same registry, the same messages to the letter), and of the
# default ForgeModel.unpack_forward_output asking it. Prints OK or the first
# difference. Run from a copy of the demo checkout's root (tst_demopytest).
import os
import sys

sys.path.insert(0, os.getcwd())  # as `python -c` would: the checkout's root first

import torch  # noqa: E402
from third_party.tt_forge_models import training_utils as tu  # noqa: E402
from third_party.tt_forge_models.base import ForgeModel  # noqa: E402

def error_of(fn, *args):
    try:
        fn(*args)
    except ValueError as e:
        return str(e)
    return None

class Unregistered:
    pass

class Tupled:
    logits = (torch.ones(1), torch.ones(1))

t = torch.ones(2)
assert tu.unpack_forward_output(t) is t, "a tensor passes as it is"
assert sorted(tu._HANDLER_REGISTRY) == ["CausalLMOutput", "DetrObjectDetectionOutput", "MgpstrModelOutput"], sorted(tu._HANDLER_REGISTRY)
got = error_of(tu.unpack_forward_output, Unregistered())
want = ("No handler for class Unregistered exists in `unpack_forward_output`."
        "Register a handler or implement custom unpack_forward_output for the specific model.")
assert got == want, got
assert error_of(tu._register_attr, "CausalLMOutput", "logits") == "Handler for CausalLMOutput already exists."
tu._register_attr("Tupled", "logits")
assert error_of(tu.unpack_forward_output, Tupled()) == "Handler for Tupled did not return a torch.Tensor"
assert error_of(tu.unpack_forward_output, (t,)).startswith("No handler for class tuple exists")
assert ForgeModel.unpack_forward_output(None, t) is t
print("OK")
