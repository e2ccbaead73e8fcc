#include "core/terminaltext.h"

#include <QStringDecoder>

namespace dtriage {
namespace {

QString visible(char32_t c)
{
    switch (c) {
    case U'\n': return QStringLiteral("\\n");
    case U'\r': return QStringLiteral("\\r");
    case U'\t': return QStringLiteral("\\t");
    default: break;
    }
    // C0 as \x1b (what a user recognizes); DEL, C1 and bidi controls as \u0085, an
    // escape JSON reads too: a --json document on the terminal stays a document.
    if (c < 0x20)
        return QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

// Whether `text` has a character replaceControls() would replace: most text has
// none, and is then handed on as it is (a sync's JSON runs to megabytes).
bool needsReplacing(QStringView text, bool keepLines)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!TerminalText::isControl(c.unicode()))
            continue;
        const bool lineEnd = c == u'\n' || c == u'\t' || (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n');
        if (!(keepLines && lineEnd))
            return true;
    }
    return false;
}

QString replaceControls(QStringView text, bool keepLines)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        // Our own lines keep their newlines and tabs, and a CR that ends one (a diff of
        // a file with CRLF line endings); a lone CR would overwrite the line.
        const bool lineEnd = c == u'\n' || c == u'\t' || (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n');
        if (!TerminalText::isControl(c.unicode()) || (keepLines && lineEnd))
            out.append(c);
        else
            out.append(visible(c.unicode()));
    }
    return out;
}

}  // namespace

bool TerminalText::isControl(char32_t c)
{
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069);
}

QString TerminalText::escaped(QStringView text)
{
    return replaceControls(text, false);
}

QString TerminalText::sanitized(QStringView text)
{
    return replaceControls(text, true);
}

QString TerminalText::sanitized(const QString& text)
{
    return needsReplacing(text, true) ? replaceControls(text, true) : text;
}

}  // namespace dtriage
