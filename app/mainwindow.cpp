#include "mainwindow.h"

#include "windowci.h"
#include "core/logging.h"

#include "families/families.h"

#include "appinfo.h"

#include "windowlayout.h"
#include "workspace.h"
#include "entrycommands.h"

#include "list/failurefilterproxy.h"
#include "list/failurelistcolumns.h"
#include "list/failuregroupview.h"
#include "list/failurelistpane.h"
#include "session/resumebar.h"
#include "list/failurelistmodel.h"
#include "jobs/jobconsole.h"
#include "dialogs/reportdialog.h"
#include "session/sessionpanel.h"
#include "familyviews/familyevidence.h"
#include "diff/diffview.h"
#include "source/sourceview.h"
#include "dialogs/settingsdialog.h"
#include "surveydock.h"
#include "cihistorydock.h"
#include "chrome/tabchain.h"
#include "chrome/theme.h"
#include "triageruns.h"
#include "run/sessionfolder.h"
#include "session/triagerun.h"
#include "chrome/workbenchstatusbar.h"
#include "families/failurelist.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QGuiApplication>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace dtriage {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("dtype-triage"));
    setObjectName(QStringLiteral("workbench"));
    setAcceptDrops(true);
    QSettings settings;
    m_settings = WorkbenchSettings::load(settings);
    m_runs = new TriageRuns(this);
    m_runs->setSettings(m_settings);
    m_status = new WorkbenchStatusBar(this);
    setStatusBar(m_status);
    buildCentral();
    buildDocks();
    buildActions();
    resize(WindowLayout::defaultSize(this));
    // The job console is for when jobs run: a strip at first, the session the rest;
    // on a laptop's 700 px, a sixth of the height (the diff needs its lines).
    const int line = fontMetrics().height();
    const int least = m_console->minimumSizeHint().height();
    resizeDocks({m_consoleDock}, {qMax(least, qBound(line * 6, height() / 6, line * 9))}, Qt::Vertical);
    m_layout = new WindowLayout(this, m_splitter, m_panel->familySplits(),
                                [this] { return FailureListColumns::neededWidth(m_list->tableView()); });
    m_layout->captureAndRestore(settings);
    showGrouped(settings.value(QStringLiteral("view/groupedList")).toBool());
    m_workspace = new Workspace(this);
    connect(m_workspace, &Workspace::configsLoaded, this, &MainWindow::showConfigs);
    // The Status column follows the files on disk: a written YAML, an edit elsewhere.
    connect(m_workspace, &Workspace::configsChanged, this, &MainWindow::showChangedConfigs);
    connect(m_workspace, &Workspace::preflightDone, this, &MainWindow::showPreflight);
    connect(m_workspace, &Workspace::preflightProgress, this, [this](int done, int total) {
        m_status->setPreflight(tr("Pre-flight: %1 of %2 loaders").arg(done).arg(total));
    });
    connect(m_workspace, &Workspace::pythonFound, this, [this](const PythonCommand& python) { showPython(python); });
    connect(m_workspace, &Workspace::pythonMissing, this,
            [this](const Error& why) { showPython(std::unexpected(why)); });
    connect(m_workspace, &Workspace::unfinishedFound, this, &MainWindow::showUnfinished);
    connect(m_runs, &TriageRuns::sessionStarted, this, &MainWindow::onSessionStarted);
    connect(m_runs, &TriageRuns::markChanged, this, &MainWindow::onMarkChanged);
    connect(m_runs, &TriageRuns::batchProgress, m_status, &WorkbenchStatusBar::setBatchProgress);
    connect(m_status, &WorkbenchStatusBar::cancelBatchRequested, this, &MainWindow::confirmCancelBatch);
}

MainWindow::~MainWindow()
{
    // The panel follows a session the runs own: let go of it before they go.
    m_panel->setSession(nullptr);
    delete m_runs;
}

