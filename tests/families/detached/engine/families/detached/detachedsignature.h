#pragma once
// How the test family's error reads: the runner's backward over an output that
// needs no gradient, because the model detached it.
#include "yamlplan/failuresignature.h"

#include <QString>

namespace dtriage {

class DetachedSignature : public FailureSignature {
public:
    static constexpr QLatin1StringView kError{"does not require grad and does not have a grad_fn"};

    bool matches(const QString& text) const override { return text.contains(kError); }
    QString canonicalReason(const QString&) const override
    {
        return QStringLiteral("RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn");
    }
    QString stillFailsReview() const override
    {
        return QStringLiteral("pytest still finds nothing that needs a gradient: the output is detached elsewhere");
    }
};

}  // namespace dtriage
