#pragma once
// What issue 30 promises of the window at 1366x700 (a 1366x768 laptop less a
// desktop's panels) and 1920x1080, in any font set: the marked line of the source
// with the family's evidence beside it, at least DiffView::kReadableLines lines of
// the waiting diff and Approve, all in sight together. And the font set a layout
// test runs under (tests/fonts, DTRIAGE_FONT_SET), checked to be in effect.
#include "diff/diffview.h"
#include "session/approvalbar.h"
#include "session/sessionpanel.h"
#include "source/sourceview.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>
#include <QHash>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTextBlock>
#include <QTextDocument>

namespace dtriage::testing {

// `widget` wholly inside `top`'s rectangle and not hidden: "" or what is wrong.
inline QString insideOf(QWidget* widget, QWidget* top)
{
    if (!widget->isVisibleTo(top))
        return QStringLiteral("%1 is hidden").arg(QString::fromLatin1(widget->metaObject()->className()));
    const QRect rect(widget->mapTo(top, QPoint(0, 0)), widget->size());
    if (!top->rect().contains(rect))
        return QStringLiteral("%1 at %2,%3 %4x%5 is cut by the %6x%7 window")
            .arg(QString::fromLatin1(widget->metaObject()->className()))
            .arg(rect.x())
            .arg(rect.y())
            .arg(rect.width())
            .arg(rect.height())
            .arg(top->width())
            .arg(top->height());
    return {};
}

// The marked line on screen whole, from its first character on for `columns`
// characters (or to its end).
inline QString markedLineInSight(SourceView* source, int columns = 24)
{
    QPlainTextEdit* editor = source->editor();
    const QTextBlock block = editor->document()->findBlockByNumber(source->markedLine() - 1);
    if (!block.isValid())
        return QStringLiteral("no marked line");
    const QString text = block.text();
    const int first = int(text.size() - QString(text).trimmed().size());
    QTextCursor from(block);
    from.setPosition(block.position() + first);
    QTextCursor to(block);
    to.setPosition(block.position() + qMin(int(text.size()), first + columns));
    const QRect area = editor->viewport()->rect();
    if (!area.contains(editor->cursorRect(from)) || !area.contains(editor->cursorRect(to)))
        return QStringLiteral("the marked line %1 is not in sight (the source's text area is %2x%3)")
            .arg(source->markedLine())
            .arg(area.width())
            .arg(area.height());
    return {};
}

// The panel of a session waiting for a diff's approval, as `top` shows it.
inline QString approvalInSight(SessionPanel* panel, DiffKind kind, QWidget* top)
{
    QPlainTextEdit* diff = panel->diffView()->editor(kind);
    // Whole lines: what the view shows less the document's margin above and below.
    const int margin = int(2 * diff->document()->documentMargin());
    const int lines = (diff->viewport()->height() - margin) / qMax(1, diff->fontMetrics().lineSpacing());
    if (lines < DiffView::kReadableLines)
        return QStringLiteral("the diff shows %1 lines, fewer than %2 (its text %3 px high; the panel %4 px)")
            .arg(lines)
            .arg(DiffView::kReadableLines)
            .arg(diff->viewport()->height())
            .arg(panel->height());
    if (const QString approve = insideOf(panel->diffView()->approvalBar()->approveButton(), top); !approve.isEmpty())
        return approve;
    if (panel->sourceView()->markedLine() > 0)
        if (const QString marked = markedLineInSight(panel->sourceView()); !marked.isEmpty())
            return marked;
    auto* area = panel->findChild<QScrollArea*>(QStringLiteral("familyEvidenceArea"));
    if (!area || area->viewport()->height() < 6 * area->fontMetrics().lineSpacing()
        || area->viewport()->width() < 24 * area->fontMetrics().averageCharWidth())
        return QStringLiteral("the family's evidence has no room beside the source");
    return insideOf(area, top);
}

// "" when DTRIAGE_FONT_SET names no set or the set is in effect; else what the
// application got instead (a missing font, a fontconfig file not read).
inline QString fontSetProblem()
{
    const QByteArray set = qgetenv("DTRIAGE_FONT_SET");
    if (set.isEmpty())
        return {};
    static const QHash<QByteArray, QPair<QString, QString>> families{
        {"dejavu", {QStringLiteral("DejaVu Sans"), QStringLiteral("DejaVu Sans Mono")}},
        {"noto", {QStringLiteral("Noto Sans"), QStringLiteral("Noto Sans Mono")}},
        {"liberation", {QStringLiteral("Liberation Sans"), QStringLiteral("Liberation Mono")}},
    };
    if (!families.contains(set))
        return QStringLiteral("no font set %1").arg(QString::fromLatin1(set));
    const auto [sans, mono] = families.value(set);
    const QString ui = QFontInfo(QGuiApplication::font()).family();
    const QString code = QFontInfo(QFontDatabase::systemFont(QFontDatabase::FixedFont)).family();
    if (ui != sans || code != mono)
        return QStringLiteral("font set %1 is not in effect: the interface has %2, code %3 (FONTCONFIG_FILE=%4)")
            .arg(QString::fromLatin1(set), ui, code, QString::fromLocal8Bit(qgetenv("FONTCONFIG_FILE")));
    return {};
}

}  // namespace dtriage::testing
