// A triage session whose step 6 runs on TT hardware through tt-xla's CI, end to
// end on a copy of the demo checkout with real torch (CASES.md case a, speecht5)
// and the stand-in gh on PATH: the session waits for CI with its fix landed, one
// CiSessionRun dispatches its keys, notes the run in the record, and hands it the
// downloaded reports -- the session then ends as a full local run does. A session
// closed while the run goes on is resumed and picks the same run up; a failed run
// leaves it waiting with nothing written.
#include "ci/cidispatch.h"
#include "demofixture.h"
#include "session/cisessionrun.h"
#include "session/triagesession.h"
#include "standingh.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kReport = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_speecht5_fix.xml");

}  // namespace

class TstCiSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init();
    void cleanupTestCase() { m_demo.stopWorker(); }

    void waitsForCiThenPlansFromItsReports();
    void aClosedSessionPicksItsRunUp();
    void aFailedRunLeavesItWaiting();
    void aRunThatCannotBePickedUpIsForgotten();
    void cancelingTheSessionCancelsItsRun();
    void closedBeforeTheRunWasFoundSaysSo();

private:
    TriageSessionConfig config() const
    {
        TriageSessionConfig config = m_demo.config(kSpeechKey, /*yes=*/true);
        config.verifyThroughCi = true;
        return config;
    }
    // Runs the session until it waits for CI.
    void untilAwaitingCi(TriageSession& session);
    CiRunConfig runConfig(const QList<TriageSession*>& sessions, qint64 runId = 0)
    {
        CiRunConfig config;
        config.workingDirectory = m_demo.root();
        config.pollMs = 20;
        config.findAttempts = 3;
        if (runId > 0)
            config.runId = runId;
        else
            config.dispatch = *CiDispatch::forKeys(CiSessionRun::keysOf(sessions), {});
        config.downloadDir = m_demo.tmpPath(QStringLiteral("ci-%1-%2").arg(m_demo.copies()).arg(++m_runs));
        return config;
    }
    void verifyFullRunOutcome(const TriageSession& session);

    DemoFixture m_demo;
    QByteArray m_yamlBefore, m_loaderBefore;
    int m_runs = 0;
};

void TstCiSession::init()
{
    m_demo.newCopy();
    m_yamlBefore = readFile(m_demo.path(kTrainingYaml));
    m_loaderBefore = readFile(m_demo.path(kSpeechLoader));
}

void TstCiSession::untilAwaitingCi(TriageSession& session)
{
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.state() == State::AwaitingCi || session.isFinished(), kTimeoutMs);
    QVERIFY2(session.state() == State::AwaitingCi, qPrintable(session.stateNote()));
    // The fix landed and was verified on CPU; the YAML waits for pytest's word from TT hardware.
    QCOMPARE(readFile(m_demo.path(kSpeechLoader)), speechLoaderAfterFix(m_loaderBefore));
    QCOMPARE(readFile(m_demo.path(kTrainingYaml)), m_yamlBefore);
    QVERIFY(session.ciWait()->ciKeys().contains(kSpeechKey));
}

void TstCiSession::verifyFullRunOutcome(const TriageSession& session)
{
    QVERIFY2(session.state() == State::Done, qPrintable(session.stateNote()));
    const TriageRecord& record = session.record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Works);
    QCOMPARE(record.entries.size(), 1);
    QCOMPARE(record.entries[0].pytest.outcome, JUnitCase::Outcome::Failed);
    QCOMPARE(record.entries[0].yaml.branch, QStringLiteral("B"));
    QVERIFY(record.entries[0].yaml.written);
    QCOMPARE(QString::fromUtf8(readFile(m_demo.path(kTrainingYaml))),
             QString::fromUtf8(speechYamlAfterFullRun(m_yamlBefore)));
    QVERIFY(record.junitImported);
    QCOMPARE(record.ci.id, 4242);
    QCOMPARE(record.ci.url, QStringLiteral("https://github.com/tenstorrent/tt-xla/actions/runs/4242"));
    QCOMPARE(record.ci.reports.size(), 1);
    QCOMPARE(record.ci.conclusion, QStringLiteral("failure"));
}

