#pragma once
// What a CI history says, written out: the `sync` verb's lines in the report's
// document model (PlainTextRenderer) and the verb's --json document. The pull
// request's text is HistoryPullRequest's.
#include "cihistory/cihistory.h"
#include "report/reportdocument.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace dtriage {

class HistoryReport {
    Q_DECLARE_TR_FUNCTIONS(HistoryReport)
public:
    // The verb's text: the runs, then every listed entry by kind (regressed first)
    // with its strip of marks per arch, then the problems; document() as lines.
    static report::Document document(const CiHistory& history);
    static QStringList lines(const CiHistory& history);
    // "✓✓✗" for one arch's marks, newest first.
    static QString strip(const ArchMarks& marks);
    // The verb's --json history, written as it goes (JsonText): compact; json() is
    // the same read back, for a caller that wants to look into it.
    static QByteArray jsonText(const CiHistory& history);
    static QJsonObject json(const CiHistory& history);
    // One item of the newest run's news: "new failure on p150: KEY — error";
    // `withRun` (runs of several workflows): "new failure on p150 in run 191…: KEY — error".
    static report::Inline newsItem(const NewsItem& item, bool withRun = false);
    // The news section (report and pull request alike): a heading of `level`, the
    // summary, the items worth a line; nothing without news.
    static void appendNews(report::Document& doc, const CiHistory& history, int level);
    // "2026-11-28" (UTC); "?" when not known.
    static QString day(const QDateTime& when);
    // "19080000002 (2026-11-21, attempt 2)"; `named`: "19080000002 (On weekly training,
    // 2026-11-21)", for the runs of a history of several workflows.
    static QString runLabel(const HistoryRun& run, bool named = false);
    // The workflows the runs are of, as a title says them: "On nightly and On weekly
    // training"; "CI" when no run names one.
    static QString workflowNames(const CiHistory& history);
};

}  // namespace dtriage
