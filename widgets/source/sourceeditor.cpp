#include "source/sourceeditor.h"
#include "chrome/theme.h"

#include "chrome/caretinsight.h"
#include "highlight/highlighting.h"
#include "highlight/highlightscheme.h"
#include "source/linenumbergutter.h"

#include <QFontDatabase>
#include <QPainter>
#include <QTextBlock>

namespace dtriage {
namespace {

constexpr int GutterPadding = 6;

struct MarkColours {
    QColor line;
    QColor callBackground;
    QColor callUnderline;
    QColor gutter;
};

MarkColours markColours(const QPalette& palette)
{
    if (isDarkPalette(palette))
        return {QColor(0x45, 0x3a, 0x12), QColor(0x8c, 0x5a, 0x00), QColor(0xff, 0x70, 0x70),
                QColor(0xf0, 0xb8, 0x40)};
    return {QColor(0xff, 0xf4, 0xc8), QColor(0xff, 0xcf, 0x70), QColor(0xd9, 0x30, 0x25),
            QColor(0xb0, 0x70, 0x00)};
}

// Asked of the glyphs, not of QFontInfo::fixedPitch(): fontconfig reports some monospace
// families (Noto Sans Mono) as proportional.
bool isMonospace(const QFont& font)
{
    const QFontMetrics metrics(font);
    return metrics.horizontalAdvance(QLatin1Char('i')) == metrics.horizontalAdvance(QLatin1Char('W'));
}

// The platform's fixed font; some platforms (offscreen, minimal themes) answer with a
// proportional one, so insist on a monospace family then.
QFont monospaceFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (!isMonospace(font)) {
        font.setFamilies({QStringLiteral("monospace")});
        font.setStyleHint(QFont::Monospace);
        font.setFixedPitch(true);
    }
    return font;
}

}  // namespace

SourceEditor::SourceEditor(QWidget* parent) : QPlainTextEdit(parent), m_gutter(new LineNumberGutter(this))
{
    setReadOnly(true);
    // Read-only still lets the user select and copy with mouse and keyboard.
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    CaretInSight::install(this);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(monospaceFont());
    connect(this, &QPlainTextEdit::blockCountChanged, this, &SourceEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceEditor::updateGutter);
    updateGutterWidth();
}

int SourceEditor::gutterWidth() const
{
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    digits = qMax(digits, 3);  // the gutter should not jump between 99 and 100 lines
    return 2 * GutterPadding + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void SourceEditor::updateGutterWidth()
{
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

void SourceEditor::updateGutter(const QRect& rect, int dy)
{
    if (dy)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateGutterWidth();
}

void SourceEditor::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
    if (m_centrePending && isVisible()) {
        centreOnMark();
        return;
    }
    // A smaller view must not leave the marked line cut at its edge.
    if (m_markedLine > 0 && isVisible()) {
        const QRect line = cursorRect(QTextCursor(document()->findBlockByNumber(m_markedLine - 1)));
        if (line.top() < 0 || line.bottom() >= viewport()->height())
            centreOnMark();
    }
}

void SourceEditor::showEvent(QShowEvent* event)
{
    QPlainTextEdit::showEvent(event);
    if (m_centrePending)
        centreOnMark();
}

void SourceEditor::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyHighlighterPalette(document(), palette());
        applyMarkSelections();  // same line and call, colours of the new palette
        m_gutter->update();
    } else if (event->type() == QEvent::FontChange) {
        updateGutterWidth();
    }
}

void SourceEditor::paintGutter(QPaintEvent* event)
{
    QPainter painter(m_gutter);
    const QPalette& pal = palette();
    painter.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    const MarkColours colours = markColours(pal);
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int width = m_gutter->width() - GutterPadding;
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        const int bottom = top + qRound(blockBoundingRect(block).height());
        if (block.isVisible() && bottom >= event->rect().top()) {
            const bool marked = block.blockNumber() + 1 == m_markedLine;
            if (marked)
                painter.fillRect(0, top, m_gutter->width(), bottom - top, colours.line);
            QFont font = painter.font();
            font.setBold(marked);
            painter.setFont(font);
            painter.setPen(marked ? colours.gutter : pal.color(QPalette::PlaceholderText));
            painter.drawText(0, top, width, lineHeight, Qt::AlignRight, QString::number(block.blockNumber() + 1));
        }
        block = block.next();
        top = bottom;
    }
}

bool SourceEditor::markSite(int line, const QString& siteText)
{
    // Checked before `line - 1`: INT_MIN - 1 would overflow.
    const QTextBlock block = line > 0 ? document()->findBlockByNumber(line - 1) : QTextBlock();
    if (!block.isValid()) {
        clearMark();
        return false;
    }
    m_markedLine = line;
    m_callSpan = locateCall(block, siteText);
    applyMarkSelections();
    QTextCursor cursor(block);
    if (m_callSpan.first >= 0)
        cursor.setPosition(m_callSpan.first);
    setTextCursor(cursor);
    centreOnMark();
    m_centrePending = !isVisible();
    m_gutter->update();
    return true;
}

void SourceEditor::clearMark()
{
    m_markedLine = 0;
    m_callSpan = {-1, -1};
    m_centrePending = false;
    setExtraSelections({});
    m_gutter->update();
}

void SourceEditor::centreOnMark()
{
    m_centrePending = false;
    if (m_markedLine > 0)
        centerCursor();
}

// The call as the analysis wrote it may span lines or carry different spacing: look for its
// first line, then for the callee alone ("torch.zeros"), in the marked line.
QPair<int, int> SourceEditor::locateCall(const QTextBlock& block, const QString& siteText) const
{
    const QString line = block.text();
    const QString first = siteText.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (first.isEmpty())
        return {-1, -1};
    qsizetype at = line.indexOf(first);
    qsizetype length = first.size();
    if (at < 0) {
        const QString callee = first.section(QLatin1Char('('), 0, 0).trimmed();
        at = callee.isEmpty() ? -1 : line.indexOf(callee);
        length = at < 0 ? 0 : line.size() - at;  // from the callee to the end of the line
    }
    if (at < 0)
        return {-1, -1};
    return {block.position() + int(at), block.position() + int(at + length)};
}

void SourceEditor::applyMarkSelections()
{
    const QTextBlock block = document()->findBlockByNumber(m_markedLine - 1);
    if (m_markedLine <= 0 || !block.isValid())
        return;
    const MarkColours colours = markColours(palette());
    QList<QTextEdit::ExtraSelection> selections;
    QTextEdit::ExtraSelection line;
    line.format.setBackground(colours.line);
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    line.cursor = QTextCursor(block);
    selections << line;
    if (m_callSpan.first >= 0) {
        QTextEdit::ExtraSelection call;
        call.format.setBackground(colours.callBackground);
        call.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        call.format.setUnderlineColor(colours.callUnderline);
        call.cursor = QTextCursor(document());
        call.cursor.setPosition(m_callSpan.first);
        call.cursor.setPosition(m_callSpan.second, QTextCursor::KeepAnchor);
        selections << call;
    }
    setExtraSelections(selections);
}

}  // namespace dtriage
