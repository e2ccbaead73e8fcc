#include "families/dtype/fix/fixsite.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace dtriage::dtypefix {
namespace {

QString collapsed(const QString& text)
{
    return text.simplified().remove(u' ');
}

bool isFloat32Text(const QString& dtypeText)
{
    const QString t = collapsed(dtypeText);
    return t == QStringLiteral("torch.float32") || t == QStringLiteral("torch.float");
}

}  // namespace

FixSite noSite(NoFix reason, const QString& why)
{
    FixSite none;
    none.reason = reason;
    none.why = why;
    return none;
}

FixSite classifyConstructor(const LoaderAnalysis& a, int index)
{
    if (index < 0 || index >= a.constructors.size())
        return noSite(NoFix::NotTraceable,
            QCoreApplication::translate(
                "FixProposal", "the analysis lost track of its constructor"));
    const TensorConstructor& c = a.constructors[index];
    FixSite site;
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

FixSite classifyProvenance(const LoaderAnalysis& a, const InputProvenance& p)
{
    if (p.castOnTheWayOut)
        return noSite(NoFix::AlreadyCast,
            QCoreApplication::translate(
                "FixProposal", "“%1” is already cast to dtype_override at line %2")
                .arg(p.label())
                .arg(p.castLine));
    if (p.origin == OriginKind::Constructor) {
        FixSite c = classifyConstructor(a, p.constructorIndex);
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
    FixSite c;
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

}  // namespace dtriage::dtypefix
