#include "windowlayout.h"
#include "core/logging.h"
#include "session/familysplits.h"

#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTabBar>

namespace dtriage {
namespace {

const QString kGeometry = QStringLiteral("layout/geometry");
const QString kState = QStringLiteral("layout/state");
const QString kSplitter = QStringLiteral("layout/splitter/%1");
const QString kFamilies = QStringLiteral("layout/families");
constexpr int kVersion = 1;  // QMainWindow::saveState's: a layout of other docks is not applied

// The splitters kept as the window's own: named, and not a family's (FamilySplits).
QList<QSplitter*> namedSplitters(QMainWindow* window)
{
    QList<QSplitter*> named;
    for (QSplitter* splitter : window->findChildren<QSplitter*>())
        if (!splitter->objectName().isEmpty() && !splitter->property(FamilySplits::kPerFamily).toBool())
            named << splitter;
    return named;
}

// QMainWindow keeps a spare tab bar for tabified docks off screen, yet in the Tab
// chain: a stop that shows nothing (issue 30). The docks are reached from the View
// menu; their tabs take the mouse only.
void keepOutOfTabChain(QTabBar* tabs)
{
    tabs->setFocusPolicy(Qt::NoFocus);
}

}  // namespace

WindowLayout::WindowLayout(QMainWindow* window, QSplitter* listSplitter, FamilySplits* families,
                           std::function<int()> listWidth)
    : QObject(window), m_window(window), m_listSplitter(listSplitter), m_families(families),
      m_listWidth(std::move(listWidth))
{
    connect(m_listSplitter, &QSplitter::splitterMoved, this, [this] { m_listChosen = true; });
    window->installEventFilter(this);
    for (QTabBar* tabs : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        keepOutOfTabChain(tabs);
}

QSize WindowLayout::defaultSize(const QWidget* window)
{
    const QScreen* shown = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    const QSize available = shown ? shown->availableGeometry().size() : QSize(1600, 1000);
    return available.boundedTo(QSize(1600, 1000));
}

void WindowLayout::captureAndRestore(QSettings& settings)
{
    m_state = m_window->saveState(kVersion);
    for (QSplitter* splitter : namedSplitters(m_window))
        m_splitters.insert(splitter->objectName(), splitter->saveState());
    m_families->restore(settings.value(kFamilies).toMap());
    if (!settings.contains(kState))
        return;
    qCDebug(lcUi).noquote() << "restoring the saved layout from" << settings.fileName();
    m_window->restoreGeometry(settings.value(kGeometry).toByteArray());
    m_window->restoreState(settings.value(kState).toByteArray(), kVersion);
    for (QSplitter* splitter : namedSplitters(m_window))
        if (const QVariant saved = settings.value(kSplitter.arg(splitter->objectName())); saved.isValid())
            splitter->restoreState(saved.toByteArray());
    m_listChosen = true;
}

void WindowLayout::save(QSettings& settings) const
{
    settings.setValue(kGeometry, m_window->saveGeometry());
    settings.setValue(kState, m_window->saveState(kVersion));
    for (QSplitter* splitter : namedSplitters(m_window))
        settings.setValue(kSplitter.arg(splitter->objectName()), splitter->saveState());
    settings.setValue(kFamilies, m_families->saved());
}

void WindowLayout::reset(QSettings& settings)
{
    settings.remove(QStringLiteral("layout"));
    qCDebug(lcUi) << "layout reset to the default";
    m_window->restoreState(m_state, kVersion);
    for (QSplitter* splitter : namedSplitters(m_window))
        if (m_splitters.contains(splitter->objectName()))
            splitter->restoreState(m_splitters.value(splitter->objectName()));
    m_families->clear();
    m_listChosen = false;
    placeList();
}

void WindowLayout::placeList()
{
    if (m_listChosen)
        return;
    const int total = m_listSplitter->width();
    const int list = qMin(m_listWidth() + 8, total * 45 / 100);
    if (total > 0 && m_listSplitter->sizes().value(0) != list)
        m_listSplitter->setSizes({list, total - list});
}

bool WindowLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_window)
        return false;
    if (event->type() == QEvent::Resize) {
        // The window opens small and grows, or moves to another screen.
        placeList();
    } else if (event->type() == QEvent::ChildPolished) {
        if (auto* tabs = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child()))
            keepOutOfTabChain(tabs);
    }
    return false;
}

}  // namespace dtriage
