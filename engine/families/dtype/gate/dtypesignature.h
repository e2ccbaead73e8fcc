#pragma once
// The bfloat16 family's FailureSignature: Signatures' patterns of tt-xla's
// triage-dtype-bfloat16 skill.
#include "yamlplan/failuresignature.h"

#include <QCoreApplication>

namespace dtriage {

class DtypeSignature : public FailureSignature {
    Q_DECLARE_TR_FUNCTIONS(DtypeSignature)
public:
    bool matches(const QString& text) const override;
    QString canonicalReason(const QString& text) const override;
    QString stillFailsReview() const override;
};

}  // namespace dtriage
