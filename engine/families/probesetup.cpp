#include "families/probesetup.h"

#include "checkout/runnerdefaults.h"
#include "families/playbookhost.h"
#include "families/probe/familyprobejob.h"

namespace dtriage {

ProbeRequest ProbeSetup::request(const QString& checkoutRoot, const RunnerDefaults& runner, const QString& loaderPath,
                                 const QString& variant, const Entry* entry)
{
    ProbeRequest request = ProbeRequest::forLoader(checkoutRoot, loaderPath, variant);
    // As the checkout's runner does for a training test (docs/triage.md §1).
    if (const auto batchSize = entry ? runner.trainingBatchSizeFor(*entry) : std::nullopt) {
        request.kwargs.insert(QStringLiteral("batch_size"), batchSize->value);
        request.kwargsSource.insert(QStringLiteral("batch_size"), batchSize->origin);
    }
    return request;
}

void ProbeSetup::track(PlaybookHost& host, FamilyProbeJob* job, const QString& name)
{
    const int id = host.beginJob(name);
    QObject::connect(job, &FamilyProbeJob::consoleLine, job, [&host, id](const QString& line) { host.jobLine(id, line); });
    QObject::connect(job, &FamilyProbeJob::hello, job, [&host, id](const QString& python, const QString& torch, qint64 pid) {
        host.jobNote(id, greeting(python, torch, pid));
    });
    QObject::connect(job, &FamilyProbeJob::finished, job, [&host, id](const ProbeResult& result) {
        host.endJob(id, result.completed() ? result.findings->cpuRun().summary() : result.problem(), result.completed());
    });
}

QString ProbeSetup::greeting(const QString& python, const QString& torch, qint64 pid)
{
    return QCoreApplication::translate("ProbeSetup", "Python %1, torch %2, pid %3").arg(python, torch).arg(pid);
}

}  // namespace dtriage
