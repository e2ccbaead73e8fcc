#include "run/sessionfolder.h"

#include "home/datahome.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace dtriage {

namespace {
// Enough attempts for many sessions started in the same second or many jobs of a stem.
constexpr int kMaxAttempts = 10000;
}  // namespace

QString SessionFolder::defaultRoot()
{
    return DataHome::sessionsDir();
}

Result<SessionFolder> SessionFolder::create(const QString& root)
{
    const QString base = root.isEmpty() ? defaultRoot() : root;
    if (!QDir().mkpath(base))
        return fail(tr("cannot create the sessions folder"), base);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QDir dir(base);
    for (int n = 1; n <= kMaxAttempts; ++n) {
        const QString name = n == 1 ? stamp : stamp + QLatin1Char('-') + QString::number(n);
        // mkdir (not mkpath) fails when the folder exists: that is the uniqueness check.
        if (dir.mkdir(name))
            return SessionFolder(dir.absoluteFilePath(name));
    }
    return fail(tr("cannot create a new session folder"), base);
}

Result<SessionFolder> SessionFolder::open(const QString& path)
{
    if (!QDir().mkpath(path))
        return fail(tr("cannot create the session folder"), path);
    return SessionFolder(QDir(path).absolutePath());
}

Result<QString> SessionFolder::uniqueFile(const QString& stem, const QString& suffix) const
{
    QDir dir(m_path);
    for (int n = 1; n <= kMaxAttempts; ++n) {
        const QString file = dir.absoluteFilePath(
            QStringLiteral("%1-%2.%3").arg(stem).arg(n).arg(suffix));
        QFile reserve(file);
        if (reserve.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return file;
        if (!QFileInfo::exists(file))
            return fail(tr("cannot create a file in the session folder: %1").arg(reserve.errorString()),
                        file);
    }
    return fail(tr("no free file name for %1 in the session folder").arg(stem), m_path);
}

}  // namespace dtriage
