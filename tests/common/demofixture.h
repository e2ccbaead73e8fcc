#pragma once
// The fixture of the tests that run TriageSessions on copies of the demo checkout
// with real torch: one temporary folder and one warm worker for the whole test
// case (torch is imported once, each repro forks), a fresh demo copy for every
// test function, and sessions configured on that copy.
#include "demofiles.h"
#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "run/probejob.h"
#include "run/pythonenvironment.h"
#include "run/warmworker.h"
#include "session/triagesession.h"

#include <QList>
#include <QPointer>
#include <QSignalSpy>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace dtriage::testing {

constexpr int kTimeoutMs = 300 * 1000;  // a loaded CI machine imports torch slowly

// The types the tests' QSignalSpys and queued connections carry.
inline void registerSessionTypes()
{
    qRegisterMetaType<TriageSession::State>();
    qRegisterMetaType<TriageSession::ApprovalKind>();
    qRegisterMetaType<TriageRecord>();
}

class DemoFixture {
public:
    // initTestCase(): the session types registered and the warm worker started on
    // a demo copy of its own. A failure here fails initTestCase, so no test runs;
    // a worker that does not get ready is only warned about: repros then run cold.
    void startWorker()
    {
        registerSessionTypes();
        QVERIFY2(m_tmp.isValid(), qPrintable(m_tmp.errorString()));
        const auto home = copyDemo(m_tmp.filePath(QStringLiteral("worker-home")));
        QVERIFY2(home.has_value(), qPrintable(home ? QString() : home.error().toString()));
        const auto python = PythonEnvironment::resolve(*home, QStringLiteral(DTRIAGE_PYTHON));
        QVERIFY2(python.has_value(), qPrintable(python ? QString() : python.error().toString()));
        m_worker = std::make_unique<WarmWorker>(*python);
        m_worker->start();
        if (!m_worker->waitForReady(kTimeoutMs))
            qWarning("warm worker not ready (%s); repros run cold", qPrintable(m_worker->deathReason()));
    }

    // init(): the next test function's own demo copy (a failure skips the function).
    void newCopy()
    {
        const auto copy = copyDemo(m_tmp.filePath(QStringLiteral("copy-%1").arg(++m_copies)));
        QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
        m_root = *copy;
    }

    void stopWorker() { m_worker.reset(); }  // cleanupTestCase()

    const QString& root() const { return m_root; }
    // A path in the current copy, from one relative to the checkout root.
    QString path(const QString& relative) const { return QDir(m_root).filePath(relative); }
    // A path in the temporary folder, beside the copies.
    QString tmpPath(const QString& name) const { return m_tmp.filePath(name); }
    int copies() const { return m_copies; }
    WarmWorker* readyWorker() const
    {
        return m_worker && m_worker->state() == WarmWorker::State::Ready ? m_worker.get() : nullptr;
    }

    // A session of `key` on the current copy, sharing the warm worker when it is ready.
    TriageSessionConfig config(const QString& key, bool yes) const
    {
        TriageSessionConfig config;
        config.checkoutRoot = m_root;
        config.key = key;
        config.interpreter = QStringLiteral(DTRIAGE_PYTHON);
        config.sessionDir = m_tmp.filePath(QStringLiteral("session-%1").arg(m_copies));
        config.yes = yes;
        config.warmWorker = [worker = QPointer<WarmWorker>(readyWorker())](const PythonCommand&) {
            return worker.data();
        };
        return config;
    }

    std::unique_ptr<TriageSession> makeSession(const QString& key, bool yes = false) const
    {
        return std::make_unique<TriageSession>(config(key, yes));
    }

    // `probe`'s printed output ("forward", "inputs") for `modelPath`/`variant` of
    // the current copy, cold, with the runner's training batch, saved to a file as
    // a run elsewhere would leave it; empty when it did not finish.
    QString probeOutput(const QString& probe, const QString& modelPath, const QString& variant) const
    {
        PythonCommand python;
        python.program = QStringLiteral(DTRIAGE_PYTHON);
        python.interpreter = python.program;
        ProbeRequest request;
        request.probe = probe;
        const FailureFamily* family = Families::byProbe(probe);
        request.script = family ? family->probe()->script() : QString();
        request.checkoutRoot = m_root;
        request.modelPath = modelPath;
        request.variant = variant;
        request.kwargs.insert(QStringLiteral("batch_size"), 2);
        QStringList lines;
        ProbeJob job(python, request);
        job.setTimeoutMs(kTimeoutMs);
        QObject::connect(&job, &ProbeJob::line, [&lines](const QString& line) { lines << line; });
        QSignalSpy done(&job, &ProbeJob::finished);
        job.start();
        if (!done.wait(kTimeoutMs))
            return {};
        const QString path = m_tmp.filePath(
            QStringLiteral("%1-%2-%3.txt").arg(probe, QString(modelPath).replace(u'/', u'_'), variant));
        return writeFile(path, lines.join(u'\n').toUtf8() + '\n') ? path : QString();
    }

private:
    QTemporaryDir m_tmp;
    QString m_root;
    int m_copies = 0;
    std::unique_ptr<WarmWorker> m_worker;
};

// Waits until the session waits for the user or has ended; false when it did
// neither within `timeoutMs`.
inline bool waitForSettled(const TriageSession& session, int timeoutMs = kTimeoutMs)
{
    return QTest::qWaitFor(
        [&session] {
            return session.isFinished() || session.state() == TriageSession::State::AwaitingFixApproval
                || session.state() == TriageSession::State::AwaitingYamlApproval;
        },
        timeoutMs);
}

// The states a spy on TriageSession::stateChanged saw, in order.
inline QList<TriageSession::State> statesOf(const QSignalSpy& spy)
{
    QList<TriageSession::State> states;
    for (const auto& args : spy)
        states << args[0].value<TriageSession::State>();
    return states;
}

}  // namespace dtriage::testing
