#include "home/datahome.h"
#include "core/boundedfile.h"

#include "core/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace dtriage {

namespace {

const QString kName = QStringLiteral("dtype-triage");
// What QSettings calls an application without an organization name.
const QString kUnknownOrganization = QStringLiteral("Unknown Organization");

// A free name for `name` in `dir`: itself, else name-2, name-3, ...
QString freeName(const QDir& dir, const QString& name)
{
    QString candidate = name;
    for (int n = 2; dir.exists(candidate); ++n)
        candidate = QStringLiteral("%1-%2").arg(name).arg(n);
    return candidate;
}

// Paths the record kept (the JUnit source, logs) pointed into the old folder.
bool rewriteRecordPaths(const QString& folder, const QString& oldFolder)
{
    const QString path = folder + QStringLiteral("/record.json");
    if (BoundedFile::absent(path))
        return true;
    Result<QByteArray> read = BoundedFile::read(path, BoundedFile::Kind::Record);
    if (!read)
        return false;
    QByteArray bytes = *read;
    const QByteArray from = '"' + QFile::encodeName(oldFolder) + '/';
    if (!bytes.contains(from))
        return true;
    bytes.replace(from, '"' + QFile::encodeName(folder) + '/');
    return FileReplacement::write(path, bytes).has_value();
}

void adoptSessions(DataHome::Adopted& adopted)
{
    const QDir legacy(DataHome::legacySessionsDir());
    if (!legacy.exists())
        return;
    const QString target = DataHome::sessionsDir();
    if (QFileInfo(legacy.path()).canonicalFilePath() == QFileInfo(target).canonicalFilePath())
        return;
    if (!QDir().mkpath(target)) {
        adopted.problems << DataHome::tr("cannot create %1 to move the session records of %2 there")
                                .arg(target, legacy.path());
        return;
    }
    const QDir into(target);
    for (const QString& name : legacy.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString from = legacy.filePath(name);
        const QString to = into.filePath(freeName(into, name));
        if (!QDir().rename(from, to)) {
            adopted.problems << DataHome::tr("could not move the session record %1 to %2").arg(from, to);
            continue;
        }
        if (!rewriteRecordPaths(to, from))
            adopted.problems << DataHome::tr("moved %1, but could not update the paths inside its record.json")
                                    .arg(to);
        adopted.movedRecords << to;
    }
    // Only an empty folder goes: whatever could not be moved stays where it was.
    QDir().rmdir(legacy.path());
}

void adoptSettings(DataHome::Adopted& adopted)
{
    QSettings old(QSettings::NativeFormat, QSettings::UserScope, kUnknownOrganization, kName);
    const QString oldFile = old.fileName();
    if (!QFileInfo::exists(oldFile))
        return;
    QSettings current;
    for (const QString& key : old.allKeys()) {
        if (current.contains(key))
            continue;
        current.setValue(key, old.value(key));
        adopted.settingsKeys << key;
    }
    current.sync();
    if (current.status() != QSettings::NoError) {
        adopted.problems << DataHome::tr("could not take over the settings of %1").arg(oldFile);
        return;
    }
    QFile::remove(oldFile);
    QDir().rmdir(QFileInfo(oldFile).path());  // only when nothing else lives there
}

}  // namespace

void DataHome::useAppIdentity()
{
    QCoreApplication::setOrganizationName(kName);
    QCoreApplication::setApplicationName(kName);
}

QString DataHome::dataDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
}

QString DataHome::surveysDir() { return QDir(dataDir()).filePath(QStringLiteral("surveys")); }

QString DataHome::ciRunsDir() { return QDir(dataDir()).filePath(QStringLiteral("ci-runs")); }

QString DataHome::sessionsDir()
{
    return dataDir() + QStringLiteral("/sessions");
}

QString DataHome::legacySessionsDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u'/' + kName
         + QStringLiteral("/sessions");
}

DataHome::Adopted DataHome::adoptLegacyData()
{
    Adopted adopted;
    adoptSessions(adopted);
    adoptSettings(adopted);
    return adopted;
}

QStringList DataHome::Adopted::summary() const
{
    QStringList lines;
    if (!movedRecords.isEmpty())
        lines << DataHome::tr("moved %n session record(s) from %1 to %2", nullptr, int(movedRecords.size()))
                     .arg(legacySessionsDir(), sessionsDir());
    if (!settingsKeys.isEmpty())
        lines << DataHome::tr("took over %n setting(s) of the command line", nullptr, int(settingsKeys.size()));
    return lines + problems;
}

}  // namespace dtriage
