#pragma once
// The window's side of verifying through tt-xla's CI (docs/triage.md §2). With
// Triage ▸ Verify Through tt-xla's CI on, sessions wait at step 6 for CI; Triage ▸
// Dispatch Waiting Entries to CI… shows what one run would verify (CiDispatchDialog:
// runners, groups, the tt-forge-models ref, the push commands, the exact gh
// command); on Dispatch the ref and the workflow are checked off the GUI thread
// (CiPreparation) and the run goes, a job in the console (cancel there) with its
// progress in the status bar. A session resumed onto a run it noted (a closed
// window) is picked up at once, nothing dispatched again. A failure is said and
// the sessions keep waiting. The runners and groups chosen are remembered.
#include "ci/cidispatch.h"
#include "ci/cirun.h"
#include "session/cisessionrun.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace dtriage {

class JobConsole;
class TriageRuns;
class TriageSession;
class WorkbenchStatusBar;

class WindowCi : public QObject {
    Q_OBJECT
public:
    WindowCi(TriageRuns* runs, JobConsole* console, WorkbenchStatusBar* status, QWidget* window);

    // The two actions, added to the Triage menu.
    void addActions(QMenu* menu);
    QAction* toggleAction() const { return m_toggle; }
    QAction* dispatchAction() const { return m_dispatch; }

    QList<TriageSession*> waitingSessions() const;
    bool isRunning() const { return m_run; }
    int jobId() const { return m_jobId; }  // the console's job of the current (or last) run
    // Opens the dialog for the waiting sessions; modal, from the event loop.
    void openDispatchDialog();
    // Checks and dispatches for `sessions` (the dialog's: those waiting when it opened).
    void dispatch(const CiDispatchOptions& options, const QList<TriageSession*>& sessions);
    void cancel();
    // Another checkout: stop following (the run goes on on GitHub; the sessions'
    // records keep it for their resume) and drop a preparation under way.
    void forget();

Q_SIGNALS:
    // The preparation failed (ref, workflow), or the run ended: ok or why not.
    void finished(bool ok, const QString& message);

private:
    void setVerifyThroughCi(bool on);
    void watch(TriageSession* session);
    void pickUpNotedRun();
    void start(const QList<TriageSession*>& sessions, CiRunConfig config, const QStringList& notes = {});
    void onFinished(const CiRunOutcome& outcome);
    void updateActions();
    void say(bool ok, const QString& message);

    TriageRuns* m_runs;
    JobConsole* m_console;
    WorkbenchStatusBar* m_status;
    QWidget* m_window;
    QAction* m_toggle = nullptr;
    QAction* m_dispatch = nullptr;
    QPointer<CiSessionRun> m_run;
    bool m_preparing = false;
    quint64 m_generation = 0;  // a preparation of an older checkout is dropped
    int m_jobId = -1;
};

}  // namespace dtriage
