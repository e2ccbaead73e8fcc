"""dtype-triage: what every CPU probe of a tt-forge-models loader runs on.

Each failure family's probe (resources/python/families/<id>/: the bfloat16
family's repro, the unpack family's forward probe, the inputs family's training
step) is a fixed script that imports this module: nothing in it is ever built
from user data. The job arrives as JSON (``--job '<json>'`` or ``--job-file PATH``)::

    {"checkout": "/abs/tt-xla",                    # root: sys.path[0] and cwd
     "loader": "third_party/tt_forge_models/speecht5/pytorch/loader.py",
     "model_path": "speecht5/pytorch",            # alternative to "loader"
     "variant": "Tts",                            # "" -> ModelLoader()
     "kwargs": {"batch_size": 2},                 # to load_inputs, when its signature takes them
     "kwargs_source": {"batch_size": "..."},      # why each is passed, for the header
     "loader_source": "...",                      # optional: an edit's text, imported in the file's place
     "import_only": true,                         # optional: stop once the loader imported
     "seed": 0, "threads": 0}                     # threads 0: torch's default

Here: the event protocol (one event a line, ``@dtriage {"event": ...}``,
interleaved with the skills' human-readable lines; every line flushed), the
greeting, the loader imported as tt-xla's runner imports it, the runner's calls
(forward, backward) and stages, tracebacks, and the entry points a family's
probe gets from ``family_probe``.

The warm worker (probe_worker.py) imports this module once and runs a probe's
``run`` in a forked child per job, so module level only imports.
"""

import importlib.util
import inspect
from collections.abc import Mapping
import json
import unicodedata
import os
import sys
import traceback

try:
    import torch
except (
    ImportError
) as missing:  # reported as an event by main(), not as a bare traceback
    torch = None
    TORCH_IMPORT_ERROR = missing

EVENT_PREFIX = "@dtriage "
PROTOCOL = 1
LOADERS_DIR = os.path.join("third_party", "tt_forge_models")
# Where a phase can fail; "import"/"variant"/"job" fail the whole run (setup_failed).
STAGES = ("init", "load_model", "load_inputs", "forward", "unpack", "backward")
# Event lines stay well below the 64 KiB a reader takes as one line: a RecursionError
# has ~1000 frames, and some messages embed whole tensors.
MAX_FRAMES = 60
MAX_MESSAGE = 16000


class StageError(Exception):
    """Wraps the loader's exception with the step that raised it."""

    def __init__(self, stage, error):
        super().__init__(stage)
        self.stage = stage
        self.error = error


# ------------------------------------------------------------------ output


def emit(event, **fields):
    fields = {"event": event, **fields}
    # JSON escapes what it must; say()'s escaping would break it (a "\\xa0" is no JSON).
    print(EVENT_PREFIX + json.dumps(fields, ensure_ascii=False, default=str), flush=True)


def say(line=""):
    # What a model names (a dict key, a class) may hold a NUL, an escape sequence or
    # a line separator: shown escaped, as repr() does, so no log or terminal is
    # garbled by it. Other text (a non-breaking space) is left as written.
    line = str(line)
    if not line.isprintable():
        line = "".join(repr(c)[1:-1] if c not in "\n\t" and unicodedata.category(c) in ("Cc", "Zl", "Zp") else c
                       for c in line)
    print(line, flush=True)


# ------------------------------------------------------------------ the job


def read_job(argv):
    """The job dict from argv; never evaluated, only parsed as JSON."""
    if len(argv) >= 2 and argv[0] == "--job":
        return json.loads(argv[1])
    if len(argv) >= 2 and argv[0] == "--job-file":
        with open(argv[1], encoding="utf-8") as f:
            return json.load(f)
    return json.loads(sys.stdin.read())


def model_path_of(job):
    """The loader's folder below the loaders root: "speecht5/pytorch"."""
    model_path = job.get("model_path") or ""
    if not model_path:
        rel = os.path.normpath(job["loader"])
        prefix = LOADERS_DIR + os.sep
        if rel.startswith(prefix):
            rel = rel[len(prefix) :]
        model_path = os.path.dirname(rel)
    return "/".join(p for p in model_path.replace(os.sep, "/").split("/") if p)


def models_root_as_runner(checkout):
    """tt-xla's DynamicLoader.get_models_root (tests/runner/utils/dynamic_loader.py):
    the module third_party.tt_forge_models as Python finds it from the checkout
    root, else that path under the root."""
    module_name = "third_party.tt_forge_models"
    spec = importlib.util.find_spec(module_name)
    if spec:
        if spec.submodule_search_locations:
            return spec.submodule_search_locations[0]
        elif spec.origin:
            return os.path.dirname(os.path.abspath(spec.origin))
    return os.path.join(checkout, *module_name.split("."))


