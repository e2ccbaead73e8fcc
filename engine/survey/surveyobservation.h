#pragma once
// What follows from what the survey saw of an entry (issue 17's "from a group,
// Triage group starts the family's batch; from a stale entry, the YAML update
// alone records what was observed"): the reason the training YAML would record,
// whether the family's triage can take the entry as the YAML stands, and the one
// diff of the training YAML that records the observed reasons, to approve.
#include "yamlchange/yamlchange.h"
#include "core/error.h"
#include "survey/surveyrun.h"

#include <QCoreApplication>
#include <optional>

namespace dtriage {

class FailureFamily;

class SurveyObservation {
    Q_DECLARE_TR_FUNCTIONS(SurveyObservation)
public:
    using Surveyed = SurveyRun::Surveyed;

    // The reason to record for what the survey saw: a family's failure in the
    // family's canonical words (when the family's gate takes them again), an error
    // no family takes as it was raised (one line, the home folder as ~). None
    // when the recorded reason already says it (same family and flavor, or the
    // same error but for its numbers), when it passed on CPU or did not run (only
    // pytest can say what fails then: the family's triage), or for an environment
    // error (a missing module here says nothing of the machine CI runs on).
    static std::optional<QString> reasonToRecord(const Surveyed& r);
    // The family whose triage takes the entry as its YAML reason stands: the
    // family the survey saw when the recorded reason is that family's, or — passing
    // on CPU — whichever family the recorded reason names (its stale branch runs
    // pytest). Null: record the observed reason first, or nothing to triage.
    static const FailureFamily* triageFamily(const Surveyed& r);
    // One edit of the training YAML at `trainingYaml` setting the reason of every
    // entry of `results` that has one to record (and its bring-up status to the
    // front end's when it says a TT stage failed); an Error when none has.
    static Result<YamlChange> plan(const QString& trainingYaml, const QList<Surveyed>& results,
                                   const QString& displayRoot);
};

}  // namespace dtriage
