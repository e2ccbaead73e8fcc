#include "familyoption.h"

#include "families/families.h"

#include <QStringList>

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
    , m_bf16(QStringLiteral("bf16"), tr("Only bfloat16 dtype failures (--family dtype)."))
{
}

void FamilyOption::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_family, m_bf16});
}

Result<QString> FamilyOption::read(const QCommandLineParser& parser) const
{
    if (parser.isSet(m_bf16))
        return QStringLiteral("dtype");
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
    if (!parser.isSet(m_family) && !parser.isSet(m_bf16))
        return std::optional<QString>();
    return std::optional<QString>(*family);
}

}  // namespace dtriage
