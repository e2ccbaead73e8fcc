#pragma once
// The `--json` output of the headless verbs: exactly one JSON object on stdout,
// versioned so that scripts can rely on it (README "Machine-readable output"):
//   {...the verb's own fields, "schema": "dtype-triage/<verb>", "schema_version": 1,
//    "tool_version": "0.1.0", "verb": "<verb>", "exit_code": N}
// (members in no promised order: Qt's by name, merged ones first.)
// A field is added without a new version; renaming or removing one, or changing
// its meaning, raises schema_version.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QTextStream>

namespace dtriage {

class VerbJson {
public:
    static constexpr int kSchemaVersion = 1;

    explicit VerbJson(QString verb) : m_verb(std::move(verb)) {}

    // The verb's own fields, filled in as it runs.
    QJsonObject& body() { return m_body; }
    void insert(const QString& field, const QJsonValue& value) { m_body.insert(field, value); }
    // Fields written as compact JSON text already (an object's, JsonText): printed
    // as they are, not built again as a QJsonObject (a 40-run sync's history).
    void merge(QByteArray objectText) { m_merged = std::move(objectText); }

    // The whole document for `exitCode`.
    QJsonObject document(int exitCode) const;
    // Prints the document for `exitCode` (compact to a program, indented at a
    // terminal; the merged text as it is) and returns exitCode, so a verb can end with
    // `return json.print(out, ExitOk);`.
    int print(QTextStream& out, int exitCode) const;

private:
    QJsonObject own(int exitCode) const;  // the body and the envelope
    QByteArray compact(int exitCode) const;

    QString m_verb;
    QJsonObject m_body;
    QByteArray m_merged;  // "{...}" or empty
};

}  // namespace dtriage
