#pragma once
// What a CI run's testcase says of its entry, kept once its report is read (the
// report itself is let go): the test's body outcome as the runner recorded it
// (RunnerTestcase::bodyOutcome), the error it observed, the stage it reached, and
// the skip's reason or why it is unknown. A value small enough to keep for every
// testcase of many runs, and to store per run (RunDigest).
#include "run/junitreader.h"

#include <QString>

namespace dtriage {

struct ObservedCase {
    QString key;
    JUnitCase::Outcome body = JUnitCase::Outcome::Unknown;
    QString error;  // the line observed (JUnitCase::errorLine) for a failure
    QString stage;  // the bringup_status it failed at; empty: not known
    QString note;   // a skip's reason, or why the outcome is unknown

    static ObservedCase of(const JUnitCase& c);
    bool failed() const { return body == JUnitCase::Outcome::Failed || body == JUnitCase::Outcome::Errored; }
};

}  // namespace dtriage
