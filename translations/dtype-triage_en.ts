<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AppInfo</name>
    <message>
        <source>%1 (Qt %2, highlighting: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;dtype-triage %1&lt;/h3&gt;&lt;p&gt;Triages tt-xla training tests that fail before TT compilation: reproduces them on CPU, proposes the minimal loader fix and the YAML update, runs pytest, writes nothing you have not approved.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Python&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Highlighting&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Data folder&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none found yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArtifactZip</name>
    <message>
        <source>declares %1 bytes from %2 packed: too large for a report, or a zip bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not inflate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inflates past what it declares or a report may be (a zip bomb): left unread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no zip archive that reads: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 members, more than an artifact of reports does: refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: member %2 does not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names a member outside the archive (%2): the artifact is refused, nothing of it read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the artifact&apos;s reports add up past %1 bytes: left unread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the artifact holds no report_*.xml</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message>
        <source>state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== %1: the loader fix to approve (not written) ==</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== %1: the YAML plan to approve (not written) ==</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== %1: applying the loader fix ==</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== %1: writing the YAML plan ==</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaders triaged in parallel (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve and write every diff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one report for the batch (.md, .html or .json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python interpreter to prefer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch: takes no KEY (use triage for one entry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the writes: nothing was written. Run again with --yes to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary (%1 entries, %2 jobs, %3 s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: resuming the unfinished session of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: no failure family takes its reason (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch: picks its CI runs up from the sessions&apos; records; --ci-run and --cancel are verify&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n other failing entries are not of the %1 (dtype-triage list shows them)</source>
        <translation>
            <numerusform>%n other failing entry is not of the %1 (dtype-triage list shows it)</numerusform>
            <numerusform>%n other failing entries are not of the %1 (dtype-triage list shows them)</numerusform>
        </translation>
    </message>
    <message>
        <source>Triages every failing training entry that a failure family takes (with --family ID, or --bf16: every entry whose reason passes that family&apos;s gate; the other families&apos; entries are only counted). One session per loader file at a time, different loaders in parallel (--jobs), one shared warm probe worker. Without --yes each session stops before its first write and the diffs are listed; nothing is written. With --yes the YAML writes are approved one at a time; a plan made stale by a parallel write is re-planned against the current file.
An unfinished earlier session of a selected entry (killed, closed) is resumed from its record.
With --ci, step 6 runs on TT hardware through tt-xla&apos;s CI (see verify --ci): once no session is working, one run verifies the keys of every session waiting for it; the dispatch is shown and sent with --dispatch or --yes, and the sessions plan their YAML from its reports.
Exit codes: 0 every session done, 1 a session stopped (a triage rule, a conflict) or failed, or a write was refused, 2 usage, 3 not a checkout, 4 approval needed, 5 verify on TT hardware (the runner cannot start here; the fixes the CPU verified are kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify on TT hardware: the runner cannot start here; the fixes the CPU verified are kept and the YAML is untouched (dtype-triage verify KEY... --ci, or --junit FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>== %1: the loader fix rests on a judgement call, held for a person (not written) ==</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the unfinished session of %2 goes on with --yes; this dry run looks afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped before writing the loader fix: run again with --yes to write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped before writing the YAML plan: run again with --yes to write it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file was named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: the name holds a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: it is a link to nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: it is %2, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: it holds %2, more than the %3 such a file may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: it is no longer a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: it grew past the %2 such a file may hold while it was read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CappedLog</name>
    <message>
        <source>cannot write the log %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
[dtype-triage: %1 bytes of output left out here; the log keeps the first %2 MB and the last %3 MB]
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Checkout</name>
    <message>
        <source>No such folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tt-xla checkout: missing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tt-xla checkout: no test_config_*.yaml files under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: the tt_forge_models submodule is not checked out; triage needs it (git submodule update --init third_party/tt_forge_models)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CiDispatch</name>
    <message>
        <source>nothing to verify: no test keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; cannot be selected with pytest -k: it holds characters other than letters, digits and _ : + - . /</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parallel groups must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow&apos;s inputs changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not one the workflow offers (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one dispatch runs one test function: %1 and %2 keys go in two</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CiHistory</name>
    <message>
        <source>run %1 is %2, not completed: left out (read it again once it ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 was given twice (%2): read once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 was not read: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 names no arch (no artifact name, no arch tag): left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 broke off: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped as an xfail, and the runner recorded no tags to say what it did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a report of this run on %1 did not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 job %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) the training YAML does not hold (inference, another file): left out, e.g. %1</source>
        <translation>
            <numerusform>%n key the training YAML does not hold (inference, another file): left out, e.g. %1</numerusform>
            <numerusform>%n keys the training YAML does not hold (inference, another file): left out, e.g. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no run to read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempt %1&apos;s report on %2 did not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped as an xfail; %1, so nothing says what it did</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) no YAML read holds: left out, e.g. %1</source>
        <translation>
            <numerusform>%n key no YAML read holds: left out, e.g. %1</numerusform>
            <numerusform>%n keys no YAML read holds: left out, e.g. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in %2 and in %3: the runner uses %3&apos;s entry, and so does this history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no YAML to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 is of the workflow “%2”, not %3: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in no YAML, and its testcases belong in different ones (%2): no new entry proposed; add it by hand where it belongs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CiPreparation</name>
    <message>
        <source>Fix training of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fix training of %1 and %n more</source>
        <translation>
            <numerusform>Fix training of %1 and %n more</numerusform>
            <numerusform>Fix training of %1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>the checkout has no %1: GitHub checks the inputs when they are sent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CiReports</name>
    <message>
        <source>no report of the run could be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a report of attempt %1 could not be read whole, so the results of earlier attempts for %n key(s) may be stale and are not used</source>
        <translation>
            <numerusform>a report of attempt %1 could not be read whole, so the results of earlier attempts for %n key may be stale and are not used</numerusform>
            <numerusform>a report of attempt %1 could not be read whole, so the results of earlier attempts for %n keys may be stale and are not used</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CiRunStatus</name>
    <message>
        <source>gh&apos;s answer is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: completed, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no conclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2, %3 of %4 jobs done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s answer names no run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s list of runs is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s answer names no run (databaseId is no positive whole number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s answer gives run %1 no status GitHub knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s answer gives run %1 no conclusion GitHub knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s answer gives run %1 no page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s list of runs holds something that is no run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CiVerification</name>
    <message>
        <source>Verify on TT hardware through tt-xla&apos;s CI: dispatch its &quot;Run Test Single&quot; workflow with gh, follow the run, import its JUnit reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up the CI run ID dispatched earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TT runners (the workflow&apos;s runs_on; default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel runners (the workflow&apos;s parallel_groups; default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pushed tt-forge-models branch or commit holding the loader fixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GitHub repository whose workflow runs (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OWNER/NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the dispatch shown (the YAML diff still waits for --yes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --ci-run: cancel that run on GitHub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds between looks at the run (default 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader fixes are only in the working tree, and CI takes tt-forge-models from GitHub. Put them on a branch of the submodule&apos;s remote (the workbench never commits or pushes):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with the approved fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not dispatched: run again with --dispatch (or --yes) to send it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If this stops, the same verify with --ci-run %1 in place of --ci picks the run up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CI run %1 ended (%2): %n report(s) in %3</source>
        <translation>
            <numerusform>CI run %1 ended (%2): %n report in %3</numerusform>
            <numerusform>CI run %1 ended (%2): %n reports in %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The tt-xla branch whose workflow and tests run (default: the repository&apos;s default branch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BRANCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--groups must be a number of runners, 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--poll-interval must be a number of seconds above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ci-run takes the run&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --ci (a new run) or --ci-run ID (an earlier one), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cancel goes with --ci-run ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then run it again with --forge-models-ref %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tt-forge-models: %1 is commit %2 on the remote%3; the dispatch names the commit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfigEditor</name>
    <message>
        <source>The value of %1 contains a line break or control character; only reason may hold such text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 starts or ends with spaces, which YAML would drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 starts with “%2”, which YAML reads as syntax, not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 contains “%2”, which YAML reads as syntax, not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 ends with “:”, which YAML reads as a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 would be read as null; remove the field instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be written as a list, like [push, nightly]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list item “%1” of %2 must be a plain word (letters, digits, _ - . /)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a valid %2; expected one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a field tt-xla accepts (allowed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field %1 is changed twice in one edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot find the field %1 where the parser put it; edit this entry by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quoted value of %1 does not end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry %1 is not written one field a line (flow style or an alias); edit it by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry %1 has a value on its key line; edit it by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edit failed verification: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes outside the entry %1 would change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file would hold other entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry %1 would read back as something else than planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry “%1” in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file changed on disk since it was read; nothing was written. Reload it and plan the edit again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arch_overrides of this entry are not written one field a line (%1); edit them by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arch_overrides is not set or removed as a whole: its archs&apos; fields are changed one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is no arch of arch_overrides, or changed twice in one edit (archs: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an anchor, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an alias, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flow mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value on its line, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no entry to put a new one after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entries do not end the file (line %1 follows them): nowhere to put a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new entry “%1” takes fields to set only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is in the file already: not added again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes before the new entries would change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfigFile</name>
    <message>
        <source>The file is not valid UTF-8 (a byte sequence on this line cannot be decoded); save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control character 0x%1 in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tab character is used for indentation; YAML allows only spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The YAML is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unterminated quoted string: the quote opened here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot parse the YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top level must be a mapping with a “test_config:” key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No top-level “%1:” key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-level key “%1” is ignored by tt-xla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no YAML content (only comments or blank lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds more than one YAML document; tt-xla reads exactly one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataHome</name>
    <message>
        <source>cannot create %1 to move the session records of %2 there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not move the session record %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved %1, but could not update the paths inside its record.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not take over the settings of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>moved %n session record(s) from %1 to %2</source>
        <translation>
            <numerusform>moved %n session record from %1 to %2</numerusform>
            <numerusform>moved %n session records from %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>took over %n setting(s) of the command line</source>
        <translation>
            <numerusform>took over %n setting of the command line</numerusform>
            <numerusform>took over %n settings of the command line</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>The bfloat16 failure reproduces on CPU and float32 passes: proceeding; the error line is kept verbatim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float32 fails on CPU as well: the model has a non-bfloat16 problem too. Nothing is edited; escalate to a human with both errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bfloat16 phase passes on CPU: the YAML entry may be stale or the environment differs. Re-run pytest first; nothing is edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bfloat16 phase fails without a bfloat16 dtype signature: the gate misfired or the failure moved. Nothing is edited; this needs a different triage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpack_forward_output itself raised: that is a different problem (triage it first, e.g. with the triage-unpack-forward-output skill). Nothing is edited.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoCheckout</name>
    <message>
        <source>cannot copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo checkout is missing from this build (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo&apos;s recorded runs are missing from this build (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DtypeFamily</name>
    <message>
        <source>bfloat16 dtype errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the numpy fix upcasts, and never to float16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numpy has no bfloat16 type, so .numpy() or np.array() on a bfloat16 tensor fails (&quot;Got unsupported ScalarType BFloat16&quot;). The fix upcasts first with .float() (t.float().numpy()): the upcast is lossless, since every bfloat16 value is exactly representable in float32. float16 is not a safe substitute: bfloat16 keeps float32&apos;s 8 exponent bits (max ≈ 3.39e38) while float16 has 5 (max 65504), so values overflow to inf and small ones flush to zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DtypePreflight</name>
    <message>
        <source>%1 of %2 loaders flagged, %3 not analysable (%4 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DtypeSourceAnalysis</name>
    <message>
        <source>not applicable (the torch runner builds only */pytorch/loader.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, input %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown flavor %1 (cross_dtype, op_not_implemented, numpy_conversion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry %1 in the training YAML; give --flavor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flavor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float32 inputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fix (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which loaders build a floating input that stays float32 when the runner passes dtype_override=torch.bfloat16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaders, %2 flagged, %3 not analysable, %4 not applicable, %5 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A floating input that was float32 in the BFLOAT16 phase (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross_dtype, op_not_implemented or numpy_conversion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, input %2: not a candidate (model_kept_float32): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditImport</name>
    <message>
        <source>the edited loader does not import as tt-xla&apos;s runner imports it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edited loader&apos;s import was not checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorLauncher</name>
    <message>
        <source>could not start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no editor: set $VISUAL or $EDITOR, or a desktop handler for Python files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailureFamily</name>
    <message>
        <source>%1: the %2 family&apos;s probe runs here only; no probe result is read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FamilyOption</name>
    <message>
        <source>Only entries whose reason this failure family&apos;s gate takes: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--family: no family &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 (--family %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--family and its flags name one family; these name %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileReplacement</name>
    <message>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 MB; it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a regular file; it is not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program keeps replacing the file; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file changed on disk since it was read; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2); the file was left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot flush the file to disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new file does not read back as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a temporary file beside it (%1); the file was left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot close the new file (%1); the file was left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot put the new file in place (%1); the file was left as it was</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FixProposal</name>
    <message>
        <source>the analysis lost track of its constructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at line %2 already passes dtype=%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at line %2 passes dtype=%3, not the literal torch.float32 this fix may replace (anything else would change the default path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at line %2 makes integers, not the float32 value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is already cast to dtype_override at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the analysis cannot follow “%1” back to where it is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” comes from %2, a processor the loader does not control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” comes from %2 without being assigned to a variable, so there is no line to cast after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the call&apos;s brackets cannot be matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the call forwards **kwargs, which may already carry dtype=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the call&apos;s dtype= argument cannot be found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the .numpy() call cannot be found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array&apos;s first argument cannot be found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no analysed loader source to propose a fix for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU repro&apos;s outcome (%1) allows no loader edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torch has no bfloat16 kernel for this op on CPU; no loader edit can fix that, so the entry takes the xfail path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a cross-dtype or numpy-conversion failure; there is no one-line loader fix for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returns no input “%1” that the analysis can follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every floating input was bfloat16 in the BFLOAT16 phase: the float32 operand is made inside the model, not by load_inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 floating inputs were float32 (%2) and not all of them can be traced to the loader (%3); one edit cannot fix them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fix site: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The float32 inputs (%1) come from %2 different sites; the skill allows one edit per attempt, which would leave the mismatch in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was the only floating input still float32 in the BFLOAT16 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 were the floating inputs still float32 in the BFLOAT16 phase, all from one site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The BFLOAT16 phase printed no dtype dump and its traceback has no frame in the loader, so the float32 value cannot be traced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error was raised at loader line %1 (%2), but none of the tensors used there is made without dtype= in the loader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error was raised at loader line %1 (%2), which uses %3 tensors made without dtype=; one edit per attempt cannot tell which one to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The BFLOAT16 phase failed inside the loader at line %1 (no dtype dump), and only one tensor used there can be float32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No .numpy() / np.array() conversion of a tensor was found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at loader line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in load_inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numpy conversions of tensors match; one edit cannot tell which one fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numpy has no bfloat16, so %1 fails on a bfloat16 tensor; .float() upcasts it first, which is lossless (float16 would overflow past 65504 and flush small values to zero).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the assignment at line %1 shares its line with other code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype_override is not a parameter of the function at line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype_override is not a parameter of %1, where line %2 is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It comes from %1 at line %2, which takes no dtype=: one cast right after that assignment makes it follow the override (None leaves it as it is).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is made by %1 at line %2 with a hard-coded dtype=%3: dtype_override replaces it (None falls back to float32, so the default path is unchanged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is made by %1 at line %2 without dtype=: dtype=dtype_override makes it follow the override (None keeps float32, so the default path is unchanged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: add dtype=dtype_override to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: replace the hard-coded float32 dtype of %2 by dtype_override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: upcast with .float() before the numpy conversion %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 would stay float32 in the BFLOAT16 phase, %n floating input(s) from one site: read from the loader&apos;s source, nothing ran.</source>
        <translation>
            <numerusform>%1 would stay float32 in the BFLOAT16 phase, %n floating input from one site: read from the loader&apos;s source, nothing ran.</numerusform>
            <numerusform>%1 would stay float32 in the BFLOAT16 phase, %n floating inputs from one site: read from the loader&apos;s source, nothing ran.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Flavor</name>
    <message>
        <source>cross-dtype operands (a float32 tensor meets bfloat16 ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>op not implemented for BFloat16 (no loader fix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numpy conversion of a bfloat16 tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a bfloat16 dtype failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown flavor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForgeModelsRef</name>
    <message>
        <source>git ls-remote origin %1 failed in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the tt-forge-models remote (git ls-remote origin %1 lists nothing%2): push it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and no fetched remote branch holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) does not hold the approved fixes as the working tree has them: %3 differ; commit and push them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the commit %1 of %2 is not in the local clone of tt-forge-models (git fetch origin there): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) does not hold %3: commit and push the approved fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submodule&apos;s origin is %1, not tenstorrent/tt-forge-models: CI fetches the commit from tenstorrent/tt-forge-models (GitHub serves a fork&apos;s commits there by their SHA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tt-forge-models checkout %1 has no remote &quot;origin&quot;: tt-xla&apos;s CI fetches the fix from one (git -C %1 remote add origin &lt;url&gt;, then push %2 there)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormattingVerdict</name>
    <message>
        <source>the checkout&apos;s Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbench&apos;s Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: %1 in the checkout&apos;s Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: none in the checkout&apos;s Python; the workbench&apos;s formats fixes when it has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: none; fixes stay unformatted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; no black pin found in .pre-commit-config.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; pinned %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not black-formatted: run pre-commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not black-formatted: run pre-commit (black %1, pinned in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatted by %1; no black pin found in .pre-commit-config.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatted by %1, the version pinned in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatted by %1, but %2 pins black %3: run pre-commit, it may reshape the edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not black-formatted: run pre-commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatted by %1; no pre-commit pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatted by %1, as pre-commit pins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatted by %1; pre-commit pins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing for black to shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing for black to shape: the edit is one line, written as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaped by the built-in formatter of an earlier version, not black: run pre-commit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardFindings</name>
    <message>
        <source>no handler kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardProbe</name>
    <message>
        <source>forward probe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GhFailure</name>
    <message>
        <source>%1: GitHub&apos;s command line gh cannot be started (%2): install it (Debian package gh) and log in with gh auth login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gh is not logged in to GitHub: run gh auth login (or set GH_TOKEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no permission in %2 (HTTP 403): running its workflows needs write access to the repository — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 or its workflow was not found, or is not visible to you (HTTP 404) — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: GitHub refused the workflow&apos;s inputs (HTTP 422): the workflow&apos;s inputs changed — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gh did not answer (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gh failed (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: GitHub refused %2 %3: not one of the workflow&apos;s choices for %4 (the checkout has no copy of .github/workflows/%5 to list them; GitHub shows them on the workflow&apos;s page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: GitHub refused a value that is not one of the workflow&apos;s choices — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gh %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryProposal</name>
    <message>
        <source>KNOWN_FAILURE_XFAIL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXPECTED_PASSING, but it failed in every run it ran on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KNOWN_FAILURE_XFAIL on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed only on a re-run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes, as its YAML says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed in every run it ran on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXPECTED_PASSING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXPECTED_PASSING on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed in every run it ran, as its YAML says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bringup_status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed in every run it ran; its YAML gives no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed in every run it ran, otherwise than its YAML says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run by these runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change: its outcome differs between runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flaky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change: its outcome differs between runs; it failed in the newest run on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed in every run it ran on %1, but its %1 job in a newer run ended before its report: promote after a run that covers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new entry: EXPECTED_PASSING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in no YAML (UNSPECIFIED), passed in every run it ran on %1 (the runner&apos;s ADD_CONFIG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in no YAML (UNSPECIFIED): an entry is proposed only for a test that passed in every run it ran on every arch the runs cover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPullRequest</name>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promoted to EXPECTED_PASSING: passed in every run on every arch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required_pcc raised (removed at 0.99)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required_pcc lowered: judgement calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons recorded as CI observed them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-arch changes (arch_overrides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 — held back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held back, not in this change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flaky, left as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Test config updates from %1, %2 (%n run(s))</source>
        <translation>
            <numerusform>Test config updates from %1, %2 (%n run)</numerusform>
            <numerusform>Test config updates from %1, %2 (%n runs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem description</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The last %1 runs of %2 (%3, on %4) disagree with the test config in %n entries.</source>
        <translation>
            <numerusform>The last %1 runs of %2 (%3, on %4) disagree with the test config in %n entry.</numerusform>
            <numerusform>The last %1 runs of %2 (%3, on %4) disagree with the test config in %n entries.</numerusform>
        </translation>
    </message>
    <message>
        <source>What&apos;s changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each change is what the runs show on every arch they ran; no entry they did not run is touched, and a run whose job ended without a report is no evidence either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conclusion unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Based on the runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tested on branch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with dtype-triage sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>: %1, %n report(s) read</source>
        <translation>
            <numerusform>: %1, %n report read</numerusform>
            <numerusform>: %1, %n reports read</numerusform>
        </translation>
    </message>
    <message>
        <source>PCC check enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regressed, xfailed (was EXPECTED_PASSING)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>: %n entry(ies)</source>
        <translation>
            <numerusform>: %n entry</numerusform>
            <numerusform>: %n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>The test configs changed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New entries, EXPECTED_PASSING (ADD_CONFIG): in no YAML, passed in every run on every arch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryReport</name>
    <message>
        <source>%1 (%2, attempt %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triage it (family %1, %2): `dtype-triage triage %3`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs (newest first): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>archs: %1; %2 entries, %3 testcases read in %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing as the YAML says, a failure family&apos;s (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not taken (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noticed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 — held back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new failure on %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed on %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (was: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failing with another error on %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 (was: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News of the newest run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n entry(ies))</source>
        <translation>
            <numerusform>%1 (%n entry)</numerusform>
            <numerusform>%1 (%n entries)</numerusform>
        </translation>
    </message>
    <message>
        <source>test configs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News of the newest runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsDecision</name>
    <message>
        <source>the probe saw no inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the forward takes no decoder_input_ids parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dict has decoder inputs already; the model still rejects them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s config has no decoder_start_token_id to start the decoder with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returns one tensor; there is no structure to add decoder inputs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the forward takes no targets parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returns a dict; only a returned images tensor is paired with targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe ran no batch-2 trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a doubled batch still fails (%1): the collapsed dimension is not the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference does not tolerate batch 2 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proceed: %1 (in load_inputs only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loader fix: %1. The entry goes to KNOWN_FAILURE_XFAIL with the canonical reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a loader fix in load_inputs passes what the model needs in training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no loader fix applies: KNOWN_FAILURE_XFAIL with the canonical reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training step passes on CPU: the YAML entry is stale. pytest decides its new state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpack_forward_output fails on the model&apos;s output: the entry belongs to the unpack family; triage it there first. Nothing was edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training step fails with another error: not a missing-input failure. Nothing was edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe did not reach the training step. Nothing was edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the positional list becomes a dict keyed by the forward&apos;s parameter names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dict gets decoder_input_ids from the model&apos;s decoder start token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a synthetic targets list (one box per image) goes with the images in a dict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the batch becomes 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the batch-2 trial could not be run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no form of synthetic targets trains the model (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsFamily</name>
    <message>
        <source>missing training inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an encoder-decoder model called without decoder_input_ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a detection model that needs targets in training mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a BatchNorm that sees one value per channel in training mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why an inputs fix reaches inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runner makes a test&apos;s inputs with load_inputs, which is not told the run mode: it serves training and inference alike, so a fix there changes both. The workbench ran the inference tests of every variant in scope with pytest and reverts a fix that makes one fail whose inference entry expects a pass; the inference YAML is only read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsFindings</name>
    <message>
        <source>no parameter of a forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter without a kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsFixBuilder</name>
    <message>
        <source>The loader is not UTF-8 text; it is left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no inputs fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsPreflight</name>
    <message>
        <source>no return found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No return statement in load_inputs was found in the loader&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positional return (l. %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returns %1 (l. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returns %1: the runner passes it by position, so an input can land in the wrong parameter (the probe names where each lands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 loaders return positional inputs (%3 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsProbe</name>
    <message>
        <source>inputs probe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsProbeFix</name>
    <message>
        <source>--target and --why choose the unpack family&apos;s loss target; an inputs probe&apos;s fix has no choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 -&gt; %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>load_inputs also returns at line %1, which this probe&apos;s call did not reach: left as it is (a triage session probes the variants failing this way and edits their returns too)</source>
        <translation>
            <numerusform>load_inputs also returns at line %1, which this probe&apos;s call did not reach: left as it is (a triage session probes the variants failing this way and edits their returns too)</numerusform>
            <numerusform>load_inputs also returns at lines %1, which this probe&apos;s call did not reach: left as they are (a triage session probes the variants failing this way and edits their returns too)</numerusform>
        </translation>
    </message>
    <message>
        <source>other variants of the loader, if any, were not run with this edit (a probe run elsewhere speaks for one): a triage session runs each before it offers the fix, and guards the edit to the variants that need it when it breaks one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsScope</name>
    <message>
        <source>its reason is not a missing-input failure: left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still fails for a missing input: %1; left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same loader, passes with the fix: included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same loader, moved on to another error with the fix: included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is EXPECTED_PASSING but fails with the fix: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its training step fails with the fix (%1): left alone; review whether the fix broke it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still fails for a missing input: %1; its load_inputs call returns at line %2, which the fix left as it was: triage it on its own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsSiblings</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inputs probe did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails otherwise: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where its load_inputs call returns was not seen: left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returns where the test does (line %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returns at line %1 and needs another fix (%2): left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returns at line %1 and fails the same way: the fix edits that return too</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputsSignature</name>
    <message>
        <source>(no reason given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a missing-input training failure; the reason here is: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest still shows the missing input although the fix works on CPU (the runner re-creates the inputs, or a buffer is built inside the model off the CPU): the fix was reverted; review.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JUnitReader</name>
    <message numerus="yes">
        <source>
[… %n characters left out …]
</source>
        <translation>
            <numerusform>
[… %n character left out …]
</numerusform>
            <numerusform>
[… %n characters left out …]
</numerusform>
        </translation>
    </message>
    <message>
        <source>the failure text was too long; only its start and end are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &lt;testcase&gt; element was cut off (truncated JUnit XML): unknown — see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read: the JUnit XML is truncated — unknown, see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the JUnit XML — unknown, see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JUnit XML file (its root element is &lt;%1&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable JUnit XML file: %1 — unknown, see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JUnit XML breaks off at line %1 (%2): test cases not fully read are unknown — see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JUnit XML does not exist: pytest wrote no results — unknown, see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the JUnit XML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JUnit XML is empty: pytest stopped before writing results — unknown, see the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 although it says so; the invalid bytes were replaced with U+FFFD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no JUnit XML to read — unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report holds only %1[%2], not the entry&apos;s own test: no outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineEcho</name>
    <message>
        <source>dtype-triage: more than %1 of output echoed; the rest is in the session logs only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BRINGUP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLAVOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REASON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the training entries of a tt-xla checkout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only entries not expected to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAMILY</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoaderAnalyzer</name>
    <message>
        <source>The loader analysis script %1 is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader analysis returned no result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot analyse this loader: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader is %1 MB; files over %2 MB are not analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader is not UTF-8 text (first bad bytes on this line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader analysis was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python engine is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader declares its encoding as %1 (PEP 263 coding line); dtype-triage analyses and edits UTF-8 loaders only: convert it to UTF-8 (and update the declaration) to triage it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoaderEdit</name>
    <message>
        <source>the edited statement has a body of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edited statement shares its line with other code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line of the statement is less indented than its start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader is not UTF-8 text; it is left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no edit to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoaderPatcher</name>
    <message>
        <source>There is no such loader file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: only Python files under %1 are loader files this patcher edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edit changes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file changed since it was analysed; analyse it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: this edit was not previewed here; show its diff first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: the edit differs from the diff that was previewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: another edit to this loader is still pending (%1); revert or accept it first — one edit per loader file at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict: the file changed after the preview; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no pending edit of this loader to revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict: the file changed since the edit was applied; nothing was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no pending edit of this loader to accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1 must never be edited (docs/triage.md §2, hard rules), or lies outside the checkout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1 is a link to %2, outside the checkout; dtype-triage writes only inside it (edit the file there, or put the file itself in place of the link)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalChanges</name>
    <message>
        <source>its YAML entry changed after run %1&apos;s commit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its YAML entry has uncommitted changes (run %1&apos;s commit %2 is not in this clone: git fetch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its loader %1 has uncommitted changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its loader %1 changed after the tt-forge-models commit run %2 tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its YAML entry was written by a triage here (ended %1), after run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its loader was fixed by a triage here (ended %1), after run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its YAML entry has uncommitted changes (run %1 names no commit to compare with)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossTargetTable</name>
    <message>
        <source>DETR&apos;s segmentation losses (the mask focal and dice losses) read pred_masks, the per-pixel mask logits the skill&apos;s table gives for segmentation; the class logits, boxes and hidden states are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAM is trained on its predicted masks (focal and dice losses against the ground-truth masks); iou_scores only rank those masks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contrastive loss reads logits_per_text (logits_per_image is its transpose), as the registry&apos;s CLIPOutput entry does; the embeddings and the encoders&apos; outputs are intermediates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelInfoLookup</name>
    <message>
        <source>%1 is ambiguous: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a key nor a model_info.name of a training entry in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n training entry(s) build their model_info.name at run time, not known from the loader&apos;s source: name those by their key)</source>
        <translation>
            <numerusform> (%n training entry builds its model_info.name at run time, not known from the loader&apos;s source: name it by its key)</numerusform>
            <numerusform> (%n training entries build their model_info.name at run time, not known from the loader&apos;s source: name those by their key)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObservedCase</name>
    <message>
        <source>the runner&apos;s tags do not read as a dict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INCORRECT_RESULT with its PCC check off: it passes as EXPECTED_PASSING</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputNode</name>
    <message>
        <source>unknown output node kind &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tensor without a dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a position or a field is an int or a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputWatch</name>
    <message>
        <source>no output for %1 s: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed more than %1 to stdout: stopped, not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverrideEdit</name>
    <message>
        <source>The loader is not UTF-8 text; it is left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader has no ModelLoader class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the method in the edited loader is not the one written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverrideWriter</name>
    <message>
        <source>the output has no entry &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>one entry is returned as it is; %n were chosen</source>
        <translation>
            <numerusform>one entry is returned as it is; %n was chosen</numerusform>
            <numerusform>one entry is returned as it is; %n were chosen</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing was chosen to sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output holds no tensor to sum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PccGuidance</name>
    <message>
        <source>PCC check on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required_pcc %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: lowest PCC %2, median %3 of %n run(s) (%4)</source>
        <translation>
            <numerusform>%1: lowest PCC %2, median %3 of %n run (%4)</numerusform>
            <numerusform>%1: lowest PCC %2, median %3 of %n runs (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a judgement call: its PCC is steadily a little below what it requires, and lowering the threshold accepts that as the model&apos;s accuracy (an xfail is the other way); %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreflightBadge</name>
    <message>
        <source>fixable: %1 (l. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loader.py under %1 in the loaders folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No floating input would stay float32 under dtype_override=torch.bfloat16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe fixable: %1 (l. %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreflightScan</name>
    <message>
        <source>The Python engine is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applicable: the torch runner builds models only from */pytorch/loader.py</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeFields</name>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &quot;%1&quot;, field &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 where %2 belongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Python name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is none of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no torch dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no stage a probe runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the key %2 it stands for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no size of a dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no whole number from %2 to %3, read exactly</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeFindings</name>
    <message>
        <source>the %1&apos;s event in a result of the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event line that does not read as JSON (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeProposal</name>
    <message>
        <source>%1 holds no probe output a failure family reads (its greeting names %2; the probes are %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edit was not imported here (%1): import it before you rely on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edited loader imports as tt-xla&apos;s runner imports it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeResult</name>
    <message>
        <source>the %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 could not run the loader: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 printed an event that does not read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1&apos;s output stops before its end (no &quot;done&quot; event): it was cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 ended (%2) before its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no %2 events (%3&apos;s output, &quot;@dtriage {...}&quot; lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe result %1 is refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe result %1 is of %2 %3, not of %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeRun</name>
    <message>
        <source>crashed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeSetup</name>
    <message>
        <source>Python %1, torch %2, pid %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalOutput</name>
    <message>
        <source>Written %1. The edit is uncommitted in the loaders submodule; undo with: git -C third_party/tt_forge_models checkout -- %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposeCommand</name>
    <message>
        <source>Write the fix (after the same checks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A YAML key or a model_info.name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>propose: give exactly one KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key: %1
loader: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHOICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --probe: why that target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the edit as written, unformatted (pre-commit&apos;s black shapes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formatting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python interpreter to use when the checkout has no venv (its black formats the edit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: no Python of the checkout (%1); the workbench&apos;s black formats the edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A probe&apos;s output saved elsewhere (%1): propose its family&apos;s fix from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --probe: the family&apos;s choice of fix (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches %2 entries; give the YAML key instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposes the loader fix for one entry: from the loader&apos;s source alone (%1), or with --probe from a probe run elsewhere (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resolve %1 as a model_info.name: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resolve %1 to a training entry of the YAML. Provide either the YAML key or the model_info.name of a training entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails with %2 (family %3), whose fix is proposed from the family&apos;s probe: give --probe FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no training entry: it is in %2. The workbench triages training entries; --flavor proposes the bfloat16 fix from its loader alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No test-config YAML of the checkout holds %1 (a mistyped key?). --flavor proposes the bfloat16 fix from its loader alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is EXPECTED_PASSING in the training YAML: not failing, nothing to propose. The families: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails (%2) with a reason no failure family takes: %3. The families: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PytestRefusal</name>
    <message>
        <source>the runner cannot start here: pytest could not load the conftest %1 (exit %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runner cannot start here: pytest could not import the test module %1 (exit %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest usage error (exit %1): this checkout&apos;s conftest.py does not know %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest did not collect %1 (exit %2): the runner has no such test (a loader the runner cannot import has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest collected no tests (exit %1): are the keys right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest was interrupted or could not collect the tests (exit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runner cannot start here: pytest could not collect %1 (exit %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>pytest did not collect %1 (exit %2): the runner could not import %n loader(s): %3 (%4)</source>
        <translation>
            <numerusform>pytest did not collect %1 (exit %2): the runner could not import %n loader: %3 (%4)</numerusform>
            <numerusform>pytest did not collect %1 (exit %2): the runner could not import %n loaders: %3 (%4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PythonEnvironment</name>
    <message>
        <source>cannot be started (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`import torch` did not finish within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`import torch` failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkout folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checkout&apos;s virtual environment (source venv/activate, then python) cannot import torch: %1
Fix the venv (it is what tt-xla&apos;s runner uses), or remove venv/bin to fall back to another interpreter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (torch %2, from the checkout&apos;s venv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configured Python interpreter %1 was not found or is not executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configured Python interpreter %1 cannot import torch: %2
Install torch for it, or choose another interpreter in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (torch %2, configured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (torch %2, from PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No python3 was found on PATH (%1), and none of %2 exists. Install Python 3 with torch, or set the interpreter in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No python3 that can import torch was found. Tried:
%1
Install torch for one of them, or set the interpreter in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PythonLiteral</name>
    <message>
        <source>a string literal cannot hold a bare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the string literal ends in a backslash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\%1 is no escape a string literal takes as data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the string literal escapes half a character (U+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the int literal has more than %1 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no str, int, bool or None literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a triple-quoted string; a key is written on one line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PythonPackages</name>
    <message>
        <source>cannot list the packages installed for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PythonScripts</name>
    <message>
        <source>cannot create a temporary folder for the helper scripts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the script %1 is missing from the program&apos;s resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the helper script: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder of the helper script %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordedRun</name>
    <message>
        <source>%1: not a test-reports artifact: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a test-reports artifact&apos;s name: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the artifact holds no report_*.xml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no run as `gh run view --json` describes one (no databaseId or status)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no test-reports artifact and no run.json: no run to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused by sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not an artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, not an artifact: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: databaseId %2 is no run id (a whole number above 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: attempt %2 is no attempt of a run (a whole number from 1 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not read as JSON: %2 at offset %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a JSON array, not the object `gh run view --json` prints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistryEdit</name>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; must be Python names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is registered already (with &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no _register_attr line to add one among</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no registry entry for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportOutput</name>
    <message>
        <source>%1: --report %2: the file name must end in .md, .html or .json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patch could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source> (new CPU error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverted </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flavor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model_info.name: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flavor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason in the YAML (passed the gate): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dtype dump: the phase failed before its inputs existed (inside load_inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU repro before the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>works on CPU (both phases pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same mismatch after the edit: reverted, xfail path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different CPU error after the edit: kept, the new error is the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not attempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatter: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this site: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU after the fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fix site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loader edit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (CPU before: %1; after: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loader-wide scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every training entry of </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (classified: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> nothing planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML (branch %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change: none (the entry already says this)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: no (planned, not on disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No JUnit results were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JUnit results imported from another run: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JUnit results of the local pytest run: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest and YAML, per entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> differs from before the triage; the workbench never edits it. Check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untouched: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> was not edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stale entries for this loader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked for stale entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale entries, flagged and not edited:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs human review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncommitted loader edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reminder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> the edit to </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> is uncommitted in the submodule </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Commit it there (a tt-forge-models pull request) and bump the submodule; the workbench never commits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loader (in the submodule </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loader edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No YAML change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the report folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a dtype-triage report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report was written by a newer dtype-triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training batch size in the repro: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (runner: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed on TT: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (differs from the CPU error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training triage (%1): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> run elsewhere, read from </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — regressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader fix reaches inference too; its inference tests, run with pytest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the tt-xla checkout: the CPU training step of every entry in scope, then the verification as pytest ran it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python of the repro and pytest: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify on TT hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest could not start tt-xla&apos;s runner on this machine (%1). What the CPU verified is kept and the YAML is untouched. Verify on TT hardware through tt-xla&apos;s CI, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or with a TT machine&apos;s JUnit results, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Triaged with dtype-triage: %n training entries; loader edits (uncommitted in the submodule): %1; entries for human review: %2; other items to review: %3 (under &quot;Needs human review&quot;).</source>
        <translation>
            <numerusform>Triaged with dtype-triage: %n training entry; loader edits (uncommitted in the submodule): %1; entries for human review: %2; other items to review: %3 (under &quot;Needs human review&quot;).</numerusform>
            <numerusform>Triaged with dtype-triage: %n training entries; loader edits (uncommitted in the submodule): %1; entries for human review: %2; other items to review: %3 (under &quot;Needs human review&quot;).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReproOutcome</name>
    <message>
        <source>The CPU repro could not run the loader: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU repro did not finish both phases (BFLOAT16 %1, FLOAT32 %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: not run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReproResult</name>
    <message>
        <source>the repro %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the repro could not run the loader: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the repro ended (%1) without reporting both phases</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumePoint</name>
    <message>
        <source>the saved session is done; nothing to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader %1 no longer holds the fix the saved session applied (it was edited or reverted since); starting over at step 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest&apos;s results are recorded; planning the YAML again against the file as it is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix is on disk (%1); re-running the CPU repro after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing landed before the saved session ended; starting over at step 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunDigest</name>
    <message>
        <source>its checksum does not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunMark</name>
    <message>
        <source>, attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed; the runner recorded no error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed on attempt %1 after failing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no error recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run (skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run (skipped: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: %1 timed out before its report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: %1 was cancelled before its report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: %1 failed without a report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing from the run&apos;s reports (the run&apos;s jobs are not known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not selected by the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, PCC %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunNews</name>
    <message numerus="yes">
        <source>newest run %1: %n new failure(s)</source>
        <translation>
            <numerusform>newest run %1: %n new failure</numerusform>
            <numerusform>newest run %1: %n new failures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n fixed</source>
        <translation>
            <numerusform>, %n fixed</numerusform>
            <numerusform>, %n fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n persisting</source>
        <translation>
            <numerusform>, %n persisting</numerusform>
            <numerusform>, %n persisting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n with another error)</source>
        <translation>
            <numerusform> (%n with another error)</numerusform>
            <numerusform> (%n with another error)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>newest runs %1: %n new failure(s)</source>
        <translation>
            <numerusform>newest runs %1: %n new failure</numerusform>
            <numerusform>newest runs %1: %n new failures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunReports</name>
    <message>
        <source>run %1: the digest of its reading is damaged (%2): its reports were read again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunnerDefaults</name>
    <message>
        <source>the YAML entry&apos;s batch_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runner&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is in a file too large to be a runner module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none passed: the runner&apos;s %1 %2, so the repro cannot pass what the runner passes; load_inputs keeps its own default (the YAML entry sets none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none passed: load_inputs keeps its own default (the checkout has no %1, and the YAML entry sets none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none passed: load_inputs keeps its own default (the checkout&apos;s runner defines no DEFAULT_TRAINING_BATCH_SIZE in %1, neither on its tester class nor as a module constant, and the YAML entry sets none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicts from every loader&apos;s source, before anything runs, where a failure family&apos;s fix applies (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The family whose pre-flight runs: %1 (default: the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scan: --family must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScopeCandidate</name>
    <message>
        <source>not probed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 did not finish: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionFolder</name>
    <message>
        <source>cannot create the sessions folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a new session folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the session folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a file in the session folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free file name for %1 in the session folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionUndo</name>
    <message>
        <source>%1 changed since the session wrote it; nothing was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer holds what the session wrote (%2); nothing was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revert the loader fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session wrote nothing that could be reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 was restored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverted what the session wrote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session record does not name the edit it made to %1; nothing was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no test config of the checkout a session writes; nothing was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; nothing was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the session record would put back into %1 is not its fix taken out (%2): the file changed since, or the fix was written by another version of dtype-triage; nothing was reverted (git diff shows the fix, to take out by hand)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Signatures</name>
    <message>
        <source>(no reason given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this workbench handles bfloat16 dtype failures only; the reason here is: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurveyCommand</name>
    <message>
        <source>Recorded reasons the survey contradicts (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes on CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs every selected training entry&apos;s CPU training step as the runner does and groups the backlog by what fails: failure family and flavor, passes on CPU, environment, other clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every training entry, passing ones too (default: only entries not expected to pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training steps at a time (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python interpreter to prefer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the survey to FILE (.md, .html or .json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every step again; by default a step whose loader, YAML entry and interpreter are unchanged since the last survey is reused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm worker did not start (%1): every step runs cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (reused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey the training keys listed in FILE (one a line; # starts a comment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a key of the training YAML; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only entries not expected to pass (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--all and --failing exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training keys to survey (instead of the failing ones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[KEY…]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not surveyed (selected: %2): the survey runs the entries of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last %1 running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1/%2, %3 s, %4] %5: %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fresh asked for every step again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survey: keys given (--keys or KEY): --all, --failing and the family options choose entries instead; give one or the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries surveyed in %1 s (%2 reused from %3%4)</source>
        <translation>
            <numerusform>%n entry surveyed in %1 s (%2 reused from %3%4)</numerusform>
            <numerusform>%n entries surveyed in %1 s (%2 reused from %3%4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SurveyObservation</name>
    <message>
        <source>nothing to record: every selected entry&apos;s reason already says what the survey saw, or it passed on CPU, did not run or failed for this machine&apos;s environment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurveyReport</name>
    <message>
        <source>Survey of the training backlog</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n training entries, each one&apos;s CPU training step run as the runner runs it (bfloat16, model.train(), the runner&apos;s batch size, forward, unpack_forward_output, backward), grouped by what fails.</source>
        <translation>
            <numerusform>%n training entry, each one&apos;s CPU training step run as the runner runs it (bfloat16, model.train(), the runner&apos;s batch size, forward, unpack_forward_output, backward), grouped by what fails.</numerusform>
            <numerusform>%n training entries, each one&apos;s CPU training step run as the runner runs it (bfloat16, model.train(), the runner&apos;s batch size, forward, unpack_forward_output, backward), grouped by what fails.</numerusform>
        </translation>
    </message>
    <message>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded reasons the survey contradicts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — recorded: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — seen: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes on CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the survey report is .md, .html or .json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 because %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run again: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurveyStore</name>
    <message>
        <source>cannot write the survey results %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the survey results are not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the survey results are not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the survey results %1 kept changing under other surveys; they are not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not surveyed before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its step did not end last time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept by an older version of dtype-triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its loader&apos;s files changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shared tt-forge-models files changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its YAML entry&apos;s status or batch_size changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the interpreter or torch changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the installed packages changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runner&apos;s default batch size changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbench&apos;s probe changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the installed packages could not be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SyncCommand</name>
    <message>
        <source>no completed run of %1 to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pull-request text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BRANCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OWNER/NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the change of this entry (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the pull-request text (Markdown) of the changes to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GitHub&apos;s command line (default: gh on PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROGRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync: --last takes a number from 1 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML plan is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not written: run again with --yes to write this diff (%n entry(ies)).</source>
        <translation>
            <numerusform>Not written: run again with --yes to write this diff (%n entry).</numerusform>
            <numerusform>Not written: run again with --yes to write this diff (%n entries).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>Written %1 (%n entry).</numerusform>
            <numerusform>Written %1 (%n entries).</numerusform>
        </translation>
    </message>
    <message>
        <source>sync: --workflow, --last and --branch choose runs on GitHub, --reports reads runs on disk: not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runs propose no change of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no entry the runs hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held back, changed here after the runs (name one with --key to write it anyway): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs of this branch (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repository (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the changes shown, in one edit of each YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow file whose runs to read through gh (default %1); repeatable: the runs of several workflows together, each run labelled by its workflow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of each workflow&apos;s last runs (default %1; one still in progress is said and left out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run already downloaded (gh run download&apos;s folder, or artifact zips beside run.json), or a folder of such runs; repeatable (runs of several workflows are read together, each labelled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the last runs of CI workflows (downloaded through gh, or already on disk) and shows every entry&apos;s history per arch with what it asks of its YAML (every test-config YAML the runs cover): regressed, promote, pcc, record, flaky; and the news of each workflow&apos;s newest run. The YAML diff is written with --yes, one edit per YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync: --workflow takes a workflow&apos;s file name (or its name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the changes of this kind: regressed, promote, add, pcc, record (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync: --kind must be regressed, promote, add, pcc or record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New entries not added to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SyncRunsDialog</name>
    <message>
        <source>Sync CI Runs from GitHub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workflow file and a repository as owner/name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow&apos;s file (schedule-weekly-training.yml) or its name (On nightly); several separated by commas are read together, each run labelled by its workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workflow files:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestKey</name>
    <message>
        <source>“%1” is not a test key: the model path “%2” is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a test key: it contains a space, a control character, a quote, a backslash or a bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a test key: no “/pytorch-” or “/jax-” after the model path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a test key: it must end in “-training” or “-inference”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a test key: no parallelism (single_device, data_parallel, tensor_parallel or llm_…) before the run mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a test key: the variant is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TriageCommand</name>
    <message>
        <source>Approve and write every diff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this JUnit file instead of running pytest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the report (.md, .html or .json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python interpreter to prefer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A YAML key or a model_info.name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triage: give exactly one KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying the loader fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the YAML plan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader fix to approve (not written):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The YAML plan to approve (not written):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before a write: nothing was written. Run again with --yes to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader edit is uncommitted in the loaders submodule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resuming the unfinished session of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the family offers a choice of fix, the one to build (unpack: registry:ATTR, entry:KEY, sum:KEY,KEY or sum); default: the workbench&apos;s proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHOICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why that choice (the override&apos;s docstring says it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this probe result (run elsewhere) instead of probing here (the unpack and inputs families).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triage: --%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the triage of one entry (docs/triage.md §2). Without --yes it stops before the first write, prints the diff and exits 4; nothing is written.
Exit codes: 0 done, 1 stopped or failed, 2 usage, 3 not a checkout, 4 approval needed, 5 verify on TT hardware (the runner cannot start here: the fix the CPU verified is kept, the YAML untouched).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader fix rests on a judgement call, held for a person (not written):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unfinished session of %1 goes on with --yes; this dry run looks afresh</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TriageMark</name>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xfail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for CI</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TriageRecord</name>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time: &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown outcome &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entry has no key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the pytest outcome is unknown (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference entry %1 is stale after the loader fix (%2: &quot;%3&quot;); it is flagged, not edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inference YAML changed during the triage; the workbench never edits it: check what did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a triage record this version can read (schema %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the triage record has no key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triage record %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>phase name, then its result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify on TT hardware: %1. %2, and the YAML is untouched. Through tt-xla&apos;s CI: dtype-triage verify %3 --ci --yes; or with a JUnit file from a TT machine: dtype-triage verify %3 --junit FILE --yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader fix the CPU verified is kept (uncommitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loader fix was made</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnifiedDiff</name>
    <message>
        <source>not a unified diff hunk: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recorded diff has no hunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recorded diff is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file no longer holds the recorded edit at line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file changed around the recorded edit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackChoice</name>
    <message>
        <source>proposed by dtype-triage from the structure alone (a judgement call): confirm that the loss reads exactly this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only tensor the output holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen by the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the class is registered wrongly already: choose an override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unpack target: registry:&lt;attribute&gt;, entry:&lt;key&gt;, sum:&lt;key&gt;,&lt;key&gt;… or sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registry entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>override: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 has no class name to register: choose an override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no tensor attribute of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output has no entry &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one tensor: sum it instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extract_tensors_recursive does not enter a %1: sum its entries instead (sum:KEY,KEY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fix can name the entry &quot;%1&quot; (its key is no str, int, bool or None, or another entry shows as it too): sum the output instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no gradient path: requires_grad=False)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the forward&apos;s %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Left out, no head&apos;s output: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only tensor with a gradient path a loss could run backward through.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackDecision</name>
    <message>
        <source>unpack_forward_output already gives one tensor for this output: the entry is stale. Nothing is edited; pytest decides the YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output class has several tensors; %1 is proposed as the loss&apos;s source for a registry entry. Confirm or choose another before the diff is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output class has one tensor, %1: a registry entry in training_utils.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The output cannot be unpacked by class (%n tensor(s) in it): an unpack_forward_output method on the loader.</source>
        <translation>
            <numerusform>The output cannot be unpacked by class (%n tensor in it): an unpack_forward_output method on the loader.</numerusform>
            <numerusform>The output cannot be unpacked by class (%n tensors in it): an unpack_forward_output method on the loader.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class is registered with an attribute that is not one tensor: delete that registry entry and override unpack_forward_output on the loader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forward fails in float32 as well: the model has another problem. Nothing is edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forward fails in bfloat16 only: a dtype failure, not an unpack one. Nothing is edited here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe did not get as far as unpacking the output: nothing to decide on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader&apos;s own unpack_forward_output does not give one tensor: rewriting a method a person wrote is left to a person. Nothing is edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output is a named class with a tensor to train on: a registry entry in training_utils.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output cannot be unpacked by class: an unpack_forward_output method on the loader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output nests deeper than the probe reads (%1 levels) and no tensor shows above that: a person picks the loss. Nothing is edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is what this output class&apos;s loss reads: a registry entry in training_utils.py. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forward returns %1&apos;s fields as a tuple (return_dict=False, its return annotation): [%2] is %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackFamily</name>
    <message>
        <source>unpack_forward_output failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML says tt-forge-models implements no unpack_forward_output for the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no handler for the output&apos;s class in unpack_forward_output&apos;s registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registered handler does not return a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why a registry entry reaches other models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpack_forward_output&apos;s registry (training_utils.py) is keyed by the output&apos;s class name: one _register_attr line serves every model that emits that class. The workbench probed every training entry whose reason is an unpack failure and whose reason names no other class, and included those whose model emits the class and now unpacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss target: registry:ATTR, entry:KEY, sum:KEY,KEY or sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackFixBuilder</name>
    <message>
        <source>the probe saw no output to unpack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete %1 from training_utils.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add %1 to training_utils.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add unpack_forward_output returning %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackPreflight</name>
    <message>
        <source>overrides unpack (l. %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader defines its own unpack_forward_output: an entry that still claims an unpack failure is likely stale (the forward probe decides).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unpack_forward_output of its own: the registry in training_utils.py decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 loaders override unpack_forward_output (%3 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackProbeFix</name>
    <message>
        <source>forward output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpack_forward_output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss target is a judgement call: --apply writes it only with --why (which loss reads it), so the docstring says so</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackScope</name>
    <message>
        <source>the forward itself fails: %1; left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its model emits %1, not %2: left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpacking still fails: %1; left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it passes, and its reason is not an unpack_forward_output failure: left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same loader, included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>emits %1, in the registry entry&apos;s scope: included</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackSignature</name>
    <message>
        <source>(no reason given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an unpack_forward_output failure; the reason here is: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest still fails in unpack_forward_output although the fix works on CPU (the runner unpacks another output, or another variant emits another class): revert the fix and review.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnpackSourceAnalysis</name>
    <message>
        <source>which loaders define their own unpack_forward_output, whose unpack entries go straight to pytest and the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: has an override (line %2): its unpack entries go straight to pytest and the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no override (the registry in training_utils.py decides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaders, %2 with an override of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails with %2 (family %3) and its loader defines no unpack_forward_output of its own: the fix is proposed from the family&apos;s probe: give --probe FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has an override: loader.py:%1 defines unpack_forward_output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no loader edit: the entry goes straight to pytest and the YAML (dtype-triage triage %1 --yes on a TT machine, or dtype-triage verify %1 --ci or --junit FILE)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantBreakage</name>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not checked (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant %1 with the edit: %2 (without it: %3): broken by the edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant %1 with the edit: %2 (without it: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerbParser</name>
    <message>
        <source>The tt-xla checkout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --checkout DIR is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log what happens on stderr: YAML, analysis, processes, the session&apos;s steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: takes no argument besides its options (&quot;%2&quot; given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --jobs takes a whole number of 1 or more, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object on stdout (schema_version %1, see docs/data.md); human-readable lines go to stderr.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>The JUnit XML of the verification run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BRANCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session record (record.json) to take the branch from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML keys of the training config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --branch must be A, B or C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: no entry %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: branch C needs the post-fix CPU error from a --record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: branch %2, pytest %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: review: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML plan is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: run again with --yes to write this diff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some entries need a human review (see above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: taking the branch from the session record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: the record has no YAML target for %1; give --branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: observed on TT: %2 (differs from the CPU error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A, B or C (docs/triage.md §2 step 7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: %1: pytest&apos;s outcome could not be read from %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the YAML plan (with --ci: dispatch too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: give at least one KEY and one of --junit FILE, --ci or --ci-run ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: verify with --ci-run %1 --yes writes this diff from the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: pytest still shows the entry&apos;s original error; take the loader fix back (git -C third_party/tt_forge_models checkout -- &lt;loader&gt;) and plan branch A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans the YAML of step 7 from an existing JUnit file and prints the diff; writes it with --yes. The branch comes from --record (a saved session record) or --branch when given, else from the newest saved session record of this checkout that names the first KEY and reached a decision (C needs a record: it quotes the post-fix CPU error).
Exit codes: 0 written or nothing to change, 1 failure, 2 usage, 3 not a checkout, 4 approval needed (diff shown, nothing written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: no session record of this checkout names %1 with a decision (a dry run or another checkout&apos;s record is none); give --branch A|B|C or --record FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done: verified on TT hardware (%1); the YAML was written by verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: --junit %1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>verify: %1: not in %2 (%n testcase(s) there, none of this entry&apos;s): no outcome to plan from</source>
        <translation>
            <numerusform>verify: %1: not in %2 (%n testcase there, none of this entry&apos;s): no outcome to plan from</numerusform>
            <numerusform>verify: %1: not in %2 (%n testcases there, none of this entry&apos;s): no outcome to plan from</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkflowInputs</name>
    <message>
        <source>cannot read the workflow: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable workflow: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow cannot be dispatched by hand (no on: workflow_dispatch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow has no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the input %2&apos;s options (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow&apos;s required input &quot;%1&quot; is not given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlChangeVerb</name>
    <message>
        <source>The YAML needs no change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The YAML was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (written before it: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlPlan</name>
    <message>
        <source>pytest did not fail as the CPU repro did (outcome: %1); an XPASS or a different skip path needs a human look before this is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest still fails with the original bfloat16 error although the fix works on CPU (the runner or the model re-creates the float32 tensor): revert the loader fix and review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest failed, but the error could not be classified; nothing is planned for this entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest reported %1 under --force-run --runxfail: a different skip or setup path; nothing is planned for this entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new CPU error has no line to quote as the reason; nothing is planned for this entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest passed (an XPASS) although no working fix landed; nothing is planned for this entry: look at it before changing its status.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::ApprovalBar</name>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the applied edit: put the file back as it was before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write exactly this diff (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::BatchCi</name>
    <message>
        <source>Picking up CI run %1, which the sessions&apos; records noted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CI run %1 ended (%2): %n report(s) imported</source>
        <translation>
            <numerusform>CI run %1 ended (%2): %n report imported</numerusform>
            <numerusform>CI run %1 ended (%2): %n reports imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dtriage::CiDispatchDialog</name>
    <message>
        <source>Dispatch to tt-xla&apos;s CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Verify on TT hardware with tt-xla&apos;s &quot;Run Test Single&quot; workflow (pytest --force-run --runxfail): %n entr(y/ies)</source>
        <translation>
            <numerusform>Verify on TT hardware with tt-xla&apos;s &quot;Run Test Single&quot; workflow (pytest --force-run --runxfail): %n entry</numerusform>
            <numerusform>Verify on TT hardware with tt-xla&apos;s &quot;Run Test Single&quot; workflow (pytest --force-run --runxfail): %n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>Runners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tt-forge-models branch or commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submodule commit tt-xla pins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runners:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parallel groups:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tt-forge-models &amp;ref:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The approved loader fixes are only in the working tree, and CI takes tt-forge-models from GitHub. Push them (the workbench never commits or pushes), then give the branch above; it is checked with git ls-remote before anything is sent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands that push the fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gh command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dispatch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::CiHistoryDock</name>
    <message>
        <source>CI History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs read yet: Read Runs… or Sync from GitHub…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a checkout first: the runs are read against its training YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>Reading %n run…</numerusform>
            <numerusform>Reading %n runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read CI Runs: a run&apos;s folder, or a folder of runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The YAML plan is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the YAML True to CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) the CI runs show, in %1. Nothing is written until you approve.</source>
        <translation>
            <numerusform>%n change the CI runs show, in %1. Nothing is written until you approve.</numerusform>
            <numerusform>%n changes the CI runs show, in %1. Nothing is written until you approve.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Pull Request&apos;s Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pull request&apos;s text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No completed run to read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no YAML holds these entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: %1 (written before it: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing written: the YAML already says it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New entries not added to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::CiHistoryModel</name>
    <message>
        <source>%1 on %2, newest run first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 failure: Enter shows the entry, where its triage starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a mark a run, newest first — ✓ passed, ✗ failed, ↻ passed on a re-run, – not run (skipped), ⌛ its job ended without a report, · not selected, ? not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (held back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
YAML: %2%3
%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Held back: %1. Not in Approve All Shown; select it to approve it on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
PCC: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Newest run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::CiHistoryPanel</name>
    <message>
        <source>&amp;Read Runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs already downloaded: a run&apos;s folder as gh run download leaves it (or its artifact zips beside run.json), or a folder of such runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ync from GitHub…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show entries of kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs read yet: Read Runs… or Sync from GitHub…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI history of the training entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Approve Selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve All &amp;Shown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;PR Text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Taken from the Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) the runs hold could not be taken; nothing was made of them.</source>
        <translation>
            <numerusform>%n thing the runs hold could not be taken; nothing was made of them.</numerusform>
            <numerusform>%n things the runs hold could not be taken; nothing was made of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not taken…</source>
        <translation>
            <numerusform>%n not taken…</numerusform>
            <numerusform>%n not taken…</numerusform>
        </translation>
    </message>
    <message>
        <source>One YAML diff for the %1 selected changes, shown before anything is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select entries with a change (regressed, promote, record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One YAML diff for the %1 changes shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry shown has a change to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pull request&apos;s text: of the changes written from here, else of the changes proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>News of the newest run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download the last runs of one workflow or several through gh into the data home (kept: a sync again asks only for what it lacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new entry: no YAML holds it yet, so the failure list has no row for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry in the failure list, where its triage starts (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In no YAML: the failure list has no row for it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::CiRun</name>
    <message>
        <source>checking gh&apos;s login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatching: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispatching the workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looking for the dispatched run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow was dispatched, but no run of it appeared: see https://github.com/%1/actions/workflows/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>following run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>following run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; asking again (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 was cancelled on GitHub: nothing imported — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading the test-reports-* artifacts of run %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1&apos;s test-reports-* artifacts hold no report_*.xml: nothing to import — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run %1 ended (%2): %n test report(s) downloaded</source>
        <translation>
            <numerusform>Run %1 ended (%2): %n test report downloaded</numerusform>
            <numerusform>Run %1 ended (%2): %n test reports downloaded</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelling run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 canceled on GitHub: nothing imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing your runs of the workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs of yours started since the dispatch; following the first of them, %2: check it is this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled while dispatching: the dispatch may have been sent; check %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled: the workflow was dispatched but its run was not found yet; cancel it on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled after run %1 ended: nothing imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled before anything was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloading the test reports of run %1 (ended: %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 (ended: %2) has no test-reports-* artifact: nothing to import — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 not taken: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of the test-reports-* artifacts of run %1 could be taken (see above): nothing to import — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::CiSync</name>
    <message>
        <source>cannot create the folder for the runs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing the last %1 runs of %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing the workflow&apos;s runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s list of runs does not read as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 is %2: not downloaded (sync again once it ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder of run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describing run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s description of run %1 does not read as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled; what was downloaded is kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::CiSyncQueue</name>
    <message>
        <source>no completed run of %1: only the other workflows&apos; runs are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: run(s) %2 already read under another name of the same workflow: read once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no completed run of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::DiffView</name>
    <message>
        <source>Loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No diff yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change: approving writes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve (Ctrl+Return) writes exactly this diff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some lines are wider than the view: scroll right to read them in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 diff waits for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected: nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loader diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the edit was formatted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 lines shown: scroll through the diff to approve</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::DtypeDumpModel</name>
    <message>
        <source>%1 (BFLOAT16) / %2 (FLOAT32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stayed %2 while the model ran in bfloat16 (floating inputs should follow dtype_override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the BFLOAT16 phase&apos;s dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the FLOAT32 phase&apos;s dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not floating: integer and bool inputs keep their dtype on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype_override=torch.bfloat16: model and inputs cast to bfloat16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dtype_override: the loader&apos;s own dtypes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFLOAT16 phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOAT32 phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::DtypeDumpTable</name>
    <message>
        <source>BFLOAT16 phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOAT32 phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raised at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dump: failed before its inputs existed (inside load_model or load_inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No floating input stayed float32 in the BFLOAT16 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stayed float32 while the model ran in bfloat16: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU repro has not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs and their dtypes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::DtypeEvidence</name>
    <message>
        <source>Dtypes before the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dtypes after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU repro before the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU repro after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): inputs %3, parameters %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::DtypePlaybook</name>
    <message>
        <source>CPU repro %1 (after the fix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU repro %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU repro of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no loader edit can add a missing bfloat16 kernel; xfail path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fix site: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader edit was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU repro after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bfloat16 family&apos;s repro is not imported: it runs here (%1 is not read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::EntryCommands</name>
    <message>
        <source>&amp;Start Triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage the selected entry (or press Enter in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage &amp;All %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage &amp;Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the grouped list: triage every entry of the current family, flavor or loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Loader in &amp;Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy pytest Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage Group works on the grouped list (View ▸ Group by Family, Flavor and Loader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to triage in this group: no family takes its entries, or each has a session already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to triage: every %1 entry has a session already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::EvidencePanel</name>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offending call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence for the marked site</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::FailureGroupModel</name>
    <message>
        <source>no family takes the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n entries)</source>
        <translation>
            <numerusform>%1 (%n entry)</numerusform>
            <numerusform>%1 (%n entries)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no flavor)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::FailureListModel</name>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring-up status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flavor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failure family takes this reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xfail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2, line %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::FailureListPane</name>
    <message>
        <source>Filter by key, status, flavor or reason (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any failure family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the entries whose reason a failure family&apos;s gate takes (the Family column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only entries that are not expected to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training entries by family, flavor and loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::InputsEvidence</name>
    <message>
        <source>forward(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returned a %1: passed by keyword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returned a %1: passed by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load_inputs returned one %1: the first positional argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFLOAT16-TRAIN: forward, unpack and backward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BFLOAT16-TRAIN failed in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch 2: training passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch 2: still fails (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference fails (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs before the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key or slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lands in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inputs probe has not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe runs again once a fix landed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · the return at line %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::InputsPlaybook</name>
    <message>
        <source>no inputs fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edited load_inputs raised %1; the fix was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>load_inputs returns in %n places: the other variants failing this way are probed first</source>
        <translation>
            <numerusform>load_inputs returns in %n place: the other variants failing this way are probed first</numerusform>
            <numerusform>load_inputs returns in %n places: the other variants failing this way are probed first</numerusform>
        </translation>
    </message>
    <message>
        <source>inputs probe of %1 (which return it reaches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>load_inputs also returns at line %1: the fix leaves it as it is</source>
        <translation>
            <numerusform>load_inputs also returns at line %1: the fix leaves it as it is</numerusform>
            <numerusform>load_inputs also returns at lines %1: the fix leaves them as they are</numerusform>
        </translation>
    </message>
    <message>
        <source>another variant&apos;s return not edited: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fix edits only this test&apos;s return: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the edit reaches %n other variant(s) of the loader: each runs with it first</source>
        <translation>
            <numerusform>the edit reaches %n other variant of the loader: it runs with it first</numerusform>
            <numerusform>the edit reaches %n other variants of the loader: each runs with it first</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 with the edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another variant was not checked with the edit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edit broke other variants (%1): it is made for %2 only, as their forward takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edit breaks other variants of the loader, which share its return: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::Job</name>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed to start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted (SIGABRT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segmentation fault (SIGSEGV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted (exit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segmentation fault (exit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1 (%2, exit %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exceeded the memory limit of %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed to start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::JobConsole</name>
    <message>
        <source>The output of the selected job appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the selected job (its whole process group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) running</source>
        <translation>
            <numerusform>%n job running</numerusform>
            <numerusform>%n jobs running</numerusform>
        </translation>
    </message>
    <message>
        <source>No job running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 jobs ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected job: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m jobs ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::JobListModel</name>
    <message>
        <source>Canceled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::MainWindow</name>
    <message>
        <source>dtype-triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Checkout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkout: %1 — loading configs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype-triage — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checkout: %1 — %n config file(s)</source>
        <translation>
            <numerusform>Checkout: %1 — %n config file</numerusform>
            <numerusform>Checkout: %1 — %n config files</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tt-xla checkout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-flight: %1 of %2 loaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-flight: scanning loaders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import JUnit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looking for an interpreter with torch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Python that can import torch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import JUnit results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JUnit XML (*.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n triage session(s) still running. Quit anyway? Opening this checkout again offers to resume them where they stopped.</source>
        <translation>
            <numerusform>%n triage session still running. Quit anyway? Opening this checkout again offers to resume them where they stopped.</numerusform>
            <numerusform>%n triage sessions still running. Quit anyway? Opening this checkout again offers to resume them where they stopped.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pre-flight: no loaders to scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the YAML can be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-flight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Probe Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the entry the probe result is of, then import it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triaging %1 with the probe result %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe output (*.txt *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a probe result (forward_probe.py&apos;s or inputs_probe.py&apos;s output, run elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sur&amp;vey Failing Entries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A survey needs an open checkout and a Python that imports torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failing training entry to survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About dtype-triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About dtype-triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group by Family, Flavor and Loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;CI History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the batch?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 entries are done. The running triages stop (a loader fix applied and not approved is reverted) and the rest are not triaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::OutputTreeView</name>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forward_output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>No fix can name this entry: its key is no str, int, bool or None, or another entry shows as it too. Sum the output to use it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::ProbeJob</name>
    <message>
        <source>the warm worker went away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed to start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe request names no probe script</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::ProbePlaybook</name>
    <message>
        <source>%1 %2 (after the fix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the %1 result %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 imported from %2 (run elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (the edit, imported before it is offered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (with the edit, run before it is offered)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::PytestJob</name>
    <message numerus="yes">
        <source>pytest (%n key(s))</source>
        <translation>
            <numerusform>pytest (%n key)</numerusform>
            <numerusform>pytest (%n keys)</numerusform>
        </translation>
    </message>
    <message>
        <source>pytest did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all tests passed (pytest exit 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some tests failed (pytest exit 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest internal error (exit 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::ReportDialog</name>
    <message>
        <source>Export Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the loader patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the YAML patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patches (*.patch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pull-request description, as “Copy PR text” copies it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loader diff (apply in the submodule %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loader edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML diff (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No YAML change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to report yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry has been triaged in this session. Triage an entry from the failure list: every finished or stopped triage adds its entry to the report (the fix, the YAML change, the pytest outcome and what needs a human), ready to copy as the pull-request description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy PR text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the Markdown to paste as the pull-request description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all to folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report.md, report.html, report.json and the two patches</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied the pull-request text (Markdown, %n line(s)) to the clipboard.</source>
        <translation>
            <numerusform>Copied the pull-request text (Markdown, %n line) to the clipboard.</numerusform>
            <numerusform>Copied the pull-request text (Markdown, %n lines) to the clipboard.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to export: no entry has been triaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all to folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::ResumeBar</name>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n triage session(s) did not finish: %1</source>
        <translation>
            <numerusform>%n triage session did not finish: %1</numerusform>
            <numerusform>%n triage sessions did not finish: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dtriage::RunArtifacts</name>
    <message>
        <source>listing the artifacts of run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gh&apos;s list of the artifacts of run %1 is not the artifacts API&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 lists more than %2 artifacts: not a run of the workflow&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: the artifact name “%2” is no test-reports artifact&apos;s: not downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 has expired on GitHub: its reports are gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1, more than a report artifact may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: downloading %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it passed %1 while downloading (GitHub listed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 did not download as a zip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep the download of %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1: %2 not taken: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SessionPanel</name>
    <message>
        <source>Choose an entry in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the triage of this entry (Enter in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running jobs; an applied, unapproved loader fix is reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not triaged in this window yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview and export the report of every finished triage (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction of the pre-flight (nothing ran yet; the repro or probe confirms it): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgement call: say which loss reads it (Why, by the output tree), build the fix again, then approve</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SessionVerification</name>
    <message>
        <source>pytest for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest did not run the tests: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the recorded pytest results %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JUnit file could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for tt-xla&apos;s CI run %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for tt-xla&apos;s CI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for tt-xla&apos;s CI: dispatch the verification of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run was dispatched (%1) but not found before the session closed: look for it on GitHub before dispatching again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>reading the %n test report(s) of CI run %1</source>
        <translation>
            <numerusform>reading the %n test report of CI run %1</numerusform>
            <numerusform>reading the %n test reports of CI run %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no Python to run pytest with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CPU repro still running after this long is stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pytest run still running after this long is stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many CPU repros run at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python &amp;interpreter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repro timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pytest timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel repro &amp;jobs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: auto-detect (venv, else a python3 that imports torch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the checkout&apos;s venv/bin/python when it exists, else the first python3 on PATH that can import torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the RAM (%1 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each repro and pytest run may use this much memory; one that needs more stops with &quot;exceeded the memory limit&quot; instead of exhausting the machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Memory limit per job:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SourceView</name>
    <message>
        <source>Loader source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the evidence for the marked site beside the code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyDock</name>
    <message>
        <source>Survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No survey of this checkout yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveying: %1 of %2 entries (%3 kept from an earlier survey)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The survey could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey canceled after %1 of %2 entries; what came in is kept: the next survey goes on from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing started: a batch is running, or every selected entry is triaged or being triaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage started for %1 entries; %2 need their observed reason recorded first (or no family takes them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Triage started for %n entries.</source>
        <translation>
            <numerusform>Triage started for %n entry.</numerusform>
            <numerusform>Triage started for %n entries.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record Observed Reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reasons as the survey saw them, in %1. Nothing is written until you approve; the statuses stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Survey Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey report written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to triage: record the observed reasons first (or no family takes these entries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the last %1 running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries surveyed in %1 (%2 kept from an earlier survey%4); %3 recorded reasons contradict what the survey saw.</source>
        <translation>
            <numerusform>%n entry surveyed in %1 (%2 kept from an earlier survey%4); %3 recorded reasons contradict what the survey saw.</numerusform>
            <numerusform>%n entries surveyed in %1 (%2 kept from an earlier survey%4); %3 recorded reasons contradict what the survey saw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyPanel</name>
    <message>
        <source>No survey yet: Triage ▸ Survey Failing Entries runs every failing training entry&apos;s CPU training step and groups the backlog by what fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey of the backlog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Triage Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record Observed &amp;Reasons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Survey Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Triage the %n selected entries whose recorded reason the family&apos;s triage takes</source>
        <translation>
            <numerusform>Triage the %n selected entry whose recorded reason the family&apos;s triage takes</numerusform>
            <numerusform>Triage the %n selected entries whose recorded reason the family&apos;s triage takes</numerusform>
        </translation>
    </message>
    <message>
        <source>No selected entry has a recorded reason a family&apos;s triage takes: record the observed reasons first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Record what the survey saw as the reason of %n selected entries (one YAML diff to approve; the status stays)</source>
        <translation>
            <numerusform>Record what the survey saw as the reason of %n selected entry (one YAML diff to approve; the status stays)</numerusform>
            <numerusform>Record what the survey saw as the reason of %n selected entries (one YAML diff to approve; the status stays)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to record: the reasons already say it, or it passed on CPU (pytest decides: triage it), or it failed for this machine&apos;s environment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyRun</name>
    <message>
        <source>no failure family of this build probes the training step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyTreeModel</name>
    <message>
        <source>did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes on CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group ▸ loader ▸ entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the survey saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale recorded reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recorded reason says something else than what the survey saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(kept from an earlier survey: nothing it depends on changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unclassified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::TriageCoordinator</name>
    <message>
        <source>not triaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not triaged: the batch was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not triaged: the loader&apos;s diff from %1 awaits approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the unfinished session could not be resumed (%2); starting afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the scope of %1&apos;s session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::TriageRuns</name>
    <message>
        <source>waiting for the session on the same loader</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::TriageSession</name>
    <message>
        <source>resolving %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no session folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Python to run the repro: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled; the loader fix was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix was declined; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverting the loader fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix could not be reverted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CPU repro did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the FLOAT32 phase fails too: escalate; left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the BFLOAT16 phase passes on CPU: left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the BFLOAT16 phase fails without a bfloat16 signature: left alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same loader, included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: review: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML plan is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML needs no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML plan was declined; the YAML is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML plan was declined; nothing was written to the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML conflict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a triage record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>pytest (%n key(s))</source>
        <translation>
            <numerusform>pytest (%n key)</numerusform>
            <numerusform>pytest (%n keys)</numerusform>
        </translation>
    </message>
    <message>
        <source>this session holds no loader edit to revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session has not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverting what the session wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… this job printed more than %n line(s); the rest is in its log (head and tail kept)</source>
        <translation>
            <numerusform>… this job printed more than %n line; the rest is in its log (head and tail kept)</numerusform>
            <numerusform>… this job printed more than %n lines; the rest is in its log (head and tail kept)</numerusform>
        </translation>
    </message>
    <message>
        <source>the loader kept changing while its fix was proposed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loader conflict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader changed since it was analysed (%1); proposing the fix again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the YAML and the loader…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the entry&apos;s reason…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproducing on CPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the fix site…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader fix waits for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying the loader fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-running the CPU repro with the fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverting the loader fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the loader&apos;s other variants…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running pytest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning the YAML change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The YAML change waits for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML already holds the planned states (written by a parallel session)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML was written (re-planned after a parallel write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML changed since it was planned (%1); planning it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record&apos;s failure family &quot;%1&quot; is not known to this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix landed; this inference entry&apos;s failure (%1) is likely gone (flagged, not edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest still shows the original error; the loader fix was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building the fix again for the choice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix made inference fail (%1); it was reverted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inference test %1, which the loader fix reaches, did not run (%2): check it by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for tt-xla&apos;s CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session has no folder to keep its record in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session record %1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest&apos;s report holds no outcome for %1%2; nothing is planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flavor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CPU error is %1, not %2 as the reason says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify on TT hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped before a write: the loader fix was shown, not approved; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped before a write: the YAML plan was shown, not approved; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run: the runner cannot start here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loader fix the CPU verified is kept (uncommitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no loader fix was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2, the YAML untouched: verify on TT hardware (tt-xla&apos;s CI, or a JUnit file later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not approved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::UnpackEvidence</name>
    <message>
        <source>Handler: the loader&apos;s own unpack_forward_output (%1:%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler: the registry entry of %1, attribute %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler: none needed, the output is a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler: none; the registry has no entry for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output before the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output after the fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loss target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: which loss reads it (goes into the docstring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Build the fix for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds the fix again for this target; the new diff waits for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forward probe has not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probe runs again once a fix landed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpack_forward_output gives %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still failing: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::UnpackPlaybook</name>
    <message>
        <source>the loss target is a judgement call: %1 was proposed from the structure alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unpack fix was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss target is a judgement call: %1 was chosen without a reason (which loss reads it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it proposed %1 from the structure alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was chosen without a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss target is a judgement call: the workbench cannot tell which of the output&apos;s tensors (%1) the loss reads; %2, which is not written unreviewed. Settle it: dtype-triage triage %3 --target CHOICE --why &quot;which loss reads it&quot; --yes (choices: %4), or pick the target beside the output tree in the window, say why and approve</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::WarmWorker</name>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segmentation fault (SIGSEGV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted (SIGABRT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm worker was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm worker is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm worker exited (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the warm worker did not start within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probe worker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::WindowCi</name>
    <message>
        <source>&amp;Verify Through tt-xla&apos;s CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 6 on TT hardware: sessions wait for a run of tt-xla&apos;s &quot;Run Test Single&quot; workflow instead of running pytest here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dispatch Waiting Entries to CI…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the dispatch (tt-forge-models ref, the workflow&apos;s inputs)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push the approved fixes first, then give their branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session waits for CI any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tt-xla CI run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>tt-xla CI (%n key(s))</source>
        <translation>
            <numerusform>tt-xla CI (%n key)</numerusform>
            <numerusform>tt-xla CI (%n keys)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>run %1: %n report(s) imported</source>
        <translation>
            <numerusform>run %1: %n report imported</numerusform>
            <numerusform>run %1: %n reports imported</numerusform>
        </translation>
    </message>
    <message>
        <source>CI run %1 ended (%2): the YAML plans wait for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tt-forge-models: %1 is commit %2 on the remote; the dispatch names the commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped following: another checkout was opened (the run goes on on GitHub)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI run %1 ended, but no session waits for its reports any more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dtriage::WorkbenchStatusBar</name>
    <message>
        <source>Python: looking for an interpreter with torch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: none usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) running</source>
        <translation>
            <numerusform>%n job running</numerusform>
            <numerusform>%n jobs running</numerusform>
        </translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytest outcomes come from %1 instead of a local run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey: %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey: %v of %m, about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch canceled after %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Opening a copy of the demo checkout: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tt-xla checkout to open (default: a copy of the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window opens one CHECKOUT; %1 were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (family %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown verb &quot;%1&quot;: the verbs are %2 (a checkout to open is an existing folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage tt-xla training tests that fail before TT compilation:
%1.
Verbs (each has --help and --version):
  list --checkout DIR [--family ID | --bf16] [--failing] [--json]
  scan --checkout DIR [--family ID] [--json]
  propose KEY --checkout DIR [family options] [--apply] [--json]
  propose KEY --checkout DIR --probe FILE [--target CHOICE] [--why TEXT] [--apply] [--json]
  triage KEY --checkout DIR [--yes] [--junit FILE] [--report FILE] [--interpreter PY]
         [--target CHOICE] [--why TEXT] [--probe FILE] [--json]
  batch --checkout DIR [--family ID | --bf16] [--jobs N] [--yes] [--report FILE] [--interpreter PY] [--json]
  survey --checkout DIR [--family ID | --bf16 | --keys FILE] [--failing | --all] [--jobs N] [--fresh] [--report FILE] [--json]
  verify KEY... --checkout DIR --junit FILE [--branch A|B|C] [--record FILE] [--yes] [--json]
  sync --checkout DIR (--workflow FILE... [--last N] | --reports DIR...) [--kind K] [--key KEY] [--yes]
       [--report FILE] [--json]
Every verb also takes --verbose (log lines on stderr; or QT_LOGGING_RULES=dtriage.run.debug=true).
Exit codes: 0 ok, 1 failure, 2 usage, 3 not a tt-xla checkout,
4 stopped before a write: approval needed (rerun with --yes).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
