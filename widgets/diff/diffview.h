#pragma once
// The diffs of one triage, one tab each ("Loader", "YAML"), read-only and highlighted,
// with the ApprovalBar underneath. Nothing is written without Approve, and Approve only
// unlocks once every line of the diff waiting for it has been on screen, whole, in the
// view's current layout: its tab current, the view visible. A new diff, a new font or a
// new size of the view starts the count again (what fit in an earlier layout, or for a
// moment while the window was laid out, is no reading). Lines wider than the view earn
// a hint but are not demanded.
#include <QWidget>

#include <array>

class QPlainTextEdit;
class QResizeEvent;
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
    // Approve of `kind` stays off, whatever was read, while `why` is not empty (a fix
    // resting on a judgement call the person has not settled); the hint says `why`.
    // A new diff (setDiff with other text) lifts it.
    void holdApproval(DiffKind kind, const QString& why);
    QString caption(DiffKind kind) const { return pane(kind).caption; }
    ElidedLabel* captionLabel() const { return m_caption; }
    void setRevertAvailable(bool available);
    // Only `kind`'s tab, and no Revert: a view that shows one approval (the CI
    // history's YAML change) and nothing else (issue 47 §11).
    void showOnly(DiffKind kind);
    void clear();

    bool wholeDiffShown(DiffKind kind) const;
    // The height that shows kReadableLines lines of diff with the tabs, the caption
    // and the approval bar: what a layout must give the view for a diff to be read.
    static constexpr int kReadableLines = 12;
    int readableHeight() const;
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
        QList<bool> seen;    // per line: on screen, whole, in the current layout
        qsizetype seenCount = 0;
        bool shown = false;  // every line seen
        // Laid out anew (a resize, a font, a new text) and not painted since: what a
        // layout shows between its steps is no reading, so nothing counts until then.
        bool settling = true;
        QString note;        // what became of it: "Approved", "Nothing to change", …
        QString held;        // holdApproval's reason
        QString caption;     // setCaption's line
        QString detail;      // and its tooltip
    };

    QPlainTextEdit* createEditor(DiffKind kind);
    Pane& pane(DiffKind kind) { return m_panes[size_t(kind)]; }
    const Pane& pane(DiffKind kind) const { return m_panes[size_t(kind)]; }
    bool isReadable(const Pane& pane) const;
    bool onlyTheScrollBarMoved(QObject* watched, const QResizeEvent* event) const;
    void forgetSeen(Pane& pane);
    bool recordSeen(Pane& pane);
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
