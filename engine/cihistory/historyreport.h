#pragma once
// What a CI history says, written out: the `sync` verb's lines and the pull-request
// text a tt-xla engineer writes for the changes (tt-xla PR #4512 "Remove known
// failure entries for fixed training tests": what changed, by kind, each entry with
// its evidence, the runs read with their links), both in the report's document
// model (PlainTextRenderer, MarkdownRenderer); and the verb's --json document.
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
    // The pull request's text for the changes of `keys` (written or to be written):
    // Markdown, the runs linked through `repo`'s pages.
    static QString pullRequest(const CiHistory& history, const QStringList& keys, const QString& repo);
};

}  // namespace dtriage
