// TriageSession::resume() end to end on a copy of the demo checkout with real
// torch and pytest (CASES.md case a, speecht5): a session "crashes" (its object is
// deleted mid-way, as when the workbench dies) after its loader fix landed, and the
// resumed session finishes with what a full run gives (docs/triage.md §4: the fix in the
// loader, KNOWN_FAILURE_XFAIL / FAILED_TTMLIR_COMPILATION / 'ttir.sum' in the YAML)
// without proposing the fix again. Recorded pytest results go straight to planning
// the YAML; a done record finishes at once; a loader reverted behind the session's
// back is said so and the triage starts over.
#include "demofixture.h"
#include "families/dtype/dtypeshown.h"
#include "session/triagesession.h"

#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

class TstSessionResume : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init();
    void cleanupTestCase() { m_demo.stopWorker(); }

    void crashDuringPytestResumesAfterFix();
    void crashRightAfterFixLandedResumesAfterFix();
    void awaitingYamlApprovalPlansAtOnce();
    void doneRecordFinishesAtOnce();
    void revertedLoaderStartsOver();

private:
    TriageSessionConfig config(bool yes) const { return m_demo.config(kSpeechKey, yes); }
    // Runs case a with the fix approved until the session reaches `crashAt`, then
    // deletes it there (its record stays on disk). Returns the record's path.
    void crashAt(State crashAt, QString* recordPath);
    std::unique_ptr<TriageSession> resume(const QString& recordPath, bool yes);
    void verifyFullRunOutcome(const TriageSession& session);

    QString yaml() const { return m_demo.path(kTrainingYaml); }
    QString loader() const { return m_demo.path(kSpeechLoader); }

    DemoFixture m_demo;
    QByteArray m_yamlBefore, m_loaderBefore;
};

void TstSessionResume::init()
{
    m_demo.newCopy();
    m_yamlBefore = readFile(yaml());
    m_loaderBefore = readFile(loader());
}

void TstSessionResume::crashAt(State crashAt, QString* recordPath)
{
    auto session = std::make_unique<TriageSession>(config(false));
    const QString path = QDir(config(false).sessionDir).filePath(QStringLiteral("record.json"));
    // Deleted from the event loop right after the state is entered: a warm repro
    // takes ~40 ms, shorter than QTRY's polling.
    connect(session.get(), &TriageSession::stateChanged, this, [this, &session, crashAt](State state) {
        if (state == crashAt)
            QMetaObject::invokeMethod(this, [&session] { session.reset(); }, Qt::QueuedConnection);
    });
    connect(session.get(), &TriageSession::needsApproval, this,
            [&session](TriageSession::ApprovalKind kind) {
                if (kind == TriageSession::ApprovalKind::LoaderFix)
                    QMetaObject::invokeMethod(session.get(), &TriageSession::approveLoaderFix,
                                              Qt::QueuedConnection);
            });
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(!session || session->isFinished(), kTimeoutMs);
    QVERIFY2(!session, qPrintable(session ? session->stateNote() : QString()));
    *recordPath = path;
}

std::unique_ptr<TriageSession> TstSessionResume::resume(const QString& recordPath, bool yes)
{
    QString error;
    std::unique_ptr<TriageSession> session(TriageSession::resume(recordPath, config(yes), &error));
    if (!session)
        qWarning("resume: %s", qPrintable(error));
    return session;
}

void TstSessionResume::verifyFullRunOutcome(const TriageSession& session)
{
    QVERIFY2(session.state() == State::Done, qPrintable(session.stateNote()));
    const TriageRecord& record = session.record();
    QCOMPARE(record.state, TriageRecord::State::Done);
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Works);
    QCOMPARE(record.fix.line, 119);
    QCOMPARE(record.entries.size(), 1);
    QCOMPARE(record.entries[0].cpuBefore.summary(), QStringLiteral("bf16 failed, fp32 ok"));
    QCOMPARE(record.entries[0].cpuAfter.summary(), QStringLiteral("bf16 ok, fp32 ok"));
    QCOMPARE(record.entries[0].pytest.outcome, JUnitCase::Outcome::Failed);
    QCOMPARE(record.entries[0].yaml.branch, QStringLiteral("B"));
    QVERIFY(record.entries[0].yaml.written);
    QCOMPARE(record.inference.stale.size(), 1);
    QCOMPARE(QString::fromUtf8(readFile(yaml())), QString::fromUtf8(speechYamlAfterFullRun(m_yamlBefore)));
    QCOMPARE(QString::fromUtf8(readFile(loader())), QString::fromUtf8(speechLoaderAfterFix(m_loaderBefore)));
}

