#include "families/dtype/fix/fixproposal.h"

#include "analysis/pythontokens.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace dtriage {

namespace {

using Kind = FixProposal::Kind;
using NoFix = FixProposal::NoFix;

const QByteArray kOverride = QByteArrayLiteral("dtype_override");

// Line starts of the analysed bytes, so ast's (line, byte column) pairs become
// offsets. Lines end at '\n' ("\r\n" keeps its '\r' in the line's terminator).
class SourceLines {
public:
    explicit SourceLines(const QByteArray& source)
        : m_source(source)
    {
        m_starts.append(0);
        for (qsizetype i = 0; i < source.size(); ++i)
            if (source[i] == '\n')
                m_starts.append(i + 1);
    }
    int count() const { return int(m_starts.size()); }
    qsizetype start(int line) const
    {
        if (line < 1)
            return -1;
        return line <= count() ? m_starts[line - 1] : m_source.size();
    }
    qsizetype offset(int line, int column) const
    {
        const qsizetype at = start(line);
        return at < 0 || line > count() || at + column > m_source.size() ? -1 : at + column;
    }
    // The line's bytes without its terminator.
    QByteArray text(int line) const
    {
        if (line < 1 || line > count())
            return {};
        const qsizetype from = start(line);
        qsizetype to = line < count() ? m_starts[line] : m_source.size();
        while (to > from && (m_source[to - 1] == '\n' || m_source[to - 1] == '\r'))
            --to;
        return m_source.mid(from, to - from);
    }
    QByteArray terminator(int line) const
    {
        const qsizetype end = line < count() ? m_starts[line] : m_source.size();
        const QByteArray bytes = m_source.mid(start(line), end - start(line));
        return bytes.endsWith("\r\n") ? QByteArrayLiteral("\r\n")
            : bytes.endsWith('\n')    ? QByteArrayLiteral("\n")
                                      : QByteArray();
    }
    int lineOf(qsizetype offset) const
    {
        const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), offset);
        return int(it - m_starts.begin());
    }

private:
    const QByteArray& m_source;
    QList<qsizetype> m_starts;
};

QByteArray leadingWhitespace(const QByteArray& line)
{
    qsizetype n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return line.left(n);
}

QString collapsed(const QString& text)
{
    return text.simplified().remove(u' ');
}

// One site a float32 value can be traced to, or why a value has none.
struct Candidate {
    Kind kind = Kind::None;
    NoFix reason = NoFix::NotTraceable;
    QString why;  // when kind == None
    int constructorIndex = -1;
    const InputProvenance* provenance = nullptr;  // for a cast; also the chain
    int siteLine = 0;
    QStringList labels;

    bool sameSite(const Candidate& other) const
    {
        return kind == other.kind && constructorIndex == other.constructorIndex
            && siteLine == other.siteLine;
    }
};

Candidate noSite(NoFix reason, const QString& why)
{
    Candidate c;
    c.reason = reason;
    c.why = why;
    return c;
}

bool isFloat32Text(const QString& dtypeText)
{
    const QString t = collapsed(dtypeText);
    return t == QStringLiteral("torch.float32") || t == QStringLiteral("torch.float");
}

