#include "families/failurelist.h"

#include "families/families.h"

#include <QDir>
#include <QFileInfo>

namespace dtriage {

bool FailureRow::isFailing() const
{
    if (status == QLatin1String("KNOWN_FAILURE_XFAIL") || status == QLatin1String("NOT_SUPPORTED_SKIP"))
        return true;
    return !bringupStatus.isEmpty() && bringupStatus != QLatin1String("PASSED");
}

QJsonObject FailureRow::toJson(const QString& root) const
{
    return QJsonObject{
        {QStringLiteral("key"), key},
        {QStringLiteral("file"), root.isEmpty() ? configPath : QDir(root).relativeFilePath(configPath)},
        {QStringLiteral("line"), line},
        {QStringLiteral("status"), status},
        {QStringLiteral("bringup_status"), bringupStatus},
        {QStringLiteral("reason"), reason},
        {QStringLiteral("family"), family},
        {QStringLiteral("flavor"), flavor},
        {QStringLiteral("failing"), isFailing()},
    };
}

namespace {

FailureRow rowFor(const ConfigFile& file, const Entry& entry)
{
    FailureRow row;
    row.key = entry.key;
    row.configPath = file.path();
    row.line = entry.firstLine;
    row.status = entry.status().isEmpty() ? QStringLiteral("UNSPECIFIED") : entry.status();
    row.bringupStatus = entry.bringupStatus();
    row.reason = entry.reason();
    if (const auto gated = Families::gate(row.reason)) {
        row.family = gated->family->id();
        row.flavor = gated->flavor;
    }
    return row;
}

}  // namespace

QList<FailureRow> FailureList::build(const ConfigSet& configs)
{
    QList<FailureRow> rows;
    for (const ConfigFile& file : configs.files) {
        if (!file.isTraining() || file.isPlaceholders())
            continue;
        for (const Entry& entry : file.entries()) {
            const auto key = TestKey::parse(entry.key);
            if (key && key->framework() == QLatin1String("pytorch"))
                rows.append(rowFor(file, entry));
        }
    }
    return rows;
}

QHash<QString, QString> FailureList::familiesOf(const QList<FailureRow>& rows)
{
    QHash<QString, QString> families;
    for (const FailureRow& row : rows)
        families.insert(row.key, row.family);
    return families;
}

}  // namespace dtriage
