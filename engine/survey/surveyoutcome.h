#pragma once
// What the survey saw of one training entry (tt-xla issue #4293's "run them and
// group by what fails"): its CPU training step as the runner runs it — passes, or
// the first error with its type, message, the stage it failed in and the loader
// frame that raised it — or why the step could not be run at all.
#include <QString>

namespace dtriage {

struct SurveyOutcome {
    QString key;
    QString recordedReason;  // the YAML entry's reason, as it was when surveyed
    bool ran = false;        // the step ran to its end
    QString problem;         // !ran: why (timeout, memory, the loader does not import)
    bool passes = false;
    QString stage;      // where it failed: "load_inputs", "forward", "unpack", "backward"
    QString errorType;  // "RuntimeError"
    QString message;    // its first line
    QString frame;      // the innermost frame in the loaders: "detr/pytorch/loader.py:139"

    // "RuntimeError: mat1 and mat2 must have the same dtype"; empty when it passed.
    QString errorLine() const
    {
        return errorType.isEmpty() ? message : QStringLiteral("%1: %2").arg(errorType, message);
    }
};

}  // namespace dtriage
