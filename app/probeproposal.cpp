#include "probeproposal.h"
#include "core/boundedfile.h"

#include "exitcode.h"
#include "families/families.h"
#include "families/probe/editimport.h"
#include "families/probe/familyprobe.h"
#include "families/probe/proberesult.h"
#include "families/proposedfix.h"
#include "proposaloutput.h"
#include "proposecommand.h"
#include "verbparser.h"

#include <QDir>
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

// A loader edit is imported the runner's way here before it is shown as applicable
// (EditImport); where no Python here imports torch, that is said and the edit stays.
void checkImport(ProposedFix& proposal, const FailureFamily& family, const ProbeFixRequest& request,
                 const QString& interpreter)
{
    if (proposal.ending != ProposedFix::Ending::Files || proposal.files.isEmpty()
        || QDir::cleanPath(proposal.files.constFirst().path) != QDir::cleanPath(request.loaderPath))
        return;
    const Result<PythonCommand> python = PythonEnvironment::resolve(request.checkoutRoot, interpreter);
    if (!python) {
        proposal.lines << ProbeProposal::tr("the edit was not imported here (%1): import it before you rely on it")
                              .arg(python.error().message);
        return;
    }
    const QString failed = EditImport::check(*family.probe(), *python, request.checkoutRoot, request.loaderPath,
                                             request.variant, proposal.files.constFirst().edit.after);
    if (failed.isEmpty()) {
        proposal.lines << ProbeProposal::tr("the edited loader imports as tt-xla's runner imports it");
        return;
    }
    proposal.ending = ProposedFix::Ending::Failed;
    proposal.error = failed;
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
    ProposedFix proposal = family->proposeFromProbe(request);
    checkImport(proposal, *family, request, options.interpreter);
    return ProposalOutput::finish(verb, proposal, options.apply);
}

}  // namespace dtriage