Candidate classifyConstructor(const LoaderAnalysis& a, int index)
{
    if (index < 0 || index >= a.constructors.size())
        return noSite(NoFix::NotTraceable,
            QCoreApplication::translate(
                "FixProposal", "the analysis lost track of its constructor"));
    const TensorConstructor& c = a.constructors[index];
    Candidate site;
    site.constructorIndex = index;
    site.siteLine = c.span.startLine;
    if (c.hasDtype) {
        if (c.dtypeFromOverride || c.dtypeKind == QStringLiteral("override"))
            return noSite(NoFix::AlreadyHasDtype,
                QCoreApplication::translate("FixProposal", "%1 at line %2 already passes dtype=%3")
                    .arg(c.callee)
                    .arg(c.span.startLine)
                    .arg(c.dtypeText));
        // Only the literal is replaced: a name holding float32 may be used elsewhere too.
        if (!isFloat32Text(c.dtypeText))
            return noSite(NoFix::OtherDtype,
                QCoreApplication::translate("FixProposal",
                    "%1 at line %2 passes dtype=%3, not the literal torch.float32 this fix "
                    "may replace (anything else would change the default path)")
                    .arg(c.callee)
                    .arg(c.span.startLine)
                    .arg(c.dtypeText));
        site.kind = Kind::ReplaceDtype;
        return site;
    }
    if (c.floating == Floating::No)
        return noSite(NoFix::NotTraceable,
            QCoreApplication::translate(
                "FixProposal", "%1 at line %2 makes integers, not the float32 value")
                .arg(c.callee)
                .arg(c.span.startLine));
    site.kind = Kind::AddDtype;
    return site;
}

