#include "families/inputs/scope/inputsscope.h"

#include "families/inputs/gate/inputssignature.h"
#include "families/inputs/probe/inputsfindings.h"

namespace dtriage {
namespace {

QString inferenceKey(TestKey key)
{
    key.runMode = QStringLiteral("inference");
    return key.toString();
}

}  // namespace

std::optional<YamlTarget> InputsScope::include(const ScopeCandidate& candidate, const FixedLines& fixed,
                                               TriageRecord::EntryResult& entry, QStringList& review)
{
    std::optional<YamlTarget> target = judge(candidate, fixed, entry);
    if (brokenByFix(candidate))
        review << tr("%1 is EXPECTED_PASSING but fails with the fix: %2").arg(entry.key, entry.scopeNote);
    else if (returnsBesideFix(candidate, fixed))
        review << tr("%1: %2").arg(entry.key, entry.scopeNote);
    return target;
}

// The probe ran with the fix on disk: the entry's own reason (does it claim this
// family's failure?) tells "fixed by it" from "never broken".
std::optional<YamlTarget> InputsScope::judge(const ScopeCandidate& candidate, const FixedLines& fixed,
                                             TriageRecord::EntryResult& entry)
{
    const InputsFindings* finished = candidate.finished<InputsFindings>(entry);
    if (!finished)
        return std::nullopt;
    const InputsFindings& found = *finished;
    InputsSignature signature;
    if (!InputsSignature::gate(candidate.entry.reason())) {
        entry.scopeNote = brokenByFix(candidate)
                              ? tr("its training step fails with the fix (%1): left alone; review whether the fix "
                                   "broke it").arg(found.error())
                              : tr("its reason is not a missing-input failure: left alone");
        return std::nullopt;
    }
    if (!found.passes() && signature.matches(found.error())) {
        entry.scopeNote = returnsBesideFix(candidate, fixed)
                              ? tr("still fails for a missing input: %1; its load_inputs call returns at line %2, "
                                   "which the fix left as it was: triage it on its own")
                                    .arg(found.error())
                                    .arg(found.inputs->returnLine)
                              : tr("still fails for a missing input: %1; left alone").arg(found.error());
        return std::nullopt;
    }
    entry.included = true;
    const QString reason = signature.canonicalReason(candidate.entry.reason());
    if (found.passes()) {
        entry.scopeNote = tr("same loader, passes with the fix: included");
        return YamlTarget{entry.key, YamlTarget::branchOfSibling(true, true), reason, {}};
    }
    entry.scopeNote = tr("same loader, moved on to another error with the fix: included");
    return YamlTarget{entry.key, YamlPlan::Branch::C, reason, found.error()};
}

// load_inputs is shared: an entry expected to pass whose training step fails
// with the fix may be broken by it. Said so; its YAML is not this triage's.
bool InputsScope::brokenByFix(const ScopeCandidate& candidate)
{
    const ProbeResult& result = *candidate.probe;
    return result.completed() && !result.findings->passes()
        && candidate.entry.status() == QLatin1String("EXPECTED_PASSING");
}

bool InputsScope::returnsBesideFix(const ScopeCandidate& candidate, const FixedLines& fixed)
{
    const ProbeResult& result = *candidate.probe;
    if (!result.completed() || result.findings->passes())
        return false;
    const InputsFindings& found = result.as<InputsFindings>();
    if (!found.inputs)
        return false;
    const int line = found.inputs->returnLine;
    return line > 0 && fixed.known() && !fixed.contain(line) && InputsSignature::gate(candidate.entry.reason())
        && InputsSignature().matches(found.error());
}

QStringList InputsScope::inferenceKeys(const TestKey& triaged, const ScopeCandidates& candidates,
                                       const ConfigFile* inference)
{
    QStringList keys{inferenceKey(triaged)};
    for (const ScopeCandidate& candidate : candidates)
        keys << inferenceKey(candidate.key);
    if (inference)
        for (const Entry& entry : inference->entries())
            if (const auto key = TestKey::parse(entry.key); key && key->modelPath == triaged.modelPath
                                                            && key->runMode == QLatin1String("inference")
                                                            && key->parallelism == triaged.parallelism)
                keys << entry.key;
    keys.removeDuplicates();
    return keys;
}

}  // namespace dtriage
