// `dtype-triage sync` as a real process on copies of the demo: the recorded weekly
// runs read from disk (a folder of runs), their proposals printed with each
// entry's strip of marks, the diff shown and not written (exit 4); --yes writes
// it (the YAML the test expects, byte for byte) and a second sync needs nothing;
// --kind writes one kind; --report writes the pull-request text; --json holds the
// history; usage errors print no JSON; and through the stand-in gh, the runs
// downloaded into the data home once, then kept.
#include "recordedruns.h"
#include "standingh.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace dtriage;
using namespace dtriage::testing;

class TestSyncVerb : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    int m_copies = 0;

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run sync(const QStringList& arguments) { return app(QStringLiteral("sync"), arguments); }

    Run app(const QString& verb, const QStringList& arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data-home")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(DTRIAGE_APP_BINARY), QStringList{verb} + arguments);
        if (!process.waitForFinished(120000))
            return {};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

    // The Markdown headings of a PR text, in order.
    static QStringList headingsOf(const QString& text)
    {
        QStringList headings;
        for (const QString& line : text.split(u'\n'))
            if (line.startsWith(u'#'))
                headings << line;
        return headings;
    }

    QString freshDemo()
    {
        const auto copy = copyDemo(m_work.filePath(QStringLiteral("demo-%1").arg(++m_copies)));
        return copy ? *copy : QString();
    }

private Q_SLOTS:
    void theRecordedRunsAreShownNotWritten()
    {
        const QString demo = freshDemo();
        const QByteArray before = readFile(QDir(demo).filePath(kTrainingYaml));
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir()});
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.out.contains(QStringLiteral("Regressed (1)\n  %1: KNOWN_FAILURE_XFAIL").arg(kDensenet)), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("n150 ⌛✗✗  p150 ✗✗✗")));
        QVERIFY(run.out.contains(QStringLiteral("Promote (2)")));
        QVERIFY(run.out.contains(QStringLiteral("%1: EXPECTED_PASSING on p150").arg(kNoMask)));
        QVERIFY(run.out.contains(QStringLiteral("Flaky (1)")));
        QVERIFY(run.out.contains(QStringLiteral("(family dtype, bfloat16 dtype errors): `dtype-triage triage "
                                                "detr/pytorch-ResNet101-single_device-training`")));
        QVERIFY(run.out.contains(QStringLiteral("+    reason: \"index 24 is out of bounds for dimension 0 with size 24\"")));
        QVERIFY(run.out.contains(QStringLiteral("Not written: run again with --yes")));
        QCOMPARE(readFile(QDir(demo).filePath(kTrainingYaml)), before);
    }

    void yesWritesTheDiffAndThenNothingIsLeft()
    {
        const QString demo = freshDemo();
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(yaml);
        const QString pr = m_work.filePath(QStringLiteral("pr.md"));
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir(),
                              QStringLiteral("--yes"), QStringLiteral("--report"), pr});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("Written %1").arg(kTrainingYaml)), qPrintable(run.out));
        QCOMPARE(readFile(yaml), withEdits(before, kWeeklyEdits));
        const QString text = QString::fromUtf8(readFile(pr));
        // Written as tt-xla's merged config-update PRs are (issue 50): the workflow and
        // the dates in the title, its sections in this order, long lists grouped by
        // reason, the runs linked, the tested-on line left for the user, no mark glyphs.
        QCOMPARE(headingsOf(text), (QStringList{
                               QStringLiteral("# Test config updates from On weekly training, 2026-11-14 to 2026-11-28 (3 runs)"),
                               QStringLiteral("### Problem description"),
                               QStringLiteral("### What's changed"),
                               QStringLiteral("#### Promoted to EXPECTED\\_PASSING: passed in every run on every arch (1)"),
                               QStringLiteral("#### Regressed, xfailed (was EXPECTED\\_PASSING) (1)"),
                               QStringLiteral("#### Reasons recorded as CI observed them (2)"),
                               QStringLiteral("#### Per-arch changes (arch\\_overrides) (1)"),
                               QStringLiteral("#### Flaky, left as they are (1)"),
                               QStringLiteral("#### News of the newest run"),
                               QStringLiteral("### Checklist"),
                           }));
        QVERIFY(text.contains(QStringLiteral("disagree with the test config in 5 entries.")));
        QVERIFY(text.contains(QStringLiteral("- [19080000002 (2026-11-21, attempt 2)](https://github.com/tenstorrent/tt-xla/actions/runs/19080000002): success, 4 reports read")));
        QVERIFY(text.contains(QStringLiteral("- **Out of Memory: Not enough space to allocate 104857600 B DRAM buffer across 12 banks** "
                                             "(FAILED\\_RUNTIME): `%1`").arg(kDensenet)));
        QVERIFY(text.contains(QStringLiteral("- `%1` (promote): EXPECTED\\_PASSING on p150").arg(kNoMask)));
        QVERIFY(text.contains(QStringLiteral("newest run 19090000003: 0 new failures, 1 fixed, 18 persisting")));
        QVERIFY(text.contains(QStringLiteral("\n- [ ] Tested on branch:\n")));
        for (const QString& glyph : {QStringLiteral("✓"), QStringLiteral("✗"), QStringLiteral("⌛")})
            QVERIFY2(!text.contains(glyph), qPrintable(glyph));
        const Run again = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir()});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains(QStringLiteral("The YAML needs no change.")));
    }

    // The recorded nightly runs (issue 50's PCC, crash and churn cases made by real
    // pytest, and an inference test): the lowering, the check enabled on p150 and the
    // regression written in the training YAML, the inference regression in the
    // inference YAML, byte for byte; the PR text's PCC sections and the YAMLs it
    // changes; then nothing is left.
    void theNightlysChangesAreWrittenAndThenNothingIsLeft()
    {
        const QString demo = freshDemo();
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        const QString inference = QDir(demo).filePath(kInferenceYaml);
        const QByteArray before = readFile(yaml);
        const QByteArray inferenceBefore = readFile(inference);
        const QString pr = m_work.filePath(QStringLiteral("nightly-pr.md"));
        // --json: each entry's YAML, one diff of both YAMLs, nothing written.
        const Run shown = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), nightlyRunsDir(), QStringLiteral("--json")});
        QCOMPARE(shown.exitCode, 4);
        const QJsonObject json = QJsonDocument::fromJson(shown.out.toUtf8()).object();
        QHash<QString, QString> yamlOf;
        for (const QJsonValue& entry : json.value(QStringLiteral("entries")).toArray())
            yamlOf.insert(entry[QStringLiteral("key")].toString(), entry[QStringLiteral("yaml")].toString());
        QCOMPARE(yamlOf.value(kResnetInference), QStringLiteral("torch/test_config_inference_single_device.yaml"));
        QCOMPARE(yamlOf.value(kResnet), QStringLiteral("torch/test_config_training_single_device.yaml"));
        const QString diff = json.value(QStringLiteral("diff")).toString();
        QVERIFY(diff.indexOf(QStringLiteral("+++ b/") + kInferenceYaml) >= 0);
        QVERIFY(diff.indexOf(QStringLiteral("+++ b/") + kTrainingYaml) > diff.indexOf(QStringLiteral("+++ b/") + kInferenceYaml));
        QCOMPARE(json.value(QStringLiteral("written")).toBool(true), false);
        QCOMPARE(readFile(inference), inferenceBefore);
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), nightlyRunsDir(),
                              QStringLiteral("--yes"), QStringLiteral("--report"), pr});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("new failure on n150: %1 — Running the test CRASHED with signal 11 (SIGSEGV)")
                                      .arg(kChestXray)),
                 qPrintable(run.out));
        QCOMPARE(readFile(yaml), withEdits(before, kNightlyEdits));
        QCOMPARE(readFile(inference), withEdits(inferenceBefore, kNightlyInferenceEdits));
        QVERIFY2(run.out.contains(QStringLiteral("Written %1, %2 (4 entries).").arg(kInferenceYaml, kTrainingYaml)), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("test configs: torch/test_config_inference_single_device.yaml (1 entry), "
                                                "torch/test_config_training_single_device.yaml (4 entries)")));
        const QString text = QString::fromUtf8(readFile(pr));
        QVERIFY2(text.contains(QStringLiteral("The test configs changed:\n\n- `torch/test_config_inference_single_device.yaml`: "
                                              "1 entry\n- `torch/test_config_training_single_device.yaml`: 3 entries\n")),
                 qPrintable(text));
        QCOMPARE(headingsOf(text), (QStringList{
                               QStringLiteral("# Test config updates from On nightly, 2026-12-01 to 2026-12-03 (3 runs)"),
                               QStringLiteral("### Problem description"),
                               QStringLiteral("### What's changed"),
                               QStringLiteral("#### PCC check enabled (1)"),
                               QStringLiteral("#### required\\_pcc lowered: judgement calls (1)"),
                               QStringLiteral("#### Regressed, xfailed (was EXPECTED\\_PASSING) (2)"),
                               QStringLiteral("#### Flaky, left as they are (1)"),
                               QStringLiteral("#### News of the newest run"),
                               QStringLiteral("### Checklist"),
                           }));
        const Run again = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), nightlyRunsDir()});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(QStringLiteral("The YAML needs no change.")), qPrintable(again.out));
        QVERIFY(!again.out.contains(QStringLiteral("PCC (")));
    }

    // Issue 50's ADD_CONFIG: the experimental nightly's runs of tests no YAML holds;
    // --kind add alone, the JSON's entry in the YAML it belongs in; written, the two
    // new entries follow the inference YAML's last, the PR text says them in a section
    // of their own; then nothing is left.
    void theExperimentalNightlysNewEntriesAreWritten()
    {
        const QString demo = freshDemo();
        const QString inference = QDir(demo).filePath(kInferenceYaml);
        const QString training = QDir(demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(inference);
        const QByteArray trainingBefore = readFile(training);
        const QString pr = m_work.filePath(QStringLiteral("experimental-pr.md"));
        const Run shown = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), experimentalRunsDir(),
                                QStringLiteral("--kind"), QStringLiteral("add"), QStringLiteral("--json")});
        QCOMPARE(shown.exitCode, 4);
        const QJsonObject json = QJsonDocument::fromJson(shown.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("changing")).toArray(), QJsonArray({kVitInference, kResnet34Inference}));
        QCOMPARE(json.value(QStringLiteral("counts")).toObject().value(QStringLiteral("add")).toInt(), 2);
        for (const QJsonValue& entry : json.value(QStringLiteral("entries")).toArray())
            if (entry[QStringLiteral("key")].toString() == kVitInference) {
                QCOMPARE(entry[QStringLiteral("yaml")].toString(), QStringLiteral("torch/test_config_inference_single_device.yaml"));
                QCOMPARE(entry[QStringLiteral("status")].toString(), QStringLiteral("UNSPECIFIED"));
                QCOMPARE(entry[QStringLiteral("proposal")][QStringLiteral("kind")].toString(), QStringLiteral("add"));
            }
        QCOMPARE(readFile(inference), before);
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), experimentalRunsDir(),
                              QStringLiteral("--yes"), QStringLiteral("--report"), pr});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(readFile(inference), before + kExperimentalAdditions);
        QCOMPARE(readFile(training), trainingBefore);
        QVERIFY2(run.out.contains(QStringLiteral("Add (2)")), qPrintable(run.out));
        const QStringList headings = headingsOf(QString::fromUtf8(readFile(pr)));
        QCOMPARE(headings.value(0), QStringLiteral("# Test config updates from On nightly Experimental, 2026-12-02 to 2026-12-03 (2 runs)"));
        QVERIFY2(headings.contains(QStringLiteral("#### New entries, EXPECTED\\_PASSING (ADD\\_CONFIG): in no YAML, passed in every run "
                                                  "on every arch (2)")),
                 qPrintable(headings.join(u'\n')));
        const Run again = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), experimentalRunsDir()});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(QStringLiteral("The YAML needs no change.")), qPrintable(again.out));
    }

    // An inference YAML with a key after its entries cannot take new ones: the nightly's
    // regression in it is still shown, the experimental nightly's new entries said and
    // left out. "a, b" in one --workflow is two workflows, as in the window.
    void newEntriesAYamlCannotTakeAreSaid()
    {
        const QString demo = freshDemo();
        const QString inference = QDir(demo).filePath(kInferenceYaml);
        QVERIFY(writeFile(inference, readFile(inference) + "extra_notes: 1\n"));
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), nightlyRunsDir(), QStringLiteral("--reports"),
                              experimentalRunsDir(), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.err.contains(QStringLiteral("New entries not added to %1: ").arg(kInferenceYaml)), qPrintable(run.err));  // --json: text on stderr
        const QString diff = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("diff")).toString();
        QVERIFY2(diff.contains(QStringLiteral("+    status: KNOWN_FAILURE_XFAIL")) && !diff.contains(kVitInference), qPrintable(diff));
    }

    // A fresh clone of tt-xla without the loaders submodule (an empty
    // third_party/tt_forge_models): sync reads YAML and JUnit only, so it proposes
    // and writes the same.
    void aCheckoutWithoutTheLoadersSyncs()
    {
        const QString demo = freshDemo();
        QDir loaders(QDir(demo).filePath(QStringLiteral("third_party/tt_forge_models")));
        QVERIFY(loaders.removeRecursively());
        QVERIFY(QDir().mkpath(loaders.path()));
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(yaml);
        const Run shown = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir()});
        QCOMPARE(shown.exitCode, 4);
        QVERIFY2(shown.out.contains(QStringLiteral("Regressed (1)\n  %1: KNOWN_FAILURE_XFAIL").arg(kDensenet)), qPrintable(shown.out));
        const Run written = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir(),
                                  QStringLiteral("--yes")});
        QCOMPARE(written.exitCode, 0);
        QCOMPARE(readFile(yaml), withEdits(before, kWeeklyEdits));
    }

    void aKindAloneIsWritten()
    {
        const QString demo = freshDemo();
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(yaml);
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir(),
                              QStringLiteral("--kind"), QStringLiteral("record"), QStringLiteral("--yes"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(readFile(yaml), withEdits(before, {kWeeklyEdits[3], kWeeklyEdits[4]}));
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(doc.value(QLatin1String("changing")).toArray().size(), 2);
        QVERIFY(doc.value(QLatin1String("written")).toBool());
        QCOMPARE(doc.value(QLatin1String("counts")).toObject().value(QLatin1String("promote")).toInt(), 2);
        const QJsonArray entries = doc.value(QLatin1String("entries")).toArray();
        QJsonObject efficientdet;
        for (const QJsonValue& entry : entries)
            if (entry.toObject().value(QLatin1String("key")).toString() == kEfficientdet)
                efficientdet = entry.toObject();
        const QJsonArray p150 = efficientdet.value(QLatin1String("marks")).toObject().value(QLatin1String("p150")).toArray();
        QCOMPARE(p150.size(), 3);
        QCOMPARE(p150[1].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("failed"));
        QCOMPARE(p150[1].toObject().value(QLatin1String("stage")).toString(), QStringLiteral("FAILED_RUNTIME"));
        QCOMPARE(efficientdet.value(QLatin1String("proposal")).toObject().value(QLatin1String("kind")).toString(),
                 QStringLiteral("flaky"));
    }

    // --key: that entry's change alone; a key with no change, or none the runs hold, is said.
    void aKeyAloneIsWrittenAndOthersSaid()
    {
        const QString demo = freshDemo();
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        const QByteArray before = readFile(yaml);
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir(),
                              QStringLiteral("--key"), kVitKey, QStringLiteral("--key"), kEfficientdet, QStringLiteral("--key"),
                              QStringLiteral("nosuch/pytorch-single_device-training"), QStringLiteral("--yes")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(readFile(yaml), withEdits(before, {kWeeklyEdits[2]}));
        QVERIFY2(run.out.contains(QStringLiteral("--key ") + kEfficientdet + QStringLiteral(": the runs propose no change of it")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("--key nosuch/pytorch-single_device-training: no entry the runs hold")),
                 qPrintable(run.out));
    }

    // A triage here after the runs (issue 47 §7): t5_dict's new reason written, its
    // loader fixed. The runs' old error is not written back: held back, said, left
    // out of --yes; named with --key it is written.
    void aTriageHereHoldsBackItsEntry()
    {
        const QString demo = freshDemo();
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        const QString t5 = QStringLiteral("t5_dict/pytorch-Small-single_device-training");
        const Run triaged = app(QStringLiteral("triage"), {t5, QStringLiteral("--checkout"), demo, QStringLiteral("--yes")});
        QCOMPARE(triaged.exitCode, 0);
        const QByteArray afterTriage = readFile(yaml);
        QVERIFY(afterTriage.contains("  t5_dict/pytorch-Small-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                                     "    bringup_status: FAILED_TTMLIR_COMPILATION\n"));
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir(), QStringLiteral("--yes")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(t5 + QStringLiteral(": reason: You have to specify either decoder_input_ids or "
                                                      "decoder_inputs_embeds — held back: its YAML entry was written by a "
                                                      "triage here (ended ")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("Held back, changed here after the runs (name one with --key to write it "
                                                "anyway): ") + t5));
        QCOMPARE(readFile(yaml), withEdits(afterTriage, kWeeklyEdits));  // every other change, t5_dict's left
        const Run named = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir(),
                                QStringLiteral("--key"), t5, QStringLiteral("--yes")});
        QCOMPARE(named.exitCode, 0);
        QVERIFY(readFile(yaml).contains("reason: \"You have to specify either decoder_input_ids or decoder_inputs_embeds\""));
    }

    // With git: an entry changed in a commit after the run's head, a loader changed in
    // tt-forge-models after the commit that head pins, and (the head not fetched) an
    // uncommitted edit are each held back, in words that say which.
    void gitChangesAfterTheRunAreHeldBack()
    {
        const QString demo = freshDemo();
        const QString loaders = QDir(demo).filePath(QStringLiteral("third_party/tt_forge_models"));
        const auto git = [](const QString& dir, const QStringList& arguments) {
            QProcess process;
            process.setWorkingDirectory(dir);
            process.start(QStringLiteral("git"), QStringList{QStringLiteral("-c"), QStringLiteral("user.email=t@example.com"),
                                                             QStringLiteral("-c"), QStringLiteral("user.name=t")} + arguments);
            process.waitForFinished(60000);
            return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
        };
        for (const QString& dir : {loaders, demo}) {
            git(dir, {QStringLiteral("init"), QStringLiteral("-q")});
            git(dir, {QStringLiteral("add"), QStringLiteral("-A")});
            git(dir, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("as the runs tested it")});
        }
        const QString head = git(demo, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
        QCOMPARE(head.size(), 40);
        // The runs, their head commit this checkout's.
        const QString runs = copyWeeklyRuns(m_work.filePath(QStringLiteral("runs-%1").arg(m_copies)));
        QVERIFY(!runs.isEmpty());
        for (const QString& id : kWeeklyRuns)
            setRunField(QDir(runs).filePath(id), QStringLiteral("headSha"), head);
        const QString yaml = QDir(demo).filePath(kTrainingYaml);
        QByteArray text = readFile(yaml);
        text.replace("reason: \"ValueError: You have to specify either decoder_input_ids or decoder_inputs_embeds.\"",
                     "reason: \"a reason given after the runs\"");
        QVERIFY(writeFile(yaml, text));
        git(demo, {QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("after the runs")});
        QFile loader(QDir(loaders).filePath(QStringLiteral("vit/pytorch/loader.py")));
        QVERIFY(loader.open(QIODevice::Append));
        loader.write("# changed after the runs\n");
        loader.close();
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), runs});
        QCOMPARE(run.exitCode, 4);
        QVERIFY2(run.out.contains(QStringLiteral("t5_dict/pytorch-Small-single_device-training: reason: You have to specify "
                                                 "either decoder_input_ids or decoder_inputs_embeds — held back: its YAML "
                                                 "entry changed after run 19090000003's commit %1").arg(head.left(10))),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(kVitKey + QStringLiteral(": EXPECTED_PASSING — held back: its loader vit/pytorch changed "
                                                           "after the tt-forge-models commit run 19090000003 tested")),
                 qPrintable(run.out));
        QVERIFY(!run.out.contains(QStringLiteral("-    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"")));
        // The runs' head not in this clone: only what is uncommitted is held back.
        const Run unknown = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir()});
        QVERIFY2(!unknown.out.contains(QStringLiteral("t5_dict/pytorch-Small-single_device-training: reason: You have to "
                                                      "specify either decoder_input_ids or decoder_inputs_embeds — held")),
                 qPrintable(unknown.out));
        QVERIFY(unknown.out.contains(kVitKey + QStringLiteral(": EXPECTED_PASSING — held back: its loader vit/pytorch has "
                                                              "uncommitted changes")));
    }

    void usageErrorsPrintNoJson_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("says");
        QTest::newRow("both") << QStringList{QStringLiteral("--workflow"), QStringLiteral("w.yml"), QStringLiteral("--reports"),
                                             QStringLiteral("x")}
                              << QStringLiteral("not both");
        QTest::newRow("last with reports") << QStringList{QStringLiteral("--last"), QStringLiteral("2"), QStringLiteral("--reports"),
                                                          QStringLiteral("x")}
                                           << QStringLiteral("not both");
        QTest::newRow("flaky is no change") << QStringList{QStringLiteral("--reports"), QStringLiteral("x"), QStringLiteral("--kind"),
                                                           QStringLiteral("flaky")}
                                            << QStringLiteral("--kind must be");
        QTest::newRow("last") << QStringList{QStringLiteral("--workflow"), QStringLiteral("w.yml"), QStringLiteral("--last"),
                                             QStringLiteral("0")}
                              << QStringLiteral("--last takes");
        QTest::newRow("empty workflow") << QStringList{QStringLiteral("--workflow"), QStringLiteral(" , "), QStringLiteral("--workflow"),
                                                       QString()}
                                        << QStringLiteral("--workflow takes a workflow's file name");
    }

    void usageErrorsPrintNoJson()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, says);
        const Run run = sync(QStringList{QStringLiteral("--checkout"), QStringLiteral(DTRIAGE_DEMO_DIR), QStringLiteral("--json")} + extra);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
    }

    void throughGhTheRunsAreDownloadedOnce()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh")));
        gh.play({{QStringLiteral("login"), QStringLiteral("alice")},
                 {QStringLiteral("history"), QJsonObject{{QStringLiteral("runs_dir"), weeklyRunsDir()},
                                                         {QStringLiteral("workflow"), QStringLiteral("schedule-weekly-training.yml")}}}});
        const QString demo = freshDemo();
        const QStringList args{QStringLiteral("--checkout"), demo, QStringLiteral("--workflow"),
                               QStringLiteral("schedule-weekly-training.yml"), QStringLiteral("--last"), QStringLiteral("3"),
                               QStringLiteral("--json")};
        const Run first = sync(args);
        QCOMPARE(first.exitCode, 4);
        QVERIFY2(first.err.contains(QLatin1String("run 19080000002: whole")), qPrintable(first.err));
        QJsonObject doc = QJsonDocument::fromJson(first.out.toUtf8()).object();
        QCOMPARE(doc.value(QLatin1String("downloaded")).toInt(), 11);
        QCOMPARE(doc.value(QLatin1String("changing")).toArray().size(), 5);
        QVERIFY(QDir(m_work.filePath(QStringLiteral("data-home/dtype-triage/dtype-triage/ci-runs/tenstorrent_tt-xla/"
                                                    "schedule-weekly-training.yml/19090000003")))
                    .exists(QStringLiteral("run.json")));
        // Again, the workflow by default (the weekly training run's): kept, nothing downloaded.
        const Run second = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--last"), QStringLiteral("3"),
                                 QStringLiteral("--json")});
        QCOMPARE(second.exitCode, 4);
        doc = QJsonDocument::fromJson(second.out.toUtf8()).object();
        QCOMPARE(doc.value(QLatin1String("downloaded")).toInt(), 0);
        QCOMPARE(doc.value(QLatin1String("kept")).toInt(), 3);
    }

    // Issue 50: the runs of several workflows together, each downloaded into its own
    // folder, each run labelled by its workflow; the PR text names both, and each
    // workflow's newest run is news.
    void severalWorkflowsAreSyncedTogether()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-two")));
        gh.play({{QStringLiteral("login"), QStringLiteral("alice")},
                 {QStringLiteral("history"),
                  QJsonObject{{QStringLiteral("runs_dir"), weeklyRunsDir()},
                              {QStringLiteral("workflow"), QStringLiteral("schedule-weekly-training.yml")},
                              {QStringLiteral("more_workflows"), QJsonObject{{QStringLiteral("schedule-nightly.yml"), nightlyRunsDir()}}}}}});
        const QString demo = freshDemo();
        const QString pr = m_work.filePath(QStringLiteral("two-workflows.md"));
        const QDir cache(m_work.filePath(QStringLiteral("data-home/dtype-triage/dtype-triage/ci-runs/tenstorrent_tt-xla")));
        // The weekly training's runs are whole already when an earlier function synced them.
        const bool weeklyKept = cache.exists(QStringLiteral("schedule-weekly-training.yml/19070000001/run.json"));
        // "a, b" is two workflows, as the window's Sync dialog takes them.
        const Run run = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--workflow"),
                              QStringLiteral("schedule-nightly.yml, schedule-weekly-training.yml"), QStringLiteral("--json"),
                              QStringLiteral("--report"), pr});
        QCOMPARE(run.exitCode, 4);
        // To a program (not a terminal), as gh prints it: compact, one line.
        QVERIFY2(run.out.indexOf(u'\n') == run.out.size() - 1, qPrintable(run.out.left(300)));
        const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(doc.value(QLatin1String("workflows")).toArray(), QJsonArray({QStringLiteral("On nightly"), QStringLiteral("On weekly training")}));
        QCOMPARE(doc.value(QLatin1String("runs")).toArray().size(), 6);
        QCOMPARE(doc.value(QLatin1String("downloaded")).toInt(), 17 + (weeklyKept ? 0 : 11));  // each run's test-reports zips
        QCOMPARE(doc.value(QLatin1String("kept")).toInt(), weeklyKept ? 3 : 0);
        QCOMPARE(doc.value(QLatin1String("news")).toObject().value(QLatin1String("runs")).toArray(),
                 QJsonArray({QStringLiteral("19130000003"), QStringLiteral("19090000003")}));
        QVERIFY(cache.exists(QStringLiteral("schedule-nightly.yml/19130000003/run.json")));
        QVERIFY(cache.exists(QStringLiteral("schedule-weekly-training.yml/19070000001/run.json")));
        const QString text = QString::fromUtf8(readFile(pr));
        const QStringList headings = headingsOf(text);
        QCOMPARE(headings.value(0), QStringLiteral("# Test config updates from On nightly and On weekly training, 2026-11-14 to 2026-12-03 (6 runs)"));
        QVERIFY2(headings.contains(QStringLiteral("#### News of the newest runs")), qPrintable(headings.join(u'\n')));
        QVERIFY2(text.contains(QStringLiteral("- [19130000003 (On nightly, 2026-12-03)](https://github.com/tenstorrent/tt-xla/actions/runs/19130000003)")),
                 qPrintable(text));
        // gh resolves a workflow by its name too, in any case: the same workflow by its
        // file and by its name is read once.
        const Run byName = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--workflow"), QStringLiteral("schedule-nightly.yml"),
                                 QStringLiteral("--workflow"), QStringLiteral("on NIGHTLY"), QStringLiteral("--json")});
        QCOMPARE(byName.exitCode, 4);
        const QJsonObject named = QJsonDocument::fromJson(byName.out.toUtf8()).object();
        QCOMPARE(named.value(QLatin1String("runs")).toArray().size(), 3);
        QCOMPARE(named.value(QLatin1String("kept")).toInt(), 3);
        QCOMPARE(named.value(QLatin1String("downloaded")).toInt(), 0);  // not again under the second name
        QVERIFY2(byName.err.contains(QStringLiteral("on NIGHTLY: run(s) 19130000003, 19120000002, 19110000001 already read under "
                                                    "another name of the same workflow")),
                 qPrintable(byName.err));
        QVERIFY2(!named.value(QLatin1String("problems")).toVariant().toStringList().join(u'\n').contains(QStringLiteral("given twice")),
                 qPrintable(byName.out));
        // A workflow GitHub does not have: gh's own words, nothing read; the JSON still
        // says what the workflow before it kept.
        const Run unknown = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--workflow"), QStringLiteral("schedule-nightly.yml"),
                                  QStringLiteral("--workflow"), QStringLiteral("schedule-weekly.yml"), QStringLiteral("--json")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("could not find any workflows named schedule-weekly.yml")), qPrintable(unknown.err));
        QCOMPARE(QJsonDocument::fromJson(unknown.out.toUtf8()).object().value(QLatin1String("kept")).toInt(), 3);
    }

    // Issue 48 §2: Ctrl+C on a sync waiting for a download that never answers
    // stops it at once, gh's process with it (a child dies with its parent).
    void ctrlCStopsASyncAtOnce()
    {
        StandInGh gh(m_work.filePath(QStringLiteral("gh-hang")));
        gh.play({{QStringLiteral("login"), QStringLiteral("alice")},
                 {QStringLiteral("history"), QJsonObject{{QStringLiteral("runs_dir"), weeklyRunsDir()},
                                                         {QStringLiteral("workflow"), QStringLiteral("schedule-weekly-training.yml")},
                                                         {QStringLiteral("hang_downloads"), true}}}});
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data-hang")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(DTRIAGE_APP_BINARY), {QStringLiteral("sync"), QStringLiteral("--checkout"), freshDemo(),
                                                           QStringLiteral("--last"), QStringLiteral("1")});
        const QString pidFile = gh.state() + QStringLiteral("/hanging.pid");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(pidFile), 30000);
        const pid_t hanging = pid_t(readFile(pidFile).trimmed().toLongLong());
        QVERIFY(hanging > 0 && !isGone(hanging));
        QElapsedTimer clock;
        clock.start();
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(5000));
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        QTRY_VERIFY_WITH_TIMEOUT(isGone(hanging), 5000);
    }

private:
    // Gone, or a zombie waiting for whoever reaps orphans (not every init does at once).
    static bool isGone(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return true;
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        return close < 0 || line.mid(close + 2, 1) == "Z";
    }
};

QTEST_GUILESS_MAIN(TestSyncVerb)
#include "tst_syncverb.moc"
