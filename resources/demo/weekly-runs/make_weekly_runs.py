#!/usr/bin/python3
"""Writes the demo's recorded weekly training runs again (CASES.md, "Recorded CI runs").

Three runs of tt-xla's `schedule-weekly-training.yml` as `gh run download` leaves
them, one folder per run: `<run id>/test-reports-<hash>-<attempt>.<index>-<runs-on>-
<mark>-<job id>/report_<job id>.xml`, beside `run.json`, the run as
`gh run view <id> --json ...,jobs` describes it. Every report is real pytest run on a
copy of the demo checkout the way the weekly's `call-test.yml` runs it:
`test_models.py::test_all_models_torch --arch <runs-on> -m "<the mark's status part>"`
(its training keys),
no --runxfail and no --force-run, so a KNOWN_FAILURE_XFAIL test ends skipped (xfail)
whatever it did and a NOT_SUPPORTED_SKIP one is skipped without running; the demo's
runner records its tags as tt-xla's record_model_test_properties does. Each arch's
selection is split in two parallel groups, as `parallel-groups` splits it.

What differs between runs is the simulated TT device stage (tests/runner/utils/
tt_simulation.py, OUTCOMES), set in each run's copy, and the jobs:
- detr ResNet50_NoMask compiles and passes on p150 only (every run);
- efficientdet D0 hits a dispatch timeout on p150 in the second run only;
- densenet 121 was KNOWN_FAILURE_XFAIL when the runs were made (the demo's YAML says
  EXPECTED_PASSING now: promoted since) and runs out of device memory in every run;
- the second run's first p150 job died without a report and was re-run (attempt 2:
  only that job ran again, all its tests, as call-test.yml does without old reports);
- the third run's n150 job of the group without vit timed out: no report.

    /usr/bin/python3 resources/demo/weekly-runs/make_weekly_runs.py   # from the repository root
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO = os.path.join(HERE, "..", "tt-xla-mini")
YAML = "tests/runner/test_config/torch/test_config_training_single_device.yaml"
SIMULATION = "tests/runner/utils/tt_simulation.py"
REPO = "tenstorrent/tt-xla"
WORKFLOW = "On weekly training"
WORKFLOW_PATH = ".github/workflows/schedule-weekly-training.yml"
CALLER_JOB = "test_forge_models_training"
TEST_MARK = "{arch} and training and weekly and not large and (known_failure_xfail or not_supported_skip)"
MATRIX_HASH = "5f3a9c1e"
GROUPS = 2
ARCHES = ("n150", "p150")

NOMASK = "detr/pytorch-ResNet50_NoMask-single_device-training"
EFFICIENTDET = "efficientdet/pytorch-D0-single_device-training"
DENSENET = "densenet/pytorch-121-single_device-training"
DENSENET_OOM = ('DeviceFatal("TT_FATAL @ /tt-metal/tt_metal/impl/allocator/allocator.cpp:145: '
                'Out of Memory: Not enough space to allocate 104857600 B DRAM buffer across 12 banks")')
VIT = "vit/pytorch-Tiny_Patch16-single_device-training"

RUNS = [
    {"id": 19070000001, "created": "2026-11-14T08:00:12Z", "sha": "7c2e41a9d0b35f6e8a1c4d7b2e9f0a3c5d6e7f81",
     "device": {"p150": {NOMASK: "pass"}}},
    {"id": 19080000002, "created": "2026-11-21T08:00:09Z", "sha": "b91d03e7c4a25f8e6d1c9b0a7e3f2d4c5b6a7e92",
     "device": {"p150": {NOMASK: "pass",
                         EFFICIENTDET: 'DeviceFatal("TT_THROW @ /tt-metal/tt_metal/impl/dispatch/'
                                       'hardware_command_queue.cpp:138: Timeout in dispatch kernel on device 0")'}},
     "lost": ("p150", 1)},
    {"id": 19090000003, "created": "2026-11-28T08:00:15Z", "sha": "e4f7a2c9b1d36e0f8a5c2d9b7e1f3a4c6d8e0f13",
     "device": {"p150": {NOMASK: "pass"}},
     "timed_out": "n150"},
]


def at_run_time(yaml):
    """The training YAML as it was when the runs were made: densenet 121 still xfail."""
    entry = "\n  %s:\n    status: EXPECTED_PASSING\n" % DENSENET
    if yaml.count(entry) != 1:
        sys.exit("no EXPECTED_PASSING entry %s in the demo's training YAML" % DENSENET)
    return yaml.replace(entry, entry.replace("EXPECTED_PASSING", "KNOWN_FAILURE_XFAIL"))


def copy_for(work, name, device):
    device = dict(device, **{DENSENET: DENSENET_OOM})
    copy = os.path.join(work, name)
    shutil.copytree(DEMO, copy, ignore=shutil.ignore_patterns("__pycache__"))
    path = os.path.join(copy, YAML)
    with open(path, encoding="utf-8") as f:
        yaml = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(at_run_time(yaml))
    lines = ["", "", "# make_weekly_runs.py: this run's device stage on this arch"]
    for key, outcome in sorted(device.items()):
        lines.append("OUTCOMES.pop(%r, None)" % key if outcome == "pass" else "OUTCOMES[%r] = %s" % (key, outcome))
    with open(os.path.join(copy, SIMULATION), "a", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return copy


def pytest(copy, arch, args, junit=None):
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
               "tests/runner/test_models.py::test_all_models_torch", "--arch", arch,
               "-m", "known_failure_xfail or not_supported_skip"] + args
    if junit:
        command.append("--junitxml=" + junit)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", HF_HUB_OFFLINE="1")
    return subprocess.run(command, cwd=copy, env=env, check=False, capture_output=True, text=True)


def selected(copy, arch):
    """The node ids the weekly's mark selects, as `pytest --collect-only -q` lists them.
    The demo's runner has status markers only: the mark's `training` part is the
    training keys of that list."""
    out = pytest(copy, arch, ["--collect-only"]).stdout
    return sorted(line.strip() for line in out.splitlines()
                  if "::test_all_models_torch[" in line and line.strip().endswith("-training]"))


def key_of(node):
    return node[node.index("[") + 1 : -1]


def mark(arch):
    # call-test.yml: `test_mark=${TEST_MARK// /_}`
    return TEST_MARK.format(arch=arch).replace(" ", "_")


def job_name(arch, index):
    return "%s / test %s (%s, run_forge_models_torch, %d)" % (CALLER_JOB, TEST_MARK.format(arch=arch), arch, index)


def job(run, arch, group, index, attempt, conclusion):
    job_id = run["id"] * 10 + index + 4 * (attempt - 1)
    return {
        "completedAt": run["created"].replace("T08:00", "T09:%02d" % (10 + index)),
        "conclusion": conclusion,
        "databaseId": job_id,
        "name": job_name(arch, index),
        "startedAt": run["created"].replace("T08:00", "T08:%02d" % (20 + index)),
        "status": "completed",
        "url": "https://github.com/%s/actions/runs/%d/job/%d" % (REPO, run["id"], job_id),
    }


def record_group(run, copy, arch, nodes, group, index, attempt, out):
    """One job's pytest and its artifact folder; its job entry."""
    lost = run.get("lost") == (arch, group) and attempt == 1
    timed_out = run.get("timed_out") == arch and not any(key_of(n) == VIT for n in nodes)
    entry = job(run, arch, group, index, attempt, "timed_out" if timed_out else "failure" if lost else "success")
    if lost or timed_out:
        return entry
    folder = os.path.join(out, "test-reports-%s-%d.%d-%s-%s-%d" % (MATRIX_HASH, attempt, index, arch, mark(arch),
                                                                    entry["databaseId"]))
    os.makedirs(folder)
    report = os.path.join(folder, "report_%d.xml" % entry["databaseId"])
    pytest(copy, arch, ["-k", " or ".join("[%s]" % key_of(n) for n in nodes)], junit=report)
    kept = ET.parse(report).getroot().iter("testcase")
    if sorted("%s::%s" % ("tests/runner/test_models.py", t.get("name")) for t in kept) != nodes:
        sys.exit("%s: the report does not hold exactly the group's tests" % report)
    return entry


