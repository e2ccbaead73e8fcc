#include "analysis/pythontokens.h"

#include <array>
#include <string_view>

namespace dtriage {

namespace {

bool isNameStart(unsigned char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

bool isNameChar(unsigned char c)
{
    return isNameStart(c) || (c >= '0' && c <= '9');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// String prefixes Python accepts in front of a quote (any case, any order).
bool isStringPrefix(QByteArrayView name)
{
    if (name.size() > 2)
        return false;
    for (char c : name) {
        const char lower = char(c | 0x20);
        if (lower != 'r' && lower != 'b' && lower != 'u' && lower != 'f')
            return false;
    }
    return true;
}

// Position past the string literal whose opening quote is at `at`.
qsizetype skipString(QByteArrayView s, qsizetype at)
{
    const char quote = s[at];
    const bool triple = at + 2 < s.size() && s[at + 1] == quote && s[at + 2] == quote;
    qsizetype i = at + (triple ? 3 : 1);
    while (i < s.size()) {
        const char c = s[i];
        if (c == '\\') {  // even in raw strings a backslash keeps the quote in
            i += 2;
            continue;
        }
        if (!triple && (c == '\n' || c == '\r'))
            return i;
        if (c == quote) {
            if (!triple)
                return i + 1;
            if (i + 2 < s.size() && s[i + 1] == quote && s[i + 2] == quote)
                return i + 3;
        }
        ++i;
    }
    return s.size();
}

qsizetype skipNumber(QByteArrayView s, qsizetype start)
{
    const bool hex = start + 1 < s.size() && s[start] == '0' && (s[start + 1] | 0x20) == 'x';
    qsizetype i = start;
    while (i < s.size()) {
        const char c = s[i];
        const bool exponentSign
            = (c == '+' || c == '-') && !hex && i > start && (s[i - 1] | 0x20) == 'e';
        if (!isNameChar(uchar(c)) && c != '.' && !exponentSign)
            break;
        ++i;
    }
    return i;
}

qsizetype opLength(QByteArrayView s, qsizetype i)
{
    static constexpr std::array<std::string_view, 5> three{"**=", "//=", ">>=", "<<=", "..."};
    static constexpr std::array<std::string_view, 20> two{"**", "//", "==", "!=", "<=", ">=", "->",
        ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "<<", ">>", "<>"};
    const std::string_view rest(s.data() + i, size_t(s.size() - i));
    for (auto op : three)
        if (rest.starts_with(op))
            return 3;
    for (auto op : two)
        if (rest.starts_with(op))
            return 2;
    return 1;
}

qsizetype newlineLength(QByteArrayView s, qsizetype i)
{
    if (s[i] == '\r')
        return i + 1 < s.size() && s[i + 1] == '\n' ? 2 : 1;
    return s[i] == '\n' ? 1 : 0;
}

struct Scanner {
    QByteArrayView s;
    QList<PythonToken> tokens;
    int depth = 0;

    void add(PythonToken::Kind kind, qsizetype begin, qsizetype end)
    {
        PythonToken token;
        token.kind = kind;
        token.begin = begin;
        token.end = end;
        token.text = s.sliced(begin, end - begin).toByteArray();
        token.depth = depth;
        if (token.isClosing())
            token.depth = depth = qMax(0, depth - 1);
        else if (token.isOpening())
            ++depth;
        tokens.append(token);
    }

    qsizetype one(qsizetype i)
    {
        using K = PythonToken::Kind;
        const char c = s[i];
        if (const qsizetype nl = newlineLength(s, i)) {
            add(K::Newline, i, i + nl);
            return i + nl;
        }
        if (c == '#') {
            qsizetype end = i;
            while (end < s.size() && s[end] != '\n' && s[end] != '\r')
                ++end;
            add(K::Comment, i, end);
            return end;
        }
        if (c == '\\' && i + 1 < s.size() && newlineLength(s, i + 1)) {
            const qsizetype end = i + 1 + newlineLength(s, i + 1);
            add(K::Continuation, i, end);
            return end;
        }
        if (c == '"' || c == '\'') {
            const qsizetype end = skipString(s, i);
            add(K::String, i, end);
            return end;
        }
        if (isNameStart(uchar(c))) {
            qsizetype end = i;
            while (end < s.size() && isNameChar(uchar(s[end])))
                ++end;
            if (end < s.size() && (s[end] == '"' || s[end] == '\'')
                && isStringPrefix(s.sliced(i, end - i))) {
                const qsizetype stringEnd = skipString(s, end);
                add(K::String, i, stringEnd);
                return stringEnd;
            }
            add(K::Name, i, end);
            return end;
        }
        if (isDigit(c) || (c == '.' && i + 1 < s.size() && isDigit(s[i + 1]))) {
            const qsizetype end = skipNumber(s, i);
            add(K::Number, i, end);
            return end;
        }
        const qsizetype end = i + opLength(s, i);
        add(K::Op, i, end);
        return end;
    }
};

}  // namespace

QList<PythonToken> PythonTokens::scan(QByteArrayView source)
{
    Scanner scanner{source, {}, 0};
    scanner.tokens.reserve(source.size() / 6 + 8);  // about one token per word: fewer regrowths
    qsizetype i = 0;
    while (i < source.size()) {
        const char c = source[i];
        if (c == ' ' || c == '\t' || c == '\f') {
            ++i;
            continue;
        }
        i = scanner.one(i);
    }
    return scanner.tokens;
}

int PythonTokens::matchingOpen(const QList<PythonToken>& tokens, int closeIndex)
{
    if (closeIndex < 0 || closeIndex >= tokens.size() || !tokens[closeIndex].isClosing())
        return -1;
    const int depth = tokens[closeIndex].depth;
    for (int i = closeIndex - 1; i >= 0; --i)
        if (tokens[i].depth == depth && tokens[i].isOpening())
            return i;
    return -1;
}

int PythonTokens::matchingClose(const QList<PythonToken>& tokens, int openIndex)
{
    if (openIndex < 0 || openIndex >= tokens.size() || !tokens[openIndex].isOpening())
        return -1;
    const int depth = tokens[openIndex].depth;
    for (int i = openIndex + 1; i < tokens.size(); ++i)
        if (tokens[i].depth == depth && tokens[i].isClosing())
            return i;
    return -1;
}

int PythonTokens::previousSignificant(const QList<PythonToken>& tokens, int index)
{
    for (int i = qMin(index, int(tokens.size())) - 1; i >= 0; --i)
        if (tokens[i].isSignificant())
            return i;
    return -1;
}

int PythonTokens::nextSignificant(const QList<PythonToken>& tokens, int index)
{
    for (int i = qMax(index + 1, 0); i < tokens.size(); ++i)
        if (tokens[i].isSignificant())
            return i;
    return -1;
}

}  // namespace dtriage
