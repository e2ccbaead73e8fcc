#include "families/dtype/gate/dtypesignature.h"

#include "families/dtype/gate/signatures.h"

namespace dtriage {

bool DtypeSignature::matches(const QString& text) const { return Signatures::classify(text).isMatch(); }

QString DtypeSignature::canonicalReason(const QString& text) const { return Signatures::canonicalReason(text); }

QString DtypeSignature::stillFailsReview() const
{
    // Kept in YamlPlan's translation context, where it was first written.
    return QCoreApplication::translate(
        "YamlPlan",
        "pytest still fails with the original bfloat16 error although the fix works on CPU "
        "(the runner or the model re-creates the float32 tensor): revert the loader fix and "
        "review.");
}

}  // namespace dtriage
