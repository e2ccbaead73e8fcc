#pragma once
// ConfigEditor's first step: the change to one entry checked against what
// tt-xla's loader accepts (EntrySchema) and what YAML reads back as written —
// each value as the exact text to write and the value the parser must return.
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace dtriage {

class EntryChangeCheck {
public:
    // One field to write: its YAML text and the value the parser must read back.
    struct Setting {
        QString name;
        QByteArray text;
        QVariant value;
    };

    // One arch's part: settings that change its override, removals of fields it has.
    struct ArchValidated {
        QString arch;
        QList<Setting> settings;
        QStringList removals;
    };

    struct Validated {
        QList<Setting> settings;  // only those that change the entry
        QStringList removals;     // only fields the entry has
        QList<ArchValidated> arches;  // only archs with something to change

        bool isEmpty() const { return settings.isEmpty() && removals.isEmpty() && arches.isEmpty(); }
    };

    // The change's settings that differ from `entry` and its removals of fields
    // the entry has; an Error (naming `path` and the entry's line) for a value
    // tt-xla or YAML would not read as written.
    static Result<Validated> validate(const Entry& entry, const EntryChange& change, const QString& path);
};

}  // namespace dtriage
