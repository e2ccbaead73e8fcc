#pragma once
// One training entry a family probes beside the triaged one (the fix's scope, or
// the variants a fix must reach before it is built), with its probe's result
// once it is in.
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "families/probe/proberesult.h"

#include <QList>

#include <optional>

namespace dtriage {

struct ScopeCandidate {
    TestKey key;
    Entry entry;
    std::optional<ProbeResult> probe;
};

using ScopeCandidates = QList<ScopeCandidate>;

// The training entries of `triaged`'s loader other than it, in the YAML's order:
// the scope every fix in a loader reaches.
ScopeCandidates loaderScope(const ConfigFile& training, const TestKey& triaged);

}  // namespace dtriage
