#pragma once
// The unpack_forward_output family's reading of the loaders' source alone, nothing
// run (issue 46 §6): which loaders define their own unpack_forward_output. An
// unpack entry of such a loader claims a failure the loader already answers (the
// YAML PR that moved bevdepth's, maptr's and yolov9's 16 entries changed no loader):
// `scan --family unpack` marks it "has an override", and `propose KEY` sends the
// entry straight to the pytest/YAML step instead of asking for a probe. For a
// loader without one, the fix comes from the family's probe (`--probe FILE`).
#include "families/familysourceanalysis.h"

#include <QCoreApplication>

namespace dtriage {

class UnpackSourceAnalysis : public FamilySourceAnalysis {
    Q_DECLARE_TR_FUNCTIONS(UnpackSourceAnalysis)
public:
    QString prediction() const override;
    LoaderScanOutput scan(const QString& loadersRoot) const override;
    QList<QCommandLineOption> options() const override { return {}; }
    ProposedFix propose(const SourceFixRequest& request) const override;
};

}  // namespace dtriage
