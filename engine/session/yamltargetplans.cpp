#include "session/yamltargetplans.h"

namespace dtriage {

bool YamlTargetPlans::plan(const FailureSignature& signature, const QList<YamlTarget>& targets,
                           const ConfigFile& file, const JUnitReport& junit, bool fixLanded)
{
    m_file = file;
    m_keys.clear();
    m_plans.clear();
    bool revert = false;
    for (const YamlTarget& target : targets) {
        const Entry* entry = file.find(target.key);
        if (!entry)
            continue;
        YamlPlan plan = target.plan(signature, *entry, junit, fixLanded);
        revert = revert || plan.revertFix;
        if (plan.revertFix) {
            m_revertReviews.insert(target.key, plan.reviewReason);
        } else if (m_revertReviews.contains(target.key)) {
            // Planned again after that revert: branch A, still flagged for review.
            plan.needsReview = true;
            plan.revertFix = true;
            plan.reviewReason = m_revertReviews.value(target.key);
        }
        m_keys << target.key;
        m_plans.insert(target.key, plan);
    }
    return revert;
}

QList<EntryChange> YamlTargetPlans::record(TriageRecord& record, QStringList* reviewLines) const
{
    QList<EntryChange> changes;
    for (const QString& key : m_keys) {
        const YamlPlan& plan = m_plans[key];
        for (TriageRecord::EntryResult& entry : record.entries) {
            if (entry.key == key)
                entry.yaml = TriageRecord::YamlState::fromPlan(*m_file->find(key), plan);
        }
        if (plan.needsReview && !plan.reviewReason.isEmpty())
            *reviewLines << tr("%1: review: %2").arg(key, plan.reviewReason);
        if (!plan.isNoOp())
            changes << plan.change;
    }
    return changes;
}

}  // namespace dtriage
