#pragma once
// `--report FILE` of the session verbs: the ReportWriter export chosen by the
// file's extension (.md, .html, .json), written atomically, and beside it the
// two patches (docs/triage.md §3): <stem>.loader.patch (the loader diffs, relative to the
// loaders submodule: `git -C third_party/tt_forge_models apply`) and
// <stem>.yaml.patch (relative to the checkout root), each only when not empty.
#include "record/triagerecord.h"

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
    // Writes the report and the patches, printing each path to `err`; on failure
    // prints why to `err` and returns false.
    static bool write(const QString& path, const QList<TriageRecord>& records, QTextStream& err);
    // "<dir>/<stem>.loader.patch" and "<dir>/<stem>.yaml.patch" for a report path,
    // where <stem> is the file name without its last suffix.
    static QString loaderPatchPath(const QString& reportPath);
    static QString yamlPatchPath(const QString& reportPath);
};

}  // namespace dtriage
