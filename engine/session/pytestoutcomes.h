#pragma once
// Step 7's report read into the record (docs/triage.md §2): each affected key's
// pytest outcome, the inference tests the loader fix reaches judged against the
// inference YAML (InferenceRegression), and, when the runner cannot start here,
// every included entry saying so. The session decides what follows.
#include "config/configfile.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class PytestOutcomes {
    // The session's words: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    // `keys`: the affected keys; `inferenceKeys`: the inference tests run beside
    // them. Returns why nothing can be planned -- a key the report holds no outcome
    // for (cut short, an unreadable CI report, not collected) -- or empty.
    static QString record(TriageRecord& record, const JUnitReport& report, const QStringList& keys,
                          const QStringList& inferenceKeys, const std::optional<ConfigFile>& inference);
    // pytest could not import the runner here (`summary`): no outcome, said per entry.
    static void runnerCannotStart(TriageRecord& record, const QString& summary);
};

}  // namespace dtriage
