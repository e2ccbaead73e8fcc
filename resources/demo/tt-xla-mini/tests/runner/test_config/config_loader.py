# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""Loads tests/runner/test_config/<framework>/test_config_*.yaml like tt-xla does."""

import glob
import os

ALLOWED_FIELDS = {
    "required_pcc",
    "assert_pcc",
    "assert_atol",
    "required_atol",
    "assert_allclose",
    "allclose_rtol",
    "allclose_atol",
    "status",
    "reason",
    "bringup_status",
    "markers",
    "supported_archs",
    "batch_size",
    "arch_overrides",
    "execution_pass",
    "filechecks",
    "enable_weight_bfp8_conversion",
    "optimization_level",
    "inject_custom_moe",
    "emitpy_assert_exact",
}

ALLOWED_ARCHES = {
    "n150",
    "p150",
    "n300",
    "n300-llmbox",
    "galaxy-wh-6u",
    "galaxy-bh",
    "qb2-blackhole",
    "lb-blackhole",
}

CONFIG_DIR = os.path.dirname(os.path.abspath(__file__))


def _load_yaml(path):
    """Parse one file; duplicate keys are an error (ruamel's default)."""
    try:
        from ruamel.yaml import YAML

        yaml = YAML(typ="safe", pure=True)
        yaml.allow_duplicate_keys = False
        with open(path, "r", encoding="utf-8") as f:
            return yaml.load(f)
    except ImportError:
        pass

    import yaml

    class _UniqueKeyLoader(yaml.SafeLoader):
        def construct_mapping(self, node, deep=False):
            seen = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=deep)
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"found duplicate key {key!r}", key_node.start_mark
                    )
                seen.add(key)
            return super().construct_mapping(node, deep=deep)

    with open(path, "r", encoding="utf-8") as f:
        return yaml.load(f, Loader=_UniqueKeyLoader)


def _validate(path, key, entry):
    if not isinstance(entry, dict):
        raise ValueError(f"{path}: entry {key!r} is not a mapping")
    unknown = set(entry) - ALLOWED_FIELDS
    if unknown:
        raise ValueError(f"{path}: entry {key!r} has unknown fields {sorted(unknown)}")
    for arch, override in (entry.get("arch_overrides") or {}).items():
        if arch not in ALLOWED_ARCHES:
            raise ValueError(f"{path}: entry {key!r} overrides unknown arch {arch!r}")
        unknown = set(override or {}) - ALLOWED_FIELDS
        if unknown:
            raise ValueError(
                f"{path}: entry {key!r} arch {arch} has unknown fields {sorted(unknown)}"
            )


def load_test_config(framework="torch"):
    """Merge every test_config_*.yaml of one framework folder into {key: entry}."""
    merged = {}
    pattern = os.path.join(CONFIG_DIR, framework, "test_config_*.yaml")
    for path in sorted(glob.glob(pattern)):
        if os.path.basename(path) == "test_config_placeholders.yaml":
            continue
        data = _load_yaml(path) or {}
        entries = data.get("test_config") or {}
        for key, entry in entries.items():
            _validate(path, key, entry)
            if key in merged:
                raise ValueError(f"{path}: duplicate test key {key!r} across files")
            merged[key] = entry
    return merged
