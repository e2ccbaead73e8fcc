#include "families/unpack/probe/forwardprobejob.h"
#include "core/boundedfile.h"

#include <QFile>

namespace dtriage {

namespace {

ForwardProbeResult resultOf(QList<QJsonObject> events)
{
    ForwardProbeResult result;
    Result<ForwardFindings> findings = ForwardFindings::fromEvents(events);
    if (findings)
        result.findings = std::move(*findings);
    else
        result.readError = findings.error().toString();
    result.events = std::move(events);
    return result;
}

}  // namespace

// ---------------------------------------------------------------- ForwardProbeResult

bool ForwardProbeResult::completed() const
{
    return process.exitedNormally() && readError.isEmpty() && findings.done && findings.setupFailure.isEmpty()
        && !ranOutOfMemory({findings.bfloat16.errorLine(), findings.float32.errorLine()});
}

QString ForwardProbeResult::problem() const
{
    if (completed())
        return {};
    if (ranOutOfMemory({findings.bfloat16.errorLine(), findings.float32.errorLine()}))
        return tr("the forward probe %1").arg(Job::memoryLimitText(memoryLimitBytes));
    if (const QString ended = endedEarly(); !ended.isEmpty())
        return tr("the forward probe %1").arg(ended);
    if (!findings.setupFailure.isEmpty())
        return tr("the forward probe could not run the loader: %1").arg(findings.setupFailure);
    if (!readError.isEmpty())
        return tr("the forward probe printed an event that does not read: %1").arg(readError);
    if (process.classification.isEmpty())  // an imported file: no process to say how it ended
        return tr("the forward probe's output stops before its end (no \"done\" event): it was cut short");
    return tr("the forward probe ended (%1) before its end").arg(process.classification);
}

ForwardProbeResult ForwardProbeResult::fromOutput(const QStringList& lines)
{
    ForwardProbeResult result = resultOf(EventProbeJob::eventsIn(lines));
    result.process.kind = ExitKind::Exited;  // it ran to its end elsewhere: what it printed says how
    return result;
}

Result<ForwardProbeResult> ForwardProbeResult::fromFile(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::ProbeResult);
    if (!bytes)
        return std::unexpected(bytes.error());
    ForwardProbeResult result = fromOutput(QString::fromUtf8(*bytes).split(u'\n'));
    if (result.events.isEmpty())
        return fail(tr("%1 holds no forward probe events (forward_probe.py's output, \"@dtriage {...}\" lines)")
                        .arg(path));
    // An imported file is data: one event that does not read refuses all of it.
    if (!result.readError.isEmpty())
        return fail(tr("the probe result %1 is refused: %2").arg(path, result.readError));
    return result;
}

// ---------------------------------------------------------------- ForwardProbeJob

ForwardProbeJob::ForwardProbeJob(PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent)
    , m_job(std::move(python), [&] {
        request.probe = QStringLiteral("forward");
        return std::move(request);
    }())
{
    qRegisterMetaType<dtriage::ForwardProbeResult>();
    connect(&m_job, &EventProbeJob::consoleLine, this, &ForwardProbeJob::consoleLine);
    connect(&m_job, &EventProbeJob::hello, this, &ForwardProbeJob::hello);
    connect(&m_job, &EventProbeJob::ended, this, [this] {
        ForwardProbeResult result = resultOf(m_job.events());
        static_cast<ProbeRun&>(result) = m_job.probe().run();
        m_result = std::move(result);
        Q_EMIT finished(m_result);
    });
}

ForwardProbeResult ForwardProbeJob::runBlocking()
{
    m_job.runBlocking();
    return m_result;
}

}  // namespace dtriage
