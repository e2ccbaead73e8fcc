#pragma once
// The last N completed runs of a workflow, downloaded through GitHub's command line
// into the data home, one folder per run id (DataHome::ciRunsDir()): `gh run list`
// of the workflow on the branch, then for each run not yet whole, its test-reports
// artifacts' zips (RunArtifacts) and last
// its `gh run view --json` as run.json, which marks the folder whole. So an
// interrupted sync resumes: whole runs are kept, a run's finished zips too, and
// only what is missing is asked for again. A run still in progress is not
// downloaded (said). Asynchronous on the caller's event loop, every gh call a Job;
// progress as lines (stderr for the verb, the status bar for the window).
#include "ci/ghcommand.h"
#include "ci/runartifacts.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace dtriage {

// How gh is called and each artifact bounded (RunArtifactsConfig), and which runs.
struct CiSyncConfig : RunArtifactsConfig {
    // The defaults here are the sync verb's and the window's first Sync dialog's.
    QString workflow = QStringLiteral("schedule-weekly-training.yml");
    QString branch = QStringLiteral("main");
    int last = 5;
    QString cacheDir;  // the workflow's folder: DataHome::ciRunsDir()/<owner>_<repo>/<workflow> by default
    // Runs another name of the same workflow brought (CiSyncQueue): neither
    // downloaded nor read again, only said (CiSyncOutcome::broughtElsewhere).
    QSet<qint64> broughtElsewhere;

    // DataHome's folder for `repo` and `workflow`.
    static QString defaultCacheDir(const QString& repo, const QString& workflow);
};

struct CiSyncOutcome {
    bool ok = false;
    bool canceled = false;
    QString error;           // translated; why not ok
    QStringList runFolders;  // the whole runs, newest first
    QStringList notes;       // translated: runs in progress, expired artifacts, artifacts refused
    int downloaded = 0;      // artifacts downloaded now
    int kept = 0;            // runs already whole
    QList<qint64> broughtElsewhere;  // listed runs of CiSyncConfig::broughtElsewhere, newest first
};

class CiSync : public QObject {
    Q_OBJECT
public:
    explicit CiSync(CiSyncConfig config, QObject* parent = nullptr);
    void start();
    void cancel();
    // CLI and tests: start and spin a local event loop until finished.
    CiSyncOutcome runBlocking();
    bool isFinished() const { return m_finished; }

Q_SIGNALS:
    void progress(const QString& line);
    void finished(const dtriage::CiSyncOutcome& outcome);

private:
    void call(const QString& what, const QStringList& arguments, std::function<void(const QByteArray&)> onDone);
    void listRuns();
    void nextRun();
    void onArtifacts(const RunArtifactsOutcome& artifacts);
    void describe(const QJsonObject& run);
    void fail(const QString& error);
    void finish(CiSyncOutcome outcome);
    QString runFolder(qint64 id) const;

    CiSyncConfig m_config;
    QList<QJsonObject> m_pending;  // completed runs still to make whole, newest first
    CiSyncOutcome m_outcome;
    QJsonObject m_describing;  // the run whose artifacts are being downloaded; empty: none
    RunArtifacts* m_artifacts;  // a child: every run's zips
    QPointer<Job> m_job;
    bool m_finished = false;
};

// CLI and tests: starts `sync` (a CiSync, a CiSyncQueue) and spins a local event
// loop until it finishes; its outcome.
template <class Sync>
CiSyncOutcome runUntilFinished(Sync& sync)
{
    CiSyncOutcome result;
    QEventLoop loop;
    QObject::connect(&sync, &Sync::finished, &loop, [&](const CiSyncOutcome& outcome) {
        result = outcome;
        loop.quit();
    });
    sync.start();
    if (!sync.isFinished())
        loop.exec();
    return result;
}

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::CiSyncOutcome)
