#include "diffview.h"

#include "approvalbar.h"
#include "elidedlabel.h"
#include "highlighting.h"

#include <QEvent>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QShortcut>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace dtriage {

namespace {

constexpr DiffKind kKinds[] = {DiffKind::Loader, DiffKind::Yaml};

}  // namespace

DiffView::DiffView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createEditor(DiffKind::Loader), tr("Loader"));
    m_tabs->addTab(createEditor(DiffKind::Yaml), tr("YAML"));
    layout->addWidget(m_tabs, 1);
    m_caption = new ElidedLabel(this);
    m_caption->setAccessibleName(tr("How the edit was formatted"));
    layout->addWidget(m_caption);
    m_bar = new ApprovalBar(this);
    layout->addWidget(m_bar);

    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        checkShown();
        updateBar();
        updateCaption();
    });
    connect(m_bar, &ApprovalBar::approveClicked, this, [this] { decide(true); });
    connect(m_bar, &ApprovalBar::rejectClicked, this, [this] { decide(false); });
    connect(m_bar, &ApprovalBar::revertClicked, this, &DiffView::revertRequested);

    // Only while the focus is inside the diff view: the window keeps its own keys, and a
    // write must not follow from a key pressed elsewhere. decide() re-checks the lock.
    for (const QKeySequence& keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto* shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] { decide(true); });
    }
    clear();
}

QPlainTextEdit* DiffView::createEditor(DiffKind kind)
{
    auto* edit = new QPlainTextEdit(this);
    edit->setAccessibleName(kind == DiffKind::Loader ? tr("Loader diff") : tr("YAML diff"));
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);  // a diff line is shown as it will be written
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    attachHighlighter(edit->document(), SourceLanguage::Diff);
    edit->installEventFilter(this);
    pane(kind).edit = edit;

    // Whatever moves the view or changes how much fits may complete "shown".
    connect(edit->verticalScrollBar(), &QScrollBar::valueChanged, this, &DiffView::checkShown);
    connect(edit->verticalScrollBar(), &QScrollBar::rangeChanged, this, &DiffView::scheduleCheck);
    connect(edit->horizontalScrollBar(), &QScrollBar::valueChanged, this, &DiffView::updateBar);
    connect(edit->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &DiffView::updateBar);
    return edit;
}

QPlainTextEdit* DiffView::editor(DiffKind kind) const { return pane(kind).edit; }

DiffKind DiffView::currentKind() const
{
    return m_tabs->currentWidget() == pane(DiffKind::Yaml).edit ? DiffKind::Yaml : DiffKind::Loader;
}

bool DiffView::wholeDiffShown(DiffKind kind) const { return pane(kind).shown; }

bool DiffView::isAwaiting(DiffKind kind) const { return pane(kind).awaiting; }

void DiffView::setDiff(DiffKind kind, const QString& diff, bool awaitingApproval)
{
    Pane& p = pane(kind);
    // The same text again (a record update after the decision) keeps the scroll
    // position, the outcome note and, while awaiting, what has been shown already.
    const bool same = diff == p.diff && !p.edit->document()->isEmpty();
    if (!same || diff.isEmpty()) {
        p.diff = diff;
        p.edit->setPlainText(diff);
        p.edit->setPlaceholderText(tr("Nothing to change"));
        p.note = diff.isEmpty() ? tr("Nothing to change") : QString();
        p.shown = diff.isEmpty();
    }
    if (awaitingApproval && !p.awaiting) {
        p.shown = diff.isEmpty();
        p.note.clear();
    }
    p.awaiting = awaitingApproval;
    m_tabs->setTabIcon(m_tabs->indexOf(p.edit),
                       awaitingApproval ? style()->standardIcon(QStyle::SP_MessageBoxQuestion) : QIcon());
    if (awaitingApproval)
        m_tabs->setCurrentWidget(p.edit);
    checkShown();
    scheduleCheck();  // the layout may not have settled yet
    updateBar();
}