QWidget* MainWindow::buildFailureList()
{
    m_list = new FailureListPane(this);
    m_banner = new QLabel(m_list);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: palette(alternate-base); "
                                           "border: 1px solid #c0392b; padding: 6px; }"));
    m_banner->hide();
    m_list->addBar(m_banner);
    m_list->addBar(buildResumeBar());
    connect(m_list, &FailureListPane::currentKeyChanged, this, &MainWindow::onCurrentChanged);
    connect(m_list, &FailureListPane::triageRequested, this, [this] { startTriage(); });
    connect(m_list, &FailureListPane::countChanged, this, [this](int shown, int total) {
        m_status->setEntryCount(tr("%1 of %2 entries").arg(shown).arg(total));
    });
    return m_list;
}

QWidget* MainWindow::buildResumeBar()
{
    m_resumeBar = new ResumeBar(this);
    connect(m_resumeBar, &ResumeBar::resumeClicked, this, &MainWindow::resumeUnfinished);
    return m_resumeBar;
}

void MainWindow::findUnfinished()
{
    m_resumeBar->clear();
    m_workspace->findUnfinished(m_checkout->root());
}

void MainWindow::showUnfinished(const QList<RecordFile::Saved>& unfinished)
{
    m_resumeBar->offer(unfinished);
    Q_EMIT unfinishedFound(int(unfinished.size()));
}

int MainWindow::unfinishedCount() const { return int(m_resumeBar->unfinished().size()); }

void MainWindow::resumeUnfinished()
{
    const QList<RecordFile::Saved> unfinished = m_resumeBar->take();
    for (const RecordFile::Saved& saved : unfinished)
        m_runs->resume(saved.path, saved.record.key);
    if (!unfinished.isEmpty())
        selectKey(unfinished.first().record.key);
}

void MainWindow::buildCentral()
{
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("listSessionSplitter"));
    m_splitter->addWidget(buildFailureList());
    m_panel = new SessionPanel(m_splitter);
    m_splitter->addWidget(m_panel);
    // The list keeps the width its columns need (fitList); the session panel
    // takes what a larger window adds.
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({400, 1200});
    setCentralWidget(m_splitter);
    connect(m_panel, &SessionPanel::startRequested, this, [this] { startTriage(); });
    connect(m_panel, &SessionPanel::reportRequested, this, [this] { showReport(); });
}

// Tab reads as the eye does (issue 47 §9): the filter and the list, the code, its
// evidence, the diff and its Approve, the jobs, the other docks, the status bar;
// Start, Report and Cancel last, so Tab and Space from the list stop nothing.
QList<QWidget*> MainWindow::readingOrder() const
{
    QList<QWidget*> regions;
    regions << m_list << m_panel->sourceView() << m_panel->evidence() << m_panel->diffView() << m_console;
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        if (dock != m_consoleDock)
            regions << dock;
    regions << nullptr << m_status << m_panel->startButton() << m_panel->reportButton() << m_panel->cancelButton();
    return regions;
}

