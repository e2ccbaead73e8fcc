#include "probeproposal.h"
#include "core/boundedfile.h"

#include "exitcode.h"
#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "families/probe/proberesult.h"
#include "families/proposedfix.h"
#include "proposaloutput.h"
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
    return ProposalOutput::finish(verb, family->proposeFromProbe(request), options.apply);
}

}  // namespace dtriage
