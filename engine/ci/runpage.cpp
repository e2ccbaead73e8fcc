#include "ci/runpage.h"

#include <QRegularExpression>

namespace dtriage {

bool RunPage::isRepo(const QString& repo)
{
    // GitHub's owners: letters, digits and single hyphens; names add '.' and '_'.
    static const QRegularExpression shape(QStringLiteral(R"(^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})/[A-Za-z0-9._-]{1,100}$)"));
    return shape.match(repo).hasMatch() && !repo.endsWith(QLatin1String("/.")) && !repo.endsWith(QLatin1String("/.."));
}

QString RunPage::of(const QString& repo, qint64 id)
{
    if (id <= 0 || !isRepo(repo))
        return {};
    return QStringLiteral("https://github.com/%1/actions/runs/%2").arg(repo).arg(id);
}

}  // namespace dtriage
