// MainWindow's menus: File, Triage (the entry commands, tt-xla's CI, the survey,
// the report), View and Help. The menus' actions are the window's and its parts'.
#include "mainwindow.h"

#include "appinfo.h"
#include "entrycommands.h"
#include "list/failurelistpane.h"
#include "surveydock.h"
#include "cihistorydock.h"
#include "windowci.h"

#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>

namespace dtriage {

void MainWindow::buildActions()
{
    buildFileMenu();
    buildTriageMenu();
    buildViewMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About dtype-triage"), this, [this] { showAbout(); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

QMessageBox* MainWindow::showAbout()
{
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About dtype-triage"),
                                AppInfo::aboutText(m_python ? m_python->description : QString()), QMessageBox::Close,
                                this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->open();
    return box;
}

void MainWindow::buildFileMenu()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open Checkout…"), QKeySequence::Open, this, &MainWindow::chooseCheckout);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recent"));
    rebuildRecentMenu();
    file->addAction(tr("&Import JUnit…"), QKeySequence(tr("Ctrl+I")), this, &MainWindow::chooseJUnit);
    file->addAction(tr("Import &Probe Result…"), QKeySequence(tr("Ctrl+Shift+I")), this, &MainWindow::chooseProbe);
    file->addSeparator();
    file->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::editSettings);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::buildTriageMenu()
{
    QMenu* triage = menuBar()->addMenu(tr("&Triage"));
    m_commands = new EntryCommands({m_list, m_runs, m_panel, m_status,
                                    [this]() -> const Checkout* { return m_checkout ? &*m_checkout : nullptr; }},
                                   this);
    m_commands->addActions(triage);
    triage->addSeparator();
    m_ci = new WindowCi(m_runs, m_console, m_status, this);
    m_ci->addActions(triage);
    triage->addSeparator();
    triage->addAction(tr("Sur&vey Failing Entries…"), QKeySequence(tr("Ctrl+Shift+U")), this,
                      [this] { surveyFailing(); });
    triage->addAction(tr("&CI History…"), QKeySequence(tr("Ctrl+Shift+H")), this,
                      [this] { raiseToWorkIn(m_ciHistoryDock); });
    triage->addAction(tr("&Report…"), QKeySequence(tr("Ctrl+R")), this, [this] { showReport(); });
}

void MainWindow::buildViewMenu()
{
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Find"), QKeySequence::Find, this, [this] {
        m_list->filterEdit()->setFocus();
        m_list->filterEdit()->selectAll();
    });
    // j/k as in a pager, Alt+Up/Down from anywhere. A line edit with focus keeps
    // its letters: it claims printable keys before shortcuts see them.
    QAction* next = view->addAction(tr("&Next Entry"), this, [this] { m_list->moveSelection(1); });
    next->setShortcuts({QKeySequence(Qt::Key_J), QKeySequence(Qt::ALT | Qt::Key_Down)});
    QAction* previous = view->addAction(tr("&Previous Entry"), this, [this] { m_list->moveSelection(-1); });
    previous->setShortcuts({QKeySequence(Qt::Key_K), QKeySequence(Qt::ALT | Qt::Key_Up)});
    m_groupAction = view->addAction(tr("&Group by Family, Flavor and Loader"), QKeySequence(tr("Ctrl+G")), this,
                                    [this](bool on) { groupByFamily(on); });
    m_groupAction->setCheckable(true);
    view->addSeparator();
    view->addAction(m_consoleDock->toggleViewAction());
    view->addAction(m_problemDock->toggleViewAction());
    view->addAction(m_surveyDock->toggleViewAction());
    view->addAction(m_ciHistoryDock->toggleViewAction());
    view->addSeparator();
    view->addAction(tr("&Reset Layout"), this, [this] { resetLayout(); });
}

}  // namespace dtriage
