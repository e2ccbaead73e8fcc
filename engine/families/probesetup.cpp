#include "families/probesetup.h"

#include "families/playbookhost.h"
#include "run/sessionfolder.h"
#include "run/warmworker.h"
#include "session/sessionresolution.h"

#include <QRegularExpression>

namespace dtriage {

ProbeRequest ProbeSetup::request(const PlaybookHost& host, const QString& loaderPath, const QString& variant,
                                 const Entry* entry)
{
    const SessionResolution& res = host.resolution();
    return request(res.checkout.root(), res.runner, loaderPath, variant, entry);
}

ProbeRequest ProbeSetup::request(const QString& checkoutRoot, const RunnerDefaults& runner, const QString& loaderPath,
                                 const QString& variant, const Entry* entry)
{
    ProbeRequest request = ProbeRequest::forLoader(checkoutRoot, loaderPath, variant);
    // As the checkout's runner does for a training test (docs/triage.md §1).
    if (const auto batchSize = entry ? runner.trainingBatchSizeFor(*entry) : std::nullopt) {
        request.kwargs.insert(QStringLiteral("batch_size"), batchSize->value);
        request.kwargsSource.insert(QStringLiteral("batch_size"), batchSize->origin());
    }
    return request;
}

void ProbeSetup::configure(PlaybookHost& host, ProbeJob& job, const QString& stem)
{
    job.setTimeoutMs(host.config().reproTimeoutMs);
    job.setMemoryLimitBytes(host.config().memoryLimitBytes);
    if (WarmWorker* worker = host.warmWorker(); worker && worker->isUsable())
        job.setWarmWorker(worker);
    const QString name = QStringLiteral("%1-%2").arg(stem, job.request().displayName())
                             .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    if (auto logPath = host.folder().uniqueFile(name, QStringLiteral("log")))
        job.setLogPath(*logPath);
}

QString ProbeSetup::greeting(const QString& python, const QString& torch, qint64 pid)
{
    return QCoreApplication::translate("ProbeSetup", "Python %1, torch %2, pid %3").arg(python, torch).arg(pid);
}

}  // namespace dtriage
