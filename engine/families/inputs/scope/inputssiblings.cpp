#include "families/inputs/scope/inputssiblings.h"

#include "families/inputs/gate/inputssignature.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/loadertrainingentries.h"

namespace dtriage {

ScopeCandidates InputsSiblings::of(const ConfigFile& training, const TestKey& triaged)
{
    ScopeCandidates siblings;
    for (const auto& [key, entry] : loaderTrainingEntries(training, triaged.toString(), triaged.modelPath))
        if (InputsSignature::gate(entry.reason()))
            siblings << ScopeCandidate{key, entry, std::nullopt};
    return siblings;
}

InputsSiblings::Returns InputsSiblings::returnsToEdit(const ScopeCandidates& siblings, const QString& kind,
                                                      const QList<int>& candidates)
{
    Returns returns;
    for (const ScopeCandidate& sibling : siblings) {
        bool edit = false;
        returns.notes << tr("%1: %2").arg(sibling.entry.key, noteOf(sibling, kind, candidates, &edit));
        const int line = edit ? sibling.probe->as<InputsFindings>().inputs->returnLine : 0;
        if (edit && !returns.lines.contains(line))
            returns.lines << line;
    }
    return returns;
}

QString InputsSiblings::noteOf(const ScopeCandidate& sibling, const QString& kind, const QList<int>& candidates,
                               bool* edit)
{
    const ProbeResult& result = *sibling.probe;
    if (!result.completed())
        return tr("the inputs probe did not finish: %1").arg(result.problem());
    const InputsFindings& found = result.as<InputsFindings>();
    if (found.passes())
        return tr("passes already");
    if (!InputsSignature().matches(found.error()))
        return tr("fails otherwise: %1").arg(found.error());
    const int line = found.inputs ? found.inputs->returnLine : 0;
    if (line == 0)
        return tr("where its load_inputs call returns was not seen: left as it is");
    if (!candidates.contains(line))
        return tr("returns where the test does (line %1)").arg(line);
    const InputsDecision decision = InputsDecision::decide(found);
    if (decision.action != InputsDecision::Action::Proceed || decision.editKind != kind)
        return tr("returns at line %1 and needs another fix (%2): left as it is")
            .arg(line)
            .arg(decision.action == InputsDecision::Action::Proceed ? decision.editKind : decision.explanation());
    *edit = true;
    return tr("returns at line %1 and fails the same way: the fix edits that return too").arg(line);
}

}  // namespace dtriage
