#pragma once
// The test family's steps: its probe of the entry and what it allows (an output
// that needs no gradient and a backward that fails for it: the fix; a pass:
// stale; anything else: a stop); the fix (.detach() taken off); the probe again
// with it; the loader's other training entries, probed with the fix on disk.
#include "families/detached/detachedfindings.h"
#include "families/probe/probeplaybook.h"

namespace dtriage {

struct DetachedShown {
    std::shared_ptr<const DetachedFindings> before;
    std::shared_ptr<const DetachedFindings> after;
};

class DetachedPlaybook : public ProbePlaybook {
    Q_OBJECT
public:
    explicit DetachedPlaybook(PlaybookHost& host, QObject* parent = nullptr);

    void proposeFix() override;
    // A DetachedShown: the probe's findings before and with the fix.
    QVariant evidence() const override;

protected:
    ProbeVerdict decide(const ProbeResult& before) override;
    FixVerdict judge(const ProbeResult& after) override;
    std::optional<YamlTarget> include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                      QStringList& review) const override;
};

}  // namespace dtriage
