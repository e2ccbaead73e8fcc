#pragma once
// One test entry of a test_config_*.yaml file, as plain values plus the exact
// lines it occupies, so that ConfigEditor can rewrite just that block.
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace dtriage {

struct Field {
    QString name;
    // A scalar is a QString (the decoded YAML value, quotes removed), a sequence a
    // QStringList, a mapping (arch_overrides) a QVariantMap of arch -> QVariantMap.
    QVariant value;
    int line = 0;  // 1-based line of "name:"
};

struct Entry {
    QString key;
    int firstLine = 0;  // 1-based line holding "  <key>:"
    // 1-based last line that belongs to the block: the last line indented deeper
    // than the key, not counting trailing blank lines and trailing comment lines.
    int lastLine = 0;
    QList<Field> fields;  // in file order

    const Field* field(const QString& name) const;
    QString scalar(const QString& name) const;  // empty when absent or not a scalar

    // Normalised to the enum's upper-case name (EXPECTED_PASSING, ...); empty when absent.
    QString status() const;
    QString bringupStatus() const;
    QString reason() const { return scalar(QStringLiteral("reason")); }
    QStringList markers() const;
};

}  // namespace dtriage
