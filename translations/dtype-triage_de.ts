<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AppInfo</name>
    <message>
        <source>%1 (Qt %2, highlighting: %3)</source>
        <translation>%1 (Qt %2, Syntaxhervorhebung: %3)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;dtype-triage %1&lt;/h3&gt;&lt;p&gt;Triages tt-xla training tests that fail before TT compilation: reproduces them on CPU, proposes the minimal loader fix and the YAML update, runs pytest, writes nothing you have not approved.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Python&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Highlighting&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Data folder&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;dtype-triage %1&lt;/h3&gt;&lt;p&gt;Triagiert tt-xla-Trainingstests, die vor der TT-Kompilierung scheitern: reproduziert sie auf der CPU, schlägt die minimale Loader-Korrektur und die YAML-Änderung vor, führt pytest aus, schreibt nichts, dem Sie nicht zugestimmt haben.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Python&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Hervorhebung&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Datenordner&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>none found yet</source>
        <translation>noch keines gefunden</translation>
    </message>
</context>
<context>
    <name>ArtifactZip</name>
    <message>
        <source>declares %1 bytes from %2 packed: too large for a report, or a zip bomb</source>
        <translation>gibt %1 Bytes aus %2 gepackten an: zu groß für einen Bericht, oder eine Zip-Bombe</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>does not inflate: %1</source>
        <translation>lässt sich nicht entpacken: %1</translation>
    </message>
    <message>
        <source>inflates past what it declares or a report may be (a zip bomb): left unread</source>
        <translation>entpackt sich über das Angegebene oder die Größe eines Berichts hinaus (eine Zip-Bombe): nicht gelesen</translation>
    </message>
    <message>
        <source>%1 is no zip archive that reads: %2</source>
        <translation>%1 ist kein lesbares Zip-Archiv: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 members, more than an artifact of reports does: refused</source>
        <translation>%1 enthält %2 Einträge, mehr als ein Artefakt mit Berichten: abgelehnt</translation>
    </message>
    <message>
        <source>%1: member %2 does not read</source>
        <translation>%1: Eintrag %2 lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>%1 names a member outside the archive (%2): the artifact is refused, nothing of it read</source>
        <translation>%1 nennt einen Eintrag außerhalb des Archivs (%2): das Artefakt wird abgelehnt, nichts davon gelesen</translation>
    </message>
    <message>
        <source>the artifact&apos;s reports add up past %1 bytes: left unread</source>
        <translation>die Berichte des Artefakts ergeben mehr als %1 Bytes: nicht gelesen</translation>
    </message>
    <message>
        <source>the artifact holds no report_*.xml</source>
        <translation>das Artefakt enthält keine report_*.xml</translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message>
        <source>state: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>== %1: the loader fix to approve (not written) ==</source>
        <translation>== %1: freizugebende Loader-Korrektur (nicht geschrieben) ==</translation>
    </message>
    <message>
        <source>== %1: the YAML plan to approve (not written) ==</source>
        <translation>== %1: freizugebender YAML-Plan (nicht geschrieben) ==</translation>
    </message>
    <message>
        <source>== %1: applying the loader fix ==</source>
        <translation>== %1: Loader-Korrektur wird angewendet ==</translation>
    </message>
    <message>
        <source>== %1: writing the YAML plan ==</source>
        <translation>== %1: YAML-Plan wird geschrieben ==</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Loaders triaged in parallel (default: %1).</source>
        <translation>Parallel triagierte Loader (Standard: %1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Approve and write every diff.</source>
        <translation>Jeden Diff freigeben und schreiben.</translation>
    </message>
    <message>
        <source>Write one report for the batch (.md, .html or .json).</source>
        <translation>Einen Bericht für den gesamten Batch schreiben (.md, .html oder .json).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>The Python interpreter to prefer.</source>
        <translation>Der bevorzugte Python-Interpreter.</translation>
    </message>
    <message>
        <source>PY</source>
        <translation>PY</translation>
    </message>
    <message>
        <source>batch: takes no KEY (use triage for one entry)</source>
        <translation>batch: nimmt keinen KEY an (für einen einzelnen Eintrag triage verwenden)</translation>
    </message>
    <message>
        <source>Stopped before the writes: nothing was written. Run again with --yes to apply.</source>
        <translation>Vor den Schreibvorgängen angehalten: Es wurde nichts geschrieben. Zum Anwenden erneut mit --yes ausführen.</translation>
    </message>
    <message>
        <source>Summary (%1 entries, %2 jobs, %3 s):</source>
        <translation>Zusammenfassung (%1 Einträge, %2 Jobs, %3 s):</translation>
    </message>
    <message>
        <source>the report was not written: %1</source>
        <translation>der Bericht wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>%1: resuming the unfinished session of %2</source>
        <translation>%1: die nicht abgeschlossene Sitzung aus %2 wird fortgesetzt</translation>
    </message>
    <message>
        <source>skipped: no failure family takes its reason (%1)</source>
        <translation>übersprungen: keine Fehlerfamilie nimmt seinen Grund an (%1)</translation>
    </message>
    <message>
        <source>batch: picks its CI runs up from the sessions&apos; records; --ci-run and --cancel are verify&apos;s</source>
        <translation>batch: nimmt seine CI-Läufe aus den Protokollen der Sitzungen auf; --ci-run und --cancel gehören zu verify</translation>
    </message>
    <message numerus="yes">
        <source>%n other failing entries are not of the %1 (dtype-triage list shows them)</source>
        <translation>
            <numerusform>%n weiterer fehlschlagender Eintrag gehört nicht zu %1 (dtype-triage list zeigt ihn)</numerusform>
            <numerusform>%n weitere fehlschlagende Einträge gehören nicht zu %1 (dtype-triage list zeigt sie)</numerusform>
        </translation>
    </message>
    <message>
        <source>Triages every failing training entry that a failure family takes (with --family ID, or --bf16: every entry whose reason passes that family&apos;s gate; the other families&apos; entries are only counted). One session per loader file at a time, different loaders in parallel (--jobs), one shared warm probe worker. Without --yes each session stops before its first write and the diffs are listed; nothing is written. With --yes the YAML writes are approved one at a time; a plan made stale by a parallel write is re-planned against the current file.
An unfinished earlier session of a selected entry (killed, closed) is resumed from its record.
With --ci, step 6 runs on TT hardware through tt-xla&apos;s CI (see verify --ci): once no session is working, one run verifies the keys of every session waiting for it; the dispatch is shown and sent with --dispatch or --yes, and the sessions plan their YAML from its reports.
Exit codes: 0 every session done, 1 a session stopped (a triage rule, a conflict) or failed, or a write was refused, 2 usage, 3 not a checkout, 4 approval needed, 5 verify on TT hardware (the runner cannot start here; the fixes the CPU verified are kept).</source>
        <translation>Triagiert jeden fehlschlagenden Trainingseintrag, den eine Fehlerfamilie annimmt (mit --family ID oder --bf16: jeden Eintrag, dessen Grund das Tor dieser Familie passiert; die Einträge der anderen Familien werden nur gezählt). Je Loader-Datei eine Sitzung zur Zeit, verschiedene Loader parallel (--jobs), ein gemeinsamer warmer Sonden-Worker. Ohne --yes hält jede Sitzung vor ihrem ersten Schreiben an und die Diffs werden aufgeführt; nichts wird geschrieben. Mit --yes werden die YAML-Schreibvorgänge einzeln genehmigt; ein durch paralleles Schreiben veralteter Plan wird gegen die aktuelle Datei neu geplant.
Eine unfertige frühere Sitzung eines gewählten Eintrags (abgebrochen, geschlossen) wird aus ihrem Protokoll fortgesetzt.
Mit --ci läuft Schritt 6 über die CI von tt-xla auf TT-Hardware (siehe verify --ci): sobald keine Sitzung mehr arbeitet, verifiziert ein Lauf die Schlüssel aller darauf wartenden Sitzungen; der Start wird gezeigt und mit --dispatch oder --yes gesendet, und die Sitzungen planen ihr YAML aus seinen Berichten.
Exit-Codes: 0 jede Sitzung fertig, 1 eine Sitzung angehalten (eine Triage-Regel, ein Konflikt) oder fehlgeschlagen, oder ein Schreiben abgelehnt, 2 Aufruf, 3 kein Checkout, 4 Genehmigung nötig, 5 auf TT-Hardware verifizieren (der Runner startet hier nicht; die von der CPU bestätigten Korrekturen bleiben).</translation>
    </message>
    <message>
        <source>Verify on TT hardware: the runner cannot start here; the fixes the CPU verified are kept and the YAML is untouched (dtype-triage verify KEY... --ci, or --junit FILE).</source>
        <translation>Auf TT-Hardware verifizieren: der Runner startet hier nicht; die von der CPU bestätigten Korrekturen bleiben, das YAML ist unberührt (dtype-triage verify KEY... --ci oder --junit FILE).</translation>
    </message>
    <message>
        <source>== %1: the loader fix rests on a judgement call, held for a person (not written) ==</source>
        <translation>== %1: die Loader-Korrektur beruht auf einer Ermessensfrage, für eine Person zurückgehalten (nicht geschrieben) ==</translation>
    </message>
    <message>
        <source>%1: the unfinished session of %2 goes on with --yes; this dry run looks afresh</source>
        <translation>%1: die unfertige Sitzung %2 geht mit --yes weiter; dieser Probelauf sieht neu hin</translation>
    </message>
    <message>
        <source>stopped before writing the loader fix: run again with --yes to write it</source>
        <translation>vor dem Schreiben der Loader-Korrektur angehalten: erneut mit --yes ausführen, um sie zu schreiben</translation>
    </message>
    <message>
        <source>stopped before writing the YAML plan: run again with --yes to write it</source>
        <translation>vor dem Schreiben des YAML-Plans angehalten: erneut mit --yes ausführen, um ihn zu schreiben</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>no file was named</source>
        <translation>es wurde keine Datei genannt</translation>
    </message>
    <message>
        <source>cannot read %1: the name holds a NUL character</source>
        <translation>%1 kann nicht gelesen werden: der Name enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>cannot read %1: it is a link to nothing</source>
        <translation>%1 kann nicht gelesen werden: es ist ein Link ins Leere</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: it is %2, not a regular file</source>
        <translation>%1 kann nicht gelesen werden: es ist %2, keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot read %1: it holds %2, more than the %3 such a file may hold</source>
        <translation>%1 kann nicht gelesen werden: es enthält %2, mehr als die %3, die eine solche Datei enthalten darf</translation>
    </message>
    <message>
        <source>cannot read %1: it is no longer a regular file</source>
        <translation>%1 kann nicht gelesen werden: es ist keine reguläre Datei mehr</translation>
    </message>
    <message>
        <source>cannot read %1: it grew past the %2 such a file may hold while it was read</source>
        <translation>%1 kann nicht gelesen werden: es wuchs beim Lesen über die %2, die eine solche Datei enthalten darf</translation>
    </message>
</context>
<context>
    <name>CappedLog</name>
    <message>
        <source>cannot write the log %1: %2</source>
        <translation>das Protokoll %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>
[dtype-triage: %1 bytes of output left out here; the log keeps the first %2 MB and the last %3 MB]
</source>
        <translation>
[dtype-triage: hier wurden %1 Bytes Ausgabe ausgelassen; das Protokoll behält die ersten %2 MB und die letzten %3 MB]
</translation>
    </message>
</context>
<context>
    <name>Checkout</name>
    <message>
        <source>No such folder: %1</source>
        <translation>Ordner nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Not a folder: %1</source>
        <translation>Kein Ordner: %1</translation>
    </message>
    <message>
        <source>%1 is not a tt-xla checkout: missing %2</source>
        <translation>%1 ist kein tt-xla-Checkout: %2 fehlt</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 is not a tt-xla checkout: no test_config_*.yaml files under %2</source>
        <translation>%1 ist kein tt-xla-Checkout: keine test_config_*.yaml-Dateien unter %2</translation>
    </message>
    <message>
        <source>%1 is empty: the tt_forge_models submodule is not checked out; triage needs it (git submodule update --init third_party/tt_forge_models)</source>
        <translation>%1 ist leer: Das Submodul tt_forge_models ist nicht ausgecheckt; die Triage braucht es (git submodule update --init third_party/tt_forge_models)</translation>
    </message>
</context>
<context>
    <name>CiDispatch</name>
    <message>
        <source>nothing to verify: no test keys</source>
        <translation>nichts zu verifizieren: keine Testschlüssel</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; cannot be selected with pytest -k: it holds characters other than letters, digits and _ : + - . /</source>
        <translation>der Schlüssel „%1“ lässt sich mit pytest -k nicht auswählen: er enthält andere Zeichen als Buchstaben, Ziffern und _ : + - . /</translation>
    </message>
    <message>
        <source>parallel groups must be 1 or more</source>
        <translation>parallele Gruppen: 1 oder mehr</translation>
    </message>
    <message>
        <source>the workflow&apos;s inputs changed: %1</source>
        <translation>die Eingaben des Workflows haben sich geändert: %1</translation>
    </message>
    <message>
        <source>%1 %2 is not one the workflow offers (%3)</source>
        <translation>%1 %2 gehört nicht zu dem, was der Workflow anbietet (%3)</translation>
    </message>
    <message>
        <source>one dispatch runs one test function: %1 and %2 keys go in two</source>
        <translation>ein Auslösen führt eine Testfunktion aus: Schlüssel von %1 und %2 gehören in zwei</translation>
    </message>
</context>
<context>
    <name>CiHistory</name>
    <message>
        <source>run %1 is %2, not completed: left out (read it again once it ends)</source>
        <translation>Lauf %1 ist %2, nicht abgeschlossen: ausgelassen (erneut lesen, sobald er endet)</translation>
    </message>
    <message>
        <source>run %1 was given twice (%2): read once</source>
        <translation>Lauf %1 wurde zweimal angegeben (%2): einmal gelesen</translation>
    </message>
    <message>
        <source>run %1: %2 was not read: %3</source>
        <translation>Lauf %1: %2 wurde nicht gelesen: %3</translation>
    </message>
    <message>
        <source>run %1: %2 names no arch (no artifact name, no arch tag): left out</source>
        <translation>Lauf %1: %2 nennt keine Architektur (kein Artefaktname, kein arch-Tag): ausgelassen</translation>
    </message>
    <message>
        <source>run %1: %2 broke off: %3</source>
        <translation>Lauf %1: %2 brach ab: %3</translation>
    </message>
    <message>
        <source>skipped as an xfail, and the runner recorded no tags to say what it did</source>
        <translation>als xfail übersprungen, und der Runner hat keine Tags aufgezeichnet, die sagen, was er tat</translation>
    </message>
    <message>
        <source>a report of this run on %1 did not read</source>
        <translation>ein Bericht dieses Laufs auf %1 ließ sich nicht lesen</translation>
    </message>
    <message>
        <source>its %1 job %2</source>
        <translation>sein %1-Job %2</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) the training YAML does not hold (inference, another file): left out, e.g. %1</source>
        <translation>
            <numerusform>%n Schlüssel, den das Trainings-YAML nicht enthält (Inferenz, eine andere Datei): ausgelassen, z. B. %1</numerusform>
            <numerusform>%n Schlüssel, die das Trainings-YAML nicht enthält (Inferenz, eine andere Datei): ausgelassen, z. B. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no run to read: %1</source>
        <translation>kein Lauf zu lesen: %1</translation>
    </message>
    <message>
        <source>attempt %1&apos;s report on %2 did not read</source>
        <translation>der Bericht von Versuch %1 auf %2 war nicht lesbar</translation>
    </message>
    <message>
        <source>skipped as an xfail; %1, so nothing says what it did</source>
        <translation>als xfail übersprungen; %1, also sagt nichts, was er tat</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) no YAML read holds: left out, e.g. %1</source>
        <translation>
            <numerusform>%n Schlüssel, den keine gelesene YAML enthält: ausgelassen, z. B. %1</numerusform>
            <numerusform>%n Schlüssel, die keine gelesene YAML enthält: ausgelassen, z. B. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in %2 and in %3: the runner uses %3&apos;s entry, and so does this history</source>
        <translation>%1 steht in %2 und in %3: der Runner nimmt den Eintrag aus %3, diese Geschichte auch</translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>%1 wurde nicht gelesen: %2</translation>
    </message>
    <message>
        <source>no YAML to read</source>
        <translation>keine YAML zu lesen</translation>
    </message>
    <message>
        <source>run %1 is of the workflow “%2”, not %3: left out</source>
        <translation>Lauf %1 gehört zum Workflow „%2“, nicht zu %3: ausgelassen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>%1 is in no YAML, and its testcases belong in different ones (%2): no new entry proposed; add it by hand where it belongs</source>
        <translation>%1 steht in keiner YAML, und seine Testfälle gehören in verschiedene (%2): kein neuer Eintrag vorgeschlagen; von Hand dort eintragen, wo er hingehört</translation>
    </message>
</context>
<context>
    <name>CiPreparation</name>
    <message>
        <source>Fix training of %1</source>
        <translation>Training von %1 reparieren</translation>
    </message>
    <message numerus="yes">
        <source>Fix training of %1 and %n more</source>
        <translation>
            <numerusform>Training von %1 und %n weiterem reparieren</numerusform>
            <numerusform>Training von %1 und %n weiteren reparieren</numerusform>
        </translation>
    </message>
    <message>
        <source>the checkout has no %1: GitHub checks the inputs when they are sent</source>
        <translation>der Checkout hat kein %1: GitHub prüft die Eingaben beim Senden</translation>
    </message>
</context>
<context>
    <name>CiReports</name>
    <message>
        <source>no report of the run could be read</source>
        <translation>kein Bericht des Laufs konnte gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>a report of attempt %1 could not be read whole, so the results of earlier attempts for %n key(s) may be stale and are not used</source>
        <translation>
            <numerusform>ein Bericht von Versuch %1 konnte nicht ganz gelesen werden, daher kann das Ergebnis früherer Versuche für %n Schlüssel veraltet sein und wird nicht verwendet</numerusform>
            <numerusform>ein Bericht von Versuch %1 konnte nicht ganz gelesen werden, daher können die Ergebnisse früherer Versuche für %n Schlüssel veraltet sein und werden nicht verwendet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CiRunStatus</name>
    <message>
        <source>gh&apos;s answer is not JSON: %1</source>
        <translation>die Antwort von gh ist kein JSON: %1</translation>
    </message>
    <message>
        <source>run %1: completed, %2</source>
        <translation>Lauf %1: beendet, %2</translation>
    </message>
    <message>
        <source>no conclusion</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>run %1: %2, %3 of %4 jobs done</source>
        <translation>Lauf %1: %2, %3 von %4 Jobs fertig</translation>
    </message>
    <message>
        <source>gh&apos;s answer names no run</source>
        <translation>die Antwort von gh nennt keinen Lauf</translation>
    </message>
    <message>
        <source>gh&apos;s list of runs is not a list</source>
        <translation>die Liste der Läufe von gh ist keine Liste</translation>
    </message>
    <message>
        <source>gh&apos;s answer names no run (databaseId is no positive whole number)</source>
        <translation>die Antwort von gh nennt keinen Lauf (databaseId ist keine positive ganze Zahl)</translation>
    </message>
    <message>
        <source>gh&apos;s answer gives run %1 no status GitHub knows</source>
        <translation>die Antwort von gh gibt Lauf %1 keinen Status, den GitHub kennt</translation>
    </message>
    <message>
        <source>gh&apos;s answer gives run %1 no conclusion GitHub knows</source>
        <translation>die Antwort von gh gibt Lauf %1 kein Ergebnis, das GitHub kennt</translation>
    </message>
    <message>
        <source>gh&apos;s answer gives run %1 no page</source>
        <translation>die Antwort von gh gibt Lauf %1 keine Seite</translation>
    </message>
    <message>
        <source>gh&apos;s list of runs holds something that is no run</source>
        <translation>die Liste der Läufe von gh enthält etwas, das kein Lauf ist</translation>
    </message>