// A batch is minutes of work and a click away from its end: asked first (issue 47
// §12), the window kept live meanwhile (the question is window-modal, not exec'd).
void MainWindow::confirmCancelBatch()
{
    const TriageRun* batch = m_runs->batch();
    if (!batch || batch->isFinished())
        return;
    for (QMessageBox* asking : findChildren<QMessageBox*>(QStringLiteral("cancelBatchQuestion")))
        if (asking->isVisible())
            return;  // asked already
    auto* ask = new QMessageBox(QMessageBox::Question, tr("Cancel the batch?"), tr("Cancel the batch?"),
                                QMessageBox::NoButton, this);
    ask->setObjectName(QStringLiteral("cancelBatchQuestion"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setInformativeText(tr("%1 of %2 entries are done. The running triages stop (a loader fix applied and "
                               "not approved is reverted) and the rest are not triaged.")
                                .arg(batch->finishedCount())
                                .arg(batch->total()));
    QPushButton* cancel = ask->addButton(tr("Cancel Batch"), QMessageBox::DestructiveRole);
    ask->setDefaultButton(ask->addButton(tr("Keep Running"), QMessageBox::RejectRole));
    // Answered for this batch only: one that ended meanwhile closes the question.
    const QPointer<const TriageRun> asked = batch;
    connect(ask, &QMessageBox::finished, this, [this, ask, cancel, asked] {
        if (ask->clickedButton() == cancel && asked && m_runs->batch() == asked)
            m_runs->cancelBatch();
    });
    connect(m_runs, &TriageRuns::batchFinished, ask, &QMessageBox::reject);
    ask->open();
}

bool MainWindow::focusNextPrevChild(bool next)
{
    if (QWidget* stop = TabChain::step(this, readingOrder(), QApplication::focusWidget(), next)) {
        stop->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    return QMainWindow::focusNextPrevChild(next);
}

void MainWindow::buildDocks()
{
    m_console = new JobConsole(this);
    m_consoleDock = new QDockWidget(tr("Jobs"), this);
    m_consoleDock->setObjectName(QStringLiteral("jobs"));
    m_consoleDock->setWidget(m_console);
    addDockWidget(Qt::BottomDockWidgetArea, m_consoleDock);
    connect(m_console, &JobConsole::cancelRequested, m_runs, &TriageRuns::cancelJob);
    connect(m_console, &JobConsole::runningCountChanged, m_status, &WorkbenchStatusBar::setRunningJobs);

    m_problems = new QListWidget(this);
    m_problemDock = new QDockWidget(tr("Config problems"), this);
    m_problemDock->setObjectName(QStringLiteral("problems"));
    m_problemDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemDock);
    tabifyDockWidget(m_consoleDock, m_problemDock);
    m_problemDock->hide();
    m_surveyDock = new SurveyDock(m_runs, m_status, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_surveyDock);
    tabifyDockWidget(m_consoleDock, m_surveyDock);
    m_surveyDock->hide();
    connect(m_surveyDock, &SurveyDock::showEntryRequested, this, &MainWindow::selectKey);
    connect(m_surveyDock, &SurveyDock::yamlWritten, this, [this] { m_workspace->loadConfigs(m_checkout->configFiles()); });
    m_ciHistoryDock = new CiHistoryDock(m_status, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_ciHistoryDock);
    tabifyDockWidget(m_consoleDock, m_ciHistoryDock);
    m_ciHistoryDock->hide();
    connect(m_ciHistoryDock, &CiHistoryDock::showEntryRequested, this, &MainWindow::selectKey);
    connect(m_ciHistoryDock, &CiHistoryDock::yamlWritten, this, [this] { m_workspace->loadConfigs(m_checkout->configFiles()); });
    m_consoleDock->raise();
}

bool MainWindow::surveyFailing()
{
    if (!m_checkout || !m_python) {
        m_status->showMessage(tr("A survey needs an open checkout and a Python that imports torch"), 10000);
        return false;
    }
    QStringList keys;
    for (const FailureRow& row : m_list->model()->rows())
        if (row.isFailing())
            keys << row.key;
    if (keys.isEmpty()) {
        m_status->showMessage(tr("No failing training entry to survey"), 10000);
        return false;
    }
    const bool started = m_surveyDock->start(m_checkout->root(), *m_python, keys,
                                             {.jobs = m_settings.jobs,
                                              .timeoutMs = qint64(m_settings.reproTimeoutS) * 1000,
                                              .memoryLimitBytes = m_settings.memoryLimitBytes()});
    if (started)
        raiseToWorkIn(m_surveyDock);
    return started;
}

void MainWindow::raiseToWorkIn(QDockWidget* dock)
{
    dock->show();
    dock->raise();
    // Two fifths of the window, or at least a dozen rows; never shrunk.
    const int wanted = std::max(height() * 2 / 5, fontMetrics().height() * 12);
    if (dock->height() < wanted)
        resizeDocks({dock}, {std::min(wanted, height() / 2)}, Qt::Vertical);
}

void MainWindow::openCheckout(const QString& dir)
{
    // A fresh clone without the loaders submodule still shows its YAML.
    qCInfo(lcUi).noquote() << "opening checkout" << dir;
    auto checkout = Checkout::open(dir, Checkout::Loaders::Optional);
    if (!checkout) {
        const QString message = checkout.error().toString();
        showBanner(tr("Cannot open %1: %2").arg(dir, message));
        Q_EMIT checkoutFailed(message);
        return;
    }
    m_checkout = *checkout;
    m_python.reset();
    m_surveyDock->reset();
    m_ciHistoryDock->setCheckout(m_checkout->root(), m_checkout->trainingConfig());
    m_workspace->cancelPreflight();
    m_bannerLines.clear();
    m_banner->hide();
    blockTriage(m_checkout->hasLoaders() ? QString() : m_checkout->loadersProblem());
    m_ci->forget();  // the old checkout's run goes on on GitHub; its sessions' records keep it
    m_runs->setCheckout(m_checkout->root());
    m_status->setCheckout(tr("Checkout: %1 — loading configs…").arg(m_checkout->root()));
    setWindowTitle(tr("dtype-triage — %1").arg(QFileInfo(m_checkout->root()).fileName()));
    QSettings settings;
    m_settings = WorkbenchSettings::load(settings);  // with what the window stored since (WindowCi)
    m_settings.addRecentCheckout(m_checkout->root());
    m_settings.save(settings);
    rebuildRecentMenu();
    const QStringList paths = m_checkout->configFiles();
    m_workspace->loadConfigs(paths);
    resolvePython();
}

void MainWindow::showConfigs(const ConfigSet& configs)
{
    const QList<FailureRow> rows = FailureList::build(configs);
    m_list->model()->setRows(rows);
    // Empty until a session starts: no width for it before (onMarkChanged).
    m_list->setTriageColumnShown(!m_runs->records().isEmpty() || m_runs->runningSessions() > 0);
    m_runs->setFamilies(FailureList::familiesOf(rows));
    m_problems->clear();
    for (const Error& problem : configs.errors)
        m_problems->addItem(problem.toString());
    m_problemDock->setVisible(!configs.errors.isEmpty());
    m_status->setCheckout(tr("Checkout: %1 — %n config file(s)", nullptr, int(configs.files.size()))
                              .arg(m_checkout->root()));
    fitList();
    if (m_list->proxy()->rowCount() > 0)
        m_list->tableView()->selectRow(0);
    startPreflight();
    findUnfinished();
    Q_EMIT checkoutLoaded();
}

// The same entries (a status or reason written): the rows in place, the selection
// and pre-flight kept. Other entries (a git checkout): loaded as a new set.
void MainWindow::showChangedConfigs(const ConfigSet& configs)
{
    const QList<FailureRow> rows = FailureList::build(configs);
    if (!m_list->model()->hasKeysOf(rows)) {
        showConfigs(configs);
        return;
    }
    m_runs->setFamilies(FailureList::familiesOf(rows));
    m_list->model()->updateRows(rows);
}

void MainWindow::startPreflight()
{
    if (!m_checkout->hasLoaders()) {
        m_status->setPreflight(tr("Pre-flight: no loaders to scan"));
        return;
    }
    m_status->setPreflight(tr("Pre-flight: scanning loaders…"));
    m_preflightSummaries.clear();
    m_workspace->preflight(*m_checkout);
}

void MainWindow::showPreflight(const QString& familyId, const PreflightOutcome& reading)
{
    m_list->model()->setPreflight(familyId, reading);
    showPrediction();  // the shown entry's badge may have just come
    m_preflightSummaries << reading->summary();
    m_status->setPreflight(tr("Pre-flight: %1").arg(m_preflightSummaries.join(QStringLiteral("; "))));
    if (m_preflightSummaries.size() < Families::all().size())
        return;
    // The columns fit the badges once, when every family's are in: each fit may move
    // the list | panel splitter, and the whole panel is laid out and painted again.
    fitList();
    Q_EMIT preflightFinished();
}

void MainWindow::resolvePython()
{
    m_status->setPython(tr("looking for an interpreter with torch…"), true);
    m_workspace->findPython(m_checkout->root(), m_settings.interpreter);
}

void MainWindow::showPython(const Result<PythonCommand>& python)
{
    if (!python) {
        m_status->setPython(python.error().toString(), false);
        showBanner(tr("No Python that can import torch: %1").arg(python.error().toString()));
        Q_EMIT pythonResolved(false);
        return;
    }
    m_status->setPython(python->description, true);
    m_python = *python;
    m_runs->setPython(*python);
    Q_EMIT pythonResolved(true);
}

void MainWindow::showBanner(const QString& message)
{
    if (!m_bannerLines.contains(message))
        m_bannerLines << message;
    m_banner->setText(m_bannerLines.join(u'\n'));
    m_banner->show();
}

void MainWindow::blockTriage(const QString& why)
{
    m_panel->setTriageBlocked(why);
    m_commands->setBlocked(why);
    if (!why.isEmpty())
        showBanner(tr("Only the YAML can be shown: %1").arg(why));
}

QString MainWindow::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

QString MainWindow::currentKey() const { return m_list->currentKey(); }
QTableView* MainWindow::failureView() const { return m_list->tableView(); }
FailureGroupView* MainWindow::groupView() const { return m_list->groupView(); }

FailureFilterProxy* MainWindow::failureProxy() const { return m_list->proxy(); }
FailureListModel* MainWindow::failureModel() const { return m_list->model(); }
QLineEdit* MainWindow::filterEdit() const { return m_list->filterEdit(); }
QComboBox* MainWindow::familyFilter() const { return m_list->familyFilter(); }
QCheckBox* MainWindow::failingToggle() const { return m_list->failingToggle(); }

// The list's columns to their content, and the list pane as wide as they need
// while the session panel keeps at least 55% of the window.
void MainWindow::fitList()
{
    FailureListColumns::fit(m_list->tableView());
    m_layout->placeList();
}

void MainWindow::selectKey(const QString& key) { m_list->selectKey(key); }

void MainWindow::groupByFamily(bool on)
{
    showGrouped(on);
    QSettings().setValue(QStringLiteral("view/groupedList"), on);
}

void MainWindow::showGrouped(bool on)
{
    m_groupAction->setChecked(on);
    m_list->setGrouped(on);
}

void MainWindow::onCurrentChanged()
{
    const QString key = currentKey();
    if (key.isEmpty() || !m_checkout)
        return;
    const auto parsed = TestKey::parse(key);
    const QString loader = parsed ? m_checkout->loaderPath(*parsed) : QString();
    const QString family =
        m_list->tableView()->currentIndex().siblingAtColumn(0).data(FailureListModel::FamilyRole).toString();
    m_panel->showEntry(key, loader, m_checkout->relativePath(loader), family);
    m_panel->setSession(m_runs->session(key));
    showPrediction();
}

bool MainWindow::openInEditor() { return m_commands->openInEditor(); }
QString MainWindow::copyPytestCommand() { return m_commands->copyPytestCommand(); }

void MainWindow::showPrediction()
{
    const QModelIndex current = m_list->tableView()->currentIndex();
    if (!current.isValid())
        return;
    const int row = current.siblingAtColumn(0).data(FailureListModel::RowRole).toInt();
    m_panel->setPrediction(m_list->model()->badge(row));
}

TriageSession* MainWindow::startTriage() { return m_commands->startTriage(); }
bool MainWindow::triageGroup() { return m_commands->triageGroup(); }
bool MainWindow::triageAllGated() { return m_commands->triageAllGated(); }

void MainWindow::onSessionStarted(TriageSession* session)
{
    connect(session, &TriageSession::jobStarted, m_console,
            qOverload<int, const QString&>(&JobConsole::beginJob));
    connect(session, &TriageSession::jobOutput, m_console, &JobConsole::appendLine);
    connect(session, &TriageSession::jobFinished, m_console, &JobConsole::endJob);
    connect(session, &TriageSession::jobCanceled, m_console, &JobConsole::markCanceled);
    if (session->key() == m_panel->key())
        m_panel->setSession(session);
}

void MainWindow::onMarkChanged(const QString& key, const TriageMark& mark)
{
    m_list->model()->setTriageMark(key, mark);
    if (!m_list->triageColumnShown()) {
        m_list->setTriageColumnShown(true);  // the first session of this checkout
        fitList();
    }
    if (key != m_panel->key())
        return;
    // A sibling's entry joined a session's scope: the panel follows that session.
    if (m_panel->session() != m_runs->session(key))
        m_panel->setSession(m_runs->session(key));
}

ReportDialog* MainWindow::showReport()
{
    auto* dialog = new ReportDialog(m_runs->records(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void MainWindow::importJUnit(const QString& path)
{
    m_runs->setImportedJUnit(path);
    m_status->setImportedJUnit(path);
}

void MainWindow::chooseJUnit()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import JUnit results"), checkoutRoot(),
                                                      tr("JUnit XML (*.xml);;All files (*)"));
    if (!path.isEmpty())
        importJUnit(path);
}

TriageSession* MainWindow::importProbe(const QString& path)
{
    const QString key = currentKey();
    if (key.isEmpty()) {
        m_status->showMessage(tr("Select the entry the probe result is of, then import it"), 5000);
        return nullptr;
    }
    m_runs->setImportedProbe(key, path);
    m_status->showMessage(tr("Triaging %1 with the probe result %2").arg(key, path), 5000);
    return startTriage();
}

void MainWindow::chooseProbe()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import a probe result (forward_probe.py's or inputs_probe.py's output, run elsewhere)"), checkoutRoot(),
        tr("Probe output (*.txt *.log);;All files (*)"));
    if (!path.isEmpty())
        importProbe(path);
}

void MainWindow::chooseCheckout()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a tt-xla checkout"), checkoutRoot());
    if (!dir.isEmpty())
        openCheckout(dir);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    for (const QString& dir : std::as_const(m_settings.recentCheckouts))
        m_recentMenu->addAction(dir, this, [this, dir] { openCheckout(dir); });
    m_recentMenu->setEnabled(!m_settings.recentCheckouts.isEmpty());
}

