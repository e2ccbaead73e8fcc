#include "probeproposal.h"
#include "core/boundedfile.h"

#include "analysis/loaderpatcher.h"
#include "exitcode.h"
#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "families/probe/proberesult.h"
#include "families/probefixproposal.h"
#include "proposecommand.h"
#include "verbparser.h"

#include <QJsonObject>

namespace dtriage {
namespace {

// Which probe printed the file ("forward"): its greeting says.
Result<QString> probeNameOf(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::ProbeResult);
    if (!bytes)
        return std::unexpected(bytes.error());
    return ProbeResult::probeNameOf(QString::fromUtf8(*bytes).split(u'\n'));
}

QStringList probeNames()
{
    QStringList names;
    for (const FailureFamily* family : Families::all())
        if (const FamilyProbe* probe = family->probe())
            names << probe->name();
    return names;
}

}  // namespace

int ProbeProposal::run(VerbParser& verb, const QString& loaderPath, const Options& options)
{
    const Result<QString> name = probeNameOf(options.probeFile);
    if (!name)
        return verb.fail(ExitFailure, name.error().toString());
    const FailureFamily* family = Families::byProbe(*name);
    if (!family)
        return verb.fail(ExitFailure, tr("%1 holds no probe output a failure family reads (its greeting names %2; "
                                         "the probes are %3)")
                                          .arg(options.probeFile, name->isEmpty() ? tr("no probe") : *name,
                                               probeNames().join(QLatin1String(", "))));
    ProbeFixRequest request{options.probeFile, verb.checkout().root(), loaderPath, options.modelPath, options.variant,
                            options.choice, options.why,
                            ProposeCommand::blackFor(verb, options.noBlack, options.interpreter)};
    const ProbeFixProposal proposal = family->proposeFromProbe(request);
    for (const QString& line : proposal.lines)
        verb.text() << line << '\n';
    for (auto it = proposal.json.constBegin(); it != proposal.json.constEnd(); ++it)
        verb.jsonOutput().insert(it.key(), *it);
    switch (proposal.ending) {
    case ProbeFixProposal::Ending::Files:
        return showAndWrite(verb, proposal.files, options.apply);
    case ProbeFixProposal::Ending::NoFix:
        return verb.finish(ExitFailure);
    case ProbeFixProposal::Ending::Usage:
        return verb.fail(ExitUsage, proposal.error);
    case ProbeFixProposal::Ending::Failed:
        break;
    }
    return verb.fail(ExitFailure, proposal.error);
}

int ProbeProposal::showAndWrite(VerbParser& verb, const QList<FileEdit>& files, bool apply)
{
    LoaderPatcher patcher(verb.checkout().root());
    QList<LoaderPatchPlan> plans;
    for (const FileEdit& file : std::as_const(files)) {
        auto plan = patcher.preview(file.path, file.edit.before, file.edit.after, file.summary);
        if (!plan)
            return verb.fail(ExitFailure, plan.error().toString());
        plans << *plan;
    }
    QString diff;
    for (const LoaderPatchPlan& plan : std::as_const(plans))
        diff += plan.diff;
    verb.jsonOutput().insert(QStringLiteral("diff"), diff);
    ProposeCommand::showFormatting(verb, files.constFirst().edit);
    verb.text() << diff;
    if (!apply)
        return verb.finish(ExitOk);
    QStringList written;
    for (const LoaderPatchPlan& plan : std::as_const(plans)) {
        if (const auto applied = patcher.apply(plan); !applied) {
            for (const QString& done : std::as_const(written))
                (void)patcher.revert(done);  // both files, or neither
            return verb.fail(ExitFailure, applied.error().toString());
        }
        written << plan.path;
    }
    for (const LoaderPatchPlan& plan : std::as_const(plans))
        (void)patcher.accept(plan.path);
    verb.jsonOutput().insert(QStringLiteral("written"), true);
    verb.text() << tr("Written; uncommitted in the loaders submodule.") << '\n';
    return verb.finish(ExitOk);
}

}  // namespace dtriage
