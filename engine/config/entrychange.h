#pragma once
// What one planned YAML edit does to one entry: fields to set (added at the end
// of the block when absent, replaced in place when present) and fields to remove.
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace dtriage {

struct EntryChange {
    QString key;
    // field name -> plain scalar value, e.g. {"status", "KNOWN_FAILURE_XFAIL"},
    // {"assert_pcc", "false"}. `reason` is always emitted double-quoted with
    // escaping; other values are emitted as given.
    QList<QPair<QString, QString>> set;
    QStringList remove;

    bool isEmpty() const { return set.isEmpty() && remove.isEmpty(); }
};

}  // namespace dtriage
