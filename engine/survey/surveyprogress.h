#pragma once
// How far a survey is and how long the rest should take (issue 17: "progress and
// an ETA in the status bar and on stderr"): the estimate counts only the steps
// that ran — results reused from the store cost nothing — so a re-run that
// reuses most of its entries does not promise the rest at reuse speed. When only
// the steps already running are left, no estimate is given: their end cannot be
// told from the others' (one may run into its timeout), and "about 0 s left" for
// minutes says less than "the last 2 are running".
#include <QtGlobal>

namespace dtriage {

struct SurveyProgress {
    int done = 0;
    int total = 0;
    int reused = 0;
    int jobs = 1;  // steps that run at a time
    qint64 elapsedMs = 0;

    int left() const { return qMax(0, total - done); }
    // Only the steps in flight are left (and some ran): the estimate stops here.
    bool finishing() const { return left() > 0 && left() <= jobs && done > reused; }
    // Milliseconds left, at least a second while anything is left; -1 while nothing
    // ran yet to estimate from, or when finishing().
    qint64 leftMs() const
    {
        if (left() == 0)
            return 0;
        const int ran = done - reused;
        if (ran <= 0 || finishing())
            return -1;
        return qMax<qint64>(1000, elapsedMs * left() / ran);
    }
};

}  // namespace dtriage
