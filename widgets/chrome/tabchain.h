#pragma once
// The Tab order of a window as it reads (issue 47 §9). Qt chains widgets in the
// order they were made, and a view made later (a family's evidence, a dock's
// content) lands at the end: Tab went list → Cancel, and Space there reverted a
// pending fix. QWidget::setTabOrder cannot mend it: it carries a compound widget
// (a QTabWidget and its proxy) along with its neighbours and scrambles the rest.
// So the window asks here which stop comes next, at each Tab.
#include <QList>

class QWidget;

namespace dtriage {

class TabChain {
public:
    // The stops of `window` (visible, enabled, taking Tab), grouped by the first of
    // `regions` that holds each, regions in the order given, each region's stops
    // in the chain's order. A null region marks where the stops of no region go.
    static QList<QWidget*> order(QWidget* window, const QList<QWidget*>& regions);
    // The stop after (`forward`) or before `from` in that order; a widget that is no
    // stop (a label clicked into, a button disabled as it was pressed) counts where
    // it stands. Null when none, or `from` is in another window (a floating dock).
    static QWidget* step(QWidget* window, const QList<QWidget*>& regions, QWidget* from, bool forward);
};

}  // namespace dtriage
