#include "families/dtype/fix/fixproposer.h"

#include "analysis/pythontokens.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace dtriage::dtypefix {

DtypeFixProposal noFix(NoFix reason, const QString& why)
{
    DtypeFixProposal p;
    p.reason = reason;
    p.why = why;
    return p;
}

Result<DtypeFixProposal> FixProposer::run()
{
    if (m_a.source.isEmpty())
        return fail(QCoreApplication::translate(
                        "FixProposal", "There is no analysed loader source to propose a fix for"),
            m_a.path);
    if (m_request.decision != DtypeDecision::Action::Proceed)
        return noFix(NoFix::DecisionForbids,
            QCoreApplication::translate(
                "FixProposal", "The CPU repro's outcome (%1) allows no loader edit.")
                .arg(DtypeDecision::actionName(m_request.decision)));
    if (m_request.flavor == DtypeFlavor::NumpyConversion)
        return numpyConversion();
    if (m_request.flavor == DtypeFlavor::OpNotImplemented)
        return noFix(NoFix::FlavorWithoutFix,
            QCoreApplication::translate("FixProposal",
                "Torch has no bfloat16 kernel for this op on CPU; no loader edit can fix "
                "that, so the entry takes the xfail path."));
    if (m_request.flavor != DtypeFlavor::CrossDtype)
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
QList<FixSite> FixProposer::sitesForLabel(const QString& label, FixSite* reason) const
{
    *reason = noSite(NoFix::NotTraceable,
        QCoreApplication::translate(
            "FixProposal", "load_inputs returns no input “%1” that the analysis can follow")
            .arg(label));
    bool seen = false;
    QList<FixSite> sites;
    for (const InputProvenance& p : m_a.inputs) {
        if (p.label() != label)
            continue;
        FixSite c = classifyProvenance(m_a, p);
        if (c.kind == Kind::None) {
            if (!std::exchange(seen, true))
                *reason = c;
        } else if (std::none_of(sites.begin(), sites.end(),
                       [&](const FixSite& s) { return s.sameSite(c); })) {
            c.labels = {label};
            sites.append(c);
        }
    }
    return sites;
}

// Several labels may come from one site (one edit then fixes them all).
static void mergeSites(QList<FixSite>& into, const QList<FixSite>& sites)
{
    for (const FixSite& c : sites) {
        auto same = std::find_if(
            into.begin(), into.end(), [&](const FixSite& s) { return s.sameSite(c); });
        if (same == into.end())
            into.append(c);
        else
            same->labels += c.labels;
    }
}

// The analysis' finding that the loader keeps `label` float32 together with its
// model, when no path of that input is a candidate; else null.
const PreflightFinding* FixProposer::keptFloat32(const QString& label) const
{
    const auto named = [&label](const PreflightFinding& f) { return f.inputKey == label; };
    if (std::any_of(m_a.findings.cbegin(), m_a.findings.cend(), named))
        return nullptr;
    const auto kept = std::find_if(m_a.cleared.cbegin(), m_a.cleared.cend(),
                                   [&](const PreflightFinding& f) { return f.modelFloat32 && named(f); });
    return kept == m_a.cleared.cend() ? nullptr : &*kept;
}

Result<DtypeFixProposal> FixProposer::fromDump(const QStringList& rawLabels)
{
    QStringList labels;
    for (const QString& label : rawLabels)
        if (!label.trimmed().isEmpty() && !labels.contains(label.trimmed()))
            labels.append(label.trimmed());
    // The same verdict and words as the pre-flight scan's (one owner: the analysis).
    for (const QString& label : labels)
        if (const PreflightFinding* kept = keptFloat32(label))
            return noFix(NoFix::ModelKeptFloat32,
                         QCoreApplication::translate("FixProposal", "No fix site: %1.").arg(kept->why));
    if (labels.isEmpty())
        return noFix(NoFix::NoFloat32Input,
            QCoreApplication::translate("FixProposal",
                "Every floating input was bfloat16 in the BFLOAT16 phase: the float32 "
                "operand is made inside the model, not by load_inputs."));
    QList<FixSite> sites;
    QList<FixSite> dead;  // per untraceable label, its first reason
    for (const QString& label : labels) {
        FixSite reason;
        const QList<FixSite> mine = sitesForLabel(label, &reason);
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
    const FixSite& site = sites.first();
    const QString names = u'“' + site.labels.join(QStringLiteral("”, “")) + u'”';
    const QString why = m_request.fromSource
        ? QCoreApplication::translate("FixProposal",
            "%1 would stay float32 in the BFLOAT16 phase, %n floating input(s) from one site: read from the "
            "loader's source, nothing ran.", nullptr, int(site.labels.size()))
              .arg(names)
        : site.labels.size() == 1
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
bool FixProposer::isLoaderFile(const QString& file) const
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
const TracebackFrame* FixProposer::loaderFrame() const
{
    for (auto it = m_request.traceback.crbegin(); it != m_request.traceback.crend(); ++it)
        if (it->line > 0 && isLoaderFile(it->file))
            return &*it;
    return nullptr;
}

bool FixProposer::reassignedBetween(const QString& name, int after, int before) const
{
    const QRegularExpression rebind(
        QStringLiteral(R"(^\s*%1\s*=(?!=))").arg(QRegularExpression::escape(name)));
    for (int n = after + 1; n < before; ++n)
        if (rebind.match(QString::fromUtf8(m_lines.text(n))).hasMatch())
            return true;
    return false;
}

// The variables a line reads or writes: plain names and `self.<attr>`.
static QStringList namesOnLine(const QByteArray& line)
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
QList<FixSite> FixProposer::sitesOnLine(const TracebackFrame& frame) const
{
    const QStringList names = namesOnLine(m_lines.text(frame.line));
    auto inFunction = [&](const QString& function) {
        return frame.function.isEmpty() || function == frame.function
            || function.endsWith(u'.' + frame.function);
    };
    QHash<QString, int> latest;  // name -> constructor index
    QList<FixSite> sites;
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
    QList<FixSite> offenders;
    for (const FixSite& c : sites)
        if (c.kind != Kind::None
            && std::none_of(offenders.begin(), offenders.end(),
                [&](const FixSite& o) { return o.sameSite(c); }))
            offenders.append(c);
    return offenders;
}

Result<DtypeFixProposal> FixProposer::fromTraceback()
{
    const TracebackFrame* frame = loaderFrame();
    if (!frame)
        return noFix(NoFix::NoLoaderFrame,
            QCoreApplication::translate("FixProposal",
                "The BFLOAT16 phase printed no dtype dump and its traceback has no frame "
                "in the loader, so the float32 value cannot be traced."));
    const QList<FixSite> sites = sitesOnLine(*frame);
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
    const FixSite& site = sites.first();
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

Result<DtypeFixProposal> FixProposer::numpyConversion()
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
    FixEdit edit = floatBeforeNumpy(n, *bytes, begin);
    if (edit.reason != NoFix::None)
        return noFix(edit.reason,
            QCoreApplication::translate("FixProposal", "No fix site: %1.").arg(edit.why));
    DtypeFixProposal p;
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

Result<FixEdit> FixProposer::castAfter(const InputProvenance& p)
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

Result<FixEdit> FixProposer::editFor(const FixSite& site)
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
QString FixProposer::siteSentence(const FixSite& site) const
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

Result<DtypeFixProposal> FixProposer::build(const FixSite& site, const QString& why, const QString& chain)
{
    const Result<FixEdit> edit = editFor(site);
    if (!edit)
        return std::unexpected(edit.error());
    if (edit->reason != NoFix::None)
        return noFix(edit->reason,
            QCoreApplication::translate("FixProposal", "No fix site: %1.").arg(edit->why));
    DtypeFixProposal p;
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

}  // namespace dtriage::dtypefix
