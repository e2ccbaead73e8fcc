#include "chrome/workbenchsettings.h"

#include "run/job.h"

#include <QDir>
#include <QSettings>
#include <QThread>

namespace dtriage {

namespace {

const QString kInterpreterKey = QStringLiteral("run/interpreter");
const QString kReproTimeoutKey = QStringLiteral("run/reproTimeoutS");
const QString kPytestTimeoutKey = QStringLiteral("run/pytestTimeoutS");
const QString kJobsKey = QStringLiteral("run/jobs");
const QString kMemoryLimitKey = QStringLiteral("run/memoryLimitGb");
const QString kThemeKey = QStringLiteral("ui/theme");
const QString kRecentKey = QStringLiteral("ui/recentCheckouts");
const QString kCiKey = QStringLiteral("ci/verifyThroughCi");
const QString kCiRunsOnKey = QStringLiteral("ci/runsOn");
const QString kCiGroupsKey = QStringLiteral("ci/parallelGroups");
const QString kCiPollKey = QStringLiteral("ci/pollIntervalS");

// An integer in [low, high], else the fallback. INI files store everything as text,
// so "600" counts, "10 minutes" and "-3" do not.
int boundedInt(const QSettings& settings, const QString& key, int low, int high, int fallback)
{
    const QVariant value = settings.value(key);
    if (!value.isValid())
        return fallback;
    bool ok = false;
    const qlonglong number = value.toString().trimmed().toLongLong(&ok);
    return ok && number >= low && number <= high ? int(number) : fallback;
}

QString cleanDir(const QString& dir)
{
    const QString trimmed = dir.trimmed();
    return trimmed.isEmpty() ? QString() : QDir::cleanPath(trimmed);
}

}  // namespace

int WorkbenchSettings::defaultJobs()
{
    return qBound(1, QThread::idealThreadCount(), 8);
}

QString WorkbenchSettings::themeKey(Theme theme)
{
    switch (theme) {
    case Theme::System: return QStringLiteral("system");
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    }
    return QStringLiteral("system");
}

WorkbenchSettings::Theme WorkbenchSettings::themeFromKey(const QString& key, Theme fallback)
{
    for (Theme theme : {Theme::System, Theme::Light, Theme::Dark}) {
        if (key.trimmed().compare(themeKey(theme), Qt::CaseInsensitive) == 0)
            return theme;
    }
    return fallback;
}

WorkbenchSettings WorkbenchSettings::load(QSettings& settings)
{
    WorkbenchSettings loaded;
    const QVariant interpreter = settings.value(kInterpreterKey);
    if (interpreter.canConvert<QString>())
        loaded.interpreter = interpreter.toString().trimmed();
    loaded.reproTimeoutS = boundedInt(settings, kReproTimeoutKey, kMinTimeoutS, kMaxTimeoutS, loaded.reproTimeoutS);
    loaded.pytestTimeoutS = boundedInt(settings, kPytestTimeoutKey, kMinTimeoutS, kMaxTimeoutS, loaded.pytestTimeoutS);
    loaded.jobs = boundedInt(settings, kJobsKey, kMinJobs, kMaxJobs, loaded.jobs);
    loaded.memoryLimitGb = boundedInt(settings, kMemoryLimitKey, 0, kMaxMemoryLimitGb, loaded.memoryLimitGb);
    loaded.theme = themeFromKey(settings.value(kThemeKey).toString(), loaded.theme);
    loaded.verifyThroughCi = settings.value(kCiKey).toString().trimmed() == QLatin1String("true");
    if (const QString runsOn = settings.value(kCiRunsOnKey).toString().trimmed(); !runsOn.isEmpty())
        loaded.ciRunsOn = runsOn;
    loaded.ciGroups = boundedInt(settings, kCiGroupsKey, 1, kMaxCiGroups, loaded.ciGroups);
    loaded.ciPollS = boundedInt(settings, kCiPollKey, 1, 3600, loaded.ciPollS);
    // Re-adding oldest first rebuilds the list with the same order, deduplicated and capped.
    const QStringList recent = settings.value(kRecentKey).toStringList();
    for (auto it = recent.crbegin(); it != recent.crend(); ++it)
        loaded.addRecentCheckout(*it);
    return loaded;
}

void WorkbenchSettings::save(QSettings& settings) const
{
    settings.setValue(kInterpreterKey, interpreter);
    settings.setValue(kReproTimeoutKey, reproTimeoutS);
    settings.setValue(kPytestTimeoutKey, pytestTimeoutS);
    settings.setValue(kJobsKey, jobs);
    settings.setValue(kMemoryLimitKey, memoryLimitGb);
    settings.setValue(kThemeKey, themeKey(theme));
    settings.setValue(kRecentKey, recentCheckouts);
    settings.setValue(kCiKey, verifyThroughCi ? QStringLiteral("true") : QStringLiteral("false"));
    settings.setValue(kCiRunsOnKey, ciRunsOn);
    settings.setValue(kCiGroupsKey, ciGroups);
    settings.setValue(kCiPollKey, ciPollS);
}

qint64 WorkbenchSettings::memoryLimitBytes() const
{
    return memoryLimitGb > 0 ? qint64(memoryLimitGb) << 30 : Job::defaultMemoryLimitBytes();
}

void WorkbenchSettings::addRecentCheckout(const QString& dir)
{
    const QString clean = cleanDir(dir);
    if (clean.isEmpty())
        return;
    recentCheckouts.removeIf([&](const QString& listed) { return cleanDir(listed) == clean; });
    recentCheckouts.prepend(clean);
    while (recentCheckouts.size() > kMaxRecentCheckouts)
        recentCheckouts.removeLast();
}

}  // namespace dtriage
