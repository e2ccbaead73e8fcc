#pragma once
// How tt-xla's test runner writes one model test into the JUnit XML
// (tests/runner/test_models.py and test_utils.py, record_model_test_properties),
// and so what of a <testcase> is the run's observation. The one owner of these
// rules; JUnitReader applies them to every case it reads.
//
// - The `error_message` property and the tags' `bringup_status` are copied from
//   the YAML for a NOT_SUPPORTED_SKIP entry (the usual case under --force-run)
//   and for a NOT_STARTED one, whether the test passed or failed: no observation.
// - For any other entry that failed, `error_message` is the run's runtime_reason
//   (update_test_metadata_for_exception sets it from every exception it inspects;
//   the tags' failing_reason is set only when FailingReasonsFinder classifies the
//   exception, so its name says nothing about whether one was inspected). Only an
//   exception whose str() is empty leaves the YAML's static reason in its place.
// - Every KNOWN_FAILURE_XFAIL test ends with pytest.xfail(<YAML reason>) in a
//   finally:. Under --runxfail pytest replaces pytest.xfail with a no-op
//   (_pytest/skipping.py, pytest_configure: "yay a hack"), so the testcase shows
//   the body's own outcome. A report whose failure is that XFailed anyway (a
//   runner or pytest without the hack) is read by the tags: PASSED is a pass, else
//   the body's exception, chained in the failure text, is the observation.
//   Without --runxfail (tt-xla's weekly runs) the testcase is skipped (xfail), its
//   message the YAML's reason: the tags' bringup_status says PASSED or the stage
//   the body failed at, and error_message its runtime reason (bodyOutcome).
// - test_models.py also has test_all_models_op_by_op[<key>] with the same id as
//   test_all_models_torch[<key>]: only the entry's own function speaks for it.
#include "run/junitreader.h"

#include <QString>

namespace dtriage {

class RunnerTestcase {
public:
    // Applies the rules above to a case read whole: drops a copied error_message,
    // marks copied tags (JUnitCase::runnerCopied), reads an XFailed ending.
    static void settle(JUnitCase& c);
    // What the test's body did: a case skipped (xfail) by the runner's closing
    // pytest.xfail passed when its own tags say PASSED, else failed (at the stage
    // they name); without the runner's tags it stays XFailed, hidden. Any other
    // outcome as read.
    static JUnitCase::Outcome bodyOutcome(const JUnitCase& c);
    // "test_all_models_torch" of "test_all_models_torch[<key>]" (or of a whole
    // node id); empty for a name without parameters.
    static QString functionOf(const QString& name);
    // Whether `function`'s testcase speaks for the YAML entry `key`: not the
    // op-by-op test, not another framework's function. A function nobody named
    // (a converter's report) speaks for it.
    static bool speaksFor(const QString& function, const QString& key);
};

}  // namespace dtriage
