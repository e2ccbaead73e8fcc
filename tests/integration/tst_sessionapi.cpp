// What the window drives a TriageSession with, on a copy of the demo checkout with
// real torch and pytest (CASES.md case a): the job signals of every repro and the
// pytest run, the accessors (repros, proposal, loader path, key), cancelJob, and
// revertWrites — both files back byte for byte, refused (nothing written) when a
// file changed since, and from the recorded diffs for a session resumed as done.
#include "demofixture.h"
#include "families/dtype/dtypeshown.h"
#include "families/failurefamily.h"
#include "session/triagesession.h"

#include <QFileInfo>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

class TstSessionApi : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init();
    void cleanupTestCase() { m_demo.stopWorker(); }

    void jobSignalsAndAccessors();
    void cancelJobCancelsTheSession();
    void revertWritesRestoresBothFiles();
    void revertRefusesChangedFile();
    void revertOfResumedDoneSession();
    void revertNeedsAFinishedSessionThatWrote();

private:
    TriageSessionConfig config(const QString& key = kSpeechKey) const { return m_demo.config(key, true); }
    // Case a, approved all the way: the loader fixed, the YAML written.
    std::unique_ptr<TriageSession> runToDone();
    QString loader() const { return m_demo.path(kSpeechLoader); }
    QString yaml() const { return m_demo.path(kTrainingYaml); }

    DemoFixture m_demo;
    QByteArray m_yamlBefore, m_loaderBefore;
};

void TstSessionApi::init()
{
    m_demo.newCopy();
    m_yamlBefore = readFile(yaml());
    m_loaderBefore = readFile(loader());
}

std::unique_ptr<TriageSession> TstSessionApi::runToDone()
{
    auto session = std::make_unique<TriageSession>(config());
    session->start();
    if (!QTest::qWaitFor([&session] { return session->isFinished(); }, kTimeoutMs)
        || session->state() != State::Done)
        qWarning("not done: %s", qPrintable(session->stateNote()));
    return session;
}

