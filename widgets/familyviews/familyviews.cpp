#include "familyviews/familyviews.h"

#include "families/families.h"
#include "familyviews/dtype/dtypeevidence.h"
#include "familyviews/inputs/inputsevidence.h"
#include "familyviews/unpack/unpackevidence.h"

#include <QHash>

namespace dtriage {
namespace {

template <typename View>
std::pair<QString, FamilyViews::Factory> viewOf()
{
    return {View::familyId(), [](QWidget* parent) -> FamilyEvidence* { return new View(parent); }};
}

// Every family of Families::all() has its view here (tst_dtypedump checks): one line each.
QHash<QString, FamilyViews::Factory>& factories()
{
    static QHash<QString, FamilyViews::Factory> views{
        viewOf<DtypeEvidence>(),
        viewOf<UnpackEvidence>(),
        viewOf<InputsEvidence>(),
    };
    return views;
}

}  // namespace

bool FamilyViews::add(const QString& familyId, Factory factory)
{
    if (factories().contains(familyId))
        return false;
    factories().insert(familyId, std::move(factory));
    return true;
}

QString FamilyViews::viewedFamily(const QString& familyId)
{
    return factories().contains(familyId) ? familyId : Families::all().constFirst()->id();
}

bool FamilyViews::hasView(const QString& familyId) { return factories().contains(familyId); }

FamilyEvidence* FamilyViews::evidence(const QString& familyId, QWidget* parent)
{
    return factories().value(viewedFamily(familyId))(parent);
}

}  // namespace dtriage