def import_as_runner(checkout, model_path, source=None):
    """The loader imported exactly as tt-xla's runner imports it, step by step as
    tests/runner/utils/dynamic_loader.py does (setup_models_path, then
    import_loader_module): the models root first on sys.path -- so a loader's
    `import <name>` finds a model folder of that name before an installed package,
    as the runner's does ("cannot import name ... (unknown location)") -- then its
    parent, then loader.py executed by its file path with __package__
    tt_forge_models.<path>, kept in sys.modules under the runner's dashed key. The
    tt_forge_models package is the real one (its __init__.py runs), and so is every
    package a relative import of the loader reaches, as in the runner. With `source`
    (an edit not yet written) that text runs in place of the file's, under the file's
    name and package: the edit imported as the runner would import it."""
    models_root = models_root_as_runner(checkout)
    # DynamicLoader.setup_models_path
    if models_root not in sys.path:
        sys.path.insert(0, models_root)
    loader_path = os.path.join(models_root, *model_path.split("/"), "loader.py")
    # DynamicLoader.import_loader_module
    models_parent = os.path.dirname(models_root)
    if models_parent not in sys.path:
        sys.path.insert(0, models_parent)
    rel_path = os.path.relpath(loader_path, models_root)
    rel_path_without_ext = rel_path.replace(".py", "")
    module_path = "tt-forge-models." + rel_path_without_ext.replace(os.sep, ".")
    loader_dir = os.path.dirname(loader_path)
    package_name = "tt_forge_models." + os.path.relpath(
        loader_dir, models_root
    ).replace(os.sep, ".")
    module_stem = os.path.splitext(os.path.basename(loader_path))[0]
    spec = importlib.util.spec_from_file_location(
        package_name + "." + module_stem, location=loader_path
    )
    module = importlib.util.module_from_spec(spec)
    module.__package__ = package_name
    sys.modules[module_path] = module
    if source is None:
        spec.loader.exec_module(module)
    else:
        exec(compile(source, loader_path, "exec"), module.__dict__)
    return module


def resolve_variant(loader_class, value):
    """The variant object whose value is ``value``; None for loaders without variants."""
    if not value:
        return None
    available = loader_class.query_available_variants() or {}
    for variant in available:
        if getattr(variant, "value", variant) == value or str(variant) == value:
            return variant
    names = ", ".join(str(getattr(v, "value", v)) for v in available) or "none"
    raise ValueError(f"unknown variant {value!r}; the loader has: {names}")


# ------------------------------------------------------------------ tracebacks


def frames_of(error, checkout):
    """Traceback frames outermost first, without the probe scripts' own frames
    (this module's and every family probe's: they sit in this folder or below)."""
    loaders = os.path.join(os.path.realpath(checkout), LOADERS_DIR) + os.sep
    scripts = os.path.dirname(os.path.realpath(__file__)) + os.sep
    frames = []
    for frame in traceback.extract_tb(error.__traceback__):
        path = (
            os.path.realpath(frame.filename)
            if os.path.isabs(frame.filename)
            else frame.filename
        )
        if path.startswith(scripts):
            continue
        frames.append(
            {
                "file": frame.filename,
                "line": frame.lineno or 0,
                "function": frame.name,
                "text": (frame.line or "").strip(),
                "in_loaders": path.startswith(loaders),
            }
        )
    if isinstance(error, SyntaxError) and error.filename:
        # A broken loader edit: the offending line is not a frame, it is in the error.
        path = os.path.realpath(error.filename)
        frames.append(
            {
                "file": error.filename,
                "line": error.lineno or 0,
                "function": "<module>",
                "text": (error.text or "").strip(),
                "in_loaders": path.startswith(loaders),
            }
        )
    if len(frames) > MAX_FRAMES:  # the innermost frames are where the error is
        frames = frames[: MAX_FRAMES // 4] + frames[-(MAX_FRAMES - MAX_FRAMES // 4) :]
    return frames


def message_of(error):
    text = str(error)
    return text if len(text) <= MAX_MESSAGE else text[:MAX_MESSAGE] + " [...]"


def print_traceback(error):
    # The skill's log shows the full traceback; stdout keeps it in order with the rest.
    traceback.print_exception(type(error), error, error.__traceback__, file=sys.stdout)
    sys.stdout.flush()


# ------------------------------------------------------------------ the runner's calls


def floating_tensors(value):
    if isinstance(value, torch.Tensor):
        return [value] if value.is_floating_point() else []
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in floating_tensors(v)]
    if isinstance(value, Mapping):
        return [t for v in value.values() for t in floating_tensors(v)]
    return []


def call_kwargs(method, dtype, kwargs):
    """Only what the signature takes, as the runner does."""
    params = inspect.signature(method).parameters
    chosen = (
        {"dtype_override": dtype}
        if dtype is not None and "dtype_override" in params
        else {}
    )
    for key, value in kwargs.items():
        if key in params and value is not None:
            chosen[key] = value
    return chosen


