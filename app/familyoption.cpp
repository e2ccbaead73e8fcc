#include "familyoption.h"

#include "families/families.h"

#include <QStringList>

#include <algorithm>

namespace dtriage {

// "dtype (bf16), unpack, inputs": each family by its id, and the short name the
// window's Family column shows where that differs.
QString FamilyOption::familyNames()
{
    QStringList names;
    for (const FailureFamily* family : Families::all())
        names << (family->shortName().isEmpty() || family->shortName() == family->id()
                      ? family->id()
                      : QStringLiteral("%1 (%2)").arg(family->id(), family->shortName()));
    return names.join(QStringLiteral(", "));
}

namespace {

// A family by its id or by the short name the window shows: one family, two names.
const FailureFamily* familyNamed(const QString& name)
{
    if (const FailureFamily* family = Families::byId(name))
        return family;
    for (const FailureFamily* family : Families::all())
        if (!family->shortName().isEmpty() && family->shortName().compare(name, Qt::CaseInsensitive) == 0)
            return family;
    return nullptr;
}

}  // namespace

FamilyOption::FamilyOption()
    : m_family(QStringLiteral("family"),
               tr("Only entries whose reason this failure family's gate takes: %1.").arg(FamilyOption::familyNames()),
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
    QStringList asked;  // the family ids the options name
    for (const Alias& alias : m_aliases)
        if (parser.isSet(alias.option))
            asked << alias.family;
    for (const QString& name : parser.values(m_family)) {
        const FailureFamily* family = familyNamed(name);
        if (!family)
            return fail(tr("--family: no family \"%1\" (%2)").arg(name, familyNames()));
        asked << family->id();
    }
    asked.removeDuplicates();
    if (asked.size() > 1)  // `list --bf16 --family unpack` listed the dtype rows
        return fail(tr("--family and its flags name one family; these name %1").arg(asked.join(QStringLiteral(" and "))));
    return asked.value(0);
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
