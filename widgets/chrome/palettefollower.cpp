#include "chrome/palettefollower.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QPalette>

namespace dtriage {

PaletteFollower::PaletteFollower(QObject* parent, Apply apply)
    : QObject(parent), m_apply(std::move(apply))
{
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
}

void PaletteFollower::apply(const QPalette& palette) const
{
    m_apply(palette);
}

bool PaletteFollower::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::ApplicationPaletteChange)
        apply(QGuiApplication::palette());
    return QObject::eventFilter(watched, event);
}

}  // namespace dtriage
