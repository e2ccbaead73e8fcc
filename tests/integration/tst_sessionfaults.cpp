// Faults inside a TriageSession with real processes on a copy of the demo
// checkout: the repro's child killed mid-run (Failed, "crashed", and the next
// session still runs on the same warm worker), a repro timeout (killed, Failed,
// "timed out"), and docs/triage.md §2 step 7's branch B fallback: the fix works on CPU but
// pytest still shows the original bf16 error, so the fix is reverted, the entry
// gets branch A's xfail and is flagged for review.
#include "demofixture.h"
#include "processes.h"
#include "session/triagesession.h"

#include <QDir>
#include <QSignalSpy>
#include <QtTest>

#include <csignal>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;


class TstSessionFaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init() { m_demo.newCopy(); }
    void cleanupTestCase() { m_demo.stopWorker(); }

    void killedReproFailsAndNextSessionRuns();
    void reproTimeoutFails();
    void pytestShowsOriginalErrorRevertsFix();
    void loaderEditedBeforeTheWriteIsProposedAgain();
    void loaderThatKeepsChangingStopsWithAConflict();
    void noRecordNoWrites();
    void aCutReportStopsTheSession();

private:
    TriageSessionConfig config(const QString& key) const;
    // A loader "sleepy/pytorch" whose load_model writes its pid to `pidFile` and
    // then sleeps a minute, plus its training entry with a bf16 reason.
    void addSleepyLoader(const QString& pidFile);
    qint64 waitForPid(const QString& pidFile);

    DemoFixture m_demo;
};

TriageSessionConfig TstSessionFaults::config(const QString& key) const
{
    TriageSessionConfig config = m_demo.config(key, true);
    // A folder of its own for each of a test's sessions.
    config.sessionDir =
        m_demo.tmpPath(QStringLiteral("session-%1-%2").arg(m_demo.copies()).arg(key.section(u'/', 0, 0)));
    return config;
}

