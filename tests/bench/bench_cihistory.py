"""The Python side of bench_cihistory: what tt-xla's .github/scripts/nightly_status.py
does with downloaded runs, on the same files, timed after import: walk each run's
folder, parse every report_*.xml with xml.etree, build each testcase's node id and
outcome (skipped ones dropped, a failure's message or first line kept), the attempt
from the artifact folder's name, then aggregate per node id across runs (the
highest attempt is the run's outcome; a pass after a failed attempt counts as a
failure on retry), and rank the failing ones.

With --tags it is the tags-aware reader instead (issue 50), as tt-xla's
summarize_junit_xmls.py reads the runner's JUnit: every testcase with a `tags`
property, skipped ones included (an xfail's body outcome is in its tags), the tags
read with ast.literal_eval, each (node id, arch) given its bringup_status per run,
then aggregated per node id and arch across runs (the highest attempt speaks).

    python3 bench_cihistory.py [--tags] RUN_FOLDER...   # prints the milliseconds, the testcases, the failing tests, the reports
"""

import ast
import os
import re
import sys
import time
import xml.etree.ElementTree as ET
from collections import defaultdict

ATTEMPT = re.compile(r"test-reports-[^-]+-(\d+)\.\d+-")


def parse(path, run_id):
    attempt_match = ATTEMPT.match(os.path.basename(os.path.dirname(path)))
    attempt = int(attempt_match.group(1)) if attempt_match else 1
    results = []
    for suite in ET.parse(path).getroot().iter("testsuite"):
        for case in suite.findall("testcase"):
            classname, name = case.get("classname", ""), case.get("name", "")
            if not classname or not name:
                continue
            node = classname.replace(".", "/") + ".py::" + name
            if case.find("skipped") is not None:
                continue
            failure = case.find("failure")
            error = case.find("error")
            bad = failure if failure is not None else error
            if bad is not None:
                message = bad.get("message", "") or ((bad.text or "").split("\n")[0])
                results.append((node, False, message.strip(), run_id, attempt))
            else:
                results.append((node, True, None, run_id, attempt))
    return results


def parse_tags(path, run_id):
    """Each testcase the runner tagged: (node, passed, stage, run, attempt, arch)."""
    attempt_match = ATTEMPT.match(os.path.basename(os.path.dirname(path)))
    attempt = int(attempt_match.group(1)) if attempt_match else 1
    results = []
    for case in ET.parse(path).getroot().findall(".//testcase"):
        props = case.find("properties")
        if props is None:
            continue
        value = None
        for prop in props.findall("property"):
            if prop.get("name") == "tags":
                value = prop.get("value")
        if not value:
            continue
        try:
            tags = ast.literal_eval(value)
        except Exception:
            continue
        if not isinstance(tags, dict):
            continue
        node = (case.get("classname", "")).replace(".", "/") + ".py::" + case.get("name", "")
        stage = str(tags.get("bringup_status", "")).upper()
        results.append((node, stage == "PASSED", stage, run_id, attempt, tags.get("arch")))
    return results


def aggregate_tags(all_results):
    """Per (node, arch): the runs' final attempts, failing where any final is not a pass."""
    tests = {}
    for run_id, results in all_results.items():
        final = {}
        for r in results:
            key = (r[0], r[5])
            if key not in final or r[4] >= final[key][4]:
                final[key] = r
        for key, r in final.items():
            agg = tests.setdefault(key, {"fail": 0, "total": 0, "stages": set()})
            agg["total"] += 1
            if not r[1]:
                agg["fail"] += 1
                agg["stages"].add(r[2])
    return [(k, t) for k, t in tests.items() if t["fail"]]


def aggregate(all_results):
    tests = {}
    for run_id, results in all_results.items():
        attempts = defaultdict(list)
        for r in results:
            attempts[r[0]].append(r)
        for node, seen in attempts.items():
            agg = tests.setdefault(node, {"fail": 0, "total": 0, "retry": 0, "signatures": []})
            agg["total"] += 1
            seen.sort(key=lambda r: r[4])
            first, final = seen[0], seen[-1]
            retried = final[4] > first[4]
            agg["retry"] += retried
            if not final[1]:
                agg["fail"] += 1
                if final[2]:
                    agg["signatures"].append(final[2])
            elif retried:
                agg["fail"] += 1
                agg["signatures"].append("Passed on retry")
    failing = [(n, t) for n, t in tests.items() if t["fail"]]
    failing.sort(key=lambda nt: (-nt[1]["fail"] / nt[1]["total"], -nt[1]["fail"], nt[0]))
    return failing


def main(folders):
    tags = folders[:1] == ["--tags"]
    folders = folders[1:] if tags else folders
    began = time.perf_counter()
    all_results = {}
    count = 0
    for folder in folders:
        run_id = os.path.basename(folder)
        results = []
        for dirpath, _dirs, files in os.walk(folder):
            for name in files:
                if name.endswith(".xml"):
                    results.extend((parse_tags if tags else parse)(os.path.join(dirpath, name), run_id))
                    count += 1
        all_results[run_id] = results
    failing = (aggregate_tags if tags else aggregate)(all_results)
    elapsed = (time.perf_counter() - began) * 1000
    testcases = sum(len(r) for r in all_results.values())
    print("%.1f %d %d %d" % (elapsed, testcases, len(failing), count))


if __name__ == "__main__":
    main(sys.argv[1:])
