#pragma once
// YAML planning shared by the `verify` and `batch` verbs: several entry changes
// chained into one plan of one file (one diff, one conflict-checked write), and
// the change that sets an entry to a recorded target state.
#include "config/configeditor.h"
#include "config/configfile.h"
#include "config/entrychange.h"
#include "core/error.h"
#include "report/triagerecord.h"

#include <QList>
#include <QString>

namespace dtriage {

class YamlChanges {
public:
    // The changes applied one after another to `file`; before = the file's bytes,
    // after = the result, diff labelled relative to `displayRoot`.
    static Result<EditPlan> combined(const ConfigFile& file, const QList<EntryChange>& changes,
                                     const QString& displayRoot);
    // Sets status, bringup_status, reason and assert_pcc to `after` (removing the
    // empty ones). Fields already at that value make no change.
    static EntryChange toState(const QString& key, const TriageRecord::YamlFields& after);
};

}  // namespace dtriage
