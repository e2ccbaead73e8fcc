#!/usr/bin/env python3
"""Writes a CI run of large reports for the memory test of a run's reading
(tests/widgets/tst_syncmemory.cpp, issue 48 §5): run.json beside ZIPS artifact
zips of MEMBERS report_*.xml each, every report about MB megabytes of failing
testcases in the runner's JUnit shape (a failure's message and a long traceback
body), written as streams so this script itself stays small.

usage: make_big_run.py FOLDER ZIPS MEMBERS MB [plain]
  plain: folders as `gh run download` leaves them instead of zips (one report each)
"""
import json
import os
import sys
import zipfile

folder, zips, members, megabytes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
plain = sys.argv[5:] == ["plain"]
os.makedirs(folder, exist_ok=True)
TRACE = ("    raise RuntimeError('index 24 is out of bounds for dimension 0 with size 24')\n" * 600)
CASE = ('<testcase classname="tests.runner.test_models" name="test_all_models_torch[big%d/pytorch-M%d-single_device-training]" '
        'time="1.0"><properties><property name="tags" value="{&apos;arch&apos;: &apos;n150&apos;}"/></properties>'
        '<failure message="RuntimeError: index 24 is out of bounds for dimension 0 with size 24">%s</failure></testcase>\n')
run_id = 19990000001
with open(os.path.join(folder, "run.json"), "w") as f:
    json.dump({"attempt": 1, "conclusion": "failure", "createdAt": "2026-11-28T08:00:15Z", "databaseId": run_id,
               "headSha": "e4f7a2c9b1d36e0f8a5c2d9b7e1f3a4c6d8e0f13", "status": "completed",
               "workflowName": "On weekly training", "jobs": []}, f)


def write_report(out, job):
    out.write(b'<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">\n')
    written, case = 0, 0
    while written < megabytes << 20:
        chunk = (CASE % (case + job, case, TRACE)).encode()
        out.write(chunk)
        written += len(chunk)
        case += 1
    out.write(b"</testsuite></testsuites>\n")


for z in range(zips):
    job = run_id * 10 + z
    name = "test-reports-5f3a9c1e-1.%d-n150-n150_and_training-%d" % (z, job)
    if plain:
        os.makedirs(os.path.join(folder, name), exist_ok=True)
        with open(os.path.join(folder, name, "report_%d.xml" % job), "wb") as out:
            write_report(out, job)
        continue
    with zipfile.ZipFile(os.path.join(folder, name + ".zip"), "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        for m in range(members):
            with archive.open("report_%d_%d.xml" % (job, m), "w", force_zip64=True) as out:
                write_report(out, job)
