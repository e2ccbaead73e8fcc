#include "families/dtype/probe/reprojob.h"
#include "run/pythonscripts.h"

#include "run/processtree.h"
#include "run/warmworker.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>
#include <QTemporaryDir>
#include <QTimer>

#include <climits>

namespace dtriage {

namespace {

const QString kLoadersDir = QStringLiteral("third_party/tt_forge_models");

QString formatSeconds(qint64 ms)
{
    return ms % 1000 == 0 ? QString::number(ms / 1000) : QString::number(ms / 1000.0, 'g', 3);
}

}  // namespace

// ---------------------------------------------------------------- ReproRequest

ReproRequest ReproRequest::forLoader(const QString& checkoutRoot, const QString& loaderPath,
                                     const QString& variant)
{
    const QDir root(checkoutRoot);
    const QString absolute = QDir::cleanPath(root.absoluteFilePath(loaderPath));
    const QString loaders = root.absoluteFilePath(kLoadersDir);
    ReproRequest request;
    request.checkoutRoot = root.absolutePath();
    request.modelPath = QDir(loaders).relativeFilePath(QFileInfo(absolute).path());
    request.variant = variant;
    return request;
}

QJsonObject ReproRequest::toJsonObject() const
{
    return QJsonObject{{QStringLiteral("checkout"), checkoutRoot},
                       {QStringLiteral("model_path"), modelPath},
                       {QStringLiteral("variant"), variant},
                       {QStringLiteral("kwargs"), QJsonObject::fromVariantMap(kwargs)},
                       {QStringLiteral("kwargs_source"), QJsonObject::fromVariantMap(kwargsSource)},
                       {QStringLiteral("seed"), seed},
                       {QStringLiteral("token"), QString::fromLatin1(token)},
                       {QStringLiteral("threads"), threads}};
}

QByteArray ReproRequest::toJson() const
{
    return QJsonDocument(toJsonObject()).toJson(QJsonDocument::Compact);
}

QString ReproRequest::displayName() const
{
    return variant.isEmpty() ? modelPath : modelPath + QLatin1Char('-') + variant;
}

// ---------------------------------------------------------------- ReproResult

bool ReproResult::ranOutOfMemory() const
{
    if (memoryLimitBytes <= 0)
        return false;
    for (const ReproPhaseOutcome* phase : {&outcome.bfloat16, &outcome.float32}) {
        if (phase->result && !phase->result->ok
            && (phase->result->errorType == QLatin1String("MemoryError") || Job::mentionsOutOfMemory(phase->result->errorLine())))
            return true;
    }
    return process.classification.startsWith(Job::memoryLimitText(memoryLimitBytes));
}

QString ReproResult::problem() const
{
    if (completed())
        return {};
    if (ranOutOfMemory())
        return tr("the repro %1").arg(Job::memoryLimitText(memoryLimitBytes));
    switch (process.kind) {
    case ExitKind::Crashed:
        return tr("the repro crashed: %1").arg(process.classification);
    case ExitKind::TimedOut:
        return tr("the repro %1").arg(process.classification);
    case ExitKind::Canceled:
        return tr("the repro was canceled");
    case ExitKind::FailedToStart:
        return tr("the repro could not start: %1").arg(process.classification);
    case ExitKind::Exited:
        break;
    }
    if (outcome.setupFailure)
        return tr("the repro could not run the loader: %1").arg(outcome.setupFailure->errorLine());
    return tr("the repro ended (%1) without reporting both phases").arg(process.classification);
}

// ---------------------------------------------------------------- ReproJob

ReproJob::ReproJob(PythonCommand python, ReproRequest request, QObject* parent)
    : QObject(parent), m_python(std::move(python)), m_request(std::move(request))
{
    if (m_request.token.isEmpty())
        m_request.token = ProcessTree::newToken();
    qRegisterMetaType<dtriage::ReproEvent>();
    qRegisterMetaType<dtriage::ReproResult>();
}

ReproJob::~ReproJob()
{
    // A warm child outlives nothing it is not asked to: kill it with the job.
    if (!m_finished && !m_warmId.isEmpty() && m_worker)
        m_worker->cancel(m_warmId);
}

Result<JobSpec> ReproJob::coldJobSpec() const
{
    const Result<QString> script = PythonScripts::path(QStringLiteral("repro.py"));
    if (!script)
        return std::unexpected(script.error());
    JobSpec spec = m_python.jobSpec({*script, QStringLiteral("--job"), QString::fromUtf8(m_request.toJson())});
    spec.name = tr("repro %1").arg(m_request.displayName());
    spec.timeoutMs = m_timeoutMs;
    spec.logPath = m_logPath;
    spec.memoryLimitBytes = m_memoryLimitBytes;
    return spec;
}

void ReproJob::start()
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

void ReproJob::startCold()
{
    const Result<JobSpec> spec = coldJobSpec();
    if (!spec) {
        failToStart(spec.error().toString());
        return;
    }
    m_job = std::make_unique<Job>(*spec);
    connect(m_job.get(), &Job::started, this, &ReproJob::started);
    // Only stdout carries events; stderr (warnings, a crash's last words) is console text.
    connect(m_job.get(), &Job::outputLine, this, [this](const QString& line, OutputChannel channel) {
        onLine(line, channel == OutputChannel::Stdout);
    });
    connect(m_job.get(), &Job::finished, this, &ReproJob::onColdFinished);
    m_job->start();
}

void ReproJob::startWarm()
{
    WarmWorker* worker = m_worker.data();
    connect(worker, &WarmWorker::childStarted, this, &ReproJob::onWarmStarted);
    connect(worker, &WarmWorker::childLine, this, &ReproJob::onWarmLine);
    connect(worker, &WarmWorker::childFinished, this, &ReproJob::onWarmFinished);
    connect(worker, &WarmWorker::childRejected, this, &ReproJob::onWarmRejected);
    connect(worker, &QObject::destroyed, this, [this] {
        if (!m_finished) {
            JobResult gone;
            gone.kind = ExitKind::Crashed;
            gone.classification = tr("the warm worker went away");
            finishWith(gone);
        }
    });
    if (!m_logPath.isEmpty()) {
        QDir().mkpath(QFileInfo(m_logPath).absolutePath());
        m_log = std::make_unique<QFile>(m_logPath);
        if (!m_log->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
            m_log.reset();
    }
    if (m_timeoutMs > 0) {
        m_warmTimer = new QTimer(this);
        m_warmTimer->setSingleShot(true);
        connect(m_warmTimer, &QTimer::timeout, this, &ReproJob::onWarmTimeout);
        m_warmTimer->start(int(qMin<qint64>(m_timeoutMs, INT_MAX)));
    }
    m_warmId = worker->submit(m_request.toJsonObject());
}

void ReproJob::cancel()
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

bool ReproJob::isRunning() const
{
    return m_startRequested && !m_finished;
}

void ReproJob::onLine(const QString& line, bool parseEvents)
{
    const ReproEvent event = parseEvents ? m_reader.feedLine(line) : ReproEvent{ReproText{line, false}};
    Q_EMIT reproEvent(event);
}

void ReproJob::onColdFinished(const JobResult& jobResult)
{
    finishWith(jobResult);
}

void ReproJob::onWarmStarted(const QString& id, qint64 pid)
{
    if (id != m_warmId)
        return;
    m_warmPid = pid;
    Q_EMIT started();
}

void ReproJob::onWarmLine(const QString& id, const QString& line)
{
    if (id != m_warmId)
        return;
    if (m_log)
        m_log->write(line.toUtf8() + '\n');
    m_warmTail.push_back(line);
    if (m_warmTail.size() > size_t(kWarmTailLines))
        m_warmTail.pop_front();
    // The child's stdout and stderr share one pipe: every line may carry an event.
    onLine(line, true);
}

void ReproJob::onWarmFinished(const QString& id, const JobResult& jobResult)
{
    if (id != m_warmId)
        return;
    JobResult result = jobResult;
    if (m_warmKillReason == ExitKind::TimedOut) {
        result.kind = ExitKind::TimedOut;
        result.classification = tr("timed out after %1 s").arg(formatSeconds(m_timeoutMs));
    } else if (m_warmKillReason == ExitKind::Canceled) {
        result.kind = ExitKind::Canceled;
        result.classification = tr("canceled");
    }
    result.tail = QStringList(m_warmTail.begin(), m_warmTail.end());
    if (m_log)
        result.logPath = m_logPath;
    finishWith(result);
}

void ReproJob::onWarmRejected(const QString& id)
{
    if (id != m_warmId)
        return;
    // The worker died before forking this repro: nothing ran, so run it cold.
    disconnectWorker();
    m_warmId.clear();
    m_log.reset();
    if (m_warmTimer)
        m_warmTimer->stop();
    startCold();
}

void ReproJob::onWarmTimeout()
{
    stopWarmChild(ExitKind::TimedOut);
}

void ReproJob::stopWarmChild(ExitKind reason)
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
    stopped.classification = reason == ExitKind::TimedOut
        ? tr("timed out after %1 s").arg(formatSeconds(m_timeoutMs))
        : tr("canceled");
    finishWith(stopped);
}

void ReproJob::disconnectWorker()
{
    if (m_worker)
        m_worker->disconnect(this);
}

void ReproJob::failToStart(const QString& why)
{
    JobResult result;
    result.kind = ExitKind::FailedToStart;
    result.errorString = why;
    result.classification = tr("failed to start: %1").arg(why);
    QMetaObject::invokeMethod(this, [this, result] { finishWith(result); }, Qt::QueuedConnection);
}

void ReproJob::finishWith(JobResult process)
{
    if (m_finished)
        return;
    m_finished = true;
    disconnectWorker();
    if (m_warmTimer)
        m_warmTimer->stop();
    for (const ReproEvent& event : m_reader.finish())
        Q_EMIT reproEvent(event);
    if (process.elapsedMs == 0 && m_clock.isValid())
        process.elapsedMs = m_clock.elapsed();
    m_log.reset();
    // Whatever the repro spawned and left running goes with it (a warm child's
    // descendants carry the request's token; a cold job kills its own).
    ProcessTree::killTagged(m_request.token);
    const qint64 limit = isWarm() && m_worker ? m_worker->memoryLimitBytes() : m_memoryLimitBytes;
    m_result = ReproResult{m_reader.outcome(), std::move(process), isWarm(), limit};
    Q_EMIT finished(m_result);
}

ReproResult ReproJob::runBlocking()
{
    QEventLoop loop;
    connect(this, &ReproJob::finished, &loop, &QEventLoop::quit);
    start();
    if (!m_finished)
        loop.exec();
    return m_result;
}

}  // namespace dtriage
