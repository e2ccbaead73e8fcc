#pragma once
// All config files of a checkout, parsed in parallel (one thread a core). One broken
// file is reported and the others still load.
#include "checkout/checkout.h"
#include "config/configfile.h"

#include <QList>

namespace dtriage {

struct ConfigSet {
    QList<ConfigFile> files;  // the ones that parsed, in Checkout::configFiles() order
    QList<Error> errors;      // files that failed to parse, and every file's problems()

    // Blocking; call it from a worker thread (QtConcurrent::run) in the GUI.
    static ConfigSet load(const QStringList& paths);
    static ConfigSet load(const Checkout& checkout) { return load(checkout.configFiles()); }

    const ConfigFile* file(const QString& path) const;
    // The entry with this key in the training single-device file, if any.
    const ConfigFile* trainingFile() const;
};

}  // namespace dtriage