bool isProcessorSource(const QString& source)
{
    static const QRegularExpression re(QStringLiteral("processor|tokenizer|extractor|transform"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(source).hasMatch();
}

Candidate classifyProvenance(const LoaderAnalysis& a, const InputProvenance& p)
{
    if (p.castOnTheWayOut)
        return noSite(NoFix::AlreadyCast,
            QCoreApplication::translate(
                "FixProposal", "“%1” is already cast to dtype_override at line %2")
                .arg(p.label())
                .arg(p.castLine));
    if (p.origin == OriginKind::Constructor) {
        Candidate c = classifyConstructor(a, p.constructorIndex);
        c.provenance = &p;
        return c;
    }
    if (p.origin == OriginKind::Unknown)
        return noSite(NoFix::NotTraceable,
            QCoreApplication::translate(
                "FixProposal", "the analysis cannot follow “%1” back to where it is made")
                .arg(p.label()));
    if (isProcessorSource(p.externalSource))
        return noSite(NoFix::UnreachableSource,
            QCoreApplication::translate(
                "FixProposal", "“%1” comes from %2, a processor the loader does not control")
                .arg(p.label(), p.externalSource));
    if (p.originVariable.isEmpty() || !p.originStatement.isValid())
        return noSite(NoFix::NotTraceable,
            QCoreApplication::translate("FixProposal",
                "“%1” comes from %2 without being assigned to a variable, so there is "
                "no line to cast after")
                .arg(p.label(), p.externalSource));
    Candidate c;
    c.kind = Kind::CastAfterAssignment;
    c.provenance = &p;
    c.siteLine = p.originStatement.endLine;
    return c;
}

QString chainText(const InputProvenance& p)
{
    QStringList steps;
    for (const ProvenanceStep& s : p.chain) {
        const QString step = QStringLiteral("%1: %2").arg(s.line).arg(s.text);
        if (steps.isEmpty() || steps.last() != step)  // "return" and "dict" may share a line
            steps.append(step);
    }
    return steps.join(QStringLiteral(" ← "));
}

// ------------------------------------------------------------ the edit itself

struct Edit {
    SourceReplacement replacement;
    NoFix reason = NoFix::None;
    QString why;  // when reason != None
};

Edit refused(NoFix reason, const QString& why)
{
    Edit e;
    e.reason = reason;
    e.why = why;
    return e;
}

Edit insertion(qsizetype at, QByteArray text)
{
    Edit e;
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
Edit addDtype(const QByteArray& call, qsizetype base)
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

Edit replaceDtype(const QByteArray& call, qsizetype base)
{
    const QList<PythonToken> t = PythonTokens::scan(call);
    const int close = int(t.size()) - 1;
    const int open = PythonTokens::matchingOpen(t, close);
    if (open < 0)
        return refused(NoFix::UnsupportedLayout,
            QCoreApplication::translate("FixProposal", "the call's brackets cannot be matched"));
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
        Edit e;
        e.replacement.begin = base + t[first].begin;
        e.replacement.end = base + t[lastValue].end;
        e.replacement.text = kOverride;
        return e;
    }
    return refused(NoFix::UnsupportedLayout,
        QCoreApplication::translate("FixProposal", "the call's dtype= argument cannot be found"));
}

// Names that join expressions: `a if c else b` is no primary to call .float() on.
bool isKeyword(const QByteArray& name)
{
    static const QByteArrayList keywords{
        "if", "else", "and", "or", "not", "in", "is", "lambda", "await", "for"};
    return keywords.contains(name);
}

// `.float()` right before `.numpy()`, or around np.array/np.asarray's first argument.
Edit floatBeforeNumpy(const NumpyConversion& n, const QByteArray& call, qsizetype base)
{
    const QList<PythonToken> t = PythonTokens::scan(call);
    const int close = int(t.size()) - 1;
    const int open = PythonTokens::matchingOpen(t, close);
    if (open < 0)
        return refused(NoFix::UnsupportedLayout,
            QCoreApplication::translate("FixProposal", "the call's brackets cannot be matched"));
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
    Edit e;
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

// ------------------------------------------------------------ the proposer

class Proposer {
public:
    Proposer(const FixRequest& request, const LoaderAnalysis& analysis)
        : m_request(request)
        , m_a(analysis)
        , m_lines(analysis.source)
    {
    }

    Result<FixProposal> run();

private:
    Result<FixProposal> fromDump(const QStringList& labels);
    QList<Candidate> sitesForLabel(const QString& label, Candidate* reason) const;
    Result<FixProposal> fromTraceback();
    Result<FixProposal> numpyConversion();
    Result<FixProposal> build(const Candidate& site, const QString& why, const QString& chain);
    QString siteSentence(const Candidate& site) const;
    Result<Edit> editFor(const Candidate& site);
    Result<Edit> castAfter(const InputProvenance& p);
    const TracebackFrame* loaderFrame() const;
    bool isLoaderFile(const QString& file) const;
    QList<Candidate> sitesOnLine(const TracebackFrame& frame) const;
    bool reassignedBetween(const QString& name, int after, int before) const;
    Error staleAnalysis(int line) const
    {
        return Error{QCoreApplication::translate("FixProposal",
                         "The loader analysis does not match the file any more; analyse it again"),
            m_a.path, line};
    }

    const FixRequest& m_request;
    const LoaderAnalysis& m_a;
    SourceLines m_lines;
};

FixProposal noFix(NoFix reason, const QString& why)
{
    FixProposal p;
    p.reason = reason;
    p.why = why;
    return p;
}

Result<FixProposal> Proposer::run()
{
    if (m_a.source.isEmpty())
        return fail(QCoreApplication::translate(
                        "FixProposal", "There is no analysed loader source to propose a fix for"),
            m_a.path);
    if (m_request.decision != Decision::Action::Proceed)
        return noFix(NoFix::DecisionForbids,
            QCoreApplication::translate(
                "FixProposal", "The CPU repro's outcome (%1) allows no loader edit.")
                .arg(Decision::actionName(m_request.decision)));
    if (m_request.flavor == Flavor::NumpyConversion)
        return numpyConversion();
    if (m_request.flavor == Flavor::OpNotImplemented)
        return noFix(NoFix::FlavorWithoutFix,
            QCoreApplication::translate("FixProposal",
                "Torch has no bfloat16 kernel for this op on CPU; no loader edit can fix "
                "that, so the entry takes the xfail path."));
    if (m_request.flavor != Flavor::CrossDtype)
        return noFix(NoFix::FlavorWithoutFix,
            QCoreApplication::translate("FixProposal",
                "This is not a cross-dtype or numpy-conversion failure; there is no "
                "one-line loader fix for it."));
    // A failure inside load_inputs prints no dump; an empty one is read the same way.
    const bool inLoadInputs = std::any_of(
        m_request.traceback.begin(), m_request.traceback.end(), [&](const TracebackFrame& f) {
            return isLoaderFile(f.file) && f.function == QStringLiteral("load_inputs");
        });
    if (m_request.float32Inputs && !(m_request.float32Inputs->isEmpty() && inLoadInputs))
        return fromDump(*m_request.float32Inputs);
    return fromTraceback();
}

// The distinct offending sites behind one dump label (load_inputs may return it
// from several `return`s); empty with `*reason` when it has none.
QList<Candidate> Proposer::sitesForLabel(const QString& label, Candidate* reason) const
{
    *reason = noSite(NoFix::NotTraceable,
        QCoreApplication::translate(
            "FixProposal", "load_inputs returns no input “%1” that the analysis can follow")
            .arg(label));
    bool seen = false;
    QList<Candidate> sites;
    for (const InputProvenance& p : m_a.inputs) {
        if (p.label() != label)
            continue;
        Candidate c = classifyProvenance(m_a, p);
        if (c.kind == Kind::None) {
            if (!std::exchange(seen, true))
                *reason = c;
        } else if (std::none_of(sites.begin(), sites.end(),
                       [&](const Candidate& s) { return s.sameSite(c); })) {
            c.labels = {label};
            sites.append(c);
        }
    }
    return sites;
}

// Several labels may come from one site (one edit then fixes them all).
void mergeSites(QList<Candidate>& into, const QList<Candidate>& sites)
{
    for (const Candidate& c : sites) {
        auto same = std::find_if(
            into.begin(), into.end(), [&](const Candidate& s) { return s.sameSite(c); });
        if (same == into.end())
            into.append(c);
        else
            same->labels += c.labels;
    }
}

Result<FixProposal> Proposer::fromDump(const QStringList& rawLabels)
{
    QStringList labels;
    for (const QString& label : rawLabels)
        if (!label.trimmed().isEmpty() && !labels.contains(label.trimmed()))
            labels.append(label.trimmed());
    if (labels.isEmpty())
        return noFix(NoFix::NoFloat32Input,
            QCoreApplication::translate("FixProposal",
                "Every floating input was bfloat16 in the BFLOAT16 phase: the float32 "
                "operand is made inside the model, not by load_inputs."));
    QList<Candidate> sites;
    QList<Candidate> dead;  // per untraceable label, its first reason
    for (const QString& label : labels) {
        Candidate reason;
        const QList<Candidate> mine = sitesForLabel(label, &reason);
        if (mine.isEmpty())
            dead.append(reason);
        mergeSites(sites, mine);
    }
    if (!dead.isEmpty() && labels.size() > 1)
        return noFix(NoFix::SeveralInputs,
            QCoreApplication::translate("FixProposal",
                "%1 floating inputs were float32 (%2) and not all of them can be traced "
                "to the loader (%3); one edit cannot fix them.")
                .arg(labels.size())
                .arg(labels.join(QStringLiteral(", ")), dead.first().why));
    if (!dead.isEmpty())
        return noFix(dead.first().reason,
            QCoreApplication::translate("FixProposal", "No fix site: %1.").arg(dead.first().why));
    if (sites.size() > 1)
        return noFix(NoFix::SeveralSites,
            QCoreApplication::translate("FixProposal",
                "The float32 inputs (%1) come from %2 different sites; the skill allows "
                "one edit per attempt, which would leave the mismatch in place.")
                .arg(labels.join(QStringLiteral(", ")))
                .arg(sites.size()));
    const Candidate& site = sites.first();
    const QString names = u'“' + site.labels.join(QStringLiteral("”, “")) + u'”';
    const QString why = site.labels.size() == 1
        ? QCoreApplication::translate(
            "FixProposal", "%1 was the only floating input still float32 in the BFLOAT16 phase.")
              .arg(names)
        : QCoreApplication::translate("FixProposal",
            "%1 were the floating inputs still float32 in the BFLOAT16 phase, all from one "
            "site.")
              .arg(names);
    return build(site, why, site.provenance ? chainText(*site.provenance) : QString());
}

// The repro may have run in another copy of the checkout: the path below
// tt_forge_models/ identifies the loader as well.
bool Proposer::isLoaderFile(const QString& file) const
{
    const QString tail = QStringLiteral("tt_forge_models/");
    const QString a = QDir::cleanPath(QDir::fromNativeSeparators(file));
    const QString b = QDir::cleanPath(m_a.path);
    if (a == b)
        return true;
    const qsizetype i = a.lastIndexOf(tail), j = b.lastIndexOf(tail);
    return i >= 0 && j >= 0 && a.mid(i) == b.mid(j);
}

// The innermost frame in the loader: the line the error came from.
const TracebackFrame* Proposer::loaderFrame() const
{
    for (auto it = m_request.traceback.crbegin(); it != m_request.traceback.crend(); ++it)
        if (it->line > 0 && isLoaderFile(it->file))
            return &*it;
    return nullptr;
}

bool Proposer::reassignedBetween(const QString& name, int after, int before) const
{
    const QRegularExpression rebind(
        QStringLiteral(R"(^\s*%1\s*=(?!=))").arg(QRegularExpression::escape(name)));
    for (int n = after + 1; n < before; ++n)
        if (rebind.match(QString::fromUtf8(m_lines.text(n))).hasMatch())
            return true;
    return false;
}

// The variables a line reads or writes: plain names and `self.<attr>`.
QStringList namesOnLine(const QByteArray& line)
{
    const QList<PythonToken> tokens = PythonTokens::scan(line);
    QStringList names;
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind != PythonToken::Kind::Name)
            continue;
        const int prev = PythonTokens::previousSignificant(tokens, i);
        const QString name = QString::fromUtf8(tokens[i].text);
        if (prev >= 0 && tokens[prev].is(".")) {
            const int owner = PythonTokens::previousSignificant(tokens, prev);
            if (owner >= 0 && tokens[owner].text == "self")
                names.append(QStringLiteral("self.") + name);
            continue;
        }
        names.append(name);
    }
    return names;
}

// The constructors (and external origins) whose values the failing line uses.
QList<Candidate> Proposer::sitesOnLine(const TracebackFrame& frame) const
{
    const QStringList names = namesOnLine(m_lines.text(frame.line));
    auto inFunction = [&](const QString& function) {
        return frame.function.isEmpty() || function == frame.function
            || function.endsWith(u'.' + frame.function);
    };
    QHash<QString, int> latest;  // name -> constructor index
    QList<Candidate> sites;
    for (int i = 0; i < m_a.constructors.size(); ++i) {
        const TensorConstructor& c = m_a.constructors[i];
        if (!inFunction(c.function))
            continue;
        if (c.span.startLine <= frame.line && frame.line <= c.span.endLine)
            sites.append(classifyConstructor(m_a, i));
        else if (names.contains(c.assignedTo) && c.statement.endLine < frame.line
            && (!latest.contains(c.assignedTo)
                || m_a.constructors[latest[c.assignedTo]].statement.endLine < c.statement.endLine))
            latest[c.assignedTo] = i;
    }
    for (auto it = latest.cbegin(); it != latest.cend(); ++it)
        if (!reassignedBetween(
                it.key(), m_a.constructors[it.value()].statement.endLine, frame.line))
            sites.append(classifyConstructor(m_a, it.value()));
    for (const InputProvenance& p : m_a.inputs)
        if (p.origin == OriginKind::External && names.contains(p.originVariable)
            && p.originStatement.endLine < frame.line && !latest.contains(p.originVariable)
            && !reassignedBetween(p.originVariable, p.originStatement.endLine, frame.line))
            sites.append(classifyProvenance(m_a, p));
    QList<Candidate> offenders;
    for (const Candidate& c : sites)
        if (c.kind != Kind::None
            && std::none_of(offenders.begin(), offenders.end(),
                [&](const Candidate& o) { return o.sameSite(c); }))
            offenders.append(c);
    return offenders;
}

Result<FixProposal> Proposer::fromTraceback()
{
    const TracebackFrame* frame = loaderFrame();
    if (!frame)
        return noFix(NoFix::NoLoaderFrame,
            QCoreApplication::translate("FixProposal",
                "The BFLOAT16 phase printed no dtype dump and its traceback has no frame "
                "in the loader, so the float32 value cannot be traced."));
    const QList<Candidate> sites = sitesOnLine(*frame);
    const QString failing = QString::fromUtf8(m_lines.text(frame->line)).trimmed();
    if (sites.isEmpty())
        return noFix(NoFix::NotTraceable,
            QCoreApplication::translate("FixProposal",
                "The error was raised at loader line %1 (%2), but none of the tensors "
                "used there is made without dtype= in the loader.")
                .arg(frame->line)
                .arg(failing));
    if (sites.size() > 1)
        return noFix(NoFix::SeveralSites,
            QCoreApplication::translate("FixProposal",
                "The error was raised at loader line %1 (%2), which uses %3 tensors made "
                "without dtype=; one edit per attempt cannot tell which one to fix.")
                .arg(frame->line)
                .arg(failing)
                .arg(sites.size()));
    const Candidate& site = sites.first();
    const QString why = QCoreApplication::translate("FixProposal",
        "The BFLOAT16 phase failed inside the loader at line %1 (no dtype dump), "
        "and only one tensor used there can be float32.")
                            .arg(frame->line);
    QString chain = QStringLiteral("%1: %2").arg(frame->line).arg(failing);
    if (site.constructorIndex >= 0 && site.siteLine != frame->line)
        chain += QStringLiteral(" ← %1: %2")
                     .arg(site.siteLine)
                     .arg(m_a.constructors[site.constructorIndex].statement.text.trimmed());
    return build(site, why, chain);
}

Result<FixProposal> Proposer::numpyConversion()
{
    const TracebackFrame* frame = loaderFrame();
    QList<int> sites;
    for (int i = 0; i < m_a.numpyConversions.size(); ++i) {
        const NumpyConversion& n = m_a.numpyConversions[i];
        if (!n.receiverIsTensor)
            continue;
        const bool here = frame ? n.span.startLine <= frame->line && frame->line <= n.span.endLine
                                : n.function == m_a.loadInputs.qualifiedName;
        if (here)
            sites.append(i);
    }
    if (sites.size() != 1)
        return noFix(sites.isEmpty() ? NoFix::NoNumpySite : NoFix::SeveralSites,
            sites.isEmpty()
                ? QCoreApplication::translate(
                    "FixProposal", "No .numpy() / np.array() conversion of a tensor was found %1.")
                      .arg(frame ? QCoreApplication::translate("FixProposal", "at loader line %1")
                                       .arg(frame->line)
                                 : QCoreApplication::translate("FixProposal", "in load_inputs"))
                : QCoreApplication::translate("FixProposal",
                    "%1 numpy conversions of tensors match; one edit cannot tell which "
                    "one fails.")
                      .arg(sites.size()));
    const NumpyConversion& n = m_a.numpyConversions[sites.first()];
    qsizetype begin = 0;
    const auto bytes = spanBytes(m_lines, m_a.source, n.span, &begin);
    if (!bytes)
        return std::unexpected(staleAnalysis(n.span.startLine));
    Edit edit = floatBeforeNumpy(n, *bytes, begin);
    if (edit.reason != NoFix::None)
        return noFix(edit.reason,
            QCoreApplication::translate("FixProposal", "No fix site: %1.").arg(edit.why));
    FixProposal p;
    p.kind = Kind::FloatBeforeNumpy;
    p.line = n.span.startLine;
    p.siteText = n.span.text;
    p.replacement = edit.replacement;
    p.replacement.line = m_lines.lineOf(p.replacement.begin);
    p.chain = frame ? QStringLiteral("%1: %2")
                          .arg(frame->line)
                          .arg(QString::fromUtf8(m_lines.text(frame->line)).trimmed())
                    : QString();
    p.why = QCoreApplication::translate("FixProposal",
        "numpy has no bfloat16, so %1 fails on a bfloat16 tensor; .float() upcasts it "
        "first, which is lossless (float16 would overflow past 65504 and flush small "
        "values to zero).")
                .arg(n.span.text);
    return p;
}

Result<Edit> Proposer::castAfter(const InputProvenance& p)
{
    const SourceSpan& s = p.originStatement;
    const QByteArray first = m_lines.text(s.startLine);
    const QByteArray last = m_lines.text(s.endLine);
    if (first.isEmpty() && s.startColumn > 0)
        return std::unexpected(staleAnalysis(s.startLine));
    const QByteArray before = first.left(s.startColumn);
    const QByteArray after = last.mid(s.endColumn).trimmed();
    if (!before.trimmed().isEmpty() || (!after.isEmpty() && !after.startsWith('#')))
        return refused(NoFix::UnsupportedLayout,
            QCoreApplication::translate(
                "FixProposal", "the assignment at line %1 shares its line with other code")
                .arg(s.startLine));
    const QByteArray var = p.originVariable.toUtf8();
    const QByteArray eol = m_lines.terminator(s.endLine);
    const QByteArray cast = leadingWhitespace(first) + var + " = " + var
        + ".to(dtype_override) if dtype_override is not None else " + var;
    if (eol.isEmpty())  // the last line of a file without a final newline
        return insertion(m_a.source.size(), "\n" + cast);
    return insertion(m_lines.start(s.endLine + 1), cast + eol);
}

Result<Edit> Proposer::editFor(const Candidate& site)
{
    if (site.kind == Kind::CastAfterAssignment) {
        if (!overrideInScope(m_lines, m_a.source, site.provenance->originStatement.startLine))
            return refused(NoFix::NoOverrideInScope,
                QCoreApplication::translate(
                    "FixProposal", "dtype_override is not a parameter of the function at line %1")
                    .arg(site.siteLine));
        return castAfter(*site.provenance);
    }
    const TensorConstructor& c = m_a.constructors[site.constructorIndex];
    if (!overrideInScope(m_lines, m_a.source, c.span.startLine))
        return refused(NoFix::NoOverrideInScope,
            QCoreApplication::translate(
                "FixProposal", "dtype_override is not a parameter of %1, where line %2 is")
                .arg(c.function)
                .arg(c.span.startLine));
    qsizetype begin = 0;
    const auto bytes = spanBytes(m_lines, m_a.source, c.span, &begin);
    if (!bytes)
        return std::unexpected(staleAnalysis(c.span.startLine));
    return site.kind == Kind::ReplaceDtype ? replaceDtype(*bytes, begin) : addDtype(*bytes, begin);
}

// What the edit does at the site and why it is safe, for the proposal's `why`.
QString Proposer::siteSentence(const Candidate& site) const
{
    if (site.kind == Kind::CastAfterAssignment)
        return QCoreApplication::translate("FixProposal",
            "It comes from %1 at line %2, which takes no dtype=: one cast right after "
            "that assignment makes it follow the override (None leaves it as it is).")
            .arg(site.provenance->externalSource)
            .arg(site.siteLine);
    const TensorConstructor& c = m_a.constructors[site.constructorIndex];
    if (site.kind == Kind::ReplaceDtype)
        return QCoreApplication::translate("FixProposal",
            "It is made by %1 at line %2 with a hard-coded dtype=%3: dtype_override "
            "replaces it (None falls back to float32, so the default path is unchanged).")
            .arg(c.callee)
            .arg(site.siteLine)
            .arg(c.dtypeText);
    return QCoreApplication::translate("FixProposal",
        "It is made by %1 at line %2 without dtype=: dtype=dtype_override makes it "
        "follow the override (None keeps float32, so the default path is unchanged).")
        .arg(c.callee)
        .arg(site.siteLine);
}

Result<FixProposal> Proposer::build(const Candidate& site, const QString& why, const QString& chain)
{
    const Result<Edit> edit = editFor(site);
    if (!edit)
        return std::unexpected(edit.error());
    if (edit->reason != NoFix::None)
        return noFix(edit->reason,
            QCoreApplication::translate("FixProposal", "No fix site: %1.").arg(edit->why));
    FixProposal p;
    p.kind = site.kind;
    p.inputKey = site.labels.join(QStringLiteral(", "));
    p.line = site.siteLine;
    p.chain = chain;
    p.why = why + u' ' + siteSentence(site);
    p.constructorIndex = site.constructorIndex;
    p.siteText = site.constructorIndex >= 0 ? m_a.constructors[site.constructorIndex].span.text
                                            : site.provenance->originStatement.text;
    p.replacement = edit->replacement;
    p.replacement.line = m_lines.lineOf(p.replacement.begin);
    return p;
}

}  // namespace

