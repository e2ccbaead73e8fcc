// TriageSession and its family's steps: every value a Playbook hands back
// (PlaybookHost) is written down by the ledger (SessionLedger), and the session
// goes on with the step it calls for.
#include "session/triagesession.h"

#include "families/playbook.h"
#include "families/playbookhost.h"

namespace dtriage {

// ------------------------------------------------------------------ steps 3-4

void TriageSession::onDecided(const ProbeVerdict& verdict)
{
    if (const QString otherFlavor = m_ledger.decided(verdict); !otherFlavor.isEmpty())
        log(otherFlavor);
    setState(State::Deciding, verdict.note);
    for (const QString& line : verdict.log)
        log(line);
    m_ledger.goesOn(verdict);
    switch (verdict.next) {
    case ProbeVerdict::Next::ProposeFix:
        m_playbook->proposeFix();
        return;
    case ProbeVerdict::Next::Scope:
        m_playbook->scope();
        return;
    case ProbeVerdict::Next::Pytest:
        runPytest();
        return;
    case ProbeVerdict::Next::Stop:
        stop(verdict.why);
        return;
    case ProbeVerdict::Next::Fail:
        break;
    }
    failWith(verdict.why);
}

// ------------------------------------------------------------------ step 5

void TriageSession::onFixOffered(const FixOffer& offer)
{
    dropOfferReview();  // a fix built again (another choice, a changed loader) replaces the last
    m_ledger.offered(offer);
    for (const QString& line : offer.log)
        log(line);
    const auto offered = m_fix->offer(fixedFile(), offer);
    if (!offered) {
        m_ledger.refused(offer, offered.error());
        m_playbook->scope();
    } else if (*offered == StagedLoaderFix::Offered::Awaiting) {
        awaitFixApproval(offer.summary);
    }
}

// The review items of the fix on offer leave the record with it.
void TriageSession::dropOfferReview()
{
    for (const QString& item : m_fix->offerReview())
        m_record.review.removeOne(item);
    m_fix->withdraw();
}

void TriageSession::onNoFix(const QString& why, const QString& review)
{
    dropOfferReview();  // an offer before this (the fix built again) is no more
    m_ledger.noFix(why, review);
    m_playbook->scope();
}

// ------------------------------------------------------------------ the fix again

void TriageSession::onJudged(const FixVerdict& verdict)
{
    if (verdict.outcome == FixVerdict::Outcome::Fail) {
        failWith(verdict.why);
        return;
    }
    m_ledger.judged(verdict);
    for (const QString& line : verdict.log)
        log(line);
    if (verdict.outcome == FixVerdict::Outcome::SameFailure)
        revertFix([this] { m_playbook->scope(); });
    else
        m_playbook->scope();
}

// ------------------------------------------------------------------ step 6

void TriageSession::onScoped(const ScopeResult& scope)
{
    m_ledger.scoped(scope);
    runPytest();
}

}  // namespace dtriage
