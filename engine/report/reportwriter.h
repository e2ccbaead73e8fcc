#pragma once
// The export of docs/triage.md §3 for a batch of triaged entries: Markdown ready to paste
// as a pull-request description, a self-contained HTML page, JSON that reads
// back into TriageRecords, and the two patches (loader diff in the submodule,
// YAML diff) as files of their own. Markdown and HTML render one document
// model, so the two never say different things.
#include "core/error.h"
#include "record/triagerecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

// One export of the report: what writeFile() writes, and writeFiles() writes all of.
enum class ReportFormat { Markdown, Html, Json, LoaderPatch, YamlPatch };

// What writeFiles() wrote; a patch path is empty when there was nothing to patch.
struct ReportFiles {
    QString markdown;
    QString html;
    QString json;
    QString loaderPatch;
    QString yamlPatch;

    QStringList all() const;  // the non-empty paths, in the order above
};

class ReportWriter {
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
public:
    static constexpr int kFormatVersion = 1;

    // `generated` is stamped into the JSON; pass a fixed time for reproducible output.
    explicit ReportWriter(QList<TriageRecord> records,
                          QDateTime generated = QDateTime::currentDateTimeUtc());

    const QList<TriageRecord>& records() const { return m_records; }
    // One line: "Training triage (bfloat16 dtype errors): speecht5/pytorch, detr/pytorch".
    QString title() const;
    QString markdown() const;
    QString html() const;
    QByteArray json() const;
    // Every record's loader (YAML) diff, in record order, each ending in a newline.
    // Sequential diffs of one file apply in order: each was made from the bytes
    // the previous one left.
    QString loaderPatch() const;
    QString yamlPatch() const;

    // The summary table's body rows as Markdown, one per included entry.
    QStringList summaryRows() const;

    // The exact bytes of one export: markdown(), html() in UTF-8, json(), a patch.
    QByteArray bytes(ReportFormat format) const;
    // The name writeFiles() gives the export: "report.md", ..., "yaml.patch".
    static QString fileName(ReportFormat format);

    // One export to `path`, atomically (FileReplacement). The parent folder must exist:
    // a save dialog picked it, so a missing one is an error, not a folder to make.
    // An empty patch is written as an empty file (the caller asked for that file).
    // Returns the path written, or an Error naming it.
    Result<QString> writeFile(ReportFormat format, const QString& path) const;

    // report.md, report.html, report.json, loader.patch and yaml.patch in `folder`
    // (created if needed), each written atomically; no patch file for an empty diff.
    Result<ReportFiles> writeFiles(const QString& folder) const;

    // The records of a json() export (or of one saved record object).
    static Result<QList<TriageRecord>> recordsFromJson(const QByteArray& json);

private:
    QList<TriageRecord> m_records;
    QDateTime m_generated;
};

}  // namespace dtriage
