#include "session/approvalbar.h"
#include "chrome/elidedlabel.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QStyle>

namespace dtriage {

ApprovalBar::ApprovalBar(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_hint = new ElidedLabel(this);
    layout->addWidget(m_hint, 3);
    m_caption = new ElidedLabel(this);
    m_caption->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_caption->setForegroundRole(QPalette::PlaceholderText);  // secondary: its tooltip has it all
    layout->addWidget(m_caption, 2);

    m_revert = new QPushButton(style()->standardIcon(QStyle::SP_BrowserReload), tr("Revert"), this);
    m_revert->setToolTip(tr("Undo the applied edit: put the file back as it was before"));
    m_reject = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("Reject"), this);
    m_reject->setToolTip(tr("Write nothing"));
    m_approve = new QPushButton(style()->standardIcon(QStyle::SP_DialogApplyButton), tr("Approve"), this);
    m_approve->setToolTip(tr("Write exactly this diff (Ctrl+Return)"));
    // Approving writes files: it must never be what a stray Return press triggers.
    for (QPushButton* button : {m_revert, m_reject, m_approve}) {
        button->setAutoDefault(false);
        layout->addWidget(button);
    }

    connect(m_approve, &QPushButton::clicked, this, &ApprovalBar::approveClicked);
    connect(m_reject, &QPushButton::clicked, this, &ApprovalBar::rejectClicked);
    connect(m_revert, &QPushButton::clicked, this, &ApprovalBar::revertClicked);

    m_revert->setEnabled(false);
    updateButtons();
}

void ApprovalBar::setAwaiting(bool awaiting)
{
    m_awaiting = awaiting;
    updateButtons();
}

void ApprovalBar::setApproveEnabled(bool enabled)
{
    m_approveEnabled = enabled;
    updateButtons();
}

void ApprovalBar::setRevertAvailable(bool available) { m_revert->setEnabled(available); }

void ApprovalBar::setHint(const QString& hint) { m_hint->setFullText(hint); }

void ApprovalBar::updateButtons()
{
    m_reject->setEnabled(m_awaiting);
    m_approve->setEnabled(m_awaiting && m_approveEnabled);
}

}  // namespace dtriage
