#include "families/dtype/gate/dtypeflavor.h"

#include <QCoreApplication>

namespace dtriage {

namespace {

struct FlavorName {
    DtypeFlavor flavor;
    const char* name;
};

constexpr FlavorName kNames[] = {
    {DtypeFlavor::None, "none"},
    {DtypeFlavor::CrossDtype, "cross_dtype"},
    {DtypeFlavor::OpNotImplemented, "op_not_implemented"},
    {DtypeFlavor::NumpyConversion, "numpy_conversion"},
    {DtypeFlavor::Unknown, "unknown"},
};

}  // namespace

QString flavorName(DtypeFlavor flavor)
{
    for (const FlavorName& entry : kNames) {
        if (entry.flavor == flavor)
            return QString::fromLatin1(entry.name);
    }
    return QStringLiteral("unknown");
}

DtypeFlavor flavorFromName(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return DtypeFlavor::None;
    for (const FlavorName& entry : kNames) {
        if (trimmed.compare(QLatin1StringView(entry.name), Qt::CaseInsensitive) == 0)
            return entry.flavor;
    }
    return DtypeFlavor::Unknown;
}

QString flavorDescription(DtypeFlavor flavor)
{
    switch (flavor) {
    case DtypeFlavor::CrossDtype:
        return QCoreApplication::translate(
            "Flavor", "cross-dtype operands (a float32 tensor meets bfloat16 ones)");
    case DtypeFlavor::OpNotImplemented:
        return QCoreApplication::translate("Flavor",
                                           "op not implemented for BFloat16 (no loader fix)");
    case DtypeFlavor::NumpyConversion:
        return QCoreApplication::translate("Flavor", "numpy conversion of a bfloat16 tensor");
    case DtypeFlavor::None:
        return QCoreApplication::translate("Flavor", "not a bfloat16 dtype failure");
    case DtypeFlavor::Unknown:
        break;
    }
    return QCoreApplication::translate("Flavor", "unknown flavor");
}

bool flavorAllowsLoaderFix(DtypeFlavor flavor)
{
    // op_not_implemented has no kernel to reach from the loader; never edit it.
    return flavor == DtypeFlavor::CrossDtype || flavor == DtypeFlavor::NumpyConversion;
}

}  // namespace dtriage
