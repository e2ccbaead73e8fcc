#include "windowlayout.h"
#include "core/logging.h"

#include <QMainWindow>
#include <QSettings>
#include <QSplitter>

namespace dtriage {
namespace {

const QString kGeometry = QStringLiteral("layout/geometry");
const QString kState = QStringLiteral("layout/state");
const QString kSplitter = QStringLiteral("layout/splitter/%1");
constexpr int kVersion = 1;  // QMainWindow::saveState's: a layout of other docks is not applied

QList<QSplitter*> namedSplitters(QMainWindow* window)
{
    QList<QSplitter*> named;
    for (QSplitter* splitter : window->findChildren<QSplitter*>())
        if (!splitter->objectName().isEmpty())
            named << splitter;
    return named;
}

}  // namespace

void WindowLayout::captureDefaults(QMainWindow* window)
{
    m_state = window->saveState(kVersion);
    for (QSplitter* splitter : namedSplitters(window))
        m_splitters.insert(splitter->objectName(), splitter->saveState());
}

bool WindowLayout::restore(QMainWindow* window, QSettings& settings) const
{
    if (!settings.contains(kState))
        return false;
    qCDebug(lcUi).noquote() << "restoring the saved layout from" << settings.fileName();
    window->restoreGeometry(settings.value(kGeometry).toByteArray());
    window->restoreState(settings.value(kState).toByteArray(), kVersion);
    for (QSplitter* splitter : namedSplitters(window))
        if (const QVariant saved = settings.value(kSplitter.arg(splitter->objectName())); saved.isValid())
            splitter->restoreState(saved.toByteArray());
    return true;
}

void WindowLayout::save(QMainWindow* window, QSettings& settings) const
{
    settings.setValue(kGeometry, window->saveGeometry());
    settings.setValue(kState, window->saveState(kVersion));
    for (QSplitter* splitter : namedSplitters(window))
        settings.setValue(kSplitter.arg(splitter->objectName()), splitter->saveState());
}

void WindowLayout::reset(QMainWindow* window, QSettings& settings) const
{
    settings.remove(QStringLiteral("layout"));
    qCDebug(lcUi) << "layout reset to the default";
    window->restoreState(m_state, kVersion);
    for (QSplitter* splitter : namedSplitters(window))
        if (m_splitters.contains(splitter->objectName()))
            splitter->restoreState(m_splitters.value(splitter->objectName()));
}

}  // namespace dtriage