void TstCiSession::waitsForCiThenPlansFromItsReports()
{
    StandInGh gh(m_demo.tmpPath(QStringLiteral("gh-flow")));
    gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kReport});
    TriageSession session(config());
    untilAwaitingCi(session);
    const auto waiting = RecordFile::load(session.recordPath());
    QVERIFY(waiting);
    QVERIFY2(waiting->stateNote.startsWith(QStringLiteral("awaiting_ci: waiting for tt-xla's CI: dispatch the "
                                                          "verification of speecht5/pytorch-Tts-single_device-training")),
             qPrintable(waiting->stateNote));

    CiSessionRun run({&session}, runConfig({&session}));
    QSignalSpy finished(&run, &CiSessionRun::finished);
    run.start();
    QVERIFY(finished.wait(60000));
    QVERIFY(finished.first().first().value<CiRunOutcome>().ok);
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    verifyFullRunOutcome(session);
    const QStringList dispatched = gh.calls(QStringLiteral("workflow run")).value(0);
    QVERIFY2(dispatched.contains(QStringLiteral("contains=[") + kSpeechKey + u']')
                 || dispatched.join(u' ').contains(QStringLiteral("contains=[") + kSpeechKey + QStringLiteral("] or")),
             qPrintable(dispatched.join(u' ')));
    QVERIFY(RecordFile::load(session.recordPath())->ci.dispatch.startsWith(QStringLiteral("gh workflow run")));
}

void TstCiSession::aClosedSessionPicksItsRunUp()
{
    StandInGh gh(m_demo.tmpPath(QStringLiteral("gh-resume")));
    QJsonObject running = StandInGh::goodScenario(QStringLiteral("failure"));
    running.insert(QStringLiteral("statuses"), QJsonArray{QStringLiteral("in_progress")});
    gh.play(running, {kReport});
    QString recordPath;
    {
        auto session = std::make_unique<TriageSession>(config());
        untilAwaitingCi(*session);
        recordPath = session->recordPath();
        auto run = std::make_unique<CiSessionRun>(QList<TriageSession*>{session.get()}, runConfig({session.get()}));
        QSignalSpy progress(&run->run(), &CiRun::progress);
        run->start();
        QTRY_VERIFY_WITH_TIMEOUT(session->record().ci.id == 4242, 60000);
        QVERIFY(progress.wait(30000));
        // The window closes while the run goes on: the run's follower and the session go, the record stays.
    }
    const auto saved = RecordFile::load(recordPath);
    QVERIFY(saved);
    QCOMPARE(saved->ci.id, 4242);
    QVERIFY(saved->stateNote.startsWith(QStringLiteral("awaiting_ci: waiting for tt-xla's CI run 4242")));

    gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {kReport});  // the run has ended meanwhile
    QString error;
    std::unique_ptr<TriageSession> resumed(TriageSession::resume(recordPath, config(), &error));
    QVERIFY2(resumed, qPrintable(error));
    resumed->start();
    QTRY_VERIFY_WITH_TIMEOUT(resumed->state() == State::AwaitingCi || resumed->isFinished(), kTimeoutMs);
    QCOMPARE(resumed->state(), State::AwaitingCi);
    QCOMPARE(CiSessionRun::notedRunOf({resumed.get()}), 4242);
    CiSessionRun run({resumed.get()}, runConfig({resumed.get()}, 4242));
    QSignalSpy finished(&run, &CiSessionRun::finished);
    run.start();
    QVERIFY(finished.wait(60000));
    QTRY_VERIFY_WITH_TIMEOUT(resumed->isFinished(), kTimeoutMs);
    verifyFullRunOutcome(*resumed);
    QVERIFY(gh.calls(QStringLiteral("workflow run")).isEmpty());  // picked up, not dispatched again
}

void TstCiSession::aFailedRunLeavesItWaiting()
{
    StandInGh gh(m_demo.tmpPath(QStringLiteral("gh-logout")));
    QJsonObject scenario = StandInGh::goodScenario();
    scenario.insert(QStringLiteral("login"), QJsonValue::Null);
    gh.play(scenario, {kReport});
    TriageSession session(config());
    untilAwaitingCi(session);
    CiSessionRun run({&session}, runConfig({&session}));
    QSignalSpy finished(&run, &CiSessionRun::finished);
    run.start();
    QVERIFY(finished.wait(60000));
    QVERIFY(!finished.first().first().value<CiRunOutcome>().ok);
    QCOMPARE(session.state(), State::AwaitingCi);
    QVERIFY2(session.record().ci.problem.contains(QStringLiteral("gh is not logged in to GitHub")),
             qPrintable(session.record().ci.problem));
    QVERIFY(session.stateNote().startsWith(QStringLiteral("awaiting_ci: waiting for tt-xla's CI: checking gh's login")));
    QCOMPARE(readFile(m_demo.path(kTrainingYaml)), m_yamlBefore);
    QVERIFY(session.ciWait()->ciKeys().contains(kSpeechKey));  // still waiting: another run may be dispatched
}

