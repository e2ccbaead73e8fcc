#include "families/inputs/scope/inputsscope.h"

#include "families/inputs/gate/inputssignature.h"
#include "families/loadertrainingentries.h"

namespace dtriage {
namespace {

QString inferenceKey(TestKey key)
{
    key.runMode = QStringLiteral("inference");
    return key.toString();
}

}  // namespace

void InputsScope::collect(const ConfigFile& training, const TestKey& triaged, FixedLines fixed)
{
    m_fixed = fixed;
    m_candidates.clear();
    for (const auto& [key, entry] : loaderTrainingEntries(training, triaged.toString(), triaged.modelPath))
        m_candidates << Candidate{key, entry, std::nullopt};
    m_queue.reset(int(m_candidates.size()));
}

bool InputsScope::finish(int index, const InputsProbeResult& result)
{
    m_candidates[index].probe = result;
    return m_queue.finish();
}

QList<YamlTarget> InputsScope::addEntries(TriageRecord& record) const
{
    QList<YamlTarget> targets;
    for (const Candidate& candidate : m_candidates) {
        TriageRecord::EntryResult entry;
        entry.key = candidate.entry.key;
        entry.variant = candidate.key.variant;
        entry.yaml.before = TriageRecord::YamlFields::of(candidate.entry);
        if (auto target = include(candidate, entry))
            targets << *target;
        if (brokenByFix(candidate))
            record.review << tr("%1 is EXPECTED_PASSING but fails with the fix: %2").arg(entry.key, entry.scopeNote);
        else if (returnsBesideFix(candidate))
            record.review << tr("%1: %2").arg(entry.key, entry.scopeNote);
        record.entries << entry;
    }
    return targets;
}

// The probe ran with the fix on disk: the entry's own reason (does it claim this
// family's failure?) tells "fixed by it" from "never broken".
std::optional<YamlTarget> InputsScope::include(const Candidate& candidate, TriageRecord::EntryResult& entry) const
{
    entry.included = false;
    const InputsProbeResult& result = *candidate.probe;
    if (!result.completed()) {
        entry.scopeNote = tr("the inputs probe did not finish: %1").arg(result.problem());
        return std::nullopt;
    }
    const InputsFindings& found = result.findings;
    entry.cpuAfter = found.cpuRun();
    InputsSignature signature;
    if (!InputsSignature::gate(candidate.entry.reason())) {
        entry.scopeNote = brokenByFix(candidate)
                              ? tr("its training step fails with the fix (%1): left alone; review whether the fix "
                                   "broke it").arg(found.error())
                              : tr("its reason is not a missing-input failure: left alone");
        return std::nullopt;
    }
    if (!found.passes() && signature.matches(found.error())) {
        entry.scopeNote = returnsBesideFix(candidate)
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
bool InputsScope::brokenByFix(const Candidate& candidate)
{
    const InputsProbeResult& result = *candidate.probe;
    return result.completed() && !result.findings.passes()
        && candidate.entry.status() == QLatin1String("EXPECTED_PASSING");
}

bool InputsScope::returnsBesideFix(const Candidate& candidate) const
{
    const InputsProbeResult& result = *candidate.probe;
    if (!result.completed() || result.findings.passes() || !result.findings.inputs)
        return false;
    const int line = result.findings.inputs->returnLine;
    return line > 0 && m_fixed.known() && !m_fixed.contain(line) && InputsSignature::gate(candidate.entry.reason())
        && InputsSignature().matches(result.findings.error());
}

QStringList InputsScope::inferenceKeys(const TestKey& triaged) const
{
    QStringList keys{inferenceKey(triaged)};
    for (const Candidate& candidate : m_candidates)
        keys << inferenceKey(candidate.key);
    return keys;
}

}  // namespace dtriage
