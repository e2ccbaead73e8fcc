#include "families/dtype/fix/dtypefixproposal.h"

#include "families/dtype/fix/fixproposer.h"

#include <QCoreApplication>

namespace dtriage {

using Kind = DtypeFixProposal::Kind;
using NoFix = DtypeFixProposal::NoFix;

QString DtypeFixProposal::kindName(Kind kind)
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

QString DtypeFixProposal::reasonName(NoFix reason)
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
    case NoFix::ModelKeptFloat32:
        return QStringLiteral("model_kept_float32");
    }
    return QStringLiteral("unknown");
}

QString DtypeFixProposal::summary() const
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

Result<DtypeFixProposal> DtypeFixProposal::propose(const DtypeFixRequest& request, const LoaderAnalysis& analysis)
{
    return dtypefix::FixProposer(request, analysis).run();
}

}  // namespace dtriage
