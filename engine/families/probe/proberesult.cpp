#include "families/probe/proberesult.h"

#include "core/boundedfile.h"
#include "families/probe/familyprobe.h"
#include "run/eventprobejob.h"
#include "run/job.h"

namespace dtriage {

bool ProbeResult::completed() const
{
    return process.exitedNormally() && readError.isEmpty() && findings && findings->done
        && findings->setupFailure.isEmpty() && !ranOutOfMemory(findings->errorLines());
}

QString ProbeResult::problem() const
{
    if (completed())
        return {};
    if (findings && ranOutOfMemory(findings->errorLines()))
        return tr("the %1 %2").arg(title, Job::memoryLimitText(memoryLimitBytes));
    if (const QString ended = endedEarly(); !ended.isEmpty())
        return tr("the %1 %2").arg(title, ended);
    if (findings && !findings->setupFailure.isEmpty())
        return tr("the %1 could not run the loader: %2").arg(title, findings->setupFailure);
    if (!readError.isEmpty())
        return tr("the %1 printed an event that does not read: %2").arg(title, readError);
    if (process.classification.isEmpty())  // an imported file: no process to say how it ended
        return tr("the %1's output stops before its end (no \"done\" event): it was cut short").arg(title);
    return tr("the %1 ended (%2) before its end").arg(title, process.classification);
}

ProbeResult ProbeResult::of(const FamilyProbe& probe, QList<QJsonObject> events)
{
    ProbeResult result;
    result.title = probe.title();
    Result<std::shared_ptr<const ProbeFindings>> findings = probe.read(events);
    if (findings) {
        result.findings = std::move(*findings);
    } else {
        result.findings = probe.none();
        result.readError = findings.error().toString();
    }
    result.events = std::move(events);
    return result;
}

ProbeResult ProbeResult::fromOutput(const FamilyProbe& probe, const QStringList& lines)
{
    ProbeResult result = of(probe, EventProbeJob::eventsIn(lines));
    result.process.kind = ExitKind::Exited;  // it ran to its end elsewhere: what it printed says how
    return result;
}

Result<ProbeResult> ProbeResult::fromFile(const FamilyProbe& probe, const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::ProbeResult);
    if (!bytes)
        return std::unexpected(bytes.error());
    ProbeResult result = fromOutput(probe, QString::fromUtf8(*bytes).split(u'\n'));
    if (result.events.isEmpty())
        return fail(tr("%1 holds no %2 events (%3's output, \"@dtriage {...}\" lines)")
                        .arg(path, probe.title(), probe.script().section(u'/', -1)));
    // An imported file is data: one event that does not read refuses all of it.
    if (!result.readError.isEmpty())
        return fail(tr("the probe result %1 is refused: %2").arg(path, result.readError));
    return result;
}

Result<ProbeResult> ProbeResult::imported(const FamilyProbe& probe, const QString& path, const QString& modelPath,
                                          const QString& variant)
{
    Result<ProbeResult> read = fromFile(probe, path);
    if (read && (read->findings->modelPath != modelPath || read->findings->variant != variant))
        return fail(tr("the probe result %1 is of %2 %3, not of %4 %5")
                        .arg(path, read->findings->modelPath, read->findings->variant, modelPath, variant));
    return read;
}

QString ProbeResult::probeNameOf(const QStringList& lines)
{
    for (const QJsonObject& event : EventProbeJob::eventsIn(lines))
        if (event.value(QStringLiteral("event")).toString() == QLatin1String("hello"))
            return event.value(QStringLiteral("probe")).toString();
    return {};
}

}  // namespace dtriage
