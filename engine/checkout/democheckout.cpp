#include "checkout/democheckout.h"
#include "home/datahome.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace dtriage {
namespace {


QString freshFolder(const QString& parentDir)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    QString candidate = QDir(parentDir).filePath(QStringLiteral("demo-%1").arg(stamp));
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = QDir(parentDir).filePath(QStringLiteral("demo-%1-%2").arg(stamp).arg(n));
    return candidate;
}

Result<void> copyFile(const QString& from, const QString& to)
{
    QFile::remove(to);
    if (!QFile::copy(from, to))
        return fail(DemoCheckout::tr("cannot copy %1 to %2").arg(from, to));
    // Files copied out of a Qt resource are read-only; the copy is a working tree.
    QFile::setPermissions(to, QFile::permissions(to) | QFileDevice::WriteOwner | QFileDevice::ReadOwner);
    return {};
}

// Every file below `source` into `target`, folders made as needed.
Result<void> copyTree(const QString& source, const QString& target)
{
    const QDir sourceDir(source);
    QDirIterator it(source, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString relative = sourceDir.relativeFilePath(from);
        if (relative.contains(QLatin1String("__pycache__")))
            continue;
        const QString to = QDir(target).filePath(relative);
        if (!QDir().mkpath(QFileInfo(to).path()))
            return fail(DemoCheckout::tr("cannot create the folder %1").arg(QFileInfo(to).path()));
        if (auto copied = copyFile(from, to); !copied)
            return std::unexpected(copied.error());
    }
    return {};
}

}  // namespace

QString DemoCheckout::recordedRunsBeside(const QString& checkoutCopy)
{
    return checkoutCopy + QStringLiteral(".weekly-runs");
}

Result<QString> DemoCheckout::copyRecordedRunsBeside(const QString& checkoutCopy, const QString& source)
{
    if (!QFileInfo(source).isDir())
        return fail(DemoCheckout::tr("the demo's recorded runs are missing from this build (%1)").arg(source));
    const QString target = recordedRunsBeside(checkoutCopy);
    if (auto copied = copyTree(source, target); !copied)
        return std::unexpected(copied.error());
    return target;
}

QString DemoCheckout::defaultParentDir()
{
    QString base = DataHome::dataDir();
    if (base.isEmpty())
        base = QDir::temp().filePath(QStringLiteral("dtype-triage"));
    return base;
}

Result<QString> DemoCheckout::copyTo(const QString& parentDir, const QString& source)
{
    if (!QFileInfo(source).isDir())
        return fail(DemoCheckout::tr("the demo checkout is missing from this build (%1)").arg(source));
    if (!QDir().mkpath(parentDir))
        return fail(DemoCheckout::tr("cannot create the folder %1").arg(parentDir));
    const QString target = freshFolder(parentDir);
    if (auto copied = copyTree(source, target); !copied)
        return std::unexpected(copied.error());
    return target;
}

}  // namespace dtriage
