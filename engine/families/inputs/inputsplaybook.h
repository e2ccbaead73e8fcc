#pragma once
// The inputs family's steps of one triage session (tt-xla's triage-inputs skill):
// the training-inputs probe of the entry and step 4's decision from it; the fix
// in load_inputs (a dict keyed by the forward's parameters, decoder_input_ids,
// synthetic targets, a batch of 2); the probe again with the fix (passes; the
// same error: revert; a new error: kept, branch C); the loader's other training
// entries, and the inference tests the fix reaches, run with pytest.
#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsprobejob.h"
#include "families/inputs/scope/inputsscope.h"
#include "families/inputs/scope/inputssiblings.h"
#include "families/playbook.h"

#include <QList>
#include <QPointer>

#include <optional>

namespace dtriage {

struct TestKey;

class InputsPlaybook : public Playbook {
    Q_OBJECT
public:
    explicit InputsPlaybook(PlaybookHost& host, QObject* parent = nullptr);
    ~InputsPlaybook() override;

    void gated(const QString& reason) override;
    void reproduce() override;
    void proposeFix() override;
    void verifyFix() override;
    void scope() override;
    void cancel() override;

    // What the evidence panel and the tests show.
    const std::optional<InputsProbeResult>& before() const { return m_before; }
    const std::optional<InputsProbeResult>& after() const { return m_after; }
    const std::optional<InputsDecision>& decision() const { return m_decision; }

Q_SIGNALS:
    void evidenceChanged();

private:
    InputsProbeJob* startProbe(const TestKey& key, const QString& loaderPath);
    void importProbe(const QString& path);
    void onProbeBefore(const InputsProbeResult& result);
    void act();
    void buildFix(const QList<int>& alsoReturns);
    void onFixBuilt(const Result<InputsFixEdit>& built);
    bool probeSiblings(const InputsFixEdit& built);
    template <typename Group>
    void startProbes(Group& group, const QString& logLine, void (InputsPlaybook::*onResult)(int, const InputsProbeResult&));
    void startSiblingProbes();
    void onSiblingProbe(int index, const InputsProbeResult& result);
    void offerFix(const InputsFixEdit& built);
    void onProbeAfter(const InputsProbeResult& result);
    void startScopeProbes();
    void onScopeProbe(int index, const InputsProbeResult& result);
    void toPytest();

    QList<QPointer<InputsProbeJob>> m_probes;
    std::optional<InputsProbeResult> m_before;
    std::optional<InputsProbeResult> m_after;
    std::optional<InputsDecision> m_decision;
    InputsSiblings m_siblings;
    std::optional<InputsFixEdit> m_firstBuild;  // the test's return only, while the siblings are probed
    InputsScope m_scope;
    InputsScope::FixedLines m_fixed;  // the lines the fix wrote, as the loader is with it
};

}  // namespace dtriage
