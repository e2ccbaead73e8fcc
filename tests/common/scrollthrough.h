#pragma once
// Reading a diff as a person does: from the top to the end a page at a time, less a
// line, so a line the view's edge cut is whole on the next page. DiffView counts a
// line read only when it was on screen whole; a jump to the end reads nothing between.
#include <QScrollBar>

namespace dtriage::testing {

inline bool scrollThrough(QScrollBar* bar)
{
    const int step = qMax(1, bar->pageStep() - 1);
    for (int value = 0;; value += step) {
        bar->setValue(qMin(value, bar->maximum()));
        if (value >= bar->maximum())
            return true;
    }
}

}  // namespace dtriage::testing
