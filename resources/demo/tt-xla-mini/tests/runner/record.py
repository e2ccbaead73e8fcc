# SPDX-FileCopyrightText: (c) 2025 Tenstorrent AI ULC
#
# SPDX-License-Identifier: Apache-2.0

"""What the demo's runner records for a model test, as tt-xla's runner does.

Follows tt-xla's tests/runner/test_utils.py (record_model_test_properties and
update_test_metadata_for_exception), quirks included:

- a NOT_SUPPORTED_SKIP entry gets the YAML's bringup_status and reason copied
  into its tags and error_message, whether the test ran (--force-run) or not;
- a failing entry's error_message is its runtime_reason (an "error:" line of the
  captured output, else str(e)) when an exception was inspected, else the YAML's
  static reason; the tags' failing_reason names a reason only when tt-xla's
  FailingReasonsFinder classifies the exception (UNCLASSIFIED leaves it None), and
  this stand-in classifies none;
- a run that reached the device comparison is PASSED or INCORRECT_RESULT;
- the test ends with pytest.skip(reason) (NOT_SUPPORTED_SKIP without
  --force-run) or pytest.xfail(reason) (every KNOWN_FAILURE_XFAIL test).
"""

import pytest

from tests.runner.test_utils import BringupStatus, ModelTestStatus


class FailingReason:
    """tt-xla's ResolvedFailingReason: what the tags' failing_reason shows."""

    def __init__(self, name, description, summary=None):
        self.name = name
        self.description = description
        self.summary = summary


# tt-xla's FailingReasons entry for a skipped entry (find_by_description).
NOT_SUPPORTED = FailingReason("MODEL_NOT_SUPPORTED", "Model is not supported (skipped)")


def update_test_metadata_for_exception(test_metadata, exc, stdout, stderr):
    """runtime_reason and failing_reason from the exception and the captured output."""
    message = str(exc)
    detailed = None
    for line in ((stdout or "") + (stderr or "")).split("\n"):
        if "circular buffers" in line.lower():
            idx = line.find("Statically allocated")
            if idx != -1:
                detailed = line[idx:].strip()
            break
        if "Out of Memory: Not enough space to allocate" in line:
            detailed = line[line.find("Out of Memory") :].strip()
            break
        if "error:" in line:
            detailed = line[line.find("error:") :].strip()
            break
    test_metadata.runtime_reason = detailed if detailed else message
    # tt-xla sets failing_reason only for a classified exception (not UNCLASSIFIED);
    # the demo has no FailingReasonsFinder: every exception is unclassified.


def _comparison_status(comparison, test_metadata):
    """(bringup_status, reason) of the device comparison, as _process_comparison_results."""
    pcc, required = comparison["pcc"], comparison["pcc_threshold"]
    if pcc >= required:
        return BringupStatus.PASSED, ""
    check = "enabled" if comparison["pcc_assertion_enabled"] else "disabled"
    return BringupStatus.INCORRECT_RESULT, (
        f"Test marked w/ INCORRECT_RESULT. [1/1]: PCC check {check}. "
        f"Calculated: pcc={pcc}. Required: pcc={required}."
    )


def _status_and_reason(test_metadata, test_passed, comparison, last_stage):
    config_status = test_metadata.bringup_status
    if test_metadata.status == ModelTestStatus.NOT_SUPPORTED_SKIP:
        test_metadata.failing_reason = NOT_SUPPORTED
        return config_status, test_metadata.reason or ""
    if config_status == BringupStatus.NOT_STARTED:
        return config_status, test_metadata.reason or ""
    if comparison is not None:
        status, reason = _comparison_status(comparison, test_metadata)
        if status == BringupStatus.INCORRECT_RESULT:
            if not comparison["pcc_assertion_enabled"]:
                test_metadata.failing_reason = FailingReason(
                    "INCORRECT_RESULT_PCC_DISABLED", "Test marked w/ INCORRECT_RESULT. PCC check disabled."
                )
            return status, reason
        if test_passed:
            return BringupStatus.PASSED, ""
    status = last_stage or BringupStatus.UNKNOWN
    runtime = getattr(test_metadata, "runtime_reason", None)
    return status, runtime or test_metadata.reason or "Not specified"


def record_model_test_properties(
    record_property, request, *, model_info, test_metadata, run_mode, parallelism,
    test_passed=False, comparison=None, last_stage=None,
):
    bringup_status, reason = _status_and_reason(test_metadata, test_passed, comparison, last_stage)
    failing = getattr(test_metadata, "failing_reason", None)
    tags = {
        "test_name": str(request.node.originalname),
        "specific_test_case": str(request.node.name),
        "category": "model_test",
        "model_name": str(model_info.name),
        "run_mode": str(run_mode),
        "bringup_status": str(bringup_status),
        "model_test_status": str(test_metadata.status),
        "failing_reason": {
            "name": failing.name if failing else None,
            "description": failing.description if failing else None,
            "component": None,
            "summary": failing.summary if failing else None,
        },
        "parallelism": str(parallelism),
        "arch": test_metadata.arch,
        "batch_size": test_metadata.batch_size,
    }
    if comparison is not None:
        tags.update(comparison)
    if reason:
        record_property("error_message", reason)
    record_property("tags", tags)
    record_property("owner", "tt-xla")
    force_run = request.config.getoption("--force-run")
    if test_metadata.status == ModelTestStatus.NOT_SUPPORTED_SKIP and not force_run:
        pytest.skip(reason)
    elif test_metadata.status == ModelTestStatus.KNOWN_FAILURE_XFAIL:
        pytest.xfail(reason)
