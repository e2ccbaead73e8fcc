#pragma once
// The inference tests a loader fix reaches (load_inputs does not know the run
// mode), judged from pytest's JUnit against the inference YAML: one whose entry
// expects a pass (EXPECTED_PASSING, or no entry at all) and that now fails for
// anything but numerics regressed. The inference YAML is only read, never edited.
#include "config/configfile.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace dtriage {

class InferenceRegression {
public:
    static QList<TriageRecord::InferenceRun> judge(const JUnitReport& junit, const QStringList& keys,
                                                   const std::optional<ConfigFile>& inference);
};

}  // namespace dtriage
