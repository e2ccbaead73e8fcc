#include "families/families.h"
#include "families/dtype/fix/dtypeedits.h"
#include "families/dtype/dtypefamily.h"

#include "families/dtype/dtypeplaybook.h"
#include "families/dtype/gate/dtypepreflight.h"
#include "families/dtype/gate/dtypesignature.h"
#include "families/dtype/probe/dtypedecision.h"
#include "record/triagerecord.h"

#include <algorithm>

namespace dtriage {

QString DtypeFamily::title() const { return tr("bfloat16 dtype errors"); }

Result<QString> DtypeFamily::gate(const QString& reason) const
{
    const Result<DtypeFlavor> flavor = DtypeSignature::gate(reason);
    if (!flavor)
        return std::unexpected(flavor.error());
    return flavorName(*flavor);
}

std::unique_ptr<Playbook> DtypeFamily::playbook(PlaybookHost& host) const
{
    return std::make_unique<DtypePlaybook>(host);
}

QString DtypeFamily::flavorDescription(const QString& flavor) const
{
    const DtypeFlavor known = flavorFromName(flavor);
    return known == DtypeFlavor::Unknown || known == DtypeFlavor::None ? QString() : dtriage::flavorDescription(known);
}

QString DtypeFamily::decisionExplanation(const QString& decision) const
{
    const std::optional<DtypeDecision::Action> action = DtypeDecision::actionFromName(decision);
    return action ? DtypeDecision::explanation(*action) : QString();
}

QList<FailureFamily::ReportNote> DtypeFamily::reportNotes(const QList<TriageRecord>& records) const
{
    const QString numpy = flavorName(DtypeFlavor::NumpyConversion);
    const bool any = std::any_of(records.cbegin(), records.cend(), [&](const TriageRecord& r) {
        return Families::byId(r.family) == this && r.flavor == numpy;
    });
    if (!any)
        return {};
    return {{tr("Why the numpy fix upcasts, and never to float16"), float16Explanation()}};
}

QFuture<PreflightOutcome> DtypeFamily::preflight(const QString& loadersRoot) const
{
    return DtypePreflight::scan(loadersRoot);
}

QString DtypeFamily::float16Explanation()
{
    return tr("numpy has no bfloat16 type, so .numpy() or np.array() on a bfloat16 tensor fails "
              "(\"Got unsupported ScalarType BFloat16\"). The fix upcasts first with .float() "
              "(t.float().numpy()): the upcast is lossless, since every bfloat16 value is exactly "
              "representable in float32. float16 is not a safe substitute: bfloat16 keeps "
              "float32's 8 exponent bits (max ≈ 3.39e38) while float16 has 5 (max 65504), so "
              "values overflow to inf and small ones flush to zero.");
}

EditKind DtypeFamily::editKind(const QString& fixKind) const
{
    static const QStringList kinds{
        QStringLiteral("add_dtype"), QStringLiteral("replace_dtype"),
        QStringLiteral("cast_after"), QStringLiteral("float_before_numpy")};
    return kinds.contains(fixKind) ? dtypeEdit(fixKind) : EditKind{};
}

QString DtypeFamily::dumpName() const { return tr("inputs"); }

}  // namespace dtriage
