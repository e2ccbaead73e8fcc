#pragma once
// A frame in the highlight colour around a view while it has the focus. Fusion
// marks a focused item view only with a dotted rectangle on its current cell: a
// job list tabbed into showed nothing a user could see (issue 47 §8). The frame is
// a sibling laid over the view's edge (over its scroll bars too), transparent to
// the mouse; it follows the view into the parent a layout gives it, and goes with
// the view. Not for a view whose parent is a QSplitter (it would be a pane).
#include <QPointer>
#include <QWidget>

namespace dtriage {

class FocusFrame : public QWidget {
    Q_OBJECT
public:
    static void install(QWidget* view);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    explicit FocusFrame(QWidget* view);
    QPointer<QWidget> m_view;
};

}  // namespace dtriage
