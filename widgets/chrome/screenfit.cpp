#include "chrome/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace dtriage {
namespace {

// The title bar and borders a window manager adds around the dialog's own size.
constexpr QSize kFrame(16, 48);

}  // namespace

QSize ScreenFit::available(const QWidget* widget)
{
    const QWidget* anchor = widget->parentWidget() ? widget->parentWidget()->window() : widget;
    const QScreen* screen = anchor->screen() ? anchor->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry().size() - kFrame : QSize(1024, 700);
}

void ScreenFit::resize(QWidget* dialog, QSize wanted)
{
    dialog->resize(wanted.boundedTo(available(dialog)));
}

}  // namespace dtriage
