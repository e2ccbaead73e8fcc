#pragma once
// What the family's CPU probe says of its fix once it landed (docs/triage.md §2
// step 5, the re-run), as a value for the session: it records the run, sets the
// triaged entry's branch, and keeps the fix, or takes it back and goes on to the
// scope.
#include "record/triagerecord.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

struct FixVerdict {
    enum class Outcome {
        Works,        // the entry's step passes with the fix (branch B)
        NewError,     // it fails otherwise now (branch C): `newError`, the fix is kept
        SameFailure,  // the fix did not reach the failure: it is reverted (branch A)
        Fail,         // the re-run says nothing of the fix: the session fails with `why`
    };
    Outcome outcome = Outcome::Fail;
    std::optional<TriageRecord::CpuRun> cpuAfter;  // none when the re-run did not get that far
    QString newError;
    QString why;             // Fail
    QStringList review;      // items for a human (the edit itself raised, ...)
    QStringList log;
};

}  // namespace dtriage
