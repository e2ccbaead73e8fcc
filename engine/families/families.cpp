#include "families/families.h"

#include "families/dtype/dtypefamily.h"
#include "families/probe/familyprobe.h"
#include "families/inputs/inputsfamily.h"
#include "families/unpack/unpackfamily.h"

namespace dtriage {

namespace {

// The families this build knows, in the order their gates are asked: one line each.
QList<const FailureFamily*>& registry()
{
    static const DtypeFamily dtype;
    static const UnpackFamily unpack;
    static const InputsFamily inputs;
    static QList<const FailureFamily*> families{&dtype, &unpack, &inputs};
    return families;
}

}  // namespace

const QList<const FailureFamily*>& Families::all() { return registry(); }

bool Families::add(const FailureFamily& family)
{
    if (byId(family.id()))
        return false;
    registry() << &family;
    return true;
}

const FailureFamily* Families::byId(const QString& id)
{
    for (const FailureFamily* family : all())
        if (id.isEmpty() ? family->ownsUnnamedRecords() : family->id() == id)
            return family;
    return nullptr;
}

const FailureFamily* Families::named(const QString& id) { return id.isEmpty() ? nullptr : byId(id); }

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

const FailureFamily* Families::byProbe(const QString& probeName)
{
    for (const FailureFamily* family : all())
        if (const FamilyProbe* probe = family->probe(); probe && probe->name() == probeName)
            return family;
    return nullptr;
}

const FamilyProbe* Families::stepProbe()
{
    for (const FailureFamily* family : all())
        if (const FamilyProbe* probe = family->stepProbe())
            return probe;
    return nullptr;
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
