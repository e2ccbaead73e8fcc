#pragma once
// A fourth failure family that lives only under tests/ (tests/families/detached), to
// prove the seam is closed: a training test whose backward finds nothing that
// needs a gradient because the model detaches its output. Registered at run time
// (Families::add) by the test that drives it; no file of the product names it.
#include "families/failurefamily.h"
#include "families/detached/detachedsignature.h"

namespace dtriage {

class DetachedFamily : public FailureFamily {
public:
    static const DetachedFamily& instance()
    {
        static const DetachedFamily family;
        return family;
    }

    DetachedFamily() : FailureFamily({.id = QStringLiteral("detached"), .shortName = QStringLiteral("detached")}) {}
    QString title() const override { return QStringLiteral("detached outputs"); }
    Result<QString> gate(const QString& reason) const override;
    const FailureSignature& signature() const override { return m_signature; }
    std::unique_ptr<Playbook> playbook(PlaybookHost& host) const override;
    QString flavorDescription(const QString& flavor) const override;
    QString decisionExplanation(const QString& decision) const override;
    QString dumpName() const override { return QStringLiteral("output"); }
    QList<ReportNote> reportNotes(const QList<TriageRecord>&) const override { return {}; }
    QFuture<PreflightOutcome> preflight(const QString& loadersRoot) const override;
    EditKind editKind(const QString& fixKind) const override;
    const FamilyProbe* probe() const override;
    ProposedFix proposeFromProbe(const ProbeFixRequest& request) const override;

private:
    DetachedSignature m_signature;
};

}  // namespace dtriage
