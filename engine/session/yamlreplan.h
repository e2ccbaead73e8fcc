#pragma once
// A session's YAML plan that a parallel write made stale (the conflict check of
// the write refused it), made again against the training YAML as it is now: the
// same target states the session recorded for its included entries, chained into
// one plan (CombinedYamlPlan: one diff, one conflict-checked write). Used by
// TriageBatch, whose sessions of different loaders all write the one training YAML.
#include "config/configeditor.h"
#include "config/entrychange.h"
#include "core/error.h"
#include "report/triagerecord.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class YamlReplan {
    Q_DECLARE_TR_FUNCTIONS(YamlReplan)

public:
    // Blocking (reads and parses the file): call it from a worker thread. The plan
    // of `record`'s changed, included entries against `configPath` as it is now.
    // A plan with after == before means the file already holds those states.
    static Result<EditPlan> plan(const QString& configPath, const TriageRecord& record,
                                 const QString& displayRoot);
    // Sets status, bringup_status, reason and assert_pcc to `after` (removing the
    // empty ones). Fields already at that value make no change.
    static EntryChange toState(const QString& key, const TriageRecord::YamlFields& after);
    // `record` after `plan` was written in place of its stale one: the new diff,
    // its entries written, done. `record` must be the one the stale write stopped.
    static void markWritten(TriageRecord& record, const EditPlan& plan);
    // `record` when the file already held its planned states: nothing written.
    static void markUnneeded(TriageRecord& record);
};

}  // namespace dtriage
