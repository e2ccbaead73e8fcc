"""dtype-triage: the forward-output probe of one tt-forge-models loader (the
unpack_forward_output family; tt-xla's triage-unpack-forward-output skill, step 3).

A fixed script: nothing in it is ever built from user data. The job is probe_runtime's
(``--job '<json>'`` or ``--job-file PATH``; checkout, loader or model_path,
variant, kwargs, seed, threads), and the events are probe_runtime's too where they
mean the same (hello, phase_start, phase_result, setup_failed, done).

The model is run as the runner runs a training test: ``dtype_override=
torch.bfloat16`` to load_model and load_inputs, ``model.train()`` before the
inputs are made, the job's kwargs (the runner's batch size) to load_inputs, the
forward. Then, with the output in hand:

- ``output_tree``: its structure, class names included (a transformers
  ``ModelOutput`` is an OrderedDict; its class is what the registry is keyed by),
  keys, attributes, tensors with shape and dtype, nesting;
- ``unpack_handler``: which ``unpack_forward_output`` applies -- the loader's own
  override, the registry entry of the output's class (and the attribute it
  reads), or none;
- ``unpack_result``: what it returns, or what it raised.

When the BFLOAT16 forward fails, a FLOAT32 phase (no dtype_override) runs the
same steps: a forward that fails in float32 too is not this family's problem.

The warm worker (probe_worker.py) loads this module in the forked child of each
job whose "probe" is "forward" and calls ``run``, so module level only imports.
"""

import dataclasses
import inspect
import os
import random
import sys
import typing

# probe_runtime.py, which every probe shares, sits at the scripts' root, two folders up
# (the warm worker has it on sys.path already; a cold run starts here).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import probe_runtime  # noqa: E402 -- after the path it is found on
from probe_runtime import StageError, emit, say, staged  # noqa: E402

torch = probe_runtime.torch

# The tree stops here; deeper or longer parts are counted, not listed.
MAX_DEPTH = 8
MAX_ITEMS = 48
# The one the loaders register in: their `from ...training_utils import` under the
# runner's tt_forge_models package (probe_runtime.import_as_runner).
TRAINING_UTILS = "tt_forge_models.training_utils"


# ------------------------------------------------------------------ the tree


def tensor_node(value):
    return {
        "kind": "tensor",
        "shape": list(value.shape),
        "dtype": str(value.dtype),
        "requires_grad": bool(value.requires_grad),
    }


def literal_of(key):
    return repr(key) if type(key) in (str, int, bool, type(None)) else None


def child_nodes(pairs, depth):
    """[{"key": ..., "literal": ..., "value": node}] for the first MAX_ITEMS pairs;
    "literal" is the key as Python source (its repr), what code that reads the
    entry must subscript with; None for a key no fix writes (a tuple, a float, an
    enum, a numpy int: only a str, int, bool or None is read back as a constant)."""
    pairs = list(pairs)
    nodes = [
        {"key": str(k), "literal": literal_of(k), "value": node_of(v, depth + 1)}
        for k, v in pairs[:MAX_ITEMS]
    ]
    return nodes, max(0, len(pairs) - MAX_ITEMS)


def public_attributes(value):
    """An object's own fields that are not callables or private (a dataclass, a plain class)."""
    fields = getattr(value, "__dict__", None) or {}
    return [(k, v) for k, v in fields.items() if not k.startswith("_") and not callable(v)]


def node_of(value, depth=0):
    """The structure of `value` as plain JSON values."""
    cls = type(value).__name__
    if torch is not None and isinstance(value, torch.Tensor):
        return tensor_node(value)
    if value is None:
        return {"kind": "none", "class": "NoneType"}
    if depth >= MAX_DEPTH:
        return {"kind": "truncated", "class": cls}
    if isinstance(value, dict):
        entries, more = child_nodes(value.items(), depth)
        return {"kind": "mapping", "class": cls, "entries": entries, "more": more}
    if isinstance(value, tuple) and hasattr(type(value), "_fields"):
        # A namedtuple: a class of its own (a registry key), its fields read by name.
        entries, more = child_nodes(zip(type(value)._fields, value), depth)
        return {"kind": "sequence", "class": cls, "entries": entries, "more": more}
    if isinstance(value, (list, tuple)):
        entries, more = child_nodes(enumerate(value), depth)
        return {"kind": "sequence", "class": cls, "entries": entries, "more": more}
    if isinstance(value, (bool, int, float, str, bytes)):
        return {"kind": "value", "class": cls, "repr": repr(value)[:80]}
    entries, more = child_nodes(public_attributes(value), depth)
    return {"kind": "object", "class": cls, "entries": entries, "more": more}