void DiffView::setCaption(DiffKind kind, const QString& caption, const QString& detail)
{
    pane(kind).caption = caption;
    pane(kind).detail = detail.isEmpty() ? caption : detail;
    updateCaption();
}

void DiffView::updateCaption()
{
    const Pane& p = pane(currentKind());
    m_caption->setFullText(p.caption);
    m_caption->setToolTip(p.detail);
    m_caption->setVisible(!p.caption.isEmpty());
}

void DiffView::setRevertAvailable(bool available) { m_bar->setRevertAvailable(available); }

bool DiffView::hasDiff() const
{
    for (DiffKind kind : kKinds)
        if (!pane(kind).diff.isEmpty())
            return true;
    return false;
}

void DiffView::clear()
{
    for (DiffKind kind : kKinds) {
        Pane& p = pane(kind);
        p.edit->clear();
        p.edit->setPlaceholderText(tr("No diff yet"));
        p = Pane{p.edit, {}, false, false, {}, {}, {}};
        m_tabs->setTabIcon(m_tabs->indexOf(p.edit), QIcon());
    }
    m_bar->setRevertAvailable(false);
    updateBar();
    updateCaption();
}

bool DiffView::isOnScreenToTheEnd(const Pane& p) const
{
    if (m_tabs->currentWidget() != p.edit || !p.edit->isVisible())
        return false;
    // A view squeezed below one line shows nothing, even if nothing needs scrolling.
    if (p.edit->viewport()->height() < p.edit->fontMetrics().height())
        return false;
    const QScrollBar* bar = p.edit->verticalScrollBar();
    return bar->value() >= bar->maximum();
}

void DiffView::checkShown()
{
    bool changed = false;
    for (DiffKind kind : kKinds) {
        Pane& p = pane(kind);
        if (p.awaiting && !p.shown && isOnScreenToTheEnd(p)) {
            p.shown = true;
            changed = true;
        }
    }
    if (changed)
        updateBar();
}

// Ranges settle after layout and resize; check once the event loop has done those.
void DiffView::scheduleCheck()
{
    if (m_checkScheduled)
        return;
    m_checkScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_checkScheduled = false;
        checkShown();
        updateBar();
    });
}

bool DiffView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Show || event->type() == QEvent::Resize)
        scheduleCheck();
    return QWidget::eventFilter(watched, event);
}

QString DiffView::awaitingHint(const Pane& p) const
{
    if (p.diff.isEmpty())
        return tr("Nothing to change: approving writes nothing");
    if (!p.shown)
        return tr("Scroll to the end of the diff to approve");
    QString hint = tr("Approve (Ctrl+Return) writes exactly this diff.");
    const QScrollBar* horizontal = p.edit->horizontalScrollBar();
    if (horizontal->maximum() > 0 && horizontal->value() < horizontal->maximum())
        hint = tr("Some lines are wider than the view: scroll right to read them in full.") + u' ' + hint;
    return hint;
}

void DiffView::updateBar()
{
    const Pane& p = pane(currentKind());
    m_bar->setAwaiting(p.awaiting);
    m_bar->setApproveEnabled(p.awaiting && p.shown);
    if (p.awaiting) {
        m_bar->setHint(awaitingHint(p));
        return;
    }
    const DiffKind other = currentKind() == DiffKind::Loader ? DiffKind::Yaml : DiffKind::Loader;
    if (pane(other).awaiting)
        m_bar->setHint(tr("The %1 diff waits for your approval").arg(m_tabs->tabText(m_tabs->indexOf(pane(other).edit))));
    else
        m_bar->setHint(p.note);
}

void DiffView::decide(bool approved)
{
    const DiffKind kind = currentKind();
    Pane& p = pane(kind);
    if (!p.awaiting || (approved && !p.shown))
        return;
    p.awaiting = false;
    p.note = approved ? tr("Approved") : tr("Rejected: nothing written");
    m_tabs->setTabIcon(m_tabs->indexOf(p.edit), QIcon());
    updateBar();
    if (approved)
        Q_EMIT approveRequested(kind);
    else
        Q_EMIT rejectRequested(kind);
}

}  // namespace dtriage