def describe_kwargs(loader_class, job):
    """The header: what load_inputs gets besides dtype_override, and why."""
    kwargs = job.get("kwargs") or {}
    sources = job.get("kwargs_source") or {}
    params = inspect.signature(loader_class.load_inputs).parameters
    for key, value in kwargs.items():
        why = f" ({sources[key]})" if sources.get(key) else ""
        if key in params:
            say(f"load_inputs: {key}={value}{why}")
        else:
            say(f"load_inputs: takes no {key}; {key}={value}{why} is not passed")


def forward(model, inputs):
    """As tt-xla's runner calls the model: a Mapping (a dict, transformers'
    BatchEncoding) by keyword, a list or tuple by position, anything else alone."""
    if isinstance(inputs, Mapping):
        return model(**inputs)
    if isinstance(inputs, (list, tuple)):
        return model(*inputs)
    return model(inputs)


def backward(unpacked):
    """Random-gradient backward; a non-tensor output backwards the sum of its floating leaves."""
    if isinstance(unpacked, torch.Tensor):
        unpacked.backward(gradient=torch.randn(unpacked.shape, dtype=unpacked.dtype))
        return "tensor", 1
    leaves = floating_tensors(unpacked)
    if not leaves:
        return "none", 0
    total = sum(t.sum() for t in leaves)
    total.backward(gradient=torch.randn_like(total))
    return "sum_of_leaves", len(leaves)


def staged(stage, fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except (Exception, SystemExit) as error:
        raise StageError(stage, error) from error


# ------------------------------------------------------------------ main


def enter_checkout(job):
    checkout = os.path.realpath(job["checkout"])
    os.chdir(checkout)
    if checkout not in sys.path:
        sys.path.insert(0, checkout)
    return import_as_runner(checkout, model_path_of(job), job.get("loader_source"))


def import_loader(job):
    """ModelLoader and the variant object; raises StageError('import'|'variant')."""
    module = staged("import", enter_checkout, job)
    loader_class = getattr(module, "ModelLoader", None)
    if loader_class is None:
        raise StageError(
            "import", AttributeError(f"{module.__name__} has no ModelLoader")
        )
    return loader_class, staged(
        "variant", resolve_variant, loader_class, job.get("variant") or ""
    )


def start_job(job, **hello):
    """What every probe does first: torch's threads, the hello event (with
    `hello`'s extra fields), the loader imported. (ModelLoader, variant), or None
    when the loader could not be imported (reported as setup_failed)."""
    threads = int(job.get("threads") or 0)
    if threads > 0:
        torch.set_num_threads(threads)
    emit(
        "hello",
        protocol=PROTOCOL,
        **hello,
        python=sys.version.split()[0],
        torch=torch.__version__,
        pid=os.getpid(),
        model_path=job.get("model_path") or "",
        variant=job.get("variant") or "",
    )
    try:
        return import_loader(job)
    except StageError as wrapped:
        error = wrapped.error
        say(f"SETUP: FAILED -- {type(error).__name__}: {error}")
        print_traceback(error)
        emit(
            "setup_failed",
            stage=wrapped.stage,
            error_type=type(error).__name__,
            message=message_of(error),
            frames=frames_of(error, job["checkout"]),
        )
        return None


def family_probe(name, steps):
    """The entry points of a failure family's probe named `name` (its greeting's
    "probe"): (run_job, run, main). After the greeting and the loader's import,
    `steps(loader_class, variant, job)` runs; "done" follows."""

    def run_job(job):
        started = start_job(job, probe=name)
        if started is None:
            return 3
        if not job.get("import_only"):  # else only the import was asked for
            loader_class, variant = started
            steps(loader_class, variant, job)
        emit("done")
        return 0

    return run_job, (lambda job: run(job, run_job)), (lambda argv: main(argv, run_job))


def run(job, run_job):
    """One job of a probe (its `run_job`); the warm worker calls this in a forked
    child. Returns an exit code."""
    sys.dont_write_bytecode = True  # keep the loaders' submodule free of __pycache__
    if torch is None:
        say(
            f"SETUP: FAILED -- {type(TORCH_IMPORT_ERROR).__name__}: {TORCH_IMPORT_ERROR}"
        )
        emit(
            "setup_failed",
            stage="torch",
            error_type=type(TORCH_IMPORT_ERROR).__name__,
            message=str(TORCH_IMPORT_ERROR),
            frames=[],
        )
        return 4
    return run_job(job)


def main(argv, run_job):
    try:
        job = read_job(argv)
        if not isinstance(job, dict) or not job.get("checkout"):
            raise ValueError('the job needs a "checkout"')
    except (OSError, ValueError) as error:
        say(f"SETUP: FAILED -- {type(error).__name__}: {error}")
        emit(
            "setup_failed",
            stage="job",
            error_type=type(error).__name__,
            message=str(error),
            frames=[],
        )
        return 2
    return run(job, run_job)
