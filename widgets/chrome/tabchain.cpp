#include "chrome/tabchain.h"

#include <QWidget>

namespace dtriage {
namespace {

bool isStop(QWidget* window, const QWidget* widget)
{
    return (widget->focusPolicy() & Qt::TabFocus) && !widget->focusProxy() && widget->window() == window
           && widget->isVisibleTo(window) && widget->isEnabled();
}

qsizetype regionOf(const QList<QWidget*>& regions, const QWidget* widget)
{
    for (qsizetype i = 0; i < regions.size(); ++i)
        if (regions.at(i) && (regions.at(i) == widget || regions.at(i)->isAncestorOf(widget)))
            return i;
    const qsizetype rest = regions.indexOf(nullptr);
    return rest >= 0 ? rest : regions.size();
}

}  // namespace

QList<QWidget*> TabChain::order(QWidget* window, const QList<QWidget*>& regions)
{
    QList<QList<QWidget*>> grouped(regions.size() + 1);
    for (QWidget* widget = window->nextInFocusChain(); widget && widget != window; widget = widget->nextInFocusChain())
        if (isStop(window, widget))
            grouped[regionOf(regions, widget)] << widget;
    QList<QWidget*> stops;
    for (const QList<QWidget*>& group : std::as_const(grouped))
        stops << group;
    return stops;
}

QWidget* TabChain::step(QWidget* window, const QList<QWidget*>& regions, QWidget* from, bool forward)
{
    const QList<QWidget*> stops = order(window, regions);
    if (stops.isEmpty() || !from)
        return nullptr;
    if (const qsizetype at = stops.indexOf(from); at >= 0)
        return stops.at((at + (forward ? 1 : stops.size() - 1)) % stops.size());
    for (QWidget* widget = from; widget;) {
        widget = forward ? widget->nextInFocusChain() : widget->previousInFocusChain();
        if (!widget || widget == from)
            break;
        if (stops.contains(widget))
            return widget;
    }
    return stops.constFirst();
}

}  // namespace dtriage
