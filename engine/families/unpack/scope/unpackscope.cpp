#include "families/unpack/scope/unpackscope.h"

#include "families/loadertrainingentries.h"
#include "families/unpack/gate/unpacksignature.h"
#include "families/unpack/probe/unpackfindings.h"

namespace dtriage {

void UnpackScope::collectLoader(const ConfigFile& training, const QString& triagedKey, const QString& modelPath)
{
    m_candidates.clear();
    m_className.clear();
    for (const auto& [key, entry] : loaderTrainingEntries(training, triagedKey, modelPath))
        m_candidates << Candidate{key, entry, std::nullopt};
    m_queue.reset(int(m_candidates.size()));
}

void UnpackScope::collectRegistry(const ConfigFile& training, const QString& triagedKey, const QString& className)
{
    m_candidates.clear();
    m_className = className;
    for (const Entry& entry : training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (!key || entry.key == triagedKey || key->runMode != QLatin1String("training"))
            continue;
        const QString reason = entry.reason();
        const QString named = UnpackSignature::className(reason);
        if (UnpackSignature::gate(reason) && (named.isEmpty() || named == className))
            m_candidates << Candidate{*key, entry, std::nullopt};
    }
    m_queue.reset(int(m_candidates.size()));
}

bool UnpackScope::finish(int index, const ForwardProbeResult& result)
{
    m_candidates[index].probe = result;
    return m_queue.finish();
}

QList<YamlTarget> UnpackScope::addEntries(TriageRecord& record) const
{
    QList<YamlTarget> targets;
    for (const Candidate& candidate : m_candidates) {
        TriageRecord::EntryResult entry;
        entry.key = candidate.entry.key;
        entry.variant = candidate.key.variant;
        entry.yaml.before = TriageRecord::YamlFields::of(candidate.entry);
        if (auto target = include(candidate, entry))
            targets << *target;
        record.entries << entry;
    }
    return targets;
}

// The probe ran with the fix on disk: a pass alone cannot tell "fixed by it"
// from "never broken", so the entry's own reason (does it claim this family's
// failure?) decides that.
std::optional<YamlTarget> UnpackScope::include(const Candidate& candidate, TriageRecord::EntryResult& entry) const
{
    entry.included = false;
    const ForwardProbeResult& result = *candidate.probe;
    if (!result.completed()) {
        entry.scopeNote = tr("the forward probe did not finish: %1").arg(result.problem());
        return std::nullopt;
    }
    const ForwardFindings& found = result.findings;
    entry.cpuAfter = UnpackFindings::cpuRun(found);
    if (!found.bfloat16.ok) {
        entry.scopeNote = tr("the forward itself fails: %1; left alone").arg(found.bfloat16.errorLine());
        return std::nullopt;
    }
    const QString emitted = found.output ? found.output->className : QString();
    if (!m_className.isEmpty() && emitted != m_className) {
        entry.scopeNote = tr("its model emits %1, not %2: left alone").arg(emitted, m_className);
        return std::nullopt;
    }
    if (!UnpackFindings::passes(found)) {
        entry.scopeNote = tr("unpacking still fails: %1; left alone").arg(UnpackFindings::error(found));
        return std::nullopt;
    }
    if (!UnpackSignature::gate(candidate.entry.reason())) {
        entry.scopeNote = tr("it passes, and its reason is not an unpack_forward_output failure: left alone");
        return std::nullopt;
    }
    entry.included = true;
    entry.scopeNote = m_className.isEmpty() ? tr("same loader, included")
                                            : tr("emits %1, in the registry entry's scope: included").arg(emitted);
    UnpackSignature signature;
    return YamlTarget{entry.key, YamlTarget::branchOfSibling(true, true),
                      signature.canonicalReason(candidate.entry.reason()), {}};
}

}  // namespace dtriage
