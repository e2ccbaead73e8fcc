#pragma once
// The CI history's panel (a dock of the window): where the runs come from (Read
// Runs…: folders on disk; Sync…: the last runs of a workflow through gh), the
// table of entries (CiHistoryModel: each arch's strip of marks, the proposal, the
// change, the family), a filter by proposal kind, and what follows from a
// selection: Approve Selected… and Approve All Shown… (one YAML diff to approve),
// Save PR Text…, Show Entry (Enter: the entry in the failure list, where its
// family's triage starts). The buttons say why they are off.
#include "cihistory/cihistory.h"

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace dtriage {

class CiHistoryModel;
class ElidedLabel;

class CiHistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit CiHistoryPanel(QWidget* parent = nullptr);

    void setHistory(CiHistory history);
    const CiHistory& history() const;
    void setSummary(const QString& text);
    // What the reading could not take (a run in progress, a report refused):
    // "N not taken…" beside the summary, the list on a click.
    void setProblems(const QStringList& problems);
    // Busy: reading or syncing; the buttons that start either wait. Syncing: the
    // Sync button cancels the sync instead.
    void setBusy(bool busy, bool syncing = false);
    // Only the entries whose proposal is of `kind`; nullopt: all.
    void showKind(std::optional<HistoryProposal::Kind> kind);
    bool selectEntry(const QString& key);
    // The selected entries with a change to make / every shown one with a change.
    QStringList selectedChanges() const;
    QStringList shownChanges() const;

    CiHistoryModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    ElidedLabel* summaryLabel() const { return m_summary; }
    QComboBox* kindBox() const { return m_kind; }
    QPushButton* readButton() const { return m_read; }
    QPushButton* syncButton() const { return m_sync; }
    QPushButton* approveSelectedButton() const { return m_approveSelected; }
    QPushButton* approveShownButton() const { return m_approveShown; }
    QPushButton* prTextButton() const { return m_prText; }
    QPushButton* problemsButton() const { return m_problems; }

Q_SIGNALS:
    void readRequested();
    void syncRequested();
    void cancelSyncRequested();
    // One edit of the training YAML for the changes of `keys`, shown for approval.
    void approveRequested(const QStringList& keys);
    void prTextRequested(const QStringList& keys);
    void entryActivated(const QString& key);

private:
    void updateButtons();
    QString currentKey() const;
    // The row's key when the failure list has it: a test in no YAML (a proposed new
    // entry) has no row there yet, and Show Entry has nothing to show.
    QString listedKey(const QModelIndex& index) const;

    CiHistoryModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    ElidedLabel* m_summary = nullptr;
    QComboBox* m_kind = nullptr;
    QPushButton* m_read = nullptr;
    QPushButton* m_sync = nullptr;
    QPushButton* m_approveSelected = nullptr;
    QPushButton* m_approveShown = nullptr;
    QPushButton* m_prText = nullptr;
    QPushButton* m_show = nullptr;
    QPushButton* m_problems = nullptr;
    QStringList m_problemList;
    bool m_busy = false;
    bool m_syncing = false;
};

}  // namespace dtriage