QString FixProposal::kindName(Kind kind)
{
    switch (kind) {
    case Kind::AddDtype:
        return QStringLiteral("add_dtype");
    case Kind::ReplaceDtype:
        return QStringLiteral("replace_dtype");
    case Kind::CastAfterAssignment:
        return QStringLiteral("cast_after");
    case Kind::FloatBeforeNumpy:
        return QStringLiteral("float_before_numpy");
    case Kind::None:
        break;
    }
    return QStringLiteral("none");
}

QString FixProposal::reasonName(NoFix reason)
{
    switch (reason) {
    case NoFix::None:
        return QStringLiteral("none");
    case NoFix::DecisionForbids:
        return QStringLiteral("decision");
    case NoFix::FlavorWithoutFix:
        return QStringLiteral("flavor");
    case NoFix::NoFloat32Input:
        return QStringLiteral("no_float32_input");
    case NoFix::NoLoaderFrame:
        return QStringLiteral("no_loader_frame");
    case NoFix::NotTraceable:
        return QStringLiteral("not_traceable");
    case NoFix::SeveralInputs:
        return QStringLiteral("several_inputs");
    case NoFix::SeveralSites:
        return QStringLiteral("several_sites");
    case NoFix::UnreachableSource:
        return QStringLiteral("unreachable_source");
    case NoFix::AlreadyHasDtype:
        return QStringLiteral("already_has_dtype");
    case NoFix::OtherDtype:
        return QStringLiteral("other_dtype");
    case NoFix::AlreadyCast:
        return QStringLiteral("already_cast");
    case NoFix::NoOverrideInScope:
        return QStringLiteral("no_override_in_scope");
    case NoFix::UnsupportedLayout:
        return QStringLiteral("unsupported_layout");
    case NoFix::NoNumpySite:
        return QStringLiteral("no_numpy_site");
    }
    return QStringLiteral("unknown");
}

QString FixProposal::summary() const
{
    const QString site = siteText.simplified();
    switch (kind) {
    case Kind::AddDtype:
        return QCoreApplication::translate("FixProposal", "line %1: add dtype=dtype_override to %2")
            .arg(line)
            .arg(site);
    case Kind::ReplaceDtype:
        return QCoreApplication::translate(
            "FixProposal", "line %1: replace the hard-coded float32 dtype of %2 by dtype_override")
            .arg(line)
            .arg(site);
    case Kind::CastAfterAssignment:
        return QCoreApplication::translate("FixProposal", "after line %1: %2")
            .arg(line)
            .arg(QString::fromUtf8(replacement.text).trimmed());
    case Kind::FloatBeforeNumpy:
        return QCoreApplication::translate(
            "FixProposal", "line %1: upcast with .float() before the numpy conversion %2")
            .arg(line)
            .arg(site);
    case Kind::None:
        break;
    }
    return why;
}

Result<FixProposal> FixProposal::propose(const FixRequest& request, const LoaderAnalysis& analysis)
{
    return Proposer(request, analysis).run();
}

}  // namespace dtriage
