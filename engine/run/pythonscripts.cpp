#include "run/pythonscripts.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QTemporaryDir>

namespace dtriage {
namespace {

// One private folder per process for the extracted scripts; removed at exit.
struct ScriptFolder {
    QMutex mutex;
    QTemporaryDir dir{QDir::tempPath() + QStringLiteral("/dtype-triage-scripts-XXXXXX")};
    QHash<QString, QString> extracted;
};

ScriptFolder& scriptFolder()
{
    static ScriptFolder folder;
    return folder;
}

}  // namespace

Result<QString> PythonScripts::path(const QString& fileName)
{
    ScriptFolder& folder = scriptFolder();
    QMutexLocker lock(&folder.mutex);
    if (const auto it = folder.extracted.constFind(fileName); it != folder.extracted.cend())
        return *it;
    if (!folder.dir.isValid())
        return fail(tr("cannot create a temporary folder for the helper scripts: %1")
                        .arg(folder.dir.errorString()));
    QFile resource(QStringLiteral(":/python/") + fileName);
    if (!resource.open(QIODevice::ReadOnly))
        return fail(tr("the script %1 is missing from the program's resources").arg(fileName));
    const QString target = folder.dir.filePath(fileName);
    QFile out(target);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(resource.readAll()) < 0)
        return fail(tr("cannot write the helper script: %1").arg(out.errorString()), target);
    out.close();
    folder.extracted.insert(fileName, target);
    return target;
}

}  // namespace dtriage
