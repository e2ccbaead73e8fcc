#pragma once
// What `gh run view RUN --json …` and `gh run list --json …` say of a workflow run,
// read from gh's JSON: its id and page, status ("queued", "in_progress",
// "completed", …), conclusion once completed ("success", "failure", "cancelled",
// …), and its jobs' progress. Pure: tests feed it gh's real JSON shapes.
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace dtriage {

struct CiRunStatus {
    Q_DECLARE_TR_FUNCTIONS(CiRunStatus)
public:
    // The fields asked of gh; the order does not matter to gh.
    static constexpr const char* kViewFields = "databaseId,url,status,conclusion,createdAt,displayTitle,jobs";
    static constexpr const char* kListFields = "databaseId,url,status,conclusion,createdAt,displayTitle";

    qint64 id = 0;
    QString url;
    QString status;
    QString conclusion;
    QDateTime createdAt;
    QString title;
    int jobs = 0;      // jobs GitHub has started for it so far (matrix jobs appear as they start)
    int jobsDone = 0;  // of them, completed

    bool isCompleted() const { return status == u"completed"; }
    bool wasCancelled() const { return conclusion == u"cancelled"; }
    // One line for the console and the status bar: "run 123: in progress, 3 of 7 jobs done".
    QString summary() const;

    // `gh run view --json kViewFields`.
    static Result<CiRunStatus> fromView(const QByteArray& json);
    // `gh run list --json kListFields`, newest first as gh lists them.
    static Result<QList<CiRunStatus>> fromList(const QByteArray& json);
    // "OWNER/NAME" of a run's page (https://github.com/OWNER/NAME/actions/runs/ID); `fallback` when it is none.
    static QString repoOf(const QString& url, const QString& fallback);
    // The highest run id of `runs`; 0 for none.
    static qint64 newestId(const QList<CiRunStatus>& runs);
};

}  // namespace dtriage
