#include "session/yamltarget.h"

#include "triage/bringupclassifier.h"
#include "triage/signatures.h"

namespace dtriage {

YamlPlan YamlTarget::plan(const Entry& entry, const JUnitReport& junit, bool fixLanded) const
{
    const JUnitCase junitCase = junit.outcomeFor(key);
    // Unknown must never pass for anything: as a skip it plans nothing in B and
    // flags A and C for review.
    const auto pytest = junitCase.pytestOutcome().value_or(YamlPlan::PytestOutcome::Skipped);
    const QString log = JUnitReader::logSection(junit.logText, key);
    switch (fixLanded ? branch : YamlPlan::Branch::A) {
    case YamlPlan::Branch::B:
        return YamlPlan::branchB(entry, pytest, junitCase.errorText(), canonicalReason, log);
    case YamlPlan::Branch::C:
        return YamlPlan::branchC(entry, newError, pytest);
    case YamlPlan::Branch::A:
        break;
    }
    const QString errorText = junitCase.errorText();
    const bool otherError = pytest == YamlPlan::PytestOutcome::Failed
        && !Signatures::classify(errorText.isEmpty() ? log : errorText).isMatch()
        && BringupClassifier::classify(errorText.isEmpty() ? log : errorText)
               != BringupClassifier::Category::Unclassified;
    if (!otherError)
        return YamlPlan::branchA(entry, canonicalReason, pytest);
    // pytest no longer shows the bf16 error but a different one: plan what was
    // observed, classified, and have a human look at it.
    YamlPlan plan = YamlPlan::branchB(entry, pytest, errorText, canonicalReason, log);
    plan.branch = YamlPlan::Branch::A;
    plan.needsReview = true;
    plan.reviewReason = tr("pytest no longer shows the bfloat16 error but a different one; "
                           "planned with the observed error, review it");
    return plan;
}

// See TriageSession::onReproAfter and SiblingScope::include: the same branches,
// from the recorded CPU runs instead of the live ones.
QList<YamlTarget> YamlTarget::fromRecord(const TriageRecord& record, bool fixLanded)
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
                          Signatures::canonicalReason(run.bf16.result == Phase::Failed ? run.bf16.errorLine
                                                                                     : entry.yaml.before.reason),
                          {}};
        if (fixLanded && triaged) {
            const bool newError = record.fix.result == TriageRecord::Fix::Result::NewError;
            target.branch = newError ? YamlPlan::Branch::C : YamlPlan::Branch::B;
            target.newError = record.fix.newError;
        } else if (fixLanded && run.bf16.result == Phase::Ok) {
            target.branch = YamlPlan::Branch::B;
        }
        targets << target;
    }
    return targets;
}

YamlTarget YamlTarget::triaged(const TriageRecord& record)
{
    const QString bf16 = record.entries.value(0).cpuBefore.bf16.errorLine;
    return {record.key, YamlPlan::Branch::A,
            bf16.isEmpty() ? Signatures::canonicalReason(record.gateReason) : Signatures::canonicalReason(bf16),
            {}};
}

}  // namespace dtriage
