#include "highlight/pythonhighlighter.h"

#include <QRegularExpression>
#include <QSet>

namespace dtriage {
namespace {

const QSet<QString>& keywords()
{
    static const QSet<QString> words{
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
        "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
        "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
        "return", "try", "while", "with", "yield", "match", "case"};
    return words;
}

const QSet<QString>& builtins()
{
    static const QSet<QString> words{
        "self", "cls", "print", "len", "range", "int", "float", "str", "bool", "list", "dict",
        "tuple", "set", "object", "super", "isinstance", "issubclass", "getattr", "setattr",
        "hasattr", "enumerate", "zip", "map", "filter", "sorted", "min", "max", "sum", "abs",
        "any", "all", "open", "type", "iter", "next", "repr", "round", "staticmethod",
        "classmethod", "property", "Exception", "ValueError", "TypeError", "RuntimeError",
        "KeyError", "NotImplementedError"};
    return words;
}

// The names that decide whether a tensor ends up float32 or bfloat16.
bool isDtypeName(const QString& word)
{
    return word == u"dtype_override" || word == u"dtype";
}

bool isTorchDtype(QStringView member)
{
    static const QRegularExpression dtype(QStringLiteral(
        "^(b?float(16|32|64)?|half|double|complex(64|128)?|u?int(8|16|32|64)?|long|short|bool|"
        "float8_\\w+)$"));
    return dtype.match(member.toString()).hasMatch();
}

bool isIdentifierStart(QChar c) { return c.isLetter() || c == u'_'; }
bool isIdentifierChar(QChar c) { return c.isLetterOrNumber() || c == u'_'; }
bool isQuote(QChar c) { return c == u'"' || c == u'\''; }

// r"", b'', f"", rb"" … : returns where the quote is, or -1 when the word is no prefix.
qsizetype stringPrefixQuote(const QString& text, qsizetype start)
{
    qsizetype i = start;
    while (i < text.size() && i - start < 2 && QStringLiteral("rRbBfFuU").contains(text.at(i)))
        ++i;
    return i < text.size() && isQuote(text.at(i)) ? i : -1;
}

}  // namespace

PythonHighlighter::PythonHighlighter(QTextDocument* document) : BuiltinHighlighter(document) {}

void PythonHighlighter::setFormatSpan(qsizetype start, qsizetype end, const QTextCharFormat& format)
{
    setFormat(int(start), int(end - start), format);
}

void PythonHighlighter::highlightBlock(const QString& text)
{
    setCurrentBlockState(Normal);
    qsizetype i = 0;
    if (previousBlockState() == InTripleDouble)
        i = continueTripleString(text, u'"');
    else if (previousBlockState() == InTripleSingle)
        i = continueTripleString(text, u'\'');
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (c == u'#') {
            setFormatSpan(i, text.size(), scheme().comment);
            return;
        }
        if (isQuote(c))
            i = highlightString(text, i, i);
        else if (isIdentifierStart(c))
            i = stringPrefixQuote(text, i) >= 0 ? highlightString(text, i, stringPrefixQuote(text, i))
                                                 : highlightWord(text, i);
        else if (c.isDigit() || (c == u'.' && i + 1 < text.size() && text.at(i + 1).isDigit()))
            i = highlightNumber(text, i);
        else if (c == u'@' && text.left(i).trimmed().isEmpty())
            i = highlightDecorator(text, i);
        else
            ++i;
    }
}

// The line starts inside a triple-quoted string opened on an earlier line.
qsizetype PythonHighlighter::continueTripleString(const QString& text, QChar quote)
{
    const QString closing(3, quote);
    const qsizetype end = text.indexOf(closing);
    if (end < 0) {
        setFormatSpan(0, text.size(), scheme().string);
        setCurrentBlockState(quote == u'"' ? InTripleDouble : InTripleSingle);
        return text.size();
    }
    setFormatSpan(0, end + 3, scheme().string);
    return end + 3;
}

qsizetype PythonHighlighter::highlightString(const QString& text, qsizetype start, qsizetype quoteAt)
{
    const QChar quote = text.at(quoteAt);
    const QString triple(3, quote);
    if (text.mid(quoteAt, 3) == triple) {
        const qsizetype end = text.indexOf(triple, quoteAt + 3);
        if (end < 0) {
            setFormatSpan(start, text.size(), scheme().string);
            setCurrentBlockState(quote == u'"' ? InTripleDouble : InTripleSingle);
            return text.size();
        }
        setFormatSpan(start, end + 3, scheme().string);
        return end + 3;
    }
    qsizetype i = quoteAt + 1;
    while (i < text.size() && text.at(i) != quote)
        i += text.at(i) == u'\\' ? 2 : 1;
    const qsizetype end = qMin(i + 1, text.size());
    setFormatSpan(start, end, scheme().string);
    return end;
}

qsizetype PythonHighlighter::highlightWord(const QString& text, qsizetype start)
{
    qsizetype end = start;
    while (end < text.size() && isIdentifierChar(text.at(end)))
        ++end;
    const QString word = text.mid(start, end - start);
    // torch.float32 and friends: the whole dotted name is the dtype.
    if (word == u"torch" && end < text.size() && text.at(end) == u'.') {
        qsizetype memberEnd = end + 1;
        while (memberEnd < text.size() && isIdentifierChar(text.at(memberEnd)))
            ++memberEnd;
        if (isTorchDtype(QStringView(text).mid(end + 1, memberEnd - end - 1))) {
            setFormatSpan(start, memberEnd, scheme().dtype);
            return memberEnd;
        }
    }
    if (isDtypeName(word))
        setFormatSpan(start, end, scheme().dtype);
    else if (keywords().contains(word))
        setFormatSpan(start, end, scheme().keyword);
    else if (builtins().contains(word))
        setFormatSpan(start, end, scheme().builtin);
    return end;
}

qsizetype PythonHighlighter::highlightNumber(const QString& text, qsizetype start)
{
    static const QRegularExpression number(QStringLiteral(
        "0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|"
        "(\\d[\\d_]*\\.?[\\d_]*|\\.\\d[\\d_]*)([eE][+-]?\\d+)?[jJ]?"));
    const auto match = number.match(text, start, QRegularExpression::NormalMatch,
                                    QRegularExpression::AnchorAtOffsetMatchOption);
    const qsizetype end = match.hasMatch() ? match.capturedEnd() : start + 1;
    setFormatSpan(start, end, scheme().number);
    return end;
}

qsizetype PythonHighlighter::highlightDecorator(const QString& text, qsizetype start)
{
    qsizetype end = start + 1;
    while (end < text.size() && (isIdentifierChar(text.at(end)) || text.at(end) == u'.'))
        ++end;
    setFormatSpan(start, end, scheme().decorator);
    return end;
}

}  // namespace dtriage
