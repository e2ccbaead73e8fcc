#include "families/inputs/probe/inputsprobejob.h"
#include "core/boundedfile.h"

#include <QFile>

namespace dtriage {
namespace {

InputsProbeResult resultOf(QList<QJsonObject> events)
{
    InputsProbeResult result;
    Result<InputsFindings> findings = InputsFindings::fromEvents(events);
    if (findings)
        result.findings = std::move(*findings);
    else
        result.readError = findings.error().toString();
    result.events = std::move(events);
    return result;
}

}  // namespace

bool InputsProbeResult::completed() const
{
    return process.exitedNormally() && readError.isEmpty() && findings.done && findings.setupFailure.isEmpty()
        && !ranOutOfMemory({findings.error()});
}

QString InputsProbeResult::problem() const
{
    if (completed())
        return {};
    if (ranOutOfMemory({findings.error()}))
        return tr("the inputs probe %1").arg(Job::memoryLimitText(memoryLimitBytes));
    if (const QString ended = endedEarly(); !ended.isEmpty())
        return tr("the inputs probe %1").arg(ended);
    if (!findings.setupFailure.isEmpty())
        return tr("the inputs probe could not run the loader: %1").arg(findings.setupFailure);
    if (!readError.isEmpty())
        return tr("the inputs probe printed an event that does not read: %1").arg(readError);
    if (process.classification.isEmpty())  // an imported file: no process to say how it ended
        return tr("the inputs probe's output stops before its end (no \"done\" event): it was cut short");
    return tr("the inputs probe ended (%1) before its end").arg(process.classification);
}

InputsProbeResult InputsProbeResult::fromOutput(const QStringList& lines)
{
    InputsProbeResult result = resultOf(EventProbeJob::eventsIn(lines));
    result.process.kind = ExitKind::Exited;  // it ran to its end elsewhere: what it printed says how
    return result;
}

Result<InputsProbeResult> InputsProbeResult::fromFile(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::ProbeResult);
    if (!bytes)
        return std::unexpected(bytes.error());
    InputsProbeResult result = fromOutput(QString::fromUtf8(*bytes).split(u'\n'));
    if (result.events.isEmpty())
        return fail(tr("%1 holds no inputs probe events (inputs_probe.py's output, \"@dtriage {...}\" lines)")
                        .arg(path));
    // An imported file is data: one event that does not read refuses all of it.
    if (!result.readError.isEmpty())
        return fail(tr("the probe result %1 is refused: %2").arg(path, result.readError));
    return result;
}

InputsProbeJob::InputsProbeJob(PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent)
    , m_job(std::move(python), [&] {
        request.probe = QStringLiteral("inputs");
        return std::move(request);
    }())
{
    qRegisterMetaType<dtriage::InputsProbeResult>();
    connect(&m_job, &EventProbeJob::consoleLine, this, &InputsProbeJob::consoleLine);
    connect(&m_job, &EventProbeJob::hello, this, &InputsProbeJob::hello);
    connect(&m_job, &EventProbeJob::ended, this, [this] {
        InputsProbeResult result = resultOf(m_job.events());
        static_cast<ProbeRun&>(result) = m_job.probe().run();
        m_result = std::move(result);
        Q_EMIT finished(m_result);
    });
}

InputsProbeResult InputsProbeJob::runBlocking()
{
    m_job.runBlocking();
    return m_result;
}

}  // namespace dtriage
