// What the window drives a TriageSession with, on a copy of the demo checkout with
// real torch and pytest (CASES.md case a): the job signals of every repro and the
// pytest run, the accessors (repros, proposal, loader path, key), cancelJob, and
// revertWrites — both files back byte for byte, refused (nothing written) when a
// file changed since, and from the recorded diffs for a session resumed as done.
#include "checkout/democheckout.h"
#include "run/pythonenvironment.h"
#include "run/warmworker.h"
#include "session/triagesession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;
using State = TriageSession::State;

namespace {

constexpr int kTimeoutMs = 300 * 1000;
const QString kKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kTrainingYaml =
    QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
const QString kSpeechLoader = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

}  // namespace

class TstSessionApi : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void jobSignalsAndAccessors();
    void cancelJobCancelsTheSession();
    void revertWritesRestoresBothFiles();
    void revertRefusesChangedFile();
    void revertOfResumedDoneSession();
    void revertNeedsAFinishedSessionThatWrote();

private:
    TriageSessionConfig config(const QString& key = kKey) const;
    // Case a, approved all the way: the loader fixed, the YAML written.
    std::unique_ptr<TriageSession> runToDone();
    QString loader() const { return QDir(m_root).filePath(kSpeechLoader); }
    QString yaml() const { return QDir(m_root).filePath(kTrainingYaml); }

    QTemporaryDir m_tmp;
    QString m_root;
    int m_copies = 0;
    QByteArray m_yamlBefore, m_loaderBefore;
    std::unique_ptr<WarmWorker> m_worker;
};

void TstSessionApi::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    qRegisterMetaType<TriageSession::State>();
    qRegisterMetaType<TriageRecord>();
    auto copy = DemoCheckout::copyTo(m_tmp.filePath(QStringLiteral("worker-home")),
                                     QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY(copy.has_value());
    auto python = PythonEnvironment::resolve(*copy, QStringLiteral(DTRIAGE_PYTHON));
    QVERIFY2(python.has_value(), qPrintable(python ? QString() : python.error().toString()));
    m_worker = std::make_unique<WarmWorker>(*python);
    m_worker->start();
    if (!m_worker->waitForReady(kTimeoutMs))
        qWarning("warm worker not ready (%s); repros run cold", qPrintable(m_worker->deathReason()));
}

void TstSessionApi::init()
{
    auto copy = DemoCheckout::copyTo(m_tmp.filePath(QStringLiteral("copy-%1").arg(++m_copies)),
                                     QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY(copy.has_value());
    m_root = *copy;
    m_yamlBefore = readFile(yaml());
    m_loaderBefore = readFile(loader());
}

void TstSessionApi::cleanupTestCase() { m_worker.reset(); }

TriageSessionConfig TstSessionApi::config(const QString& key) const
{
    TriageSessionConfig config;
    config.checkoutRoot = m_root;
    config.key = key;
    config.interpreter = QStringLiteral(DTRIAGE_PYTHON);
    config.sessionDir = m_tmp.filePath(QStringLiteral("session-%1").arg(m_copies));
    config.yes = true;
    config.useWarmWorker = m_worker && m_worker->state() == WarmWorker::State::Ready;
    config.warmWorker = config.useWarmWorker ? m_worker.get() : nullptr;
    return config;
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
    QVERIFY(!session.proposal() && !session.reproBefore() && !session.reproAfter());
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

    QCOMPARE(session.key(), kKey);
    QCOMPARE(QFileInfo(session.loaderPath()).canonicalFilePath(), QFileInfo(loader()).canonicalFilePath());
    QVERIFY(QFileInfo(session.loaderPath()).isAbsolute());
    QVERIFY(session.reproBefore() && !session.reproBefore()->outcome.bfloat16.ok());
    QVERIFY(session.reproAfter() && session.reproAfter()->outcome.bfloat16.ok()
            && session.reproAfter()->outcome.float32.ok());
    const auto proposal = session.proposal();
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
    QTRY_VERIFY(TriageSession::loadRecord(session->recordPath())->stateNote.contains(QStringLiteral("reverted")));
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
    QTRY_VERIFY(TriageSession::loadRecord(recordPath)->fix.result == TriageRecord::Fix::Result::Reverted);
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
