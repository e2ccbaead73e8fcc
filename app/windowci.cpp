#include "windowci.h"

#include "checkout/checkout.h"
#include "ci/cipreparation.h"
#include "ci/forgemodelsref.h"
#include "ci/workflowinputs.h"
#include "dialogs/cidispatchdialog.h"
#include "core/workpool.h"
#include "jobs/jobconsole.h"
#include "session/cisessionrun.h"
#include "triageruns.h"
#include "chrome/workbenchsettings.h"
#include "chrome/workbenchstatusbar.h"

#include <QAction>
#include <QFutureWatcher>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

namespace dtriage {
namespace {

// The workflow's choices, from the checkout's copy; without one, the remembered
// choice alone (the boxes take any other typed in: GitHub checks it).
QStringList choicesOf(const QString& checkoutRoot, const QString& input, const QStringList& fallback)
{
    const auto workflow = WorkflowInputs::read(CiDispatch::workflowPath(checkoutRoot));
    const QStringList options = workflow ? workflow->options(input) : QStringList();
    return options.isEmpty() ? fallback : options;
}

// The tt-forge-models ref last given for the fixes of the same entries (the same
// suggested branch) in this checkout: a dispatch refused because the fixes were not
// pushed yet, or canceled, is sent again without typing it again (issue 30). Safe to
// offer: ForgeModelsRef::check() still refuses a ref that does not hold the fixes
// as the working tree has them. Fixes to push only: without them the dispatch takes
// the pinned submodule commit, never an old branch.
const QString kRefs = QStringLiteral("ci/forgeModelsRefs");

QString refKey(const QString& checkoutRoot, const QString& suggestedBranch)
{
    return checkoutRoot + u'\n' + suggestedBranch;
}

QString rememberedRef(const QString& checkoutRoot, const QString& suggestedBranch)
{
    return QSettings().value(kRefs).toMap().value(refKey(checkoutRoot, suggestedBranch)).toString();
}

void rememberRef(const QString& checkoutRoot, const QString& suggestedBranch, const QString& ref)
{
    QSettings settings;
    QVariantMap refs = settings.value(kRefs).toMap();
    refs.insert(refKey(checkoutRoot, suggestedBranch), ref);
    settings.setValue(kRefs, refs);
}

QList<QPointer<TriageSession>> guarded(const QList<TriageSession*>& sessions)
{
    QList<QPointer<TriageSession>> kept;
    for (TriageSession* session : sessions)
        kept << session;
    return kept;
}

QList<TriageSession*> alive(const QList<QPointer<TriageSession>>& sessions)
{
    QList<TriageSession*> found;
    for (const QPointer<TriageSession>& session : sessions)
        if (session)
            found << session.data();
    return found;
}

}  // namespace

WindowCi::WindowCi(TriageRuns* runs, JobConsole* console, WorkbenchStatusBar* status, QWidget* window)
    : QObject(window), m_runs(runs), m_console(console), m_status(status), m_window(window)
{
    connect(m_runs, &TriageRuns::sessionStarted, this, &WindowCi::watch);
    connect(m_console, &JobConsole::cancelRequested, this, [this](int jobId) {
        if (m_run && jobId == m_jobId)
            cancel();
    });
}

void WindowCi::addActions(QMenu* menu)
{
    QSettings settings;
    m_toggle = menu->addAction(tr("&Verify Through tt-xla's CI"));
    m_toggle->setCheckable(true);
    m_toggle->setChecked(WorkbenchSettings::load(settings).verifyThroughCi);
    m_toggle->setToolTip(tr("Step 6 on TT hardware: sessions wait for a run of tt-xla's \"Run Test Single\" workflow "
                            "instead of running pytest here"));
    connect(m_toggle, &QAction::toggled, this, &WindowCi::setVerifyThroughCi);
    m_runs->setVerifyThroughCi(m_toggle->isChecked());
    m_dispatch = menu->addAction(tr("&Dispatch Waiting Entries to CI…"), this, &WindowCi::openDispatchDialog);
    m_dispatch->setObjectName(QStringLiteral("dispatchToCi"));
    updateActions();
}

void WindowCi::setVerifyThroughCi(bool on)
{
    QSettings settings;
    WorkbenchSettings values = WorkbenchSettings::load(settings);
    values.verifyThroughCi = on;
    values.save(settings);
    m_runs->setVerifyThroughCi(on);
}

QList<TriageSession*> WindowCi::waitingSessions() const
{
    return CiSessionRun::waiting(m_runs->sessions());
}

void WindowCi::watch(TriageSession* session)
{
    connect(session, &TriageSession::stateChanged, this, [this] {
        updateActions();
        // A session resumed onto the run it noted goes on following it.
        QTimer::singleShot(0, this, &WindowCi::pickUpNotedRun);
    });
}

void WindowCi::pickUpNotedRun()
{
    if (m_run || m_preparing)
        return;
    const QList<TriageSession*> waiting = waitingSessions();
    QList<TriageSession*> noted;
    for (TriageSession* session : waiting)
        if (session->record().ci.id > 0)
            noted << session;
    const qint64 id = CiSessionRun::notedRunOf(noted);
    if (id == 0)
        return;
    CiRunConfig config;
    config.runId = id;
    // The repository it runs in, from its page (a batch may have dispatched to another).
    config.repo = CiRunStatus::repoOf(noted.constFirst()->record().ci.url, config.repo);
    start(noted, config);
}

void WindowCi::openDispatchDialog()
{
    const QList<TriageSession*> waiting = waitingSessions();
    if (waiting.isEmpty() || m_run || m_preparing)
        return;
    const auto opened = Checkout::open(m_runs->checkoutRoot(), Checkout::Loaders::Optional);
    if (!opened)
        return;
    const Checkout& checkout = *opened;
    QSettings settings;
    const WorkbenchSettings values = WorkbenchSettings::load(settings);
    CiDispatchChoices choices;
    choices.keys = CiSessionRun::keysOf(waiting);
    const QStringList fixed = CiSessionRun::fixedFilesOf(waiting, checkout);
    if (!fixed.isEmpty())
        choices.pushCommands = CiPreparation::pushCommandsFor(checkout.root(), checkout.loadersRoot(), choices.keys,
                                                              fixed, &choices.suggestedBranch);
    if (!fixed.isEmpty())
        choices.initial.forgeModelsRef = rememberedRef(checkout.root(), choices.suggestedBranch);
    choices.runnerKinds = choicesOf(checkout.root(), QStringLiteral("runs_on"), {values.ciRunsOn});
    choices.groups = choicesOf(checkout.root(), QStringLiteral("parallel_groups"), {QStringLiteral("1")});
    choices.initial.runsOn = values.ciRunsOn;
    choices.initial.parallelGroups = values.ciGroups;
    auto* dialog = new CiDispatchDialog(choices, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("ciDispatchDialog"));
    // What the dialog showed is what is sent: the sessions waiting when it opened.
    connect(dialog, &QDialog::accepted, this, [this, dialog, shown = guarded(waiting)] {
        dispatch(dialog->options(), alive(shown));
    });
    dialog->open();
}

void WindowCi::dispatch(const CiDispatchOptions& options, const QList<TriageSession*>& sessions)
{
    const QList<TriageSession*> waiting = CiSessionRun::waiting(sessions);
    if (waiting.isEmpty() || m_run || m_preparing)
        return;
    {
        QSettings settings;
        WorkbenchSettings values = WorkbenchSettings::load(settings);
        values.ciRunsOn = options.runsOn;
        values.ciGroups = options.parallelGroups;
        values.save(settings);
    }
    const auto checkout = Checkout::open(m_runs->checkoutRoot(), Checkout::Loaders::Optional);
    if (!checkout)
        return;
    const QString root = checkout->root();
    const QString loaders = checkout->loadersRoot();
    const QStringList keys = CiSessionRun::keysOf(waiting);
    const QStringList fixed = CiSessionRun::fixedFilesOf(waiting, *checkout);
    if (!fixed.isEmpty() && !options.forgeModelsRef.isEmpty())
        rememberRef(root, ForgeModelsRef::suggestedBranch(keys), options.forgeModelsRef);
    m_preparing = true;
    updateActions();
    m_status->showMessage(tr("Checking the dispatch (tt-forge-models ref, the workflow's inputs)…"));
    // git ls-remote talks to the network: never on the GUI thread.
    auto* watcher = new QFutureWatcher<CiPreparation>(this);
    connect(watcher, &QFutureWatcher<CiPreparation>::finished, this,
            [this, watcher, generation = m_generation, kept = guarded(waiting), ref = options.forgeModelsRef] {
                watcher->deleteLater();
                if (generation != m_generation)
                    return;  // another checkout since: its sessions are gone
                m_preparing = false;
                const CiPreparation prepared = watcher->result();
                const QList<TriageSession*> still = CiSessionRun::waiting(alive(kept));
                if (!prepared.dispatch) {
                    const QString why = prepared.pushNeeded ? tr("push the approved fixes first, then give their branch")
                                                            : prepared.error;
                    for (TriageSession* session : still)  // a slot of an earlier one may have ended it
                        if (SessionVerification* ci = session->ciWait())
                            ci->noteCiProblem(why, false);  // said where the user looks; nothing sent
                    say(false, why);
                    updateActions();
                    return;
                }
                QStringList notes = prepared.notes;
                if (!prepared.checkedCommit.isEmpty())
                    notes.prepend(tr("tt-forge-models: %1 is commit %2 on the remote; the dispatch names the commit")
                                      .arg(ref, prepared.checkedCommit.left(12)));
                CiRunConfig config;
                config.dispatch = prepared.dispatch;
                start(still, config, notes);
            });
    watcher->setFuture(WorkPool::run([root, loaders, keys, options, fixed] {
        return CiPreparation::prepare(root, loaders, keys, options, fixed);
    }));
}

void WindowCi::forget()
{
    ++m_generation;
    m_preparing = false;
    if (m_run) {
        disconnect(m_run, nullptr, this, nullptr);
        m_console->endJob(m_jobId, tr("stopped following: another checkout was opened (the run goes on on GitHub)"),
                          false);
        m_run->deleteLater();
        m_run = nullptr;
    }
    updateActions();
}

void WindowCi::start(const QList<TriageSession*>& sessions, CiRunConfig config, const QStringList& notes)
{
    const auto downloads = CiPreparation::newDownloadDir();
    if (sessions.isEmpty() || !downloads) {
        say(false, downloads ? tr("No session waits for CI any more.") : downloads.error().toString());
        return;
    }
    config.workingDirectory = m_runs->checkoutRoot();
    config.downloadDir = *downloads;
    {
        QSettings settings;
        config.pollMs = WorkbenchSettings::load(settings).ciPollS * 1000;
    }
    if (config.dispatch)
        config.repo = config.dispatch->options().repo;
    m_run = new CiSessionRun(sessions, config, this);
    m_jobId = m_console->beginJob(config.runId > 0 ? tr("tt-xla CI run %1").arg(config.runId)
                                                   : tr("tt-xla CI (%n key(s))", nullptr,
                                                        int(CiSessionRun::keysOf(sessions).size())));
    for (const QString& note : notes)
        m_console->appendLine(m_jobId, note);
    connect(m_run, &CiSessionRun::logLine, this, [this](const QString& line) { m_console->appendLine(m_jobId, line); });
    connect(m_run, &CiSessionRun::progress, this, [this](const CiRunStatus& run) {
        m_status->showMessage(run.summary());
        if (run.jobs > 0)
            m_console->setProgress(m_jobId, run.jobsDone, run.jobs);
    });
    connect(m_run, &CiSessionRun::finished, this, &WindowCi::onFinished);
    updateActions();
    m_run->start();
}

void WindowCi::onFinished(const CiRunOutcome& outcome)
{
    const int imported = m_run->imported();
    m_run->deleteLater();
    m_run = nullptr;
    m_console->endJob(m_jobId, outcome.ok ? tr("run %1: %n report(s) imported", nullptr, int(outcome.reports.size()))
                                                .arg(outcome.run.id)
                                          : outcome.error,
                      outcome.ok);
    updateActions();
    if (outcome.ok && imported == 0)
        say(false, tr("CI run %1 ended, but no session waits for its reports any more").arg(outcome.run.id));
    else
        say(outcome.ok, outcome.ok ? tr("CI run %1 ended (%2): the YAML plans wait for approval")
                                         .arg(outcome.run.id)
                                         .arg(outcome.run.conclusion)
                                   : outcome.error);
}

void WindowCi::cancel()
{
    if (m_run)
        m_run->cancel();
}

void WindowCi::updateActions()
{
    if (m_dispatch)
        m_dispatch->setEnabled(!m_run && !m_preparing && !waitingSessions().isEmpty());
}

void WindowCi::say(bool ok, const QString& message)
{
    m_status->showMessage(message, ok ? 10000 : 0);
    Q_EMIT finished(ok, message);
}

}  // namespace dtriage
