#include "highlight/diffhighlighter.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

// The block state packs the lines still expected in the current hunk: old << 16 | new.
constexpr int CountMask = 0x7fff;

int oldLeftOf(int state) { return state < 0 ? 0 : (state >> 16) & CountMask; }
int newLeftOf(int state) { return state < 0 ? 0 : state & CountMask; }

}  // namespace

DiffHighlighter::DiffHighlighter(QTextDocument* document) : BuiltinHighlighter(document) {}

void DiffHighlighter::highlightBlock(const QString& text)
{
    const int previous = previousBlockState();
    const int oldLeft = oldLeftOf(previous);
    const int newLeft = newLeftOf(previous);
    setCurrentBlockState(-1);
    if (oldLeft > 0 || newLeft > 0)
        highlightInsideHunk(text, oldLeft, newLeft);
    else
        highlightOutsideHunk(text);
}

void DiffHighlighter::setHunkState(int oldLeft, int newLeft)
{
    if (oldLeft > 0 || newLeft > 0)
        setCurrentBlockState((qMin(oldLeft, CountMask) << 16) | qMin(newLeft, CountMask));
}

void DiffHighlighter::highlightOutsideHunk(const QString& text)
{
    static const QRegularExpression hunk(
        QStringLiteral("^@@ -\\d+(?:,(\\d+))? \\+\\d+(?:,(\\d+))? @@"));
    const int length = int(text.size());
    if (const auto match = hunk.match(text); match.hasMatch()) {
        setFormat(0, length, scheme().diffHunk);
        // A missing count means one line.
        const int oldCount = match.capturedLength(1) > 0 ? match.captured(1).toInt() : 1;
        const int newCount = match.capturedLength(2) > 0 ? match.captured(2).toInt() : 1;
        setHunkState(oldCount, newCount);
    } else if (text.startsWith(u"--- ") || text.startsWith(u"+++ ") || text.startsWith(u"diff ")
               || text.startsWith(u"index ")) {
        setFormat(0, length, scheme().diffHeader);
    } else if (text.startsWith(u'+')) {  // diffs without hunk headers, pasted fragments
        setFormat(0, length, scheme().diffAdded);
    } else if (text.startsWith(u'-')) {
        setFormat(0, length, scheme().diffRemoved);
    } else if (text.startsWith(u'\\')) {  // "\ No newline at end of file" after a hunk's last line
        setFormat(0, length, scheme().comment);
    }
}

void DiffHighlighter::highlightInsideHunk(const QString& text, int oldLeft, int newLeft)
{
    const int length = int(text.size());
    if (text.startsWith(u'+')) {
        setFormat(0, length, scheme().diffAdded);
        --newLeft;
    } else if (text.startsWith(u'-')) {
        setFormat(0, length, scheme().diffRemoved);
        --oldLeft;
    } else if (text.startsWith(u'\\')) {  // "\ No newline at end of file"
        setFormat(0, length, scheme().comment);
    } else {
        --oldLeft;
        --newLeft;
    }
    setHunkState(qMax(oldLeft, 0), qMax(newLeft, 0));
}

}  // namespace dtriage
