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
    # As tt-xla 95c1c1ce7 tests/runner/utils/dynamic_loader.py lines 138-246 and
    # 460-495, step by step: the models root found as the module
    # third_party.tt_forge_models (else the path under the project root) and put
    # first on sys.path (so a loader's `import <name>` finds a model folder of that
    # name before any installed package), its parent too, and each loader.py
    # executed by its file path with __package__ tt_forge_models.<path>, its module
    # kept in sys.modules under a dashed key.

    @classmethod
    def setup_test_discovery(
        cls, project_root: str
    ) -> Tuple[str, List[ModelTestEntry]]:
        models_root = cls.setup_models_path(project_root)
        loader_paths = cls.discover_loader_paths(models_root)
        test_entries = cls.create_test_entries(loader_paths)
        return models_root, test_entries

    @classmethod
    def get_models_root(cls, project_root: str) -> str:
        module_name = "third_party.tt_forge_models"
        spec = importlib.util.find_spec(module_name)
        if spec:
            if spec.submodule_search_locations:
                return spec.submodule_search_locations[0]
            elif spec.origin:
                return os.path.dirname(os.path.abspath(spec.origin))

        # Derive filesystem path from module name
        rel_path = os.path.join(*module_name.split("."))
        fallback = os.path.join(project_root, rel_path)
        print(
            f"WARNING: No installed {module_name}; falling back to {fallback}",
            file=sys.stderr,
        )
        return fallback

    @classmethod
    def setup_models_path(cls, project_root: str) -> str:
        models_root = cls.get_models_root(project_root)

        # Add the models root to sys.path so relative imports work
        if models_root not in sys.path:
            sys.path.insert(0, models_root)

        return models_root

    @classmethod
    def import_loader_module(cls, loader_path: str, models_root: str):
        # Import the base module first to ensure it's available
        models_parent = os.path.dirname(models_root)
        if models_parent not in sys.path:
            sys.path.insert(0, models_parent)

        # Get the relative path from models_root to construct proper module name
        rel_path = os.path.relpath(loader_path, models_root)
        rel_path_without_ext = rel_path.replace(".py", "")

        # Use a dummy sys.modules key (dashes) to avoid conflicts with the real package.
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

        # Add the module to sys.modules to support relative imports
        sys.modules[module_path] = mod
        spec.loader.exec_module(mod)

        return mod

    @classmethod
    def get_model_variants(cls, loader_path: str, loader_paths: Dict, models_root: str):
        try:
            mod = cls.import_loader_module(loader_path, models_root)
            ModelLoader = mod.ModelLoader
            variants = ModelLoader.query_available_variants()
            if variants:
                for variant_name in variants.keys():
                    loader_paths[loader_path].append((variant_name, ModelLoader))
            else:
                loader_paths[loader_path].append((None, ModelLoader))
        except Exception as e:
            # tt-xla logs it (loguru) and goes on: the loader has no tests.
            print(f"WARNING: Cannot import path: {loader_path}: {e}", file=sys.stderr)

    @classmethod
    def discover_loader_paths(cls, models_root: str) -> Dict:
        loader_paths = {}
        for root, dirs, files in os.walk(models_root):
            # Look specifically for PyTorch loader files
            if os.path.basename(root) == "pytorch" and "loader.py" in files:
                loader_paths[os.path.join(root, "loader.py")] = []

        # Populate variants for each loader path
        for path in loader_paths.keys():
            cls.get_model_variants(path, loader_paths, models_root)

        return loader_paths

    @classmethod
    def create_test_entries(cls, loader_paths: Dict) -> List[ModelTestEntry]:
        test_entries = []
        for loader_path, variant_tuples in loader_paths.items():
            for variant_info in variant_tuples:
                test_entries.append(
                    ModelTestEntry(path=loader_path, variant_info=variant_info)
                )
        return test_entries

    @classmethod
    def generate_test_id(cls, test_entry: ModelTestEntry, models_root: str) -> str:
        model_path = os.path.relpath(os.path.dirname(test_entry.path), models_root)
        variant_info = test_entry.variant_info
        variant_name = variant_info[0] if variant_info else None
        return f"{model_path}-{variant_name}" if variant_name else model_path

    @classmethod
    def create_test_id_generator(cls, models_root: str):
        def _generate_test_id(test_entry):
            return cls.generate_test_id(test_entry, models_root)

        return _generate_test_id
