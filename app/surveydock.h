#pragma once
// The survey in the window (issue 17): Triage ▸ Survey Failing Entries starts a
// BacklogSurvey of the open checkout; this dock shows it as it comes in
// (SurveyPanel), the status bar its progress and the time left, with Cancel.
// From the panel: Triage Group starts the family's batch (TriageRuns) over the
// selected entries its triage takes; Record Observed Reasons shows one diff of
// the training YAML and writes it only when approved; Save Survey Report.
#include "backlogsurvey.h"
#include "yamlchange/yamlchange.h"

#include <QDockWidget>
#include <QPointer>

#include <QDialog>

namespace dtriage {

class SurveyPanel;
class TriageRuns;
class WorkbenchStatusBar;

class SurveyDock : public QDockWidget {
    Q_OBJECT
public:
    SurveyDock(TriageRuns* runs, WorkbenchStatusBar* status, QWidget* parent = nullptr);
    ~SurveyDock() override;

    // Surveys the training entries `keys` of `root`.
    bool start(const QString& root, const PythonCommand& python, const QStringList& keys, BacklogSurveyConfig config);
    // Another checkout: a running survey stops (its results are kept), the panel empties.
    void reset();
    BacklogSurvey* survey() const { return m_survey; }
    SurveyPanel* panel() const { return m_panel; }
    // The Record Observed Reasons dialog waiting for approval; null when none.
    QDialog* pendingApproval() const { return m_approval; }

Q_SIGNALS:
    void showEntryRequested(const QString& key);
    // Record Observed Reasons planned its diff: the dialog waits for approval.
    void approvalShown(QDialog* dialog);
    // An approved reason edit was written: the window reloads the configs.
    void yamlWritten(const QString& path);

private:
    void showProgress(const SurveyProgress& progress);
    void onFinished(bool complete, const QString& problem);
    void triage(const QList<SurveyRun::Surveyed>& results);
    void record(const QList<SurveyRun::Surveyed>& results);
    void approve(const YamlChange& edit, const QHash<QString, QString>& reasons);
    void saveReport();
    void say(const QString& text);

    TriageRuns* m_runs = nullptr;
    QPointer<WorkbenchStatusBar> m_status;
    BacklogSurvey* m_survey = nullptr;
    SurveyPanel* m_panel = nullptr;
    QPointer<QDialog> m_approval;
    QString m_root;
    bool m_refreshQueued = false;
    int m_generation = 0;  // which survey (checkout) a refresh or a continuation belongs to
};

}  // namespace dtriage
