#pragma once
// Keeping the training YAML true to CI in the window (issue "Keep the training YAML
// true to CI"): Triage ▸ CI History… shows this dock. Its panel reads runs already
// on disk (Read Runs…; when it opens, the runs last read or synced for the checkout,
// else the demo's recorded weekly runs beside the demo's copy) or syncs the
// last runs of a workflow through gh (CiSync, progress in the status bar; the Sync
// button cancels it), both in the background; shows every entry's history and proposal
// (CiHistoryPanel); Approve shows one YAML diff of the chosen changes and writes
// it only when approved (YamlApproval), then reads the runs again (their digests:
// at once) against the YAML as written; Save PR Text… writes the pull request's
// text of what was written from here (of what is proposed, before anything is); an entry's row leads to it in the failure list, where its family's triage
// starts.
#include "cihistory/cihistory.h"
#include "cihistory/cisync.h"
#include "cihistory/cisyncqueue.h"

#include "yamlchange/yamlchange.h"

#include <QDockWidget>
#include <QPointer>

class QDialog;

namespace dtriage {

class CiHistoryPanel;
class WorkbenchStatusBar;

class CiHistoryDock : public QDockWidget {
    Q_OBJECT
public:
    CiHistoryDock(WorkbenchStatusBar* status, QWidget* parent = nullptr);
    ~CiHistoryDock() override;

    // Another checkout: a sync stops (what it downloaded is kept), the panel empties.
    void setCheckout(const QString& root, const QString& trainingPath);
    // Reads `runFolders` (RecordedRun::foldersIn's) in the background.
    // What was read is remembered for the checkout: read again when the dock opens.
    void read(const QStringList& runFolders);
    void sync(CiSyncConfig config);
    bool isBusy() const;

    CiHistoryPanel* panel() const { return m_panel; }
    // The pull request's text Save PR Text… writes: of the changes written from here,
    // else of `proposed` (keys of the history shown).
    QString pullRequestText(const QStringList& proposed) const;
    // The approval dialog waiting; null when none.
    QDialog* pendingApproval() const { return m_approval; }

Q_SIGNALS:
    void showEntryRequested(const QString& key);
    void approvalShown(QDialog* dialog);
    void yamlWritten(const QString& path);
    // A read ended: the panel shows its history, or `problem` says why not.
    void historyRead(const QString& problem);

private:
    void chooseRuns();
    void readLastRuns();
    void askSync();
    void onSynced(const CiSyncOutcome& outcome);
    void approve(const QStringList& keys);
    // The approval of `edits` (one per YAML `keys` are in), planned from `before`.
    void showApproval(const QList<YamlChange>& edits, const QStringList& keys, const CiHistory& before);
    void savePrText(const QStringList& keys);
    void cancelSync();
    // `keys` of `before` (the history their diff was made from) were written: the PR text's.
    void rememberWritten(const CiHistory& before, const QStringList& keys);
    void say(const QString& text);
    QString summaryOf(const CiHistory& history) const;

    QPointer<WorkbenchStatusBar> m_status;
    CiHistoryPanel* m_panel = nullptr;
    QPointer<QDialog> m_approval;
    QPointer<CiSyncQueue> m_sync;
    QString m_root;
    QString m_training;
    QString m_repo = CiSyncConfig().repo;  // the PR text links runs of it
    QStringList m_folders;  // the runs shown
    QStringList m_syncNotes;  // what the last sync did not download, and why
    CiHistory m_written;      // the entries written from here, as they were proposed
    QStringList m_writtenKeys;
    int m_generation = 0;   // which checkout a read or a sync belongs to
    int m_reading = 0;      // reads under way
};

}  // namespace dtriage
