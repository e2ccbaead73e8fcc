#include "families/inputs/fix/inputsprobefix.h"

#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsfindings.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/proberesult.h"

#include <QJsonArray>

namespace dtriage {

ProposedFix InputsProbeFix::propose(const ProbeFixRequest& request)
{
    if (!request.choice.isEmpty() || !request.why.isEmpty())
        return ProposedFix::failed(tr("--target and --why choose the unpack family's loss target; an inputs "
                                           "probe's fix has no choice"),
                                        ProposedFix::Ending::Usage);
    const Result<ProbeResult> read =
        ProbeResult::imported(InputsProbe::instance(), request.probeFile, request.modelPath, request.variant);
    if (!read || !read->completed())
        return ProposedFix::failed(read ? read->problem() : read.error().toString());
    const InputsFindings& found = read->as<InputsFindings>();
    const InputsDecision decision = InputsDecision::decide(found);
    ProposedFix proposal;
    if (found.inputs)
        for (const InputsFindings::Item& item : found.inputs->items)
            proposal.lines << tr("  %1 -> %2: %3")
                                  .arg(item.label, item.parameter.isEmpty() ? tr("(no parameter)") : item.parameter,
                                       item.describe());
    proposal.lines << tr("decision: %1 — %2").arg(InputsDecision::actionName(decision.action), decision.explanation());
    QJsonObject probe{{QStringLiteral("decision"), InputsDecision::actionName(decision.action)},
                      {QStringLiteral("flavor"), decision.flavor},
                      {QStringLiteral("edit"), decision.editKind}};
    if (decision.action != InputsDecision::Action::Proceed) {
        proposal.json.insert(QStringLiteral("probe"), probe);
        proposal.ending = ProposedFix::Ending::NoFix;
        return proposal;
    }
    const Result<InputsFixEdit> fix = InputsFixBuilder::build(request.loaderPath, found, decision.editKind, request.black);
    if (!fix) {
        proposal.json.insert(QStringLiteral("probe"), probe);
        proposal.ending = ProposedFix::Ending::Failed;
        proposal.error = fix.error().toString();
        return proposal;
    }
    if (!fix->otherReturns.isEmpty()) {
        // A probe run elsewhere speaks for one variant: the others' returns are a session's to probe.
        QStringList lines;
        QJsonArray json;
        for (const int line : fix->otherReturns)
            lines << QString::number(line), json.append(line);
        proposal.lines << tr("load_inputs also returns at line %1, which this probe's call did not reach: left as it "
                             "is (a triage session probes the variants failing this way and edits their returns too)",
                             nullptr, int(lines.size()))
                              .arg(lines.join(QLatin1String(", ")));
        probe.insert(QStringLiteral("other_returns"), json);
    }
    // The other variants are a session's to run with the edit (issue 46 §1): said, not done here.
    proposal.lines << tr("other variants of the loader, if any, were not run with this edit (a probe run elsewhere "
                         "speaks for one): a triage session runs each before it offers the fix, and guards the edit "
                         "to the variants that need it when it breaks one");
    proposal.json.insert(QStringLiteral("probe"), probe);
    proposal.files << FileEdit{fix->path, fix->edit, fix->summary};
    proposal.ending = ProposedFix::Ending::Files;
    return proposal;
}

}  // namespace dtriage