def record_run(run, work):
    out = os.path.join(HERE, str(run["id"]))
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    jobs, attempts = [], 1
    for a, arch in enumerate(ARCHES):
        copy = copy_for(work, "%d-%s" % (run["id"], arch), run["device"].get(arch, {}))
        nodes = selected(copy, arch)
        for group in range(1, GROUPS + 1):
            index = a * GROUPS + group - 1
            members = nodes[group - 1 :: GROUPS]
            jobs.append(record_group(run, copy, arch, members, group, index, 1, out))
            if run.get("lost") == (arch, group):
                attempts = 2
                jobs[-1] = record_group(run, copy, arch, members, group, index, 2, out)
    conclusion = "success" if all(j["conclusion"] == "success" for j in jobs) else "failure"
    view = {
        "attempt": attempts,
        "conclusion": conclusion,
        "createdAt": run["created"],
        "databaseId": run["id"],
        "displayTitle": WORKFLOW,
        "event": "schedule",
        "headBranch": "main",
        "headSha": run["sha"],
        "jobs": jobs,
        "status": "completed",
        "updatedAt": run["created"].replace("T08:00", "T09:30"),
        "url": "https://github.com/%s/actions/runs/%d" % (REPO, run["id"]),
        "workflowName": WORKFLOW,
        "workflowDatabaseId": 151234567,
    }
    with open(os.path.join(out, "run.json"), "w", encoding="utf-8") as f:
        json.dump(view, f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote", out)


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as work:
        for run in RUNS:
            record_run(run, work)
