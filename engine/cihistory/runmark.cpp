#include "cihistory/runmark.h"

#include <cmath>

namespace dtriage {

bool RunMark::isObservation() const
{
    return kind == Kind::Passed || kind == Kind::Failed || kind == Kind::PassedOnRetry;
}

bool RunMark::isGap() const
{
    return kind == Kind::Unread
        || (kind == Kind::Missing
            && (absence == Absence::JobTimedOut || absence == Absence::JobCancelled || absence == Absence::JobFailed));
}

QString RunMark::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Passed: return QStringLiteral("passed");
    case Kind::Failed: return QStringLiteral("failed");
    case Kind::PassedOnRetry: return QStringLiteral("passed_on_retry");
    case Kind::NotRun: return QStringLiteral("not_run");
    case Kind::Missing: return QStringLiteral("missing");
    case Kind::Unread: return QStringLiteral("unread");
    }
    return {};
}

QString RunMark::absenceName(Absence absence)
{
    switch (absence) {
    case Absence::None: return {};
    case Absence::NotSelected: return QStringLiteral("not_selected");
    case Absence::JobTimedOut: return QStringLiteral("job_timed_out");
    case Absence::JobCancelled: return QStringLiteral("job_cancelled");
    case Absence::JobFailed: return QStringLiteral("job_failed");
    case Absence::NotDescribed: return QStringLiteral("not_described");
    }
    return {};
}

QString RunMark::glyph() const
{
    switch (kind) {
    case Kind::Passed: return QStringLiteral("✓");
    case Kind::Failed: return QStringLiteral("✗");
    case Kind::PassedOnRetry: return QStringLiteral("↻");
    case Kind::NotRun: return QStringLiteral("–");
    case Kind::Unread: return QStringLiteral("?");
    case Kind::Missing: return isGap() ? QStringLiteral("⌛") : QStringLiteral("·");
    }
    return {};
}

QString RunMark::describe() const
{
    const QString at = stage.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(stage);
    const QString attempt_ = attempt > 1 ? tr(", attempt %1").arg(attempt) : QString();
    const QString pcc_ = std::isfinite(pcc) ? tr(", PCC %1").arg(QString::number(pcc, 'f', 4)) : QString();
    switch (kind) {
    case Kind::Passed:
        return tr("passed") + pcc_ + attempt_ + (note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(note));
    case Kind::Failed:
        return (error.isEmpty() ? tr("failed; the runner recorded no error") : tr("failed: %1").arg(error)) + at
             + pcc_ + attempt_;
    case Kind::PassedOnRetry:
        return tr("passed on attempt %1 after failing: %2").arg(attempt).arg(error.isEmpty() ? tr("no error recorded") : error);
    case Kind::NotRun:
        return note.isEmpty() ? tr("not run (skipped)") : tr("not run (skipped: %1)").arg(note);
    case Kind::Unread:
        return tr("not read: %1").arg(note);
    case Kind::Missing:
        break;
    }
    switch (absence) {
    case Absence::JobTimedOut: return tr("missing: %1 timed out before its report").arg(note);
    case Absence::JobCancelled: return tr("missing: %1 was cancelled before its report").arg(note);
    case Absence::JobFailed: return tr("missing: %1 failed without a report").arg(note);
    case Absence::NotDescribed: return tr("missing from the run's reports (the run's jobs are not known)");
    case Absence::NotSelected:
    case Absence::None: break;
    }
    return tr("not selected by the run");
}

}  // namespace dtriage
