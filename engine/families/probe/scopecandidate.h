#pragma once
// One training entry a family probes beside the triaged one (the fix's scope, or
// the variants a fix must reach before it is built), with its probe's result
// once it is in.
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"
#include "families/probe/proberesult.h"
#include "record/triagerecord.h"

#include <QList>

#include <optional>

namespace dtriage {

struct ScopeCandidate {
    TestKey key;
    Entry entry;
    std::optional<ProbeResult> probe;

    // What every family's judgement of a candidate probed with the fix starts
    // with: `entry` left out until the family includes it, and its CPU run after
    // the fix the probe's; null, with the entry's note saying so, when the probe
    // did not finish. Its findings as the family reads them (ProbeResult::as).
    template <typename Findings>
    const Findings* finished(TriageRecord::EntryResult& entry) const
    {
        entry.included = false;
        if (!probe || !probe->completed()) {
            entry.scopeNote = probeDidNotFinish();
            return nullptr;
        }
        const Findings& found = probe->as<Findings>();
        entry.cpuAfter = found.cpuRun();
        return &found;
    }

private:
    QString probeDidNotFinish() const;
};

using ScopeCandidates = QList<ScopeCandidate>;

// The training entries of `triaged`'s loader other than it, in the YAML's order:
// the scope every fix in a loader reaches.
ScopeCandidates loaderScope(const ConfigFile& training, const TestKey& triaged);

}  // namespace dtriage
