#include "verbjson.h"

#include <QIODevice>
#include <QJsonDocument>

#include <unistd.h>

namespace dtriage {

QJsonObject VerbJson::own(int exitCode) const
{
    QJsonObject doc = m_body;
    doc.insert(QStringLiteral("schema"), QStringLiteral("dtype-triage/") + m_verb);
    doc.insert(QStringLiteral("schema_version"), kSchemaVersion);
    doc.insert(QStringLiteral("tool_version"), QStringLiteral(DTRIAGE_VERSION));
    doc.insert(QStringLiteral("verb"), m_verb);
    doc.insert(QStringLiteral("exit_code"), exitCode);
    return doc;
}

QJsonObject VerbJson::document(int exitCode) const
{
    QJsonObject doc = QJsonDocument::fromJson(m_merged).object();
    const QJsonObject fields = own(exitCode);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        doc.insert(it.key(), *it);
    return doc;
}

// The merged fields and the verb's own in one object: "{merged…,own…}". The
// merged text is an object whose names are none of the verb's own (checked in a
// debug build: a name twice would leave readers the last).
QByteArray VerbJson::compact(int exitCode) const
{
    const QJsonObject fields = own(exitCode);
    const QByteArray text = QJsonDocument(fields).toJson(QJsonDocument::Compact);
    const QByteArrayView merged = QByteArrayView(m_merged).trimmed();
    const bool object = merged.startsWith('{') && merged.endsWith('}');
    Q_ASSERT(merged.isEmpty() || object);
    if (!object || merged.sliced(1, merged.size() - 2).trimmed().isEmpty())  // nothing merged, or "{ }"
        return text;
#ifndef QT_NO_DEBUG
    const QJsonObject parsed = QJsonDocument::fromJson(m_merged).object();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        Q_ASSERT(!parsed.contains(it.key()));
#endif
    QByteArray both;
    both.reserve(merged.size() + text.size());
    both.append(merged.chopped(1)).append(',').append(QByteArrayView(text).sliced(1));
    return both;
}

int VerbJson::print(QTextStream& out, int exitCode) const
{
    // As gh prints --json: indented for a person at a terminal, compact for a program
    // reading it (a 40-run sync's document was 9 MB indented, half of it the spaces
    // before nested marks, and writing it was a fifth of the sync).
    const bool person = ::isatty(STDOUT_FILENO) == 1;
    QByteArray json = compact(exitCode);
    if (person)
        json = QJsonDocument::fromJson(json).toJson(QJsonDocument::Indented);
    if (!json.endsWith('\n'))
        json += '\n';  // a line, as Indented ends: `while read` and `wc -l` see it
    // Its UTF-8 straight to the stream's device (the terminal's, which still checks
    // it): through QTextStream a sync's megabytes were decoded and encoded again.
    // Only to an unbuffered device (the terminal's): a buffered file would hold the
    // bytes past the stream's own flush.
    QIODevice* device = out.device();
    if (device && device->openMode().testFlag(QIODevice::Unbuffered) && out.encoding() == QStringConverter::Utf8
        && !out.generateByteOrderMark()) {
        out.flush();
        device->write(json);
    } else {
        out << json;
        out.flush();
    }
    return exitCode;
}

}  // namespace dtriage
