// `dtype-triage sync` as a real process on copies of the demo: the recorded weekly
// runs read from disk (a folder of runs), their proposals printed with each
// entry's strip of marks, the diff shown and not written (exit 4); --yes writes
// it (the YAML the test expects, byte for byte) and a second sync needs nothing;
// --kind writes one kind; --report writes the pull-request text; --json holds the
// history; usage errors print no JSON; and through the stand-in gh, the runs
// downloaded into the data home once, then kept.
#include "recordedruns.h"
#include "standingh.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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

    Run sync(const QStringList& arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data-home")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(DTRIAGE_APP_BINARY), QStringList{QStringLiteral("sync")} + arguments);
        if (!process.waitForFinished(120000))
            return {};
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
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
        QVERIFY2(text.startsWith(QStringLiteral("# Training test config synced with On weekly training\n\nRuns read: 3, on n150, p150.")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("## Regressed (1)")));
        QVERIFY(text.contains(QStringLiteral("## Promote (2)")));
        QVERIFY(text.contains(QStringLiteral("## Record (2)")));
        QVERIFY(text.contains(QStringLiteral("## Flaky, left as they are (1)")));
        QVERIFY(text.contains(QStringLiteral("- [19080000002 (2026-11-21, attempt 2)](https://github.com/tenstorrent/tt-xla/actions/runs/19080000002)")));
        const Run again = sync({QStringLiteral("--checkout"), demo, QStringLiteral("--reports"), weeklyRunsDir()});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains(QStringLiteral("The YAML needs no change.")));
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
};

QTEST_GUILESS_MAIN(TestSyncVerb)
#include "tst_syncverb.moc"
