#pragma once
// How far a survey is and how long the rest should take (issue 17: "progress and
// an ETA in the status bar and on stderr"): the estimate counts only the steps
// that ran — results reused from the store cost nothing — so a re-run that
// reuses most of its entries does not promise the rest at reuse speed.
#include <QtGlobal>

namespace dtriage {

struct SurveyProgress {
    int done = 0;
    int total = 0;
    int reused = 0;
    qint64 elapsedMs = 0;

    // Milliseconds left; -1 while nothing ran yet to estimate from.
    qint64 leftMs() const
    {
        const int ran = done - reused;
        if (ran <= 0)
            return done >= total ? 0 : -1;
        return elapsedMs * (total - done) / ran;
    }
};

}  // namespace dtriage
