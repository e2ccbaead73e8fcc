#pragma once
// Step 7 of the triage: the YAML state one entry gets, as an EntryChange that
// lists only what differs from the entry as it is (markers, arch_overrides and
// every other field stay untouched). Branches A, B and C of docs/triage.md §2.
// The one owner of that rule: the session, its loader-wide scope, a resumed
// record and `verify` all plan through YamlPlan::plan().
#include "config/entrychange.h"
#include "yamlplan/bringupclassifier.h"

#include <QString>

#include <optional>

namespace dtriage {

struct Entry;

class FailureSignature;

class YamlPlan {
public:
    enum class Branch {
        A,  // op-not-implemented, or no working loader fix
        B,  // the loader fix works on CPU; decided per pytest test case
        C,  // the loader fix applied, a different CPU error appeared
    };
    // One JUnit <testcase> of `pytest --force-run --runxfail`.
    enum class PytestOutcome { Passed, Failed, Skipped, Errored };

    // What pytest showed for one entry: the outcome, the text to quote from (the
    // case's error text and its section of the log, for "Error code 13"), and the
    // failure's category as the JUnit reader settled it (the runner's own verdict
    // when the run decided it, as tt-xla's tools prefer; else its reading of the
    // whole case): preferred over reading errorText alone.
    struct Observation {
        PytestOutcome outcome = PytestOutcome::Skipped;
        QString errorText;
        QString log;
        std::optional<BringupClassifier::Category> runnerCategory;
        // The line to quote, as the JUnit reader picked it (JUnitCase::errorLine):
        // the report and the YAML quote the same line.
        QString errorLine;

        // What pytest said as text alone (no report read): its line picked as the
        // reader picks it, the text's, else the log's.
        static Observation ofText(PytestOutcome outcome, const QString& errorText, const QString& log = {});
    };

    // The plan for an entry on `branch`, from what pytest observed.
    // `canonicalReason` is the family's canonical reason of the entry's CPU error
    // (a raw line is normalised the same way); `newCpuError` is branch C's
    // post-fix CPU error. A: the family's error again → the canonical xfail; a
    // different failure → what pytest observed (its classified bring-up status
    // and the error verbatim, observedError set); a pass or a skip → nothing
    // planned, a review item. B: per outcome, docs/triage.md §2 step 7. C: the new
    // CPU error, flagged when pytest did not fail.
    static YamlPlan plan(const FailureSignature& signature, Branch branch, const Entry& entry,
                         const Observation& seen, const QString& canonicalReason,
                         const QString& newCpuError = {});

    // plan() with only an outcome (A, C) or an outcome and its text (B).
    static YamlPlan branchA(const FailureSignature& signature, const Entry& entry,
                            const QString& canonicalReason, PytestOutcome pytest = PytestOutcome::Failed);
    // `errorText` is the test case's error_message (or failure text); when it is
    // generic ("Error code 13") the meaningful line is taken from `log` instead.
    static YamlPlan branchB(const FailureSignature& signature, const Entry& entry, PytestOutcome pytest,
                            const QString& errorText, const QString& canonicalReason, const QString& log = {});
    // `newCpuError` is the post-fix CPU error, "TypeError: ..." or a traceback.
    static YamlPlan branchC(const FailureSignature& signature, const Entry& entry,
                            const QString& newCpuError, PytestOutcome pytest = PytestOutcome::Failed);

    Branch branch = Branch::A;
    EntryChange target;  // the full planned state (what the report says was set)
    EntryChange change;  // target minus what the entry already has; empty for a no-op
    bool needsReview = false;
    QString reviewReason;       // translated; empty unless needsReview
    bool revertFix = false;     // B: the family's original error is back; revert the loader edit
    bool migratesSkip = false;  // a stale NOT_SUPPORTED_SKIP is rewritten in place
    // Branch A only: pytest failed with an error other than the family's CPU
    // error (on a TT machine the test got past the front end); the plan records
    // this line, and the report says it differs from the CPU error.
    QString observedError;
    // How pytest's failure was classified (B and C); Unclassified otherwise.
    BringupClassifier::Category category = BringupClassifier::Category::Unclassified;

    bool isNoOp() const { return change.isEmpty(); }
    // The target state, for the report: "status: KNOWN_FAILURE_XFAIL, bringup_status:
    // FAILED_FE_COMPILATION, reason: \"...\"" (removals as "-bringup_status");
    // translated "unchanged" when the target is empty.
    QString summary() const;

    static QString branchName(Branch branch);           // "A", "B", "C"
    static QString outcomeName(PytestOutcome outcome);  // "passed", "failed", ...
};

}  // namespace dtriage
