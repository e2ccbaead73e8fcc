#pragma once
// Several entries' YAML changes as one edit of one file. ConfigEditor plans one
// entry at a time; chained here, the user approves one diff and one conflict
// check guards the one write. Used by TriageSession (its triaged key and the
// included siblings) and the `verify` verb.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"

#include <QList>
#include <QString>

namespace dtriage {

class CombinedYamlPlan {
public:
    // The changes applied one after another to `file`: before = the file's bytes,
    // after = the result, change = the last one, diff labelled relative to
    // `displayRoot` (the file name alone when it is empty). Pure: no file is read.
    static Result<EditPlan> make(const ConfigFile& file, const QList<EntryChange>& changes,
                                 const QString& displayRoot);
};

}  // namespace dtriage
