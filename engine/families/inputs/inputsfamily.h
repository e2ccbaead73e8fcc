#pragma once
// The inputs family (tt-xla's triage-inputs skill): a training-mode error where
// the model rejects what the loader passes -- decoder inputs, detection targets,
// a BatchNorm that sees one value per channel (gate/); the training-inputs probe
// (probe/); a fix in load_inputs only (fix/); the loader's training entries and
// the inference tests the fix reaches (scope/).
#include "families/failurefamily.h"
#include "families/inputs/gate/inputssignature.h"

#include <QCoreApplication>

namespace dtriage {

class InputsFamily : public FailureFamily {
    Q_DECLARE_TR_FUNCTIONS(InputsFamily)
public:
    static inline const QString kId = QStringLiteral("inputs");
    InputsFamily() : FailureFamily({.id = kId, .shortName = QStringLiteral("inputs")}) {}
    QString title() const override;
    Result<QString> gate(const QString& reason) const override { return InputsSignature::gate(reason); }
    const FailureSignature& signature() const override { return m_signature; }
    std::unique_ptr<Playbook> playbook(PlaybookHost& host) const override;
    QString flavorDescription(const QString& flavor) const override;
    QString decisionExplanation(const QString& decision) const override;
    QString dumpName() const override;
    QList<ReportNote> reportNotes(const QList<TriageRecord>& records) const override;
    QFuture<PreflightOutcome> preflight(const QString& loadersRoot) const override;
    EditKind editKind(const QString& fixKind) const override;
    // Its probe runs the runner's training step whole: the survey's.
    const FamilyProbe* stepProbe() const override;
    const FamilyProbe* probe() const override { return stepProbe(); }
    ProposedFix proposeFromProbe(const ProbeFixRequest& request) const override;

private:
    InputsSignature m_signature;
};

}  // namespace dtriage
