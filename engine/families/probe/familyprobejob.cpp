#include "families/probe/familyprobejob.h"

#include "families/probe/familyprobe.h"

namespace dtriage {
namespace {

ProbeRequest requestFor(const FamilyProbe& probe, ProbeRequest request)
{
    request.probe = probe.name();
    request.script = probe.script();
    return request;
}

}  // namespace

FamilyProbeJob::FamilyProbeJob(const FamilyProbe& probe, PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent)
    , m_family(probe)
    , m_job(std::move(python), requestFor(probe, std::move(request)))
{
    qRegisterMetaType<dtriage::ProbeResult>();
    connect(&m_job, &EventProbeJob::consoleLine, this, &FamilyProbeJob::consoleLine);
    connect(&m_job, &EventProbeJob::hello, this, &FamilyProbeJob::hello);
    connect(&m_job, &EventProbeJob::ended, this, [this] {
        ProbeResult result = ProbeResult::of(m_family, m_job.events());
        static_cast<ProbeRun&>(result) = m_job.probe().run();
        m_result = std::move(result);
        Q_EMIT finished(m_result);
    });
}

ProbeResult FamilyProbeJob::runBlocking()
{
    m_job.runBlocking();
    return m_result;
}

}  // namespace dtriage
