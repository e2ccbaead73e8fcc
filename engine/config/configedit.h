#pragma once
// The bytes of one planned write of a test-config YAML (ConfigEditor makes it,
// YamlChange holds it): apart from the editor, so that holding one names no writer.
#include "config/entrychange.h"

#include <QByteArray>
#include <QString>

namespace dtriage {

// One planned write of a test-config YAML, as ConfigEditor makes it and the
// user approves it: the bytes before and after, and their diff.
struct ConfigEdit {
    QString path;
    QByteArray before;  // the bytes the plan was made from
    QByteArray after;
    EntryChange change;
    QString diff;  // unified diff before -> after, paths relative to `displayRoot`
};

}  // namespace dtriage
