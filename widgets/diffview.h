#pragma once
// The diffs of one triage, one tab each ("Loader", "YAML"), read-only and highlighted,
// with the ApprovalBar underneath. Nothing is written without Approve, and Approve only
// unlocks once the whole diff waiting for it has been on screen: its tab was current and
// its vertical scroll bar reached the bottom (or it fit without scrolling). Lines wider
// than the view earn a hint but are not demanded.
#include <QWidget>

#include <array>

class QPlainTextEdit;
class QTabWidget;

namespace dtriage {

class ApprovalBar;
class ElidedLabel;

enum class DiffKind { Loader, Yaml };

class DiffView : public QWidget {
    Q_OBJECT
public:
    explicit DiffView(QWidget* parent = nullptr);

    // Shows `diff` in the tab of `kind`. Awaiting approval: switches to that tab and
    // locks Approve until the whole diff has been shown. An empty diff reads
    // "Nothing to change".
    void setDiff(DiffKind kind, const QString& diff, bool awaitingApproval);
    // One line under the diff of `kind` while its tab is current (how the loader
    // edit was formatted and whether that is pre-commit's pinned black), with
    // `detail` in its tooltip.
    void setCaption(DiffKind kind, const QString& caption, const QString& detail = {});
    QString caption(DiffKind kind) const { return pane(kind).caption; }
    ElidedLabel* captionLabel() const { return m_caption; }
    void setRevertAvailable(bool available);
    void clear();

    bool wholeDiffShown(DiffKind kind) const;
    // Some tab holds a diff (waiting for approval or shown after the decision).
    bool hasDiff() const;
    bool isAwaiting(DiffKind kind) const;
    DiffKind currentKind() const;

    QTabWidget* tabs() const { return m_tabs; }
    ApprovalBar* approvalBar() const { return m_bar; }
    QPlainTextEdit* editor(DiffKind kind) const;

Q_SIGNALS:
    void approveRequested(dtriage::DiffKind kind);
    void rejectRequested(dtriage::DiffKind kind);
    void revertRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Pane {
        QPlainTextEdit* edit = nullptr;
        QString diff;
        bool awaiting = false;
        bool shown = false;  // the whole diff has been on screen since it was set
        QString note;        // what became of it: "Approved", "Nothing to change", …
        QString caption;     // setCaption's line
        QString detail;      // and its tooltip
    };

    QPlainTextEdit* createEditor(DiffKind kind);
    Pane& pane(DiffKind kind) { return m_panes[size_t(kind)]; }
    const Pane& pane(DiffKind kind) const { return m_panes[size_t(kind)]; }
    bool isOnScreenToTheEnd(const Pane& pane) const;
    void checkShown();
    void scheduleCheck();
    void updateBar();
    void updateCaption();
    QString awaitingHint(const Pane& pane) const;
    void decide(bool approved);

    std::array<Pane, 2> m_panes;
    QTabWidget* m_tabs = nullptr;
    ApprovalBar* m_bar = nullptr;
    ElidedLabel* m_caption = nullptr;  // one line: the diff keeps its height at 1366×768
    bool m_checkScheduled = false;
};

}  // namespace dtriage
