#pragma once
// How the inputs family's failure reads (tt-xla's triage-inputs skill, step 2):
// the model rejects what the loader passes in training mode. The reason is the
// gate and names the sub-flavor: "decoder_input_ids or decoder_inputs_embeds"
// (decoder_inputs); "targets should not be none when in training mode", "Model
// expects targets to be passed while in training mode", "'NoneType' object has
// no attribute 'max'" (missing_targets); "Expected more than 1 value per channel
// when training" (bn_single_value).
#include "core/error.h"
#include "yamlplan/failuresignature.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class InputsSignature : public FailureSignature {
    Q_DECLARE_TR_FUNCTIONS(InputsSignature)
public:
    // The sub-flavor a reason names, else why it is not this family's.
    static Result<QString> gate(const QString& reason);
    // The size a BatchNorm error reports ("torch.Size([1, 16, 1, 1])"); empty when none.
    static QString observedSize(const QString& text);

    bool matches(const QString& text) const override;
    // The skill's canonical reason of the form `text` shows (verbatim, the
    // BatchNorm one with the observed size), else `text`'s first line.
    QString canonicalReason(const QString& text) const override;
    QString stillFailsReview() const override;
};

}  // namespace dtriage
