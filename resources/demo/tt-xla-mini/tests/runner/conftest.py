# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

import pytest

from tests.runner.test_config.config_loader import ALLOWED_ARCHES, load_test_config
from tests.runner.test_utils import BringupStatus, ModelTestConfig, ModelTestStatus

torch_test_config = load_test_config("torch")

# Each collected item by node id: a forked test's crash report carries only the id.
_item_by_nodeid = {}


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


def _add_group_markers(item, config_markers):
    """As tt-xla's conftest: the loader's model group as a marker (red, generality),
    and, where the YAML names no schedule, the group's: RED and PRIORITY models run
    nightly, the others weekly."""
    test_entry = getattr(item, "callspec", None) and item.callspec.params.get("test_entry")
    if test_entry is None:
        return
    variant, ModelLoader = test_entry.variant_info
    group = getattr(ModelLoader.get_model_info(variant=variant), "group", None)
    if group is None:
        return
    name = str(group).split(".")[-1].lower()
    if name in ("red", "generality"):
        item.add_marker(getattr(pytest.mark, name))
    if not any(m in config_markers for m in ("nightly", "weekly")):
        item.add_marker(pytest.mark.nightly if name in ("red", "priority") else pytest.mark.weekly)


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
        _add_group_markers(item, meta.markers)
        if meta.bringup_status is not None:
            item.add_marker(getattr(pytest.mark, meta.bringup_status.value))

    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = [i for i in items if i not in deselected]
    for item in items:
        _item_by_nodeid[item.nodeid] = item


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_logreport(report):
    """A forked test whose process died: its tags, and the report re-filed as teardown.

    As tt-xla's conftest: pytest-forked reports a dead child as a failure at
    when="???" with no properties (the test never reached its `finally`). The
    runner adds the tags it knows without running the test (bring-up UNKNOWN, no
    error_message) and re-files the report as a teardown one, because junitxml
    writes a testcase's properties only when it finalizes it, on teardown. The
    JUnit then holds <error message='failed on teardown with "<path>:<line>:
    running the test CRASHED with signal N"'>.
    """
    item = _item_by_nodeid.get(report.nodeid)
    if report.when != "???" or report.passed or item is None or "tags" in dict(report.user_properties):
        yield
        return
    meta = item._test_meta
    params = item.callspec.params
    variant, ModelLoader = params["test_entry"].variant_info
    tags = {
        "test_name": str(item.originalname),
        "specific_test_case": str(item.name),
        "category": "model_test",
        "model_name": str(ModelLoader.get_model_info(variant=variant).name),
        "run_mode": str(params.get("run_mode")),
        "parallelism": str(params.get("parallelism")),
        "bringup_status": str(BringupStatus.UNKNOWN),
        "model_test_status": str(meta.status),
        "arch": meta.arch,
        "batch_size": meta.batch_size,
        "failing_reason": {"name": None, "description": None, "component": None, "summary": None},
        "guidance": [],
    }
    report.user_properties.append(("tags", tags))
    report.user_properties.append(("owner", "tt-xla"))
    report.when = "teardown"
    yield
