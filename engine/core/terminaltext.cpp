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
    if (c < 0x100)
        return QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

QString replaceControls(QStringView text, bool keepLines)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!TerminalText::isControl(c.unicode()) || (keepLines && (c == u'\n' || c == u'\t')))
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

}  // namespace dtriage
