#include "families/dtype/gate/flavor.h"

#include <QCoreApplication>

namespace dtriage {

namespace {

struct FlavorName {
    Flavor flavor;
    const char* name;
};

constexpr FlavorName kNames[] = {
    {Flavor::None, "none"},
    {Flavor::CrossDtype, "cross_dtype"},
    {Flavor::OpNotImplemented, "op_not_implemented"},
    {Flavor::NumpyConversion, "numpy_conversion"},
    {Flavor::Unknown, "unknown"},
};

}  // namespace

QString flavorName(Flavor flavor)
{
    for (const FlavorName& entry : kNames) {
        if (entry.flavor == flavor)
            return QString::fromLatin1(entry.name);
    }
    return QStringLiteral("unknown");
}

Flavor flavorFromName(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Flavor::None;
    for (const FlavorName& entry : kNames) {
        if (trimmed.compare(QLatin1StringView(entry.name), Qt::CaseInsensitive) == 0)
            return entry.flavor;
    }
    return Flavor::Unknown;
}

QString flavorDescription(Flavor flavor)
{
    switch (flavor) {
    case Flavor::CrossDtype:
        return QCoreApplication::translate(
            "Flavor", "cross-dtype operands (a float32 tensor meets bfloat16 ones)");
    case Flavor::OpNotImplemented:
        return QCoreApplication::translate("Flavor",
                                           "op not implemented for BFloat16 (no loader fix)");
    case Flavor::NumpyConversion:
        return QCoreApplication::translate("Flavor", "numpy conversion of a bfloat16 tensor");
    case Flavor::None:
        return QCoreApplication::translate("Flavor", "not a bfloat16 dtype failure");
    case Flavor::Unknown:
        break;
    }
    return QCoreApplication::translate("Flavor", "unknown flavor");
}

bool flavorAllowsLoaderFix(Flavor flavor)
{
    // op_not_implemented has no kernel to reach from the loader; never edit it.
    return flavor == Flavor::CrossDtype || flavor == Flavor::NumpyConversion;
}

}  // namespace dtriage
