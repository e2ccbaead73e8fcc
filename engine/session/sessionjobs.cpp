#include "session/sessionjobs.h"

#include "run/probejob.h"
#include "session/triagesession.h"

#include <QRegularExpression>

#include <atomic>
#include <memory>
#include <utility>

namespace dtriage {

void SessionJobs::configureProbe(ProbeJob& job, const QString& stem) const
{
    job.setTimeoutMs(m_probeSetup.timeoutMs);
    job.setMemoryLimitBytes(m_probeSetup.memoryLimitBytes);
    if (m_probeSetup.worker && m_probeSetup.worker->isUsable())
        job.setWarmWorker(m_probeSetup.worker);
    const QString name = QStringLiteral("%1-%2").arg(stem, job.request().displayName())
                             .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    if (!m_probeSetup.folder)
        return;  // no session folder: the session failed before any probe
    if (auto logPath = m_probeSetup.folder->uniqueFile(name, QStringLiteral("log")))
        job.setLogPath(*logPath);
}

namespace {

// pytest's closing line, "==== 1 failed, 2 passed in 3.21s ====", without the
// frame and the time: the job's summary.
QString pytestTally(const QString& line)
{
    static const QRegularExpression closing(
        QStringLiteral(R"(^=+ (.+?) in [0-9.]+s(?: \([^)]*\))? =+$)"));
    const auto match = closing.match(line.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

}  // namespace

int SessionJobs::trackPytest(PytestJob* job)
{
    const int jobId = begin(TriageSession::tr("pytest (%n key(s))", nullptr, int(job->keys().size())));
    auto tally = std::make_shared<QString>();
    connect(job, &PytestJob::outputLine, this, [this, jobId, tally](const QString& line, OutputChannel) {
        show(jobId, line);
        if (const QString t = pytestTally(line); !t.isEmpty())
            *tally = t;
    });
    connect(job, &PytestJob::finished, this, [this, jobId, tally](const PytestResult& result) {
        const bool ran = result.testsRan();
        end(jobId, ran && !tally->isEmpty() ? *tally : result.summary, ran);
    });
    return jobId;
}

int SessionJobs::begin(const QString& name)
{
    static std::atomic<int> lastId{0};
    const int jobId = ++lastId;
    m_running.insert(jobId);
    Q_EMIT jobStarted(jobId, name);
    for (const QString& line : std::as_const(m_preamble))
        note(jobId, line);
    return jobId;
}

bool SessionJobs::show(int jobId, const QString& line)
{
    const int shown = m_shown.value(jobId);
    m_shown[jobId] = shown + 1;
    if (shown < kMaxShownLines) {
        Q_EMIT logLine(line);
        Q_EMIT jobOutput(jobId, line);
        return true;
    }
    if (shown == kMaxShownLines) {
        const QString note = TriageSession::tr("… this job printed more than %n line(s); the rest is in its log "
                                               "(head and tail kept)",
                                               nullptr, kMaxShownLines);
        Q_EMIT logLine(note);
        Q_EMIT jobOutput(jobId, note);
    }
    return false;
}

void SessionJobs::end(int jobId, const QString& summary, bool ok)
{
    m_running.remove(jobId);
    m_shown.remove(jobId);
    Q_EMIT jobFinished(jobId, summary, ok);
}

void SessionJobs::cancelAll()
{
    for (const int jobId : std::as_const(m_running))
        Q_EMIT jobCanceled(jobId);
}

}  // namespace dtriage
