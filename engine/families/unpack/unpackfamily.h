#pragma once
// The unpack_forward_output family (tt-xla's triage-unpack-forward-output skill):
// a reason that says the output cannot be unpacked (gate/), the forward probe of
// the output's structure and handler (probe/), a registry line or an override
// method built for the user's choice of target (fix/), and the entries that fix
// reaches (scope/).
#include "families/failurefamily.h"
#include "families/unpack/gate/unpacksignature.h"
#include "families/unpack/gate/unpacksourceanalysis.h"

#include <QCoreApplication>

namespace dtriage {

class UnpackFamily : public FailureFamily {
    Q_DECLARE_TR_FUNCTIONS(UnpackFamily)
public:
    static inline const QString kId = QStringLiteral("unpack");
    UnpackFamily() : FailureFamily({.id = kId, .shortName = QStringLiteral("unpack")}) {}
    QString title() const override;
    // unpack_forward_output raised: the family's, whatever its words.
    bool ownsStage(const QString& stage) const override { return stage == QLatin1String("unpack"); }
    Result<QString> gate(const QString& reason) const override { return UnpackSignature::gate(reason); }
    const FailureSignature& signature() const override { return m_signature; }
    std::unique_ptr<Playbook> playbook(PlaybookHost& host) const override;
    QString flavorDescription(const QString& flavor) const override;
    QString decisionExplanation(const QString& decision) const override;
    QString dumpName() const override;
    QList<ReportNote> reportNotes(const QList<TriageRecord>& records) const override;
    QFuture<PreflightOutcome> preflight(const QString& loadersRoot) const override;
    // training_utils.py: a registry line, or a wrong entry's deletion.
    QStringList sharedFiles() const override { return {QStringLiteral("training_utils.py")}; }
    EditKind editKind(const QString& fixKind) const override;
    EditKind companionEditKind() const override;
    const FamilyProbe* probe() const override;
    ProposedFix proposeFromProbe(const ProbeFixRequest& request) const override;
    QString choiceHelp() const override;
    // The loaders that override unpack_forward_output already (issue 46 §6).
    const FamilySourceAnalysis* sourceAnalysis() const override { return &m_source; }

private:
    UnpackSignature m_signature;
    UnpackSourceAnalysis m_source;
};

}  // namespace dtriage
