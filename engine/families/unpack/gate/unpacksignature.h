#pragma once
// How the unpack_forward_output family's failure reads (tt-xla's
// triage-unpack-forward-output skill): tt-xla's YAML reason "tt-forge-models
// doesn't implement unpack_forward_output for this model.", and tt-forge-models'
// own errors "No handler for class <X> exists in `unpack_forward_output`." and
// "Handler for <X> did not return a torch.Tensor". The reason only gates; the
// forward probe decides what the entry needs.
#include "core/error.h"
#include "yamlplan/failuresignature.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class UnpackSignature : public FailureSignature {
    Q_DECLARE_TR_FUNCTIONS(UnpackSignature)
public:
    // The sub-flavor a reason names: "not_implemented", "no_handler" or
    // "wrong_handler"; else why it is not this family's.
    static Result<QString> gate(const QString& reason);
    // The output class a reason names ("MultipleChoiceModelOutput"); empty when none.
    static QString className(const QString& text);

    bool matches(const QString& text) const override;
    // The line of the family's error as tt-forge-models wrote it (the first that
    // matches), else `text`'s first line.
    QString canonicalReason(const QString& text) const override;
    QString stillFailsReview() const override;
};

}  // namespace dtriage
