#pragma once
// The inputs family's steps of one triage session (tt-xla's triage-inputs skill):
// the training-inputs probe of the entry and step 4's decision from it; the fix
// in load_inputs (a dict keyed by the forward's parameters, decoder_input_ids,
// synthetic targets, a batch of 2), for every return of it that a variant failing
// this way reaches; the probe again with the fix (passes; the same error: revert;
// a new error: kept, branch C); the loader's other training entries, and the
// inference tests the fix reaches, run with pytest.
#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/scope/inputsscope.h"
#include "families/probe/probeplaybook.h"

#include <QList>

#include <optional>

namespace dtriage {

class InputsPlaybook : public ProbePlaybook {
    Q_OBJECT
public:
    explicit InputsPlaybook(PlaybookHost& host, QObject* parent = nullptr);

    void proposeFix() override;

    QVariant evidence() const override;  // an InputsShown

protected:
    ProbeVerdict decide(const ProbeResult& before) override;
    FixVerdict judge(const ProbeResult& after) override;
    std::optional<YamlTarget> include(const ScopeCandidate& candidate, TriageRecord::EntryResult& entry,
                                      QStringList& review) const override;
    QStringList inferenceRuns(const ScopeCandidates& scope) const override;

private:
    const InputsFindings* foundBefore() const { return beforeAs<InputsFindings>(); }
    void buildFix(const QList<int>& alsoReturns);
    void onFixBuilt(const Result<InputsFixEdit>& built);
    bool probeSiblings(const InputsFixEdit& built);
    void onSiblingsProbed();
    // Issue 46 §1: the other variants run with the edit before it is offered; false
    // when there is nothing to run (or this edit's text passed already).
    bool checkVariants(const InputsFixEdit& built);
    void onVariantsProbed();
    void offerFix(const InputsFixEdit& built);

    std::optional<InputsDecision> m_decision;
    ScopeCandidates m_siblings;
    bool m_siblingsProbed = false;
    std::optional<InputsFixEdit> m_firstBuild;  // the test's return only, while the siblings are probed
    QStringList m_buildReview;  // what the build of the fix brings for a human
    InputsScope::FixedLines m_fixed;  // the lines the fix wrote, as the loader is with it
    // The other variants (VariantBreakage): as the loader is, and with the edit.
    ScopeCandidates m_variantsBefore;
    ScopeCandidates m_variantsWith;
    std::optional<InputsFixEdit> m_checking;  // the edit the variants run with
    QByteArray m_checked;                    // the edit's text that broke no variant
    QList<int> m_alsoReturns;                // the build's other returns, kept for a guarded build
    QStringList m_guard;                     // ModelVariant members a breaking edit is guarded to
};

}  // namespace dtriage
