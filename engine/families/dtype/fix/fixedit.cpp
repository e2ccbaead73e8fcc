#include "families/dtype/fix/fixedit.h"

#include "analysis/pythontokens.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace dtriage::dtypefix {
namespace {

// Names that join expressions: `a if c else b` is no primary to call .float() on.
bool isKeyword(const QByteArray& name)
{
    static const QByteArrayList keywords{
        "if", "else", "and", "or", "not", "in", "is", "lambda", "await", "for"};
    return keywords.contains(name);
}

}  // namespace

// A call whose outermost brackets the tokenizer cannot pair: no edit of it is safe.
static FixEdit unmatchedBrackets()
{
    return refused(NoFix::UnsupportedLayout,
                   QCoreApplication::translate("FixProposal", "the call's brackets cannot be matched"));
}

FixEdit refused(NoFix reason, const QString& why) { return FixEdit{{}, reason, why}; }

FixEdit insertion(qsizetype at, QByteArray text)
{
    FixEdit e;
    e.replacement.begin = e.replacement.end = at;
    e.replacement.text = std::move(text);
    return e;
}

// Whether `dtype_override` names a parameter of the function enclosing `line`:
// the edit must not introduce a NameError (a `**kwargs`-only load_inputs).
bool overrideInScope(const SourceLines& lines, const QByteArray& source, int line)
{
    static const QRegularExpression def(QStringLiteral(R"(^(\s*)(?:async\s+)?def\s+\w+\s*\()"));
    int indent = int(leadingWhitespace(lines.text(line)).size());
    for (int n = line; n >= 1; --n) {
        const QString text = QString::fromUtf8(lines.text(n));
        const auto m = def.match(text);
        if (!m.hasMatch() || m.capturedLength(1) >= indent)
            continue;
        const qsizetype open = lines.start(n) + text.left(m.capturedEnd(0) - 1).toUtf8().size();
        const QList<PythonToken> tokens = PythonTokens::scan(QByteArrayView(source).sliced(open));
        const int close = PythonTokens::matchingClose(tokens, 0);
        for (int i = 1; i < close; ++i)
            if (tokens[i].depth == 1 && tokens[i].kind == PythonToken::Kind::Name
                && tokens[i].text == kOverride)
                return true;
        return false;
    }
    return false;
}

// Where `dtype=dtype_override` goes in one call's bytes, respecting the
// arguments, a magic trailing comma and comments already there.
FixEdit addDtype(const QByteArray& call, qsizetype base)
{
    const QList<PythonToken> t = PythonTokens::scan(call);
    const int close = int(t.size()) - 1;
    const int open = PythonTokens::matchingOpen(t, close);
    if (close < 0 || !t[close].is(")") || open < 0)
        return refused(NoFix::UnsupportedLayout,
            QCoreApplication::translate("FixProposal", "the call's brackets cannot be matched"));
    for (int i = open + 1; i < close; ++i)
        if (t[i].depth == t[open].depth + 1 && t[i].is("**"))
            return refused(NoFix::UnsupportedLayout,
                QCoreApplication::translate(
                    "FixProposal", "the call forwards **kwargs, which may already carry dtype="));
    const int last = PythonTokens::previousSignificant(t, close);
    if (last == open)
        return insertion(base + t[open].end, QByteArrayLiteral("dtype=dtype_override"));
    if (!t[last].is(","))
        return insertion(base + t[last].end, QByteArrayLiteral(", dtype=dtype_override"));
    // A magic trailing comma: one argument per line when the call is exploded.
    int newline = -1;
    for (int i = last + 1; i < close && newline < 0; ++i)
        if (t[i].kind == PythonToken::Kind::Newline)
            newline = i;
    if (newline < 0)
        return insertion(base + t[last].end, QByteArrayLiteral(" dtype=dtype_override,"));
    const qsizetype lineStart = call.lastIndexOf('\n', t[last].begin) + 1;
    QByteArray indent;
    if (lineStart > 0) {
        indent = leadingWhitespace(call.mid(lineStart));
    } else {
        const qsizetype closeLine = call.lastIndexOf('\n', t[close].begin) + 1;
        indent = leadingWhitespace(call.mid(closeLine)) + QByteArray(4, ' ');
    }
    return insertion(base + t[newline].end,
        indent + QByteArrayLiteral("dtype=dtype_override,") + t[newline].text);
}

