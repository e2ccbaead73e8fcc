#pragma once
// What a family's steps hand back (PlaybookHost), written where the triage keeps
// it: the record, step 7's YAML targets and their branches, and the inference
// keys pytest runs beside them. It only writes; the session decides which step
// follows and logs what the values say. Pure on values: tested without torch.
#include "record/triagerecord.h"
#include "yamlplan/yamltarget.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

struct FixOffer;
struct FixVerdict;
struct ProbeVerdict;
struct ScopeResult;

class SessionLedger {
    // The session's words: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    // The session's own, which outlive this.
    SessionLedger(TriageRecord& record, QList<YamlTarget>& targets, QStringList& inferenceRuns);

    // Steps 3-4: what the CPU repro showed. Returns a line to log first when the
    // CPU error is another flavor than the reason's; else empty.
    QString decided(const ProbeVerdict& verdict);
    // Then, once the decision is announced: the triaged entry the only target,
    // and why there is no fix when the verdict goes on without one.
    void goesOn(const ProbeVerdict& verdict);
    // Step 5: the fix on offer as the family describes it (its result so far kept)
    // and its review items.
    void offered(const FixOffer& offer);
    // The offer's edit was refused (its checks failed) or could not be made (`why`).
    void refused(const FixOffer& offer, const QString& why);
    // No fix (`why`, and its review item if any).
    void noFix(const QString& why, const QString& review);
    // The repro after the fix: what it showed; unless the failure is the same (the
    // fix goes), the fix's result and the triaged entry's branch.
    void judged(const FixVerdict& verdict);
    // Step 6: the included entries, their targets and the inference keys.
    void scoped(const ScopeResult& scope);

private:
    TriageRecord& m_record;
    QList<YamlTarget>& m_targets;
    QStringList& m_inferenceRuns;
};

}  // namespace dtriage
