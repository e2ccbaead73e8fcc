#include "highlight/yamlhighlighter.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

qsizetype skipSpaces(const QString& text, qsizetype i)
{
    while (i < text.size() && text.at(i).isSpace())
        ++i;
    return i;
}

// A comment starts at '#' at the line start or after whitespace (a '#' inside a word is text).
bool startsComment(const QString& text, qsizetype i)
{
    return text.at(i) == u'#' && (i == 0 || text.at(i - 1).isSpace());
}

bool isPlainWordChar(QChar c)
{
    return !c.isSpace() && c != u',' && c != u'[' && c != u']' && c != u'{' && c != u'}';
}

}  // namespace

YamlHighlighter::YamlHighlighter(QTextDocument* document) : BuiltinHighlighter(document) {}

void YamlHighlighter::highlightBlock(const QString& text)
{
    qsizetype i = skipSpaces(text, 0);
    if (text.mid(i, 3) == u"---" || text.mid(i, 3) == u"...") {
        setFormat(int(i), 3, scheme().listDash);
        i += 3;
    }
    i = highlightDashes(text, i);
    i = highlightKey(text, i);
    highlightValue(text, i);
}

// "- " list items, possibly nested on one line ("- - a").
qsizetype YamlHighlighter::highlightDashes(const QString& text, qsizetype start)
{
    qsizetype i = start;
    while (i < text.size() && text.at(i) == u'-' && (i + 1 == text.size() || text.at(i + 1).isSpace())) {
        setFormat(int(i), 1, scheme().listDash);
        i = skipSpaces(text, i + 1);
    }
    return i;
}

qsizetype YamlHighlighter::highlightKey(const QString& text, qsizetype start)
{
    static const QRegularExpression key(QStringLiteral(
        "(\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^']|'')*'|[^\\s#'\"\\[\\]{},][^#]*?)\\s*:(?=\\s|$)"));
    if (start >= text.size() || startsComment(text, start))
        return start;
    const auto match = key.match(text, start, QRegularExpression::NormalMatch,
                                 QRegularExpression::AnchorAtOffsetMatchOption);
    if (!match.hasMatch())
        return start;
    setFormat(int(start), int(match.capturedLength(1)), scheme().key);
    return match.capturedEnd();
}

void YamlHighlighter::highlightValue(const QString& text, qsizetype start)
{
    qsizetype i = start;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (startsComment(text, i)) {
            setFormat(int(i), int(text.size() - i), scheme().comment);
            return;
        }
        if (c == u'"' || c == u'\'')
            i = highlightQuoted(text, i);
        else if (isPlainWordChar(c))
            i = highlightPlainWord(text, i);
        else
            ++i;
    }
}

qsizetype YamlHighlighter::highlightQuoted(const QString& text, qsizetype start)
{
    const QChar quote = text.at(start);
    qsizetype i = start + 1;
    while (i < text.size()) {
        if (quote == u'"' && text.at(i) == u'\\') {
            i += 2;
            continue;
        }
        if (text.at(i) == quote) {
            // '' is an escaped quote inside a single-quoted scalar.
            if (quote == u'\'' && i + 1 < text.size() && text.at(i + 1) == u'\'') {
                i += 2;
                continue;
            }
            break;
        }
        ++i;
    }
    const qsizetype end = qMin(i + 1, text.size());
    setFormat(int(start), int(end - start), scheme().string);
    return end;
}

qsizetype YamlHighlighter::highlightPlainWord(const QString& text, qsizetype start)
{
    static const QRegularExpression enumLike(QStringLiteral("^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}$"));
    static const QRegularExpression number(QStringLiteral("^[-+]?(\\d[\\d_]*\\.?\\d*([eE][-+]?\\d+)?|\\.inf|\\.nan)$"));
    static const QRegularExpression constant(QStringLiteral("^(true|false|True|False|null|~)$"));
    qsizetype end = start;
    while (end < text.size() && isPlainWordChar(text.at(end)))
        ++end;
    const QString word = text.mid(start, end - start);
    if (enumLike.match(word).hasMatch())
        setFormat(int(start), int(word.size()), scheme().enumValue);
    else if (number.match(word).hasMatch())
        setFormat(int(start), int(word.size()), scheme().number);
    else if (constant.match(word).hasMatch())
        setFormat(int(start), int(word.size()), scheme().keyword);
    return end;
}

}  // namespace dtriage
