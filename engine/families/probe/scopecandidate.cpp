#include "families/probe/scopecandidate.h"

#include "families/loadertrainingentries.h"

namespace dtriage {

ScopeCandidates loaderScope(const ConfigFile& training, const TestKey& triaged)
{
    ScopeCandidates candidates;
    for (const auto& [key, entry] : loaderTrainingEntries(training, triaged.toString(), triaged.modelPath))
        candidates << ScopeCandidate{key, entry, std::nullopt};
    return candidates;
}

}  // namespace dtriage
