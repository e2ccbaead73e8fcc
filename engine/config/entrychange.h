#pragma once
// What one planned YAML edit does to one entry: fields to set (added at the end
// of the block when absent, replaced in place when present) and fields to remove,
// and the same per arch inside its arch_overrides.
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace dtriage {

// One arch's part of an entry's edit: fields set in or removed from
// `arch_overrides: {<arch>: {...}}` (the arch's mapping made when absent).
struct ArchChange {
    QString arch;  // "p150": one of EntrySchema's archs
    QList<QPair<QString, QString>> set;
    QStringList remove;
};

struct EntryChange {
    QString key;
    // field name -> plain scalar value, e.g. {"status", "KNOWN_FAILURE_XFAIL"},
    // {"assert_pcc", "false"}. `reason` is always emitted double-quoted with
    // escaping; other values are emitted as given.
    QList<QPair<QString, QString>> set;
    QStringList remove;
    QList<ArchChange> arches = {};
    // A new entry (the runner's ADD_CONFIG): `key` is in no YAML yet; its block, of
    // `set`'s fields, goes after the file's last entry (EntryAddition).
    bool add = false;

    bool isEmpty() const { return set.isEmpty() && remove.isEmpty() && arches.isEmpty(); }
};

}  // namespace dtriage
