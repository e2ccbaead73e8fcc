#include "yamlplan/yamltarget.h"

#include "yamlplan/failuresignature.h"

namespace dtriage {

YamlPlan YamlTarget::plan(const FailureSignature& signature, const Entry& entry, const JUnitReport& junit,
                          bool fixLanded) const
{
    return YamlPlan::plan(signature, fixLanded || passesWithoutFix ? branch : YamlPlan::Branch::A, entry,
                          junit.observe(key),
                          canonicalReason, newError);
}

YamlPlan::Branch YamlTarget::branchOfTriaged(TriageRecord::Fix::Result fixResult)
{
    switch (fixResult) {
    case TriageRecord::Fix::Result::Works:
        return YamlPlan::Branch::B;
    case TriageRecord::Fix::Result::NewError:
        return YamlPlan::Branch::C;
    case TriageRecord::Fix::Result::NotAttempted:
    case TriageRecord::Fix::Result::Reverted:
        break;
    }
    return YamlPlan::Branch::A;
}

YamlPlan::Branch YamlTarget::branchOfSibling(bool fixLanded, bool passesNow)
{
    return fixLanded && passesNow ? YamlPlan::Branch::B : YamlPlan::Branch::A;
}

// See DtypePlaybook and DtypeSiblingScope::include: the same branches, from the
// recorded CPU runs instead of the live ones; a run's first phase is the one
// that runs the entry as the runner does.
QList<YamlTarget> YamlTarget::fromRecord(const TriageRecord& record, const FailureSignature& signature,
                                         bool fixLanded)
{
    using Phase = TriageRecord::CpuPhase::Result;
    QList<YamlTarget> targets;
    for (const TriageRecord::EntryResult& entry : record.entries) {
        if (!entry.included)
            continue;
        const bool triaged = entry.key == record.key;
        const TriageRecord::CpuRun& run =
            fixLanded && !triaged && entry.cpuAfter.ran() ? entry.cpuAfter : entry.cpuBefore;
        YamlTarget target{entry.key, YamlPlan::Branch::A,
                          signature.canonicalReason(run.first().result == Phase::Failed ? run.first().errorLine
                                                                                     : entry.yaml.before.reason),
                          {}};
        if (!fixLanded && run.ran() && run.first().result == Phase::Ok) {
            // Never failed on CPU: a stale entry, decided per pytest outcome.
            target.branch = YamlPlan::Branch::B;
            target.passesWithoutFix = true;
        } else if (triaged) {
            target.branch = fixLanded ? branchOfTriaged(record.fix.result) : YamlPlan::Branch::A;
            target.newError = record.fix.newError;
        } else {
            target.branch = branchOfSibling(fixLanded, run.first().result == Phase::Ok);
        }
        targets << target;
    }
    return targets;
}

QStringList YamlTarget::keysOf(const QList<YamlTarget>& targets)
{
    QStringList keys;
    for (const YamlTarget& target : targets)
        keys << target.key;
    return keys;
}

YamlTarget YamlTarget::triaged(const TriageRecord& record, const FailureSignature& signature)
{
    const QString error = record.entries.value(0).cpuBefore.first().errorLine;
    return {record.key, YamlPlan::Branch::A,
            signature.canonicalReason(error.isEmpty() ? record.gateReason : error),
            {}};
}

}  // namespace dtriage
