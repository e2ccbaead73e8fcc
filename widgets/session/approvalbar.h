#pragma once
// The row under a diff that turns a preview into a write: Approve, Reject, Revert and
// a hint saying what is needed before Approve unlocks. It only shows state and reports
// clicks; DiffView decides when approving is allowed.
#include <QWidget>

class QPushButton;

namespace dtriage {

class ElidedLabel;

class ApprovalBar : public QWidget {
    Q_OBJECT
public:
    explicit ApprovalBar(QWidget* parent = nullptr);

    // A diff waits for a decision: Reject is available, Approve once also enabled.
    void setAwaiting(bool awaiting);
    void setApproveEnabled(bool enabled);
    // An applied edit can be undone (the original bytes are kept until the session ends).
    void setRevertAvailable(bool available);
    void setHint(const QString& hint);

    bool isAwaiting() const { return m_awaiting; }
    QPushButton* approveButton() const { return m_approve; }
    QPushButton* rejectButton() const { return m_reject; }
    QPushButton* revertButton() const { return m_revert; }
    // One line, elided, the whole hint in its tooltip: a long hint must not take the
    // diff's height (at 1366×700 it grew to 5–8 lines when it wrapped).
    ElidedLabel* hintLabel() const { return m_hint; }
    // A line about the diff (how it was formatted), right of the hint; its owner sets it.
    ElidedLabel* captionLabel() const { return m_caption; }

Q_SIGNALS:
    void approveClicked();
    void rejectClicked();
    void revertClicked();

private:
    void updateButtons();

    ElidedLabel* m_hint = nullptr;
    ElidedLabel* m_caption = nullptr;
    QPushButton* m_approve = nullptr;
    QPushButton* m_reject = nullptr;
    QPushButton* m_revert = nullptr;
    bool m_awaiting = false;
    bool m_approveEnabled = false;
};

}  // namespace dtriage
