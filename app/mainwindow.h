#pragma once
// The workbench window: the failure list on the left, the chosen entry's session
// in the centre (source, the family's evidence, diffs to approve), the job console at the
// bottom. It shows what the engine produced and asks it to act: configs load
// through QtConcurrent, every run and write goes through a TriageSession.
#include "families/preflightbadge.h"
#include "checkout/checkout.h"
#include "session/recordfile.h"
#include "config/configset.h"
#include "run/pythonenvironment.h"
#include "windowlayout.h"
#include "chrome/workbenchsettings.h"

#include <QMainWindow>

class QAction;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QMessageBox;
class QSplitter;
class QTableView;

namespace dtriage {

class EntryCommands;
class FailureGroupView;
class FailureListPane;
class ResumeBar;
class SurveyDock;
class CiHistoryDock;

class FailureFilterProxy;
class FailureListModel;
class JobConsole;
class ReportDialog;
class SessionPanel;
class TriageRuns;
class Workspace;
class TriageSession;
class WorkbenchStatusBar;
class WindowCi;
struct TriageMark;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens asynchronously; checkoutLoaded() or checkoutFailed() follows.
    void openCheckout(const QString& dir);
    QString checkoutRoot() const { return m_checkout ? m_checkout->root() : QString(); }
    // Results produced elsewhere (a TT machine, CI) stand in for local pytest runs.
    void importJUnit(const QString& path);
    // File ▸ Import Probe Result…: the selected entry is triaged with `path` (a
    // forward probe run elsewhere) standing in for its probe before the fix.
    TriageSession* importProbe(const QString& path);
    // Starts the triage of the selected entry (Enter in the list, "Start triage").
    TriageSession* startTriage();
    // "Triage All <families>": every entry a family's gate takes, not triaged yet.
    bool triageAllGated();
    // Triage ▸ Triage Group: the entries a family takes under the grouped list's
    // current family, flavor or loader row, as one batch.
    bool triageGroup();
    ReportDialog* showReport();
    // Triage ▸ Open Loader in Editor: the current entry's loader at the marked line.
    bool openInEditor();
    // Triage ▸ Copy pytest Command: the verification of the selected entries, to the
    // clipboard; returns it (empty: nothing selected).
    QString copyPytestCommand();
    // Help ▸ About (non-modal: it shows the Python in use and the data folder).
    QMessageBox* showAbout();
    // Triage ▸ Survey Failing Entries: every failing training entry the list
    // shows, surveyed in the background (SurveyDock). False: no checkout or Python
    // yet, or a survey runs.
    bool surveyFailing();
    SurveyDock* surveyDock() const { return m_surveyDock; }
    CiHistoryDock* ciHistoryDock() const { return m_ciHistoryDock; }
    WindowCi* ci() const { return m_ci; }
    // Sessions an earlier window left unfinished on this checkout (found after loading).
    int unfinishedCount() const;
    void resumeUnfinished();
    void selectKey(const QString& key);
    QString currentKey() const;

    FailureListPane* failureList() const { return m_list; }
    QTableView* failureView() const;
    FailureGroupView* groupView() const;
    // View ▸ Group by Family, Flavor and Loader: the list as a tree
    // (FailureGroupView), remembered for the next window.
    void groupByFamily(bool on);
    // View ▸ Reset Layout: docks and splitters as built; the saved layout is forgotten.
    void resetLayout();
    FailureFilterProxy* failureProxy() const;
    FailureListModel* failureModel() const;
    QLineEdit* filterEdit() const;
    // The family filter: all entries, any family's, or one family's.
    QComboBox* familyFilter() const;
    QCheckBox* failingToggle() const;
    QListWidget* problemList() const { return m_problems; }
    SessionPanel* sessionPanel() const { return m_panel; }
    JobConsole* jobConsole() const { return m_console; }
    WorkbenchStatusBar* workbenchStatus() const { return m_status; }
    TriageRuns* runs() const { return m_runs; }
    QString bannerText() const;

Q_SIGNALS:
    void checkoutLoaded();
    void checkoutFailed(const QString& message);
    void preflightFinished();
    void pythonResolved(bool usable);
    void unfinishedFound(int count);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    bool focusNextPrevChild(bool next) override;

private:
    void buildActions();
    QList<QWidget*> readingOrder() const;
    void confirmCancelBatch();
    void buildFileMenu();
    void buildTriageMenu();
    void buildViewMenu();
    void buildCentral();
    QWidget* buildFailureList();
    void buildDocks();
    QWidget* buildResumeBar();
    void findUnfinished();
    void showUnfinished(const QList<RecordFile::Saved>& unfinished);
    void showConfigs(const ConfigSet& configs);
    void showBanner(const QString& message);  // adds a line; openCheckout clears them
    // A bottom dock raised to work in (the survey, the CI history): tall enough for
    // its table, not the job console's strip.
    void raiseToWorkIn(QDockWidget* dock);
    // Without the loaders submodule only the YAML can be shown: triage is off, says why.
    void blockTriage(const QString& why);
    void fitList();
    void showChangedConfigs(const ConfigSet& configs);
    void showGrouped(bool on);  // groupByFamily without remembering it
    void showPrediction();  // the current entry's pre-flight badge to the panel
    void startPreflight();
    void showPreflight(const QString& familyId, const PreflightOutcome& reading);
    void resolvePython();
    void showPython(const Result<PythonCommand>& python);
    void chooseCheckout();
    void chooseJUnit();
    void chooseProbe();
    void editSettings();
    void rebuildRecentMenu();
    void onCurrentChanged();
    void onSessionStarted(TriageSession* session);
    void onMarkChanged(const QString& key, const TriageMark& mark);

    std::optional<Checkout> m_checkout;
    WorkbenchSettings m_settings;
    TriageRuns* m_runs = nullptr;
    FailureListPane* m_list = nullptr;
    QSplitter* m_splitter = nullptr;  // the list | the session panel
    WindowLayout* m_layout = nullptr;
    QAction* m_groupAction = nullptr;
    QStringList m_preflightSummaries;  // every family's so far, for the status bar
    QLabel* m_banner = nullptr;
    SessionPanel* m_panel = nullptr;
    JobConsole* m_console = nullptr;
    WorkbenchStatusBar* m_status = nullptr;
    QListWidget* m_problems = nullptr;
    QDockWidget* m_problemDock = nullptr;
    QDockWidget* m_consoleDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    EntryCommands* m_commands = nullptr;
    QStringList m_bannerLines;
    Workspace* m_workspace = nullptr;  // the open checkout's background work
    ResumeBar* m_resumeBar = nullptr;
    SurveyDock* m_surveyDock = nullptr;
    CiHistoryDock* m_ciHistoryDock = nullptr;
    WindowCi* m_ci = nullptr;
    std::optional<PythonCommand> m_python;  // the one the status bar shows
};

}  // namespace dtriage