</context>
<context>
    <name>CiVerification</name>
    <message>
        <source>Verify on TT hardware through tt-xla&apos;s CI: dispatch its &quot;Run Test Single&quot; workflow with gh, follow the run, import its JUnit reports.</source>
        <translation>Auf TT-Hardware über die CI von tt-xla verifizieren: ihren Workflow „Run Test Single“ mit gh starten, dem Lauf folgen, seine JUnit-Berichte importieren.</translation>
    </message>
    <message>
        <source>Pick up the CI run ID dispatched earlier.</source>
        <translation>Den früher gestarteten CI-Lauf ID wieder aufnehmen.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The TT runners (the workflow&apos;s runs_on; default %1).</source>
        <translation>Die TT-Runner (runs_on des Workflows; Vorgabe %1).</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>Parallel runners (the workflow&apos;s parallel_groups; default 1).</source>
        <translation>Parallele Runner (parallel_groups des Workflows; Vorgabe 1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The pushed tt-forge-models branch or commit holding the loader fixes.</source>
        <translation>Der gepushte tt-forge-models-Branch oder -Commit mit den Loader-Fixes.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>The GitHub repository whose workflow runs (default %1).</source>
        <translation>Das GitHub-Repository, dessen Workflow läuft (Vorgabe %1).</translation>
    </message>
    <message>
        <source>OWNER/NAME</source>
        <translation>BESITZER/NAME</translation>
    </message>
    <message>
        <source>Send the dispatch shown (the YAML diff still waits for --yes).</source>
        <translation>Den gezeigten Start senden (der YAML-Diff wartet weiter auf --yes).</translation>
    </message>
    <message>
        <source>With --ci-run: cancel that run on GitHub.</source>
        <translation>Mit --ci-run: diesen Lauf auf GitHub abbrechen.</translation>
    </message>
    <message>
        <source>Seconds between looks at the run (default 30).</source>
        <translation>Sekunden zwischen zwei Blicken auf den Lauf (Vorgabe 30).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <source>The loader fixes are only in the working tree, and CI takes tt-forge-models from GitHub. Put them on a branch of the submodule&apos;s remote (the workbench never commits or pushes):</source>
        <translation>Die Loader-Fixes sind nur im Arbeitsbaum, und die CI holt tt-forge-models von GitHub. Legen Sie sie auf einen Branch des Remotes des Submoduls (die Workbench committet und pusht nie selbst):</translation>
    </message>
    <message>
        <source>verify: %1</source>
        <translation>verify: %1</translation>
    </message>
    <message>
        <source>, with the approved fixes</source>
        <translation>, mit den genehmigten Fixes</translation>
    </message>
    <message>
        <source>The dispatch:</source>
        <translation>Der Start:</translation>
    </message>
    <message>
        <source>Not dispatched: run again with --dispatch (or --yes) to send it.</source>
        <translation>Nicht gestartet: erneut mit --dispatch (oder --yes) ausführen, um ihn zu senden.</translation>
    </message>
    <message>
        <source>CI run %1: %2</source>
        <translation>CI-Lauf %1: %2</translation>
    </message>
    <message>
        <source>If this stops, the same verify with --ci-run %1 in place of --ci picks the run up.</source>
        <translation>Bricht dies ab, nimmt dasselbe verify mit --ci-run %1 statt --ci den Lauf wieder auf.</translation>
    </message>
    <message numerus="yes">
        <source>CI run %1 ended (%2): %n report(s) in %3</source>
        <translation>
            <numerusform>CI-Lauf %1 beendet (%2): %n Bericht in %3</numerusform>
            <numerusform>CI-Lauf %1 beendet (%2): %n Berichte in %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The tt-xla branch whose workflow and tests run (default: the repository&apos;s default branch).</source>
        <translation>Der tt-xla-Branch, dessen Workflow und Tests laufen (Vorgabe: der Standard-Branch des Repositorys).</translation>
    </message>
    <message>
        <source>BRANCH</source>
        <translation>BRANCH</translation>
    </message>
    <message>
        <source>--groups must be a number of runners, 1 or more</source>
        <translation>--groups muss eine Anzahl Runner sein, 1 oder mehr</translation>
    </message>
    <message>
        <source>--poll-interval must be a number of seconds above 0</source>
        <translation>--poll-interval muss eine Anzahl Sekunden über 0 sein</translation>
    </message>
    <message>
        <source>--ci-run takes the run&apos;s number</source>
        <translation>--ci-run nimmt die Nummer des Laufs</translation>
    </message>
    <message>
        <source>give --ci (a new run) or --ci-run ID (an earlier one), not both</source>
        <translation>--ci (ein neuer Lauf) oder --ci-run ID (ein früherer) angeben, nicht beides</translation>
    </message>
    <message>
        <source>--cancel goes with --ci-run ID</source>
        <translation>--cancel gehört zu --ci-run ID</translation>
    </message>
    <message>
        <source>then run it again with --forge-models-ref %1</source>
        <translation>dann erneut mit --forge-models-ref %1 ausführen</translation>
    </message>
    <message>
        <source>tt-forge-models: %1 is commit %2 on the remote%3; the dispatch names the commit</source>
        <translation>tt-forge-models: %1 ist Commit %2 auf dem Remote%3; der Start nennt den Commit</translation>
    </message>
</context>
<context>
    <name>ConfigEditor</name>
    <message>
        <source>The value of %1 contains a line break or control character; only reason may hold such text</source>
        <translation>Der Wert von %1 enthält einen Zeilenumbruch oder ein Steuerzeichen; nur reason darf solchen Text enthalten</translation>
    </message>
    <message>
        <source>The value of %1 is empty</source>
        <translation>Der Wert von %1 ist leer</translation>
    </message>
    <message>
        <source>The value of %1 starts or ends with spaces, which YAML would drop</source>
        <translation>Der Wert von %1 beginnt oder endet mit Leerzeichen, die YAML verwerfen würde</translation>
    </message>
    <message>
        <source>The value of %1 starts with “%2”, which YAML reads as syntax, not text</source>
        <translation>Der Wert von %1 beginnt mit “%2”, was YAML als Syntax liest, nicht als Text</translation>
    </message>
    <message>
        <source>The value of %1 contains “%2”, which YAML reads as syntax, not text</source>
        <translation>Der Wert von %1 enthält “%2”, was YAML als Syntax liest, nicht als Text</translation>
    </message>
    <message>
        <source>The value of %1 ends with “:”, which YAML reads as a key</source>
        <translation>Der Wert von %1 endet mit “:”, was YAML als Schlüssel liest</translation>
    </message>
    <message>
        <source>The value of %1 would be read as null; remove the field instead</source>
        <translation>Der Wert von %1 würde als null gelesen; entfernen Sie stattdessen das Feld</translation>
    </message>
    <message>
        <source>%1 must be written as a list, like [push, nightly]</source>
        <translation>%1 muss als Liste geschrieben werden, etwa [push, nightly]</translation>
    </message>
    <message>
        <source>The list item “%1” of %2 must be a plain word (letters, digits, _ - . /)</source>
        <translation>Das Listenelement “%1” von %2 muss ein einfaches Wort sein (Buchstaben, Ziffern, _ - . /)</translation>
    </message>
    <message>
        <source>“%1” is not a valid %2; expected one of %3</source>
        <translation>“%1” ist kein gültiger Wert für %2; erwartet wird einer von %3</translation>
    </message>
    <message>
        <source>“%1” is not a field tt-xla accepts (allowed: %2)</source>
        <translation>“%1” ist kein Feld, das tt-xla akzeptiert (erlaubt: %2)</translation>
    </message>
    <message>
        <source>The field %1 is changed twice in one edit</source>
        <translation>Das Feld %1 wird in einer Bearbeitung zweimal geändert</translation>
    </message>
    <message>
        <source>Cannot find the field %1 where the parser put it; edit this entry by hand</source>
        <translation>Das Feld %1 ist nicht dort zu finden, wo der Parser es abgelegt hat; bearbeiten Sie diesen Eintrag von Hand</translation>
    </message>
    <message>
        <source>The quoted value of %1 does not end</source>
        <translation>Der Wert von %1 in Anführungszeichen wird nicht abgeschlossen</translation>
    </message>
    <message>
        <source>The entry %1 is not written one field a line (flow style or an alias); edit it by hand</source>
        <translation>Der Eintrag %1 ist nicht mit einem Feld pro Zeile geschrieben (Flow-Stil oder ein Alias); bearbeiten Sie ihn von Hand</translation>
    </message>
    <message>
        <source>The entry %1 has a value on its key line; edit it by hand</source>
        <translation>Der Eintrag %1 hat einen Wert in seiner Schlüsselzeile; bearbeiten Sie ihn von Hand</translation>
    </message>
    <message>
        <source>The edit failed verification: %1</source>
        <translation>Die Bearbeitung hat die Prüfung nicht bestanden: %1</translation>
    </message>
    <message>
        <source>bytes outside the entry %1 would change</source>
        <translation>Bytes außerhalb des Eintrags %1 würden sich ändern</translation>
    </message>
    <message>
        <source>the file would hold other entries</source>
        <translation>die Datei würde andere Einträge enthalten</translation>
    </message>
    <message>
        <source>the entry %1 would read back as something else than planned</source>
        <translation>der Eintrag %1 würde beim Zurücklesen anders aussehen als geplant</translation>
    </message>
    <message>
        <source>No entry “%1” in this file</source>
        <translation>Kein Eintrag “%1” in dieser Datei</translation>
    </message>
    <message>
        <source>The file changed on disk since it was read; nothing was written. Reload it and plan the edit again</source>
        <translation>Die Datei wurde seit dem Lesen auf der Festplatte geändert; es wurde nichts geschrieben. Laden Sie sie neu und planen Sie die Bearbeitung erneut</translation>
    </message>
    <message>
        <source>The arch_overrides of this entry are not written one field a line (%1); edit them by hand</source>
        <translation>Die arch_overrides dieses Eintrags stehen nicht ein Feld pro Zeile (%1); bearbeiten Sie sie von Hand</translation>
    </message>
    <message>
        <source>arch_overrides is not set or removed as a whole: its archs&apos; fields are changed one by one</source>
        <translation>arch_overrides wird nicht als Ganzes gesetzt oder entfernt: die Felder seiner Architekturen werden einzeln geändert</translation>
    </message>
    <message>
        <source>“%1” is no arch of arch_overrides, or changed twice in one edit (archs: %2)</source>
        <translation>„%1“ ist keine Architektur von arch_overrides oder wird in einer Änderung zweimal geändert (Architekturen: %2)</translation>
    </message>
    <message>
        <source>an anchor, %1</source>
        <translation>ein Anker, %1</translation>
    </message>
    <message>
        <source>an alias, %1</source>
        <translation>ein Alias, %1</translation>
    </message>
    <message>
        <source>a tag, %1</source>
        <translation>ein Tag, %1</translation>
    </message>
    <message>
        <source>a flow mapping</source>
        <translation>ein Flow-Mapping</translation>
    </message>
    <message>
        <source>a value on its line, %1</source>
        <translation>ein Wert in derselben Zeile, %1</translation>
    </message>
    <message>
        <source>the file holds no entry to put a new one after</source>
        <translation>die Datei enthält keinen Eintrag, hinter den ein neuer käme</translation>
    </message>
    <message>
        <source>the entries do not end the file (line %1 follows them): nowhere to put a new one</source>
        <translation>die Einträge beenden die Datei nicht (Zeile %1 folgt ihnen): kein Platz für einen neuen</translation>
    </message>
    <message>
        <source>a new entry “%1” takes fields to set only</source>
        <translation>ein neuer Eintrag „%1“ nimmt nur zu setzende Felder</translation>
    </message>
    <message>
        <source>“%1” is in the file already: not added again</source>
        <translation>„%1“ steht schon in der Datei: nicht noch einmal hinzugefügt</translation>
    </message>
    <message>
        <source>bytes before the new entries would change</source>
        <translation>Bytes vor den neuen Einträgen würden sich ändern</translation>
    </message>
</context>
<context>
    <name>ConfigFile</name>
    <message>
        <source>The file is not valid UTF-8 (a byte sequence on this line cannot be decoded); save it as UTF-8</source>
        <translation>Die Datei ist kein gültiges UTF-8 (eine Bytefolge in dieser Zeile kann nicht dekodiert werden); speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>The file is not valid UTF-8</source>
        <translation>Die Datei ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>Control character 0x%1 in the file</source>
        <translation>Steuerzeichen 0x%1 in der Datei</translation>
    </message>
    <message>
        <source>A tab character is used for indentation; YAML allows only spaces</source>
        <translation>Zur Einrückung wird ein Tabulatorzeichen verwendet; YAML erlaubt nur Leerzeichen</translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation>Die Datei ist leer</translation>
    </message>
    <message>
        <source>The YAML is nested too deeply</source>
        <translation>Das YAML ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>Unterminated quoted string: the quote opened here is never closed</source>
        <translation>Nicht abgeschlossene Zeichenkette in Anführungszeichen: das hier geöffnete Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>Cannot parse the YAML: %1</source>
        <translation>Das YAML kann nicht geparst werden: %1</translation>
    </message>
    <message>
        <source>The top level must be a mapping with a “test_config:” key</source>
        <translation>Die oberste Ebene muss ein Mapping mit einem Schlüssel “test_config:” sein</translation>
    </message>
    <message>
        <source>No top-level “%1:” key</source>
        <translation>Kein Schlüssel “%1:” auf oberster Ebene</translation>
    </message>
    <message>
        <source>Top-level key “%1” is ignored by tt-xla</source>
        <translation>Der Schlüssel “%1” auf oberster Ebene wird von tt-xla ignoriert</translation>
    </message>
    <message>
        <source>The file has no YAML content (only comments or blank lines)</source>
        <translation>Die Datei hat keinen YAML-Inhalt (nur Kommentare oder Leerzeilen)</translation>
    </message>
    <message>
        <source>The file holds more than one YAML document; tt-xla reads exactly one</source>
        <translation>Die Datei enthält mehr als ein YAML-Dokument; tt-xla liest genau eines</translation>
    </message>
</context>
<context>
    <name>DataHome</name>
    <message>
        <source>cannot create %1 to move the session records of %2 there</source>
        <translation>%1 kann nicht angelegt werden, um die Sitzungsdatensätze aus %2 dorthin zu verschieben</translation>
    </message>
    <message>
        <source>could not move the session record %1 to %2</source>
        <translation>der Sitzungsdatensatz %1 konnte nicht nach %2 verschoben werden</translation>
    </message>
    <message>
        <source>moved %1, but could not update the paths inside its record.json</source>
        <translation>%1 verschoben, aber die Pfade in seiner record.json konnten nicht angepasst werden</translation>
    </message>
    <message>
        <source>could not take over the settings of %1</source>
        <translation>die Einstellungen aus %1 konnten nicht übernommen werden</translation>
    </message>
    <message numerus="yes">
        <source>moved %n session record(s) from %1 to %2</source>
        <translation>
            <numerusform>%n Sitzungsdatensatz von %1 nach %2 verschoben</numerusform>
            <numerusform>%n Sitzungsdatensätze von %1 nach %2 verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>took over %n setting(s) of the command line</source>
        <translation>
            <numerusform>%n Einstellung der Befehlszeile übernommen</numerusform>
            <numerusform>%n Einstellungen der Befehlszeile übernommen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>The bfloat16 failure reproduces on CPU and float32 passes: proceeding; the error line is kept verbatim.</source>
        <translation>Der bfloat16-Fehler lässt sich auf der CPU reproduzieren und float32 besteht: Es geht weiter; die Fehlerzeile wird wörtlich übernommen.</translation>
    </message>
    <message>
        <source>float32 fails on CPU as well: the model has a non-bfloat16 problem too. Nothing is edited; escalate to a human with both errors.</source>
        <translation>float32 schlägt auf der CPU ebenfalls fehl: Das Modell hat zusätzlich ein Problem, das nicht an bfloat16 liegt. Es wird nichts bearbeitet; eskalieren Sie mit beiden Fehlern an einen Menschen.</translation>
    </message>
    <message>
        <source>The bfloat16 phase passes on CPU: the YAML entry may be stale or the environment differs. Re-run pytest first; nothing is edited.</source>
        <translation>Die bfloat16-Phase besteht auf der CPU: Der YAML-Eintrag ist möglicherweise veraltet oder die Umgebung weicht ab. Führen Sie zuerst pytest erneut aus; es wird nichts bearbeitet.</translation>
    </message>
    <message>
        <source>The bfloat16 phase fails without a bfloat16 dtype signature: the gate misfired or the failure moved. Nothing is edited; this needs a different triage.</source>
        <translation>Die bfloat16-Phase schlägt ohne bfloat16-dtype-Signatur fehl: Die Eingangsprüfung hat fälschlich angeschlagen oder der Fehler hat sich verlagert. Es wird nichts bearbeitet; das erfordert eine andere Triage.</translation>
    </message>
    <message>
        <source>unpack_forward_output itself raised: that is a different problem (triage it first, e.g. with the triage-unpack-forward-output skill). Nothing is edited.</source>
        <translation>unpack_forward_output selbst hat eine Ausnahme ausgelöst: Das ist ein anderes Problem (zuerst dieses triagieren, z. B. mit dem Skill triage-unpack-forward-output). Es wird nichts bearbeitet.</translation>
    </message>
</context>
<context>
    <name>DemoCheckout</name>
    <message>
        <source>cannot copy %1 to %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden</translation>
    </message>
    <message>
        <source>the demo checkout is missing from this build (%1)</source>
        <translation>der Demo-Checkout fehlt in diesem Build (%1)</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the demo&apos;s recorded runs are missing from this build (%1)</source>
        <translation>die aufgezeichneten Läufe der Demo fehlen in diesem Build (%1)</translation>
    </message>
</context>
<context>
    <name>DtypeFamily</name>
    <message>
        <source>bfloat16 dtype errors</source>
        <translation>bfloat16-dtype-Fehler</translation>
    </message>
    <message>
        <source>Why the numpy fix upcasts, and never to float16</source>
        <translation>Warum die numpy-Korrektur nach float32 umwandelt und nie nach float16</translation>
    </message>
    <message>
        <source>numpy has no bfloat16 type, so .numpy() or np.array() on a bfloat16 tensor fails (&quot;Got unsupported ScalarType BFloat16&quot;). The fix upcasts first with .float() (t.float().numpy()): the upcast is lossless, since every bfloat16 value is exactly representable in float32. float16 is not a safe substitute: bfloat16 keeps float32&apos;s 8 exponent bits (max ≈ 3.39e38) while float16 has 5 (max 65504), so values overflow to inf and small ones flush to zero.</source>
        <translation>numpy hat keinen bfloat16-Typ, daher schlägt .numpy() oder np.array() auf einem bfloat16-Tensor fehl (&quot;Got unsupported ScalarType BFloat16&quot;). Die Korrektur wandelt zuerst mit .float() nach float32 um (t.float().numpy()): Diese Umwandlung ist verlustfrei, da jeder bfloat16-Wert in float32 exakt darstellbar ist. float16 ist kein sicherer Ersatz: bfloat16 behält die 8 Exponentenbits von float32 (max ≈ 3.39e38), während float16 nur 5 hat (max 65504), sodass Werte nach inf überlaufen und kleine Werte auf null fallen.</translation>
    </message>
    <message>
        <source>inputs</source>
        <translation>Eingaben</translation>
    </message>
</context>
<context>
    <name>DtypePreflight</name>
    <message>
        <source>%1 of %2 loaders flagged, %3 not analysable (%4 ms)</source>
        <translation>%1 von %2 Loadern auffällig, %3 nicht analysierbar (%4 ms)</translation>
    </message>
</context>
<context>
    <name>DtypeSourceAnalysis</name>
    <message>
        <source>not applicable (the torch runner builds only */pytorch/loader.py)</source>
        <translation>nicht anwendbar (der Torch-Runner baut nur */pytorch/loader.py)</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>auffällig</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>unauffällig</translation>
    </message>
    <message>
        <source>line %1, input %2 (%3): %4</source>
        <translation>Zeile %1, Eingabe %2 (%3): %4</translation>
    </message>
    <message>
        <source>Unknown flavor %1 (cross_dtype, op_not_implemented, numpy_conversion)</source>
        <translation>Unbekannte Fehlerart %1 (cross_dtype, op_not_implemented, numpy_conversion)</translation>
    </message>
    <message>
        <source>No entry %1 in the training YAML; give --flavor.</source>
        <translation>Kein Eintrag %1 im Trainings-YAML; geben Sie --flavor an.</translation>
    </message>
    <message>
        <source>flavor: %1</source>
        <translation>Fehlerart: %1</translation>
    </message>
    <message>
        <source>float32 inputs: %1</source>
        <translation>float32-Eingaben: %1</translation>
    </message>
    <message>
        <source>no fix (%1): %2</source>
        <translation>keine Korrektur (%1): %2</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>Korrektur: %1</translation>
    </message>
    <message>
        <source>input: %1</source>
        <translation>Eingabe: %1</translation>
    </message>
    <message>
        <source>chain: %1</source>
        <translation>Kette: %1</translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>which loaders build a floating input that stays float32 when the runner passes dtype_override=torch.bfloat16</source>
        <translation>welche Loader eine Gleitkomma-Eingabe erzeugen, die float32 bleibt, wenn der Runner dtype_override=torch.bfloat16 übergibt</translation>
    </message>
    <message>
        <source>%1 loaders, %2 flagged, %3 not analysable, %4 not applicable, %5 ms</source>
        <translation>%1 Loader, %2 auffällig, %3 nicht analysierbar, %4 nicht anwendbar, %5 ms</translation>
    </message>
    <message>
        <source>A floating input that was float32 in the BFLOAT16 phase (repeatable).</source>
        <translation>Eine Gleitkomma-Eingabe, die in der BFLOAT16-Phase float32 war (wiederholbar).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>cross_dtype, op_not_implemented or numpy_conversion.</source>
        <translation>cross_dtype, op_not_implemented oder numpy_conversion.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>line %1, input %2: not a candidate (model_kept_float32): %3</source>
        <translation>Zeile %1, Eingabe %2: kein Kandidat (model_kept_float32): %3</translation>
    </message>
</context>
<context>
    <name>EditImport</name>
    <message>
        <source>the edited loader does not import as tt-xla&apos;s runner imports it: %1</source>
        <translation>der geänderte Loader lässt sich nicht so importieren, wie der Runner von tt-xla ihn importiert: %1</translation>
    </message>
    <message>
        <source>the edited loader&apos;s import was not checked: %1</source>
        <translation>der Import des geänderten Loaders wurde nicht geprüft: %1</translation>
    </message>
</context>
<context>
    <name>EditorLauncher</name>
    <message>
        <source>could not start %1</source>
        <translation>%1 konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>no editor: set $VISUAL or $EDITOR, or a desktop handler for Python files</source>
        <translation>kein Editor: $VISUAL oder $EDITOR setzen, oder eine Desktop-Anwendung für Python-Dateien</translation>
    </message>
</context>
<context>
    <name>FailureFamily</name>
    <message>
        <source>%1: the %2 family&apos;s probe runs here only; no probe result is read</source>
        <translation>%1: die Sonde der Familie %2 läuft nur hier; kein Sondenergebnis wird gelesen</translation>
    </message>
</context>
<context>
    <name>FamilyOption</name>
    <message>
        <source>Only entries whose reason this failure family&apos;s gate takes: %1.</source>
        <translation>Nur Einträge, deren Grund das Tor dieser Fehlerfamilie annimmt: %1.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>--family: no family &quot;%1&quot; (%2)</source>
        <translation>--family: keine Familie „%1“ (%2)</translation>
    </message>
    <message>
        <source>Only %1 (--family %2).</source>
        <translation>Nur %1 (--family %2).</translation>
    </message>
    <message>
        <source>--family and its flags name one family; these name %1</source>
        <translation>--family und seine Schalter nennen eine Familie; diese nennen %1</translation>
    </message>
</context>
<context>
    <name>FileReplacement</name>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB; it is not read</source>
        <translation>Die Datei ist größer als %1 MB; sie wird nicht gelesen</translation>
    </message>
    <message>
        <source>Cannot open the file: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Not a regular file; it is not written</source>
        <translation>Keine reguläre Datei; sie wird nicht geschrieben</translation>
    </message>
    <message>
        <source>Cannot lock the file: %1</source>
        <translation>Die Datei kann nicht gesperrt werden: %1</translation>
    </message>
    <message>
        <source>Another program keeps replacing the file; nothing was written</source>
        <translation>Ein anderes Programm ersetzt die Datei fortlaufend; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>The file changed on disk since it was read; nothing was written</source>
        <translation>Die Datei hat sich seit dem Lesen auf der Platte geändert; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1 (%2); the file was left as it was</source>
        <translation>%1 (%2); die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>Cannot write the file</source>
        <translation>Die Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot flush the file to disk</source>
        <translation>Die Datei kann nicht auf die Platte geschrieben werden</translation>
    </message>
    <message>
        <source>The new file does not read back as written</source>
        <translation>Die neue Datei liest sich nicht so zurück, wie sie geschrieben wurde</translation>
    </message>
    <message>
        <source>Cannot create a temporary file beside it (%1); the file was left as it was</source>
        <translation>Daneben kann keine temporäre Datei angelegt werden (%1); die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>Cannot close the new file (%1); the file was left as it was</source>
        <translation>Die neue Datei kann nicht geschlossen werden (%1); die Datei blieb unverändert</translation>
    </message>
    <message>
        <source>Cannot put the new file in place (%1); the file was left as it was</source>
        <translation>Die neue Datei kann nicht an ihren Platz gebracht werden (%1); die Datei blieb unverändert</translation>
    </message>
</context>
<context>
    <name>FixProposal</name>
    <message>
        <source>the analysis lost track of its constructor</source>
        <translation>die Analyse hat den Konstruktor aus den Augen verloren</translation>
    </message>
    <message>
        <source>%1 at line %2 already passes dtype=%3</source>
        <translation>%1 in Zeile %2 übergibt bereits dtype=%3</translation>
    </message>
    <message>
        <source>%1 at line %2 passes dtype=%3, not the literal torch.float32 this fix may replace (anything else would change the default path)</source>
        <translation>%1 in Zeile %2 übergibt dtype=%3, nicht das Literal torch.float32, das diese Korrektur ersetzen darf (alles andere würde den Standardpfad ändern)</translation>
    </message>
    <message>
        <source>%1 at line %2 makes integers, not the float32 value</source>
        <translation>%1 in Zeile %2 erzeugt Ganzzahlen, nicht den float32-Wert</translation>
    </message>
    <message>
        <source>“%1” is already cast to dtype_override at line %2</source>
        <translation>“%1” wird bereits in Zeile %2 nach dtype_override gecastet</translation>
    </message>
    <message>
        <source>the analysis cannot follow “%1” back to where it is made</source>
        <translation>die Analyse kann “%1” nicht bis zu der Stelle zurückverfolgen, an der es erzeugt wird</translation>
    </message>
    <message>
        <source>“%1” comes from %2, a processor the loader does not control</source>
        <translation>“%1” stammt aus %2, einem Processor, den der Loader nicht steuert</translation>
    </message>
    <message>
        <source>“%1” comes from %2 without being assigned to a variable, so there is no line to cast after</source>
        <translation>“%1” stammt aus %2, ohne einer Variablen zugewiesen zu werden; daher gibt es keine Zeile, nach der gecastet werden könnte</translation>
    </message>
    <message>
        <source>the call&apos;s brackets cannot be matched</source>
        <translation>die Klammern des Aufrufs lassen sich nicht zuordnen</translation>
    </message>
    <message>
        <source>the call forwards **kwargs, which may already carry dtype=</source>
        <translation>der Aufruf reicht **kwargs weiter, die bereits dtype= enthalten könnten</translation>
    </message>
    <message>
        <source>the call&apos;s dtype= argument cannot be found</source>
        <translation>das Argument dtype= des Aufrufs ist nicht zu finden</translation>
    </message>
    <message>
        <source>the .numpy() call cannot be found</source>
        <translation>der Aufruf .numpy() ist nicht zu finden</translation>
    </message>
    <message>
        <source>the array&apos;s first argument cannot be found</source>
        <translation>das erste Argument des Arrays ist nicht zu finden</translation>
    </message>
    <message>
        <source>There is no analysed loader source to propose a fix for</source>
        <translation>Es gibt keinen analysierten Loader-Quelltext, für den eine Korrektur vorgeschlagen werden könnte</translation>
    </message>
    <message>
        <source>The CPU repro&apos;s outcome (%1) allows no loader edit.</source>
        <translation>Das Ergebnis des CPU-Repros (%1) lässt keine Loader-Bearbeitung zu.</translation>
    </message>
    <message>
        <source>Torch has no bfloat16 kernel for this op on CPU; no loader edit can fix that, so the entry takes the xfail path.</source>
        <translation>Torch hat auf der CPU keinen bfloat16-Kernel für diese Op; keine Loader-Bearbeitung kann das beheben, daher nimmt der Eintrag den xfail-Pfad.</translation>
    </message>
    <message>
        <source>This is not a cross-dtype or numpy-conversion failure; there is no one-line loader fix for it.</source>
        <translation>Das ist kein cross-dtype- oder numpy-Konvertierungsfehler; dafür gibt es keine einzeilige Loader-Korrektur.</translation>
    </message>
    <message>
        <source>load_inputs returns no input “%1” that the analysis can follow</source>
        <translation>load_inputs gibt keine Eingabe “%1” zurück, der die Analyse folgen kann</translation>
    </message>
    <message>
        <source>Every floating input was bfloat16 in the BFLOAT16 phase: the float32 operand is made inside the model, not by load_inputs.</source>
        <translation>Jede Gleitkomma-Eingabe war in der BFLOAT16-Phase bfloat16: Der float32-Operand entsteht im Modell, nicht in load_inputs.</translation>
    </message>
    <message>
        <source>%1 floating inputs were float32 (%2) and not all of them can be traced to the loader (%3); one edit cannot fix them.</source>
        <translation>%1 Gleitkomma-Eingaben waren float32 (%2), und nicht alle lassen sich auf den Loader zurückführen (%3); eine einzelne Bearbeitung kann sie nicht beheben.</translation>
    </message>
    <message>
        <source>No fix site: %1.</source>
        <translation>Keine Korrekturstelle: %1.</translation>
    </message>
    <message>
        <source>The float32 inputs (%1) come from %2 different sites; the skill allows one edit per attempt, which would leave the mismatch in place.</source>
        <translation>Die float32-Eingaben (%1) stammen von %2 verschiedenen Stellen; der Skill erlaubt eine Bearbeitung pro Versuch, womit die Diskrepanz bestehen bliebe.</translation>
    </message>
    <message>
        <source>%1 was the only floating input still float32 in the BFLOAT16 phase.</source>
        <translation>%1 war die einzige Gleitkomma-Eingabe, die in der BFLOAT16-Phase noch float32 war.</translation>
    </message>
    <message>
        <source>%1 were the floating inputs still float32 in the BFLOAT16 phase, all from one site.</source>
        <translation>%1 waren die Gleitkomma-Eingaben, die in der BFLOAT16-Phase noch float32 waren, alle von einer Stelle.</translation>
    </message>
    <message>
        <source>The BFLOAT16 phase printed no dtype dump and its traceback has no frame in the loader, so the float32 value cannot be traced.</source>
        <translation>Die BFLOAT16-Phase hat keinen dtype-Dump ausgegeben, und ihr Traceback hat keinen Frame im Loader; daher lässt sich der float32-Wert nicht zurückverfolgen.</translation>
    </message>
    <message>
        <source>The error was raised at loader line %1 (%2), but none of the tensors used there is made without dtype= in the loader.</source>
        <translation>Der Fehler wurde in Loader-Zeile %1 (%2) ausgelöst, aber keiner der dort verwendeten Tensoren wird im Loader ohne dtype= erzeugt.</translation>
    </message>
    <message>
        <source>The error was raised at loader line %1 (%2), which uses %3 tensors made without dtype=; one edit per attempt cannot tell which one to fix.</source>
        <translation>Der Fehler wurde in Loader-Zeile %1 (%2) ausgelöst, die %3 ohne dtype= erzeugte Tensoren verwendet; mit einer Bearbeitung pro Versuch lässt sich nicht entscheiden, welcher korrigiert werden muss.</translation>
    </message>
    <message>
        <source>The BFLOAT16 phase failed inside the loader at line %1 (no dtype dump), and only one tensor used there can be float32.</source>
        <translation>Die BFLOAT16-Phase ist im Loader in Zeile %1 fehlgeschlagen (kein dtype-Dump), und nur ein dort verwendeter Tensor kann float32 sein.</translation>
    </message>
    <message>
        <source>No .numpy() / np.array() conversion of a tensor was found %1.</source>
        <translation>Es wurde keine .numpy()- / np.array()-Konvertierung eines Tensors %1 gefunden.</translation>
    </message>
    <message>
        <source>at loader line %1</source>
        <translation>in Loader-Zeile %1</translation>
    </message>
    <message>
        <source>in load_inputs</source>
        <translation>in load_inputs</translation>
    </message>
    <message>
        <source>%1 numpy conversions of tensors match; one edit cannot tell which one fails.</source>
        <translation>%1 numpy-Konvertierungen von Tensoren passen; mit einer Bearbeitung lässt sich nicht entscheiden, welche fehlschlägt.</translation>
    </message>
    <message>
        <source>numpy has no bfloat16, so %1 fails on a bfloat16 tensor; .float() upcasts it first, which is lossless (float16 would overflow past 65504 and flush small values to zero).</source>
        <translation>numpy hat kein bfloat16, daher schlägt %1 bei einem bfloat16-Tensor fehl; .float() wandelt ihn vorher verlustfrei in float32 um (float16 würde oberhalb von 65504 überlaufen und kleine Werte auf null setzen).</translation>
    </message>
    <message>
        <source>the assignment at line %1 shares its line with other code</source>
        <translation>die Zuweisung in Zeile %1 teilt sich die Zeile mit anderem Code</translation>
    </message>
    <message>
        <source>dtype_override is not a parameter of the function at line %1</source>
        <translation>dtype_override ist kein Parameter der Funktion in Zeile %1</translation>
    </message>
    <message>
        <source>dtype_override is not a parameter of %1, where line %2 is</source>
        <translation>dtype_override ist kein Parameter von %1, wo Zeile %2 steht</translation>
    </message>
    <message>
        <source>It comes from %1 at line %2, which takes no dtype=: one cast right after that assignment makes it follow the override (None leaves it as it is).</source>
        <translation>Es stammt aus %1 in Zeile %2, das kein dtype= annimmt: Ein Cast direkt nach dieser Zuweisung lässt es dem Override folgen (None lässt es unverändert).</translation>
    </message>
    <message>
        <source>It is made by %1 at line %2 with a hard-coded dtype=%3: dtype_override replaces it (None falls back to float32, so the default path is unchanged).</source>
        <translation>Es wird von %1 in Zeile %2 mit einem fest codierten dtype=%3 erzeugt: dtype_override ersetzt diesen (None fällt auf float32 zurück, der Standardpfad bleibt also unverändert).</translation>
    </message>
    <message>
        <source>It is made by %1 at line %2 without dtype=: dtype=dtype_override makes it follow the override (None keeps float32, so the default path is unchanged).</source>
        <translation>Es wird von %1 in Zeile %2 ohne dtype= erzeugt: dtype=dtype_override lässt es dem Override folgen (None behält float32 bei, der Standardpfad bleibt also unverändert).</translation>
    </message>
    <message>
        <source>line %1: add dtype=dtype_override to %2</source>
        <translation>Zeile %1: dtype=dtype_override zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>line %1: replace the hard-coded float32 dtype of %2 by dtype_override</source>
        <translation>Zeile %1: den fest codierten float32-dtype von %2 durch dtype_override ersetzen</translation>
    </message>
    <message>
        <source>after line %1: %2</source>
        <translation>nach Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1: upcast with .float() before the numpy conversion %2</source>
        <translation>Zeile %1: vor der numpy-Konvertierung %2 mit .float() nach float32 umwandeln</translation>
    </message>
    <message numerus="yes">
        <source>%1 would stay float32 in the BFLOAT16 phase, %n floating input(s) from one site: read from the loader&apos;s source, nothing ran.</source>
        <translation>
            <numerusform>%1 bliebe in der BFLOAT16-Phase float32, %n Gleitkomma-Eingabe von einer Stelle: aus dem Quelltext des Loaders gelesen, nichts lief.</numerusform>
            <numerusform>%1 blieben in der BFLOAT16-Phase float32, %n Gleitkomma-Eingaben von einer Stelle: aus dem Quelltext des Loaders gelesen, nichts lief.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Flavor</name>
    <message>
        <source>cross-dtype operands (a float32 tensor meets bfloat16 ones)</source>
        <translation>cross-dtype-Operanden (ein float32-Tensor trifft auf bfloat16-Tensoren)</translation>
    </message>
    <message>
        <source>op not implemented for BFloat16 (no loader fix)</source>
        <translation>Op für BFloat16 nicht implementiert (keine Loader-Korrektur)</translation>
    </message>
    <message>
        <source>numpy conversion of a bfloat16 tensor</source>
        <translation>numpy-Konvertierung eines bfloat16-Tensors</translation>
    </message>
    <message>
        <source>not a bfloat16 dtype failure</source>
        <translation>kein bfloat16-dtype-Fehler</translation>
    </message>
    <message>
        <source>unknown flavor</source>
        <translation>unbekannte Fehlerart</translation>
    </message>
</context>
<context>
    <name>ForgeModelsRef</name>
    <message>
        <source>git ls-remote origin %1 failed in %2: %3</source>
        <translation>git ls-remote origin %1 ist in %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 is not on the tt-forge-models remote (git ls-remote origin %1 lists nothing%2): push it first</source>
        <translation>%1 ist nicht auf dem Remote von tt-forge-models (git ls-remote origin %1 listet nichts%2): zuerst pushen</translation>
    </message>
    <message>
        <source>, and no fetched remote branch holds it</source>
        <translation>, und kein abgerufener Remote-Branch enthält ihn</translation>
    </message>
    <message>
        <source>%1 (%2) does not hold the approved fixes as the working tree has them: %3 differ; commit and push them</source>
        <translation>%1 (%2) enthält die genehmigten Fixes nicht so wie der Arbeitsbaum: %3 weichen ab; committen und pushen</translation>
    </message>
    <message>
        <source>the commit %1 of %2 is not in the local clone of tt-forge-models (git fetch origin there): %3</source>
        <translation>der Commit %1 von %2 ist nicht im lokalen Klon von tt-forge-models (dort git fetch origin): %3</translation>
    </message>
    <message>
        <source>%1 (%2) does not hold %3: commit and push the approved fixes</source>
        <translation>%1 (%2) enthält %3 nicht: die genehmigten Fixes committen und pushen</translation>
    </message>
    <message>
        <source>the submodule&apos;s origin is %1, not tenstorrent/tt-forge-models: CI fetches the commit from tenstorrent/tt-forge-models (GitHub serves a fork&apos;s commits there by their SHA)</source>
        <translation>der origin des Submoduls ist %1, nicht tenstorrent/tt-forge-models: die CI holt den Commit von tenstorrent/tt-forge-models (GitHub liefert dort die Commits eines Forks über ihren SHA)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>the tt-forge-models checkout %1 has no remote &quot;origin&quot;: tt-xla&apos;s CI fetches the fix from one (git -C %1 remote add origin &lt;url&gt;, then push %2 there)</source>
        <translation>der tt-forge-models-Checkout %1 hat kein Remote „origin“: tt-xlas CI holt die Korrektur von dort (git -C %1 remote add origin &lt;url&gt;, dann %2 dorthin pushen)</translation>
    </message>
</context>
<context>
    <name>FormattingVerdict</name>
    <message>
        <source>the checkout&apos;s Python</source>
        <translation>das Python des Checkouts</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python</source>
        <translation>das Python der Workbench</translation>
    </message>
    <message>
        <source>Black: %1 in the checkout&apos;s Python</source>
        <translation>Black: %1 im Python des Checkouts</translation>
    </message>
    <message>
        <source>Black: none in the checkout&apos;s Python; the workbench&apos;s formats fixes when it has one</source>
        <translation>Black: keines im Python des Checkouts; das der Workbench formatiert Korrekturen, wenn es eines hat</translation>
    </message>
    <message>
        <source>Black: none; fixes stay unformatted</source>
        <translation>Black: keines; Korrekturen bleiben unformatiert</translation>
    </message>
    <message>
        <source>%1; no black pin found in .pre-commit-config.yaml</source>
        <translation>%1; keine black-Version in .pre-commit-config.yaml festgelegt</translation>
    </message>
    <message>
        <source>%1; pinned %2 in %3</source>
        <translation>%1; festgelegt %2 in %3</translation>
    </message>
    <message>
        <source>not black-formatted: run pre-commit</source>
        <translation>nicht mit black formatiert: pre-commit ausführen</translation>
    </message>
    <message>
        <source>not black-formatted: run pre-commit (black %1, pinned in %2)</source>
        <translation>nicht mit black formatiert: pre-commit ausführen (black %1, festgelegt in %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>formatted by %1; no black pin found in .pre-commit-config.yaml</source>
        <translation>formatiert mit %1; keine black-Version in .pre-commit-config.yaml festgelegt</translation>
    </message>
    <message>
        <source>formatted by %1, the version pinned in %2</source>
        <translation>formatiert mit %1, der in %2 festgelegten Version</translation>
    </message>
    <message>
        <source>formatted by %1, but %2 pins black %3: run pre-commit, it may reshape the edit</source>
        <translation>formatiert mit %1, aber %2 legt black %3 fest: pre-commit ausführen, es kann die Änderung umformen</translation>
    </message>
    <message>
        <source>Not black-formatted: run pre-commit</source>
        <translation>Nicht mit black formatiert: pre-commit ausführen</translation>
    </message>
    <message>
        <source>Formatted by %1; no pre-commit pin</source>
        <translation>Formatiert mit %1; keine Version in pre-commit festgelegt</translation>
    </message>
    <message>
        <source>Formatted by %1, as pre-commit pins</source>
        <translation>Formatiert mit %1, wie in pre-commit festgelegt</translation>
    </message>
    <message>
        <source>Formatted by %1; pre-commit pins %2</source>
        <translation>Formatiert mit %1; pre-commit legt %2 fest</translation>
    </message>
    <message>
        <source>Nothing for black to shape</source>
        <translation>Nichts für black zu formen</translation>
    </message>
    <message>
        <source>nothing for black to shape: the edit is one line, written as it is</source>
        <translation>nichts für black zu formen: die Änderung ist eine Zeile, so geschrieben, wie sie ist</translation>
    </message>
    <message>
        <source>shaped by the built-in formatter of an earlier version, not black: run pre-commit</source>
        <translation>vom eingebauten Formatierer einer früheren Version geformt, nicht von black: pre-commit ausführen</translation>
    </message>
</context>
<context>
    <name>ForwardFindings</name>
    <message>
        <source>no handler kind</source>
        <translation>keine Art von Handler</translation>
    </message>
</context>
<context>
    <name>ForwardProbe</name>
    <message>
        <source>forward probe</source>
        <translation>Forward-Sonde</translation>
    </message>
</context>
<context>
    <name>GhFailure</name>
    <message>
        <source>%1: GitHub&apos;s command line gh cannot be started (%2): install it (Debian package gh) and log in with gh auth login</source>
        <translation>%1: GitHubs Kommandozeile gh lässt sich nicht starten (%2): installieren (Debian-Paket gh) und mit gh auth login anmelden</translation>
    </message>
    <message>
        <source>%1: gh is not logged in to GitHub: run gh auth login (or set GH_TOKEN)</source>
        <translation>%1: gh ist nicht bei GitHub angemeldet: gh auth login ausführen (oder GH_TOKEN setzen)</translation>
    </message>
    <message>
        <source>%1: no permission in %2 (HTTP 403): running its workflows needs write access to the repository — %3</source>
        <translation>%1: keine Berechtigung in %2 (HTTP 403): seine Workflows zu starten braucht Schreibzugriff auf das Repository — %3</translation>
    </message>
    <message>
        <source>%1: %2 or its workflow was not found, or is not visible to you (HTTP 404) — %3</source>
        <translation>%1: %2 oder sein Workflow wurde nicht gefunden oder ist für Sie nicht sichtbar (HTTP 404) — %3</translation>
    </message>
    <message>
        <source>%1: GitHub refused the workflow&apos;s inputs (HTTP 422): the workflow&apos;s inputs changed — %2</source>
        <translation>%1: GitHub hat die Eingaben des Workflows abgelehnt (HTTP 422): die Eingaben des Workflows haben sich geändert — %2</translation>
    </message>
    <message>
        <source>%1: gh did not answer (%2)</source>
        <translation>%1: gh hat nicht geantwortet (%2)</translation>
    </message>
    <message>
        <source>%1: gh failed (%2): %3</source>
        <translation>%1: gh ist fehlgeschlagen (%2): %3</translation>
    </message>
    <message>
        <source>%1: GitHub refused %2 %3: not one of the workflow&apos;s choices for %4 (the checkout has no copy of .github/workflows/%5 to list them; GitHub shows them on the workflow&apos;s page)</source>
        <translation>%1: GitHub hat %2 %3 abgelehnt: keine der Auswahlmöglichkeiten des Workflows für %4 (der Checkout hat keine Kopie von .github/workflows/%5, um sie aufzulisten; GitHub zeigt sie auf der Seite des Workflows)</translation>
    </message>
    <message>
        <source>%1: GitHub refused a value that is not one of the workflow&apos;s choices — %2</source>
        <translation>%1: GitHub hat einen Wert abgelehnt, der keine der Auswahlmöglichkeiten des Workflows ist — %2</translation>
    </message>
    <message>
        <source>%1: gh %2</source>
        <translation>%1: gh %2</translation>
    </message>
</context>
<context>
    <name>HistoryProposal</name>
    <message>
        <source>KNOWN_FAILURE_XFAIL: %1</source>
        <translation>KNOWN_FAILURE_XFAIL: %1</translation>
    </message>
    <message>
        <source>EXPECTED_PASSING, but it failed in every run it ran on %1</source>
        <translation>EXPECTED_PASSING, aber er schlug in jedem Lauf fehl, in dem er auf %1 lief</translation>
    </message>
    <message>
        <source>KNOWN_FAILURE_XFAIL on %1: %2</source>
        <translation>KNOWN_FAILURE_XFAIL auf %1: %2</translation>
    </message>
    <message>
        <source>passed %1</source>
        <translation>bestanden %1</translation>
    </message>
    <message>
        <source>failed %1</source>
        <translation>fehlgeschlagen %1</translation>
    </message>
    <message>
        <source>passed only on a re-run %1</source>
        <translation>nur bei einer Wiederholung bestanden %1</translation>
    </message>
    <message>
        <source>passes, as its YAML says</source>
        <translation>besteht, wie sein YAML sagt</translation>
    </message>
    <message>
        <source>passed in every run it ran on %1</source>
        <translation>bestand in jedem Lauf, in dem er auf %1 lief</translation>
    </message>
    <message>
        <source>EXPECTED_PASSING</source>
        <translation>EXPECTED_PASSING</translation>
    </message>
    <message>
        <source>EXPECTED_PASSING on %1</source>
        <translation>EXPECTED_PASSING auf %1</translation>
    </message>
    <message>
        <source>failed in every run it ran, as its YAML says</source>
        <translation>schlug in jedem Lauf fehl, in dem er lief, wie sein YAML sagt</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>reason: %1</translation>
    </message>
    <message>
        <source>bringup_status: %1</source>
        <translation>bringup_status: %1</translation>
    </message>
    <message>
        <source>reason on %1</source>
        <translation>reason auf %1</translation>
    </message>
    <message>
        <source>failed in every run it ran; its YAML gives no reason</source>
        <translation>schlug in jedem Lauf fehl, in dem er lief; sein YAML nennt keinen Grund</translation>
    </message>
    <message>
        <source>failed in every run it ran, otherwise than its YAML says</source>
        <translation>schlug in jedem Lauf fehl, in dem er lief, anders als sein YAML sagt</translation>
    </message>
    <message>
        <source>not run by these runs</source>
        <translation>von diesen Läufen nicht ausgeführt</translation>
    </message>
    <message>
        <source>no change: its outcome differs between runs</source>
        <translation>keine Änderung: sein Ergebnis unterscheidet sich zwischen den Läufen</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>Keine Änderung</translation>
    </message>
    <message>
        <source>Regressed</source>
        <translation>Regression</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Hochstufen</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>Flaky</source>
        <translation>Instabil</translation>
    </message>
    <message>
        <source>no change: its outcome differs between runs; it failed in the newest run on %1</source>
        <translation>keine Änderung: das Ergebnis unterscheidet sich zwischen den Läufen; im neuesten Lauf schlug er auf %1 fehl</translation>
    </message>
    <message>
        <source>PCC</source>
        <translation>PCC</translation>
    </message>
    <message>
        <source>passed in every run it ran on %1, but its %1 job in a newer run ended before its report: promote after a run that covers it</source>
        <translation>bestand auf %1 in jedem Lauf, der ihn ausführte, aber sein %1-Job in einem neueren Lauf endete vor seinem Bericht: nach einem Lauf, der ihn abdeckt, hochstufen</translation>
    </message>
    <message>
        <source>new entry: EXPECTED_PASSING</source>
        <translation>neuer Eintrag: EXPECTED_PASSING</translation>
    </message>
    <message>
        <source>in no YAML (UNSPECIFIED), passed in every run it ran on %1 (the runner&apos;s ADD_CONFIG)</source>
        <translation>in keiner YAML (UNSPECIFIED), bestand in jedem Lauf auf %1 (ADD_CONFIG des Runners)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>in no YAML (UNSPECIFIED): an entry is proposed only for a test that passed in every run it ran on every arch the runs cover</source>
        <translation>in keiner YAML (UNSPECIFIED): ein Eintrag wird nur für einen Test vorgeschlagen, der in jedem Lauf auf jeder Arch der Läufe bestand</translation>
    </message>
</context>
<context>
    <name>HistoryPullRequest</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Promoted to EXPECTED_PASSING: passed in every run on every arch</source>
        <translation>Auf EXPECTED_PASSING hochgestuft: bestanden in jedem Lauf auf jeder Architektur</translation>
    </message>
    <message>
        <source>required_pcc raised (removed at 0.99)</source>
        <translation>required_pcc angehoben (bei 0.99 entfernt)</translation>
    </message>
    <message>
        <source>required_pcc lowered: judgement calls</source>
        <translation>required_pcc gesenkt: Ermessensentscheidungen</translation>
    </message>
    <message>
        <source>Reasons recorded as CI observed them</source>
        <translation>Gründe, wie die CI sie beobachtete, eingetragen</translation>
    </message>
    <message>
        <source>Per-arch changes (arch_overrides)</source>
        <translation>Änderungen je Architektur (arch_overrides)</translation>
    </message>
    <message>
        <source>: %1 — held back: %2</source>
        <translation>: %1 — zurückgehalten: %2</translation>
    </message>
    <message>
        <source>Held back, not in this change</source>
        <translation>Zurückgehalten, nicht in dieser Änderung</translation>
    </message>
    <message>
        <source>Flaky, left as they are</source>
        <translation>Instabil, unverändert gelassen</translation>
    </message>
    <message numerus="yes">
        <source>Test config updates from %1, %2 (%n run(s))</source>
        <translation>
            <numerusform>Test-Config-Aktualisierung aus %1, %2 (%n Lauf)</numerusform>
            <numerusform>Test-Config-Aktualisierung aus %1, %2 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem description</source>
        <translation>Problembeschreibung</translation>
    </message>
    <message numerus="yes">
        <source>The last %1 runs of %2 (%3, on %4) disagree with the test config in %n entries.</source>
        <translation>
            <numerusform>Die letzten %1 Läufe von %2 (%3, auf %4) widersprechen der Test-Config in %n Eintrag.</numerusform>
            <numerusform>Die letzten %1 Läufe von %2 (%3, auf %4) widersprechen der Test-Config in %n Einträgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>What&apos;s changed</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <source>Each change is what the runs show on every arch they ran; no entry they did not run is touched, and a run whose job ended without a report is no evidence either way.</source>
        <translation>Jede Änderung ist, was die Läufe auf jeder Architektur zeigen, auf der sie liefen; kein Eintrag, den sie nicht ausführten, wird berührt, und ein Lauf, dessen Job ohne Bericht endete, ist in keiner Richtung ein Beleg.</translation>
    </message>
    <message>
        <source>conclusion unknown</source>
        <translation>Ergebnis unbekannt</translation>
    </message>
    <message>
        <source>Based on the runs:</source>
        <translation>Auf Grundlage der Läufe:</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Checkliste</translation>
    </message>
    <message>
        <source>Tested on branch:</source>
        <translation>Getestet auf Branch:</translation>
    </message>
    <message>
        <source>Made with dtype-triage sync.</source>
        <translation>Erstellt mit dtype-triage sync.</translation>
    </message>
    <message numerus="yes">
        <source>: %1, %n report(s) read</source>
        <translation>
            <numerusform>: %1, %n Bericht gelesen</numerusform>
            <numerusform>: %1, %n Berichte gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>PCC check enabled</source>
        <translation>PCC-Prüfung eingeschaltet</translation>
    </message>
    <message>
        <source>Regressed, xfailed (was EXPECTED_PASSING)</source>
        <translation>Regressionen, als xfail markiert (war EXPECTED_PASSING)</translation>
    </message>
    <message numerus="yes">
        <source>: %n entry(ies)</source>
        <translation>
            <numerusform>: %n Eintrag</numerusform>
            <numerusform>: %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>The test configs changed:</source>
        <translation>Die geänderten Testkonfigurationen:</translation>
    </message>
    <message>
        <source>New entries, EXPECTED_PASSING (ADD_CONFIG): in no YAML, passed in every run on every arch</source>
        <translation>Neue Einträge, EXPECTED_PASSING (ADD_CONFIG): in keiner YAML, bestanden in jedem Lauf auf jeder Arch</translation>
    </message>
</context>
<context>
    <name>HistoryReport</name>
    <message>
        <source>%1 (%2, attempt %3)</source>
        <translation>%1 (%2, Versuch %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>triage it (family %1, %2): `dtype-triage triage %3`</source>
        <translation>Triage durchführen (Familie %1, %2): `dtype-triage triage %3`</translation>
    </message>
    <message>
        <source>runs (newest first): %1</source>
        <translation>Läufe (neueste zuerst): %1</translation>
    </message>
    <message>
        <source>archs: %1; %2 entries, %3 testcases read in %4 ms</source>
        <translation>Architekturen: %1; %2 Einträge, %3 Testfälle in %4 ms gelesen</translation>
    </message>
    <message>
        <source>Failing as the YAML says, a failure family&apos;s (%1)</source>
        <translation>Scheitern wie im YAML angegeben, Fehler einer Fehlerfamilie (%1)</translation>
    </message>
    <message>
        <source>Not taken (%1)</source>
        <translation>Nicht übernommen (%1)</translation>
    </message>
    <message>
        <source>Noticed (%1)</source>
        <translation>Bemerkt (%1)</translation>
    </message>
    <message>
        <source>: %1 — held back: %2</source>
        <translation>: %1 — zurückgehalten: %2</translation>
    </message>
    <message>
        <source>new failure on %1: </source>
        <translation>neuer Fehlschlag auf %1: </translation>
    </message>
    <message>
        <source>fixed on %1: </source>
        <translation>behoben auf %1: </translation>
    </message>
    <message>
        <source> (was: %1)</source>
        <translation> (war: %1)</translation>
    </message>
    <message>
        <source>failing with another error on %1: </source>
        <translation>schlägt auf %1 mit einem anderen Fehler fehl: </translation>
    </message>
    <message>
        <source> — %1 (was: %2)</source>
        <translation> — %1 (war: %2)</translation>
    </message>
    <message>
        <source>News of the newest run</source>
        <translation>Neues im neuesten Lauf</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n entry(ies))</source>
        <translation>
            <numerusform>%1 (%n Eintrag)</numerusform>
            <numerusform>%1 (%n Einträge)</numerusform>
        </translation>
    </message>
    <message>
        <source>test configs: %1</source>
        <translation>Testkonfigurationen: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>CI</source>
        <translation>CI</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 in run %2</source>
        <translation>%1 in Lauf %2</translation>
    </message>
    <message>
        <source>News of the newest runs</source>
        <translation>Neues in den neuesten Läufen</translation>
    </message>
</context>
<context>
    <name>InputsDecision</name>
    <message>
        <source>the probe saw no inputs</source>
        <translation>die Sonde hat keine Eingaben gesehen</translation>
    </message>
    <message>
        <source>the forward takes no decoder_input_ids parameter</source>
        <translation>der Forward nimmt keinen Parameter decoder_input_ids an</translation>
    </message>
    <message>
        <source>the dict has decoder inputs already; the model still rejects them</source>
        <translation>das Dict enthält bereits Decoder-Eingaben; das Modell weist sie trotzdem zurück</translation>
    </message>
    <message>
        <source>the model&apos;s config has no decoder_start_token_id to start the decoder with</source>
        <translation>die Config des Modells hat kein decoder_start_token_id, mit dem der Decoder starten könnte</translation>
    </message>
    <message>
        <source>load_inputs returns one tensor; there is no structure to add decoder inputs to</source>
        <translation>load_inputs gibt einen einzelnen Tensor zurück; es gibt keine Struktur, der Decoder-Eingaben hinzugefügt werden könnten</translation>
    </message>
    <message>
        <source>the forward takes no targets parameter</source>
        <translation>der Forward nimmt keinen Parameter targets an</translation>
    </message>
    <message>
        <source>load_inputs returns a dict; only a returned images tensor is paired with targets</source>
        <translation>load_inputs gibt ein Dict zurück; nur ein zurückgegebener Bild-Tensor wird mit targets kombiniert</translation>
    </message>
    <message>
        <source>the probe ran no batch-2 trial</source>
        <translation>die Sonde hat keinen Versuch mit Batch 2 ausgeführt</translation>
    </message>
    <message>
        <source>a doubled batch still fails (%1): the collapsed dimension is not the batch</source>
        <translation>ein verdoppelter Batch schlägt weiterhin fehl (%1): die zusammengefallene Dimension ist nicht der Batch</translation>
    </message>
    <message>
        <source>inference does not tolerate batch 2 (%1)</source>
        <translation>die Inferenz verträgt Batch 2 nicht (%1)</translation>
    </message>
    <message>
        <source>Proceed: %1 (in load_inputs only).</source>
        <translation>Weiter: %1 (nur in load_inputs).</translation>
    </message>
    <message>
        <source>No loader fix: %1. The entry goes to KNOWN_FAILURE_XFAIL with the canonical reason.</source>
        <translation>Keine Loader-Korrektur: %1. Der Eintrag geht mit dem kanonischen Grund nach KNOWN_FAILURE_XFAIL.</translation>
    </message>
    <message>
        <source>a loader fix in load_inputs passes what the model needs in training</source>
        <translation>eine Loader-Korrektur in load_inputs übergibt, was das Modell im Training braucht</translation>
    </message>
    <message>
        <source>no loader fix applies: KNOWN_FAILURE_XFAIL with the canonical reason</source>
        <translation>keine Loader-Korrektur anwendbar: KNOWN_FAILURE_XFAIL mit dem kanonischen Grund</translation>
    </message>
    <message>
        <source>The training step passes on CPU: the YAML entry is stale. pytest decides its new state.</source>
        <translation>Der Trainingsschritt besteht auf der CPU: Der YAML-Eintrag ist veraltet. pytest entscheidet über seinen neuen Status.</translation>
    </message>
    <message>
        <source>unpack_forward_output fails on the model&apos;s output: the entry belongs to the unpack family; triage it there first. Nothing was edited.</source>
        <translation>unpack_forward_output schlägt bei der Ausgabe des Modells fehl: Der Eintrag gehört zur unpack-Familie; zuerst dort triagieren. Es wurde nichts bearbeitet.</translation>
    </message>
    <message>
        <source>The training step fails with another error: not a missing-input failure. Nothing was edited.</source>
        <translation>Der Trainingsschritt schlägt mit einem anderen Fehler fehl: kein Fehler wegen fehlender Eingabe. Es wurde nichts bearbeitet.</translation>
    </message>
    <message>
        <source>The probe did not reach the training step. Nothing was edited.</source>
        <translation>Die Sonde hat den Trainingsschritt nicht erreicht. Es wurde nichts bearbeitet.</translation>
    </message>
    <message>
        <source>the positional list becomes a dict keyed by the forward&apos;s parameter names</source>
        <translation>die positionale Liste wird zu einem Dict mit den Parameternamen des Forwards als Schlüsseln</translation>
    </message>
    <message>
        <source>the dict gets decoder_input_ids from the model&apos;s decoder start token</source>
        <translation>das Dict erhält decoder_input_ids aus dem Decoder-Starttoken des Modells</translation>
    </message>
    <message>
        <source>a synthetic targets list (one box per image) goes with the images in a dict</source>
        <translation>eine synthetische targets-Liste (eine Box pro Bild) kommt zusammen mit den Bildern in ein Dict</translation>
    </message>
    <message>
        <source>the batch becomes 2</source>
        <translation>die Batchgröße wird 2</translation>
    </message>
    <message>
        <source>the batch-2 trial could not be run (%1)</source>
        <translation>der Batch-2-Versuch konnte nicht laufen (%1)</translation>
    </message>
    <message>
        <source>no form of synthetic targets trains the model (%1)</source>
        <translation>keine Form synthetischer Targets trainiert das Modell (%1)</translation>
    </message>
</context>
<context>
    <name>InputsFamily</name>
    <message>
        <source>missing training inputs</source>
        <translation>fehlende Trainingseingaben</translation>
    </message>
    <message>
        <source>an encoder-decoder model called without decoder_input_ids</source>
        <translation>ein Encoder-Decoder-Modell, das ohne decoder_input_ids aufgerufen wird</translation>
    </message>
    <message>
        <source>a detection model that needs targets in training mode</source>
        <translation>ein Detektionsmodell, das im Trainingsmodus targets braucht</translation>
    </message>
    <message>
        <source>a BatchNorm that sees one value per channel in training mode</source>
        <translation>eine BatchNorm, die im Trainingsmodus einen Wert pro Kanal sieht</translation>
    </message>
    <message>
        <source>Why an inputs fix reaches inference</source>
        <translation>Warum eine Inputs-Korrektur auch die Inferenz betrifft</translation>
    </message>
    <message>
        <source>The runner makes a test&apos;s inputs with load_inputs, which is not told the run mode: it serves training and inference alike, so a fix there changes both. The workbench ran the inference tests of every variant in scope with pytest and reverts a fix that makes one fail whose inference entry expects a pass; the inference YAML is only read.</source>
        <translation>Der Runner erzeugt die Eingaben eines Tests mit load_inputs, das den Laufmodus nicht erfährt: Es dient Training und Inferenz gleichermaßen, eine Korrektur dort ändert also beide. Die Werkbank hat die Inferenztests aller Varianten im Umfang mit pytest ausgeführt und nimmt eine Korrektur zurück, die einen davon scheitern lässt, dessen Inferenzeintrag ein Bestehen erwartet; die Inferenz-YAML wird nur gelesen.</translation>
    </message>
    <message>
        <source>inputs</source>
        <translation>Eingaben</translation>
    </message>
</context>
<context>
    <name>InputsFindings</name>
    <message>
        <source>no parameter of a forward</source>
        <translation>kein Parameter eines Forward</translation>
    </message>
    <message>
        <source>a parameter without a name</source>
        <translation>ein Parameter ohne Namen</translation>
    </message>
    <message>
        <source>a parameter without a kind</source>
        <translation>ein Parameter ohne Art</translation>
    </message>
</context>
<context>
    <name>InputsFixBuilder</name>
    <message>
        <source>The loader is not UTF-8 text; it is left alone</source>
        <translation>Der Loader ist kein UTF-8-Text; er bleibt unverändert</translation>
    </message>
    <message>
        <source>no inputs fix: %1</source>
        <translation>keine Inputs-Korrektur: %1</translation>
    </message>
    <message>
        <source>Python failed: %1</source>
        <translation>Python ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>InputsPreflight</name>
    <message>
        <source>no return found</source>
        <translation>kein return gefunden</translation>
    </message>
    <message>
        <source>No return statement in load_inputs was found in the loader&apos;s text</source>
        <translation>Im Text des Loaders wurde keine return-Anweisung in load_inputs gefunden</translation>
    </message>
    <message>
        <source>positional return (l. %1)</source>
        <translation>positionale Rückgabe (Z. %1)</translation>
    </message>
    <message>
        <source>returns %1 (l. %2)</source>
        <translation>gibt %1 zurück (Z. %2)</translation>
    </message>
    <message>
        <source>load_inputs returns %1: the runner passes it by position, so an input can land in the wrong parameter (the probe names where each lands)</source>
        <translation>load_inputs gibt %1 zurück: Der Runner übergibt es positional, daher kann eine Eingabe im falschen Parameter landen (die Sonde zeigt, wo jede landet)</translation>
    </message>
    <message>
        <source>load_inputs returns %1</source>
        <translation>load_inputs gibt %1 zurück</translation>
    </message>
    <message>
        <source>%1 of %2 loaders return positional inputs (%3 ms)</source>
        <translation>%1 von %2 Loadern geben positionale Eingaben zurück (%3 ms)</translation>
    </message>
</context>
<context>
    <name>InputsProbe</name>
    <message>
        <source>inputs probe</source>
        <translation>Inputs-Sonde</translation>
    </message>
</context>
<context>
    <name>InputsProbeFix</name>
    <message>
        <source>--target and --why choose the unpack family&apos;s loss target; an inputs probe&apos;s fix has no choice</source>
        <translation>--target und --why wählen das Loss-Ziel der Unpack-Familie; die Korrektur einer Inputs-Sonde kennt keine Wahl</translation>
    </message>
    <message>
        <source>  %1 -&gt; %2: %3</source>
        <translation>  %1 -&gt; %2: %3</translation>
    </message>
    <message>
        <source>(no parameter)</source>
        <translation>(kein Parameter)</translation>
    </message>
    <message>
        <source>decision: %1 — %2</source>
        <translation>Entscheidung: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>load_inputs also returns at line %1, which this probe&apos;s call did not reach: left as it is (a triage session probes the variants failing this way and edits their returns too)</source>
        <translation>
            <numerusform>load_inputs kehrt auch in Zeile %1 zurück, die der Aufruf dieser Probe nicht erreicht hat: unverändert gelassen (eine Triage-Sitzung probt die so scheiternden Varianten und ändert auch ihre returns)</numerusform>
            <numerusform>load_inputs kehrt auch in den Zeilen %1 zurück, die der Aufruf dieser Probe nicht erreicht hat: unverändert gelassen (eine Triage-Sitzung probt die so scheiternden Varianten und ändert auch ihre returns)</numerusform>
        </translation>
    </message>
    <message>
        <source>other variants of the loader, if any, were not run with this edit (a probe run elsewhere speaks for one): a triage session runs each before it offers the fix, and guards the edit to the variants that need it when it breaks one</source>
        <translation>andere Varianten des Loaders, falls vorhanden, liefen nicht mit dieser Änderung (eine anderswo gelaufene Sonde spricht für eine): eine Triage-Sitzung führt jede aus, bevor sie die Korrektur anbietet, und beschränkt die Änderung auf die Varianten, die sie brauchen, wenn sie eine bricht</translation>
    </message>
</context>
<context>
    <name>InputsScope</name>
    <message>
        <source>its reason is not a missing-input failure: left alone</source>
        <translation>sein Grund ist kein Fehler wegen fehlender Eingabe: unverändert gelassen</translation>
    </message>
    <message>
        <source>still fails for a missing input: %1; left alone</source>
        <translation>schlägt weiterhin wegen einer fehlenden Eingabe fehl: %1; unverändert gelassen</translation>
    </message>
    <message>
        <source>same loader, passes with the fix: included</source>
        <translation>gleicher Loader, besteht mit der Korrektur: einbezogen</translation>
    </message>
    <message>
        <source>same loader, moved on to another error with the fix: included</source>
        <translation>gleicher Loader, mit der Korrektur bei einem anderen Fehler angelangt: einbezogen</translation>
    </message>
    <message>
        <source>%1 is EXPECTED_PASSING but fails with the fix: %2</source>
        <translation>%1 ist EXPECTED_PASSING, scheitert aber mit der Korrektur: %2</translation>
    </message>
    <message>
        <source>its training step fails with the fix (%1): left alone; review whether the fix broke it</source>
        <translation>sein Trainingsschritt scheitert mit der Korrektur (%1): unverändert gelassen; prüfen, ob die Korrektur ihn kaputt gemacht hat</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>still fails for a missing input: %1; its load_inputs call returns at line %2, which the fix left as it was: triage it on its own</source>
        <translation>scheitert weiter an einer fehlenden Eingabe: %1; sein Aufruf von load_inputs kehrt in Zeile %2 zurück, die der Fix unverändert ließ: einzeln triagieren</translation>
    </message>
</context>
<context>
    <name>InputsSiblings</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the inputs probe did not finish: %1</source>
        <translation>die Eingaben-Probe wurde nicht fertig: %1</translation>
    </message>
    <message>
        <source>passes already</source>
        <translation>läuft bereits durch</translation>
    </message>
    <message>
        <source>fails otherwise: %1</source>
        <translation>scheitert anders: %1</translation>
    </message>
    <message>
        <source>where its load_inputs call returns was not seen: left as it is</source>
        <translation>wo sein Aufruf von load_inputs zurückkehrt, wurde nicht gesehen: unverändert gelassen</translation>
    </message>
    <message>
        <source>returns where the test does (line %1)</source>
        <translation>kehrt dort zurück, wo der Test es tut (Zeile %1)</translation>
    </message>
    <message>
        <source>returns at line %1 and needs another fix (%2): left as it is</source>
        <translation>kehrt in Zeile %1 zurück und braucht einen anderen Fix (%2): unverändert gelassen</translation>
    </message>
    <message>
        <source>returns at line %1 and fails the same way: the fix edits that return too</source>
        <translation>kehrt in Zeile %1 zurück und scheitert genauso: der Fix ändert auch dieses return</translation>
    </message>
</context>
<context>
    <name>InputsSignature</name>
    <message>
        <source>(no reason given)</source>
        <translation>(kein Grund angegeben)</translation>
    </message>
    <message>
        <source>not a missing-input training failure; the reason here is: %1</source>
        <translation>kein Trainingsfehler wegen fehlender Eingabe; der Grund hier ist: %1</translation>
    </message>
    <message>
        <source>pytest still shows the missing input although the fix works on CPU (the runner re-creates the inputs, or a buffer is built inside the model off the CPU): the fix was reverted; review.</source>
        <translation>pytest zeigt weiterhin die fehlende Eingabe, obwohl die Korrektur auf der CPU funktioniert (der Runner erzeugt die Eingaben neu, oder ein Puffer wird im Modell außerhalb der CPU aufgebaut): Die Korrektur wurde zurückgenommen; prüfen.</translation>
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
[… %n Zeichen ausgelassen …]
</numerusform>
            <numerusform>
[… %n Zeichen ausgelassen …]
</numerusform>
        </translation>
    </message>
    <message>
        <source>the failure text was too long; only its start and end are kept</source>
        <translation>der Fehlertext war zu lang; nur Anfang und Ende wurden behalten</translation>
    </message>
    <message>
        <source>its &lt;testcase&gt; element was cut off (truncated JUnit XML): unknown — see the log</source>
        <translation>sein &lt;testcase&gt;-Element wurde abgeschnitten (gekürztes JUnit-XML): unbekannt — siehe Log</translation>
    </message>
    <message>
        <source>not read: the JUnit XML is truncated — unknown, see the log</source>
        <translation>nicht gelesen: das JUnit-XML ist gekürzt — unbekannt, siehe Log</translation>
    </message>
    <message>
        <source>not in the JUnit XML — unknown, see the log</source>
        <translation>nicht im JUnit-XML — unbekannt, siehe Log</translation>
    </message>
    <message>
        <source>not a JUnit XML file (its root element is &lt;%1&gt;)</source>
        <translation>keine JUnit-XML-Datei (ihr Wurzelelement ist &lt;%1&gt;)</translation>
    </message>
    <message>
        <source>not a readable JUnit XML file: %1 — unknown, see the log</source>
        <translation>keine lesbare JUnit-XML-Datei: %1 — unbekannt, siehe Log</translation>
    </message>
    <message>
        <source>the JUnit XML breaks off at line %1 (%2): test cases not fully read are unknown — see the log</source>
        <translation>das JUnit-XML bricht in Zeile %1 ab (%2): nicht vollständig gelesene Testfälle sind unbekannt — siehe Log</translation>
    </message>
    <message>
        <source>the JUnit XML does not exist: pytest wrote no results — unknown, see the log</source>
        <translation>das JUnit-XML existiert nicht: pytest hat keine Ergebnisse geschrieben — unbekannt, siehe Log</translation>
    </message>
    <message>
        <source>cannot read the JUnit XML: %1</source>
        <translation>das JUnit-XML kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the JUnit XML is empty: pytest stopped before writing results — unknown, see the log</source>
        <translation>das JUnit-XML ist leer: pytest hat vor dem Schreiben der Ergebnisse aufgehört — unbekannt, siehe Log</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 although it says so; the invalid bytes were replaced with U+FFFD</source>
        <translation>die Datei ist kein gültiges UTF-8, obwohl sie das angibt; die ungültigen Bytes wurden durch U+FFFD ersetzt</translation>
    </message>
    <message>
        <source>no JUnit XML to read — unknown</source>
        <translation>kein JUnit-XML zu lesen — unbekannt</translation>
    </message>
    <message>
        <source>the report holds only %1[%2], not the entry&apos;s own test: no outcome</source>
        <translation>der Bericht enthält nur %1[%2], nicht den eigenen Test des Eintrags: kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>LineEcho</name>
    <message>
        <source>dtype-triage: more than %1 of output echoed; the rest is in the session logs only</source>
        <translation>dtype-triage: mehr als %1 Ausgabe wiedergegeben; der Rest steht nur in den Sitzungsprotokollen</translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>KEY</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>BRINGUP</source>
        <translation>BRINGUP</translation>
    </message>
    <message>
        <source>FLAVOR</source>
        <translation>FEHLERART</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>GRUND</translation>
    </message>
    <message>
        <source>Lists the training entries of a tt-xla checkout.</source>
        <translation>Listet die Trainingseinträge eines tt-xla-Checkouts auf.</translation>
    </message>
    <message>
        <source>Only entries not expected to pass.</source>
        <translation>Nur Einträge, bei denen kein Bestehen erwartet wird.</translation>
    </message>
    <message>
        <source>FAMILY</source>
        <translation>FAMILIE</translation>
    </message>
</context>
<context>
    <name>LoaderAnalyzer</name>
    <message>
        <source>The loader analysis script %1 is missing from this build.</source>
        <translation>Das Loader-Analyseskript %1 fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>The loader analysis returned no result.</source>
        <translation>Die Loader-Analyse hat kein Ergebnis geliefert.</translation>
    </message>
    <message>
        <source>Cannot analyse this loader: %1</source>
        <translation>Dieser Loader kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <source>The loader is %1 MB; files over %2 MB are not analysed.</source>
        <translation>Der Loader ist %1 MB groß; Dateien über %2 MB werden nicht analysiert.</translation>
    </message>
    <message>
        <source>The loader is not UTF-8 text (first bad bytes on this line).</source>
        <translation>Der Loader ist kein UTF-8-Text (erste ungültige Bytes in dieser Zeile).</translation>
    </message>
    <message>
        <source>The loader analysis failed: %1</source>
        <translation>Die Loader-Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The loader analysis was canceled.</source>
        <translation>Die Loader-Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The Python engine is not available: %1</source>
        <translation>Die Python-Engine ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>The loader declares its encoding as %1 (PEP 263 coding line); dtype-triage analyses and edits UTF-8 loaders only: convert it to UTF-8 (and update the declaration) to triage it.</source>
        <translation>Der Loader deklariert seine Kodierung als %1 (PEP-263-Kodierungszeile); dtype-triage analysiert und bearbeitet nur UTF-8-Loader: zum Triagieren nach UTF-8 umwandeln (und die Deklaration anpassen).</translation>
    </message>
</context>
<context>
    <name>LoaderEdit</name>
    <message>
        <source>the edited statement has a body of its own</source>
        <translation>die bearbeitete Anweisung hat einen eigenen Rumpf</translation>
    </message>
    <message>
        <source>the edited statement shares its line with other code</source>
        <translation>die bearbeitete Anweisung teilt sich die Zeile mit anderem Code</translation>
    </message>
    <message>
        <source>a line of the statement is less indented than its start</source>
        <translation>eine Zeile der Anweisung ist weniger eingerückt als ihr Anfang</translation>
    </message>
    <message>
        <source>The loader is not UTF-8 text; it is left alone</source>
        <translation>Der Loader ist kein UTF-8-Text; er bleibt unangetastet</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>There is no edit to make</source>
        <translation>Es ist keine Bearbeitung vorzunehmen</translation>
    </message>
    <message>
        <source>Python failed: %1</source>
        <translation>Python ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>LoaderPatcher</name>
    <message>
        <source>There is no such loader file</source>
        <translation>Diese Loader-Datei gibt es nicht</translation>
    </message>
    <message>
        <source>Refused: only Python files under %1 are loader files this patcher edits</source>
        <translation>Abgelehnt: Nur Python-Dateien unter %1 sind Loader-Dateien, die dieser Patcher bearbeitet</translation>
    </message>
    <message>
        <source>The edit changes nothing</source>
        <translation>Die Bearbeitung ändert nichts</translation>
    </message>
    <message>
        <source>The file changed since it was analysed; analyse it again</source>
        <translation>Die Datei wurde seit der Analyse geändert; analysieren Sie sie erneut</translation>
    </message>
    <message>
        <source>Refused: this edit was not previewed here; show its diff first</source>
        <translation>Abgelehnt: Diese Bearbeitung wurde hier nicht in der Vorschau gezeigt; zeigen Sie zuerst ihren Diff an</translation>
    </message>
    <message>
        <source>Refused: the edit differs from the diff that was previewed</source>
        <translation>Abgelehnt: Die Bearbeitung weicht vom Diff in der Vorschau ab</translation>
    </message>
    <message>
        <source>Refused: another edit to this loader is still pending (%1); revert or accept it first — one edit per loader file at a time</source>
        <translation>Abgelehnt: Eine andere Bearbeitung dieses Loaders steht noch aus (%1); nehmen Sie sie zuerst zurück oder übernehmen Sie sie — jeweils nur eine Bearbeitung pro Loader-Datei</translation>
    </message>
    <message>
        <source>applied earlier</source>
        <translation>früher angewendet</translation>
    </message>
    <message>
        <source>Conflict: the file changed after the preview; nothing was written</source>
        <translation>Konflikt: Die Datei wurde nach der Vorschau geändert; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>There is no pending edit of this loader to revert</source>
        <translation>Es gibt keine ausstehende Bearbeitung dieses Loaders, die zurückgenommen werden könnte</translation>
    </message>
    <message>
        <source>Conflict: the file changed since the edit was applied; nothing was reverted</source>
        <translation>Konflikt: Die Datei wurde seit dem Anwenden der Bearbeitung geändert; es wurde nichts zurückgenommen</translation>
    </message>
    <message>
        <source>There is no pending edit of this loader to accept</source>
        <translation>Es gibt keine ausstehende Bearbeitung dieses Loaders, die übernommen werden könnte</translation>
    </message>
    <message>
        <source>Refused: %1 must never be edited (docs/triage.md §2, hard rules), or lies outside the checkout</source>
        <translation>Abgelehnt: %1 darf nie bearbeitet werden (docs/triage.md §2, harte Regeln) oder liegt außerhalb des Checkouts</translation>
    </message>
    <message>
        <source>Refused: %1 is a link to %2, outside the checkout; dtype-triage writes only inside it (edit the file there, or put the file itself in place of the link)</source>
        <translation>Abgelehnt: %1 ist ein Link auf %2, außerhalb des Checkouts; dtype-triage schreibt nur darin (bearbeiten Sie die Datei dort oder setzen Sie die Datei selbst an die Stelle des Links)</translation>
    </message>
</context>
<context>
    <name>LocalChanges</name>
    <message>
        <source>its YAML entry changed after run %1&apos;s commit %2</source>
        <translation>sein YAML-Eintrag hat sich nach dem Commit %2 von Lauf %1 geändert</translation>
    </message>
    <message>
        <source>its YAML entry has uncommitted changes (run %1&apos;s commit %2 is not in this clone: git fetch)</source>
        <translation>sein YAML-Eintrag hat nicht committete Änderungen (der Commit %2 von Lauf %1 ist nicht in diesem Klon: git fetch)</translation>
    </message>
    <message>
        <source>its loader %1 has uncommitted changes</source>
        <translation>sein Loader %1 hat nicht committete Änderungen</translation>
    </message>
    <message>
        <source>its loader %1 changed after the tt-forge-models commit run %2 tested</source>
        <translation>sein Loader %1 hat sich nach dem tt-forge-models-Commit geändert, den Lauf %2 getestet hat</translation>
    </message>
    <message>
        <source>its YAML entry was written by a triage here (ended %1), after run %2</source>
        <translation>sein YAML-Eintrag wurde von einer Triage hier geschrieben (beendet %1), nach Lauf %2</translation>
    </message>
    <message>
        <source>its loader was fixed by a triage here (ended %1), after run %2</source>
        <translation>sein Loader wurde von einer Triage hier korrigiert (beendet %1), nach Lauf %2</translation>
    </message>
    <message>
        <source>its YAML entry has uncommitted changes (run %1 names no commit to compare with)</source>
        <translation>sein YAML-Eintrag hat nicht committete Änderungen (Lauf %1 nennt keinen Commit zum Vergleich)</translation>
    </message>
</context>
<context>
    <name>LossTargetTable</name>
    <message>
        <source>DETR&apos;s segmentation losses (the mask focal and dice losses) read pred_masks, the per-pixel mask logits the skill&apos;s table gives for segmentation; the class logits, boxes and hidden states are left out.</source>
        <translation>DETRs Segmentierungsverluste (Masken-Focal- und Dice-Verlust) lesen pred_masks, die pixelweisen Masken-Logits, die die Tabelle des Skills für Segmentierung nennt; Klassen-Logits, Boxen und Hidden States bleiben außen vor.</translation>
    </message>
    <message>
        <source>SAM is trained on its predicted masks (focal and dice losses against the ground-truth masks); iou_scores only rank those masks.</source>
        <translation>SAM wird auf seinen vorhergesagten Masken trainiert (Focal- und Dice-Verlust gegen die Referenzmasken); iou_scores ordnen diese Masken nur.</translation>
    </message>
    <message>
        <source>the contrastive loss reads logits_per_text (logits_per_image is its transpose), as the registry&apos;s CLIPOutput entry does; the embeddings and the encoders&apos; outputs are intermediates.</source>
        <translation>der kontrastive Verlust liest logits_per_text (logits_per_image ist dessen Transponierte), wie der CLIPOutput-Eintrag der Registry; die Embeddings und die Ausgaben der Encoder sind Zwischenergebnisse.</translation>
    </message>
</context>
<context>
    <name>ModelInfoLookup</name>
    <message>
        <source>%1 is ambiguous: %2</source>
        <translation>%1 ist mehrdeutig: %2</translation>
    </message>
    <message>
        <source>%1 is neither a key nor a model_info.name of a training entry in %2</source>
        <translation>%1 ist weder ein Schlüssel noch ein model_info.name eines Trainingseintrags in %2</translation>
    </message>
    <message numerus="yes">
        <source> (%n training entry(s) build their model_info.name at run time, not known from the loader&apos;s source: name those by their key)</source>
        <translation>
            <numerusform> (%n Trainingseintrag bildet seinen model_info.name erst zur Laufzeit, aus dem Quelltext des Loaders nicht bekannt: nennen Sie ihn mit seinem Schlüssel)</numerusform>
            <numerusform> (%n Trainingseinträge bilden ihren model_info.name erst zur Laufzeit, aus dem Quelltext des Loaders nicht bekannt: nennen Sie sie mit ihrem Schlüssel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObservedCase</name>
    <message>
        <source>the runner&apos;s tags do not read as a dict</source>
        <translation>die Tags des Runners lesen sich nicht als Dict</translation>
    </message>
    <message>
        <source>INCORRECT_RESULT with its PCC check off: it passes as EXPECTED_PASSING</source>
        <translation>INCORRECT_RESULT bei ausgeschalteter PCC-Prüfung: besteht als EXPECTED_PASSING</translation>
    </message>
</context>
<context>
    <name>OutputNode</name>
    <message>
        <source>unknown output node kind &quot;%1&quot;</source>
        <translation>unbekannte Art eines Ausgabeknotens „%1“</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>a tensor without a dtype</source>
        <translation>ein Tensor ohne dtype</translation>
    </message>
    <message>
        <source>a position or a field is an int or a name</source>
        <translation>eine Position oder ein Feld ist ein int oder ein Name</translation>
    </message>
    <message>
        <source>%1 is no position</source>
        <translation>%1 ist keine Position</translation>
    </message>
</context>
<context>
    <name>OutputWatch</name>
    <message>
        <source>no output for %1 s: stopped</source>
        <translation>keine Ausgabe seit %1 s: angehalten</translation>
    </message>
    <message>
        <source>printed more than %1 to stdout: stopped, not read</source>
        <translation>mehr als %1 auf stdout ausgegeben: angehalten, nicht gelesen</translation>
    </message>
</context>
<context>
    <name>OverrideEdit</name>
    <message>
        <source>The loader is not UTF-8 text; it is left alone</source>
        <translation>Der Loader ist kein UTF-8-Text; er bleibt unangetastet</translation>
    </message>
    <message>
        <source>the loader has no ModelLoader class</source>
        <translation>der Loader hat keine Klasse ModelLoader</translation>
    </message>
    <message>
        <source>Python failed: %1</source>
        <translation>Python ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the method in the edited loader is not the one written</source>
        <translation>die Methode im bearbeiteten Loader ist nicht die geschriebene</translation>
    </message>
</context>
<context>
    <name>OverrideWriter</name>
    <message>
        <source>the output has no entry &quot;%1&quot;</source>
        <translation>die Ausgabe hat keinen Eintrag „%1“</translation>
    </message>
    <message numerus="yes">
        <source>one entry is returned as it is; %n were chosen</source>
        <translation>
            <numerusform>ein Eintrag wird unverändert zurückgegeben; %n wurde gewählt</numerusform>
            <numerusform>ein Eintrag wird unverändert zurückgegeben; %n wurden gewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing was chosen to sum</source>
        <translation>zum Summieren wurde nichts gewählt</translation>
    </message>
    <message>
        <source>the output holds no tensor to sum</source>
        <translation>die Ausgabe enthält keinen Tensor zum Summieren</translation>
    </message>
</context>
<context>
    <name>PccGuidance</name>
    <message>
        <source>PCC check on</source>
        <translation>PCC-Prüfung an</translation>
    </message>
    <message>
        <source>required_pcc %1 → %2</source>
        <translation>required_pcc %1 → %2</translation>
    </message>
    <message>
        <source>check on</source>
        <translation>Prüfung an</translation>
    </message>
    <message>
        <source>check off</source>
        <translation>Prüfung aus</translation>
    </message>
    <message>
        <source>check not recorded</source>
        <translation>Prüfung nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>required %1, %2</source>
        <translation>gefordert %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: lowest PCC %2, median %3 of %n run(s) (%4)</source>
        <translation>
            <numerusform>%1: niedrigster PCC %2, Median %3 aus %n Lauf (%4)</numerusform>
            <numerusform>%1: niedrigster PCC %2, Median %3 aus %n Läufen (%4)</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1: %2</source>
        <translation>auf %1: %2</translation>
    </message>
    <message>
        <source>a judgement call: its PCC is steadily a little below what it requires, and lowering the threshold accepts that as the model&apos;s accuracy (an xfail is the other way); %1</source>
        <translation>eine Ermessensentscheidung: sein PCC liegt beständig knapp unter dem geforderten, und die Schwelle zu senken nimmt das als Genauigkeit des Modells hin (ein xfail ist der andere Weg); %1</translation>
    </message>
</context>
<context>
    <name>PreflightBadge</name>
    <message>
        <source>fixable: %1 (l. %2)</source>
        <translation>behebbar: %1 (Z. %2)</translation>
    </message>
    <message>
        <source> +%1</source>
        <translation> +%1</translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation>wird gescannt…</translation>
    </message>
    <message>
        <source>no loader</source>
        <translation>kein Loader</translation>
    </message>
    <message>
        <source>No loader.py under %1 in the loaders folder</source>
        <translation>Keine loader.py unter %1 im Loader-Ordner</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>unauffällig</translation>
    </message>
    <message>
        <source>No floating input would stay float32 under dtype_override=torch.bfloat16</source>
        <translation>Keine Gleitkomma-Eingabe bliebe unter dtype_override=torch.bfloat16 float32</translation>
    </message>
    <message>
        <source>maybe fixable: %1 (l. %2)</source>
        <translation>möglicherweise behebbar: %1 (Z. %2)</translation>
    </message>
</context>
<context>
    <name>PreflightScan</name>
    <message>
        <source>The Python engine is not available: %1</source>
        <translation>Die Python-Engine ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>not applicable: the torch runner builds models only from */pytorch/loader.py</source>
        <translation>nicht anwendbar: der Torch-Runner baut Modelle nur aus */pytorch/loader.py</translation>
    </message>
</context>
<context>
    <name>ProbeFields</name>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>event &quot;%1&quot;, field &quot;%2&quot;: %3</source>
        <translation>Ereignis „%1“, Feld „%2“: %3</translation>
    </message>
    <message>
        <source>%1 where %2 belongs</source>
        <translation>%1, wo %2 hingehört</translation>
    </message>
    <message>
        <source>%1 is not a Python name</source>
        <translation>%1 ist kein Python-Name</translation>
    </message>
    <message>
        <source>%1 is none of %2</source>
        <translation>%1 ist nichts von %2</translation>
    </message>
    <message>
        <source>%1 is no torch dtype</source>
        <translation>%1 ist kein torch-dtype</translation>
    </message>
    <message>
        <source>%1 is no stage a probe runs</source>
        <translation>%1 ist kein Schritt, den eine Probe ausführt</translation>
    </message>
    <message>
        <source>%1 is not the key %2 it stands for</source>
        <translation>%1 ist nicht der Schlüssel %2, für den es steht</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>mehr als %1 Einträge</translation>
    </message>
    <message>
        <source>more than %1 dimensions</source>
        <translation>mehr als %1 Dimensionen</translation>
    </message>
    <message>
        <source>no size of a dimension</source>
        <translation>keine Größe einer Dimension</translation>
    </message>
    <message>
        <source>%1 is no whole number from %2 to %3, read exactly</source>
        <translation>%1 ist keine ganze Zahl von %2 bis %3, exakt gelesen</translation>
    </message>
</context>
<context>
    <name>ProbeFindings</name>
    <message>
        <source>the %1&apos;s event in a result of the %2</source>
        <translation>ein Ereignis der %1 im Ergebnis der %2</translation>
    </message>
    <message>
        <source>an event line that does not read as JSON (%1): %2</source>
        <translation>eine Ereigniszeile, die sich nicht als JSON liest (%1): %2</translation>
    </message>
</context>
<context>
    <name>ProbeProposal</name>
    <message>
        <source>%1 holds no probe output a failure family reads (its greeting names %2; the probes are %3)</source>
        <translation>%1 enthält keine Sondenausgabe, die eine Fehlerfamilie liest (ihre Begrüßung nennt %2; die Sonden sind %3)</translation>
    </message>
    <message>
        <source>no probe</source>
        <translation>keine Sonde</translation>
    </message>
    <message>
        <source>the edit was not imported here (%1): import it before you rely on it</source>
        <translation>die Änderung wurde hier nicht importiert (%1): importieren Sie sie, bevor Sie sich darauf verlassen</translation>
    </message>
    <message>
        <source>the edited loader imports as tt-xla&apos;s runner imports it</source>
        <translation>der geänderte Loader lässt sich so importieren, wie der Runner von tt-xla ihn importiert</translation>
    </message>
</context>
<context>
    <name>ProbeResult</name>
    <message>
        <source>the %1 %2</source>
        <translation>die %1 %2</translation>
    </message>
    <message>
        <source>the %1 could not run the loader: %2</source>
        <translation>die %1 konnte den Loader nicht ausführen: %2</translation>
    </message>
    <message>
        <source>the %1 printed an event that does not read: %2</source>
        <translation>die %1 gab ein Ereignis aus, das sich nicht lesen lässt: %2</translation>
    </message>
    <message>
        <source>the %1&apos;s output stops before its end (no &quot;done&quot; event): it was cut short</source>
        <translation>die Ausgabe der %1 endet vor ihrem Ende (kein &quot;done&quot;-Ereignis): sie wurde abgeschnitten</translation>
    </message>
    <message>
        <source>the %1 ended (%2) before its end</source>
        <translation>die %1 endete (%2) vor ihrem Ende</translation>
    </message>
    <message>
        <source>%1 holds no %2 events (%3&apos;s output, &quot;@dtriage {...}&quot; lines)</source>
        <translation>%1 enthält keine Ereignisse der %2 (Ausgabe von %3, Zeilen &quot;@dtriage {...}&quot;)</translation>
    </message>
    <message>
        <source>the probe result %1 is refused: %2</source>
        <translation>das Probe-Ergebnis %1 wird abgelehnt: %2</translation>
    </message>
    <message>
        <source>the probe result %1 is of %2 %3, not of %4 %5</source>
        <translation>das Sondenergebnis %1 gehört zu %2 %3, nicht zu %4 %5</translation>
    </message>
</context>
<context>
    <name>ProbeRun</name>
    <message>
        <source>crashed: %1</source>
        <translation>abgestürzt: %1</translation>
    </message>
    <message>
        <source>was canceled</source>
        <translation>wurde abgebrochen</translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation>konnte nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>ProbeSetup</name>
    <message>
        <source>Python %1, torch %2, pid %3</source>
        <translation>Python %1, torch %2, PID %3</translation>
    </message>
</context>
<context>
    <name>ProposalOutput</name>
    <message>
        <source>Written %1. The edit is uncommitted in the loaders submodule; undo with: git -C third_party/tt_forge_models checkout -- %2</source>
        <translation>%1 geschrieben. Die Bearbeitung ist im Loader-Submodul nicht committet; rückgängig machen mit: git -C third_party/tt_forge_models checkout -- %2</translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation>nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>ProposeCommand</name>
    <message>
        <source>Write the fix (after the same checks).</source>
        <translation>Die Korrektur schreiben (nach denselben Prüfungen).</translation>
    </message>
    <message>
        <source>A YAML key or a model_info.name.</source>
        <translation>Ein YAML-Schlüssel oder ein model_info.name.</translation>
    </message>
    <message>
        <source>propose: give exactly one KEY</source>
        <translation>propose: genau einen KEY angeben</translation>
    </message>
    <message>
        <source>key: %1
loader: %2</source>
        <translation>Schlüssel: %1
Loader: %2</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>CHOICE</source>
        <translation>WAHL</translation>
    </message>
    <message>
        <source>With --probe: why that target.</source>
        <translation>Mit --probe: warum dieses Ziel.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Leave the edit as written, unformatted (pre-commit&apos;s black shapes it).</source>
        <translation>Die Änderung unformatiert lassen, wie geschrieben (das black von pre-commit formt sie).</translation>
    </message>
    <message>
        <source>PY</source>
        <translation>PY</translation>
    </message>
    <message>
        <source>formatting: %1</source>
        <translation>Formatierung: %1</translation>
    </message>
    <message>
        <source>The Python interpreter to use when the checkout has no venv (its black formats the edit).</source>
        <translation>Der Python-Interpreter, wenn der Checkout kein venv hat (sein black formatiert die Änderung).</translation>
    </message>
    <message>
        <source>warning: no Python of the checkout (%1); the workbench&apos;s black formats the edit</source>
        <translation>Warnung: kein Python des Checkouts (%1); das black der Workbench formatiert die Änderung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A probe&apos;s output saved elsewhere (%1): propose its family&apos;s fix from it.</source>
        <translation>Die anderswo gespeicherte Ausgabe einer Sonde (%1): die Korrektur ihrer Familie daraus vorschlagen.</translation>
    </message>
    <message>
        <source>With --probe: the family&apos;s choice of fix (%1).</source>
        <translation>Mit --probe: die Wahl der Korrektur der Familie (%1).</translation>
    </message>
    <message>
        <source>%1 matches %2 entries; give the YAML key instead.</source>
        <translation>%1 passt auf %2 Einträge; geben Sie stattdessen den YAML-Schlüssel an.</translation>
    </message>
    <message>
        <source>Proposes the loader fix for one entry: from the loader&apos;s source alone (%1), or with --probe from a probe run elsewhere (%2).</source>
        <translation>Schlägt die Loader-Korrektur für einen Eintrag vor: allein aus dem Quelltext des Loaders (%1) oder, mit --probe, aus einem anderswo ausgeführten Sondenlauf (%2).</translation>
    </message>
    <message>
        <source>Could not resolve %1 as a model_info.name: %2</source>
        <translation>%1 konnte nicht als model_info.name aufgelöst werden: %2</translation>
    </message>
    <message>
        <source>Could not resolve %1 to a training entry of the YAML. Provide either the YAML key or the model_info.name of a training entry.</source>
        <translation>%1 konnte keinem Trainingseintrag des YAML zugeordnet werden. Geben Sie entweder den YAML-Schlüssel oder den model_info.name eines Trainingseintrags an.</translation>
    </message>
    <message>
        <source>%1 fails with %2 (family %3), whose fix is proposed from the family&apos;s probe: give --probe FILE</source>
        <translation>%1 scheitert an %2 (Familie %3), deren Korrektur aus der Sonde der Familie vorgeschlagen wird: geben Sie --probe DATEI an</translation>
    </message>
    <message>
        <source>%1 is no training entry: it is in %2. The workbench triages training entries; --flavor proposes the bfloat16 fix from its loader alone.</source>
        <translation>%1 ist kein Trainingseintrag: er steht in %2. Die Werkbank triagiert Trainingseinträge; --flavor schlägt die bfloat16-Korrektur allein aus seinem Loader vor.</translation>
    </message>
    <message>
        <source>No test-config YAML of the checkout holds %1 (a mistyped key?). --flavor proposes the bfloat16 fix from its loader alone.</source>
        <translation>Kein Testkonfigurations-YAML des Checkouts enthält %1 (ein vertippter Schlüssel?). --flavor schlägt die bfloat16-Korrektur allein aus seinem Loader vor.</translation>
    </message>
    <message>
        <source>%1 is EXPECTED_PASSING in the training YAML: not failing, nothing to propose. The families: %2.</source>
        <translation>%1 ist EXPECTED_PASSING im Trainings-YAML: er scheitert nicht, nichts vorzuschlagen. Die Familien: %2.</translation>
    </message>
    <message>
        <source>%1 fails (%2) with a reason no failure family takes: %3. The families: %4.</source>
        <translation>%1 scheitert (%2) mit einem Grund, den keine Fehlerfamilie annimmt: %3. Die Familien: %4.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
</context>
<context>
    <name>PytestRefusal</name>
    <message>
        <source>the runner cannot start here: pytest could not load the conftest %1 (exit %2): %3</source>
        <translation>der Runner startet hier nicht: pytest konnte das conftest %1 nicht laden (Exit %2): %3</translation>
    </message>
    <message>
        <source>the runner cannot start here: pytest could not import the test module %1 (exit %2): %3</source>
        <translation>der Runner startet hier nicht: pytest konnte das Testmodul %1 nicht importieren (Exit %2): %3</translation>
    </message>
    <message>
        <source>pytest usage error (exit %1): this checkout&apos;s conftest.py does not know %2</source>
        <translation>pytest-Aufruffehler (Exit %1): das conftest.py dieses Checkouts kennt %2 nicht</translation>
    </message>
    <message>
        <source>pytest did not collect %1 (exit %2): the runner has no such test (a loader the runner cannot import has none)</source>
        <translation>pytest hat %1 nicht gesammelt (Exit %2): der Runner hat keinen solchen Test (ein Loader, den der Runner nicht importieren kann, hat keinen)</translation>
    </message>
    <message>
        <source>pytest collected no tests (exit %1): are the keys right?</source>
        <translation>pytest hat keine Tests gesammelt (Exit %1): stimmen die Schlüssel?</translation>
    </message>
    <message>
        <source>pytest was interrupted or could not collect the tests (exit %1)</source>
        <translation>pytest wurde unterbrochen oder konnte die Tests nicht sammeln (Exit %1)</translation>
    </message>
    <message>
        <source>the runner cannot start here: pytest could not collect %1 (exit %2): %3</source>
        <translation>der Runner startet hier nicht: pytest konnte %1 nicht sammeln (Exit %2): %3</translation>
    </message>
    <message numerus="yes">
        <source>pytest did not collect %1 (exit %2): the runner could not import %n loader(s): %3 (%4)</source>
        <translation>
            <numerusform>pytest hat %1 nicht gesammelt (Exit %2): der Runner konnte %n Loader nicht importieren: %3 (%4)</numerusform>
            <numerusform>pytest hat %1 nicht gesammelt (Exit %2): der Runner konnte %n Loader nicht importieren: %3 (%4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PythonEnvironment</name>
    <message>
        <source>cannot be started (%1)</source>
        <translation>kann nicht gestartet werden (%1)</translation>
    </message>
    <message>
        <source>`import torch` did not finish within %1 s</source>
        <translation>`import torch` wurde nicht innerhalb von %1 s abgeschlossen</translation>
    </message>
    <message>
        <source>`import torch` failed (%1)</source>
        <translation>`import torch` ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>the checkout folder does not exist</source>
        <translation>der Checkout-Ordner existiert nicht</translation>
    </message>
    <message>
        <source>The checkout&apos;s virtual environment (source venv/activate, then python) cannot import torch: %1
Fix the venv (it is what tt-xla&apos;s runner uses), or remove venv/bin to fall back to another interpreter.</source>
        <translation>Die virtuelle Umgebung des Checkouts (source venv/activate, dann python) kann torch nicht importieren: %1
Reparieren Sie das venv (der Runner von tt-xla verwendet es) oder entfernen Sie venv/bin, um auf einen anderen Interpreter auszuweichen.</translation>
    </message>
    <message>
        <source>%1 (torch %2, from the checkout&apos;s venv)</source>
        <translation>%1 (torch %2, aus dem venv des Checkouts)</translation>
    </message>
    <message>
        <source>The configured Python interpreter %1 was not found or is not executable.</source>
        <translation>Der konfigurierte Python-Interpreter %1 wurde nicht gefunden oder ist nicht ausführbar.</translation>
    </message>
    <message>
        <source>The configured Python interpreter %1 cannot import torch: %2
Install torch for it, or choose another interpreter in the settings.</source>
        <translation>Der konfigurierte Python-Interpreter %1 kann torch nicht importieren: %2
Installieren Sie torch dafür oder wählen Sie in den Einstellungen einen anderen Interpreter.</translation>
    </message>
    <message>
        <source>%1 (torch %2, configured)</source>
        <translation>%1 (torch %2, konfiguriert)</translation>
    </message>
    <message>
        <source>%1 (torch %2, from PATH)</source>
        <translation>%1 (torch %2, aus PATH)</translation>
    </message>
    <message>
        <source>No python3 was found on PATH (%1), and none of %2 exists. Install Python 3 with torch, or set the interpreter in the settings.</source>
        <translation>Auf PATH wurde kein python3 gefunden (%1), und keiner von %2 existiert. Installieren Sie Python 3 mit torch oder legen Sie den Interpreter in den Einstellungen fest.</translation>
    </message>
    <message>
        <source>No python3 that can import torch was found. Tried:
%1
Install torch for one of them, or set the interpreter in the settings.</source>
        <translation>Es wurde kein python3 gefunden, das torch importieren kann. Versucht:
%1
Installieren Sie torch für einen davon oder legen Sie den Interpreter in den Einstellungen fest.</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
</context>
<context>
    <name>PythonLiteral</name>
    <message>
        <source>a string literal cannot hold a bare %1</source>
        <translation>ein String-Literal kann kein nacktes %1 enthalten</translation>
    </message>
    <message>
        <source>line break</source>
        <translation>Zeilenumbruch</translation>
    </message>
    <message>
        <source>the string literal ends in a backslash</source>
        <translation>das String-Literal endet mit einem Backslash</translation>
    </message>
    <message>
        <source>\%1 is no escape a string literal takes as data</source>
        <translation>\%1 ist keine Escape-Sequenz, die ein String-Literal als Daten annimmt</translation>
    </message>
    <message>
        <source>the string literal escapes half a character (U+%1)</source>
        <translation>das String-Literal kodiert ein halbes Zeichen (U+%1)</translation>
    </message>
    <message>
        <source>the int literal has more than %1 digits</source>
        <translation>das int-Literal hat mehr als %1 Ziffern</translation>
    </message>
    <message>
        <source>%1 is no str, int, bool or None literal</source>
        <translation>%1 ist kein str-, int-, bool- oder None-Literal</translation>
    </message>
    <message>
        <source>%1 is a triple-quoted string; a key is written on one line</source>
        <translation>%1 ist ein String in dreifachen Anführungszeichen; ein Schlüssel steht auf einer Zeile</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PythonPackages</name>
    <message>
        <source>cannot list the packages installed for %1: %2</source>
        <translation>die für %1 installierten Pakete lassen sich nicht auflisten: %2</translation>
    </message>
</context>
<context>
    <name>PythonScripts</name>
    <message>
        <source>cannot create a temporary folder for the helper scripts: %1</source>
        <translation>kann keinen temporären Ordner für die Hilfsskripte anlegen: %1</translation>
    </message>
    <message>
        <source>the script %1 is missing from the program&apos;s resources</source>
        <translation>das Skript %1 fehlt in den Ressourcen des Programms</translation>
    </message>
    <message>
        <source>cannot write the helper script: %1</source>
        <translation>kann das Hilfsskript nicht schreiben: %1</translation>
    </message>
    <message>
        <source>cannot create the folder of the helper script %1</source>
        <translation>der Ordner des Hilfsskripts %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>RecordedRun</name>
    <message>
        <source>%1: not a test-reports artifact: left out</source>
        <translation>%1: kein test-reports-Artefakt: ausgelassen</translation>
    </message>
    <message>
        <source>%1: not a test-reports artifact&apos;s name: left out</source>
        <translation>%1: kein Name eines test-reports-Artefakts: ausgelassen</translation>
    </message>
    <message>
        <source>%1: the artifact holds no report_*.xml</source>
        <translation>%1: das Artefakt enthält keine report_*.xml</translation>
    </message>
    <message>
        <source>%1 is no run as `gh run view --json` describes one (no databaseId or status)</source>
        <translation>%1 ist kein Lauf, wie `gh run view --json` einen beschreibt (keine databaseId oder status)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>%1 holds no test-reports artifact and no run.json: no run to read</source>
        <translation>%1 enthält kein test-reports-Artefakt und keine run.json: kein Lauf zu lesen</translation>
    </message>
    <message>
        <source>a link</source>
        <translation>ein Link</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>refused by sync</source>
        <translation>von sync abgelehnt</translation>
    </message>
    <message>
        <source>%1, not an artifact</source>
        <translation>%1, kein Artefakt</translation>
    </message>
    <message>
        <source>%1: %2, not an artifact: left out</source>
        <translation>%1: %2, kein Artefakt: ausgelassen</translation>
    </message>
    <message>
        <source>%1: databaseId %2 is no run id (a whole number above 0)</source>
        <translation>%1: databaseId %2 ist keine Lauf-ID (eine ganze Zahl über 0)</translation>
    </message>
    <message>
        <source>%1: attempt %2 is no attempt of a run (a whole number from 1 to %3)</source>
        <translation>%1: attempt %2 ist kein Versuch eines Laufs (eine ganze Zahl von 1 bis %3)</translation>
    </message>
    <message>
        <source>%1 does not read as JSON: %2 at offset %3</source>
        <translation>%1 liest sich nicht als JSON: %2 bei Offset %3</translation>
    </message>
    <message>
        <source>%1 is a JSON array, not the object `gh run view --json` prints</source>
        <translation>%1 ist ein JSON-Array, nicht das Objekt, das `gh run view --json` ausgibt</translation>
    </message>
</context>
<context>
    <name>RegistryEdit</name>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; must be Python names</source>
        <translation>„%1“ und „%2“ müssen Python-Namen sein</translation>
    </message>
    <message>
        <source>%1 is registered already (with &quot;%2&quot;)</source>
        <translation>%1 ist bereits registriert (mit „%2“)</translation>
    </message>
    <message>
        <source>the file has no _register_attr line to add one among</source>
        <translation>die Datei hat keine _register_attr-Zeile, zwischen die eine weitere käme</translation>
    </message>
    <message>
        <source>no registry entry for %1</source>
        <translation>kein Registry-Eintrag für %1</translation>
    </message>
</context>
<context>
    <name>ReportOutput</name>
    <message>
        <source>%1: --report %2: the file name must end in .md, .html or .json</source>
        <translation>%1: --report %2: der Dateiname muss auf .md, .html oder .json enden</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Bericht geschrieben: %1</translation>
    </message>
    <message>
        <source>The patch could not be written to %1: %2</source>
        <translation>Der Patch konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Patch written: %1</source>
        <translation>Patch geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source> (new CPU error)</source>
        <translation> (neuer CPU-Fehler)</translation>
    </message>
    <message>
        <source>reverted </source>
        <translation>zurückgenommen </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> (unchanged)</source>
        <translation> (unverändert)</translation>
    </message>
    <message>
        <source> (not written)</source>
        <translation> (nicht geschrieben)</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importiert)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>flavor</source>
        <translation>Fehlerart</translation>
    </message>
    <message>
        <source>CPU before</source>
        <translation>CPU vorher</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>CPU after</source>
        <translation>CPU nachher</translation>
    </message>
    <message>
        <source>pytest</source>
        <translation>pytest</translation>
    </message>
    <message>
        <source>YAML state</source>
        <translation>YAML-Status</translation>
    </message>
    <message>
        <source>review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Resolved:</source>
        <translation>Aufgelöst:</translation>
    </message>
    <message>
        <source>Variant: </source>
        <translation>Variante: </translation>
    </message>
    <message>
        <source>model_info.name: </source>
        <translation>model_info.name: </translation>
    </message>
    <message>
        <source>YAML: </source>
        <translation>YAML: </translation>
    </message>
    <message>
        <source>Flavor:</source>
        <translation>Fehlerart:</translation>
    </message>
    <message>
        <source>Reason in the YAML (passed the gate): </source>
        <translation>Grund im YAML (hat die Eingangsprüfung bestanden): </translation>
    </message>
    <message>
        <source>no dtype dump: the phase failed before its inputs existed (inside load_inputs)</source>
        <translation>kein dtype-Dump: die Phase ist fehlgeschlagen, bevor ihre Eingaben existierten (in load_inputs)</translation>
    </message>
    <message>
        <source> at </source>
        <translation> in </translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>CPU repro before the fix</source>
        <translation>CPU-Repro vor der Korrektur</translation>
    </message>
    <message>
        <source>Decision:</source>
        <translation>Entscheidung:</translation>
    </message>
    <message>
        <source>works on CPU (both phases pass)</source>
        <translation>funktioniert auf der CPU (beide Phasen bestehen)</translation>
    </message>
    <message>
        <source>the same mismatch after the edit: reverted, xfail path</source>
        <translation>dieselbe Diskrepanz nach der Bearbeitung: zurückgenommen, xfail-Pfad</translation>
    </message>
    <message>
        <source>a different CPU error after the edit: kept, the new error is the reason</source>
        <translation>ein anderer CPU-Fehler nach der Bearbeitung: beibehalten, der neue Fehler ist der Grund</translation>
    </message>
    <message>
        <source>not attempted</source>
        <translation>nicht versucht</translation>
    </message>
    <message>
        <source>Edit:</source>
        <translation>Bearbeitung:</translation>
    </message>
    <message>
        <source>Before: </source>
        <translation>Vorher: </translation>
    </message>
    <message>
        <source>After: </source>
        <translation>Nachher: </translation>
    </message>
    <message>
        <source>Formatter: </source>
        <translation>Formatierer: </translation>
    </message>
    <message>
        <source>Why this site: </source>
        <translation>Warum diese Stelle: </translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>CPU after the fix: %1</source>
        <translation>CPU nach der Korrektur: %1</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>no fix site</source>
        <translation>keine Korrekturstelle</translation>
    </message>
    <message>
        <source>No loader edit: %1</source>
        <translation>Keine Loader-Bearbeitung: %1</translation>
    </message>
    <message>
        <source>included</source>
        <translation>einbezogen</translation>
    </message>
    <message>
        <source>left alone</source>
        <translation>unangetastet</translation>
    </message>
    <message>
        <source> (CPU before: %1; after: %2)</source>
        <translation> (CPU vorher: %1; nachher: %2)</translation>
    </message>
    <message>
        <source>Loader-wide scope</source>
        <translation>Loader-weiter Umfang</translation>
    </message>
    <message>
        <source>Every training entry of </source>
        <translation>Alle Trainingseinträge von </translation>
    </message>
    <message>
        <source>:</source>
        <translation>:</translation>
    </message>
    <message>
        <source>pytest:</source>
        <translation>pytest:</translation>
    </message>
    <message>
        <source> (classified: </source>
        <translation> (klassifiziert: </translation>
    </message>
    <message>
        <source>YAML:</source>
        <translation>YAML:</translation>
    </message>
    <message>
        <source> nothing planned</source>
        <translation> nichts geplant</translation>
    </message>
    <message>
        <source>YAML (branch %1):</source>
        <translation>YAML (Zweig %1):</translation>
    </message>
    <message>
        <source>Change: </source>
        <translation>Änderung: </translation>
    </message>
    <message>
        <source>Change: none (the entry already says this)</source>
        <translation>Änderung: keine (der Eintrag sagt das bereits)</translation>
    </message>
    <message>
        <source>Written: yes</source>
        <translation>Geschrieben: ja</translation>
    </message>
    <message>
        <source>Written: no (planned, not on disk)</source>
        <translation>Geschrieben: nein (geplant, nicht auf der Festplatte)</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Prüfung:</translation>
    </message>
    <message>
        <source>No JUnit results were read.</source>
        <translation>Es wurden keine JUnit-Ergebnisse gelesen.</translation>
    </message>
    <message>
        <source>JUnit results imported from another run: </source>
        <translation>JUnit-Ergebnisse, aus einem anderen Lauf importiert: </translation>
    </message>
    <message>
        <source>JUnit results of the local pytest run: </source>
        <translation>JUnit-Ergebnisse des lokalen pytest-Laufs: </translation>
    </message>
    <message>
        <source>pytest and YAML, per entry</source>
        <translation>pytest und YAML, pro Eintrag</translation>
    </message>
    <message>
        <source>Inference YAML</source>
        <translation>Inferenz-YAML</translation>
    </message>
    <message>
        <source>Changed:</source>
        <translation>Geändert:</translation>
    </message>
    <message>
        <source> differs from before the triage; the workbench never edits it. Check it.</source>
        <translation> weicht vom Stand vor der Triage ab; die Workbench bearbeitet es nie. Prüfen Sie es.</translation>
    </message>
    <message>
        <source>Untouched: </source>
        <translation>Unangetastet: </translation>
    </message>
    <message>
        <source> was not edited.</source>
        <translation> wurde nicht bearbeitet.</translation>
    </message>
    <message>
        <source>No stale entries for this loader.</source>
        <translation>Keine veralteten Einträge für diesen Loader.</translation>
    </message>
    <message>
        <source>Not checked for stale entries.</source>
        <translation>Nicht auf veraltete Einträge geprüft.</translation>
    </message>
    <message>
        <source>Stale entries, flagged and not edited:</source>
        <translation>Veraltete Einträge, markiert und nicht bearbeitet:</translation>
    </message>
    <message>
        <source>Needs human review</source>
        <translation>Manuelle Prüfung erforderlich</translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation>Nichts.</translation>
    </message>
    <message>
        <source>Uncommitted loader edit</source>
        <translation>Nicht committete Loader-Bearbeitung</translation>
    </message>
    <message>
        <source>Reminder:</source>
        <translation>Erinnerung:</translation>
    </message>
    <message>
        <source> the edit to </source>
        <translation> die Bearbeitung von </translation>
    </message>
    <message>
        <source> is uncommitted in the submodule </source>
        <translation> ist noch nicht committet, im Submodul </translation>
    </message>
    <message>
        <source>. Commit it there (a tt-forge-models pull request) and bump the submodule; the workbench never commits.</source>
        <translation>. Committen Sie sie dort (ein Pull Request für tt-forge-models) und aktualisieren Sie den Submodul-Stand; die Workbench committet nie.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Begonnen: %1</translation>
    </message>
    <message>
        <source>Updated: %1</source>
        <translation>Aktualisiert: %1</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Abgeschlossen: %1</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>Patches</translation>
    </message>
    <message>
        <source>Loader (in the submodule </source>
        <translation>Loader (im Submodul </translation>
    </message>
    <message>
        <source>No loader edit.</source>
        <translation>Keine Loader-Bearbeitung.</translation>
    </message>
    <message>
        <source>YAML </source>
        <translation>YAML </translation>
    </message>
    <message>
        <source>No YAML change.</source>
        <translation>Keine YAML-Änderung.</translation>
    </message>
    <message>
        <source>cannot create the report folder</source>
        <translation>der Berichtsordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>not a dtype-triage report: %1</source>
        <translation>kein dtype-triage-Bericht: %1</translation>
    </message>
    <message>
        <source>the report was written by a newer dtype-triage</source>
        <translation>der Bericht wurde von einer neueren dtype-triage-Version geschrieben</translation>
    </message>
    <message>
        <source>Training batch size in the repro: </source>
        <translation>Trainings-Batchgröße im Repro: </translation>
    </message>
    <message>
        <source> (runner: </source>
        <translation> (Runner: </translation>
    </message>
    <message>
        <source>Observed on TT: </source>
        <translation>Auf TT beobachtet: </translation>
    </message>
    <message>
        <source> (differs from the CPU error)</source>
        <translation> (weicht vom CPU-Fehler ab)</translation>
    </message>
    <message>
        <source>Training triage (%1): </source>
        <translation>Trainings-Triage (%1): </translation>
    </message>
    <message>
        <source>Family:</source>
        <translation>Familie:</translation>
    </message>
    <message>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Imported:</source>
        <translation>Importiert:</translation>
    </message>
    <message>
        <source> run elsewhere, read from </source>
        <translation> anderswo ausgeführt, gelesen aus </translation>
    </message>
    <message>
        <source>With it:</source>
        <translation>Dazu:</translation>
    </message>
    <message>
        <source> — regressed</source>
        <translation> — Regression</translation>
    </message>
    <message>
        <source>The loader fix reaches inference too; its inference tests, run with pytest:</source>
        <translation>Die Loader-Korrektur betrifft auch die Inferenz; ihre Inferenztests, mit pytest ausgeführt:</translation>
    </message>
    <message>
        <source>Reproduce</source>
        <translation>Reproduzieren</translation>
    </message>
    <message>
        <source>In the tt-xla checkout: the CPU training step of every entry in scope, then the verification as pytest ran it.</source>
        <translation>Im tt-xla-Checkout: der CPU-Trainingsschritt jedes Eintrags im Umfang, dann die Verifikation, wie pytest sie ausgeführt hat.</translation>
    </message>
    <message>
        <source>Python of the repro and pytest: </source>
        <translation>Python von Repro und pytest: </translation>
    </message>
    <message>
        <source>Verify on TT hardware</source>
        <translation>Auf TT-Hardware verifizieren</translation>
    </message>
    <message>
        <source>pytest could not start tt-xla&apos;s runner on this machine (%1). What the CPU verified is kept and the YAML is untouched. Verify on TT hardware through tt-xla&apos;s CI, </source>
        <translation>pytest konnte den Runner von tt-xla auf diesem Rechner nicht starten (%1). Was die CPU bestätigt hat, bleibt, und das YAML ist unberührt. Auf TT-Hardware verifizieren über die CI von tt-xla, </translation>
    </message>
    <message>
        <source>, or with a TT machine&apos;s JUnit results, </source>
        <translation> oder mit den JUnit-Ergebnissen eines TT-Rechners, </translation>
    </message>
    <message numerus="yes">
        <source>Triaged with dtype-triage: %n training entries; loader edits (uncommitted in the submodule): %1; entries for human review: %2; other items to review: %3 (under &quot;Needs human review&quot;).</source>
        <translation>
            <numerusform>Mit dtype-triage triagiert: %n Trainingseintrag; Loader-Änderungen (im Submodul nicht committet): %1; Einträge zur menschlichen Prüfung: %2; andere zu prüfende Punkte: %3 (unter „Braucht menschliche Prüfung“).</numerusform>
            <numerusform>Mit dtype-triage triagiert: %n Trainingseinträge; Loader-Änderungen (im Submodul nicht committet): %1; Einträge zur menschlichen Prüfung: %2; andere zu prüfende Punkte: %3 (unter „Braucht menschliche Prüfung“).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReproOutcome</name>
    <message>
        <source>The CPU repro could not run the loader: %1</source>
        <translation>Der CPU-Repro konnte den Loader nicht ausführen: %1</translation>
    </message>
    <message>
        <source>The CPU repro did not finish both phases (BFLOAT16 %1, FLOAT32 %2).</source>
        <translation>Der CPU-Repro hat nicht beide Phasen abgeschlossen (BFLOAT16 %1, FLOAT32 %2).</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>nicht abgeschlossen</translation>
    </message>
    <message>
        <source>: did not finish</source>
        <translation>: nicht abgeschlossen</translation>
    </message>
    <message>
        <source>: not run</source>
        <translation>: nicht ausgeführt</translation>
    </message>
</context>
<context>
    <name>ReproResult</name>
    <message>
        <source>the repro %1</source>
        <translation>Repro: %1</translation>
    </message>
    <message>
        <source>the repro could not run the loader: %1</source>
        <translation>der Repro konnte den Loader nicht ausführen: %1</translation>
    </message>
    <message>
        <source>the repro ended (%1) without reporting both phases</source>
        <translation>der Repro endete (%1), ohne beide Phasen zu melden</translation>
    </message>
</context>
<context>
    <name>ResumePoint</name>
    <message>
        <source>the saved session is done; nothing to resume</source>
        <translation>die gespeicherte Sitzung ist abgeschlossen; es gibt nichts fortzusetzen</translation>
    </message>
    <message>
        <source>the loader %1 no longer holds the fix the saved session applied (it was edited or reverted since); starting over at step 1</source>
        <translation>der Loader %1 enthält die von der gespeicherten Sitzung angewendete Korrektur nicht mehr (er wurde seitdem bearbeitet oder zurückgesetzt); Neubeginn bei Schritt 1</translation>
    </message>
    <message>
        <source>pytest&apos;s results are recorded; planning the YAML again against the file as it is now</source>
        <translation>die Ergebnisse von pytest sind aufgezeichnet; das YAML wird gegen den aktuellen Stand der Datei neu geplant</translation>
    </message>
    <message>
        <source>the loader fix is on disk (%1); re-running the CPU repro after the fix</source>
        <translation>die Loader-Korrektur liegt auf der Festplatte (%1); der CPU-Repro nach der Korrektur wird erneut ausgeführt</translation>
    </message>
    <message>
        <source>nothing landed before the saved session ended; starting over at step 1</source>
        <translation>bis zum Ende der gespeicherten Sitzung wurde nichts angewendet; Neubeginn bei Schritt 1</translation>
    </message>
</context>
<context>
    <name>RunDigest</name>
    <message>
        <source>its checksum does not match</source>
        <translation>seine Prüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>it does not read</source>
        <translation>sie ist nicht lesbar</translation>
    </message>
</context>
<context>
    <name>RunMark</name>
    <message>
        <source>, attempt %1</source>
        <translation>, Versuch %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed; the runner recorded no error</source>
        <translation>fehlgeschlagen; der Runner hat keinen Fehler aufgezeichnet</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>passed on attempt %1 after failing: %2</source>
        <translation>bestanden bei Versuch %1 nach einem Fehlschlag: %2</translation>
    </message>
    <message>
        <source>no error recorded</source>
        <translation>kein Fehler aufgezeichnet</translation>
    </message>
    <message>
        <source>not run (skipped)</source>
        <translation>nicht ausgeführt (übersprungen)</translation>
    </message>
    <message>
        <source>not run (skipped: %1)</source>
        <translation>nicht ausgeführt (übersprungen: %1)</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>nicht gelesen: %1</translation>
    </message>
    <message>
        <source>missing: %1 timed out before its report</source>
        <translation>fehlt: %1 lief vor seinem Bericht in eine Zeitüberschreitung</translation>
    </message>
    <message>
        <source>missing: %1 was cancelled before its report</source>
        <translation>fehlt: %1 wurde vor seinem Bericht abgebrochen</translation>
    </message>
    <message>
        <source>missing: %1 failed without a report</source>
        <translation>fehlt: %1 schlug ohne Bericht fehl</translation>
    </message>
    <message>
        <source>missing from the run&apos;s reports (the run&apos;s jobs are not known)</source>
        <translation>fehlt in den Berichten des Laufs (die Jobs des Laufs sind nicht bekannt)</translation>
    </message>
    <message>
        <source>not selected by the run</source>
        <translation>vom Lauf nicht ausgewählt</translation>
    </message>
    <message>
        <source>, PCC %1</source>
        <translation>, PCC %1</translation>
    </message>
</context>
<context>
    <name>RunNews</name>
    <message numerus="yes">
        <source>newest run %1: %n new failure(s)</source>
        <translation>
            <numerusform>neuester Lauf %1: %n neuer Fehlschlag</numerusform>
            <numerusform>neuester Lauf %1: %n neue Fehlschläge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n fixed</source>
        <translation>
            <numerusform>, %n behoben</numerusform>
            <numerusform>, %n behoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n persisting</source>
        <translation>
            <numerusform>, %n bleibend</numerusform>
            <numerusform>, %n bleibend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n with another error)</source>
        <translation>
            <numerusform> (%n mit einem anderen Fehler)</numerusform>
            <numerusform> (%n mit einem anderen Fehler)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>newest runs %1: %n new failure(s)</source>
        <translation>
            <numerusform>neueste Läufe %1: %n neuer Fehlschlag</numerusform>
            <numerusform>neueste Läufe %1: %n neue Fehlschläge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunReports</name>
    <message>
        <source>run %1: the digest of its reading is damaged (%2): its reports were read again</source>
        <translation>Lauf %1: der Auszug seiner Lesung ist beschädigt (%2): seine Berichte wurden erneut gelesen</translation>
    </message>
</context>
<context>
    <name>RunnerDefaults</name>
    <message>
        <source>the YAML entry&apos;s batch_size</source>
        <translation>batch_size des YAML-Eintrags</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, aus %2</translation>
    </message>
    <message>
        <source>the runner&apos;s %1</source>
        <translation>%1 des Runners</translation>
    </message>
    <message>
        <source>is in a file too large to be a runner module</source>
        <translation>steht in einer Datei, die zu groß für ein Runner-Modul ist</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>none passed: the runner&apos;s %1 %2, so the repro cannot pass what the runner passes; load_inputs keeps its own default (the YAML entry sets none)</source>
        <translation>keine übergeben: %1 des Runners %2, daher kann die Reproduktion nicht übergeben, was der Runner übergibt; load_inputs behält seinen eigenen Standard (der YAML-Eintrag setzt keine)</translation>
    </message>
    <message>
        <source>none passed: load_inputs keeps its own default (the checkout has no %1, and the YAML entry sets none)</source>
        <translation>keine übergeben: load_inputs behält seinen eigenen Standard (der Checkout hat kein %1, und der YAML-Eintrag setzt keine)</translation>
    </message>
    <message>
        <source>none passed: load_inputs keeps its own default (the checkout&apos;s runner defines no DEFAULT_TRAINING_BATCH_SIZE in %1, neither on its tester class nor as a module constant, and the YAML entry sets none)</source>
        <translation>keine übergeben: load_inputs behält seinen eigenen Standard (der Runner des Checkouts definiert in %1 kein DEFAULT_TRAINING_BATCH_SIZE, weder an seiner Tester-Klasse noch als Modulkonstante, und der YAML-Eintrag setzt keine)</translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Predicts from every loader&apos;s source, before anything runs, where a failure family&apos;s fix applies (%1).</source>
        <translation>Sagt aus dem Quelltext jedes Loaders vorher, bevor irgendetwas läuft, wo die Korrektur einer Fehlerfamilie greift (%1).</translation>
    </message>
    <message>
        <source>The family whose pre-flight runs: %1 (default: the first).</source>
        <translation>Die Familie, deren Vorabprüfung läuft: %1 (Standard: die erste).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>scan: --family must be one of %1</source>
        <translation>scan: --family muss eine von %1 sein</translation>
    </message>
</context>
<context>
    <name>ScopeCandidate</name>
    <message>
        <source>not probed</source>
        <translation>nicht sondiert</translation>
    </message>
    <message>
        <source>the %1 did not finish: %2</source>
        <translation>die %1 wurde nicht fertig: %2</translation>
    </message>
</context>
<context>
    <name>SessionFolder</name>
    <message>
        <source>cannot create the sessions folder</source>
        <translation>der Ordner für die Sitzungen kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a new session folder</source>
        <translation>es kann kein neuer Sitzungsordner angelegt werden</translation>
    </message>
    <message>
        <source>cannot create the session folder</source>
        <translation>der Sitzungsordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a file in the session folder: %1</source>
        <translation>im Sitzungsordner kann keine Datei angelegt werden: %1</translation>
    </message>
    <message>
        <source>no free file name for %1 in the session folder</source>
        <translation>kein freier Dateiname für %1 im Sitzungsordner</translation>
    </message>
</context>
<context>
    <name>SessionUndo</name>
    <message>
        <source>%1 changed since the session wrote it; nothing was reverted</source>
        <translation>%1 wurde geändert, seit die Sitzung die Datei geschrieben hat; es wurde nichts zurückgenommen</translation>
    </message>
    <message>
        <source>%1 no longer holds what the session wrote (%2); nothing was reverted</source>
        <translation>%1 enthält nicht mehr, was die Sitzung geschrieben hat (%2); es wurde nichts zurückgenommen</translation>
    </message>
    <message>
        <source>revert the loader fix</source>
        <translation>die Loader-Korrektur zurücknehmen</translation>
    </message>
    <message>
        <source>the session wrote nothing that could be reverted</source>
        <translation>die Sitzung hat nichts geschrieben, was zurückgenommen werden könnte</translation>
    </message>
    <message>
        <source> (%1 was restored)</source>
        <translation> (%1 wurde wiederhergestellt)</translation>
    </message>
    <message>
        <source>reverted what the session wrote: %1</source>
        <translation>zurückgenommen, was die Sitzung geschrieben hat: %1</translation>
    </message>
    <message>
        <source>the session record does not name the edit it made to %1; nothing was reverted</source>
        <translation>das Sitzungsprotokoll nennt die Bearbeitung von %1 nicht; es wurde nichts zurückgenommen</translation>
    </message>
    <message>
        <source>%1 is no test config of the checkout a session writes; nothing was reverted</source>
        <translation>%1 ist keine Test-Konfiguration des Checkouts, die eine Sitzung schreibt; es wurde nichts zurückgenommen</translation>
    </message>
    <message>
        <source>%1; nothing was reverted</source>
        <translation>%1; nichts wurde zurückgenommen</translation>
    </message>
    <message>
        <source>what the session record would put back into %1 is not its fix taken out (%2): the file changed since, or the fix was written by another version of dtype-triage; nothing was reverted (git diff shows the fix, to take out by hand)</source>
        <translation>was das Sitzungsprotokoll in %1 zurückschreiben würde, ist nicht seine herausgenommene Korrektur (%2): die Datei hat sich seitdem geändert, oder die Korrektur stammt von einer anderen Version von dtype-triage; nichts wurde zurückgenommen (git diff zeigt die Korrektur, um sie von Hand herauszunehmen)</translation>
    </message>
</context>
<context>
    <name>Signatures</name>
    <message>
        <source>(no reason given)</source>
        <translation>(kein Grund angegeben)</translation>
    </message>
    <message>
        <source>this workbench handles bfloat16 dtype failures only; the reason here is: %1</source>
        <translation>diese Workbench behandelt nur bfloat16-dtype-Fehler; der Grund hier lautet: %1</translation>
    </message>
</context>
<context>
    <name>SurveyCommand</name>
    <message>
        <source>Recorded reasons the survey contradicts (%1):</source>
        <translation>Erfasste Gründe, denen die Erhebung widerspricht (%1):</translation>
    </message>
    <message>
        <source>passes on CPU</source>
        <translation>besteht auf der CPU</translation>
    </message>
    <message>
        <source>Runs every selected training entry&apos;s CPU training step as the runner does and groups the backlog by what fails: failure family and flavor, passes on CPU, environment, other clusters.</source>
        <translation>Führt den CPU-Trainingsschritt jedes gewählten Trainingseintrags wie der Runner aus und gruppiert den Rückstand danach, was scheitert: Fehlerfamilie und Fehlerart, besteht auf der CPU, Umgebung, andere Gruppen.</translation>
    </message>
    <message>
        <source>Every training entry, passing ones too (default: only entries not expected to pass).</source>
        <translation>Jeder Trainingseintrag, auch bestehende (Standard: nur Einträge, die nicht bestehen sollen).</translation>
    </message>
    <message>
        <source>Training steps at a time (default 2).</source>
        <translation>Trainingsschritte gleichzeitig (Standard 2).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The Python interpreter to prefer.</source>
        <translation>Der bevorzugte Python-Interpreter.</translation>
    </message>
    <message>
        <source>PY</source>
        <translation>PY</translation>
    </message>
    <message>
        <source>Write the survey to FILE (.md, .html or .json).</source>
        <translation>Die Erhebung nach FILE schreiben (.md, .html oder .json).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Run every step again; by default a step whose loader, YAML entry and interpreter are unchanged since the last survey is reused.</source>
        <translation>Jeden Schritt erneut ausführen; standardmäßig wird ein Schritt wiederverwendet, dessen Loader, YAML-Eintrag und Interpreter seit der letzten Erhebung unverändert sind.</translation>
    </message>
    <message>
        <source>the warm worker did not start (%1): every step runs cold</source>
        <translation>der warme Worker ist nicht gestartet (%1): jeder Schritt läuft kalt</translation>
    </message>
    <message>
        <source> (reused)</source>
        <translation> (wiederverwendet)</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Bericht geschrieben: %1</translation>
    </message>
    <message>
        <source>Survey the training keys listed in FILE (one a line; # starts a comment).</source>
        <translation>Die in FILE aufgeführten Trainingsschlüssel erheben (einer pro Zeile; # beginnt einen Kommentar).</translation>
    </message>
    <message>
        <source>%1: not a key of the training YAML; skipped</source>
        <translation>%1: kein Schlüssel der Trainings-YAML; übersprungen</translation>
    </message>
    <message>
        <source>Only entries not expected to pass (the default).</source>
        <translation>Nur Einträge, die nicht bestehen sollen (Voreinstellung).</translation>
    </message>
    <message>
        <source>--all and --failing exclude each other</source>
        <translation>--all und --failing schließen einander aus</translation>
    </message>
    <message>
        <source>Training keys to survey (instead of the failing ones).</source>
        <translation>Zu untersuchende Trainingsschlüssel (statt der fehlschlagenden).</translation>
    </message>
    <message>
        <source>[KEY…]</source>
        <translation>[SCHLÜSSEL…]</translation>
    </message>
    <message>
        <source>%1: not surveyed (selected: %2): the survey runs the entries of %3</source>
        <translation>%1: nicht erhoben (ausgewählt: %2): die Erhebung läuft über die Einträge von %3</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <source>the last %1 running</source>
        <translation>die letzten %1 laufen</translation>
    </message>
    <message>
        <source>estimating</source>
        <translation>wird geschätzt</translation>
    </message>
    <message>
        <source>[%1/%2, %3 s, %4] %5: %6%7</source>
        <translation>[%1/%2, %3 s, %4] %5: %6%7</translation>
    </message>
    <message>
        <source>--fresh asked for every step again</source>
        <translation>--fresh jeden Schritt erneut verlangte</translation>
    </message>
    <message>
        <source>survey: keys given (--keys or KEY): --all, --failing and the family options choose entries instead; give one or the other</source>
        <translation>survey: Schlüssel angegeben (--keys oder KEY): --all, --failing und die Familienoptionen wählen stattdessen Einträge; geben Sie das eine oder das andere an</translation>
    </message>
    <message numerus="yes">
        <source>%n entries surveyed in %1 s (%2 reused from %3%4)</source>
        <translation>
            <numerusform>%n Eintrag in %1 s erhoben (%2 wiederverwendet aus %3%4)</numerusform>
            <numerusform>%n Einträge in %1 s erhoben (%2 wiederverwendet aus %3%4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SurveyObservation</name>
    <message>
        <source>nothing to record: every selected entry&apos;s reason already says what the survey saw, or it passed on CPU, did not run or failed for this machine&apos;s environment</source>
        <translation>nichts festzuhalten: der Grund jedes gewählten Eintrags sagt schon, was die Erhebung sah, oder er bestand auf der CPU, lief nicht oder scheiterte an der Umgebung dieses Rechners</translation>
    </message>
</context>
<context>
    <name>SurveyReport</name>
    <message>
        <source>Survey of the training backlog</source>
        <translation>Erhebung des Trainings-Rückstands</translation>
    </message>
    <message numerus="yes">
        <source>%n training entries, each one&apos;s CPU training step run as the runner runs it (bfloat16, model.train(), the runner&apos;s batch size, forward, unpack_forward_output, backward), grouped by what fails.</source>
        <translation>
            <numerusform>%n Trainingseintrag, sein CPU-Trainingsschritt ausgeführt wie vom Runner (bfloat16, model.train(), die Batchgröße des Runners, Forward, unpack_forward_output, Backward), gruppiert danach, was scheitert.</numerusform>
            <numerusform>%n Trainingseinträge, jeweils ihr CPU-Trainingsschritt ausgeführt wie vom Runner (bfloat16, model.train(), die Batchgröße des Runners, Forward, unpack_forward_output, Backward), gruppiert danach, was scheitert.</numerusform>
        </translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Recorded reasons the survey contradicts (%1)</source>
        <translation>Erfasste Gründe, denen die Erhebung widerspricht (%1)</translation>
    </message>
    <message>
        <source> — recorded: </source>
        <translation> — erfasst: </translation>
    </message>
    <message>
        <source> — seen: </source>
        <translation> — gesehen: </translation>
    </message>
    <message>
        <source>passes on CPU</source>
        <translation>besteht auf der CPU</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>%1: the survey report is .md, .html or .json</source>
        <translation>%1: der Erhebungsbericht ist .md, .html oder .json</translation>
    </message>
    <message>
        <source>%1 because %2</source>
        <translation>%1, weil %2</translation>
    </message>
    <message>
        <source>run again: %1</source>
        <translation>erneut ausgeführt: %1</translation>
    </message>
</context>
<context>
    <name>SurveyStore</name>
    <message>
        <source>cannot write the survey results %1: %2</source>
        <translation>die Erhebungsergebnisse %1 können nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the survey results are not read: %1</source>
        <translation>die Erhebungsergebnisse werden nicht gelesen: %1</translation>
    </message>
    <message>
        <source>the survey results are not saved: %1</source>
        <translation>die Erhebungsergebnisse werden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>the survey results %1 kept changing under other surveys; they are not saved</source>
        <translation>die Erhebungsergebnisse %1 wurden ständig von anderen Erhebungen geändert; sie werden nicht gespeichert</translation>
    </message>
    <message>
        <source>not surveyed before</source>
        <translation>zuvor nicht erhoben</translation>
    </message>
    <message>
        <source>its step did not end last time</source>
        <translation>sein Schritt endete beim letzten Mal nicht</translation>
    </message>
    <message>
        <source>kept by an older version of dtype-triage</source>
        <translation>von einer älteren Version von dtype-triage aufbewahrt</translation>
    </message>
    <message>
        <source>its loader&apos;s files changed</source>
        <translation>sich die Dateien seines Loaders geändert haben</translation>
    </message>
    <message>
        <source>the shared tt-forge-models files changed</source>
        <translation>sich die gemeinsamen tt-forge-models-Dateien geändert haben</translation>
    </message>
    <message>
        <source>its YAML entry&apos;s status or batch_size changed</source>
        <translation>sich Status oder batch_size seines YAML-Eintrags geändert haben</translation>
    </message>
    <message>
        <source>the interpreter or torch changed</source>
        <translation>sich der Interpreter oder torch geändert hat</translation>
    </message>
    <message>
        <source>the installed packages changed</source>
        <translation>sich die installierten Pakete geändert haben</translation>
    </message>
    <message>
        <source>the runner&apos;s default batch size changed</source>
        <translation>sich die Standard-Batchgröße des Runners geändert hat</translation>
    </message>
    <message>
        <source>the workbench&apos;s probe changed</source>
        <translation>sich die Sonde der Werkbank geändert hat</translation>
    </message>
    <message>
        <source>the installed packages could not be read</source>
        <translation>die installierten Pakete nicht gelesen werden konnten</translation>
    </message>
</context>
<context>
    <name>SyncCommand</name>
    <message>
        <source>no completed run of %1 to read</source>
        <translation>kein abgeschlossener Lauf von %1 zu lesen</translation>
    </message>
    <message>
        <source>The pull-request text: %1</source>
        <translation>Der Pull-Request-Text: %1</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>BRANCH</source>
        <translation>BRANCH</translation>
    </message>
    <message>
        <source>OWNER/NAME</source>
        <translation>BESITZER/NAME</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>Only the change of this entry (repeatable).</source>
        <translation>Nur die Änderung dieses Eintrags (wiederholbar).</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>Write the pull-request text (Markdown) of the changes to FILE.</source>
        <translation>Den Pull-Request-Text (Markdown) der Änderungen in DATEI schreiben.</translation>
    </message>
    <message>
        <source>GitHub&apos;s command line (default: gh on PATH).</source>
        <translation>GitHubs Kommandozeile (Standard: gh im PATH).</translation>
    </message>
    <message>
        <source>PROGRAM</source>
        <translation>PROGRAMM</translation>
    </message>
    <message>
        <source>sync: --last takes a number from 1 to 100</source>
        <translation>sync: --last nimmt eine Zahl von 1 bis 100</translation>
    </message>
    <message>
        <source>the YAML plan is invalid: %1</source>
        <translation>der YAML-Plan ist ungültig: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not written: run again with --yes to write this diff (%n entry(ies)).</source>
        <translation>
            <numerusform>Nicht geschrieben: erneut mit --yes ausführen, um diesen Diff zu schreiben (%n Eintrag).</numerusform>
            <numerusform>Nicht geschrieben: erneut mit --yes ausführen, um diesen Diff zu schreiben (%n Einträge).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written %1 (%n entry(ies)).</source>
        <translation>
            <numerusform>%1 geschrieben (%n Eintrag).</numerusform>
            <numerusform>%1 geschrieben (%n Einträge).</numerusform>
        </translation>
    </message>
    <message>
        <source>sync: --workflow, --last and --branch choose runs on GitHub, --reports reads runs on disk: not both</source>
        <translation>sync: --workflow, --last und --branch wählen Läufe auf GitHub, --reports liest Läufe auf der Platte: nicht beides</translation>
    </message>
    <message>
        <source>--key %1: %2</source>
        <translation>--key %1: %2</translation>
    </message>
    <message>
        <source>the runs propose no change of it</source>
        <translation>die Läufe schlagen keine Änderung daran vor</translation>
    </message>
    <message>
        <source>no entry the runs hold</source>
        <translation>kein Eintrag, den die Läufe enthalten</translation>
    </message>
    <message>
        <source>Held back, changed here after the runs (name one with --key to write it anyway): %1</source>
        <translation>Zurückgehalten, hier nach den Läufen geändert (mit --key genannt wird er trotzdem geschrieben): %1</translation>
    </message>
    <message>
        <source>The runs of this branch (default %1).</source>
        <translation>Die Läufe dieses Branches (Standard %1).</translation>
    </message>
    <message>
        <source>The repository (default %1).</source>
        <translation>Das Repository (Standard %1).</translation>
    </message>
    <message>
        <source>Write the changes shown, in one edit of each YAML.</source>
        <translation>Die gezeigten Änderungen schreiben, in einer Änderung je YAML.</translation>
    </message>
    <message>
        <source>The workflow file whose runs to read through gh (default %1); repeatable: the runs of several workflows together, each run labelled by its workflow.</source>
        <translation>Die Workflow-Datei, deren Läufe über gh gelesen werden (Vorgabe %1); wiederholbar: die Läufe mehrerer Workflows zusammen, jeder Lauf mit seinem Workflow beschriftet.</translation>
    </message>
    <message>
        <source>How many of each workflow&apos;s last runs (default %1; one still in progress is said and left out).</source>
        <translation>Wie viele der letzten Läufe jedes Workflows (Vorgabe %1; ein noch laufender wird genannt und ausgelassen).</translation>
    </message>
    <message>
        <source>A run already downloaded (gh run download&apos;s folder, or artifact zips beside run.json), or a folder of such runs; repeatable (runs of several workflows are read together, each labelled).</source>
        <translation>Ein bereits heruntergeladener Lauf (der Ordner von gh run download oder Artefakt-Zips neben run.json) oder ein Ordner solcher Läufe; wiederholbar (Läufe mehrerer Workflows werden zusammen gelesen, jeder beschriftet).</translation>
    </message>
    <message>
        <source>Reads the last runs of CI workflows (downloaded through gh, or already on disk) and shows every entry&apos;s history per arch with what it asks of its YAML (every test-config YAML the runs cover): regressed, promote, pcc, record, flaky; and the news of each workflow&apos;s newest run. The YAML diff is written with --yes, one edit per YAML.</source>
        <translation>Liest die letzten Läufe von CI-Workflows (über gh heruntergeladen oder schon auf der Platte) und zeigt den Verlauf jedes Eintrags je Arch mit dem, was er von seiner YAML verlangt (jede Test-Config-YAML, die die Läufe abdecken): regressed, promote, pcc, record, flaky; dazu das Neue im neuesten Lauf jedes Workflows. Der YAML-Diff wird mit --yes geschrieben, eine Bearbeitung je YAML.</translation>
    </message>
    <message>
        <source>sync: --workflow takes a workflow&apos;s file name (or its name)</source>
        <translation>sync: --workflow nimmt den Dateinamen eines Workflows (oder seinen Namen)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Only the changes of this kind: regressed, promote, add, pcc, record (repeatable).</source>
        <translation>Nur die Änderungen dieser Art: regressed, promote, add, pcc, record (wiederholbar).</translation>
    </message>
    <message>
        <source>sync: --kind must be regressed, promote, add, pcc or record</source>
        <translation>sync: --kind muss regressed, promote, add, pcc oder record sein</translation>
    </message>
    <message>
        <source>New entries not added to %1: %2</source>
        <translation>Neue Einträge nicht zu %1 hinzugefügt: %2</translation>
    </message>
</context>
<context>
    <name>SyncRunsDialog</name>
    <message>
        <source>Sync CI Runs from GitHub</source>
        <translation>CI-Läufe von GitHub abgleichen</translation>
    </message>
    <message>
        <source>&amp;Last runs:</source>
        <translation>&amp;Letzte Läufe:</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Branch:</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>&amp;Repository:</translation>
    </message>
    <message>
        <source>A workflow file and a repository as owner/name</source>
        <translation>Eine Workflow-Datei und ein Repository als Besitzer/Name</translation>
    </message>
    <message>
        <source>The workflow&apos;s file (schedule-weekly-training.yml) or its name (On nightly); several separated by commas are read together, each run labelled by its workflow</source>
        <translation>Die Datei des Workflows (schedule-weekly-training.yml) oder sein Name (On nightly); mehrere, durch Kommas getrennt, werden zusammen gelesen, jeder Lauf mit seinem Workflow beschriftet</translation>
    </message>
    <message>
        <source>&amp;Workflow files:</source>
        <translation>&amp;Workflow-Dateien:</translation>
    </message>
</context>
<context>
    <name>TestKey</name>
    <message>
        <source>“%1” is not a test key: the model path “%2” is malformed</source>
        <translation>“%1” ist kein Testschlüssel: der Modellpfad “%2” ist fehlerhaft</translation>
    </message>
    <message>
        <source>“%1” is not a test key: it contains a space, a control character, a quote, a backslash or a bracket</source>
        <translation>“%1” ist kein Testschlüssel: er enthält ein Leerzeichen, ein Steuerzeichen, ein Anführungszeichen, einen Backslash oder eine Klammer</translation>
    </message>
    <message>
        <source>“%1” is not a test key: no “/pytorch-” or “/jax-” after the model path</source>
        <translation>“%1” ist kein Testschlüssel: kein “/pytorch-” oder “/jax-” nach dem Modellpfad</translation>
    </message>
    <message>
        <source>“%1” is not a test key: it must end in “-training” or “-inference”</source>
        <translation>“%1” ist kein Testschlüssel: er muss auf “-training” oder “-inference” enden</translation>
    </message>
    <message>
        <source>“%1” is not a test key: no parallelism (single_device, data_parallel, tensor_parallel or llm_…) before the run mode</source>
        <translation>“%1” ist kein Testschlüssel: keine Parallelität (single_device, data_parallel, tensor_parallel oder llm_…) vor dem Ausführungsmodus</translation>
    </message>
    <message>
        <source>“%1” is not a test key: the variant is empty</source>
        <translation>“%1” ist kein Testschlüssel: die Variante ist leer</translation>
    </message>
</context>
<context>
    <name>TriageCommand</name>
    <message>
        <source>Approve and write every diff.</source>
        <translation>Jeden Diff freigeben und schreiben.</translation>
    </message>
    <message>
        <source>Read this JUnit file instead of running pytest.</source>
        <translation>Diese JUnit-Datei lesen, statt pytest auszuführen.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Write the report (.md, .html or .json).</source>
        <translation>Den Bericht schreiben (.md, .html oder .json).</translation>
    </message>
    <message>
        <source>The Python interpreter to prefer.</source>
        <translation>Der bevorzugte Python-Interpreter.</translation>
    </message>
    <message>
        <source>PY</source>
        <translation>PY</translation>
    </message>
    <message>
        <source>A YAML key or a model_info.name.</source>
        <translation>Ein YAML-Schlüssel oder ein model_info.name.</translation>
    </message>
    <message>
        <source>triage: give exactly one KEY</source>
        <translation>triage: genau einen KEY angeben</translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Applying the loader fix:</source>
        <translation>Loader-Korrektur wird angewendet:</translation>
    </message>
    <message>
        <source>Writing the YAML plan:</source>
        <translation>YAML-Plan wird geschrieben:</translation>
    </message>
    <message>
        <source>The loader fix to approve (not written):</source>
        <translation>Die freizugebende Loader-Korrektur (nicht geschrieben):</translation>
    </message>
    <message>
        <source>The YAML plan to approve (not written):</source>
        <translation>Der freizugebende YAML-Plan (nicht geschrieben):</translation>
    </message>
    <message>
        <source>Stopped before a write: nothing was written. Run again with --yes to apply.</source>
        <translation>Vor einem Schreibvorgang angehalten: Es wurde nichts geschrieben. Zum Anwenden erneut mit --yes ausführen.</translation>
    </message>
    <message>
        <source>The loader edit is uncommitted in the loaders submodule.</source>
        <translation>Die Loader-Bearbeitung ist im Loader-Submodul nicht committet.</translation>
    </message>
    <message>
        <source>the report was not written: %1</source>
        <translation>der Bericht wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>resuming the unfinished session of %1</source>
        <translation>die nicht abgeschlossene Sitzung aus %1 wird fortgesetzt</translation>
    </message>
    <message>
        <source>Where the family offers a choice of fix, the one to build (unpack: registry:ATTR, entry:KEY, sum:KEY,KEY or sum); default: the workbench&apos;s proposal.</source>
        <translation>Wo die Familie eine Wahl der Korrektur bietet, die zu erstellende (unpack: registry:ATTR, entry:KEY, sum:KEY,KEY oder sum); Vorgabe: der Vorschlag der Werkbank.</translation>
    </message>
    <message>
        <source>CHOICE</source>
        <translation>WAHL</translation>
    </message>
    <message>
        <source>Why that choice (the override&apos;s docstring says it).</source>
        <translation>Warum diese Wahl (der Docstring der Überschreibung nennt es).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Read this probe result (run elsewhere) instead of probing here (the unpack and inputs families).</source>
        <translation>Dieses (anderswo ausgeführte) Sondenergebnis lesen, statt hier zu sondieren (die Familien unpack und inputs).</translation>
    </message>
    <message>
        <source>triage: --%1: %2</source>
        <translation>triage: --%1: %2</translation>
    </message>
    <message>
        <source>Runs the triage of one entry (docs/triage.md §2). Without --yes it stops before the first write, prints the diff and exits 4; nothing is written.
Exit codes: 0 done, 1 stopped or failed, 2 usage, 3 not a checkout, 4 approval needed, 5 verify on TT hardware (the runner cannot start here: the fix the CPU verified is kept, the YAML untouched).</source>
        <translation>Führt die Triage eines Eintrags aus (docs/triage.md §2). Ohne --yes hält sie vor dem ersten Schreibvorgang an, gibt den Diff aus und endet mit 4; es wird nichts geschrieben.
Exit-Codes: 0 fertig, 1 angehalten oder fehlgeschlagen, 2 Aufruffehler, 3 kein Checkout, 4 Freigabe erforderlich, 5 auf TT-Hardware verifizieren (der Runner startet hier nicht: die von der CPU bestätigte Korrektur bleibt, das YAML ist unberührt).</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Prüfen: %1</translation>
    </message>
    <message>
        <source>The loader fix rests on a judgement call, held for a person (not written):</source>
        <translation>Die Loader-Korrektur beruht auf einer Ermessensfrage, für eine Person zurückgehalten (nicht geschrieben):</translation>
    </message>
    <message>
        <source>the unfinished session of %1 goes on with --yes; this dry run looks afresh</source>
        <translation>die unfertige Sitzung %1 geht mit --yes weiter; dieser Probelauf sieht neu hin</translation>
    </message>
</context>
<context>
    <name>TriageMark</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>needs approval</source>
        <translation>Freigabe nötig</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>xfail</source>
        <translation>xfail</translation>
    </message>
    <message>
        <source>review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>waiting for CI</source>
        <translation>wartet auf CI</translation>
    </message>
</context>
<context>
    <name>TriageRecord</name>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation>unbekannter Wert für %1: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is not an ISO 8601 time: &quot;%2&quot;</source>
        <translation>%1 ist keine ISO-8601-Zeitangabe: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown outcome &quot;%1&quot;</source>
        <translation>unbekanntes Ergebnis &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an entry has no key</source>
        <translation>ein Eintrag hat keinen Schlüssel</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the pytest outcome is unknown (%2)</source>
        <translation>%1: das pytest-Ergebnis ist unbekannt (%2)</translation>
    </message>
    <message>
        <source>inference entry %1 is stale after the loader fix (%2: &quot;%3&quot;); it is flagged, not edited</source>
        <translation>Inferenz-Eintrag %1 ist nach der Loader-Korrektur veraltet (%2: &quot;%3&quot;); er ist markiert, nicht bearbeitet</translation>
    </message>
    <message>
        <source>the inference YAML changed during the triage; the workbench never edits it: check what did</source>
        <translation>das Inferenz-YAML hat sich während der Triage geändert; die Workbench bearbeitet es nie: prüfen Sie, wodurch</translation>
    </message>
    <message>
        <source>not a triage record this version can read (schema %1)</source>
        <translation>kein Triage-Datensatz, den diese Version lesen kann (Schema %1)</translation>
    </message>
    <message>
        <source>the triage record has no key</source>
        <translation>der Triage-Datensatz hat keinen Schlüssel</translation>
    </message>
    <message>
        <source>triage record %1: %2</source>
        <translation>Triage-Datensatz %1: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>phase name, then its result</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>verify on TT hardware: %1. %2, and the YAML is untouched. Through tt-xla&apos;s CI: dtype-triage verify %3 --ci --yes; or with a JUnit file from a TT machine: dtype-triage verify %3 --junit FILE --yes</source>
        <translation>auf TT-Hardware verifizieren: %1. %2, und das YAML ist unberührt. Über die CI von tt-xla: dtype-triage verify %3 --ci --yes; oder mit einer JUnit-Datei eines TT-Rechners: dtype-triage verify %3 --junit FILE --yes</translation>
    </message>
    <message>
        <source>The loader fix the CPU verified is kept (uncommitted)</source>
        <translation>Die von der CPU bestätigte Loader-Korrektur bleibt (nicht committet)</translation>
    </message>
    <message>
        <source>No loader fix was made</source>
        <translation>Es wurde keine Loader-Korrektur vorgenommen</translation>
    </message>
</context>
<context>
    <name>UnifiedDiff</name>
    <message>
        <source>not a unified diff hunk: %1</source>
        <translation>kein Hunk eines Unified Diffs: %1</translation>
    </message>
    <message>
        <source>the recorded diff has no hunk</source>
        <translation>der aufgezeichnete Diff hat keinen Hunk</translation>
    </message>
    <message>
        <source>the recorded diff is empty</source>
        <translation>der aufgezeichnete Diff ist leer</translation>
    </message>
    <message>
        <source>the file no longer holds the recorded edit at line %1</source>
        <translation>die Datei enthält die aufgezeichnete Bearbeitung in Zeile %1 nicht mehr</translation>
    </message>
    <message>
        <source>the file changed around the recorded edit</source>
        <translation>die Datei hat sich im Umfeld der aufgezeichneten Bearbeitung geändert</translation>
    </message>
</context>
<context>
    <name>UnpackChoice</name>
    <message>
        <source>proposed by dtype-triage from the structure alone (a judgement call): confirm that the loss reads exactly this.</source>
        <translation>von dtype-triage allein aus der Struktur vorgeschlagen (eine Ermessensfrage): bestätigen, dass der Loss genau dies liest.</translation>
    </message>
    <message>
        <source>the only tensor the output holds.</source>
        <translation>der einzige Tensor der Ausgabe.</translation>
    </message>
    <message>
        <source>chosen by the user.</source>
        <translation>vom Benutzer gewählt.</translation>
    </message>
    <message>
        <source>the class is registered wrongly already: choose an override</source>
        <translation>die Klasse ist bereits falsch registriert: eine Überschreibung wählen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unpack target: registry:&lt;attribute&gt;, entry:&lt;key&gt;, sum:&lt;key&gt;,&lt;key&gt;… or sum</source>
        <translation>„%1“ ist kein unpack-Ziel: registry:&lt;Attribut&gt;, entry:&lt;Schlüssel&gt;, sum:&lt;Schlüssel&gt;,&lt;Schlüssel&gt;… oder sum</translation>
    </message>
    <message>
        <source>registry entry: %1</source>
        <translation>Registry-Eintrag: %1</translation>
    </message>
    <message>
        <source>override: %1</source>
        <translation>Überschreibung: %1</translation>
    </message>
    <message>
        <source>a %1 has no class name to register: choose an override</source>
        <translation>ein %1 hat keinen Klassennamen zum Registrieren: eine Überschreibung wählen</translation>
    </message>
    <message>
        <source>%1 is no tensor attribute of %2</source>
        <translation>%1 ist kein Tensor-Attribut von %2</translation>
    </message>
    <message>
        <source>the output has no entry &quot;%1&quot;</source>
        <translation>die Ausgabe hat keinen Eintrag „%1“</translation>
    </message>
    <message>
        <source>%1 is not one tensor: sum it instead</source>
        <translation>%1 ist nicht ein Tensor: stattdessen summieren</translation>
    </message>
    <message>
        <source>extract_tensors_recursive does not enter a %1: sum its entries instead (sum:KEY,KEY)</source>
        <translation>extract_tensors_recursive betritt kein %1: stattdessen seine Einträge summieren (sum:KEY,KEY)</translation>
    </message>
    <message>
        <source>no fix can name the entry &quot;%1&quot; (its key is no str, int, bool or None, or another entry shows as it too): sum the output instead</source>
        <translation>keine Korrektur kann den Eintrag „%1“ benennen (sein Schlüssel ist kein str, int, bool oder None, oder ein anderer Eintrag wird ebenso angezeigt): summieren Sie stattdessen die Ausgabe</translation>
    </message>
    <message>
        <source>%1 (no gradient path: requires_grad=False)</source>
        <translation>%1 (kein Gradientenpfad: requires_grad=False)</translation>
    </message>
    <message>
        <source>%1 (not in the forward&apos;s %2)</source>
        <translation>%1 (nicht im %2 des Forwards)</translation>
    </message>
    <message>
        <source> Left out, no head&apos;s output: %1.</source>
        <translation> Weggelassen, keine Ausgabe eines Heads: %1.</translation>
    </message>
    <message>
        <source>the only tensor with a gradient path a loss could run backward through.</source>
        <translation>der einzige Tensor mit einem Gradientenpfad, durch den ein Verlust rückwärts laufen kann.</translation>
    </message>
</context>
<context>
    <name>UnpackDecision</name>
    <message>
        <source>unpack_forward_output already gives one tensor for this output: the entry is stale. Nothing is edited; pytest decides the YAML.</source>
        <translation>unpack_forward_output liefert für diese Ausgabe bereits einen Tensor: der Eintrag ist veraltet. Nichts wird bearbeitet; pytest entscheidet über das YAML.</translation>
    </message>
    <message>
        <source>The output class has several tensors; %1 is proposed as the loss&apos;s source for a registry entry. Confirm or choose another before the diff is built.</source>
        <translation>Die Ausgabeklasse hat mehrere Tensoren; %1 wird als Quelle des Loss für einen Registry-Eintrag vorgeschlagen. Bestätigen oder einen anderen wählen, bevor der Diff erstellt wird.</translation>
    </message>
    <message>
        <source>The output class has one tensor, %1: a registry entry in training_utils.py.</source>
        <translation>Die Ausgabeklasse hat einen Tensor, %1: ein Registry-Eintrag in training_utils.py.</translation>
    </message>
    <message numerus="yes">
        <source>The output cannot be unpacked by class (%n tensor(s) in it): an unpack_forward_output method on the loader.</source>
        <translation>
            <numerusform>Die Ausgabe lässt sich nicht über ihre Klasse entpacken (%n Tensor darin): eine Methode unpack_forward_output am Loader.</numerusform>
            <numerusform>Die Ausgabe lässt sich nicht über ihre Klasse entpacken (%n Tensoren darin): eine Methode unpack_forward_output am Loader.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class is registered with an attribute that is not one tensor: delete that registry entry and override unpack_forward_output on the loader.</source>
        <translation>Die Klasse ist mit einem Attribut registriert, das kein einzelner Tensor ist: diesen Registry-Eintrag löschen und unpack_forward_output am Loader überschreiben.</translation>
    </message>
    <message>
        <source>The forward fails in float32 as well: the model has another problem. Nothing is edited.</source>
        <translation>Der Forward schlägt auch in float32 fehl: das Modell hat ein anderes Problem. Nichts wird bearbeitet.</translation>
    </message>
    <message>
        <source>The forward fails in bfloat16 only: a dtype failure, not an unpack one. Nothing is edited here.</source>
        <translation>Der Forward schlägt nur in bfloat16 fehl: ein dtype-Fehler, kein unpack-Fehler. Hier wird nichts bearbeitet.</translation>
    </message>
    <message>
        <source>The probe did not get as far as unpacking the output: nothing to decide on.</source>
        <translation>Die Sonde kam nicht bis zum Entpacken der Ausgabe: nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>The loader&apos;s own unpack_forward_output does not give one tensor: rewriting a method a person wrote is left to a person. Nothing is edited.</source>
        <translation>Das eigene unpack_forward_output des Loaders liefert nicht einen Tensor: eine von einem Menschen geschriebene Methode umzuschreiben bleibt einem Menschen überlassen. Nichts wird bearbeitet.</translation>
    </message>
    <message>
        <source>The output is a named class with a tensor to train on: a registry entry in training_utils.py.</source>
        <translation>Die Ausgabe ist eine benannte Klasse mit einem Tensor zum Trainieren: ein Registry-Eintrag in training_utils.py.</translation>
    </message>
    <message>
        <source>The output cannot be unpacked by class: an unpack_forward_output method on the loader.</source>
        <translation>Die Ausgabe lässt sich nicht über die Klasse entpacken: eine Methode unpack_forward_output am Loader.</translation>
    </message>
    <message>
        <source>The output nests deeper than the probe reads (%1 levels) and no tensor shows above that: a person picks the loss. Nothing is edited.</source>
        <translation>Die Ausgabe ist tiefer verschachtelt, als die Sonde liest (%1 Ebenen), und darüber zeigt sich kein Tensor: ein Mensch wählt den Verlust. Nichts wird bearbeitet.</translation>
    </message>
    <message>
        <source>%1 is what this output class&apos;s loss reads: a registry entry in training_utils.py. %2</source>
        <translation>%1 liest der Verlust dieser Ausgabeklasse: ein Registry-Eintrag in training_utils.py. %2</translation>
    </message>
    <message>
        <source>The forward returns %1&apos;s fields as a tuple (return_dict=False, its return annotation): [%2] is %3.</source>
        <translation>Der Forward gibt die Felder von %1 als Tupel zurück (return_dict=False, laut seiner Rückgabeannotation): [%2] ist %3.</translation>
    </message>
</context>
<context>
    <name>UnpackFamily</name>
    <message>
        <source>unpack_forward_output failures</source>
        <translation>unpack_forward_output-Fehler</translation>
    </message>
    <message>
        <source>the YAML says tt-forge-models implements no unpack_forward_output for the model</source>
        <translation>laut YAML implementiert tt-forge-models kein unpack_forward_output für das Modell</translation>
    </message>
    <message>
        <source>no handler for the output&apos;s class in unpack_forward_output&apos;s registry</source>
        <translation>kein Handler für die Klasse der Ausgabe in der Registry von unpack_forward_output</translation>
    </message>
    <message>
        <source>the registered handler does not return a tensor</source>
        <translation>der registrierte Handler gibt keinen Tensor zurück</translation>
    </message>
    <message>
        <source>Why a registry entry reaches other models</source>
        <translation>Warum ein Registry-Eintrag andere Modelle erreicht</translation>
    </message>
    <message>
        <source>unpack_forward_output&apos;s registry (training_utils.py) is keyed by the output&apos;s class name: one _register_attr line serves every model that emits that class. The workbench probed every training entry whose reason is an unpack failure and whose reason names no other class, and included those whose model emits the class and now unpacks.</source>
        <translation>Die Registry von unpack_forward_output (training_utils.py) ist nach dem Klassennamen der Ausgabe geschlüsselt: eine _register_attr-Zeile dient jedem Modell, das diese Klasse ausgibt. Die Werkbank sondierte jeden Trainingseintrag, dessen Grund ein unpack-Fehler ist und keine andere Klasse nennt, und nahm jene auf, deren Modell die Klasse ausgibt und sich nun entpacken lässt.</translation>
    </message>
    <message>
        <source>the loss target: registry:ATTR, entry:KEY, sum:KEY,KEY or sum</source>
        <translation>das Loss-Ziel: registry:ATTR, entry:KEY, sum:KEY,KEY oder sum</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
</context>
<context>
    <name>UnpackFixBuilder</name>
    <message>
        <source>the probe saw no output to unpack</source>
        <translation>die Sonde sah keine Ausgabe zum Entpacken</translation>
    </message>
    <message>
        <source>delete %1 from training_utils.py</source>
        <translation>%1 aus training_utils.py löschen</translation>
    </message>
    <message>
        <source>add %1 to training_utils.py</source>
        <translation>%1 zu training_utils.py hinzufügen</translation>
    </message>
    <message>
        <source>add unpack_forward_output returning %1</source>
        <translation>unpack_forward_output hinzufügen, das %1 zurückgibt</translation>
    </message>
</context>
<context>
    <name>UnpackPreflight</name>
    <message>
        <source>overrides unpack (l. %1)</source>
        <translation>überschreibt unpack (Z. %1)</translation>
    </message>
    <message>
        <source>The loader defines its own unpack_forward_output: an entry that still claims an unpack failure is likely stale (the forward probe decides).</source>
        <translation>Der Loader definiert sein eigenes unpack_forward_output: ein Eintrag, der noch einen unpack-Fehler angibt, ist wahrscheinlich veraltet (die Forward-Sonde entscheidet).</translation>
    </message>
    <message>
        <source>No unpack_forward_output of its own: the registry in training_utils.py decides</source>
        <translation>Kein eigenes unpack_forward_output: die Registry in training_utils.py entscheidet</translation>
    </message>
    <message>
        <source>%1 of %2 loaders override unpack_forward_output (%3 ms)</source>
        <translation>%1 von %2 Loadern überschreiben unpack_forward_output (%3 ms)</translation>
    </message>
</context>
<context>
    <name>UnpackProbeFix</name>
    <message>
        <source>forward output:</source>
        <translation>Forward-Ausgabe:</translation>
    </message>
    <message>
        <source>unpack_forward_output: %1</source>
        <translation>unpack_forward_output: %1</translation>
    </message>
    <message>
        <source>decision: %1 — %2</source>
        <translation>Entscheidung: %1 — %2</translation>
    </message>
    <message>
        <source>target: %1 (%2)</source>
        <translation>Ziel: %1 (%2)</translation>
    </message>
    <message>
        <source>the loss target is a judgement call: --apply writes it only with --why (which loss reads it), so the docstring says so</source>
        <translation>das Loss-Ziel ist eine Ermessensfrage: --apply schreibt es nur mit --why (welcher Loss es liest), damit der Docstring es sagt</translation>
    </message>
</context>
<context>
    <name>UnpackScope</name>
    <message>
        <source>the forward itself fails: %1; left alone</source>
        <translation>der Forward selbst schlägt fehl: %1; unverändert gelassen</translation>
    </message>
    <message>
        <source>its model emits %1, not %2: left alone</source>
        <translation>sein Modell gibt %1 aus, nicht %2: unverändert gelassen</translation>
    </message>
    <message>
        <source>unpacking still fails: %1; left alone</source>
        <translation>das Entpacken schlägt weiter fehl: %1; unverändert gelassen</translation>
    </message>
    <message>
        <source>it passes, and its reason is not an unpack_forward_output failure: left alone</source>
        <translation>er besteht, und sein Grund ist kein unpack_forward_output-Fehler: unverändert gelassen</translation>
    </message>
    <message>
        <source>same loader, included</source>
        <translation>gleicher Loader, einbezogen</translation>
    </message>
    <message>
        <source>emits %1, in the registry entry&apos;s scope: included</source>
        <translation>gibt %1 aus, im Bereich des Registry-Eintrags: einbezogen</translation>
    </message>
</context>
<context>
    <name>UnpackSignature</name>
    <message>
        <source>(no reason given)</source>
        <translation>(kein Grund angegeben)</translation>
    </message>
    <message>
        <source>not an unpack_forward_output failure; the reason here is: %1</source>
        <translation>kein unpack_forward_output-Fehler; der Grund hier ist: %1</translation>
    </message>
    <message>
        <source>pytest still fails in unpack_forward_output although the fix works on CPU (the runner unpacks another output, or another variant emits another class): revert the fix and review.</source>
        <translation>pytest schlägt weiterhin in unpack_forward_output fehl, obwohl die Korrektur auf der CPU funktioniert (der Runner entpackt eine andere Ausgabe, oder eine andere Variante liefert eine andere Klasse): Korrektur zurücknehmen und prüfen.</translation>
    </message>
</context>
<context>
    <name>UnpackSourceAnalysis</name>
    <message>
        <source>which loaders define their own unpack_forward_output, whose unpack entries go straight to pytest and the YAML</source>
        <translation>welche Loader ein eigenes unpack_forward_output definieren, deren unpack-Einträge direkt zu pytest und dem YAML gehen</translation>
    </message>
    <message>
        <source>%1: has an override (line %2): its unpack entries go straight to pytest and the YAML</source>
        <translation>%1: hat eine eigene Methode (Zeile %2): seine unpack-Einträge gehen direkt zu pytest und dem YAML</translation>
    </message>
    <message>
        <source>%1: no override (the registry in training_utils.py decides)</source>
        <translation>%1: keine eigene Methode (die Registry in training_utils.py entscheidet)</translation>
    </message>
    <message>
        <source>%1 loaders, %2 with an override of their own</source>
        <translation>%1 Loader, %2 mit einer eigenen Methode</translation>
    </message>
    <message>
        <source>%1 fails with %2 (family %3) and its loader defines no unpack_forward_output of its own: the fix is proposed from the family&apos;s probe: give --probe FILE</source>
        <translation>%1 scheitert mit %2 (Familie %3), und sein Loader definiert kein eigenes unpack_forward_output: die Korrektur wird aus der Sonde der Familie vorgeschlagen: --probe FILE angeben</translation>
    </message>
    <message>
        <source>has an override: loader.py:%1 defines unpack_forward_output</source>
        <translation>hat eine eigene Methode: loader.py:%1 definiert unpack_forward_output</translation>
    </message>
    <message>
        <source>no loader edit: the entry goes straight to pytest and the YAML (dtype-triage triage %1 --yes on a TT machine, or dtype-triage verify %1 --ci or --junit FILE)</source>
        <translation>keine Loader-Änderung: der Eintrag geht direkt zu pytest und dem YAML (dtype-triage triage %1 --yes auf einem TT-Rechner, oder dtype-triage verify %1 --ci oder --junit FILE)</translation>
    </message>
</context>
<context>
    <name>VariantBreakage</name>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>%1: not checked (%2)</source>
        <translation>%1: nicht geprüft (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>variant %1 with the edit: %2 (without it: %3): broken by the edit</source>
        <translation>Variante %1 mit der Änderung: %2 (ohne sie: %3): durch die Änderung gebrochen</translation>
    </message>
    <message>
        <source>variant %1 with the edit: %2 (without it: %3)</source>
        <translation>Variante %1 mit der Änderung: %2 (ohne sie: %3)</translation>
    </message>
</context>
<context>
    <name>VerbParser</name>
    <message>
        <source>The tt-xla checkout.</source>
        <translation>Der tt-xla-Checkout.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>The verb.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>%1: --checkout DIR is required</source>
        <translation>%1: --checkout DIR ist erforderlich</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Zeigt die Versionsinformationen an.</translation>
    </message>
    <message>
        <source>Log what happens on stderr: YAML, analysis, processes, the session&apos;s steps.</source>
        <translation>Protokolliert auf stderr, was geschieht: YAML, Analyse, Prozesse, die Schritte der Sitzung.</translation>
    </message>
    <message>
        <source>%1: takes no argument besides its options (&quot;%2&quot; given)</source>
        <translation>%1: nimmt außer seinen Optionen kein Argument an („%2“ angegeben)</translation>
    </message>
    <message>
        <source>%1: --jobs takes a whole number of 1 or more, not &quot;%2&quot;</source>
        <translation>%1: --jobs nimmt eine ganze Zahl ab 1, nicht „%2“</translation>
    </message>
    <message>
        <source>Print one JSON object on stdout (schema_version %1, see docs/data.md); human-readable lines go to stderr.</source>
        <translation>Ein JSON-Objekt auf stdout ausgeben (schema_version %1, siehe docs/data.md); lesbare Zeilen gehen nach stderr.</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>The JUnit XML of the verification run.</source>
        <translation>Das JUnit-XML des Überprüfungslaufs.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>BRANCH</source>
        <translation>BRANCH</translation>
    </message>
    <message>
        <source>A session record (record.json) to take the branch from.</source>
        <translation>Ein Sitzungsdatensatz (record.json), aus dem der Zweig übernommen wird.</translation>
    </message>
    <message>
        <source>YAML keys of the training config.</source>
        <translation>YAML-Schlüssel der Trainingskonfiguration.</translation>
    </message>
    <message>
        <source>KEY...</source>
        <translation>KEY...</translation>
    </message>
    <message>
        <source>verify: --branch must be A, B or C</source>
        <translation>verify: --branch muss A, B oder C sein</translation>
    </message>
    <message>
        <source>verify: no entry %1 in %2</source>
        <translation>verify: kein Eintrag %1 in %2</translation>
    </message>
    <message>
        <source>verify: branch C needs the post-fix CPU error from a --record</source>
        <translation>verify: Zweig C benötigt den CPU-Fehler nach der Korrektur aus einem --record</translation>
    </message>
    <message>
        <source>%1: branch %2, pytest %3: %4</source>
        <translation>%1: Zweig %2, pytest %3: %4</translation>
    </message>
    <message>
        <source>%1: review: %2</source>
        <translation>%1: Prüfung: %2</translation>
    </message>
    <message>
        <source>the YAML plan is invalid: %1</source>
        <translation>der YAML-Plan ist ungültig: %1</translation>
    </message>
    <message>
        <source>Not written: run again with --yes to write this diff.</source>
        <translation>Nicht geschrieben: erneut mit --yes ausführen, um diesen Diff zu schreiben.</translation>
    </message>
    <message>
        <source>Written %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Some entries need a human review (see above).</source>
        <translation>Einige Einträge erfordern eine manuelle Prüfung (siehe oben).</translation>
    </message>
    <message>
        <source>verify: taking the branch from the session record %1</source>
        <translation>verify: der Zweig wird aus dem Sitzungsdatensatz %1 übernommen</translation>
    </message>
    <message>
        <source>verify: the record has no YAML target for %1; give --branch</source>
        <translation>verify: der Datensatz hat kein YAML-Ziel für %1; --branch angeben</translation>
    </message>
    <message>
        <source>%1: observed on TT: %2 (differs from the CPU error)</source>
        <translation>%1: auf TT beobachtet: %2 (weicht vom CPU-Fehler ab)</translation>
    </message>
    <message>
        <source>A, B or C (docs/triage.md §2 step 7).</source>
        <translation>A, B oder C (docs/triage.md §2 Schritt 7).</translation>
    </message>
    <message>
        <source>verify: %1: pytest&apos;s outcome could not be read from %2: %3</source>
        <translation>verify: %1: das Ergebnis von pytest konnte nicht aus %2 gelesen werden: %3</translation>
    </message>
    <message>
        <source>Write the YAML plan (with --ci: dispatch too).</source>
        <translation>Den YAML-Plan schreiben (mit --ci: auch starten).</translation>
    </message>
    <message>
        <source>verify: give at least one KEY and one of --junit FILE, --ci or --ci-run ID</source>
        <translation>verify: mindestens einen SCHLÜSSEL und eines von --junit DATEI, --ci oder --ci-run ID angeben</translation>
    </message>
    <message>
        <source>verify: %1</source>
        <translation>verify: %1</translation>
    </message>
    <message>
        <source>Not written: verify with --ci-run %1 --yes writes this diff from the same run.</source>
        <translation>Nicht geschrieben: verify mit --ci-run %1 --yes schreibt diesen Diff aus demselben Lauf.</translation>
    </message>
    <message>
        <source>%1: pytest still shows the entry&apos;s original error; take the loader fix back (git -C third_party/tt_forge_models checkout -- &lt;loader&gt;) and plan branch A</source>
        <translation>%1: pytest zeigt weiterhin den ursprünglichen Fehler des Eintrags; nehmen Sie die Loader-Korrektur zurück (git -C third_party/tt_forge_models checkout -- &lt;loader&gt;) und planen Sie Zweig A</translation>
    </message>
    <message>
        <source>Plans the YAML of step 7 from an existing JUnit file and prints the diff; writes it with --yes. The branch comes from --record (a saved session record) or --branch when given, else from the newest saved session record of this checkout that names the first KEY and reached a decision (C needs a record: it quotes the post-fix CPU error).
Exit codes: 0 written or nothing to change, 1 failure, 2 usage, 3 not a checkout, 4 approval needed (diff shown, nothing written).</source>
        <translation>Plant das YAML von Schritt 7 aus einer vorhandenen JUnit-Datei und gibt den Diff aus; schreibt ihn mit --yes. Der Zweig kommt aus --record (ein gespeicherter Sitzungsdatensatz) oder --branch, wenn angegeben, sonst aus dem neuesten gespeicherten Sitzungsdatensatz dieses Checkouts, der den ersten KEY nennt und zu einer Entscheidung kam (C benötigt einen Datensatz: er zitiert den CPU-Fehler nach der Korrektur).
Exit-Codes: 0 geschrieben oder nichts zu ändern, 1 Fehler, 2 Aufruffehler, 3 kein Checkout, 4 Freigabe erforderlich (Diff angezeigt, nichts geschrieben).</translation>
    </message>
    <message>
        <source>verify: no session record of this checkout names %1 with a decision (a dry run or another checkout&apos;s record is none); give --branch A|B|C or --record FILE</source>
        <translation>verify: kein Sitzungsdatensatz dieses Checkouts nennt %1 mit einer Entscheidung (ein Probelauf oder der Datensatz eines anderen Checkouts ist keiner); --branch A|B|C oder --record FILE angeben</translation>
    </message>
    <message>
        <source>done: verified on TT hardware (%1); the YAML was written by verify</source>
        <translation>fertig: auf TT-Hardware verifiziert (%1); das YAML wurde von verify geschrieben</translation>
    </message>
    <message>
        <source>verify: --junit %1: no such file</source>
        <translation>verify: --junit %1: keine solche Datei</translation>
    </message>
    <message numerus="yes">
        <source>verify: %1: not in %2 (%n testcase(s) there, none of this entry&apos;s): no outcome to plan from</source>
        <translation>
            <numerusform>verify: %1: nicht in %2 (%n Testfall dort, keiner dieses Eintrags): kein Ergebnis, aus dem geplant werden kann</numerusform>
            <numerusform>verify: %1: nicht in %2 (%n Testfälle dort, keiner dieses Eintrags): kein Ergebnis, aus dem geplant werden kann</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkflowInputs</name>
    <message>
        <source>cannot read the workflow: %1</source>
        <translation>der Workflow ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>not a readable workflow: %1</source>
        <translation>kein lesbarer Workflow: %1</translation>
    </message>
    <message>
        <source>the workflow cannot be dispatched by hand (no on: workflow_dispatch)</source>
        <translation>der Workflow lässt sich nicht von Hand starten (kein on: workflow_dispatch)</translation>
    </message>
    <message>
        <source>the workflow has no input &quot;%1&quot;</source>
        <translation>der Workflow hat keine Eingabe „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the input %2&apos;s options (%3)</source>
        <translation>„%1“ ist keine der Optionen der Eingabe %2 (%3)</translation>
    </message>
    <message>
        <source>the workflow&apos;s required input &quot;%1&quot; is not given</source>
        <translation>die erforderliche Eingabe „%1“ des Workflows fehlt</translation>
    </message>
</context>
<context>
    <name>YamlChangeVerb</name>
    <message>
        <source>The YAML needs no change.</source>
        <translation>Das YAML braucht keine Änderung.</translation>
    </message>
    <message>
        <source>The YAML was not written: %1</source>
        <translation>Das YAML wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>%1 (written before it: %2)</source>
        <translation>%1 (davor geschrieben: %2)</translation>
    </message>
</context>
<context>
    <name>YamlPlan</name>
    <message>
        <source>pytest did not fail as the CPU repro did (outcome: %1); an XPASS or a different skip path needs a human look before this is written.</source>
        <translation>pytest ist nicht so fehlgeschlagen wie der CPU-Repro (Ergebnis: %1); ein XPASS oder ein anderer Skip-Pfad muss von einem Menschen angesehen werden, bevor dies geschrieben wird.</translation>
    </message>
    <message>
        <source>pytest still fails with the original bfloat16 error although the fix works on CPU (the runner or the model re-creates the float32 tensor): revert the loader fix and review.</source>
        <translation>pytest schlägt weiterhin mit dem ursprünglichen bfloat16-Fehler fehl, obwohl die Korrektur auf der CPU funktioniert (der Runner oder das Modell erzeugt den float32-Tensor neu): Loader-Korrektur zurücknehmen und prüfen.</translation>
    </message>
    <message>
        <source>pytest failed, but the error could not be classified; nothing is planned for this entry.</source>
        <translation>pytest ist fehlgeschlagen, aber der Fehler ließ sich nicht klassifizieren; für diesen Eintrag ist nichts geplant.</translation>
    </message>
    <message>
        <source>pytest reported %1 under --force-run --runxfail: a different skip or setup path; nothing is planned for this entry.</source>
        <translation>pytest meldete %1 unter --force-run --runxfail: ein anderer Skip- oder Setup-Pfad; für diesen Eintrag ist nichts geplant.</translation>
    </message>
    <message>
        <source>the new CPU error has no line to quote as the reason; nothing is planned for this entry.</source>
        <translation>der neue CPU-Fehler hat keine Zeile, die als Grund zitiert werden kann; für diesen Eintrag ist nichts geplant.</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>pytest passed (an XPASS) although no working fix landed; nothing is planned for this entry: look at it before changing its status.</source>
        <translation>pytest ist bestanden (ein XPASS), obwohl keine funktionierende Korrektur angewendet wurde; für diesen Eintrag wird nichts geplant: vor einer Statusänderung bitte ansehen.</translation>
    </message>
</context>
<context>
    <name>dtriage::ApprovalBar</name>
    <message>
        <source>Revert</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Undo the applied edit: put the file back as it was before</source>
        <translation>Die angewendete Bearbeitung rückgängig machen: Die Datei wird auf ihren vorherigen Stand zurückgesetzt</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Write nothing</source>
        <translation>Nichts schreiben</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Write exactly this diff (Ctrl+Return)</source>
        <translation>Genau diesen Diff schreiben (Strg+Return)</translation>
    </message>
</context>
<context>
    <name>dtriage::BatchCi</name>
    <message>
        <source>Picking up CI run %1, which the sessions&apos; records noted</source>
        <translation>CI-Lauf %1 wird aufgenommen, den die Protokolle der Sitzungen vermerkt haben</translation>
    </message>
    <message numerus="yes">
        <source>CI run %1 ended (%2): %n report(s) imported</source>
        <translation>
            <numerusform>CI-Lauf %1 beendet (%2): %n Bericht importiert</numerusform>
            <numerusform>CI-Lauf %1 beendet (%2): %n Berichte importiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dtriage::CiDispatchDialog</name>
    <message>
        <source>Dispatch to tt-xla&apos;s CI</source>
        <translation>An die CI von tt-xla senden</translation>
    </message>
    <message numerus="yes">
        <source>Verify on TT hardware with tt-xla&apos;s &quot;Run Test Single&quot; workflow (pytest --force-run --runxfail): %n entr(y/ies)</source>
        <translation>
            <numerusform>Auf TT-Hardware mit dem Workflow „Run Test Single“ von tt-xla verifizieren (pytest --force-run --runxfail): %n Eintrag</numerusform>
            <numerusform>Auf TT-Hardware mit dem Workflow „Run Test Single“ von tt-xla verifizieren (pytest --force-run --runxfail): %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Runners</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>Parallel groups</source>
        <translation>Parallele Gruppen</translation>
    </message>
    <message>
        <source>tt-forge-models branch or commit</source>
        <translation>tt-forge-models-Branch oder -Commit</translation>
    </message>
    <message>
        <source>the submodule commit tt-xla pins</source>
        <translation>der Submodul-Commit, den tt-xla festlegt</translation>
    </message>
    <message>
        <source>&amp;Runners:</source>
        <translation>&amp;Runner:</translation>
    </message>
    <message>
        <source>&amp;Parallel groups:</source>
        <translation>&amp;Parallele Gruppen:</translation>
    </message>
    <message>
        <source>tt-forge-models &amp;ref:</source>
        <translation>tt-forge-models-&amp;Ref:</translation>
    </message>
    <message>
        <source>The approved loader fixes are only in the working tree, and CI takes tt-forge-models from GitHub. Push them (the workbench never commits or pushes), then give the branch above; it is checked with git ls-remote before anything is sent:</source>
        <translation>Die genehmigten Loader-Fixes sind nur im Arbeitsbaum, und die CI holt tt-forge-models von GitHub. Pushen Sie sie (die Workbench committet und pusht nie selbst) und geben Sie oben den Branch an; er wird mit git ls-remote geprüft, bevor etwas gesendet wird:</translation>
    </message>
    <message>
        <source>Commands that push the fixes</source>
        <translation>Befehle, die die Fixes pushen</translation>
    </message>
    <message>
        <source>The dispatch:</source>
        <translation>Der Start:</translation>
    </message>
    <message>
        <source>The gh command</source>
        <translation>Der gh-Befehl</translation>
    </message>
    <message>
        <source>&amp;Dispatch</source>
        <translation>&amp;Starten</translation>
    </message>
</context>
<context>
    <name>dtriage::CiHistoryDock</name>
    <message>
        <source>CI History</source>
        <translation>CI-Verlauf</translation>
    </message>
    <message>
        <source>No runs read yet: Read Runs… or Sync from GitHub…</source>
        <translation>Noch keine Läufe gelesen: Läufe lesen… oder Von GitHub abgleichen…</translation>
    </message>
    <message>
        <source>Open a checkout first: the runs are read against its training YAML</source>
        <translation>Öffnen Sie zuerst einen Checkout: die Läufe werden gegen sein Trainings-YAML gelesen</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>Lese %n Lauf…</numerusform>
            <numerusform>Lese %n Läufe…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs on %2: %3</source>
        <translation>%1 Läufe auf %2: %3</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>nichts zu ändern</translation>
    </message>
    <message>
        <source>Read CI Runs: a run&apos;s folder, or a folder of runs</source>
        <translation>CI-Läufe lesen: der Ordner eines Laufs oder ein Ordner von Läufen</translation>
    </message>
    <message>
        <source>The YAML plan is invalid: %1</source>
        <translation>Der YAML-Plan ist ungültig: %1</translation>
    </message>
    <message>
        <source>Keep the YAML True to CI</source>
        <translation>Das YAML mit der CI in Einklang halten</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) the CI runs show, in %1. Nothing is written until you approve.</source>
        <translation>
            <numerusform>%n Änderung, die die CI-Läufe zeigen, in %1. Nichts wird geschrieben, bevor Sie freigeben.</numerusform>
            <numerusform>%n Änderungen, die die CI-Läufe zeigen, in %1. Nichts wird geschrieben, bevor Sie freigeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>Save the Pull Request&apos;s Text</source>
        <translation>Den Text des Pull-Requests speichern</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The pull request&apos;s text: %1</source>
        <translation>Der Text des Pull-Requests: %1</translation>
    </message>
    <message>
        <source>No completed run to read: %1</source>
        <translation>Kein abgeschlossener Lauf zu lesen: %1</translation>
    </message>
    <message>
        <source>no YAML holds these entries</source>
        <translation>keine YAML enthält diese Einträge</translation>
    </message>
    <message>
        <source>Not written: %1 (written before it: %2)</source>
        <translation>Nicht geschrieben: %1 (davor geschrieben: %2)</translation>
    </message>
    <message>
        <source>Nothing written: the YAML already says it</source>
        <translation>Nichts geschrieben: die YAML sagt es schon</translation>
    </message>
    <message>
        <source>New entries not added to %1: %2</source>
        <translation>Neue Einträge nicht zu %1 hinzugefügt: %2</translation>
    </message>
</context>
<context>
    <name>dtriage::CiHistoryModel</name>
    <message>
        <source>%1 on %2, newest run first:</source>
        <translation>%1 auf %2, neuester Lauf zuerst:</translation>
    </message>
    <message>
        <source>run %1 (%2): %3</source>
        <translation>Lauf %1 (%2): %3</translation>
    </message>
    <message>
        <source>A %1 failure: Enter shows the entry, where its triage starts</source>
        <translation>Ein Fehler der Art %1: Enter zeigt den Eintrag, wo seine Triage beginnt</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>%1: a mark a run, newest first — ✓ passed, ✗ failed, ↻ passed on a re-run, – not run (skipped), ⌛ its job ended without a report, · not selected, ? not read</source>
        <translation>%1: ein Zeichen pro Lauf, neuester zuerst — ✓ bestanden, ✗ fehlgeschlagen, ↻ bei einer Wiederholung bestanden, – nicht ausgeführt (übersprungen), ⌛ sein Job endete ohne Bericht, · nicht ausgewählt, ? nicht gelesen</translation>
    </message>
    <message>
        <source>%1 (held back)</source>
        <translation>%1 (zurückgehalten)</translation>
    </message>
    <message>
        <source>%1
YAML: %2%3
%4%5</source>
        <translation>%1
YAML: %2%3
%4%5</translation>
    </message>
    <message>
        <source>
Held back: %1. Not in Approve All Shown; select it to approve it on its own.</source>
        <translation>
Zurückgehalten: %1. Nicht in „Alle gezeigten freigeben“; einzeln auswählen, um ihn freizugeben.</translation>
    </message>
    <message>
        <source>
PCC: %1</source>
        <translation>
PCC: %1</translation>
    </message>
    <message>
        <source>
Newest run: %1</source>
        <translation>
Neuester Lauf: %1</translation>
    </message>
</context>
<context>
    <name>dtriage::CiHistoryPanel</name>
    <message>
        <source>&amp;Read Runs…</source>
        <translation>Läufe &amp;lesen…</translation>
    </message>
    <message>
        <source>Runs already downloaded: a run&apos;s folder as gh run download leaves it (or its artifact zips beside run.json), or a folder of such runs</source>
        <translation>Schon heruntergeladene Läufe: der Ordner eines Laufs, wie gh run download ihn hinterlässt (oder seine Artefakt-Zips neben run.json), oder ein Ordner solcher Läufe</translation>
    </message>
    <message>
        <source>S&amp;ync from GitHub…</source>
        <translation>Von GitHub &amp;abgleichen…</translation>
    </message>
    <message>
        <source>Show entries of kind</source>
        <translation>Einträge dieser Art zeigen</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>Alle Einträge</translation>
    </message>
    <message>
        <source>No runs read yet: Read Runs… or Sync from GitHub…</source>
        <translation>Noch keine Läufe gelesen: Läufe lesen… oder Von GitHub abgleichen…</translation>
    </message>
    <message>
        <source>CI history of the training entries</source>
        <translation>CI-Verlauf der Trainingseinträge</translation>
    </message>
    <message>
        <source>&amp;Approve Selected…</source>
        <translation>Auswahl &amp;freigeben…</translation>
    </message>
    <message>
        <source>Approve All &amp;Shown…</source>
        <translation>Alle &amp;gezeigten freigeben…</translation>
    </message>
    <message>
        <source>Save &amp;PR Text…</source>
        <translation>&amp;PR-Text speichern…</translation>
    </message>
    <message>
        <source>Show &amp;Entry</source>
        <translation>&amp;Eintrag zeigen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Not Taken from the Runs</source>
        <translation>Nicht aus den Läufen übernommen</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) the runs hold could not be taken; nothing was made of them.</source>
        <translation>
            <numerusform>%n Sache, die die Läufe enthalten, konnte nicht übernommen werden; nichts wurde daraus gemacht.</numerusform>
            <numerusform>%n Sachen, die die Läufe enthalten, konnten nicht übernommen werden; nichts wurde daraus gemacht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not taken…</source>
        <translation>
            <numerusform>%n nicht übernommen…</numerusform>
            <numerusform>%n nicht übernommen…</numerusform>
        </translation>
    </message>
    <message>
        <source>One YAML diff for the %1 selected changes, shown before anything is written</source>
        <translation>Ein YAML-Diff für die %1 ausgewählten Änderungen, gezeigt, bevor etwas geschrieben wird</translation>
    </message>
    <message>
        <source>Select entries with a change (regressed, promote, record)</source>
        <translation>Wählen Sie Einträge mit einer Änderung (Regression, hochstufen, festhalten)</translation>
    </message>
    <message>
        <source>One YAML diff for the %1 changes shown</source>
        <translation>Ein YAML-Diff für die %1 gezeigten Änderungen</translation>
    </message>
    <message>
        <source>No entry shown has a change to make</source>
        <translation>Kein gezeigter Eintrag hat eine Änderung</translation>
    </message>
    <message>
        <source>The pull request&apos;s text: of the changes written from here, else of the changes proposed</source>
        <translation>Der Text des Pull-Requests: der von hier geschriebenen Änderungen, sonst der vorgeschlagenen</translation>
    </message>
    <message>
        <source>&amp;Cancel Sync</source>
        <translation>Abgleich &amp;abbrechen</translation>
    </message>
    <message>
        <source>News of the newest run</source>
        <translation>Neues im neuesten Lauf</translation>
    </message>
    <message>
        <source>Download the last runs of one workflow or several through gh into the data home (kept: a sync again asks only for what it lacks)</source>
        <translation>Die letzten Läufe eines oder mehrerer Workflows über gh in das Datenverzeichnis herunterladen (behalten: ein erneuter Abgleich fragt nur nach dem, was fehlt)</translation>
    </message>
    <message>
        <source>A new entry: no YAML holds it yet, so the failure list has no row for it</source>
        <translation>Ein neuer Eintrag: Noch keine YAML enthält ihn, daher hat die Fehlerliste keine Zeile dafür</translation>
    </message>
    <message>
        <source>The entry in the failure list, where its triage starts (Enter)</source>
        <translation>Der Eintrag in der Fehlerliste, wo seine Triage beginnt (Eingabetaste)</translation>
    </message>
    <message>
        <source>In no YAML: the failure list has no row for it</source>
        <translation>In keiner YAML: Die Fehlerliste hat keine Zeile dafür</translation>
    </message>
</context>
<context>
    <name>dtriage::CiRun</name>
    <message>
        <source>checking gh&apos;s login</source>
        <translation>Anmeldung von gh prüfen</translation>
    </message>
    <message>
        <source>Dispatching: %1</source>
        <translation>Starten: %1</translation>
    </message>
    <message>
        <source>dispatching the workflow</source>
        <translation>den Workflow starten</translation>
    </message>
    <message>
        <source>looking for the dispatched run</source>
        <translation>den gestarteten Lauf suchen</translation>
    </message>
    <message>
        <source>the workflow was dispatched, but no run of it appeared: see https://github.com/%1/actions/workflows/%2</source>
        <translation>der Workflow wurde gestartet, aber kein Lauf davon erschien: siehe https://github.com/%1/actions/workflows/%2</translation>
    </message>
    <message>
        <source>following run %1</source>
        <translation>Lauf %1 verfolgen</translation>
    </message>
    <message>
        <source>following run %1: %2</source>
        <translation>Lauf %1 verfolgen: %2</translation>
    </message>
    <message>
        <source>%1; asking again (%2 of %3)</source>
        <translation>%1; erneute Anfrage (%2 von %3)</translation>
    </message>
    <message>
        <source>run %1 was cancelled on GitHub: nothing imported — %2</source>
        <translation>Lauf %1 wurde auf GitHub abgebrochen: nichts importiert — %2</translation>
    </message>
    <message>
        <source>Downloading the test-reports-* artifacts of run %1 into %2</source>
        <translation>Die test-reports-*-Artefakte von Lauf %1 werden nach %2 geladen</translation>
    </message>
    <message>
        <source>run %1&apos;s test-reports-* artifacts hold no report_*.xml: nothing to import — %2</source>
        <translation>die test-reports-*-Artefakte von Lauf %1 enthalten kein report_*.xml: nichts zu importieren — %2</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 ended (%2): %n test report(s) downloaded</source>
        <translation>
            <numerusform>Lauf %1 beendet (%2): %n Testbericht geladen</numerusform>
            <numerusform>Lauf %1 beendet (%2): %n Testberichte geladen</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelling run %1</source>
        <translation>Lauf %1 abbrechen</translation>
    </message>
    <message>
        <source>run %1 canceled on GitHub: nothing imported</source>
        <translation>Lauf %1 auf GitHub abgebrochen: nichts importiert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>listing your runs of the workflow</source>
        <translation>Ihre Läufe des Workflows auflisten</translation>
    </message>
    <message>
        <source>%1 runs of yours started since the dispatch; following the first of them, %2: check it is this one</source>
        <translation>%1 Läufe von Ihnen haben seit dem Start begonnen; der erste davon, %2, wird verfolgt: prüfen Sie, dass es dieser ist</translation>
    </message>
    <message>
        <source>canceled while dispatching: the dispatch may have been sent; check %1</source>
        <translation>beim Starten abgebrochen: der Start wurde vielleicht schon gesendet; siehe %1</translation>
    </message>
    <message>
        <source>canceled: the workflow was dispatched but its run was not found yet; cancel it on %1</source>
        <translation>abgebrochen: der Workflow wurde gestartet, aber sein Lauf noch nicht gefunden; brechen Sie ihn auf %1 ab</translation>
    </message>
    <message>
        <source>canceled after run %1 ended: nothing imported</source>
        <translation>abgebrochen, nachdem Lauf %1 endete: nichts importiert</translation>
    </message>
    <message>
        <source>canceled before anything was sent</source>
        <translation>abgebrochen, bevor etwas gesendet wurde</translation>
    </message>
    <message>
        <source>downloading the test reports of run %1 (ended: %2): %3</source>
        <translation>die Testberichte von Lauf %1 laden (beendet: %2): %3</translation>
    </message>
    <message>
        <source>run %1 (ended: %2) has no test-reports-* artifact: nothing to import — %3</source>
        <translation>Lauf %1 (beendet: %2) hat kein test-reports-*-Artefakt: nichts zu importieren — %3</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2 not taken: %3</source>
        <translation>%1: %2 nicht übernommen: %3</translation>
    </message>
    <message>
        <source>none of the test-reports-* artifacts of run %1 could be taken (see above): nothing to import — %2</source>
        <translation>keines der test-reports-*-Artefakte von Lauf %1 konnte übernommen werden (siehe oben): nichts zu importieren — %2</translation>
    </message>
</context>
<context>
    <name>dtriage::CiSync</name>
    <message>
        <source>cannot create the folder for the runs: %1</source>
        <translation>kann den Ordner für die Läufe nicht anlegen: %1</translation>
    </message>
    <message>
        <source>listing the last %1 runs of %2 on %3</source>
        <translation>liste die letzten %1 Läufe von %2 auf %3</translation>
    </message>
    <message>
        <source>listing the workflow&apos;s runs</source>
        <translation>die Läufe des Workflows auflisten</translation>
    </message>
    <message>
        <source>gh&apos;s list of runs does not read as JSON</source>
        <translation>die Liste der Läufe von gh lässt sich nicht als JSON lesen</translation>
    </message>
    <message>
        <source>run %1 is %2: not downloaded (sync again once it ends)</source>
        <translation>Lauf %1 ist %2: nicht heruntergeladen (erneut abgleichen, sobald er endet)</translation>
    </message>
    <message>
        <source>cannot create the folder of run %1</source>
        <translation>kann den Ordner von Lauf %1 nicht anlegen</translation>
    </message>
    <message>
        <source>describing run %1</source>
        <translation>Lauf %1 beschreiben</translation>
    </message>
    <message>
        <source>gh&apos;s description of run %1 does not read as JSON</source>
        <translation>die Beschreibung von Lauf %1 durch gh lässt sich nicht als JSON lesen</translation>
    </message>
    <message>
        <source>run %1: whole</source>
        <translation>Lauf %1: vollständig</translation>
    </message>
    <message>
        <source>canceled; what was downloaded is kept</source>
        <translation>abgebrochen; was heruntergeladen wurde, bleibt erhalten</translation>
    </message>
</context>
<context>
    <name>dtriage::CiSyncQueue</name>
    <message>
        <source>no completed run of %1: only the other workflows&apos; runs are read</source>
        <translation>kein abgeschlossener Lauf von %1: nur die Läufe der anderen Workflows werden gelesen</translation>
    </message>
    <message>
        <source>%1: run(s) %2 already read under another name of the same workflow: read once</source>
        <translation>%1: Lauf/Läufe %2 schon unter einem anderen Namen desselben Workflows gelesen: einmal gelesen</translation>
    </message>
    <message>
        <source>no completed run of %1</source>
        <translation>kein abgeschlossener Lauf von %1</translation>
    </message>
</context>
<context>
    <name>dtriage::DiffView</name>
    <message>
        <source>Loader</source>
        <translation>Loader</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>Nothing to change</source>
        <translation>Nichts zu ändern</translation>
    </message>
    <message>
        <source>No diff yet</source>
        <translation>Noch kein Diff</translation>
    </message>
    <message>
        <source>Nothing to change: approving writes nothing</source>
        <translation>Nichts zu ändern: Freigeben schreibt nichts</translation>
    </message>
    <message>
        <source>Approve (Ctrl+Return) writes exactly this diff.</source>
        <translation>Freigeben (Strg+Return) schreibt genau diesen Diff.</translation>
    </message>
    <message>
        <source>Some lines are wider than the view: scroll right to read them in full.</source>
        <translation>Einige Zeilen sind breiter als die Ansicht: Nach rechts scrollen, um sie vollständig zu lesen.</translation>
    </message>
    <message>
        <source>The %1 diff waits for your approval</source>
        <translation>Der %1-Diff wartet auf Ihre Freigabe</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Freigegeben</translation>
    </message>
    <message>
        <source>Rejected: nothing written</source>
        <translation>Abgelehnt: nichts geschrieben</translation>
    </message>
    <message>
        <source>Loader diff</source>
        <translation>Loader-Diff</translation>
    </message>
    <message>
        <source>YAML diff</source>
        <translation>YAML-Diff</translation>
    </message>
    <message>
        <source>How the edit was formatted</source>
        <translation>Wie die Änderung formatiert wurde</translation>
    </message>
    <message>
        <source>%1 of %2 lines shown: scroll through the diff to approve</source>
        <translation>%1 von %2 Zeilen gezeigt: zum Freigeben den Diff durchscrollen</translation>
    </message>
</context>
<context>
    <name>dtriage::DtypeDumpModel</name>
    <message>
        <source>%1 (BFLOAT16) / %2 (FLOAT32)</source>
        <translation>%1 (BFLOAT16) / %2 (FLOAT32)</translation>
    </message>
    <message>
        <source>%1 stayed %2 while the model ran in bfloat16 (floating inputs should follow dtype_override)</source>
        <translation>%1 blieb %2, während das Modell in bfloat16 lief (Gleitkomma-Eingaben sollten dtype_override folgen)</translation>
    </message>
    <message>
        <source>Not in the BFLOAT16 phase&apos;s dump</source>
        <translation>Nicht im Dump der BFLOAT16-Phase</translation>
    </message>
    <message>
        <source>Not in the FLOAT32 phase&apos;s dump</source>
        <translation>Nicht im Dump der FLOAT32-Phase</translation>
    </message>
    <message>
        <source>Not floating: integer and bool inputs keep their dtype on purpose</source>
        <translation>Kein Gleitkommawert: Ganzzahl- und bool-Eingaben behalten ihren dtype absichtlich</translation>
    </message>
    <message>
        <source>dtype_override=torch.bfloat16: model and inputs cast to bfloat16</source>
        <translation>dtype_override=torch.bfloat16: Modell und Eingaben nach bfloat16 gecastet</translation>
    </message>
    <message>
        <source>No dtype_override: the loader&apos;s own dtypes</source>
        <translation>Kein dtype_override: die eigenen dtypes des Loaders</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>BFLOAT16 phase</source>
        <translation>BFLOAT16-Phase</translation>
    </message>
    <message>
        <source>FLOAT32 phase</source>
        <translation>FLOAT32-Phase</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
</context>
<context>
    <name>dtriage::DtypeDumpTable</name>
    <message>
        <source>BFLOAT16 phase:</source>
        <translation>BFLOAT16-Phase:</translation>
    </message>
    <message>
        <source>FLOAT32 phase:</source>
        <translation>FLOAT32-Phase:</translation>
    </message>
    <message>
        <source>raised at %1</source>
        <translation>ausgelöst in %1</translation>
    </message>
    <message>
        <source>no dump: failed before its inputs existed (inside load_model or load_inputs)</source>
        <translation>kein Dump: fehlgeschlagen, bevor die Eingaben existierten (in load_model oder load_inputs)</translation>
    </message>
    <message>
        <source>No floating input stayed float32 in the BFLOAT16 phase.</source>
        <translation>Keine Gleitkomma-Eingabe blieb in der BFLOAT16-Phase float32.</translation>
    </message>
    <message>
        <source>Stayed float32 while the model ran in bfloat16: %1</source>
        <translation>float32 geblieben, während das Modell in bfloat16 lief: %1</translation>
    </message>
    <message>
        <source>The CPU repro has not run.</source>
        <translation>Der CPU-Repro wurde noch nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Inputs and their dtypes</source>
        <translation>Eingaben und ihre dtypes</translation>
    </message>
</context>
<context>
    <name>dtriage::DtypeEvidence</name>
    <message>
        <source>Dtypes before the fix</source>
        <translation>Dtypes vor der Korrektur</translation>
    </message>
    <message>
        <source>Dtypes after the fix</source>
        <translation>Dtypes nach der Korrektur</translation>
    </message>
    <message>
        <source>CPU repro before the fix</source>
        <translation>CPU-Repro vor der Korrektur</translation>
    </message>
    <message>
        <source>CPU repro after the fix</source>
        <translation>CPU-Repro nach der Korrektur</translation>
    </message>
    <message>
        <source>%1 (%2): inputs %3, parameters %4</source>
        <translation>%1 (%2): Eingaben %3, Parameter %4</translation>
    </message>
</context>
<context>
    <name>dtriage::DtypePlaybook</name>
    <message>
        <source>CPU repro %1 (after the fix)</source>
        <translation>CPU-Repro %1 (nach der Korrektur)</translation>
    </message>
    <message>
        <source>CPU repro %1</source>
        <translation>CPU-Repro %1</translation>
    </message>
    <message>
        <source>CPU repro of %1</source>
        <translation>CPU-Repro von %1</translation>
    </message>
    <message>
        <source>%1: no loader edit can add a missing bfloat16 kernel; xfail path</source>
        <translation>%1: keine Loader-Bearbeitung kann einen fehlenden bfloat16-Kernel hinzufügen; xfail-Pfad</translation>
    </message>
    <message>
        <source>no fix site: %1</source>
        <translation>keine Korrekturstelle: %1</translation>
    </message>
    <message>
        <source>the loader edit was refused: %1</source>
        <translation>die Loader-Bearbeitung wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>CPU repro after the fix</source>
        <translation>CPU-Repro nach der Korrektur</translation>
    </message>
    <message>
        <source>the bfloat16 family&apos;s repro is not imported: it runs here (%1 is not read)</source>
        <translation>die Reproduktion der bfloat16-Familie wird nicht importiert: sie läuft hier (%1 wird nicht gelesen)</translation>
    </message>
</context>
<context>
    <name>dtriage::EntryCommands</name>
    <message>
        <source>&amp;Start Triage</source>
        <translation>Triage &amp;starten</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Triage the selected entry (or press Enter in the list)</source>
        <translation>Den ausgewählten Eintrag triagieren (oder in der Liste die Eingabetaste drücken)</translation>
    </message>
    <message>
        <source>Triage &amp;All %1</source>
        <translation>&amp;Alle %1 triagieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>Triage &amp;Group</source>
        <translation>&amp;Gruppe triagieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>In the grouped list: triage every entry of the current family, flavor or loader</source>
        <translation>In der gruppierten Liste: jeden Eintrag der aktuellen Familie, Fehlerart oder des aktuellen Loaders triagieren</translation>
    </message>
    <message>
        <source>Open Loader in &amp;Editor</source>
        <translation>Loader im &amp;Editor öffnen</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy pytest Command</source>
        <translation>pytest-Befehl &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Triage Group works on the grouped list (View ▸ Group by Family, Flavor and Loader)</source>
        <translation>Gruppe triagieren wirkt auf die gruppierte Liste (Ansicht ▸ Nach Familie, Fehlerart und Loader gruppieren)</translation>
    </message>
    <message>
        <source>Nothing to triage in this group: no family takes its entries, or each has a session already</source>
        <translation>Nichts zu triagieren in dieser Gruppe: keine Familie nimmt ihre Einträge, oder jeder hat schon eine Sitzung</translation>
    </message>
    <message>
        <source>Nothing to triage: every %1 entry has a session already</source>
        <translation>Nichts zu triagieren: jeder %1-Eintrag hat schon eine Sitzung</translation>
    </message>
    <message>
        <source>Opened %1 at line %2</source>
        <translation>%1 in Zeile %2 geöffnet</translation>
    </message>
    <message>
        <source>Not opened: %1</source>
        <translation>Nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
</context>
<context>
    <name>dtriage::EvidencePanel</name>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Input key</source>
        <translation>Eingabeschlüssel</translation>
    </message>
    <message>
        <source>Offending call</source>
        <translation>Verursachender Aufruf</translation>
    </message>
    <message>
        <source>Provenance chain</source>
        <translation>Herkunftskette</translation>
    </message>
    <message>
        <source>Provenance module</source>
        <translation>Herkunftsmodul</translation>
    </message>
    <message>
        <source>Why this site</source>
        <translation>Warum diese Stelle</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Evidence for the marked site</source>
        <translation>Belege für die markierte Stelle</translation>
    </message>
</context>
<context>
    <name>dtriage::FailureGroupModel</name>
    <message>
        <source>no family takes the reason</source>
        <translation>keine Familie nimmt den Grund an</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n entries)</source>
        <translation>
            <numerusform>%1 (%n Eintrag)</numerusform>
            <numerusform>%1 (%n Einträge)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no flavor)</source>
        <translation>(keine Fehlerart)</translation>
    </message>
</context>
<context>
    <name>dtriage::FailureListModel</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Bring-up status</source>
        <translation>Bring-up-Status</translation>
    </message>
    <message>
        <source>Flavor</source>
        <translation>Fehlerart</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Pre-flight</source>
        <translation>Vorabprüfung</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <source>No failure family takes this reason</source>
        <translation>Keine Fehlerfamilie nimmt diesen Grund an</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>xfail</source>
        <translation>xfail</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>skip</translation>
    </message>
    <message>
        <source>%1
%2, line %3</source>
        <translation>%1
%2, Zeile %3</translation>
    </message>
</context>
<context>
    <name>dtriage::FailureListPane</name>
    <message>
        <source>Filter by key, status, flavor or reason (Ctrl+F)</source>
        <translation>Nach Schlüssel, Status, Fehlerart oder Grund filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter the entries</source>
        <translation>Einträge filtern</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>Alle Einträge</translation>
    </message>
    <message>
        <source>Any failure family</source>
        <translation>Irgendeine Fehlerfamilie</translation>
    </message>
    <message>
        <source>Only the entries whose reason a failure family&apos;s gate takes (the Family column)</source>
        <translation>Nur die Einträge, deren Grund das Tor einer Fehlerfamilie annimmt (die Spalte Familie)</translation>
    </message>
    <message>
        <source>All failing</source>
        <translation>Alle fehlschlagenden</translation>
    </message>
    <message>
        <source>Only entries that are not expected to pass</source>
        <translation>Nur Einträge, bei denen kein Bestehen erwartet wird</translation>
    </message>
    <message>
        <source>Training entries</source>
        <translation>Trainingseinträge</translation>
    </message>
    <message>
        <source>Training entries by family, flavor and loader</source>
        <translation>Trainingseinträge nach Familie, Fehlerart und Loader</translation>
    </message>
    <message>
        <source>Expand All</source>
        <translation>Alle aufklappen</translation>
    </message>
    <message>
        <source>Collapse All</source>
        <translation>Alle zuklappen</translation>
    </message>
</context>
<context>
    <name>dtriage::InputsEvidence</name>
    <message>
        <source>forward(%1)</source>
        <translation>forward(%1)</translation>
    </message>
    <message>
        <source>load_inputs returned a %1: passed by keyword</source>
        <translation>load_inputs gab den Typ %1 zurück: per Schlüsselwort übergeben</translation>
    </message>
    <message>
        <source>load_inputs returned a %1: passed by position</source>
        <translation>load_inputs gab den Typ %1 zurück: positional übergeben</translation>
    </message>
    <message>
        <source>load_inputs returned one %1: the first positional argument</source>
        <translation>load_inputs gab einen einzelnen Wert vom Typ %1 zurück: das erste Positionsargument</translation>
    </message>
    <message>
        <source>BFLOAT16-TRAIN: forward, unpack and backward pass</source>
        <translation>BFLOAT16-TRAIN: Forward, Unpack und Backward bestehen</translation>
    </message>
    <message>
        <source>BFLOAT16-TRAIN failed in %1: %2</source>
        <translation>BFLOAT16-TRAIN fehlgeschlagen in %1: %2</translation>
    </message>
    <message>
        <source>Batch 2: training passes</source>
        <translation>Batch 2: Training besteht</translation>
    </message>
    <message>
        <source>Batch 2: still fails (%1)</source>
        <translation>Batch 2: schlägt weiterhin fehl (%1)</translation>
    </message>
    <message>
        <source>inference passes</source>
        <translation>Inferenz besteht</translation>
    </message>
    <message>
        <source>inference fails (%1)</source>
        <translation>Inferenz schlägt fehl (%1)</translation>
    </message>
    <message>
        <source>Inputs before the fix</source>
        <translation>Eingaben vor der Korrektur</translation>
    </message>
    <message>
        <source>Inputs after the fix</source>
        <translation>Eingaben nach der Korrektur</translation>
    </message>
    <message>
        <source>Key or slot</source>
        <translation>Schlüssel oder Position</translation>
    </message>
    <message>
        <source>Lands in</source>
        <translation>Landet in</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>The inputs probe has not run yet.</source>
        <translation>Die Inputs-Sonde ist noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>The probe runs again once a fix landed.</source>
        <translation>Die Sonde läuft erneut, sobald eine Korrektur angewendet ist.</translation>
    </message>
    <message>
        <source>(no parameter)</source>
        <translation>(kein Parameter)</translation>
    </message>
    <message>
        <source>%1 · the return at line %2</source>
        <translation>%1 · das return in Zeile %2</translation>
    </message>
</context>
<context>
    <name>dtriage::InputsPlaybook</name>
    <message>
        <source>no inputs fix: %1</source>
        <translation>keine Inputs-Korrektur: %1</translation>
    </message>
    <message>
        <source>the edited load_inputs raised %1; the fix was reverted</source>
        <translation>das bearbeitete load_inputs hat %1 ausgelöst; die Korrektur wurde zurückgenommen</translation>
    </message>
    <message numerus="yes">
        <source>load_inputs returns in %n places: the other variants failing this way are probed first</source>
        <translation>
            <numerusform>load_inputs kehrt an %n Stelle zurück: die anderen so scheiternden Varianten werden zuerst geprobt</numerusform>
            <numerusform>load_inputs kehrt an %n Stellen zurück: die anderen so scheiternden Varianten werden zuerst geprobt</numerusform>
        </translation>
    </message>
    <message>
        <source>inputs probe of %1 (which return it reaches)</source>
        <translation>Eingaben-Probe von %1 (welches return sie erreicht)</translation>
    </message>
    <message numerus="yes">
        <source>load_inputs also returns at line %1: the fix leaves it as it is</source>
        <translation>
            <numerusform>load_inputs kehrt auch in Zeile %1 zurück: der Fix lässt sie, wie sie ist</numerusform>
            <numerusform>load_inputs kehrt auch in den Zeilen %1 zurück: der Fix lässt sie, wie sie sind</numerusform>
        </translation>
    </message>
    <message>
        <source>another variant&apos;s return not edited: %1</source>
        <translation>return einer anderen Variante nicht geändert: %1</translation>
    </message>
    <message>
        <source>the fix edits only this test&apos;s return: %1</source>
        <translation>der Fix ändert nur das return dieses Tests: %1</translation>
    </message>
    <message numerus="yes">
        <source>the edit reaches %n other variant(s) of the loader: each runs with it first</source>
        <translation>
            <numerusform>die Änderung erreicht %n weitere Variante des Loaders: sie läuft zuerst mit ihr</numerusform>
            <numerusform>die Änderung erreicht %n weitere Varianten des Loaders: jede läuft zuerst mit ihr</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 with the edit</source>
        <translation>%1 von %2 mit der Änderung</translation>
    </message>
    <message>
        <source>%1 of %2 without it</source>
        <translation>%1 von %2 ohne sie</translation>
    </message>
    <message>
        <source>another variant was not checked with the edit: %1</source>
        <translation>eine andere Variante wurde nicht mit der Änderung geprüft: %1</translation>
    </message>
    <message>
        <source>the edit broke other variants (%1): it is made for %2 only, as their forward takes it</source>
        <translation>die Änderung brach andere Varianten (%1): sie wird nur für %2 vorgenommen, deren Forward sie annimmt</translation>
    </message>
    <message>
        <source>the edit breaks other variants of the loader, which share its return: %1</source>
        <translation>die Änderung bricht andere Varianten des Loaders, die sich sein return teilen: %1</translation>
    </message>
</context>
<context>
    <name>dtriage::Job</name>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed to start %1: %2</source>
        <translation>Start von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation>Zeitüberschreitung nach %1 s</translation>
    </message>
    <message>
        <source>aborted (SIGABRT)</source>
        <translation>abgebrochen (SIGABRT)</translation>
    </message>
    <message>
        <source>segmentation fault (SIGSEGV)</source>
        <translation>Speicherzugriffsfehler (SIGSEGV)</translation>
    </message>
    <message>
        <source>killed by signal %1 (%2)</source>
        <translation>durch Signal %1 beendet (%2)</translation>
    </message>
    <message>
        <source>aborted (exit %1)</source>
        <translation>abgebrochen (Exit %1)</translation>
    </message>
    <message>
        <source>segmentation fault (exit %1)</source>
        <translation>Speicherzugriffsfehler (Exit %1)</translation>
    </message>
    <message>
        <source>killed by signal %1 (%2, exit %3)</source>
        <translation>durch Signal %1 beendet (%2, Exit %3)</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>exceeded the memory limit of %1 GB</source>
        <translation>hat das Speicherlimit von %1 GB überschritten</translation>
    </message>
    <message>
        <source>failed to start: %1</source>
        <translation>Start fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
</context>
<context>
    <name>dtriage::JobConsole</name>
    <message>
        <source>The output of the selected job appears here.</source>
        <translation>Die Ausgabe des ausgewählten Jobs erscheint hier.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the selected job (its whole process group)</source>
        <translation>Den ausgewählten Job stoppen (seine gesamte Prozessgruppe)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) running</source>
        <translation>
            <numerusform>%n Job läuft</numerusform>
            <numerusform>%n Jobs laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>No job running</source>
        <translation>Kein Job läuft</translation>
    </message>
    <message>
        <source>No jobs yet</source>
        <translation>Noch keine Jobs</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Job output</source>
        <translation>Ausgabe des Jobs</translation>
    </message>
    <message>
        <source>%1 of %2 jobs ended</source>
        <translation>%1 von %2 Jobs beendet</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v von %m</translation>
    </message>
    <message>
        <source>The selected job: %1 of %2</source>
        <translation>Der gewählte Job: %1 von %2</translation>
    </message>
    <message>
        <source>%v of %m jobs ended</source>
        <translation>%v von %m Jobs beendet</translation>
    </message>
</context>
<context>
    <name>dtriage::JobListModel</name>
    <message>
        <source>Canceled by the user</source>
        <translation>Vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>running %1/%2</source>
        <translation>läuft %1/%2</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>dtriage::MainWindow</name>
    <message>
        <source>dtype-triage</source>
        <translation>dtype-triage</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Checkout…</source>
        <translation>Checkout ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Config problems</source>
        <translation>Konfigurationsprobleme</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Checkout: %1 — loading configs…</source>
        <translation>Checkout: %1 — Konfigurationen werden geladen…</translation>
    </message>
    <message>
        <source>dtype-triage — %1</source>
        <translation>dtype-triage — %1</translation>
    </message>
    <message numerus="yes">
        <source>Checkout: %1 — %n config file(s)</source>
        <translation>
            <numerusform>Checkout: %1 — %n Konfigurationsdatei</numerusform>
            <numerusform>Checkout: %1 — %n Konfigurationsdateien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation>%1 von %2 Einträgen</translation>
    </message>
    <message>
        <source>Open a tt-xla checkout</source>
        <translation>tt-xla-Checkout öffnen</translation>
    </message>
    <message>
        <source>Pre-flight: %1 of %2 loaders</source>
        <translation>Vorabprüfung: %1 von %2 Loadern</translation>
    </message>
    <message>
        <source>Pre-flight: scanning loaders…</source>
        <translation>Vorabprüfung: Loader werden gescannt…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Import JUnit…</source>
        <translation>JUnit &amp;importieren…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Triage</source>
        <translation>&amp;Triage</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>&amp;Bericht…</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Next Entry</source>
        <translation>&amp;Nächster Eintrag</translation>
    </message>
    <message>
        <source>&amp;Previous Entry</source>
        <translation>&amp;Vorheriger Eintrag</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>looking for an interpreter with torch…</source>
        <translation>Interpreter mit torch wird gesucht…</translation>
    </message>
    <message>
        <source>No Python that can import torch: %1</source>
        <translation>Kein Python, das torch importieren kann: %1</translation>
    </message>
    <message>
        <source>Import JUnit results</source>
        <translation>JUnit-Ergebnisse importieren</translation>
    </message>
    <message>
        <source>JUnit XML (*.xml);;All files (*)</source>
        <translation>JUnit-XML (*.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Triage running</source>
        <translation>Triage läuft</translation>
    </message>
    <message numerus="yes">
        <source>%n triage session(s) still running. Quit anyway? Opening this checkout again offers to resume them where they stopped.</source>
        <translation>
            <numerusform>%n Triage-Sitzung läuft noch. Trotzdem beenden? Beim nächsten Öffnen dieses Checkouts kann sie dort fortgesetzt werden, wo sie stehen blieb.</numerusform>
            <numerusform>%n Triage-Sitzungen laufen noch. Trotzdem beenden? Beim nächsten Öffnen dieses Checkouts können sie dort fortgesetzt werden, wo sie stehen blieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pre-flight: no loaders to scan</source>
        <translation>Vorabprüfung: keine Loader zu prüfen</translation>
    </message>
    <message>
        <source>Only the YAML can be shown: %1</source>
        <translation>Nur die YAML kann angezeigt werden: %1</translation>
    </message>
    <message>
        <source>Pre-flight: %1</source>
        <translation>Vorabprüfung: %1</translation>
    </message>
    <message>
        <source>Import &amp;Probe Result…</source>
        <translation>&amp;Sondenergebnis importieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Select the entry the probe result is of, then import it</source>
        <translation>Den Eintrag wählen, zu dem das Sondenergebnis gehört, dann importieren</translation>
    </message>
    <message>
        <source>Triaging %1 with the probe result %2</source>
        <translation>Triagiere %1 mit dem Sondenergebnis %2</translation>
    </message>
    <message>
        <source>Probe output (*.txt *.log);;All files (*)</source>
        <translation>Sondenausgabe (*.txt *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Import a probe result (forward_probe.py&apos;s or inputs_probe.py&apos;s output, run elsewhere)</source>
        <translation>Ein Sondenergebnis importieren (Ausgabe von forward_probe.py oder inputs_probe.py, anderswo ausgeführt)</translation>
    </message>
    <message>
        <source>Sur&amp;vey Failing Entries…</source>
        <translation>Scheiternde Einträge &amp;erheben…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <source>A survey needs an open checkout and a Python that imports torch</source>
        <translation>Eine Erhebung braucht einen geöffneten Checkout und ein Python, das torch importiert</translation>
    </message>
    <message>
        <source>No failing training entry to survey</source>
        <translation>Kein scheiternder Trainingseintrag zu erheben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About dtype-triage</source>
        <translation>Über &amp;dtype-triage</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About dtype-triage</source>
        <translation>Über dtype-triage</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Group by Family, Flavor and Loader</source>
        <translation>Nach Familie, Fehlerart und Loader &amp;gruppieren</translation>
    </message>
    <message>
        <source>&amp;CI History…</source>
        <translation>&amp;CI-Verlauf…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Cancel the batch?</source>
        <translation>Den Stapel abbrechen?</translation>
    </message>
    <message>
        <source>%1 of %2 entries are done. The running triages stop (a loader fix applied and not approved is reverted) and the rest are not triaged.</source>
        <translation>%1 von %2 Einträgen sind fertig. Die laufenden Triagen halten an (eine angewendete, nicht freigegebene Loader-Korrektur wird zurückgenommen) und der Rest wird nicht triagiert.</translation>
    </message>
    <message>
        <source>Cancel Batch</source>
        <translation>Stapel abbrechen</translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
</context>
<context>
    <name>dtriage::OutputTreeView</name>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>forward_output</source>
        <translation>forward_output</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Loss</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weiterer</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>No fix can name this entry: its key is no str, int, bool or None, or another entry shows as it too. Sum the output to use it.</source>
        <translation>Keine Korrektur kann diesen Eintrag benennen: sein Schlüssel ist kein str, int, bool oder None, oder ein anderer Eintrag wird ebenso angezeigt. Summieren Sie die Ausgabe, um ihn zu verwenden.</translation>
    </message>
</context>
<context>
    <name>dtriage::ProbeJob</name>
    <message>
        <source>the warm worker went away</source>
        <translation>der Warm-Worker ist verschwunden</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation>Zeitüberschreitung nach %1 s</translation>
    </message>
    <message>
        <source>failed to start: %1</source>
        <translation>Start fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the probe request names no probe script</source>
        <translation>die Sondenanfrage nennt kein Sondenskript</translation>
    </message>
</context>
<context>
    <name>dtriage::ProbePlaybook</name>
    <message>
        <source>%1 %2 (after the fix)</source>
        <translation>%1 %2 (nach der Korrektur)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>reading the %1 result %2</source>
        <translation>das Ergebnis der %1 %2 wird gelesen</translation>
    </message>
    <message>
        <source>%1 imported from %2 (run elsewhere)</source>
        <translation>%1 aus %2 importiert (anderswo ausgeführt)</translation>
    </message>
    <message>
        <source>%1 after the fix</source>
        <translation>%1 nach der Korrektur</translation>
    </message>
    <message>
        <source>%1 %2 (the edit, imported before it is offered)</source>
        <translation>%1 %2 (die Änderung, importiert, bevor sie angeboten wird)</translation>
    </message>
    <message>
        <source>%1 %2 (with the edit, run before it is offered)</source>
        <translation>%1 %2 (mit der Änderung, ausgeführt, bevor sie angeboten wird)</translation>
    </message>
</context>
<context>
    <name>dtriage::PytestJob</name>
    <message numerus="yes">
        <source>pytest (%n key(s))</source>
        <translation>
            <numerusform>pytest (%n Schlüssel)</numerusform>
            <numerusform>pytest (%n Schlüssel)</numerusform>
        </translation>
    </message>
    <message>
        <source>pytest did not finish: %1</source>
        <translation>pytest wurde nicht abgeschlossen: %1</translation>
    </message>
    <message>
        <source>all tests passed (pytest exit 0)</source>
        <translation>alle Tests bestanden (pytest-Exit 0)</translation>
    </message>
    <message>
        <source>some tests failed (pytest exit 1)</source>
        <translation>einige Tests fehlgeschlagen (pytest-Exit 1)</translation>
    </message>
    <message>
        <source>pytest internal error (exit 3)</source>
        <translation>interner pytest-Fehler (Exit 3)</translation>
    </message>
    <message>
        <source>pytest exited with code %1</source>
        <translation>pytest wurde mit Code %1 beendet</translation>
    </message>
</context>
<context>
    <name>dtriage::ReportDialog</name>
    <message>
        <source>Export Markdown</source>
        <translation>Markdown exportieren</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>HTML exportieren</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <source>Export the loader patch</source>
        <translation>Loader-Patch exportieren</translation>
    </message>
    <message>
        <source>Export the YAML patch</source>
        <translation>YAML-Patch exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Patches (*.patch)</source>
        <translation>Patches (*.patch)</translation>
    </message>
    <message>
        <source>Triage report</source>
        <translation>Triage-Bericht</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Patches</source>
        <translation>Patches</translation>
    </message>
    <message>
        <source>The pull-request description, as “Copy PR text” copies it</source>
        <translation>Die Pull-Request-Beschreibung, wie “PR-Text kopieren” sie kopiert</translation>
    </message>
    <message>
        <source>Loader diff (apply in the submodule %1)</source>
        <translation>Loader-Diff (im Submodul %1 anwenden)</translation>
    </message>
    <message>
        <source>No loader edit.</source>
        <translation>Keine Loader-Bearbeitung.</translation>
    </message>
    <message>
        <source>YAML diff (%1)</source>
        <translation>YAML-Diff (%1)</translation>
    </message>
    <message>
        <source>No YAML change.</source>
        <translation>Keine YAML-Änderung.</translation>
    </message>
    <message>
        <source>Nothing to report yet</source>
        <translation>Noch nichts zu berichten</translation>
    </message>
    <message>
        <source>No entry has been triaged in this session. Triage an entry from the failure list: every finished or stopped triage adds its entry to the report (the fix, the YAML change, the pytest outcome and what needs a human), ready to copy as the pull-request description.</source>
        <translation>In dieser Sitzung wurde noch kein Eintrag triagiert. Triagieren Sie einen Eintrag aus der Fehlerliste: Jede abgeschlossene oder angehaltene Triage fügt ihren Eintrag dem Bericht hinzu (die Korrektur, die YAML-Änderung, das pytest-Ergebnis und was ein Mensch prüfen muss), bereit zum Kopieren als Pull-Request-Beschreibung.</translation>
    </message>
    <message>
        <source>Copy PR text</source>
        <translation>PR-Text kopieren</translation>
    </message>
    <message>
        <source>Copy the Markdown to paste as the pull-request description</source>
        <translation>Das Markdown kopieren, um es als Pull-Request-Beschreibung einzufügen</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Markdown exportieren…</translation>
    </message>
    <message>
        <source>Export HTML…</source>
        <translation>HTML exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Export all to folder…</source>
        <translation>Alles in einen Ordner exportieren…</translation>
    </message>
    <message>
        <source>report.md, report.html, report.json and the two patches</source>
        <translation>report.md, report.html, report.json und die beiden Patches</translation>
    </message>
    <message numerus="yes">
        <source>Copied the pull-request text (Markdown, %n line(s)) to the clipboard.</source>
        <translation>
            <numerusform>Der Pull-Request-Text (Markdown, %n Zeile) wurde in die Zwischenablage kopiert.</numerusform>
            <numerusform>Der Pull-Request-Text (Markdown, %n Zeilen) wurde in die Zwischenablage kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to export: no entry has been triaged</source>
        <translation>nichts zu exportieren: es wurde kein Eintrag triagiert</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Wrote %1 in %2</source>
        <translation>%1 in %2 geschrieben</translation>
    </message>
    <message>
        <source>Export all to folder</source>
        <translation>Alles in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>dtriage::ResumeBar</name>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Verwerfen</translation>
    </message>
    <message numerus="yes">
        <source>%n triage session(s) did not finish: %1</source>
        <translation>
            <numerusform>%n Triage-Sitzung wurde nicht abgeschlossen: %1</numerusform>
            <numerusform>%n Triage-Sitzungen wurden nicht abgeschlossen: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dtriage::RunArtifacts</name>
    <message>
        <source>listing the artifacts of run %1</source>
        <translation>die Artefakte von Lauf %1 auflisten</translation>
    </message>
    <message>
        <source>gh&apos;s list of the artifacts of run %1 is not the artifacts API&apos;s answer</source>
        <translation>die Artefaktliste von Lauf %1 durch gh ist keine Antwort der Artefakt-API</translation>
    </message>
    <message>
        <source>run %1 lists more than %2 artifacts: not a run of the workflow&apos;s</source>
        <translation>Lauf %1 listet mehr als %2 Artefakte: kein Lauf dieses Workflows</translation>
    </message>
    <message>
        <source>run %1: the artifact name “%2” is no test-reports artifact&apos;s: not downloaded</source>
        <translation>Lauf %1: der Artefaktname „%2“ ist nicht der eines test-reports-Artefakts: nicht heruntergeladen</translation>
    </message>
    <message>
        <source>run %1: %2 has expired on GitHub: its reports are gone</source>
        <translation>Lauf %1: %2 ist auf GitHub abgelaufen: seine Berichte sind fort</translation>
    </message>
    <message>
        <source>it is %1, more than a report artifact may be</source>
        <translation>es ist %1, mehr als ein Berichtsartefakt sein darf</translation>
    </message>
    <message>
        <source>run %1: downloading %2 (%3)</source>
        <translation>Lauf %1: lade %2 herunter (%3)</translation>
    </message>
    <message>
        <source>it passed %1 while downloading (GitHub listed %2)</source>
        <translation>es überschritt beim Herunterladen %1 (GitHub nannte %2)</translation>
    </message>
    <message>
        <source>run %1: %2 did not download as a zip</source>
        <translation>Lauf %1: %2 kam nicht als Zip an</translation>
    </message>
    <message>
        <source>downloading %1</source>
        <translation>%1 herunterladen</translation>
    </message>
    <message>
        <source>cannot keep the download of %1 as %2</source>
        <translation>kann den Download von %1 nicht als %2 behalten</translation>
    </message>
    <message>
        <source>run %1: %2 not taken: %3</source>
        <translation>Lauf %1: %2 nicht übernommen: %3</translation>
    </message>
</context>
<context>
    <name>dtriage::SessionPanel</name>
    <message>
        <source>Choose an entry in the list</source>
        <translation>Wählen Sie einen Eintrag in der Liste</translation>
    </message>
    <message>
        <source>Start triage</source>
        <translation>Triage starten</translation>
    </message>
    <message>
        <source>Run the triage of this entry (Enter in the list)</source>
        <translation>Die Triage dieses Eintrags ausführen (Eingabetaste in der Liste)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running jobs; an applied, unapproved loader fix is reverted</source>
        <translation>Die laufenden Jobs stoppen; eine angewendete, nicht freigegebene Loader-Korrektur wird zurückgenommen</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>Reverted: %1</source>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Not reverted: %1</source>
        <translation>Nicht zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Not triaged in this window yet</source>
        <translation>In diesem Fenster noch nicht triagiert</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Triage again</source>
        <translation>Erneut triagieren</translation>
    </message>
    <message>
        <source>Report…</source>
        <translation>Bericht…</translation>
    </message>
    <message>
        <source>Preview and export the report of every finished triage (Ctrl+R)</source>
        <translation>Bericht aller abgeschlossenen Triagen ansehen und exportieren (Strg+R)</translation>
    </message>
    <message>
        <source>Prediction of the pre-flight (nothing ran yet; the repro or probe confirms it): %1</source>
        <translation>Vorhersage der Vorabprüfung (noch lief nichts; der Repro oder die Probe bestätigt sie): %1</translation>
    </message>
    <message>
        <source>Formatting: %1</source>
        <translation>Formatierung: %1</translation>
    </message>
    <message>
        <source>Judgement call: say which loss reads it (Why, by the output tree), build the fix again, then approve</source>
        <translation>Ermessensfrage: sagen Sie, welcher Loss es liest (Warum, beim Ausgabebaum), erstellen Sie die Korrektur neu, dann freigeben</translation>
    </message>
</context>
<context>
    <name>dtriage::SessionVerification</name>
    <message>
        <source>pytest for %1</source>
        <translation>pytest für %1</translation>
    </message>
    <message>
        <source>pytest did not run the tests: %1</source>
        <translation>pytest hat die Tests nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>reading the recorded pytest results %1</source>
        <translation>die aufgezeichneten pytest-Ergebnisse %1 werden gelesen</translation>
    </message>
    <message>
        <source>the JUnit file could not be read: %1</source>
        <translation>die JUnit-Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>waiting for tt-xla&apos;s CI run %1 (%2)</source>
        <translation>wartet auf CI-Lauf %1 von tt-xla (%2)</translation>
    </message>
    <message>
        <source>waiting for tt-xla&apos;s CI: %1</source>
        <translation>wartet auf die CI von tt-xla: %1</translation>
    </message>
    <message>
        <source>waiting for tt-xla&apos;s CI: dispatch the verification of %1</source>
        <translation>wartet auf die CI von tt-xla: den Start der Verifikation von %1</translation>
    </message>
    <message>
        <source>a run was dispatched (%1) but not found before the session closed: look for it on GitHub before dispatching again</source>
        <translation>ein Lauf wurde gestartet (%1), aber nicht gefunden, bevor die Sitzung geschlossen wurde: suchen Sie ihn auf GitHub, bevor Sie erneut starten</translation>
    </message>
    <message numerus="yes">
        <source>reading the %n test report(s) of CI run %1</source>
        <translation>
            <numerusform>den %n Testbericht von CI-Lauf %1 lesen</numerusform>
            <numerusform>die %n Testberichte von CI-Lauf %1 lesen</numerusform>
        </translation>
    </message>
    <message>
        <source>no Python to run pytest with</source>
        <translation>kein Python, mit dem pytest laufen könnte</translation>
    </message>
</context>
<context>
    <name>dtriage::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>A CPU repro still running after this long is stopped</source>
        <translation>Ein CPU-Repro, der nach dieser Zeit noch läuft, wird gestoppt</translation>
    </message>
    <message>
        <source>A pytest run still running after this long is stopped</source>
        <translation>Ein pytest-Lauf, der nach dieser Zeit noch läuft, wird gestoppt</translation>
    </message>
    <message>
        <source>How many CPU repros run at the same time</source>
        <translation>Wie viele CPU-Repros gleichzeitig laufen</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Python &amp;interpreter:</source>
        <translation>Python-&amp;Interpreter:</translation>
    </message>
    <message>
        <source>&amp;Repro timeout:</source>
        <translation>&amp;Repro-Zeitlimit:</translation>
    </message>
    <message>
        <source>&amp;Pytest timeout:</source>
        <translation>&amp;Pytest-Zeitlimit:</translation>
    </message>
    <message>
        <source>Parallel repro &amp;jobs:</source>
        <translation>Parallele Repro-&amp;Jobs:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Empty: auto-detect (venv, else a python3 that imports torch)</source>
        <translation>Leer: automatisch erkennen (venv, sonst ein python3, das torch importiert)</translation>
    </message>
    <message>
        <source>Empty: the checkout&apos;s venv/bin/python when it exists, else the first python3 on PATH that can import torch</source>
        <translation>Leer: venv/bin/python des Checkouts, falls vorhanden, sonst das erste python3 auf PATH, das torch importieren kann</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Python interpreter</source>
        <translation>Python-Interpreter</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Half the RAM (%1 GB)</source>
        <translation>Halber Arbeitsspeicher (%1 GB)</translation>
    </message>
    <message>
        <source>Each repro and pytest run may use this much memory; one that needs more stops with &quot;exceeded the memory limit&quot; instead of exhausting the machine</source>
        <translation>Jeder Repro- und pytest-Lauf darf so viel Speicher nutzen; ein Lauf, der mehr braucht, endet mit „Speicherlimit überschritten“, statt den Rechner zu erschöpfen</translation>
    </message>
    <message>
        <source>&amp;Memory limit per job:</source>
        <translation>&amp;Speicherlimit pro Job:</translation>
    </message>
</context>
<context>
    <name>dtriage::SourceView</name>
    <message>
        <source>Loader source</source>
        <translation>Loader-Quelltext</translation>
    </message>
    <message>
        <source>No source</source>
        <translation>Kein Quelltext</translation>
    </message>
    <message>
        <source>Why this site</source>
        <translation>Warum diese Stelle</translation>
    </message>
    <message>
        <source>Show the evidence for the marked site beside the code</source>
        <translation>Die Belege für die markierte Stelle neben dem Code zeigen</translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyDock</name>
    <message>
        <source>Survey</source>
        <translation>Erhebung</translation>
    </message>
    <message>
        <source>No survey of this checkout yet.</source>
        <translation>Noch keine Erhebung dieses Checkouts.</translation>
    </message>
    <message>
        <source>Surveying: %1 of %2 entries (%3 kept from an earlier survey)%4</source>
        <translation>Erhebung: %1 von %2 Einträgen (%3 aus einer früheren Erhebung übernommen)%4</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, noch etwa %1</translation>
    </message>
    <message>
        <source>The survey could not start: %1</source>
        <translation>Die Erhebung konnte nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Survey canceled after %1 of %2 entries; what came in is kept: the next survey goes on from there.</source>
        <translation>Erhebung nach %1 von %2 Einträgen abgebrochen; das Erhobene bleibt: die nächste Erhebung setzt dort fort.</translation>
    </message>
    <message>
        <source>Nothing started: a batch is running, or every selected entry is triaged or being triaged.</source>
        <translation>Nichts gestartet: ein Stapel läuft, oder jeder gewählte Eintrag ist triagiert oder wird es gerade.</translation>
    </message>
    <message>
        <source>Triage started for %1 entries; %2 need their observed reason recorded first (or no family takes them).</source>
        <translation>Triage für %1 Einträge gestartet; bei %2 muss zuerst der beobachtete Grund eingetragen werden (oder keine Familie nimmt sie).</translation>
    </message>
    <message numerus="yes">
        <source>Triage started for %n entries.</source>
        <translation>
            <numerusform>Triage für %n Eintrag gestartet.</numerusform>
            <numerusform>Triage für %n Einträge gestartet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record Observed Reasons</source>
        <translation>Beobachtete Gründe eintragen</translation>
    </message>
    <message>
        <source>The reasons as the survey saw them, in %1. Nothing is written until you approve; the statuses stay.</source>
        <translation>Die Gründe, wie die Erhebung sie sah, in %1. Nichts wird geschrieben, bevor Sie zustimmen; die Status bleiben.</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>Save Survey Report</source>
        <translation>Erhebungsbericht speichern</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html);;JSON (*.json)</source>
        <translation>Markdown (*.md);;HTML (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Survey report written: %1</source>
        <translation>Erhebungsbericht geschrieben: %1</translation>
    </message>
    <message>
        <source>Nothing to triage: record the observed reasons first (or no family takes these entries).</source>
        <translation>Nichts zu triagieren: zuerst die beobachteten Gründe eintragen (oder keine Familie nimmt diese Einträge).</translation>
    </message>
    <message>
        <source>, the last %1 running</source>
        <translation>, die letzten %1 laufen</translation>
    </message>
    <message numerus="yes">
        <source>%n entries surveyed in %1 (%2 kept from an earlier survey%4); %3 recorded reasons contradict what the survey saw.</source>
        <translation>
            <numerusform>%n Eintrag in %1 erhoben (%2 aus einer früheren Erhebung übernommen%4); %3 eingetragene Gründe widersprechen dem, was die Erhebung sah.</numerusform>
            <numerusform>%n Einträge in %1 erhoben (%2 aus einer früheren Erhebung übernommen%4); %3 eingetragene Gründe widersprechen dem, was die Erhebung sah.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyPanel</name>
    <message>
        <source>No survey yet: Triage ▸ Survey Failing Entries runs every failing training entry&apos;s CPU training step and groups the backlog by what fails.</source>
        <translation>Noch keine Erhebung: Triage ▸ Scheiternde Einträge erheben führt den CPU-Trainingsschritt jedes scheiternden Trainingseintrags aus und gruppiert den Rückstand nach dem, was scheitert.</translation>
    </message>
    <message>
        <source>Survey of the backlog</source>
        <translation>Erhebung des Rückstands</translation>
    </message>
    <message>
        <source>&amp;Triage Group</source>
        <translation>Gruppe &amp;triagieren</translation>
    </message>
    <message>
        <source>Record Observed &amp;Reasons…</source>
        <translation>Beobachtete &amp;Gründe eintragen…</translation>
    </message>
    <message>
        <source>Save Survey Report…</source>
        <translation>Erhebungsbericht speichern…</translation>
    </message>
    <message numerus="yes">
        <source>Triage the %n selected entries whose recorded reason the family&apos;s triage takes</source>
        <translation>
            <numerusform>Den %n gewählten Eintrag triagieren, dessen eingetragenen Grund die Triage der Familie nimmt</numerusform>
            <numerusform>Die %n gewählten Einträge triagieren, deren eingetragenen Grund die Triage der Familie nimmt</numerusform>
        </translation>
    </message>
    <message>
        <source>No selected entry has a recorded reason a family&apos;s triage takes: record the observed reasons first</source>
        <translation>Kein gewählter Eintrag hat einen eingetragenen Grund, den die Triage einer Familie nimmt: zuerst die beobachteten Gründe eintragen</translation>
    </message>
    <message numerus="yes">
        <source>Record what the survey saw as the reason of %n selected entries (one YAML diff to approve; the status stays)</source>
        <translation>
            <numerusform>Was die Erhebung sah als Grund von %n gewähltem Eintrag eintragen (ein YAML-Diff zur Zustimmung; der Status bleibt)</numerusform>
            <numerusform>Was die Erhebung sah als Grund von %n gewählten Einträgen eintragen (ein YAML-Diff zur Zustimmung; der Status bleibt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to record: the reasons already say it, or it passed on CPU (pytest decides: triage it), or it failed for this machine&apos;s environment</source>
        <translation>Nichts einzutragen: die Gründe sagen es schon, oder es bestand auf der CPU (pytest entscheidet: triagieren), oder es scheiterte an der Umgebung dieses Rechners</translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyRun</name>
    <message>
        <source>no failure family of this build probes the training step</source>
        <translation>keine Fehlerfamilie dieses Builds probt den Trainingsschritt</translation>
    </message>
</context>
<context>
    <name>dtriage::SurveyTreeModel</name>
    <message>
        <source>did not run: %1</source>
        <translation>lief nicht: %1</translation>
    </message>
    <message>
        <source>passes on CPU</source>
        <translation>besteht auf der CPU</translation>
    </message>
    <message>
        <source>Group ▸ loader ▸ entry</source>
        <translation>Gruppe ▸ Loader ▸ Eintrag</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>What the survey saw</source>
        <translation>Was die Erhebung sah</translation>
    </message>
    <message>
        <source>Recorded reason</source>
        <translation>Eingetragener Grund</translation>
    </message>
    <message>
        <source>Stale recorded reasons</source>
        <translation>Veraltete eingetragene Gründe</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>The recorded reason says something else than what the survey saw</source>
        <translation>Der eingetragene Grund sagt etwas anderes, als die Erhebung sah</translation>
    </message>
    <message>
        <source>%1
(kept from an earlier survey: nothing it depends on changed)</source>
        <translation>%1
(aus einer früheren Erhebung übernommen: nichts, wovon es abhängt, hat sich geändert)</translation>
    </message>
    <message>
        <source>did not run</source>
        <translation>lief nicht</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>other failures</source>
        <translation>andere Fehler</translation>
    </message>
    <message>
        <source>unclassified</source>
        <translation>nicht eingeordnet</translation>
    </message>
</context>
<context>
    <name>dtriage::TriageCoordinator</name>
    <message>
        <source>not triaged: %1</source>
        <translation>nicht triagiert: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <source>not triaged: the batch was canceled</source>
        <translation>nicht triagiert: der Batch wurde abgebrochen</translation>
    </message>
    <message>
        <source>not triaged: the loader&apos;s diff from %1 awaits approval</source>
        <translation>nicht triagiert: der Loader-Diff aus %1 wartet auf Freigabe</translation>
    </message>
    <message>
        <source>%1: the unfinished session could not be resumed (%2); starting afresh</source>
        <translation>%1: die nicht abgeschlossene Sitzung konnte nicht fortgesetzt werden (%2); es wird neu begonnen</translation>
    </message>
    <message>
        <source>in the scope of %1&apos;s session</source>
        <translation>im Bereich der Sitzung von %1</translation>
    </message>
</context>
<context>
    <name>dtriage::TriageRuns</name>
    <message>
        <source>waiting for the session on the same loader</source>
        <translation>wartet auf die Sitzung desselben Loaders</translation>
    </message>
</context>
<context>
    <name>dtriage::TriageSession</name>
    <message>
        <source>resolving %1</source>
        <translation>%1 wird aufgelöst</translation>
    </message>
    <message>
        <source>no session folder: %1</source>
        <translation>kein Sitzungsordner: %1</translation>
    </message>
    <message>
        <source>no Python to run the repro: %1</source>
        <translation>kein Python zum Ausführen des Repros: %1</translation>
    </message>
    <message>
        <source>canceled; the loader fix was reverted</source>
        <translation>abgebrochen; die Loader-Korrektur wurde zurückgenommen</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the loader fix was declined; nothing was written</source>
        <translation>die Loader-Korrektur wurde abgelehnt; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>the loader fix was not written: %1</source>
        <translation>die Loader-Korrektur wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>reverting the loader fix</source>
        <translation>Loader-Korrektur wird zurückgenommen</translation>
    </message>
    <message>
        <source>the loader fix could not be reverted: %1</source>
        <translation>die Loader-Korrektur konnte nicht zurückgenommen werden: %1</translation>
    </message>
    <message>
        <source>the CPU repro did not finish: %1</source>
        <translation>der CPU-Repro wurde nicht abgeschlossen: %1</translation>
    </message>
    <message>
        <source>the FLOAT32 phase fails too: escalate; left alone</source>
        <translation>die FLOAT32-Phase schlägt ebenfalls fehl: eskalieren; unangetastet</translation>
    </message>
    <message>
        <source>the BFLOAT16 phase passes on CPU: left alone</source>
        <translation>die BFLOAT16-Phase besteht auf der CPU: unangetastet</translation>
    </message>
    <message>
        <source>the BFLOAT16 phase fails without a bfloat16 signature: left alone</source>
        <translation>die BFLOAT16-Phase schlägt ohne bfloat16-Signatur fehl: unangetastet</translation>
    </message>
    <message>
        <source>same loader, included</source>
        <translation>gleicher Loader, einbezogen</translation>
    </message>
    <message>
        <source>%1: review: %2</source>
        <translation>%1: Prüfung: %2</translation>
    </message>
    <message>
        <source>the YAML plan is invalid: %1</source>
        <translation>der YAML-Plan ist ungültig: %1</translation>
    </message>
    <message>
        <source>the YAML needs no change</source>
        <translation>das YAML braucht keine Änderung</translation>
    </message>
    <message>
        <source>the YAML plan was declined; the YAML is unchanged</source>
        <translation>der YAML-Plan wurde abgelehnt; das YAML ist unverändert</translation>
    </message>
    <message>
        <source>the YAML plan was declined; nothing was written to the YAML</source>
        <translation>der YAML-Plan wurde abgelehnt; es wurde nichts in das YAML geschrieben</translation>
    </message>
    <message>
        <source>the YAML was not written: %1</source>
        <translation>das YAML wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>YAML conflict: %1</source>
        <translation>YAML-Konflikt: %1</translation>
    </message>
    <message>
        <source>the YAML was written</source>
        <translation>das YAML wurde geschrieben</translation>
    </message>
    <message>
        <source>not a triage record: %1</source>
        <translation>kein Triage-Datensatz: %1</translation>
    </message>
    <message numerus="yes">
        <source>pytest (%n key(s))</source>
        <translation>
            <numerusform>pytest (%n Schlüssel)</numerusform>
            <numerusform>pytest (%n Schlüssel)</numerusform>
        </translation>
    </message>
    <message>
        <source>this session holds no loader edit to revert</source>
        <translation>diese Sitzung enthält keine Loader-Bearbeitung, die zurückgenommen werden könnte</translation>
    </message>
    <message>
        <source>nothing to revert</source>
        <translation>nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>the session has not finished</source>
        <translation>die Sitzung ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>reverting what the session wrote</source>
        <translation>was die Sitzung geschrieben hat, wird zurückgenommen</translation>
    </message>
    <message numerus="yes">
        <source>… this job printed more than %n line(s); the rest is in its log (head and tail kept)</source>
        <translation>
            <numerusform>… dieser Job hat mehr als %n Zeile ausgegeben; der Rest steht in seinem Log (Anfang und Ende bleiben erhalten)</numerusform>
            <numerusform>… dieser Job hat mehr als %n Zeilen ausgegeben; der Rest steht in seinem Log (Anfang und Ende bleiben erhalten)</numerusform>
        </translation>
    </message>
    <message>
        <source>the loader kept changing while its fix was proposed: %1</source>
        <translation>der Loader änderte sich fortlaufend, während seine Korrektur vorgeschlagen wurde: %1</translation>
    </message>
    <message>
        <source>loader conflict: %1</source>
        <translation>Loader-Konflikt: %1</translation>
    </message>
    <message>
        <source>the loader changed since it was analysed (%1); proposing the fix again</source>
        <translation>der Loader hat sich seit der Analyse geändert (%1); die Korrektur wird neu vorgeschlagen</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Reading the YAML and the loader…</source>
        <translation>YAML und Loader werden gelesen…</translation>
    </message>
    <message>
        <source>Checking the entry&apos;s reason…</source>
        <translation>Grund des Eintrags wird geprüft…</translation>
    </message>
    <message>
        <source>Reproducing on CPU…</source>
        <translation>Reproduktion auf der CPU…</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Entscheidung wird getroffen…</translation>
    </message>
    <message>
        <source>Looking for the fix site…</source>
        <translation>Korrekturstelle wird gesucht…</translation>
    </message>
    <message>
        <source>The loader fix waits for your approval</source>
        <translation>Die Loader-Korrektur wartet auf Ihre Freigabe</translation>
    </message>
    <message>
        <source>Applying the loader fix…</source>
        <translation>Loader-Korrektur wird angewendet…</translation>
    </message>
    <message>
        <source>Re-running the CPU repro with the fix…</source>
        <translation>CPU-Repro wird mit der Korrektur erneut ausgeführt…</translation>
    </message>
    <message>
        <source>Reverting the loader fix…</source>
        <translation>Loader-Korrektur wird zurückgenommen…</translation>
    </message>
    <message>
        <source>Checking the loader&apos;s other variants…</source>
        <translation>Andere Varianten des Loaders werden geprüft…</translation>
    </message>
    <message>
        <source>Running pytest…</source>
        <translation>pytest wird ausgeführt…</translation>
    </message>
    <message>
        <source>Planning the YAML change…</source>
        <translation>YAML-Änderung wird geplant…</translation>
    </message>
    <message>
        <source>The YAML change waits for your approval</source>
        <translation>Die YAML-Änderung wartet auf Ihre Freigabe</translation>
    </message>
    <message>
        <source>Writing the YAML…</source>
        <translation>YAML wird geschrieben…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>the YAML already holds the planned states (written by a parallel session)</source>
        <translation>das YAML enthält die geplanten Zustände bereits (von einer parallelen Sitzung geschrieben)</translation>
    </message>
    <message>
        <source>the YAML was written (re-planned after a parallel write)</source>
        <translation>das YAML wurde geschrieben (nach einem parallelen Schreibvorgang neu geplant)</translation>
    </message>
    <message>
        <source>the YAML changed since it was planned (%1); planning it again</source>
        <translation>das YAML hat sich seit der Planung geändert (%1); es wird neu geplant</translation>
    </message>
    <message>
        <source>the record&apos;s failure family &quot;%1&quot; is not known to this version</source>
        <translation>die Fehlerfamilie „%1“ des Datensatzes ist dieser Version nicht bekannt</translation>
    </message>
    <message>
        <source>the loader fix landed; this inference entry&apos;s failure (%1) is likely gone (flagged, not edited)</source>
        <translation>die Loader-Korrektur ist eingespielt; der Fehler dieses Inferenz-Eintrags (%1) ist wahrscheinlich behoben (markiert, nicht bearbeitet)</translation>
    </message>
    <message>
        <source>pytest still shows the original error; the loader fix was reverted</source>
        <translation>pytest zeigt weiterhin den ursprünglichen Fehler; die Loader-Korrektur wurde zurückgenommen</translation>
    </message>
    <message>
        <source>building the fix again for the choice %1</source>
        <translation>die Korrektur wird für die Wahl %1 neu erstellt</translation>
    </message>
    <message>
        <source>the loader fix made inference fail (%1); it was reverted</source>
        <translation>die Loader-Korrektur ließ die Inferenz fehlschlagen (%1); sie wurde zurückgenommen</translation>
    </message>
    <message>
        <source>the inference test %1, which the loader fix reaches, did not run (%2): check it by hand</source>
        <translation>der Inferenztest %1, den die Loader-Korrektur erreicht, ist nicht gelaufen (%2): von Hand prüfen</translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation>Python: %1</translation>
    </message>
    <message>
        <source>Batch size: %1</source>
        <translation>Batch-Größe: %1</translation>
    </message>
    <message>
        <source>Waiting for tt-xla&apos;s CI</source>
        <translation>Wartet auf die CI von tt-xla</translation>
    </message>
    <message>
        <source>the session has no folder to keep its record in</source>
        <translation>die Sitzung hat keinen Ordner für ihr Protokoll</translation>
    </message>
    <message>
        <source>the session record %1 could not be written: %2</source>
        <translation>das Sitzungsprotokoll %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>nothing was written: %1</source>
        <translation>nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <source>pytest&apos;s report holds no outcome for %1%2; nothing is planned</source>
        <translation>der Bericht von pytest enthält kein Ergebnis für %1%2; nichts wird geplant</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>flavor: %1</source>
        <translation>Fehlerart: %1</translation>
    </message>
    <message>
        <source>the CPU error is %1, not %2 as the reason says</source>
        <translation>der CPU-Fehler ist %1, nicht %2, wie der Grund angibt</translation>
    </message>
    <message>
        <source>Verify on TT hardware</source>
        <translation>Auf TT-Hardware verifizieren</translation>
    </message>
    <message>
        <source>stopped before a write: the loader fix was shown, not approved; nothing was written</source>
        <translation>vor einem Schreibvorgang angehalten: die Loader-Korrektur wurde gezeigt, nicht freigegeben; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>stopped before a write: the YAML plan was shown, not approved; nothing was written</source>
        <translation>vor einem Schreibvorgang angehalten: der YAML-Plan wurde gezeigt, nicht freigegeben; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>not written: %1</source>
        <translation>nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>not run: the runner cannot start here</source>
        <translation>nicht ausgeführt: der Runner startet hier nicht</translation>
    </message>
    <message>
        <source>the loader fix the CPU verified is kept (uncommitted)</source>
        <translation>die von der CPU bestätigte Loader-Korrektur bleibt (nicht committet)</translation>
    </message>
    <message>
        <source>no loader fix was made</source>
        <translation>es wurde keine Loader-Korrektur vorgenommen</translation>
    </message>
    <message>
        <source>%1; %2, the YAML untouched: verify on TT hardware (tt-xla&apos;s CI, or a JUnit file later)</source>
        <translation>%1; %2, das YAML unberührt: auf TT-Hardware verifizieren (CI von tt-xla oder später eine JUnit-Datei)</translation>
    </message>
    <message>
        <source>not approved: %1</source>
        <translation>nicht freigegeben: %1</translation>
    </message>
</context>
<context>
    <name>dtriage::UnpackEvidence</name>
    <message>
        <source>Handler: the loader&apos;s own unpack_forward_output (%1:%2)</source>
        <translation>Handler: das eigene unpack_forward_output des Loaders (%1:%2)</translation>
    </message>
    <message>
        <source>Handler: the registry entry of %1, attribute %2 (%3)</source>
        <translation>Handler: der Registry-Eintrag von %1, Attribut %2 (%3)</translation>
    </message>
    <message>
        <source>Handler: none needed, the output is a tensor</source>
        <translation>Handler: keiner nötig, die Ausgabe ist ein Tensor</translation>
    </message>
    <message>
        <source>Handler: none; the registry has no entry for %1</source>
        <translation>Handler: keiner; die Registry hat keinen Eintrag für %1</translation>
    </message>
    <message>
        <source>Output before the fix</source>
        <translation>Ausgabe vor der Korrektur</translation>
    </message>
    <message>
        <source>Output after the fix</source>
        <translation>Ausgabe nach der Korrektur</translation>
    </message>
    <message>
        <source>&amp;Loss target:</source>
        <translation>&amp;Loss-Ziel:</translation>
    </message>
    <message>
        <source>Why: which loss reads it (goes into the docstring)</source>
        <translation>Warum: welcher Loss es liest (kommt in den Docstring)</translation>
    </message>
    <message>
        <source>&amp;Build the fix for it</source>
        <translation>Korrektur dafür &amp;erstellen</translation>
    </message>
    <message>
        <source>Builds the fix again for this target; the new diff waits for approval</source>
        <translation>Erstellt die Korrektur für dieses Ziel neu; der neue Diff wartet auf Genehmigung</translation>
    </message>
    <message>
        <source>The forward probe has not run yet.</source>
        <translation>Die Forward-Sonde ist noch nicht gelaufen.</translation>
    </message>
    <message>
        <source>The probe runs again once a fix landed.</source>
        <translation>Die Sonde läuft erneut, sobald eine Korrektur angewendet ist.</translation>
    </message>
    <message>
        <source>unpack_forward_output gives %1</source>
        <translation>unpack_forward_output liefert %1</translation>
    </message>
    <message>
        <source>one tensor</source>
        <translation>einen Tensor</translation>
    </message>
    <message>
        <source>Still failing: %1</source>
        <translation>Schlägt weiter fehl: %1</translation>
    </message>
</context>
<context>
    <name>dtriage::UnpackPlaybook</name>
    <message>
        <source>the loss target is a judgement call: %1 was proposed from the structure alone</source>
        <translation>das Loss-Ziel ist eine Ermessensfrage: %1 wurde allein aus der Struktur vorgeschlagen</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the unpack fix was refused: %1</source>
        <translation>die unpack-Korrektur wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>the loss target is a judgement call: %1 was chosen without a reason (which loss reads it)</source>
        <translation>das Loss-Ziel ist eine Ermessensfrage: %1 wurde ohne Begründung gewählt (welcher Loss es liest)</translation>
    </message>
    <message>
        <source>it proposed %1 from the structure alone</source>
        <translation>sie schlug %1 allein aus der Struktur vor</translation>
    </message>
    <message>
        <source>%1 was chosen without a reason</source>
        <translation>%1 wurde ohne Begründung gewählt</translation>
    </message>
    <message>
        <source>the loss target is a judgement call: the workbench cannot tell which of the output&apos;s tensors (%1) the loss reads; %2, which is not written unreviewed. Settle it: dtype-triage triage %3 --target CHOICE --why &quot;which loss reads it&quot; --yes (choices: %4), or pick the target beside the output tree in the window, say why and approve</source>
        <translation>das Verlustziel ist eine Ermessensfrage: die Werkbank kann nicht sagen, welchen der Tensoren der Ausgabe (%1) der Verlust liest; %2, was nicht ungeprüft geschrieben wird. Zu klären mit: dtype-triage triage %3 --target CHOICE --why &quot;welcher Verlust es liest&quot; --yes (Auswahl: %4), oder das Ziel im Fenster neben dem Ausgabebaum wählen, begründen und freigeben</translation>
    </message>
</context>
<context>
    <name>dtriage::WarmWorker</name>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>segmentation fault (SIGSEGV)</source>
        <translation>Speicherzugriffsfehler (SIGSEGV)</translation>
    </message>
    <message>
        <source>aborted (SIGABRT)</source>
        <translation>abgebrochen (SIGABRT)</translation>
    </message>
    <message>
        <source>killed by signal %1 (%2)</source>
        <translation>durch Signal %1 beendet (%2)</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>the warm worker was stopped</source>
        <translation>der Warm-Worker wurde gestoppt</translation>
    </message>
    <message>
        <source>the warm worker is not running</source>
        <translation>der Warm-Worker läuft nicht</translation>
    </message>
    <message>
        <source>the warm worker exited (%1)</source>
        <translation>der Warm-Worker wurde beendet (%1)</translation>
    </message>
    <message>
        <source>the warm worker did not start within %1 s</source>
        <translation>der Warm-Worker ist nicht innerhalb von %1 s gestartet</translation>
    </message>
    <message>
        <source>probe worker</source>
        <translation>Sonden-Worker</translation>
    </message>
</context>
<context>
    <name>dtriage::WindowCi</name>
    <message>
        <source>&amp;Verify Through tt-xla&apos;s CI</source>
        <translation>Über die CI von tt-xla &amp;verifizieren</translation>
    </message>
    <message>
        <source>Step 6 on TT hardware: sessions wait for a run of tt-xla&apos;s &quot;Run Test Single&quot; workflow instead of running pytest here</source>
        <translation>Schritt 6 auf TT-Hardware: Sitzungen warten auf einen Lauf des Workflows „Run Test Single“ von tt-xla, statt pytest hier auszuführen</translation>
    </message>
    <message>
        <source>&amp;Dispatch Waiting Entries to CI…</source>
        <translation>Wartende Einträge an die CI &amp;senden…</translation>
    </message>
    <message>
        <source>Checking the dispatch (tt-forge-models ref, the workflow&apos;s inputs)…</source>
        <translation>Der Start wird geprüft (tt-forge-models-Ref, Eingaben des Workflows)…</translation>
    </message>
    <message>
        <source>push the approved fixes first, then give their branch</source>
        <translation>zuerst die genehmigten Fixes pushen, dann ihren Branch angeben</translation>
    </message>
    <message>
        <source>No session waits for CI any more.</source>
        <translation>Keine Sitzung wartet mehr auf die CI.</translation>
    </message>
    <message>
        <source>tt-xla CI run %1</source>
        <translation>tt-xla-CI-Lauf %1</translation>
    </message>
    <message numerus="yes">
        <source>tt-xla CI (%n key(s))</source>
        <translation>
            <numerusform>tt-xla-CI (%n Schlüssel)</numerusform>
            <numerusform>tt-xla-CI (%n Schlüssel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>run %1: %n report(s) imported</source>
        <translation>
            <numerusform>Lauf %1: %n Bericht importiert</numerusform>
            <numerusform>Lauf %1: %n Berichte importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>CI run %1 ended (%2): the YAML plans wait for approval</source>
        <translation>CI-Lauf %1 beendet (%2): die YAML-Pläne warten auf Genehmigung</translation>
    </message>
    <message>
        <source>tt-forge-models: %1 is commit %2 on the remote; the dispatch names the commit</source>
        <translation>tt-forge-models: %1 ist Commit %2 auf dem Remote; der Start nennt den Commit</translation>
    </message>
    <message>
        <source>stopped following: another checkout was opened (the run goes on on GitHub)</source>
        <translation>nicht mehr verfolgt: ein anderer Checkout wurde geöffnet (der Lauf geht auf GitHub weiter)</translation>
    </message>
    <message>
        <source>CI run %1 ended, but no session waits for its reports any more</source>
        <translation>CI-Lauf %1 beendet, aber keine Sitzung wartet mehr auf seine Berichte</translation>
    </message>
</context>
<context>
    <name>dtriage::WorkbenchStatusBar</name>
    <message>
        <source>Python: looking for an interpreter with torch…</source>
        <translation>Python: Interpreter mit torch wird gesucht…</translation>
    </message>
    <message>
        <source>Batch: %v of %m</source>
        <translation>Batch: %v von %m</translation>
    </message>
    <message>
        <source>Cancel batch</source>
        <translation>Batch abbrechen</translation>
    </message>
    <message>
        <source>Python: %1</source>
        <translation>Python: %1</translation>
    </message>
    <message>
        <source>Python: none usable</source>
        <translation>Python: keines verwendbar</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) running</source>
        <translation>
            <numerusform>%n Job läuft</numerusform>
            <numerusform>%n Jobs laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>Ergebnisse: %1</translation>
    </message>
    <message>
        <source>pytest outcomes come from %1 instead of a local run</source>
        <translation>pytest-Ergebnisse stammen aus %1 statt aus einem lokalen Lauf</translation>
    </message>
    <message>
        <source>Cancel survey</source>
        <translation>Erhebung abbrechen</translation>
    </message>
    <message>
        <source>Survey: %v of %m</source>
        <translation>Erhebung: %v von %m</translation>
    </message>
    <message>
        <source>Survey: %v of %m, about %1 left</source>
        <translation>Erhebung: %v von %m, noch etwa %1</translation>
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
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Batch canceled after %1 of %2</source>
        <translation>Stapel abgebrochen nach %1 von %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Opening a copy of the demo checkout: %1</source>
        <translation>Eine Kopie des Demo-Checkouts wird geöffnet: %1</translation>
    </message>
    <message>
        <source>The tt-xla checkout to open (default: a copy of the demo).</source>
        <translation>Der zu öffnende tt-xla-Checkout (Standard: eine Kopie der Demo).</translation>
    </message>
    <message>
        <source>the window opens one CHECKOUT; %1 were given</source>
        <translation>das Fenster öffnet einen CHECKOUT; %1 wurden angegeben</translation>
    </message>
    <message>
        <source>%1 (family %2)</source>
        <translation>%1 (Familie %2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>unknown verb &quot;%1&quot;: the verbs are %2 (a checkout to open is an existing folder)</source>
        <translation>unbekanntes Verb „%1“: die Verben sind %2 (ein zu öffnender Checkout ist ein vorhandener Ordner)</translation>
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
        <translation>Triage von tt-xla-Trainingstests, die vor der TT-Kompilierung scheitern:
%1.
Befehle (jeder hat --help und --version):
  list --checkout DIR [--family ID | --bf16] [--failing] [--json]
  scan --checkout DIR [--family ID] [--json]
  propose KEY --checkout DIR [Familienoptionen] [--apply] [--json]
  propose KEY --checkout DIR --probe FILE [--target CHOICE] [--why TEXT] [--apply] [--json]
  triage KEY --checkout DIR [--yes] [--junit FILE] [--report FILE] [--interpreter PY]
         [--target CHOICE] [--why TEXT] [--probe FILE] [--json]
  batch --checkout DIR [--family ID | --bf16] [--jobs N] [--yes] [--report FILE] [--interpreter PY] [--json]
  survey --checkout DIR [--family ID | --bf16 | --keys FILE] [--failing | --all] [--jobs N] [--fresh] [--report FILE] [--json]
  verify KEY... --checkout DIR --junit FILE [--branch A|B|C] [--record FILE] [--yes] [--json]
  sync --checkout DIR (--workflow FILE... [--last N] | --reports DIR...) [--kind K] [--key KEY] [--yes]
       [--report FILE] [--json]
Jedes Verb nimmt auch --verbose (Protokollzeilen auf stderr; oder QT_LOGGING_RULES=dtriage.run.debug=true).
Exit-Codes: 0 ok, 1 Fehlschlag, 2 Aufruffehler, 3 kein tt-xla-Checkout,
4 vor einem Schreibvorgang angehalten: Freigabe erforderlich (erneut mit --yes ausführen).</translation>
    </message>
</context>
</TS>
