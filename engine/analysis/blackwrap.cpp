#include "analysis/blackwrap.h"

#include "analysis/pythontokens.h"

#include <optional>

namespace dtriage {

namespace {

int widthOf(QByteArrayView text)
{
    return int(QString::fromUtf8(text).size());
}

// ------------------------------------------------------------ built-in wrapper

// The statement as one logical line, spaced the way black spaces joined lines;
// nullopt when a comment sits inside it (only a trailing one can be carried).
struct Flat {
    QByteArray text;
    QByteArray comment;  // a trailing "# ..." or empty
};

std::optional<Flat> flatten(const QByteArray& statement)
{
    const QList<PythonToken> t = PythonTokens::scan(statement);
    Flat flat;
    int previous = -1;
    for (int i = 0; i < t.size(); ++i) {
        if (t[i].kind == PythonToken::Kind::Comment) {
            if (PythonTokens::nextSignificant(t, i) >= 0 || !flat.comment.isEmpty())
                return std::nullopt;
            flat.comment = t[i].text;
            continue;
        }
        if (!t[i].isSignificant())
            continue;
        if (previous >= 0) {
            const QByteArray gap = statement.mid(t[previous].end, t[i].begin - t[previous].end);
            if (!gap.contains('\n') && !gap.contains('\r'))
                flat.text += gap;
            else if (!t[previous].isOpening() && !t[i].isClosing() && !t[i].is(","))
                flat.text += ' ';
        }
        flat.text += t[i].text;
        previous = i;
    }
    return flat;
}

// A one-tuple "(x,)" keeps its comma without exploding; any other bracket whose
// last item is followed by a comma is exploded one item per line by black.
bool isMagicComma(const QList<PythonToken>& t, int close)
{
    const int last = PythonTokens::previousSignificant(t, close);
    const int open = PythonTokens::matchingOpen(t, close);
    if (last < 0 || open < 0 || last == open || !t[last].is(","))
        return false;
    if (!t[open].is("("))
        return true;
    const int before = PythonTokens::previousSignificant(t, open);
    const bool call
        = before >= 0 && (t[before].kind == PythonToken::Kind::Name || t[before].isClosing());
    int commas = 0;
    for (int i = open + 1; i < close; ++i)
        commas += t[i].depth == t[open].depth + 1 && t[i].is(",");
    return call || commas > 1;
}

bool hasMagicComma(const QList<PythonToken>& t)
{
    for (int i = 0; i < t.size(); ++i)
        if (t[i].isClosing() && isMagicComma(t, i))
            return true;
    return false;
}

QByteArray withComment(QByteArray line, const QByteArray& comment)
{
    return comment.isEmpty() ? line : line + "  " + comment;
}

QByteArrayList splitTopLevel(
    const QByteArray& text, const QList<PythonToken>& t, const QList<int>& at)
{
    QByteArrayList parts;
    qsizetype from = 0;
    for (int i : at) {
        parts.append(text.mid(from, t[i].begin - from).trimmed());
        from = t[i].begin;
    }
    parts.append(text.mid(from).trimmed());
    return parts;
}

// `x = a if c else b` too long: black wraps the right-hand side in parentheses and,
// when that is still too long, puts each part of the conditional on its own line.
std::optional<QByteArrayList> wrapConditional(const Flat& f, const QList<PythonToken>& t, int width)
{
    int eq = -1;
    QList<int> parts;
    for (int i = 0; i < t.size(); ++i) {
        if (t[i].depth != 0)
            continue;
        if (eq < 0 && t[i].is("="))
            eq = i;
        else if (eq >= 0 && t[i].kind == PythonToken::Kind::Name
            && (t[i].text == "if" || t[i].text == "else"))
            parts.append(i);
    }
    if (eq < 0 || parts.size() != 2)
        return std::nullopt;
    const QByteArray rhs = f.text.mid(t[eq].end).trimmed();
    QByteArrayList lines{f.text.left(t[eq].end) + " ("};
    if (4 + widthOf(rhs) <= width) {
        lines.append("    " + rhs);
    } else {
        const qsizetype from = t[eq].end, ifAt = t[parts[0]].begin, elseAt = t[parts[1]].begin;
        lines.append("    " + f.text.mid(from, ifAt - from).trimmed());
        lines.append("    " + f.text.mid(ifAt, elseAt - ifAt).trimmed());
        lines.append("    " + f.text.mid(elseAt).trimmed());
    }
    lines.append(withComment(")", f.comment));
    return lines;
}

// Black's right-hand split: the last bracket pair whose head still fits, trying
// earlier pairs (omitting trailers such as `.reshape(...)`) while the tail fits.
std::optional<std::pair<int, int>> pickBrackets(
    const Flat& f, const QList<PythonToken>& t, int width)
{
    std::optional<std::pair<int, int>> fallback;
    for (int o = int(t.size()) - 1; o >= 0; --o) {
        if (t[o].depth != 0 || !t[o].isOpening())
            continue;
        const int c = PythonTokens::matchingClose(t, o);
        if (c < 0 || c == o + 1)
            continue;
        const int tail = widthOf(withComment(f.text.mid(t[c].begin), f.comment));
        if (tail > width && fallback)
            break;
        if (!fallback)
            fallback = std::pair{o, c};
        if (widthOf(f.text.left(t[o].end)) <= width)
            return std::pair{o, c};
    }
    return fallback;
}

QByteArrayList wrapBrackets(const Flat& f, const QList<PythonToken>& t, int o, int c, int width)
{
    const QByteArray head = f.text.left(t[o].end);
    const QByteArray inner = f.text.mid(t[o].end, t[c].begin - t[o].end).trimmed();
    const QByteArray tail = withComment(f.text.mid(t[c].begin), f.comment);
    const QList<PythonToken> it = PythonTokens::scan(inner);
    QList<int> commas;
    for (int i = 0; i < it.size(); ++i)
        if (it[i].depth == 0 && it[i].is(","))
            commas.append(i);
    const bool magic = isMagicComma(t, c);
    if ((!magic && 4 + widthOf(inner) <= width) || (commas.isEmpty() && !magic))
        return {head, "    " + inner, tail};
    QByteArrayList lines{head};
    for (QByteArray arg : splitTopLevel(inner, it, commas)) {
        if (arg.startsWith(','))
            arg = arg.mid(1).trimmed();
        if (!arg.isEmpty())
            lines.append("    " + arg + ',');
    }
    lines.append(tail);
    return lines;
}

// ------------------------------------------------------------ Python side

}  // namespace

QByteArray BlackWrap::statement(const QByteArray& statement, int width)
{
    QByteArray body = statement;
    while (body.endsWith('\n') || body.endsWith('\r'))
        body.chop(1);
    const std::optional<Flat> flat = flatten(body);
    if (!flat)
        return body + '\n';
    const QList<PythonToken> t = PythonTokens::scan(flat->text);
    const QByteArray oneLine = withComment(flat->text, flat->comment);
    if (widthOf(oneLine) <= width && !hasMagicComma(t))
        return oneLine + '\n';
    std::optional<QByteArrayList> lines = wrapConditional(*flat, t, width);
    if (!lines) {
        const auto pair = pickBrackets(*flat, t, width);
        if (!pair)
            return oneLine + '\n';
        lines = wrapBrackets(*flat, t, pair->first, pair->second, width);
    }
    return lines->join('\n') + '\n';
}

int BlackWrap::widthOf(QByteArrayView text) { return dtriage::widthOf(text); }

}  // namespace dtriage
