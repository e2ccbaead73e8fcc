#pragma once
// The output classes whose loss target is known, and which loss reads it (issue 46
// §3): the skill's table of loss-relevant outputs (triage-unpack-forward-output,
// step 4) made concrete for the classes tt-forge-models' merged fixes settled where
// the first or the conventional tensor is wrong: a segmentation output's loss reads
// its masks, not its class logits. A class the table does not decide is a
// judgement call: listed for review, never written under --yes.
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace dtriage {

struct LossTarget {
    QString attribute;  // "pred_masks"
    QString reason;     // which loss reads it, as the override's docstring says it
};

class LossTargetTable {
    Q_DECLARE_TR_FUNCTIONS(LossTargetTable)
public:
    // The loss target of outputs of class `className` ("DetrSegmentationOutput");
    // none when the table does not decide it.
    static std::optional<LossTarget> of(const QString& className);
};

}  // namespace dtriage
