#pragma once
// The training entries of one loader other than the triaged one: the scope every
// family's fix in a loader reaches (the unpack family's override, the inputs
// family's load_inputs edit), in the YAML's order.
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "config/entry.h"

#include <QList>
#include <QString>

#include <utility>

namespace dtriage {

inline QList<std::pair<TestKey, Entry>> loaderTrainingEntries(const ConfigFile& training, const QString& triagedKey,
                                                              const QString& modelPath)
{
    QList<std::pair<TestKey, Entry>> found;
    for (const Entry& entry : training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (key && entry.key != triagedKey && key->runMode == QLatin1String("training") && key->modelPath == modelPath)
            found.append({*key, entry});
    }
    return found;
}

}  // namespace dtriage
