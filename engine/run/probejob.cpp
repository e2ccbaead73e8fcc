#include "run/probejob.h"

#include "run/processtree.h"
#include "run/pythonscripts.h"
#include "run/warmworker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QTimer>

#include <climits>

namespace dtriage {

namespace {

QString formatSeconds(qint64 ms)
{
    return ms % 1000 == 0 ? QString::number(ms / 1000) : QString::number(ms / 1000.0, 'g', 3);
}

}  // namespace

// ---------------------------------------------------------------- ProbeRun

QString ProbeRun::endedEarly() const
{
    switch (process.kind) {
    case ExitKind::Crashed:
        return tr("crashed: %1").arg(process.classification);
    case ExitKind::TimedOut:
    case ExitKind::OverLimit:
        return process.classification;
    case ExitKind::Canceled:
        return tr("was canceled");
    case ExitKind::FailedToStart:
        return tr("could not start: %1").arg(process.classification);
    case ExitKind::Exited:
        break;
    }
    return {};
}

bool ProbeRun::ranOutOfMemory(const QStringList& errorLines) const
{
    if (memoryLimitBytes <= 0)
        return false;
    for (const QString& line : errorLines)
        if (line.startsWith(QLatin1String("MemoryError")) || Job::mentionsOutOfMemory(line))
            return true;
    return process.classification.startsWith(Job::memoryLimitText(memoryLimitBytes));
}

// ---------------------------------------------------------------- ProbeJob

ProbeJob::ProbeJob(PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent), m_python(std::move(python)), m_request(std::move(request))
{
    if (m_request.token.isEmpty())
        m_request.token = ProcessTree::newToken();
}

ProbeJob::~ProbeJob()
{
    // A warm child outlives nothing it is not asked to: kill it with the job.
    if (!m_finished && !m_warmId.isEmpty() && m_worker)
        m_worker->cancel(m_warmId);
}

void ProbeJob::setWarmWorker(WarmWorker* worker) { m_worker = worker; }

Result<JobSpec> ProbeJob::coldJobSpec() const
{
    // Every probe imports probe_runtime.py from the scripts' root: it sits there, as for
    // the warm worker, whichever runs first.
    if (const Result<QString> shared = PythonScripts::path(WarmWorker::kSharedScript); !shared)
        return std::unexpected(shared.error());
    if (m_request.probe.isEmpty() || m_request.script.isEmpty())
        return fail(tr("the probe request names no probe script"));
    const Result<QString> script = PythonScripts::path(m_request.script);
    if (!script)
        return std::unexpected(script.error());
    JobSpec spec = m_python.jobSpec({*script, QStringLiteral("--job"), QString::fromUtf8(m_request.toJson())});
    spec.name = QStringLiteral("%1 %2").arg(m_request.probe, m_request.displayName());
    spec.timeoutMs = m_timeoutMs;
    spec.logPath = m_logPath;
    spec.memoryLimitBytes = m_memoryLimitBytes;
    return spec;
}

void ProbeJob::start()
{
    if (m_startRequested)
        return;
    m_startRequested = true;
    m_clock.start();
    if (m_worker && m_worker->isUsable())
        startWarm();
    else
        startCold();
}

void ProbeJob::startCold()
{
    const Result<JobSpec> spec = coldJobSpec();
    if (!spec) {
        failToStart(spec.error().toString());
        return;
    }
    m_job = std::make_unique<Job>(*spec);
    connect(m_job.get(), &Job::started, this, &ProbeJob::started);
    // Only stdout carries events; stderr (warnings, a crash's last words) is console text.
    connect(m_job.get(), &Job::outputLine, this, [this](const QString& text, OutputChannel channel) {
        Q_EMIT line(text, channel == OutputChannel::Stdout);
    });
    connect(m_job.get(), &Job::finished, this, [this](const JobResult& result) { finishWith(result); });
    m_job->start();
}

void ProbeJob::startWarm()
{
    // The worker loads the probe in the child from the extracted script.
    QJsonObject job = m_request.toJsonObject();
    const Result<QString> script = m_request.script.isEmpty()
                                       ? Result<QString>(fail(tr("the probe request names no probe script")))
                                       : PythonScripts::path(m_request.script);
    if (!script) {
        failToStart(script.error().toString());
        return;
    }
    job.insert(QStringLiteral("script"), *script);
    WarmWorker* worker = m_worker.data();
    connect(worker, &WarmWorker::childStarted, this, &ProbeJob::onWarmStarted);
    connect(worker, &WarmWorker::childLine, this, &ProbeJob::onWarmLine);
    connect(worker, &WarmWorker::childFinished, this, &ProbeJob::onWarmFinished);
    connect(worker, &WarmWorker::childRejected, this, &ProbeJob::onWarmRejected);
    connect(worker, &QObject::destroyed, this, [this] {
        if (!m_finished) {
            JobResult gone;
            gone.kind = ExitKind::Crashed;
            gone.classification = tr("the warm worker went away");
            finishWith(gone);
        }
    });
    openWarmLog();
    if (m_timeoutMs > 0) {
        m_warmTimer = new QTimer(this);
        m_warmTimer->setSingleShot(true);
        connect(m_warmTimer, &QTimer::timeout, this, [this] { stopWarmChild(ExitKind::TimedOut); });
        m_warmTimer->start(int(qMin<qint64>(m_timeoutMs, INT_MAX)));
    }
    m_warmId = worker->submit(job);
}

void ProbeJob::openWarmLog()
{
    if (m_logPath.isEmpty())
        return;
    (void)m_log.open(m_logPath);  // a log that cannot be written takes nothing
}

void ProbeJob::cancel()
{
    if (m_finished)
        return;
    if (!m_startRequested) {
        m_startRequested = true;
        JobResult canceled;
        canceled.kind = ExitKind::Canceled;
        canceled.classification = tr("canceled");
        QMetaObject::invokeMethod(this, [this, canceled] { finishWith(canceled); }, Qt::QueuedConnection);
    } else if (m_job) {
        m_job->cancel();
    } else {
        stopWarmChild(ExitKind::Canceled);
    }
}

void ProbeJob::onWarmStarted(const QString& id, qint64 /*pid*/)
{
    if (id == m_warmId)
        Q_EMIT started();
}

void ProbeJob::onWarmLine(const QString& id, const QString& text)
{
    if (id != m_warmId)
        return;
    m_log.write(text.toUtf8() + '\n');
    m_warmTail.push_back(text);
    if (m_warmTail.size() > size_t(kWarmTailLines))
        m_warmTail.pop_front();
    // The child's stdout and stderr share one pipe: every line may carry an event.
    Q_EMIT line(text, true);
}

QString ProbeJob::timedOutText() const
{
    return tr("timed out after %1 s").arg(formatSeconds(m_timeoutMs));
}

void ProbeJob::onWarmFinished(const QString& id, const JobResult& jobResult)
{
    if (id != m_warmId)
        return;
    JobResult result = jobResult;
    if (m_warmKillReason == ExitKind::TimedOut) {
        result.kind = ExitKind::TimedOut;
        result.classification = timedOutText();
    } else if (m_warmKillReason == ExitKind::Canceled) {
        result.kind = ExitKind::Canceled;
        result.classification = tr("canceled");
    }
    result.tail = QStringList(m_warmTail.begin(), m_warmTail.end());
    if (m_log.isOpen())
        result.logPath = m_logPath;
    finishWith(result);
}

void ProbeJob::onWarmRejected(const QString& id)
{
    if (id != m_warmId)
        return;
    // The worker died before forking this probe: nothing ran, so run it cold.
    disconnectWorker();
    m_warmId.clear();
    m_log.close();
    if (m_warmTimer)
        m_warmTimer->stop();
    startCold();
}

void ProbeJob::stopWarmChild(ExitKind reason)
{
    if (m_warmKillReason != ExitKind::Exited)
        return;
    m_warmKillReason = reason;
    if (m_worker) {
        m_worker->cancel(m_warmId);  // childFinished follows with the child's end
        return;
    }
    JobResult stopped;
    stopped.kind = reason;
    stopped.classification = reason == ExitKind::TimedOut ? timedOutText() : tr("canceled");
    finishWith(stopped);
}

void ProbeJob::disconnectWorker()
{
    if (m_worker)
        m_worker->disconnect(this);
}

void ProbeJob::failToStart(const QString& why)
{
    JobResult result;
    result.kind = ExitKind::FailedToStart;
    result.errorString = why;
    result.classification = tr("failed to start: %1").arg(why);
    QMetaObject::invokeMethod(this, [this, result] { finishWith(result); }, Qt::QueuedConnection);
}

void ProbeJob::finishWith(JobResult process)
{
    if (m_finished)
        return;
    m_finished = true;
    disconnectWorker();
    if (m_warmTimer)
        m_warmTimer->stop();
    if (process.elapsedMs == 0 && m_clock.isValid())
        process.elapsedMs = m_clock.elapsed();
    m_log.close();
    // Whatever the probe spawned and left running goes with it (a warm child's
    // descendants carry the request's token; a cold job kills its own).
    ProcessTree::killTaggedSoon(m_request.token);
    const qint64 limit = isWarm() && m_worker ? m_worker->memoryLimitBytes() : m_memoryLimitBytes;
    m_run = ProbeRun{std::move(process), isWarm(), limit};
    Q_EMIT finished();
}

}  // namespace dtriage
