#include "families/detached/detachedfindings.h"

#include "families/detached/detachedprobe.h"
#include "run/probefields.h"

namespace dtriage {

TriageRecord::CpuRun DetachedFindings::cpuRun() const
{
    TriageRecord::CpuPhase bf16;
    bf16.name = TriageRecord::CpuRun::kBf16Phase.toString();
    if (step.ran) {
        bf16.result = passes() ? TriageRecord::CpuPhase::Result::Ok : TriageRecord::CpuPhase::Result::Failed;
        bf16.errorLine = error();
    }
    TriageRecord::CpuRun run;
    run.phases << bf16;
    return run;
}

Result<DetachedFindings> DetachedFindings::fromEvents(const QList<QJsonObject>& events)
{
    DetachedFindings found;
    const Result<void> read = ProbeFindings::read(found, events, DetachedProbe::instance(), [&found](ProbeFields& event) {
        if (event.eventName() == QLatin1String("output")) {
            found.outputRequiresGrad = event.flag("requires_grad");
        } else if (event.eventName() == QLatin1String("step")) {
            found.step.ran = true;
            found.step.ok = event.flag("ok");
            found.step.stage = event.stage("stage");
            found.step.errorType = event.identifier("error_type");
            found.step.message = event.text("message");
        }
    });
    if (!read)
        return std::unexpected(read.error());
    return found;
}

}  // namespace dtriage