void TstSessionFaults::addSleepyLoader(const QString& pidFile)
{
    const QByteArray definitions = "\nPID_FILE = \"" + pidFile.toUtf8() + "\"\n";
    QVERIFY(addLoader(m_demo.root(), QStringLiteral("sleepy"),
                      forgeLoader("import os\nimport time\n\nimport torch\nfrom torch import nn\n",
                                  definitions, "Sleepy", R"(    def load_model(self, dtype_override=None):
        with open(PID_FILE, "w") as out:
            out.write(str(os.getpid()))
        time.sleep(60)
        return nn.Linear(4, 2)

    def load_inputs(self, dtype_override=None, batch_size=1):
        return {"input": torch.zeros((batch_size, 4))}
)")));
}

qint64 TstSessionFaults::waitForPid(const QString& pidFile)
{
    if (!QTest::qWaitFor([&pidFile] { return !readFile(pidFile).trimmed().isEmpty(); }, kTimeoutMs))
        return 0;
    return readFile(pidFile).trimmed().toLongLong();
}

void TstSessionFaults::killedReproFailsAndNextSessionRuns()
{
    const QString pidFile = m_demo.tmpPath(QStringLiteral("killed.pid"));
    addSleepyLoader(pidFile);
    TriageSession session(config(QStringLiteral("sleepy/pytorch-single_device-training")));
    QSignalSpy jobsDone(&session, &TriageSession::jobFinished);
    session.start();
    const qint64 pid = waitForPid(pidFile);
    QVERIFY(pid > 1);
    QCOMPARE(session.state(), State::ReproducingBefore);
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);

    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Failed);
    QVERIFY2(session.stateNote().contains(QStringLiteral("crashed")), qPrintable(session.stateNote()));
    QVERIFY(session.stateNote().contains(QStringLiteral("SIGKILL")));
    QTRY_VERIFY(RecordFile::load(session.recordPath())->stateNote.startsWith(u"failed: "));
    QCOMPARE(jobsDone.size(), 1);
    QVERIFY(!jobsDone[0][2].toBool());
    QVERIFY(jobsDone[0][1].toString().contains(QStringLiteral("crashed")));

    // Life goes on: the next session (case f, stale) runs its repro to the end.
    TriageSession next(config(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")));
    next.start();
    QTRY_VERIFY_WITH_TIMEOUT(next.isFinished(), kTimeoutMs);
    QCOMPARE(next.state(), State::Stopped);
    QCOMPARE(next.record().decision, QStringLiteral("stale"));
    QCOMPARE(next.record().entries[0].cpuBefore.summary(), QStringLiteral("bf16 ok, fp32 ok"));
}

void TstSessionFaults::reproTimeoutFails()
{
    const QString pidFile = m_demo.tmpPath(QStringLiteral("timeout.pid"));
    addSleepyLoader(pidFile);
    const auto before = snapshot(m_demo.root());
    TriageSessionConfig cfg = config(QStringLiteral("sleepy/pytorch-single_device-training"));
    cfg.reproTimeoutMs = 3000;
    TriageSession session(cfg);
    session.start();
    const qint64 pid = waitForPid(pidFile);
    QVERIFY(pid > 1);
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Failed);
    QVERIFY2(session.stateNote().contains(QStringLiteral("timed out")), qPrintable(session.stateNote()));
    QTRY_VERIFY_WITH_TIMEOUT(processIsGone(pid), 10000);  // killed, not left sleeping
    QCOMPARE(snapshot(m_demo.root()), before);
}

// CASES.md case a, but the (imported) pytest result still carries the original
// bf16 error: docs/triage.md §2 step 7 B says revert the fix, fall back to A, flag for review.
void TstSessionFaults::pytestShowsOriginalErrorRevertsFix()
{
    const QString junit = m_demo.tmpPath(QStringLiteral("original-%1.xml").arg(m_demo.copies()));
    QVERIFY(writeFile(junit, R"(<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="1" skipped="0" tests="1">
<testcase classname="tests.runner.test_models" name="test_all_models_torch[speecht5/pytorch-Tts-single_device-training]" time="0.1"><properties><property name="error_message" value="mat1 and mat2 must have the same dtype" /></properties><failure message="RuntimeError: mat1 and mat2 must have the same dtype">boom</failure></testcase>
</testsuite></testsuites>
)"));
    const QString loaderPath = m_demo.path(kSpeechLoader);
    const QString yamlPath = m_demo.path(kTrainingYaml);
    const QByteArray loaderBefore = readFile(loaderPath);
    TriageSessionConfig cfg = config(kSpeechKey);
    cfg.importedJUnit = junit;
    TriageSession session(cfg);
    QSignalSpy states(&session, &TriageSession::stateChanged);
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QVERIFY2(session.state() == State::Done, qPrintable(session.stateNote()));

    const TriageRecord& record = session.record();
    QCOMPARE(record.entries[0].cpuAfter.summary(), QStringLiteral("bf16 ok, fp32 ok"));  // worked on CPU
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Reverted);
    QVERIFY(!record.loaderEditUncommitted());
    QCOMPARE(readFile(loaderPath), loaderBefore);  // reverted byte for byte
    bool reverting = false;
    for (const auto& args : states)
        reverting = reverting || args[0].value<State>() == State::RevertingFix;
    QVERIFY(reverting);

    const auto& entry = record.entries[0];
    QCOMPARE(entry.yaml.branch, QStringLiteral("A"));
    QVERIFY(entry.yaml.needsReview);
    QVERIFY(entry.yaml.revertFix);
    QVERIFY(entry.yaml.reviewReason.contains(QStringLiteral("original bfloat16 error")));
    QCOMPARE(entry.yaml.after.status, QStringLiteral("KNOWN_FAILURE_XFAIL"));
    QCOMPARE(entry.yaml.after.bringupStatus, QStringLiteral("FAILED_FE_COMPILATION"));
    QCOMPARE(entry.yaml.after.reason,
             QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"));
    QVERIFY(entry.yaml.written);
    const QString items = record.reviewItems().join(u'\n');
    QVERIFY2(items.contains(QStringLiteral("the loader fix was reverted")), qPrintable(items));
    QVERIFY(record.inference.stale.isEmpty());  // no fix landed: nothing made stale
    const QByteArray yaml = readFile(yamlPath);
    QVERIFY(yaml.contains("  speecht5/pytorch-Tts-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"));
}

// Someone edits the loader while its fix waits for approval: the approved diff no
// longer matches the file. The session never goes on as if fixed: it proposes the
// fix again from the file as it is now and waits for that approval.
void TstSessionFaults::loaderEditedBeforeTheWriteIsProposedAgain()
{
    const QString loaderPath = m_demo.path(kSpeechLoader);
    TriageSessionConfig cfg = config(kSpeechKey);
    cfg.yes = false;
    TriageSession session(cfg);
    QSignalSpy approvals(&session, &TriageSession::needsApproval);
    session.start();
    QVERIFY(waitForSettled(session));
    QCOMPARE(session.state(), State::AwaitingFixApproval);
    const QByteArray edited = readFile(loaderPath) + "# a line the user added\n";
    QVERIFY(writeFile(loaderPath, edited));
    session.approveLoaderFix();
    QTRY_VERIFY_WITH_TIMEOUT(approvals.size() == 2 || session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::AwaitingFixApproval);
    QCOMPARE(readFile(loaderPath), edited);  // nothing written on the stale approval
    session.approveLoaderFix();
    QVERIFY(waitForSettled(session));
    const QByteArray fixed = readFile(loaderPath);
    QVERIFY(fixed.contains("dtype=dtype_override"));
    QVERIFY(fixed.endsWith("# a line the user added\n"));
    QCOMPARE(session.record().fix.result, TriageRecord::Fix::Result::Works);
    session.cancel();
}

// Issue 35: with a full data home, triage --yes wrote the loader and the YAML
// without a session record and ended well. The record lands first or nothing is
// written: here record.json cannot be written (a folder stands in its place, which
// no permission lets anyone, root included, write a file over).
void TstSessionFaults::noRecordNoWrites()
{
    const QString loaderPath = m_demo.path(kSpeechLoader);
    const QString yamlPath = m_demo.path(kTrainingYaml);
    const QByteArray loaderBefore = readFile(loaderPath);
    const QByteArray yamlBefore = readFile(yamlPath);
    TriageSessionConfig cfg = config(kSpeechKey);
    QVERIFY(QDir().mkpath(cfg.sessionDir + QStringLiteral("/record.json")));
    TriageSession session(cfg);
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Failed);
    QVERIFY2(session.stateNote().contains(QStringLiteral("nothing was written")), qPrintable(session.stateNote()));
    QVERIFY2(session.stateNote().contains(QStringLiteral("record")), qPrintable(session.stateNote()));
    QCOMPARE(readFile(loaderPath), loaderBefore);
    QCOMPARE(readFile(yamlPath), yamlBefore);
}

// Issue 35: a JUnit report cut before the entry's testcase (a CI report broken
// off, an unreadable newer attempt) was planned as "pytest reported skipped" and
// the run ended well. A key the report holds no outcome for stops the session; the
// loader fix it applied is taken back, the YAML untouched.
void TstSessionFaults::aCutReportStopsTheSession()
{
    const QString junit = m_demo.tmpPath(QStringLiteral("cut-%1.xml").arg(m_demo.copies()));
    QVERIFY(writeFile(junit, "<?xml version=\"1.0\" encoding=\"utf-8\"?><testsuites><testsuite name=\"pytest\" tests=\"2\">\n"
                             "<testcase classname=\"tests.runner.test_models\" "
                             "name=\"test_all_models_torch[vit/pytorch-Base-single_device-training]\" time=\"0.1\" />\n"
                             "<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[speecht5/pytorch-Tts-sin"));
    const QString loaderPath = m_demo.path(kSpeechLoader);
    const QString yamlPath = m_demo.path(kTrainingYaml);
    const QByteArray loaderBefore = readFile(loaderPath);
    const QByteArray yamlBefore = readFile(yamlPath);
    TriageSessionConfig cfg = config(kSpeechKey);
    cfg.importedJUnit = junit;
    TriageSession session(cfg);
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Failed);
    QVERIFY2(session.stateNote().contains(QStringLiteral("holds no outcome for ") + kSpeechKey), qPrintable(session.stateNote()));
    QCOMPARE(readFile(loaderPath), loaderBefore);
    QCOMPARE(readFile(yamlPath), yamlBefore);
}

void TstSessionFaults::loaderThatKeepsChangingStopsWithAConflict()
{
    const QString loaderPath = m_demo.path(kSpeechLoader);
    TriageSessionConfig cfg = config(kSpeechKey);
    cfg.yes = false;
    TriageSession session(cfg);
    QSignalSpy approvals(&session, &TriageSession::needsApproval);
    session.start();
    for (int round = 1; round <= 4; ++round) {
        QTRY_VERIFY_WITH_TIMEOUT(approvals.size() == round || session.isFinished(), kTimeoutMs);
        QCOMPARE(session.state(), State::AwaitingFixApproval);
        QVERIFY(writeFile(loaderPath, readFile(loaderPath) + "# edit " + QByteArray::number(round) + '\n'));
        session.approveLoaderFix();
    }
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Stopped);
    QVERIFY2(session.stateNote().contains(QLatin1String("loader conflict")), qPrintable(session.stateNote()));
    QVERIFY(!readFile(loaderPath).contains("dtype=dtype_override"));
    QVERIFY(readFile(loaderPath).endsWith("# edit 4\n"));
}

QTEST_GUILESS_MAIN(TstSessionFaults)
#include "tst_sessionfaults.moc"
