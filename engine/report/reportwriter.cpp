#include "report/reportwriter.h"

#include "core/filereplacement.h"
#include "report/htmlrenderer.h"
#include "report/markdownrenderer.h"
#include "report/reportcontent.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace dtriage {

namespace {

using Record = TriageRecord;

// Only what is on disk: a declined or refused plan's diff stays in its record's
// section, but in a patch file it would not apply after the ones that were written.
QString joinedPatches(const QList<Record>& records, QString Record::*diffField,
                      bool (*onDisk)(const Record&))
{
    QString patch;
    for (const Record& record : records)
        if (onDisk(record))
            patch += MarkdownRenderer::withFinalNewline(record.*diffField);
    return patch;
}

bool loaderFixOnDisk(const Record& record)
{
    return record.fix.landed();
}

bool yamlWritten(const Record& record)
{
    return std::any_of(record.entries.cbegin(), record.entries.cend(),
                       [](const Record::EntryResult& entry) { return entry.yaml.written; });
}

Result<QString> saveAtomically(const QString& path, const QByteArray& bytes)
{
    if (const Result<void> written = FileReplacement::write(path, bytes); !written)
        return std::unexpected(written.error());
    return path;
}


}  // namespace

QStringList ReportFiles::all() const
{
    QStringList paths;
    for (const QString* path : {&markdown, &html, &json, &loaderPatch, &yamlPatch}) {
        if (!path->isEmpty())
            paths.append(*path);
    }
    return paths;
}

ReportWriter::ReportWriter(QList<TriageRecord> records, QDateTime generated)
    : m_records(std::move(records))
    , m_generated(std::move(generated))
{
}

QString ReportWriter::title() const
{
    QString text;
    for (const report::Span& span : ReportContent::title(m_records))
        text += span.text;
    return text;
}

QString ReportWriter::markdown() const
{
    return MarkdownRenderer::render(ReportContent::document(*this));
}

QString ReportWriter::html() const
{
    return HtmlRenderer::render(ReportContent::document(*this), title());
}

QByteArray ReportWriter::json() const
{
    QJsonArray records;
    for (const TriageRecord& record : m_records) {
        QJsonObject json = record.toJson();
        json.remove(QStringLiteral("checkout_root"));  // a local path: not for a shared report
        records.append(json);
    }
    const QJsonObject root{
        {QStringLiteral("format"), QStringLiteral("dtype-triage-report")},
        {QStringLiteral("version"), kFormatVersion},
        {QStringLiteral("generated"), m_generated.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("title"), title()},
        {QStringLiteral("records"), records},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

// The loaders submodule's patch: every landed fix, its companion file with it.
QString ReportWriter::loaderPatch() const
{
    QString patch;
    for (const Record& record : m_records)
        if (loaderFixOnDisk(record))
            patch += MarkdownRenderer::withFinalNewline(record.loaderDiff)
                   + (record.companionDiff.isEmpty() ? QString() : MarkdownRenderer::withFinalNewline(record.companionDiff));
    return patch;
}

QString ReportWriter::yamlPatch() const
{
    return joinedPatches(m_records, &TriageRecord::yamlDiff, yamlWritten);
}

QStringList ReportWriter::summaryRows() const
{
    QStringList lines;
    for (const QList<report::Inline>& row : ReportContent::summaryRows(m_records))
        lines.append(MarkdownRenderer::row(row));
    return lines;
}

QByteArray ReportWriter::bytes(ReportFormat format) const
{
    switch (format) {
    case ReportFormat::Markdown:
        return markdown().toUtf8();
    case ReportFormat::Html:
        return html().toUtf8();
    case ReportFormat::Json:
        return json();
    case ReportFormat::LoaderPatch:
        return loaderPatch().toUtf8();
    case ReportFormat::YamlPatch:
        return yamlPatch().toUtf8();
    }
    return {};
}

QString ReportWriter::fileName(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown:
        return QStringLiteral("report.md");
    case ReportFormat::Html:
        return QStringLiteral("report.html");
    case ReportFormat::Json:
        return QStringLiteral("report.json");
    case ReportFormat::LoaderPatch:
        return QStringLiteral("loader.patch");
    case ReportFormat::YamlPatch:
        return QStringLiteral("yaml.patch");
    }
    return {};
}

Result<QString> ReportWriter::writeFile(ReportFormat format, const QString& path) const
{
    return saveAtomically(path, bytes(format));
}

Result<ReportFiles> ReportWriter::writeFiles(const QString& folder) const
{
    if (!QDir().mkpath(folder))
        return fail(tr("cannot create the report folder"), folder);
    const QDir dir(folder);
    QStringList written;
    for (ReportFormat format : {ReportFormat::Markdown, ReportFormat::Html, ReportFormat::Json,
                                ReportFormat::LoaderPatch, ReportFormat::YamlPatch}) {
        const QByteArray content = bytes(format);
        const bool patch = format == ReportFormat::LoaderPatch || format == ReportFormat::YamlPatch;
        if (content.isEmpty() && patch) {
            written.append(QString());
            continue;
        }
        Result<QString> path = saveAtomically(dir.filePath(fileName(format)), content);
        if (!path)
            return std::unexpected(path.error());
        written.append(*path);
    }
    return ReportFiles{written[0], written[1], written[2], written[3], written[4]};
}

Result<QList<TriageRecord>> ReportWriter::recordsFromJson(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        return fail(tr("not a dtype-triage report: %1").arg(error.errorString()));
    const QJsonObject root = doc.object();
    if (!root.contains(QLatin1StringView("records"))) {  // one saved record on its own
        Result<TriageRecord> record = TriageRecord::fromJson(root);
        if (!record)
            return std::unexpected(record.error());
        return QList<TriageRecord>{*record};
    }
    if (root.value(QLatin1StringView("version")).toInt() > kFormatVersion)
        return fail(tr("the report was written by a newer dtype-triage"));
    QList<TriageRecord> records;
    for (const QJsonValue& value : root.value(QLatin1StringView("records")).toArray()) {
        Result<TriageRecord> record = TriageRecord::fromJson(value.toObject());
        if (!record)
            return std::unexpected(record.error());
        records.append(*record);
    }
    return records;
}

}  // namespace dtriage
