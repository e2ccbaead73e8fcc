#pragma once
// A test_config_*.yaml file loaded with yaml-cpp: its exact bytes, its entries
// with line spans, and the problems found in it (file:line each).
#include <QCoreApplication>
#include "config/entry.h"
#include "core/error.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace dtriage {

class ConfigFile {
    Q_DECLARE_TR_FUNCTIONS(ConfigFile)
public:
    // Reads and parses. A file that cannot be read or parsed at all (syntax error,
    // tabs, non-UTF-8, unterminated quote, duplicate keys, not a mapping) is an Error.
    static Result<ConfigFile> load(const QString& path);
    // Parses bytes that claim to come from `path` (for messages only).
    static Result<ConfigFile> parse(const QByteArray& bytes, const QString& path);

    QString path() const { return m_path; }
    const QByteArray& bytes() const { return m_bytes; }
    // "test_config" for test files, "PLACEHOLDER_MODELS" for the placeholders file.
    QString rootKey() const { return m_rootKey; }
    const QList<Entry>& entries() const { return m_entries; }
    // Non-fatal findings: unknown fields, invalid enum values, unknown arches.
    const QList<Error>& problems() const { return m_problems; }

    const Entry* find(const QString& key) const;
    bool isTraining() const;  // the file name says training
    bool isPlaceholders() const;

private:
    QString m_path;
    QByteArray m_bytes;
    QString m_rootKey;
    QList<Entry> m_entries;
    QList<Error> m_problems;
    QHash<QString, qsizetype> m_index;  // key -> position in m_entries
};

}  // namespace dtriage
