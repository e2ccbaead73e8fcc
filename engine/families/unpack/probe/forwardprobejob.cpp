#include "families/unpack/probe/forwardprobejob.h"

#include "run/probeevent.h"

#include <QEventLoop>
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
    return tr("the forward probe ended (%1) before its end").arg(process.classification);
}

ForwardProbeResult ForwardProbeResult::fromOutput(const QStringList& lines)
{
    QList<QJsonObject> events;
    for (const QString& line : lines)
        if (std::optional<QJsonObject> event = ProbeEvent::parse(line))
            events << *event;
    ForwardProbeResult result = resultOf(std::move(events));
    result.process.kind = ExitKind::Exited;  // it ran to its end elsewhere: what it printed says how
    return result;
}

Result<ForwardProbeResult> ForwardProbeResult::fromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return fail(tr("cannot read the probe result %1: %2").arg(path, file.errorString()));
    ForwardProbeResult result = fromOutput(QString::fromUtf8(file.readAll()).split(u'\n'));
    if (result.events.isEmpty())
        return fail(tr("%1 holds no forward probe events (forward_probe.py's output, \"@dtriage {...}\" lines)")
                        .arg(path));
    return result;
}

// ---------------------------------------------------------------- ForwardProbeJob

ForwardProbeJob::ForwardProbeJob(PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent)
    , m_probe(std::move(python), [&] {
        request.probe = QStringLiteral("forward");
        return std::move(request);
    }())
{
    qRegisterMetaType<dtriage::ForwardProbeResult>();
    connect(&m_probe, &ProbeJob::line, this, &ForwardProbeJob::onLine);
    connect(&m_probe, &ProbeJob::finished, this, &ForwardProbeJob::onFinished);
}

void ForwardProbeJob::onLine(const QString& line, bool mayCarryEvent)
{
    const std::optional<QJsonObject> event = mayCarryEvent ? ProbeEvent::parse(line) : std::nullopt;
    if (!event) {
        Q_EMIT consoleLine(line);
        return;
    }
    m_events << *event;
    if (event->value(QStringLiteral("event")).toString() == QLatin1String("hello"))
        Q_EMIT hello(event->value(QStringLiteral("python")).toString(),
                     event->value(QStringLiteral("torch")).toString(),
                     event->value(QStringLiteral("pid")).toInteger());
}

void ForwardProbeJob::onFinished()
{
    m_finished = true;
    ForwardProbeResult result = resultOf(m_events);
    static_cast<ProbeRun&>(result) = m_probe.run();
    m_result = std::move(result);
    Q_EMIT finished(m_result);
}

ForwardProbeResult ForwardProbeJob::runBlocking()
{
    QEventLoop loop;
    connect(this, &ForwardProbeJob::finished, &loop, &QEventLoop::quit);
    start();
    if (!m_finished)
        loop.exec();
    return m_result;
}

}  // namespace dtriage
