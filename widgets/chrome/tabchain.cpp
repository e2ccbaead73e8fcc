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

// The stops in reading order; `also` (no stop: disabled or hidden as it lost the
// focus) kept in its place among them, so that the step from it reads on.
QList<QWidget*> ordered(QWidget* window, const QList<QWidget*>& regions, const QWidget* also)
{
    QList<QList<QWidget*>> grouped(regions.size() + 1);
    for (QWidget* widget = window->nextInFocusChain(); widget && widget != window; widget = widget->nextInFocusChain())
        if (widget == also || isStop(window, widget))
            grouped[regionOf(regions, widget)] << widget;
    QList<QWidget*> stops;
    for (const QList<QWidget*>& group : std::as_const(grouped))
        stops << group;
    return stops;
}

}  // namespace

QList<QWidget*> TabChain::order(QWidget* window, const QList<QWidget*>& regions)
{
    return ordered(window, regions, nullptr);
}

QWidget* TabChain::step(QWidget* window, const QList<QWidget*>& regions, QWidget* from, bool forward)
{
    if (!from || from->window() != window)
        return nullptr;
    const QList<QWidget*> stops = ordered(window, regions, from);
    const qsizetype at = stops.indexOf(from);
    for (qsizetype i = 1; at >= 0 && i < stops.size(); ++i) {
        QWidget* next = stops.at((at + (forward ? i : stops.size() - i)) % stops.size());
        if (next != from)
            return next;
    }
    return nullptr;
}

}  // namespace dtriage
