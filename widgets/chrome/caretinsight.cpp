#include "chrome/caretinsight.h"

#include <QFocusEvent>
#include <QPlainTextEdit>
#include <QScrollBar>

namespace dtriage {

void CaretInSight::install(QPlainTextEdit* edit)
{
    edit->setTextInteractionFlags(edit->textInteractionFlags() | Qt::TextSelectableByKeyboard);
    edit->installEventFilter(new CaretInSight(edit));
}

bool CaretInSight::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::FocusIn)
        return false;
    // Tabbed to, or by a shortcut: a click places the caret itself, and a window
    // coming back keeps what the user had (a selection above all).
    const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
    if (reason != Qt::TabFocusReason && reason != Qt::BacktabFocusReason && reason != Qt::ShortcutFocusReason)
        return false;
    auto* edit = static_cast<QPlainTextEdit*>(watched);
    if (edit->textCursor().hasSelection())
        return false;
    const QRect area = edit->viewport()->rect();
    if (area.contains(edit->cursorRect()) || edit->document()->isEmpty())
        return false;
    // setTextCursor() scrolls to the caret: kept where the user left the view.
    const int vertical = edit->verticalScrollBar()->value();
    const int horizontal = edit->horizontalScrollBar()->value();
    edit->setTextCursor(edit->cursorForPosition(QPoint(0, 0)));
    edit->verticalScrollBar()->setValue(vertical);
    edit->horizontalScrollBar()->setValue(horizontal);
    return false;
}

}  // namespace dtriage
