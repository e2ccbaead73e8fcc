#pragma once
// The bfloat16 family's reading of the loaders' source alone, nothing run: the
// `scan` verb's pre-flight (PreflightScan: which loaders build a floating input
// that stays float32 under dtype_override=torch.bfloat16) and `propose KEY`
// without --probe (the one-line edit that DtypeFixProposal chooses from the loader's
// analysis and the float32 inputs named, or predicted by the pre-flight).
#include "families/familysourceanalysis.h"

#include <QCoreApplication>

namespace dtriage {

class DtypeSourceAnalysis : public FamilySourceAnalysis {
    Q_DECLARE_TR_FUNCTIONS(DtypeSourceAnalysis)
public:
    QString prediction() const override;
    LoaderScanOutput scan(const QString& loadersRoot) const override;
    // --float32-input NAME (repeatable), --flavor F.
    QList<QCommandLineOption> options() const override;
    ProposedFix propose(const SourceFixRequest& request) const override;
};

}  // namespace dtriage
