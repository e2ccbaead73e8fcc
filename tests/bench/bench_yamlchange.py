"""The Python side of bench_yamlchange: the same entry changes made with
ruamel.yaml's round-trip (tt-xla's own config library), as an engineer's script
would make them: load the text, set and delete the fields of each entry (and of
its arch_overrides), dump the text. Timed after import, the text in memory; no
diff is made (ours makes one), so the comparison favours ruamel.

Reads "TEXT_FILE CHANGES_FILE PASSES" lines on stdin and answers each with the
milliseconds of every pass. CHANGES_FILE is JSON: [{"key", "set": [[f, v]],
"remove": [f], "arches": [{"arch", "set", "remove"}]}].
"""

import io
import json
import sys
import time

from ruamel.yaml import YAML


def value(text):
    # Our changes carry YAML scalars as they are written ("false", "[push]").
    if text.startswith("[") or text in ("true", "false"):
        return YAML(typ="safe").load(text)
    return text


def apply(mapping, fields, removals):
    for name, text in fields:
        mapping[name] = value(text)
    for name in removals:
        mapping.pop(name, None)


def edit(yaml, text, changes):
    data = yaml.load(text)
    root = data[next(iter(data))]
    for change in changes:
        entry = root[change["key"]]
        apply(entry, change["set"], change["remove"])
        for arch in change["arches"]:
            overrides = entry.setdefault("arch_overrides", {})
            apply(overrides.setdefault(arch["arch"], {}), arch["set"], arch["remove"])
    out = io.StringIO()
    yaml.dump(data, out)
    return out.getvalue()


def main():
    yaml = YAML()
    yaml.preserve_quotes = True
    yaml.width = 4096
    print("ready", flush=True)
    for line in sys.stdin:
        text_file, changes_file, passes = line.split()
        text = open(text_file, encoding="utf-8").read()
        changes = json.load(open(changes_file, encoding="utf-8"))
        times = []
        for _ in range(int(passes)):
            start = time.perf_counter()
            edit(yaml, text, changes)
            times.append((time.perf_counter() - start) * 1000)
        print(" ".join(map(str, times)), flush=True)


main()
