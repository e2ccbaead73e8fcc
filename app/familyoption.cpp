#include "familyoption.h"

#include "families/families.h"

#include <QStringList>

#include <algorithm>

namespace dtriage {
namespace {

QStringList familyIds()
{
    QStringList ids;
    for (const FailureFamily* family : Families::all())
        ids << family->id();
    return ids;
}

}  // namespace

FamilyOption::FamilyOption()
    : m_family(QStringLiteral("family"),
               tr("Only entries whose reason this failure family's gate takes: %1.").arg(familyIds().join(QStringLiteral(", "))),
               tr("ID"))
{
    for (const FailureFamily* family : Families::all())
        if (const QString alias = family->optionAlias(); !alias.isEmpty())
            m_aliases.append({QCommandLineOption(alias, tr("Only %1 (--family %2).").arg(family->title(), family->id())),
                              family->id()});
}

void FamilyOption::addTo(QCommandLineParser& parser) const
{
    parser.addOption(m_family);
    for (const Alias& alias : m_aliases)
        parser.addOption(alias.option);
}

Result<QString> FamilyOption::read(const QCommandLineParser& parser) const
{
    for (const Alias& alias : m_aliases)
        if (parser.isSet(alias.option))
            return alias.family;
    const QString id = parser.value(m_family);
    if (!id.isEmpty() && !Families::byId(id))
        return fail(tr("--family: no family \"%1\" (%2)").arg(id, familyIds().join(QStringLiteral(", "))));
    return id;
}

bool FamilyOption::keeps(const FailureRow& row, const QString& family)
{
    return family.isEmpty() ? row.isGated() : row.family == family;
}

Result<std::optional<QString>> FamilyOption::filter(const QCommandLineParser& parser) const
{
    const Result<QString> family = read(parser);
    if (!family)
        return std::unexpected(family.error());
    const bool aliased = std::any_of(m_aliases.cbegin(), m_aliases.cend(),
                                     [&parser](const Alias& alias) { return parser.isSet(alias.option); });
    if (!parser.isSet(m_family) && !aliased)
        return std::optional<QString>();
    return std::optional<QString>(*family);
}

}  // namespace dtriage
