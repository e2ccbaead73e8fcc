#include "verbjson.h"

#include <QJsonDocument>

namespace dtriage {

QJsonObject VerbJson::document(int exitCode) const
{
    QJsonObject doc = m_body;
    doc.insert(QStringLiteral("schema"), QStringLiteral("dtype-triage/") + m_verb);
    doc.insert(QStringLiteral("schema_version"), kSchemaVersion);
    doc.insert(QStringLiteral("tool_version"), QStringLiteral(DTRIAGE_VERSION));
    doc.insert(QStringLiteral("verb"), m_verb);
    doc.insert(QStringLiteral("exit_code"), exitCode);
    return doc;
}

int VerbJson::print(QTextStream& out, int exitCode) const
{
    out << QJsonDocument(document(exitCode)).toJson(QJsonDocument::Indented);
    out.flush();
    return exitCode;
}

}  // namespace dtriage
