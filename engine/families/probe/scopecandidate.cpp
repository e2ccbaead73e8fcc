#include "families/probe/scopecandidate.h"

#include "families/loadertrainingentries.h"

#include <QCoreApplication>

namespace dtriage {

QString ScopeCandidate::probeDidNotFinish() const
{
    if (!probe)
        return QCoreApplication::translate("ScopeCandidate", "not probed");
    return QCoreApplication::translate("ScopeCandidate", "the %1 did not finish: %2").arg(probe->title, probe->problem());
}

ScopeCandidates loaderScope(const ConfigFile& training, const TestKey& triaged)
{
    ScopeCandidates candidates;
    for (const auto& [key, entry] : loaderTrainingEntries(training, triaged.toString(), triaged.modelPath))
        candidates << ScopeCandidate{key, entry, std::nullopt};
    return candidates;
}

}  // namespace dtriage