def tree_lines(node, label="", indent=""):
    """The tree for people, one line a node: what the skill's script prints."""
    head = f"{indent}{label}" if label else indent
    kind = node["kind"]
    if kind == "tensor":
        shape = ", ".join(str(d) for d in node["shape"])
        yield f"{head}Tensor ({shape}) {node['dtype']}"
        return
    if kind in ("mapping", "sequence", "object"):
        yield f"{head}{node['class']} of {len(node['entries']) + node['more']}:"
        for entry in node["entries"]:
            key = entry["key"]
            name = f"[{key}] " if kind == "sequence" else f"{key}: "
            yield from tree_lines(entry["value"], name, indent + "  ")
        if node["more"]:
            yield f"{indent}  ... {node['more']} more"
        return
    yield f"{head}{node.get('repr', node['class'])}"


# ------------------------------------------------------------------ the handler


def defining_class(loader, name):
    for cls in type(loader).__mro__:
        if name in vars(cls):
            return cls
    return None


def registry():
    """training_utils' handler registry, or None when the checkout has none."""
    try:
        module = __import__(TRAINING_UTILS, fromlist=["_HANDLER_REGISTRY"])
    except ImportError:
        return None
    return getattr(module, "_HANDLER_REGISTRY", None)


def registered_attribute(handler):
    """The attribute an ``_register_attr`` handler reads; None for another handler."""
    try:
        return inspect.getclosurevars(handler).nonlocals.get("attr")
    except TypeError:
        return None


def handler_of(loader, output, checkout):
    """Which unpack_forward_output applies to `output`, as the event reports it."""
    owner = defining_class(loader, "unpack_forward_output")
    cls_name = type(output).__name__
    handlers = registry()
    found = {"class": cls_name, "registry_available": handlers is not None}
    if owner is not None and owner.__module__.endswith(".loader"):
        method = vars(owner)["unpack_forward_output"]
        code = getattr(method, "__code__", None)
        found.update(kind="override", owner=owner.__qualname__)
        if code is not None:
            found.update(
                file=os.path.relpath(os.path.realpath(code.co_filename), os.path.realpath(checkout)),
                line=code.co_firstlineno,
            )
        return found
    if torch is not None and isinstance(output, torch.Tensor):
        found.update(kind="tensor")
        return found
    if handlers is not None and cls_name in handlers:
        attribute = registered_attribute(handlers[cls_name])
        found.update(kind="registry", attribute=attribute)
        if attribute is not None and hasattr(output, attribute):
            found["attribute_value"] = node_of(getattr(output, attribute), MAX_DEPTH - 2)
        return found
    found.update(kind="none")
    return found


# ------------------------------------------------------------------ one phase


def forward_output(loader_class, variant, dtype, job):
    """The loader, and the forward's output, as the runner makes them in training."""
    seed = int(job.get("seed", 0))
    torch.manual_seed(seed)
    random.seed(seed)
    by_variant = {} if variant is None else {"variant": variant}
    loader = staged("init", loader_class, **by_variant)
    model = staged("load_model", loader.load_model, **probe_runtime.call_kwargs(loader.load_model, dtype, {}))
    staged("train", model.train)
    inputs = staged(
        "load_inputs",
        loader.load_inputs,
        **probe_runtime.call_kwargs(loader.load_inputs, dtype, job.get("kwargs") or {}),
    )
    return loader, model, staged("forward", probe_runtime.forward, model, inputs)


# ------------------------------------------------------------------ a tuple's fields


def annotated_output_class(model):
    """The ModelOutput dataclass the model's forward is annotated to return:
    transformers writes ``-> Union[Tuple, SiglipOutput]`` (or ``-> SiglipOutput``
    under ``can_return_tuple``). None when it names none."""
    forward = getattr(type(model), "forward", None)
    try:
        annotation = typing.get_type_hints(forward).get("return")
    except Exception:  # noqa: BLE001 -- a forward reference the module cannot resolve
        annotation = getattr(forward, "__annotations__", {}).get("return")
    for candidate in typing.get_args(annotation) or (annotation,):
        if isinstance(candidate, type) and dataclasses.is_dataclass(candidate) and hasattr(candidate, "to_tuple"):
            return candidate
    return None


