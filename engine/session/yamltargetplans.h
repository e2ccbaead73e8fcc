#pragma once
// docs/triage.md §2 step 7 for every target of a triage session: each one's YamlPlan from
// the training YAML as it is now and the pytest results, then each plan put into
// the record and the changes to make, in order. Branch B's fallback is kept
// across a re-plan: a target whose plan said "revert the fix" stays flagged for
// review when it is planned again (as branch A) after the revert.
#include "config/configfile.h"
#include "config/entrychange.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"
#include "yamlplan/yamltarget.h"
#include "yamlplan/yamlplan.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class YamlTargetPlans {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    // Plans every target that `file` holds. True when a plan says the loader fix
    // must be reverted (pytest still shows the family's original error).
    bool plan(const FailureSignature& signature, const QList<YamlTarget>& targets, const ConfigFile& file,
              const JUnitReport& junit, bool fixLanded);
    // Puts each plan into its entry of `record`; returns the changes to make, in
    // order, and appends the review lines to show to `reviewLines`.
    QList<EntryChange> record(TriageRecord& record, QStringList* reviewLines) const;
    // The file the plans were made from (valid after plan()).
    const ConfigFile& file() const { return *m_file; }

private:
    std::optional<ConfigFile> m_file;
    QStringList m_keys;  // the planned targets, in order
    QHash<QString, YamlPlan> m_plans;
    QHash<QString, QString> m_revertReviews;  // key -> why branch B reverted the fix
};

}  // namespace dtriage
