#include "chrome/wordelide.h"

namespace dtriage {
namespace {

bool endsAWord(QChar c)
{
    return c.isSpace() || c == u'_' || c == u'/' || c == u'-' || c == u'.' || c == u':' || c == u'·';
}

}  // namespace

QString WordElide::elided(const QFontMetrics& metrics, const QString& text, int width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    // What fits with the ellipsis, cut anywhere: the most a word cut can keep.
    const QString anywhere = metrics.elidedText(text, Qt::ElideRight, width);
    // Qt may end it in "..." or put a joiner before the ellipsis: what it kept of the
    // text is their common start, and less than all of it.
    qsizetype kept = 0;
    while (kept < anywhere.size() && kept < text.size() - 1 && anywhere.at(kept) == text.at(kept))
        ++kept;
    for (qsizetype end = kept; end > 0; --end) {
        if (!endsAWord(text.at(end - 1)) && !endsAWord(text.at(end)))
            continue;
        // Keep a separator that joins ("not_…"), drop a space before the ellipsis.
        const QString head = text.left(end).trimmed();
        if (!head.isEmpty() && metrics.horizontalAdvance(head + ellipsis) <= width)
            return head + ellipsis;
    }
    return anywhere;
}

QString WordElide::keepingTail(const QFontMetrics& metrics, const QString& text, int width, qsizetype tailFrom)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString tail = text.mid(tailFrom);
    const QString ellipsis(QChar(0x2026));
    const int tailWidth = metrics.horizontalAdvance(tail);
    if (tailFrom <= 0 || tailFrom >= text.size() || tailWidth + metrics.horizontalAdvance(ellipsis) > width)
        return metrics.elidedText(text, Qt::ElideLeft, width);
    const QString head = metrics.elidedText(text.left(tailFrom), Qt::ElideRight, width - tailWidth);
    return (head.isEmpty() ? ellipsis : head) + tail;
}

}  // namespace dtriage
