# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""Test-config statuses and the per-test metadata attached at collection."""

from enum import Enum


class ModelTestStatus(Enum):
    EXPECTED_PASSING = "expected_passing"
    KNOWN_FAILURE_XFAIL = "known_failure_xfail"
    NOT_SUPPORTED_SKIP = "not_supported_skip"
    UNSPECIFIED = "unspecified"
    EXCLUDE_MODEL = "exclude_model"
    # No __str__, as in tt-xla: the tags say "ModelTestStatus.NOT_SUPPORTED_SKIP".


class BringupStatus(Enum):
    FAILED_FE_COMPILATION = "failed_fe_compilation"
    FAILED_TTMLIR_COMPILATION = "failed_ttmlir_compilation"
    FAILED_RUNTIME = "failed_runtime"
    INCORRECT_RESULT = "incorrect_result"
    PASSED = "passed"
    UNKNOWN = "unknown"
    NOT_STARTED = "not_started"

    def __str__(self):
        return self.value


def _parse_enum(enum_cls, value, default):
    """Enum names (EXPECTED_PASSING) and lower-case values are both legal."""
    if value is None:
        return default
    if isinstance(value, enum_cls):
        return value
    text = str(value)
    if text in enum_cls.__members__:
        return enum_cls[text]
    return enum_cls(text)


class ModelTestConfig:
    """One YAML entry, resolved for an arch (arch_overrides win over the base)."""

    def __init__(self, data, arch=None):
        self.data = dict(data or {})
        self.arch = arch
        self.status = _parse_enum(
            ModelTestStatus, self._resolve("status"), ModelTestStatus.UNSPECIFIED
        )
        self.bringup_status = _parse_enum(
            BringupStatus, self._resolve("bringup_status"), None
        )
        self.reason = self._resolve("reason", "")
        self.markers = list(self._resolve("markers", []) or [])
        self.assert_pcc = self._resolve("assert_pcc", True)
        self.required_pcc = self._resolve("required_pcc", 0.99)
        self.batch_size = self._resolve("batch_size")
        self.supported_archs = self._resolve("supported_archs")

    def _resolve(self, key, default=None):
        overrides = self.data.get("arch_overrides") or {}
        if self.arch in overrides and key in (overrides[self.arch] or {}):
            return overrides[self.arch][key]
        return self.data.get(key, default)
