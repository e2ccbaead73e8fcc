#include "families/unpack/scope/unpackscope.h"

#include "families/unpack/gate/unpacksignature.h"
#include "families/unpack/probe/forwardfindings.h"

namespace dtriage {

ScopeCandidates UnpackScope::ofRegistry(const ConfigFile& training, const QString& triagedKey, const QString& className)
{
    ScopeCandidates candidates;
    for (const Entry& entry : training.entries()) {
        const auto key = TestKey::parse(entry.key);
        if (!key || entry.key == triagedKey || key->runMode != QLatin1String("training"))
            continue;
        const QString reason = entry.reason();
        const QString named = UnpackSignature::className(reason);
        if (UnpackSignature::gate(reason) && (named.isEmpty() || named == className))
            candidates << ScopeCandidate{*key, entry, std::nullopt};
    }
    return candidates;
}

// The probe ran with the fix on disk: a pass alone cannot tell "fixed by it"
// from "never broken", so the entry's own reason (does it claim this family's
// failure?) decides that.
std::optional<YamlTarget> UnpackScope::include(const ScopeCandidate& candidate, const QString& className,
                                               TriageRecord::EntryResult& entry)
{
    const ForwardFindings* finished = candidate.finished<ForwardFindings>(entry);
    if (!finished)
        return std::nullopt;
    const ForwardFindings& found = *finished;
    if (!found.bfloat16.ok) {
        entry.scopeNote = tr("the forward itself fails: %1; left alone").arg(found.bfloat16.errorLine());
        return std::nullopt;
    }
    const QString emitted = found.output ? found.output->className : QString();
    if (!className.isEmpty() && emitted != className) {
        entry.scopeNote = tr("its model emits %1, not %2: left alone").arg(emitted, className);
        return std::nullopt;
    }
    if (!found.passes()) {
        entry.scopeNote = tr("unpacking still fails: %1; left alone").arg(found.error());
        return std::nullopt;
    }
    if (!UnpackSignature::gate(candidate.entry.reason())) {
        entry.scopeNote = tr("it passes, and its reason is not an unpack_forward_output failure: left alone");
        return std::nullopt;
    }
    entry.included = true;
    entry.scopeNote = className.isEmpty() ? tr("same loader, included")
                                          : tr("emits %1, in the registry entry's scope: included").arg(emitted);
    UnpackSignature signature;
    return YamlTarget{entry.key, YamlTarget::branchOfSibling(true, true),
                      signature.canonicalReason(candidate.entry.reason()), {}};
}

}  // namespace dtriage
