#include "session/sessionledger.h"

#include "families/fixoffer.h"
#include "families/fixverdict.h"
#include "families/probeverdict.h"
#include "families/scoperesult.h"

namespace dtriage {

SessionLedger::SessionLedger(TriageRecord& record, QList<YamlTarget>& targets, QStringList& inferenceRuns)
    : m_record(record)
    , m_targets(targets)
    , m_inferenceRuns(inferenceRuns)
{
}

QString SessionLedger::decided(const ProbeVerdict& verdict)
{
    m_record.entries[0].cpuBefore = verdict.cpuBefore;
    if (!verdict.decision.isEmpty())
        m_record.decision = verdict.decision;
    QString otherFlavor;
    if (!verdict.flavor.isEmpty() && verdict.flavor != m_record.flavor) {
        otherFlavor = tr("the CPU error is %1, not %2 as the reason says").arg(verdict.flavor, m_record.flavor);
        m_record.flavor = verdict.flavor;
    }
    return otherFlavor;
}

void SessionLedger::goesOn(const ProbeVerdict& verdict)
{
    m_targets = {YamlTarget{m_record.key, YamlPlan::Branch::A, verdict.canonicalReason, {}}};
    if (verdict.next == ProbeVerdict::Next::Scope || verdict.next == ProbeVerdict::Next::Pytest)
        m_record.fix.why = verdict.why;
    if (verdict.next == ProbeVerdict::Next::Pytest && verdict.passesWithoutFix) {
        // The probe decides, not the reason: the YAML is the only thing wrong.
        m_targets[0].branch = YamlPlan::Branch::B;
        m_targets[0].passesWithoutFix = true;
    }
}

void SessionLedger::offered(const FixOffer& offer)
{
    m_record.review << offer.review;
    const TriageRecord::Fix::Result result = m_record.fix.result;
    m_record.fix = offer.fix;
    m_record.fix.result = result;
    if (offer.edit)
        m_record.fix.setFormatting(offer.edit->formatter, offer.edit->formatterFrom, offer.edit->pin);
}

void SessionLedger::refused(const FixOffer& offer, const QString& why)
{
    // No working fix: the xfail path.
    m_record.fix.why = why;
    m_record.review << offer.refusedReview.arg(why);
}

void SessionLedger::noFix(const QString& why, const QString& review)
{
    m_record.fix.why = why;
    if (!review.isEmpty())
        m_record.review << review;
}

void SessionLedger::judged(const FixVerdict& verdict)
{
    if (verdict.cpuAfter)
        m_record.entries[0].cpuAfter = *verdict.cpuAfter;
    m_record.review << verdict.review;
    if (verdict.outcome == FixVerdict::Outcome::SameFailure)
        return;
    const bool works = verdict.outcome == FixVerdict::Outcome::Works;
    m_record.fix.result = works ? TriageRecord::Fix::Result::Works : TriageRecord::Fix::Result::NewError;
    m_targets[0].branch = YamlTarget::branchOfTriaged(m_record.fix.result);
    if (!works)
        m_targets[0].newError = m_record.fix.newError = verdict.newError;
}

void SessionLedger::scoped(const ScopeResult& scope)
{
    m_record.entries << scope.entries;
    m_record.review << scope.review;
    m_targets << scope.targets;
    m_inferenceRuns = scope.inferenceRuns;
}

}  // namespace dtriage
