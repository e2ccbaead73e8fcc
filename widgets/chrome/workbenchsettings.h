#pragma once
// The workbench's preferences, a plain value loaded from and saved to QSettings
// (DataHome's identity, shared with the command line). Anything stored that is missing,
// of the wrong type or out of range reads back as the default, so a hand-edited or
// older settings file never breaks the window.
#include <QString>
#include <QStringList>

class QSettings;

namespace dtriage {

struct WorkbenchSettings {
    enum class Theme { System, Light, Dark };

    static constexpr int kMinTimeoutS = 1;
    static constexpr int kMaxTimeoutS = 7 * 24 * 3600;
    static constexpr int kMinJobs = 1;
    static constexpr int kMaxJobs = 16;
    static constexpr int kMaxRecentCheckouts = 8;
    static constexpr int kMaxMemoryLimitGb = 4096;

    QString interpreter;  // empty: auto-detect (the checkout's venv, else a python3 that imports torch)
    int reproTimeoutS = 600;
    int pytestTimeoutS = 1200;
    int jobs = defaultJobs();  // how many CPU repros run in parallel
    int memoryLimitGb = 0;  // each job's address-space limit; 0: Job::defaultMemoryLimitBytes()
    Theme theme = Theme::System;
    QStringList recentCheckouts;  // most recent first
    // Step 6 on TT hardware through tt-xla's CI (Triage ▸ Verify Through tt-xla's CI),
    // and the runners and parallel groups last dispatched with.
    bool verifyThroughCi = false;
    QString ciRunsOn = QStringLiteral("n150");
    int ciGroups = 1;
    int ciPollS = 30;  // how often a followed run is looked at (stored only: ci/pollIntervalS)
    static constexpr int kMaxCiGroups = 10;

    // QThread::idealThreadCount() clamped to 1..8.
    static int defaultJobs();
    // The limit in bytes the jobs get: memoryLimitGb, or the default for 0.
    qint64 memoryLimitBytes() const;
    static WorkbenchSettings load(QSettings& settings);
    void save(QSettings& settings) const;
    // Moves dir to the front; an equal path (after cleaning) is not listed twice.
    void addRecentCheckout(const QString& dir);

    static QString themeKey(Theme theme);
    static Theme themeFromKey(const QString& key, Theme fallback = Theme::System);

    bool operator==(const WorkbenchSettings&) const = default;
};

}  // namespace dtriage
