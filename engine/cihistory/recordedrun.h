#pragma once
// One CI run as it lies on disk: the folder `gh run download <id>` fills (one folder
// per artifact: test-reports-*/report_<job id>.xml), or artifact zips as GitHub's
// page gives them (test-reports-*.zip), beside `run.json`, the run as `gh run view
// <id> --json attempt,conclusion,createdAt,databaseId,headSha,jobs,status,url,
// workflowName` describes it (sync writes it; a folder without one is read too, its
// missing tests then unexplained). Reading it opens no report: that is RunReports'.
// An artifact sync refused to download is a "<name>.zip.refused" file saying why.
#include "ci/artifactname.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

// A job of the run (its latest attempt), as gh describes it.
struct RunJob {
    qint64 id = 0;  // the check run id its artifact's name ends with
    QString name;   // "test_forge_models_training / test n150 and ... (n150, run_forge_models_torch, 3)"
    QString conclusion;  // "success", "failure", "timed_out", "cancelled", ...
    QString arch;   // from the name's "(<runs-on>, ...)": empty when it names none
    QString url;
};

// One report of the run: a file of an artifact folder, or a member of an artifact zip.
struct RunReport {
    std::optional<ArtifactName> artifact;  // nullopt: a report_*.xml with no artifact around it
    QString path;    // the file, or the zip
    QString member;  // the zip's member; empty for a file
    // Why the artifact is not taken though its name says what it stood for (a link,
    // a FIFO, a download refused): read as a report that did not read, its arch
    // unknown in that run. Empty: a report to read.
    QString refusal;
    QString label() const;  // "<artifact>/report_1.xml", for messages; the artifact's name for a refusal
};

struct RecordedRun {
    Q_DECLARE_TR_FUNCTIONS(RecordedRun)
public:
    QString folder;
    qint64 id = 0;
    int attempt = 1;
    bool described = false;  // run.json was there and read
    QString workflow;        // workflowName: "On weekly training"
    QString status;          // "completed", "in_progress", "queued"
    QString conclusion;
    QDateTime created;
    QString headSha;
    QString url;
    QList<RunJob> jobs;
    QList<RunReport> reports;
    QStringList problems;  // translated: what in the folder could not be taken

    // The folder read; an error when it is no run's (nothing to read in it), or
    // its run.json does not read. A zip is listed, not opened.
    static Result<RecordedRun> open(const QString& folder);
    // The run as `gh run view --json` printed it (a JSON object).
    static Result<RecordedRun> describe(RecordedRun run, const QJsonObject& view);
    // The arch a job's name says it ran on ("... (n150, run_forge_models_torch, 3)").
    static QString archOfJobName(const QString& name);
    // The run folders `dir` stands for: itself when it holds a run (run.json or a
    // test-reports artifact), else each of its folders that does, by name; `dir`
    // itself when none does (open() says why it is no run).
    static QStringList foldersIn(const QString& dir);
};

}  // namespace dtriage