void TstSessionApi::jobSignalsAndAccessors()
{
    // Started by its model_info.name: key() says the configured name until resolved.
    TriageSession session(config(QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface")));
    QCOMPARE(session.key(), QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface"));
    QVERIFY(session.loaderPath().isEmpty());
    QVERIFY(!session.evidence().isValid() && !session.family());  // chosen at the gate
    QSignalSpy started(&session, &TriageSession::jobStarted);
    QSignalSpy output(&session, &TriageSession::jobOutput);
    QSignalSpy done(&session, &TriageSession::jobFinished);
    // Every line and every end belongs to a job that started and has not ended.
    QSet<int> running, ended;
    bool orderOk = true;
    connect(&session, &TriageSession::jobStarted, this, [&](int id, const QString&) {
        orderOk = orderOk && !running.contains(id) && !ended.contains(id);
        running.insert(id);
    });
    connect(&session, &TriageSession::jobOutput, this,
            [&](int id, const QString&) { orderOk = orderOk && running.contains(id); });
    connect(&session, &TriageSession::jobFinished, this, [&](int id, const QString&, bool) {
        orderOk = orderOk && running.remove(id);
        ended.insert(id);
    });
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QVERIFY2(session.state() == State::Done, qPrintable(session.stateNote()));
    QVERIFY(orderOk);
    QVERIFY(running.isEmpty());

    // Repro before, repro after the fix, pytest: three ids, all distinct.
    QCOMPARE(started.size(), 3);
    QCOMPARE(done.size(), 3);
    QCOMPARE(ended.size(), 3);
    QCOMPARE(started[0][1].toString(), QStringLiteral("CPU repro speecht5/pytorch-Tts"));
    QCOMPARE(started[1][1].toString(), QStringLiteral("CPU repro speecht5/pytorch-Tts (after the fix)"));
    QCOMPARE(started[2][1].toString(), QStringLiteral("pytest (1 key(s))"));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(done[i][0].toInt(), started[i][0].toInt());
    QCOMPARE(done[0][1].toString(), QStringLiteral("bf16 failed, fp32 ok"));
    QCOMPARE(done[1][1].toString(), QStringLiteral("bf16 ok, fp32 ok"));
    QCOMPARE(done[2][1].toString(), QStringLiteral("1 failed"));
    for (int i = 0; i < 3; ++i)
        QVERIFY(done[i][2].toBool());
    // Each job's own lines: the repro's human-readable output, pytest's.
    QHash<int, QStringList> lines;
    for (const auto& args : output)
        lines[args[0].toInt()] << args[1].toString();
    const int before = started[0][0].toInt(), pytest = started[2][0].toInt();
    QVERIFY(lines[before].join(u'\n').contains(QStringLiteral("BFLOAT16: FAILED -- RuntimeError: mat1 and mat2")));
    QVERIFY(lines[before].join(u'\n').contains(QStringLiteral("decoder_input_values: dtype=torch.float32")));
    QVERIFY(lines[started[1][0].toInt()].join(u'\n').contains(QStringLiteral("BFLOAT16: OK")));
    QVERIFY(lines[pytest].join(u'\n').contains(QStringLiteral("ttir.sum")));
    // Each job's console output opens with which Python, which black (and the pin)
    // and which batch size the session uses.
    for (int i = 0; i < 3; ++i) {
        const QStringList& job = lines[started[i][0].toInt()];
        QVERIFY2(job.size() > 3, qPrintable(job.join(u'\n')));
        QVERIFY2(job[0].startsWith(QLatin1String("Python: ")), qPrintable(job[0]));
        QVERIFY2(job[1].startsWith(QLatin1String("Black: ")) && job[1].contains(QLatin1String("pinned 22.3.0")),
                 qPrintable(job[1]));
        QVERIFY2(job[2].startsWith(QLatin1String("Batch size: ")), qPrintable(job[2]));
    }

    QCOMPARE(session.key(), kSpeechKey);
    QCOMPARE(QFileInfo(session.loaderPath()).canonicalFilePath(), QFileInfo(loader()).canonicalFilePath());
    QVERIFY(QFileInfo(session.loaderPath()).isAbsolute());
    QCOMPARE(session.family()->id(), QStringLiteral("dtype"));
    QCOMPARE(session.record().family, QStringLiteral("dtype"));
    const auto dtype = qvariant_cast<DtypeShown>(session.evidence());
    QVERIFY(dtype.before && !dtype.before->outcome.bfloat16.ok());
    QVERIFY(dtype.after && dtype.after->outcome.bfloat16.ok() && dtype.after->outcome.float32.ok());
    const auto proposal = dtype.proposal;
    QVERIFY(proposal && proposal->hasFix());
    QCOMPARE(proposal->line, 119);
    QCOMPARE(proposal->inputKey, QStringLiteral("decoder_input_values"));
    QVERIFY(proposal->siteText.contains(QStringLiteral("torch.zeros")));
    QVERIFY(!proposal->chain.isEmpty());
    QVERIFY(!proposal->why.isEmpty());

    // A second session's ids do not repeat the first one's.
    TriageSession other(config(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")));
    QSignalSpy otherStarted(&other, &TriageSession::jobStarted);
    other.start();
    QTRY_VERIFY_WITH_TIMEOUT(other.isFinished(), kTimeoutMs);
    QCOMPARE(otherStarted.size(), 1);
    QVERIFY(!ended.contains(otherStarted[0][0].toInt()));
}

void TstSessionApi::cancelJobCancelsTheSession()
{
    TriageSession session(config());
    QSignalSpy done(&session, &TriageSession::jobFinished);
    QSignalSpy finished(&session, &TriageSession::finished);
    int firstJob = 0;
    connect(&session, &TriageSession::jobStarted, this, [&](int id, const QString&) {
        if (firstJob)
            return;
        firstJob = id;
        session.cancelJob(id + 1000);  // not this session's: ignored
        QMetaObject::invokeMethod(&session, [&session, id] { session.cancelJob(id); }, Qt::QueuedConnection);
    });
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished(), kTimeoutMs);
    QCOMPARE(session.state(), State::Canceled);
    QCOMPARE(finished.size(), 1);
    QTRY_COMPARE(done.size(), 1);  // the killed repro still reports its end
    QCOMPARE(done[0][0].toInt(), firstJob);
    QVERIFY(!done[0][2].toBool());
    QCOMPARE(done[0][1].toString(), QStringLiteral("the repro was canceled"));
    QCOMPARE(readFile(loader()), m_loaderBefore);
}

void TstSessionApi::revertWritesRestoresBothFiles()
{
    auto session = runToDone();
    QCOMPARE(session->state(), State::Done);
    QVERIFY(readFile(loader()) != m_loaderBefore);
    QVERIFY(readFile(yaml()) != m_yamlBefore);
    QVERIFY(session->canRevert());
    QSignalSpy reverted(session.get(), &TriageSession::reverted);
    session->revertWrites();
    QVERIFY(!session->canRevert());  // under way
    QTRY_COMPARE_WITH_TIMEOUT(reverted.size(), 1, kTimeoutMs);
    QVERIFY2(reverted[0][0].toBool(), qPrintable(reverted[0][1].toString()));
    QCOMPARE(readFile(loader()), m_loaderBefore);
    QCOMPARE(readFile(yaml()), m_yamlBefore);
    QVERIFY(!session->canRevert());
    const TriageRecord& record = session->record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Reverted);
    QVERIFY(!record.entries[0].yaml.written);
    QVERIFY(record.review.join(u'\n').contains(QStringLiteral("reverted")));
    QTRY_VERIFY(RecordFile::load(session->recordPath())->stateNote.contains(QStringLiteral("reverted")));
    // Reverting twice is refused.
    session->revertWrites();
    QTRY_COMPARE(reverted.size(), 2);
    QVERIFY(!reverted[1][0].toBool());
}

void TstSessionApi::revertRefusesChangedFile()
{
    auto session = runToDone();
    QCOMPARE(session->state(), State::Done);
    const QByteArray loaderFixed = readFile(loader());
    // The report's Before and After are one statement's whole lines (issue 48: a
    // site's text beside a formatted statement read "zeros( ("): the one replaced
    // by the other is the fix.
    const TriageRecord::Fix& fix = session->record().fix;
    QVERIFY2(QString::fromUtf8(m_loaderBefore).split(u'\n').contains(fix.before.split(u'\n').constFirst()), qPrintable(fix.before));
    QCOMPARE(QString::fromUtf8(m_loaderBefore).replace(fix.before, fix.after), QString::fromUtf8(loaderFixed));
    const QByteArray yamlChanged = readFile(yaml()) + "# edited after the session\n";
    QVERIFY(writeFile(yaml(), yamlChanged));
    QSignalSpy reverted(session.get(), &TriageSession::reverted);
    session->revertWrites();
    QTRY_COMPARE_WITH_TIMEOUT(reverted.size(), 1, kTimeoutMs);
    QVERIFY(!reverted[0][0].toBool());
    QVERIFY2(reverted[0][1].toString().contains(QStringLiteral("changed since the session wrote it")),
             qPrintable(reverted[0][1].toString()));
    QCOMPARE(readFile(loader()), loaderFixed);  // nothing written, not even the loader
    QCOMPARE(readFile(yaml()), yamlChanged);
    QVERIFY(session->canRevert());  // still there to be reverted once resolved
    QCOMPARE(session->record().fix.result, TriageRecord::Fix::Result::Works);
}

void TstSessionApi::revertOfResumedDoneSession()
{
    QString recordPath;
    {
        auto session = runToDone();
        QCOMPARE(session->state(), State::Done);
        recordPath = session->recordPath();
    }
    QString error;
    std::unique_ptr<TriageSession> resumed(TriageSession::resume(recordPath, config(), &error));
    QVERIFY2(resumed, qPrintable(error));
    resumed->start();
    QTRY_VERIFY(resumed->isFinished());
    QCOMPARE(resumed->state(), State::Done);
    QVERIFY(resumed->canRevert());  // from the record: it holds no bytes, only the diffs
    QSignalSpy reverted(resumed.get(), &TriageSession::reverted);
    resumed->revertWrites();
    QTRY_COMPARE_WITH_TIMEOUT(reverted.size(), 1, kTimeoutMs);
    QVERIFY2(reverted[0][0].toBool(), qPrintable(reverted[0][1].toString()));
    QCOMPARE(readFile(loader()), m_loaderBefore);
    QCOMPARE(readFile(yaml()), m_yamlBefore);
    QTRY_VERIFY(RecordFile::load(recordPath)->fix.result == TriageRecord::Fix::Result::Reverted);
}

void TstSessionApi::revertNeedsAFinishedSessionThatWrote()
{
    TriageSession idle(config());
    QVERIFY(!idle.canRevert());
    QSignalSpy reverted(&idle, &TriageSession::reverted);
    idle.revertWrites();
    QTRY_COMPARE(reverted.size(), 1);
    QVERIFY(!reverted[0][0].toBool());
    // Stopped by the step-4 decision: nothing written, nothing to revert.
    TriageSession stale(config(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training")));
    stale.start();
    QTRY_VERIFY_WITH_TIMEOUT(stale.isFinished(), kTimeoutMs);
    QCOMPARE(stale.state(), State::Stopped);
    QVERIFY(!stale.canRevert());
}

QTEST_GUILESS_MAIN(TstSessionApi)
#include "tst_sessionapi.moc"
