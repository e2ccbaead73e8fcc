#include "families/families.h"

#include "families/dtype/dtypefamily.h"
#include "families/inputs/inputsfamily.h"
#include "families/unpack/unpackfamily.h"

namespace dtriage {

const QList<const FailureFamily*>& Families::all()
{
    static const DtypeFamily dtype;
    static const UnpackFamily unpack;
    static const InputsFamily inputs;
    static const QList<const FailureFamily*> families{&dtype, &unpack, &inputs};
    return families;
}

const FailureFamily* Families::byId(const QString& id)
{
    for (const FailureFamily* family : all())
        if (family->id() == id)
            return family;
    return nullptr;
}

QString Families::shortNames()
{
    QStringList names;
    for (const FailureFamily* family : all())
        names << family->shortName();
    return names.join(u'/');
}

QString Families::titles()
{
    QStringList titles;
    for (const FailureFamily* family : all())
        titles << family->title();
    return titles.join(QStringLiteral(", "));
}

Result<Families::Gated> Families::gate(const QString& reason)
{
    QStringList refusals;
    for (const FailureFamily* family : all()) {
        const Result<QString> flavor = family->gate(reason);
        if (flavor)
            return Gated{family, *flavor};
        refusals << flavor.error().message;
    }
    return fail(refusals.join(QLatin1String("; ")));
}

}  // namespace dtriage
