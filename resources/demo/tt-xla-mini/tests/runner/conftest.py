# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

import pytest

from tests.runner.test_config.config_loader import ALLOWED_ARCHES, load_test_config
from tests.runner.test_utils import ModelTestConfig, ModelTestStatus

torch_test_config = load_test_config("torch")


def pytest_addoption(parser):
    parser.addoption(
        "--arch",
        action="store",
        default=None,
        choices=sorted(ALLOWED_ARCHES),
        help="Target architecture (e.g. n150, p150) for arch_overrides in test_config files",
    )
    parser.addoption(
        "--force-run",
        action="store_true",
        default=False,
        help="Run tests whose test_config status is NOT_SUPPORTED_SKIP",
    )


@pytest.fixture
def test_metadata(request) -> ModelTestConfig:
    """Expose per-test ModelTestConfig attached during collection."""
    meta = getattr(request.node, "_test_meta", None)
    assert meta is not None, f"No ModelTestConfig attached for {request.node.nodeid}"
    return meta


def pytest_collection_modifyitems(config, items):
    """Attach ModelTestConfig, apply status markers, skip and deselect.

    As tt-xla's conftest: status markers only. A NOT_SUPPORTED_SKIP entry is
    skipped by the test itself (pytest.skip(reason) after its properties are
    recorded, unless --force-run), a KNOWN_FAILURE_XFAIL one ends with
    pytest.xfail(reason), which --runxfail turns into a no-op (record.py).
    """
    arch = config.getoption("--arch")
    deselected = []

    for item in items:
        nodeid = item.nodeid
        if "[" in nodeid:
            nodeid = nodeid[nodeid.index("[") + 1 : -1]

        meta = ModelTestConfig(torch_test_config.get(nodeid), arch)
        item._test_meta = meta

        if meta.status == ModelTestStatus.EXCLUDE_MODEL:
            deselected.append(item)
            continue

        item.add_marker(getattr(pytest.mark, meta.status.value))
        for marker_name in meta.markers:
            item.add_marker(getattr(pytest.mark, marker_name))
        if meta.bringup_status is not None:
            item.add_marker(getattr(pytest.mark, meta.bringup_status.value))

    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = [i for i in items if i not in deselected]
