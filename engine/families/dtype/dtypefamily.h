#pragma once
// The bfloat16 dtype family (tt-xla's triage-dtype-bfloat16 skill): a reason
// that names BFloat16 and a known signature (gate/), the CPU repro of a BFLOAT16
// and a FLOAT32 phase (probe/), one dtype edit of the loader (fix/), the same
// loader's other variants (scope/) and the canonical reason its YAML gets (DtypeSignature).
#include "families/failurefamily.h"
#include "families/dtype/dtypesourceanalysis.h"
#include "families/dtype/gate/dtypesignature.h"

#include <QCoreApplication>

namespace dtriage {

class DtypeFamily : public FailureFamily {
    Q_DECLARE_TR_FUNCTIONS(DtypeFamily)
public:
    static inline const QString kId = QStringLiteral("dtype");
    // Every record made before the unpack and inputs families was a bfloat16 triage.
    DtypeFamily()
        : FailureFamily({.id = kId, .shortName = QStringLiteral("bf16"), .optionAlias = QStringLiteral("bf16"), .ownsUnnamedRecords = true})
    {
    }
    QString title() const override;
    Result<QString> gate(const QString& reason) const override;
    const FailureSignature& signature() const override { return m_signature; }
    std::unique_ptr<Playbook> playbook(PlaybookHost& host) const override;
    QString flavorDescription(const QString& flavor) const override;
    QString decisionExplanation(const QString& decision) const override;
    QString dumpName() const override;
    // Why the numpy fix upcasts to float32 and never to float16, once for a batch
    // with a numpy_conversion record.
    QList<ReportNote> reportNotes(const QList<TriageRecord>& records) const override;
    static QString float16Explanation();
    QFuture<PreflightOutcome> preflight(const QString& loadersRoot) const override;
    EditKind editKind(const QString& fixKind) const override;
    const FamilySourceAnalysis* sourceAnalysis() const override { return &m_source; }

private:
    DtypeSignature m_signature;
    DtypeSourceAnalysis m_source;
};

}  // namespace dtriage
