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
    static QJsonObject json(const CiHistory& history);
    // One item of the newest run's news: "new failure on p150: KEY — error".
    static report::Inline newsItem(const NewsItem& item);
    // "2026-11-28" (UTC); "?" when not known.
    static QString day(const QDateTime& when);
    // "19080000002 (2026-11-21, attempt 2)".
    static QString runLabel(const HistoryRun& run);
};

}  // namespace dtriage