void TstSessionResume::crashDuringPytestResumesAfterFix()
{
    QString recordPath;
    crashAt(State::RunningPytest, &recordPath);
    QVERIFY(!recordPath.isEmpty());
    QCOMPARE(readFile(loader()), speechLoaderAfterFix(m_loaderBefore));
    const auto saved = RecordFile::load(recordPath);
    QVERIFY(saved && saved->stateNote.startsWith(u"running_pytest"));
    QCOMPARE(saved->fix.result, TriageRecord::Fix::Result::Works);

    auto session = resume(recordPath, /*yes=*/true);
    QVERIFY(session);
    QSignalSpy states(session.get(), &TriageSession::stateChanged);
    QSignalSpy approvals(session.get(), &TriageSession::needsApproval);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    verifyFullRunOutcome(*session);
    QCOMPARE(session->resumePoint()->step, ResumePoint::Step::ReproduceAfterFix);
    const QList<State> seen = statesOf(states);
    QVERIFY(seen.contains(State::ReproducingAfter));
    QVERIFY(!seen.contains(State::ReproducingBefore));
    QVERIFY(!seen.contains(State::AwaitingFixApproval));
    for (const auto& args : approvals)  // only the YAML was approved
        QCOMPARE(args[0].value<TriageSession::ApprovalKind>(), TriageSession::ApprovalKind::YamlPlan);
    QCOMPARE(session->record().started, saved->started);  // the same triage, gone on
    QCOMPARE(session->recordPath(), recordPath);
    QTRY_VERIFY(RecordFile::load(recordPath)->state == TriageRecord::State::Done);
}

void TstSessionResume::crashRightAfterFixLandedResumesAfterFix()
{
    QString recordPath;
    crashAt(State::ReproducingAfter, &recordPath);
    QVERIFY(!recordPath.isEmpty());
    const auto saved = RecordFile::load(recordPath);
    QVERIFY(saved && saved->stateNote.startsWith(u"reproducing_after"));
    QCOMPARE(saved->fix.result, TriageRecord::Fix::Result::NotAttempted);  // not known yet

    auto session = resume(recordPath, /*yes=*/true);
    QVERIFY(session);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    verifyFullRunOutcome(*session);
    const auto shown = qvariant_cast<DtypeShown>(session->evidence());
    QVERIFY(shown.after.has_value());
    QVERIFY(!shown.before.has_value());  // not run again
}

void TstSessionResume::awaitingYamlApprovalPlansAtOnce()
{
    QString recordPath;
    crashAt(State::AwaitingYamlApproval, &recordPath);
    QVERIFY(!recordPath.isEmpty());
    const auto saved = RecordFile::load(recordPath);
    QVERIFY(saved && !saved->yamlDiff.isEmpty());

    auto session = resume(recordPath, /*yes=*/false);
    QVERIFY(session);
    QSignalSpy jobs(session.get(), &TriageSession::jobStarted);
    session->start();
    QVERIFY(waitForSettled(*session));
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    QCOMPARE(session->resumePoint()->step, ResumePoint::Step::PlanYaml);
    QCOMPARE(jobs.size(), 0);  // no repro, no pytest: straight to the plan
    QCOMPARE(session->yamlDiff(), saved->yamlDiff);
    QCOMPARE(readFile(yaml()), m_yamlBefore);
    session->approveYamlPlan();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    verifyFullRunOutcome(*session);
}

void TstSessionResume::doneRecordFinishesAtOnce()
{
    QString recordPath;
    {
        TriageSession full(config(true));
        full.start();
        QTRY_VERIFY_WITH_TIMEOUT(full.isFinished(), kTimeoutMs);
        verifyFullRunOutcome(full);
        recordPath = full.recordPath();
    }
    const auto saved = RecordFile::load(recordPath);
    QVERIFY(saved && saved->state == TriageRecord::State::Done);
    const QByteArray recordBytes = readFile(recordPath);

    auto session = resume(recordPath, true);
    QVERIFY(session);
    QSignalSpy finished(session.get(), &TriageSession::finished);
    QSignalSpy jobs(session.get(), &TriageSession::jobStarted);
    session->start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(session->state(), State::Done);
    QCOMPARE(session->record(), *saved);
    QCOMPARE(finished[0][0].value<TriageRecord>(), *saved);
    QCOMPARE(jobs.size(), 0);
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(readFile(recordPath), recordBytes);  // not even saved again
    verifyFullRunOutcome(*session);
}

void TstSessionResume::revertedLoaderStartsOver()
{
    QString recordPath;
    crashAt(State::RunningPytest, &recordPath);
    QVERIFY(!recordPath.isEmpty());
    // The user took the fix back by hand before reopening the session.
    QVERIFY(writeFile(loader(), m_loaderBefore));

    auto session = resume(recordPath, /*yes=*/false);
    QVERIFY(session);
    QSignalSpy logs(session.get(), &TriageSession::logLine);
    session->start();
    QVERIFY(waitForSettled(*session));
    // Started over: the bf16 error is back, so the fix is proposed again.
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    QVERIFY(session->resumePoint()->loaderChanged);
    const auto said = [&logs](const QString& text) {
        return std::any_of(logs.cbegin(), logs.cend(),
                           [&text](const QList<QVariant>& args) { return args[0].toString().contains(text); });
    };
    QVERIFY(said(QStringLiteral("no longer holds the fix")));
    QVERIFY(said(QStringLiteral("starting over at step 1")));
    QVERIFY(session->record().review.join(u'\n').contains(QStringLiteral("no longer holds the fix")));
    QCOMPARE(session->record().entries[0].cpuBefore.summary(), QStringLiteral("bf16 failed, fp32 ok"));
    session->approveLoaderFix();
    session->cancel();  // while the fix is applied: it is taken back
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(readFile(loader()), m_loaderBefore);
    QCOMPARE(readFile(yaml()), m_yamlBefore);
}

QTEST_GUILESS_MAIN(TstSessionResume)
#include "tst_sessionresume.moc"
