#pragma once
// A dialog's size, bounded by the screen it opens on (issue 47 §3: the Report dialog
// opened 1040x760 on a 700-pixel screen, its Close and Export below the edge). One
// owner for every dialog's opening size: what it would like, never more than the
// screen's available area less the window frame; what no longer fits scrolls inside.
#include <QSize>

class QWidget;

namespace dtriage {

class ScreenFit {
public:
    // `dialog` resized to `wanted`, bounded by the available area of the screen its
    // parent (else it) is on.
    static void resize(QWidget* dialog, QSize wanted);
    // The largest size a top-level window may open at on `widget`'s screen.
    static QSize available(const QWidget* widget);
};

}  // namespace dtriage
