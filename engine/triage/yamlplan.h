#pragma once
// Step 7 of the triage: the YAML state one entry gets, as an EntryChange that
// lists only what differs from the entry as it is (markers, arch_overrides and
// every other field stay untouched). Branches A, B and C of SPEC §2.
#include "config/entrychange.h"
#include "triage/bringupclassifier.h"

#include <QString>

namespace dtriage {

struct Entry;

class YamlPlan {
public:
    enum class Branch {
        A,  // op-not-implemented, or no working loader fix
        B,  // the loader fix works on CPU; decided per pytest test case
        C,  // the loader fix applied, a different CPU error appeared
    };
    // One JUnit <testcase> of `pytest --force-run --runxfail`.
    enum class PytestOutcome { Passed, Failed, Skipped, Errored };

    // `canonicalReason` is Signatures::canonicalReason() of the CPU bf16 error; a raw
    // error line is normalised the same way here.
    // `pytest` is the verification run's outcome: A and C expect Failed; anything
    // else keeps the plan but flags it for review (an XPASS, a skip path).
    static YamlPlan branchA(const Entry& entry, const QString& canonicalReason,
                            PytestOutcome pytest = PytestOutcome::Failed);
    // `errorText` is the test case's error_message (or failure text); when it is
    // generic ("Error code 13") the meaningful line is taken from `log` instead.
    static YamlPlan branchB(const Entry& entry, PytestOutcome pytest, const QString& errorText,
                            const QString& canonicalReason, const QString& log = {});
    // `newCpuError` is the post-fix CPU error, "TypeError: ..." or a traceback.
    static YamlPlan branchC(const Entry& entry, const QString& newCpuError,
                            PytestOutcome pytest = PytestOutcome::Failed);

    Branch branch = Branch::A;
    EntryChange target;  // the full planned state (what the report says was set)
    EntryChange change;  // target minus what the entry already has; empty for a no-op
    bool needsReview = false;
    QString reviewReason;       // translated; empty unless needsReview
    bool revertFix = false;     // B: the original bf16 error is back; revert the loader edit
    bool migratesSkip = false;  // a stale NOT_SUPPORTED_SKIP is rewritten in place
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
