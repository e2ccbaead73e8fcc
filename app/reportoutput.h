#pragma once
// `--report FILE` of the session verbs: the ReportWriter export chosen by the
// file's extension (.md, .html, .json), written atomically.
#include "report/triagerecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTextStream>

namespace dtriage {

class ReportOutput {
    Q_DECLARE_TR_FUNCTIONS(ReportOutput)

public:
    // True for a path ending in .md, .markdown, .html, .htm or .json.
    static bool isSupported(const QString& path);
    static QString usageError(const QString& verb, const QString& path);
    // Writes the report; on failure prints why to `err` and returns false.
    static bool write(const QString& path, const QList<TriageRecord>& records, QTextStream& err);
};

}  // namespace dtriage
