#include "cihistory/syncsettings.h"

#include <QFileInfo>
#include <QSettings>

namespace dtriage {
namespace {

const QString kWorkflowKey = QStringLiteral("ciHistory/workflow");
const QString kLastKey = QStringLiteral("ciHistory/last");
const QString kBranchKey = QStringLiteral("ciHistory/branch");
const QString kRepoKey = QStringLiteral("ciHistory/repo");
const QString kRunsKey = QStringLiteral("ciHistory/runsFolder");
const QString kLastRunsKey = QStringLiteral("ciHistory/lastRuns");

// A checkout by its canonical path: one opened through a link is the same one.
QString checkoutId(const QString& root)
{
    const QString canonical = QFileInfo(root).canonicalFilePath();
    return canonical.isEmpty() ? root : canonical;
}

}  // namespace

CiSyncConfig SyncSettings::lastSync(const QString& repo)
{
    const QSettings settings;
    CiSyncConfig config;
    config.workflow = settings.value(kWorkflowKey, config.workflow).toString();
    config.last = settings.value(kLastKey, config.last).toInt();
    config.branch = settings.value(kBranchKey, config.branch).toString();
    config.repo = settings.value(kRepoKey, repo.isEmpty() ? config.repo : repo).toString();
    return config;
}

void SyncSettings::rememberSync(const CiSyncConfig& config)
{
    QSettings settings;
    settings.setValue(kWorkflowKey, config.workflow);
    settings.setValue(kLastKey, config.last);
    settings.setValue(kBranchKey, config.branch);
    settings.setValue(kRepoKey, config.repo);
}

QString SyncSettings::runsFolder(const QString& fallback)
{
    return QSettings().value(kRunsKey, fallback).toString();
}

void SyncSettings::rememberRunsFolder(const QString& dir)
{
    QSettings().setValue(kRunsKey, dir);
}

QStringList SyncSettings::lastRuns(const QString& root)
{
    QStringList folders;
    for (const QString& folder : QSettings().value(kLastRunsKey).toMap().value(checkoutId(root)).toStringList())
        if (QFileInfo(folder).isDir())
            folders << folder;  // a run deleted since is not read
    return folders;
}

void SyncSettings::rememberRuns(const QString& root, const QStringList& folders)
{
    QSettings settings;
    QVariantMap all = settings.value(kLastRunsKey).toMap();
    for (auto it = all.begin(); it != all.end();)
        it = QFileInfo(it.key()).isDir() ? std::next(it) : all.erase(it);  // a checkout (a demo copy) gone
    all.insert(checkoutId(root), folders);
    settings.setValue(kLastRunsKey, all);
}

}  // namespace dtriage
