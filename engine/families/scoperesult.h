#pragma once
// The other entries a family's fix reaches (docs/triage.md §2 step 6), as a value
// its playbook hands the session: every candidate's entry for the record (each
// included or left alone with a note), the YAML targets of the included ones,
// the review items the scope found, and the inference tests pytest runs beside
// them when the fix reaches inference too. The session appends them and runs pytest.
#include "record/triagerecord.h"
#include "yamlplan/yamltarget.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace dtriage {

struct ScopeResult {
    QList<TriageRecord::EntryResult> entries;
    QList<YamlTarget> targets;
    QStringList review;
    QStringList inferenceRuns;
};

}  // namespace dtriage
