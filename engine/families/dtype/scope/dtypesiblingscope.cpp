#include "families/dtype/scope/dtypesiblingscope.h"

#include "checkout/testkey.h"
#include "families/dtype/probe/reprofindings.h"
#include "families/dtype/gate/dtypesignature.h"

namespace dtriage {

void DtypeSiblingScope::collect(const ConfigFile& training, const QString& triagedKey, const QString& modelPath)
{
    m_siblings.clear();
    for (const Entry& entry : training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (!key || entry.key == triagedKey || key->runMode != QLatin1String("training")
            || key->modelPath != modelPath)
            continue;
        m_siblings << Sibling{entry.key, key->variant, entry, std::nullopt};
    }
    m_queue.reset(int(m_siblings.size()));
}

bool DtypeSiblingScope::finish(int index, const ReproResult& result)
{
    m_siblings[index].repro = result;
    return m_queue.finish();
}

ScopeResult DtypeSiblingScope::result(const std::optional<LoaderAnalysis>& analysis, bool fixLanded,
                                 const QString& loadersRoot) const
{
    ScopeResult scope;
    for (const Sibling& sibling : m_siblings) {
        TriageRecord::EntryResult entry;
        entry.key = sibling.key;
        entry.variant = sibling.variant;
        if (analysis)
            entry.modelInfoName = analysis->modelInfo.name(sibling.variant);
        entry.yaml.before = TriageRecord::YamlFields::of(sibling.entry);
        if (auto target = include(sibling, entry, fixLanded, loadersRoot))
            scope.targets << *target;
        scope.entries << entry;
    }
    return scope;
}

// The repro ran on the loader as it is now (with the fix when one landed), so a
// passing bf16 phase alone cannot tell "fixed by the edit" from "never broken":
// the entry's own YAML reason (does it claim a bf16 failure?) decides that.
std::optional<YamlTarget> DtypeSiblingScope::include(const Sibling& sibling, TriageRecord::EntryResult& entry,
                                                bool fixLanded, const QString& loadersRoot)
{
    const ReproResult& result = *sibling.repro;
    entry.included = false;
    if (!result.completed()) {
        entry.scopeNote = tr("the CPU repro did not finish: %1").arg(result.problem());
        return std::nullopt;
    }
    const ReproOutcome& outcome = result.outcome;
    (fixLanded ? entry.cpuAfter : entry.cpuBefore) = ReproFindings::cpuRun(outcome, loadersRoot);
    const bool claimsBf16 = DtypeSignature::gate(sibling.entry.reason()).has_value();
    YamlTarget target{sibling.key, YamlPlan::Branch::A, ReproFindings::canonicalReason(outcome), {}};
    if (!outcome.float32.ok()) {
        entry.scopeNote = tr("the FLOAT32 phase fails too: escalate; left alone");
        return std::nullopt;
    }
    if (outcome.bfloat16.ok()) {
        if (!fixLanded || !claimsBf16) {
            entry.scopeNote = tr("the BFLOAT16 phase passes on CPU: left alone");
            return std::nullopt;
        }
        // Fixed by the same edit.
        target.branch = YamlTarget::branchOfSibling(fixLanded, true);
        target.canonicalReason = DtypeSignature::canonical(sibling.entry.reason());
    } else if (!ReproFindings::bf16HasSignature(outcome)) {
        entry.scopeNote = tr("the BFLOAT16 phase fails without a bfloat16 signature: left alone");
        return std::nullopt;
    }
    entry.included = true;
    entry.scopeNote = tr("same loader, included");
    return target;
}

}  // namespace dtriage
