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
ARCHES = ("n150", "p150")

NOMASK = "detr/pytorch-ResNet50_NoMask-single_device-training"
EFFICIENTDET = "efficientdet/pytorch-D0-single_device-training"
DENSENET = "densenet/pytorch-121-single_device-training"
DENSENET_OOM = ('DeviceFatal("TT_FATAL @ /tt-metal/tt_metal/impl/allocator/allocator.cpp:145: '
                'Out of Memory: Not enough space to allocate 104857600 B DRAM buffer across 12 banks")')
VIT = "vit/pytorch-Tiny_Patch16-single_device-training"


def at_run_time(yaml):
    """The training YAML as it was when the runs were made: densenet 121 still xfail."""
    entry = "\n  %s:\n    status: EXPECTED_PASSING\n" % DENSENET
    if yaml.count(entry) != 1:
        sys.exit("no EXPECTED_PASSING entry %s in the demo's training YAML" % DENSENET)
    return yaml.replace(entry, entry.replace("EXPECTED_PASSING", "KNOWN_FAILURE_XFAIL"))


# One workflow's recorded runs: what call-test.yml is called with and how its jobs are named.
WEEKLY = {
    "out": HERE,
    "workflow": "On weekly training",
    "workflow_id": 151234567,
    "caller_job": "test_forge_models_training",
    "matrix_name": "run_forge_models_torch",
    # The preset's rows, in its order: (run mode, test-mark, the demo's pytest -m for
    # it, parallel groups). The -m's run mode is the keys' (selected()).
    "rows": [("training", "{arch} and training and weekly and not large and (known_failure_xfail or not_supported_skip)",
              "known_failure_xfail or not_supported_skip", 2)],
    "matrix_hash": "5f3a9c1e",
    "forked": False,
    "at_run_time": at_run_time,
    "device": {DENSENET: DENSENET_OOM},
    "started": ("T08:00", "T08:%02d", "T09:%02d", "T09:30"),
}

RUNS = [
    {"id": 19070000001, "created": "2026-11-14T08:00:12Z", "sha": "7c2e41a9d0b35f6e8a1c4d7b2e9f0a3c5d6e7f81",
     "device": {"p150": {NOMASK: "pass"}}},
    {"id": 19080000002, "created": "2026-11-21T08:00:09Z", "sha": "b91d03e7c4a25f8e6d1c9b0a7e3f2d4c5b6a7e92",
     "device": {"p150": {NOMASK: "pass",
                         EFFICIENTDET: 'DeviceFatal("TT_THROW @ /tt-metal/tt_metal/impl/dispatch/'
                                       'hardware_command_queue.cpp:138: Timeout in dispatch kernel on device 0")'}},
     "lost": ("training", "p150", 1)},
    # the n150 group without vit timed out
    {"id": 19090000003, "created": "2026-11-28T08:00:15Z", "sha": "e4f7a2c9b1d36e0f8a5c2d9b7e1f3a4c6d8e0f13",
     "device": {"p150": {NOMASK: "pass"}},
     "timed_out": ("training", "n150", 1)},
]


def copy_for(flow, work, name, device):
    device = dict(flow["device"], **device)
    copy = os.path.join(work, name)
    shutil.copytree(DEMO, copy, ignore=shutil.ignore_patterns("__pycache__"))
    path = os.path.join(copy, YAML)
    with open(path, encoding="utf-8") as f:
        yaml = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(flow["at_run_time"](yaml))
    lines = ["", "", "# %s: this run's device stage on this arch" % os.path.basename(sys.argv[0])]
    for key, outcome in sorted(device.items()):
        lines.append("OUTCOMES.pop(%r, None)" % key if outcome == "pass" else "OUTCOMES[%r] = %s" % (key, outcome))
    with open(os.path.join(copy, SIMULATION), "a", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return copy


def pytest(flow, row, copy, arch, args, junit=None):
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
               "tests/runner/test_models.py::test_all_models_torch", "--arch", arch,
               "-m", row[2]] + (["--forked"] if flow["forked"] else []) + args
    if junit:
        command.append("--junitxml=" + junit)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", HF_HUB_OFFLINE="1")
    return subprocess.run(command, cwd=copy, env=env, check=False, capture_output=True, text=True)


def selected(flow, row, copy, arch):
    """The node ids a row's mark selects, as `pytest --collect-only -q` lists them:
    the keys of its run mode in that list."""
    out = pytest(flow, row, copy, arch, ["--collect-only"]).stdout
    return sorted(line.strip() for line in out.splitlines()
                  if "::test_all_models_torch[" in line and line.strip().endswith("-%s]" % row[0]))


def key_of(node):
    return node[node.index("[") + 1 : -1]