FixEdit replaceDtype(const QByteArray& call, qsizetype base)
{
    const QList<PythonToken> t = PythonTokens::scan(call);
    const int close = int(t.size()) - 1;
    const int open = PythonTokens::matchingOpen(t, close);
    if (open < 0)
        return unmatchedBrackets();
    const int depth = t[open].depth + 1;
    for (int i = open + 1; i < close; ++i) {
        if (t[i].depth != depth || t[i].kind != PythonToken::Kind::Name || t[i].text != "dtype")
            continue;
        const int eq = PythonTokens::nextSignificant(t, i);
        if (eq < 0 || !t[eq].is("="))
            continue;
        const int first = PythonTokens::nextSignificant(t, eq);
        int end = first;
        while (end < close && !(t[end].depth == depth && t[end].is(",")))
            ++end;
        const int lastValue = PythonTokens::previousSignificant(t, end);
        if (first < 0 || lastValue < first)
            break;
        FixEdit e;
        e.replacement.begin = base + t[first].begin;
        e.replacement.end = base + t[lastValue].end;
        e.replacement.text = kOverride;
        return e;
    }
    return refused(NoFix::UnsupportedLayout,
        QCoreApplication::translate("FixProposal", "the call's dtype= argument cannot be found"));
}


// `.float()` right before `.numpy()`, or around np.array/np.asarray's first argument.
FixEdit floatBeforeNumpy(const NumpyConversion& n, const QByteArray& call, qsizetype base)
{
    const QList<PythonToken> t = PythonTokens::scan(call);
    const int close = int(t.size()) - 1;
    const int open = PythonTokens::matchingOpen(t, close);
    if (open < 0)
        return unmatchedBrackets();
    if (n.kind == NumpyConversion::Kind::NumpyMethod) {
        const int name = PythonTokens::previousSignificant(t, open);
        const int dot = PythonTokens::previousSignificant(t, name);
        if (name < 0 || dot < 0 || t[name].text != "numpy" || !t[dot].is("."))
            return refused(NoFix::UnsupportedLayout,
                QCoreApplication::translate("FixProposal", "the .numpy() call cannot be found"));
        return insertion(base + t[dot].begin, QByteArrayLiteral(".float()"));
    }
    const int depth = t[open].depth + 1;
    const int first = PythonTokens::nextSignificant(t, open);
    int end = first;
    bool primary = true;  // a name, attribute, call or subscript takes .float() as is
    while (end >= 0 && end < close && !(t[end].depth == depth && t[end].is(","))) {
        const PythonToken& k = t[end];
        if (k.depth == depth && k.isSignificant()
            && !((k.kind == PythonToken::Kind::Name && !isKeyword(k.text)) || k.isOpening()
                || k.isClosing() || k.is(".")))
            primary = false;
        ++end;
    }
    const int last = PythonTokens::previousSignificant(t, end);
    if (first < 0 || first == close || last < first || t[first].is("*") || t[first].is("**")
        || (PythonTokens::nextSignificant(t, first) < close
            && t[PythonTokens::nextSignificant(t, first)].is("=")))
        return refused(NoFix::UnsupportedLayout,
            QCoreApplication::translate(
                "FixProposal", "the array's first argument cannot be found"));
    if (primary)
        return insertion(base + t[last].end, QByteArrayLiteral(".float()"));
    FixEdit e;
    e.replacement.begin = base + t[first].begin;
    e.replacement.end = base + t[last].end;
    e.replacement.text = '(' + call.mid(t[first].begin, t[last].end - t[first].begin) + ").float()";
    return e;
}

// The span's bytes, checked against the text the analysis saw there.
std::optional<QByteArray> spanBytes(
    const SourceLines& lines, const QByteArray& source, const SourceSpan& span, qsizetype* begin)
{
    const qsizetype from = lines.offset(span.startLine, span.startColumn);
    const qsizetype to = lines.offset(span.endLine, span.endColumn);
    if (from < 0 || to < from)
        return std::nullopt;
    const QByteArray bytes = source.mid(from, to - from);
    if (!span.text.isEmpty() && bytes != span.text.toUtf8()
        && QByteArray(bytes).replace("\r\n", "\n") != span.text.toUtf8().replace("\r\n", "\n"))
        return std::nullopt;
    *begin = from;
    return bytes;
}

}  // namespace dtriage::dtypefix
