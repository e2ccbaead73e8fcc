#pragma once
// The unpack_forward_output family's steps of one triage session (tt-xla's
// triage-unpack-forward-output skill): the forward probe of the entry (the
// output's tree, the handler that applies, what it gives) and step 4's decision
// from it; the fix the user's choice of target makes (a registry line in
// training_utils.py, or an override method on the loader); the probe again with
// the fix (works; the same failure: revert; a new error); and the scope the fix
// reaches (the loader's training entries, or every entry whose model emits the
// registered class).
#include "families/fixoffer.h"
#include "families/probe/probeplaybook.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "families/unpack/probe/unpackdecision.h"

#include <QList>

#include <optional>

namespace dtriage {

class UnpackPlaybook : public ProbePlaybook {
    Q_OBJECT
public:
    explicit UnpackPlaybook(PlaybookHost& host, QObject* parent = nullptr);

    void proposeFix() override;

    QVariant evidence() const override;  // an UnpackShown

protected:
    ProbeVerdict decide(const ProbeResult& before) override;
    FixVerdict judge(const ProbeResult& after) override;
    ScopeCandidates scopeCandidates() override;
    std::optional<YamlTarget> include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                      QStringList& review) const override;

private:
    const ForwardFindings* foundBefore() const { return beforeAs<ForwardFindings>(); }
    // Every target the panel may offer.
    QList<UnpackChoice> options() const;
    void onFixBuilt(const Result<UnpackFixEdit>& built, FixOffer offer);
    QString judgementOf(const OutputNode& output, const UnpackChoice& proposed) const;

    std::optional<UnpackDecision> m_decision;
    std::optional<UnpackChoice> m_choice;
    QString m_scopeClass;  // a registry entry's scope: its class; empty for an override's
};

}  // namespace dtriage
