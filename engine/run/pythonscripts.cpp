#include "run/pythonscripts.h"

#include "core/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QTemporaryDir>

#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace dtriage {
namespace {

const QString kPrefix = QStringLiteral("dtype-triage-scripts-");

// Folders of processes that died without removing theirs (a kill -9): named
// dtype-triage-scripts-<pid>-XXXXXX, owned by us, their pid gone.
void removeOrphanedFolders()
{
    const QDir temp(QDir::tempPath());
    const QFileInfoList folders = temp.entryInfoList({kPrefix + QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo& folder : folders) {
        const QString rest = folder.fileName().mid(kPrefix.size());
        bool isPid = false;
        const qint64 pid = rest.section(u'-', 0, 0).toLongLong(&isPid);
        if (!isPid || pid <= 0 || pid == ::getpid() || folder.ownerId() != ::getuid() || folder.isSymLink())
            continue;
        if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            QDir(folder.absoluteFilePath()).removeRecursively();
    }
}

// One private folder per process for the extracted scripts; removed at exit,
// and by the next process when this one is killed.
struct ScriptFolder {
    ScriptFolder() { removeOrphanedFolders(); }
    QMutex mutex;
    QTemporaryDir dir{QDir::tempPath() + u'/' + kPrefix + QString::number(::getpid()) + QStringLiteral("-XXXXXX")};
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
    // A family's scripts keep their folder (families/<id>/): its probe finds probe_runtime.py two folders up.
    if (!QDir().mkpath(QFileInfo(target).path()))
        return fail(tr("cannot create the folder of the helper script %1").arg(fileName), target);
    if (const Result<void> written = FileReplacement::write(target, resource.readAll()); !written)
        return fail(tr("cannot write the helper script: %1").arg(written.error().message), target);
    folder.extracted.insert(fileName, target);
    return target;
}

}  // namespace dtriage
