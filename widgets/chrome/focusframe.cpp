#include "chrome/focusframe.h"

#include <QEvent>
#include <QPainter>

namespace dtriage {

FocusFrame::FocusFrame(QWidget* view) : QWidget(view), m_view(view)
{
    // Until the view is laid into its parent, a child of the view: never a window.
    if (view->parentWidget())
        setParent(view->parentWidget());
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    view->installEventFilter(this);
    connect(view, &QObject::destroyed, this, &QObject::deleteLater);
}

void FocusFrame::install(QWidget* view)
{
    new FocusFrame(view);
}

bool FocusFrame::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_view || watched != m_view)
        return false;
    switch (event->type()) {
    case QEvent::FocusIn:
        setGeometry(m_view->geometry());
        raise();
        show();
        break;
    case QEvent::FocusOut:
    case QEvent::Hide:
        hide();
        break;
    case QEvent::ParentChange:
        if (m_view->parentWidget() && parentWidget() != m_view->parentWidget())
            setParent(m_view->parentWidget());
        break;
    case QEvent::Move:
    case QEvent::Resize:
        setGeometry(m_view->geometry());
        break;
    default:
        break;
    }
    return false;
}

void FocusFrame::paintEvent(QPaintEvent*)
{
    if (!m_view)
        return;
    QPainter painter(this);
    QPen pen(m_view->palette().color(QPalette::Active, QPalette::Highlight));
    pen.setWidth(2);
    painter.setPen(pen);
    painter.drawRect(rect().adjusted(1, 1, -1, -1));
}

}  // namespace dtriage
