#pragma once
// The last N completed runs of a workflow, downloaded through GitHub's command line
// into the data home, one folder per run id (DataHome::ciRunsDir()): `gh run list`
// of the workflow on the branch, then for each run not yet whole, its test-reports
// artifacts' zips (`gh api .../runs/<id>/artifacts`, `gh api .../artifacts/<id>/zip`,
// each to a .part file renamed once complete, at most what ArtifactZip reads: BoundedFile's Report limit) and last
// its `gh run view --json` as run.json, which marks the folder whole. So an
// interrupted sync resumes: whole runs are kept, a run's finished zips too, and
// only what is missing is asked for again. A run still in progress is not
// downloaded (said). Asynchronous on the caller's event loop, every gh call a Job;
// progress as lines (stderr for the verb, the status bar for the window).
#include "ci/ghcommand.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>

namespace dtriage {

struct CiSyncConfig {
    QString gh = QStringLiteral("gh");
    QString workingDirectory;  // the checkout
    QString repo = QStringLiteral("tenstorrent/tt-xla");
    // The defaults here are the sync verb's and the window's first Sync dialog's.
    QString workflow = QStringLiteral("schedule-weekly-training.yml");
    QString branch = QStringLiteral("main");
    int last = 5;
    QString cacheDir;  // the workflow's folder: DataHome::ciRunsDir()/<owner>_<repo>/<workflow> by default
    qint64 callTimeoutMs = 120 * 1000;
    qint64 downloadTimeoutMs = 20 * 60 * 1000;
    // No byte from gh (on its pipes, or into the artifact's file) for this long: stopped.
    qint64 idleTimeoutMs = 120 * 1000;
    // The largest artifact taken: CiSync::maxArtifactBytes(); a download past it is
    // refused (said in the notes), the others read.
    qint64 maxArtifactBytes = 0;

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
};

class CiSync : public QObject {
    Q_OBJECT
public:
    // The largest artifact downloaded: the largest ArtifactZip reads.
    static qint64 maxArtifactBytes();

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
    void listArtifacts(const QJsonObject& run, QJsonArray found, int page);
    void nextArtifact(const QJsonObject& run, QJsonArray artifacts);
    bool refuse(qint64 runId, const QString& zip, const QString& why);
    void describe(const QJsonObject& run);
    void fail(const QString& error);
    void finish(CiSyncOutcome outcome);
    QString runFolder(qint64 id) const;

    CiSyncConfig m_config;
    QList<QJsonObject> m_pending;  // completed runs still to make whole, newest first
    CiSyncOutcome m_outcome;
    QPointer<Job> m_job;
    bool m_finished = false;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::CiSyncOutcome)
