#include "families/unpack/fix/unpackprobefix.h"

#include "families/probe/proberesult.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/unpackchoice.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "families/unpack/probe/forwardfindings.h"
#include "families/unpack/probe/forwardprobe.h"
#include "families/unpack/probe/unpackdecision.h"

#include <QJsonArray>

namespace dtriage {

ProposedFix UnpackProbeFix::propose(const ProbeFixRequest& request)
{
    const Result<ProbeResult> read =
        ProbeResult::imported(ForwardProbe::instance(), request.probeFile, request.modelPath, request.variant);
    if (!read || !read->completed())
        return ProposedFix::failed(read ? read->problem() : read.error().toString());
    const ForwardFindings& found = read->as<ForwardFindings>();
    const UnpackDecision decision = UnpackDecision::decide(found);
    ProposedFix proposal;
    QJsonObject probe{{QStringLiteral("decision"), UnpackDecision::actionName(decision.action)},
                      {QStringLiteral("judgement_call"), decision.judgementCall}};
    if (found.output) {
        const QStringList structure = OverrideWriter::structureLines(*found.output);
        probe.insert(QStringLiteral("output_class"), found.output->className);
        probe.insert(QStringLiteral("structure"), QJsonArray::fromStringList(structure));
        proposal.lines << tr("forward output:");
        for (const QString& line : structure)
            proposal.lines << QStringLiteral("  ") + line;
    }
    if (found.unpacked && !found.unpacked->ok)
        proposal.lines << tr("unpack_forward_output: %1").arg(found.unpacked->errorLine());
    proposal.lines << tr("decision: %1 — %2").arg(UnpackDecision::actionName(decision.action), decision.explanation());
    proposal.json.insert(QStringLiteral("probe"), probe);
    if (!decision.allowsEdits()) {
        proposal.ending = ProposedFix::Ending::NoFix;
        return proposal;
    }
    const Result<UnpackChoice> choice = UnpackChoice::resolve(decision, *found.output, request.choice, request.why);
    const Result<UnpackFixEdit> fix =
        choice ? UnpackFixBuilder::build(request.checkoutRoot, request.loaderPath, found, *choice, request.black)
               : Result<UnpackFixEdit>(std::unexpected(choice.error()));
    if (!fix) {
        proposal.ending = ProposedFix::Ending::Failed;
        proposal.error = fix.error().toString();
        return proposal;
    }
    proposal.lines << tr("target: %1 (%2)").arg(choice->label(*found.output), choice->target.why);
    proposal.json.insert(QStringLiteral("target"), choice->name());
    // The fix, and the file it edits with it (a wrong registry entry's deletion).
    proposal.files << FileEdit{fix->path, fix->edit, fix->summary};
    if (fix->companion)
        proposal.files << *fix->companion;
    if (decision.judgementCall && request.why.trimmed().isEmpty())
        proposal.held = tr("the loss target is a judgement call: --apply writes it only with --why (which loss reads "
                           "it), so the docstring says so");
    proposal.ending = ProposedFix::Ending::Files;
    return proposal;
}

}  // namespace dtriage
