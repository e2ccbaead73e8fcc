#pragma once
// What one CI run says of one entry on one arch, read as tt-xla's runner writes it
// (RunnerTestcase::bodyOutcome): it passed, failed (the error it raised and the
// stage it reached), passed only when its job ran again (a later attempt), was
// not run (skipped: a NOT_SUPPORTED_SKIP entry without --force-run), is missing
// from the run — not selected, or its job timed out, was cancelled or failed
// without a report (its tests are not known), the run undescribed — or its report
// could not be read.
#include <QCoreApplication>
#include <QString>
#include <QtNumeric>

namespace dtriage {

struct RunMark {
    Q_DECLARE_TR_FUNCTIONS(RunMark)
public:
    enum class Kind { Passed, Failed, PassedOnRetry, NotRun, Missing, Unread };
    enum class Absence { None, NotSelected, JobTimedOut, JobCancelled, JobFailed, NotDescribed };

    Kind kind = Kind::Missing;
    Absence absence = Absence::None;
    int attempt = 1;   // the attempt whose report speaks
    QString error;     // Failed: the error observed; PassedOnRetry: the failed attempt's
    QString stage;     // the bringup_status it failed at ("FAILED_RUNTIME"); empty: not known
    QString note;      // translated: what else the run says (the skip's reason, the job that timed out)
    qint64 jobId = 0;  // the job whose report speaks, or whose absence explains it
    // Passed or Failed: the runner's comparison (ObservedCase), NaN / -1 when not recorded.
    double pcc = qQNaN();
    double pccThreshold = qQNaN();
    qint8 pccCheck = -1;

    // Passed, failed, or passed on retry: something the run saw the test do.
    bool isObservation() const;
    bool isPass() const { return kind == Kind::Passed; }
    // A run that should have said and did not: its job ended without a report, or
    // its report does not read. A promotion waits for a run without such a gap.
    bool isGap() const;

    // "passed", "failed", "passed_on_retry", "not_run", "missing", "unread" (JSON).
    static QString kindName(Kind kind);
    // "not_selected", "job_timed_out", "job_cancelled", "job_failed", "not_described".
    static QString absenceName(Absence absence);
    // One mark of the strip the window and the report draw: ✓ ✗ ↻ – ⌛ · ?
    QString glyph() const;
    // One translated sentence: "failed: RuntimeError: … (FAILED_RUNTIME)".
    QString describe() const;
};

}  // namespace dtriage
