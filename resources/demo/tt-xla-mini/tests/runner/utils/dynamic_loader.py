# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""Dynamic loader helper: discovers tt-forge-models loaders and drives them."""

import importlib.util
import inspect
import os
import sys
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

import torch


@dataclass
class ModelTestEntry:
    """Entry for a model test with path and variant information."""

    path: str
    variant_info: tuple  # (variant or None, ModelLoader class)


class TorchDynamicLoader:
    """Loads models and inputs the way the tt-xla runner does.

    The runner always asks for bfloat16: `dtype_override=torch.bfloat16` is passed
    to `load_model` and `load_inputs` whenever their signature has that parameter
    (training and inference alike); `batch_size` comes from the test config.
    """

    def __init__(self, loader):
        self.loader = loader

    def load_model(self) -> Any:
        sig = inspect.signature(self.loader.load_model)
        if "dtype_override" in sig.parameters:
            return self.loader.load_model(dtype_override=torch.bfloat16)
        return self.loader.load_model()

    def load_inputs(self, batch_size: Optional[int] = None) -> Any:
        sig = inspect.signature(self.loader.load_inputs)
        kwargs = {}
        if "dtype_override" in sig.parameters:
            kwargs["dtype_override"] = torch.bfloat16
        if "batch_size" in sig.parameters and batch_size is not None:
            kwargs["batch_size"] = batch_size
        return self.loader.load_inputs(**kwargs)

    # ========== Test discovery ==========

    @classmethod
    def setup_test_discovery(
        cls, project_root: str
    ) -> Tuple[str, List[ModelTestEntry]]:
        models_root = cls.setup_models_path(
            os.path.join(project_root, "third_party", "tt_forge_models")
        )
        if project_root not in sys.path:
            sys.path.insert(0, project_root)
        loader_paths = cls.discover_loader_paths(models_root)
        return models_root, cls.create_test_entries(loader_paths, models_root)

    @classmethod
    def setup_models_path(cls, models_root: str) -> str:
        """tt-xla's DynamicLoader.setup_models_path: `tt_forge_models` registered as a
        namespace package rooted at models_root (its __init__.py is never run), so that
        a loader's relative imports ("from ...base import ForgeModel") resolve."""
        if "tt_forge_models" not in sys.modules:
            import types

            pkg = types.ModuleType("tt_forge_models")
            pkg.__path__ = [models_root]
            sys.modules["tt_forge_models"] = pkg
        return models_root

    @classmethod
    def discover_loader_paths(cls, models_root: str) -> List[str]:
        """Every `<model_path>/loader.py` whose directory is named `pytorch`."""
        found = []
        for root, dirs, files in os.walk(models_root):
            dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
            if os.path.basename(root) == "pytorch" and "loader.py" in files:
                found.append(os.path.join(root, "loader.py"))
        return sorted(found)

    @classmethod
    def import_model_loader(cls, loader_path: str, models_root: str):
        """tt-xla's DynamicLoader.import_model_loader: the loader.py imported by its file
        path as `tt_forge_models.<path>.loader` -- the __init__.py files of its folders
        are not run (a stale one breaks nothing)."""
        models_parent = os.path.dirname(models_root)
        if models_parent not in sys.path:
            sys.path.insert(0, models_parent)
        rel_path = os.path.relpath(loader_path, models_root)
        rel_path_without_ext = rel_path.replace(".py", "")
        # A dummy sys.modules key (dashes) to avoid conflicts with the real package.
        module_path = "tt-forge-models." + rel_path_without_ext.replace(os.sep, ".")
        loader_dir = os.path.dirname(loader_path)
        package_name = "tt_forge_models." + os.path.relpath(
            loader_dir, models_root
        ).replace(os.sep, ".")
        module_stem = os.path.splitext(os.path.basename(loader_path))[0]
        spec = importlib.util.spec_from_file_location(
            package_name + "." + module_stem, location=loader_path
        )
        mod = importlib.util.module_from_spec(spec)
        mod.__package__ = package_name
        sys.modules[module_path] = mod
        spec.loader.exec_module(mod)
        return mod.ModelLoader

    @classmethod
    def create_test_entries(
        cls, loader_paths: List[str], models_root: str
    ) -> List[ModelTestEntry]:
        entries = []
        for loader_path in loader_paths:
            try:
                ModelLoader = cls.import_model_loader(loader_path, models_root)
            except Exception as e:  # tt-xla logs and continues
                print(
                    f"WARNING: Cannot import path: {loader_path}: {e}", file=sys.stderr
                )
                continue
            variants = ModelLoader.query_available_variants()
            for variant in variants.keys() if variants else [None]:
                entries.append(ModelTestEntry(loader_path, (variant, ModelLoader)))
        return entries

    @classmethod
    def generate_test_id(cls, test_entry: ModelTestEntry, models_root: str) -> str:
        model_path = os.path.relpath(os.path.dirname(test_entry.path), models_root)
        model_path = model_path.replace(os.sep, "/")
        variant = test_entry.variant_info[0]
        return f"{model_path}-{variant}" if variant is not None else model_path

    @classmethod
    def create_test_id_generator(cls, models_root: str):
        def _generate_test_id(test_entry):
            return cls.generate_test_id(test_entry, models_root)

        return _generate_test_id