void MainWindow::editSettings()
{
    QSettings settings;
    // What the window changed on its own since (Triage ▸ Verify Through tt-xla's CI) is in QSettings.
    m_settings = WorkbenchSettings::load(settings);
    SettingsDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString interpreter = m_settings.interpreter;
    m_settings = dialog.settings();
    m_settings.save(settings);
    m_runs->setSettings(m_settings);
    applyTheme(m_settings.theme);
    if (m_checkout && interpreter != m_settings.interpreter)
        resolvePython();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile() && QFileInfo(urls.first().toLocalFile()).isDir())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    openCheckout(event->mimeData()->urls().first().toLocalFile());
}

// Closing stops the jobs but cancels no session: each record on disk says where it
// stopped, and opening the checkout again offers to resume it (findUnfinished).
void MainWindow::closeEvent(QCloseEvent* event)
{
    const int running = m_runs->runningSessions();
    if (running > 0
        && QMessageBox::question(this, tr("Triage running"),
                                 tr("%n triage session(s) still running. Quit anyway? Opening this checkout "
                                    "again offers to resume them where they stopped.",
                                    nullptr, running))
               != QMessageBox::Yes) {
        event->ignore();
        return;
    }
    event->accept();
    QSettings settings;
    m_layout->save(settings);
}

void MainWindow::resetLayout()
{
    QSettings settings;
    m_layout->reset(settings);
    fitList();
}

}  // namespace dtriage