def mark(row, arch):
    # call-test.yml: `test_mark=${TEST_MARK// /_}`
    return row[1].format(arch=arch).replace(" ", "_")


def job_name(flow, row, arch, index):
    # call-test.yml's run-tests job: "test <test-mark> (<runs-on>, <name>, <strategy.job-index>)",
    # under the calling job's name
    return "%s / test %s (%s, %s, %d)" % (flow["caller_job"], row[1].format(arch=arch), arch,
                                          flow["matrix_name"], index)


def job(flow, row, run, arch, index, attempt, conclusion):
    # a made-up check run id, one per job and attempt: an attempt's jobs after the first's
    jobs = sum(r[3] for r in flow["rows"]) * len(ARCHES)
    job_id = run["id"] * 10 + index + jobs * (attempt - 1)
    hour, started, completed, _ = flow["started"]
    return {
        "completedAt": run["created"].replace(hour, completed % (10 + index)),
        "conclusion": conclusion,
        "databaseId": job_id,
        "name": job_name(flow, row, arch, index),
        "startedAt": run["created"].replace(hour, started % (20 + index)),
        "status": "completed",
        "url": "https://github.com/%s/actions/runs/%d/job/%d" % (REPO, run["id"], job_id),
    }


def record_group(flow, row, run, copy, arch, nodes, group, index, attempt, out):
    """One job's pytest and its artifact folder; its job entry."""
    lost = run.get("lost") == (row[0], arch, group) and attempt == 1
    timed_out = run.get("timed_out") == (row[0], arch, group)
    entry = job(flow, row, run, arch, index, attempt, "timed_out" if timed_out else "failure" if lost else "success")
    if lost or timed_out:
        return entry
    if not nodes:
        sys.exit("%s %s group %d of run %d selects no test: fewer groups" % (row[0], arch, group, run["id"]))
    folder = os.path.join(out, "test-reports-%s-%d.%d-%s-%s-%d" % (flow["matrix_hash"], attempt, index, arch,
                                                                    mark(row, arch), entry["databaseId"]))
    os.makedirs(folder)
    report = os.path.join(folder, "report_%d.xml" % entry["databaseId"])
    ran = pytest(flow, row, copy, arch, ["-k", " or ".join("[%s]" % key_of(n) for n in nodes)], junit=report)
    # call-test.yml's "Run tests" is `python -m pytest ... | tee pytest.log` in GitHub's
    # `bash -eo pipefail`: a failing test fails the step and the job
    if ran.returncode != 0:
        entry["conclusion"] = "failure"
    kept = ET.parse(report).getroot().iter("testcase")
    if sorted("%s::%s" % ("tests/runner/test_models.py", t.get("name")) for t in kept) != nodes:
        sys.exit("%s: the report does not hold exactly the group's tests" % report)
    return entry


def record_run(flow, run, work):
    out = os.path.join(flow["out"], str(run["id"]))
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    jobs, attempts = [], 1
    copies = {arch: copy_for(flow, work, "%d-%s" % (run["id"], arch), run["device"].get(arch, {})) for arch in ARCHES}
    index = 0  # strategy.job-index: the preset's rows in order, each split in its groups
    for row in flow["rows"]:
        for arch in ARCHES:
            nodes = selected(flow, row, copies[arch], arch)
            groups = row[3]
            for group in range(1, groups + 1):
                members = nodes[group - 1 :: groups]
                jobs.append(record_group(flow, row, run, copies[arch], arch, members, group, index, 1, out))
                if run.get("lost") == (row[0], arch, group):
                    attempts = 2
                    jobs[-1] = record_group(flow, row, run, copies[arch], arch, members, group, index, 2, out)
                index += 1
    conclusion = "success" if all(j["conclusion"] == "success" for j in jobs) else "failure"
    hour, _, _, updated = flow["started"]
    view = {
        "attempt": attempts,
        "conclusion": conclusion,
        "createdAt": run["created"],
        "databaseId": run["id"],
        "displayTitle": flow["workflow"],
        "event": "schedule",
        "headBranch": "main",
        "headSha": run["sha"],
        "jobs": jobs,
        "status": "completed",
        "updatedAt": run["created"].replace(hour, updated),
        "url": "https://github.com/%s/actions/runs/%d" % (REPO, run["id"]),
        "workflowName": flow["workflow"],
        "workflowDatabaseId": flow["workflow_id"],
    }
    with open(os.path.join(out, "run.json"), "w", encoding="utf-8") as f:
        json.dump(view, f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote", out)


def record_all(flow, runs):
    with tempfile.TemporaryDirectory() as work:
        for run in runs:
            record_run(flow, run, work)


if __name__ == "__main__":
    record_all(WEEKLY, RUNS)
