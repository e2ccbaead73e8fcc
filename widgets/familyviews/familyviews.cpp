#include "familyviews/familyviews.h"

#include "families/families.h"
#include "familyviews/dtype/dtypeevidence.h"
#include "familyviews/inputs/inputsevidence.h"
#include "familyviews/unpack/unpackevidence.h"

#include <QHash>

#include <functional>

namespace dtriage {
namespace {

using Factory = std::function<FamilyEvidence*(QWidget*)>;

// Every family of Families::all() has its view here (tst_sessionpanel checks).
const QHash<QString, Factory>& factories()
{
    static const QHash<QString, Factory> views{
        {QStringLiteral("dtype"), [](QWidget* parent) -> FamilyEvidence* { return new DtypeEvidence(parent); }},
        {QStringLiteral("unpack"), [](QWidget* parent) -> FamilyEvidence* { return new UnpackEvidence(parent); }},
        {QStringLiteral("inputs"), [](QWidget* parent) -> FamilyEvidence* { return new InputsEvidence(parent); }},
    };
    return views;
}

}  // namespace

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