def tuple_fields(model, output):
    """{"fields_of", "position_names"} for a plain tuple that is a ModelOutput's
    ``return_dict=False`` form: its fields in order, less a leading ``loss`` that is
    absent (no labels: the first position is no scalar). None when unsure."""
    if type(output) is not tuple or not output:
        return None
    cls = annotated_output_class(model)
    if cls is None:
        return None
    names = [field.name for field in dataclasses.fields(cls)]
    first_is_loss = isinstance(output[0], torch.Tensor) and output[0].dim() == 0
    if names[:1] == ["loss"] and len(output) == len(names) - 1 and not first_is_loss:
        names = names[1:]
    if len(names) != len(output):
        return None
    return {"fields_of": cls.__name__, "position_names": names}



def report_output(loader, model, output, job):
    tree = node_of(output)
    try:
        tree.update(tuple_fields(model, output) or {})
    except Exception as error:  # noqa: BLE001 -- an odd annotation names nothing; the tree stands
        say(f"the tuple's fields were not read -- {type(error).__name__}: {error}")
    if "fields_of" in tree:
        say(f"The tuple holds {tree['fields_of']}'s fields: {', '.join(tree['position_names'])}")
    say("Forward output structure:")
    for line in tree_lines(tree):
        say(f"  {line}")
    say(f"OUTPUT_CLASS: {type(output).__name__}")
    emit("output_tree", tree=tree)
    handler = handler_of(loader, output, job["checkout"])
    say(f"unpack_forward_output: {handler['kind']}")
    emit("unpack_handler", **handler)
    try:
        unpacked = loader.unpack_forward_output(output)
    except Exception as error:  # noqa: BLE001 -- the loader's error is the finding
        say(f"unpack_forward_output raised -- {type(error).__name__}: {error}")
        emit(
            "unpack_result",
            ok=False,
            error_type=type(error).__name__,
            message=probe_runtime.message_of(error),
            frames=probe_runtime.frames_of(error, job["checkout"]),
        )
        return
    is_tensor = isinstance(unpacked, torch.Tensor)
    say(f"unpack_forward_output returned {type(unpacked).__name__}")
    emit("unpack_result", ok=is_tensor, returned=node_of(unpacked, MAX_DEPTH - 2))


def run_phase(phase, dtype, loader_class, variant, job):
    """True when the forward produced an output (reported); False when it failed."""
    say(f"\n===== {phase} (dtype_override={dtype}) =====")
    emit("phase_start", phase=phase, dtype=str(dtype) if dtype is not None else None)
    try:
        loader, model, output = forward_output(loader_class, variant, dtype, job)
    except StageError as wrapped:
        error = wrapped.error
        say(f"{phase}: FAILED -- {type(error).__name__}: {error}")
        probe_runtime.print_traceback(error)
        emit(
            "phase_result",
            phase=phase,
            ok=False,
            stage=wrapped.stage,
            error_type=type(error).__name__,
            message=probe_runtime.message_of(error),
            frames=probe_runtime.frames_of(error, job["checkout"]),
        )
        return False
    say(f"{phase}: forward OK")
    emit("phase_result", phase=phase, ok=True)
    try:
        report_output(loader, model, output, job)
    except Exception as error:  # noqa: BLE001 -- an odd output must not end the probe unreported
        say(f"reading the output failed -- {type(error).__name__}: {error}")
        emit("unpack_result", ok=False, error_type=type(error).__name__, message=probe_runtime.message_of(error))
    return True


# ------------------------------------------------------------------ main


def steps(loader_class, variant, job):
    probe_runtime.describe_kwargs(loader_class, job)
    if not run_phase("BFLOAT16", torch.bfloat16, loader_class, variant, job):
        run_phase("FLOAT32", None, loader_class, variant, job)


# The warm worker calls run(job) in a forked child; main(argv) runs it cold.
run_job, run, main = probe_runtime.family_probe("forward", steps)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
