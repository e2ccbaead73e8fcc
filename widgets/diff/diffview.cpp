#include "diff/diffview.h"

#include "session/approvalbar.h"
#include "chrome/caretinsight.h"
#include "chrome/elidedlabel.h"
#include "highlight/highlighting.h"

#include <QEvent>
#include <QResizeEvent>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
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
    m_bar = new ApprovalBar(this);
    layout->addWidget(m_bar);
    // In the approval bar's row, beside the hint: the line costs the diff no height.
    m_caption = m_bar->captionLabel();
    m_caption->setAccessibleName(tr("How the edit was formatted"));

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
    edit->setTextInteractionFlags(Qt::TextSelectableByMouse);
    CaretInSight::install(edit);  // scrolled through to be approved: its caret stays behind
    attachHighlighter(edit->document(), SourceLanguage::Diff);
    edit->installEventFilter(this);
    edit->viewport()->installEventFilter(this);  // a scroll bar coming or going resizes only the text area
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

int DiffView::readableHeight() const
{
    const QPlainTextEdit* edit = pane(currentKind()).edit;
    // Whole lines, with the document's margin above and below them, and a few pixels a
    // splitter's rounding may take.
    const int text = edit->fontMetrics().lineSpacing() * kReadableLines + int(2 * edit->document()->documentMargin()) + 6;
    // What the tabs, frames, scroll bar, caption and approval bar take, as laid out
    // now; before the first layout, their size hints.
    if (isVisible() && edit->viewport()->height() > 0)
        return text + height() - edit->viewport()->height();
    return text + 2 * edit->frameWidth() + edit->horizontalScrollBar()->sizeHint().height()
           + m_tabs->tabBar()->sizeHint().height() + m_bar->sizeHint().height() + layout()->spacing() + 8;
}

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
        p.held.clear();
        forgetSeen(p);
    }
    if (awaitingApproval && !p.awaiting) {
        forgetSeen(p);
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

void DiffView::showOnly(DiffKind kind)
{
    for (DiffKind other : kKinds)
        m_tabs->setTabVisible(m_tabs->indexOf(pane(other).edit), other == kind);
    m_tabs->setCurrentWidget(pane(kind).edit);
    m_tabs->tabBar()->setVisible(false);  // one tab: its name is the dialog's title
    m_bar->revertButton()->setVisible(false);
}

void DiffView::holdApproval(DiffKind kind, const QString& why)
{
    pane(kind).held = why;
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
    // Always there, empty or not: switching tabs must not change the diff's height
    // (a new layout would ask for every line to be shown again).
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
        QPlainTextEdit* const edit = p.edit;
        p = Pane{};
        p.edit = edit;
        m_tabs->setTabIcon(m_tabs->indexOf(p.edit), QIcon());
    }
    m_bar->setRevertAvailable(false);
    updateBar();
    updateCaption();
}

bool DiffView::isReadable(const Pane& p) const
{
    return m_tabs->currentWidget() == p.edit && p.edit->isVisible() && !p.edit->visibleRegion().isEmpty();
}

void DiffView::forgetSeen(Pane& p)
{
    // The empty block after a final newline is no line of the diff.
    const int lines = p.edit->document()->blockCount() - (p.diff.endsWith(u'\n') ? 1 : 0);
    p.seen.fill(false, p.diff.isEmpty() ? 0 : lines);
    p.seenCount = 0;
    p.shown = p.diff.isEmpty();
    p.settling = true;
    // Counting waits for the next paint of the new layout: ask for one, or a view
    // whose layout changed without a repaint (a busy machine coalescing it) would
    // wait for nothing.
    p.edit->viewport()->update();
}

// Marks the lines on screen now, whole (a line cut by the view's edge is not read);
// true when that completed the diff.
bool DiffView::recordSeen(Pane& p)
{
    if (!p.awaiting || p.shown || p.settling || !isReadable(p))
        return false;
    const int bottom = p.edit->viewport()->height();
    for (QTextBlock block = p.edit->cursorForPosition(QPoint(0, 0)).block(); block.isValid(); block = block.next()) {
        const QRect line = p.edit->cursorRect(QTextCursor(block));
        if (line.top() >= bottom)
            break;
        const int number = block.blockNumber();
        if (line.top() >= 0 && line.bottom() < bottom && number < p.seen.size() && !p.seen[number]) {
            p.seen[number] = true;
            ++p.seenCount;
        }
    }
    p.shown = p.seenCount == p.seen.size();
    return p.shown;
}

void DiffView::checkShown()
{
    for (DiffKind kind : kKinds)
        recordSeen(pane(kind));
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

// The horizontal scroll bar came or went (a wide line came into view: the editor
// measures lines as they are shown): the lines are where they were, the reading stays.
bool DiffView::onlyTheScrollBarMoved(QObject* watched, const QResizeEvent* event) const
{
    for (DiffKind kind : kKinds) {
        const QPlainTextEdit* edit = pane(kind).edit;
        if (edit && watched == edit->viewport() && event->size().width() == event->oldSize().width()
            && qAbs(event->size().height() - event->oldSize().height()) == edit->horizontalScrollBar()->height())
            return true;
    }
    return false;
}

bool DiffView::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    for (DiffKind kind : kKinds) {
        Pane& p = pane(kind);
        if (!p.edit || (watched != p.edit && watched != p.edit->viewport()))
            continue;  // (the second editor is still being made)
        if (type == QEvent::Paint && watched == p.edit->viewport()) {
            // What is painted is on screen: the layout has settled; count from here. Every
            // paint counts too: QPlainTextEdit scrolls for the keyboard (Ctrl+End, arrows,
            // PgDn) with its scroll bar's signals blocked, so only the paint tells.
            p.settling = false;
            scheduleCheck();
        } else if (type == QEvent::Resize && onlyTheScrollBarMoved(watched, static_cast<QResizeEvent*>(event))) {
            p.settling = true;  // the lines read stay read; the next count waits for the paint
            p.edit->viewport()->update();
        } else if ((type == QEvent::Resize || type == QEvent::FontChange) && p.awaiting && !p.diff.isEmpty()) {
            // Another layout: what was read in the earlier one counts no more.
            forgetSeen(p);
            updateBar();  // Approve goes off now, not at the next check
        }
    }
    if (type == QEvent::Show || type == QEvent::Resize || type == QEvent::FontChange)
        scheduleCheck();
    return QWidget::eventFilter(watched, event);
}

QString DiffView::awaitingHint(const Pane& p) const
{
    if (p.diff.isEmpty())
        return tr("Nothing to change: approving writes nothing");
    if (!p.shown)
        // The count first: an elided hint still says how far the reading got (issue 47 §10).
        return tr("%1 of %2 lines shown: scroll through the diff to approve").arg(p.seenCount).arg(p.seen.size());
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
    m_bar->setApproveEnabled(p.awaiting && p.shown && p.held.isEmpty());
    if (p.awaiting && !p.held.isEmpty()) {
        m_bar->setHint(p.held);
        return;
    }
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
    if (!p.awaiting || (approved && (!p.shown || !p.held.isEmpty())))
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
