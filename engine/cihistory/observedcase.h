#pragma once
// What a CI run's testcase says of its entry, kept once its report is read (the
// report itself is let go): the test's body outcome as the runner recorded it
// (RunnerTestcase::bodyOutcome), the error it observed, the stage it reached, and
// the skip's reason or why it is unknown. A value small enough to keep for every
// testcase of many runs, and to store per run (RunDigest).
//
// Three readings are the CI history's own (issue 50), not the triage's:
// - a test whose forked process died (pytest-forked's "running the test CRASHED
//   with signal 11", which tt-xla's conftest re-files as a teardown error with
//   bringup_status UNKNOWN) is said as a crash: "Running the test CRASHED with
//   signal 11 (SIGSEGV)" at FAILED_RUNTIME, as tt-xla's configs record crashes,
//   never the runner's path;
// - a failure whose only words are generic ("RuntimeError: Bad StatusOr access:
//   INTERNAL: Error code: 13") is said in those words, as tt-xla's configs record
//   it, rather than not at all;
// - an xfail test at INCORRECT_RESULT with the PCC check off passed: the runner
//   asks to remove the xfail then (RM_XFAIL, _derive_guidance_from_status), as
//   EXPECTED_PASSING would pass with the check off.
#include "run/junitreader.h"

#include <QString>
#include <QtNumeric>

namespace dtriage {

struct ObservedCase {
    // The stage of a comparison that missed its threshold (the runner's BringupStatus).
    static inline const QString kIncorrectResult = QStringLiteral("INCORRECT_RESULT");

    QString key;
    JUnitCase::Outcome body = JUnitCase::Outcome::Unknown;
    QString error;  // the line observed (JUnitCase::errorLine) for a failure
    QString stage;  // the bringup_status it failed at; empty: not known
    QString note;   // a skip's reason, why the outcome is unknown, or why a failure counts as a pass
    // The runner's comparison (its tags): the PCC measured, the required_pcc it was
    // held to, and whether the check asserted (1), was off (0) or is not recorded (-1).
    double pcc = qQNaN();
    double pccThreshold = qQNaN();
    qint8 pccCheck = -1;
    // A test with no YAML status (the runner's UNSPECIFIED: in no YAML, run by the
    // experimental nightly): the YAML it belongs in, as tt-xla's runner names it
    // ("torch/test_config_inference_single_device.yaml"); empty for every other.
    QString unconfigured;

    static ObservedCase of(const JUnitCase& c);
    bool failed() const { return body == JUnitCase::Outcome::Failed || body == JUnitCase::Outcome::Errored; }
    // "Running the test CRASHED with signal 11 (SIGSEGV)" when `text` reports a
    // crashed test process; empty otherwise.
    static QString crashOf(const QString& text);
};

}  // namespace dtriage