// A noted run that cannot be followed (gh logged out here, the run gone) is
// forgotten: the window and batch pick up only noted runs, so nothing retries it
// endlessly; the session waits for a new dispatch.
void TstCiSession::aRunThatCannotBePickedUpIsForgotten()
{
    StandInGh gh(m_demo.tmpPath(QStringLiteral("gh-gone")));
    QJsonObject scenario = StandInGh::goodScenario();
    scenario.insert(QStringLiteral("run_id"), 5000);  // 4242 is not a run GitHub knows
    gh.play(scenario);
    TriageSession session(config());
    untilAwaitingCi(session);
    QVERIFY(session.ciWait());
    session.ciWait()->noteCiRun(4242, QStringLiteral("https://github.com/fork/tt-xla/actions/runs/4242"), {});
    QCOMPARE(CiSessionRun::notedRunOf({&session}), 4242);
    CiRunConfig picked = runConfig({&session}, 4242);
    picked.repo = CiRunStatus::repoOf(session.record().ci.url, picked.repo);
    QCOMPARE(picked.repo, QStringLiteral("fork/tt-xla"));
    CiSessionRun run({&session}, picked);
    QSignalSpy finished(&run, &CiSessionRun::finished);
    run.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(session.state(), State::AwaitingCi);
    QCOMPARE(session.record().ci.id, 0);
    QCOMPARE(CiSessionRun::notedRunOf({&session}), 0);
    QVERIFY2(session.record().ci.problem.contains(QStringLiteral("HTTP 404")), qPrintable(session.record().ci.problem));
    QCOMPARE(gh.calls(QStringLiteral("run view")).value(0).mid(3).join(u' ').contains(QStringLiteral("--repo fork/tt-xla")), true);
}

// The user cancels the only session a run was for: its fix goes back, and the
// run is canceled on GitHub -- the hardware is not kept busy for nobody.
void TstCiSession::cancelingTheSessionCancelsItsRun()
{
    StandInGh gh(m_demo.tmpPath(QStringLiteral("gh-cancel")));
    QJsonObject running = StandInGh::goodScenario();
    running.insert(QStringLiteral("statuses"), QJsonArray{QStringLiteral("in_progress")});
    gh.play(running, {kReport});
    TriageSession session(config());
    untilAwaitingCi(session);
    CiSessionRun run({&session}, runConfig({&session}));
    QSignalSpy finished(&run, &CiSessionRun::finished);
    run.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.record().ci.id == 4242, 60000);
    session.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Canceled);
    QCOMPARE(readFile(m_demo.path(kSpeechLoader)), m_loaderBefore);  // the fix went back
    QVERIFY(finished.wait(60000) || !finished.isEmpty());
    QVERIFY(finished.first().first().value<CiRunOutcome>().canceledOnGitHub);
    QCOMPARE(gh.calls(QStringLiteral("run cancel")).size(), 1);
}

// Closed after the dispatch was sent but before its run showed up: the resumed
// session says a run may exist instead of silently dispatching a second one.
void TstCiSession::closedBeforeTheRunWasFoundSaysSo()
{
    StandInGh gh(m_demo.tmpPath(QStringLiteral("gh-unfound")));
    QJsonObject hidden = StandInGh::goodScenario();
    hidden.insert(QStringLiteral("appears_after"), 1000);
    gh.play(hidden);
    QString recordPath;
    {
        auto session = std::make_unique<TriageSession>(config());
        untilAwaitingCi(*session);
        recordPath = session->recordPath();
        CiRunConfig dispatching = runConfig({session.get()});
        dispatching.findAttempts = 1000;
        auto run = std::make_unique<CiSessionRun>(QList<TriageSession*>{session.get()}, dispatching);
        run->start();
        QTRY_VERIFY_WITH_TIMEOUT(!session->record().ci.dispatch.isEmpty(), 60000);
    }
    QString error;
    std::unique_ptr<TriageSession> resumed(TriageSession::resume(recordPath, config(), &error));
    QVERIFY2(resumed, qPrintable(error));
    resumed->start();
    QTRY_VERIFY_WITH_TIMEOUT(resumed->state() == State::AwaitingCi || resumed->isFinished(), kTimeoutMs);
    QVERIFY2(resumed->stateNote().contains(QStringLiteral("a run was dispatched (gh workflow run")),
             qPrintable(resumed->stateNote()));
    QCOMPARE(CiSessionRun::notedRunOf({resumed.get()}), 0);
}

QTEST_GUILESS_MAIN(TstCiSession)
#include "tst_cisession.moc"
