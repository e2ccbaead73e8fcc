// TriageSession and its family's steps: every value a Playbook hands back
// (PlaybookHost) is recorded here, in the record, the YAML targets and their
// branches, and the session goes on with the step it calls for.
#include "session/triagesession.h"

#include "families/playbook.h"
#include "families/playbookhost.h"
#include "run/probejob.h"
#include "run/sessionfolder.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"

#include <QRegularExpression>

#include <utility>

namespace dtriage {

// A probe under the session's limits, in its warm worker when that is up, logging
// to "<stem>-<model>-<variant>.log" in the session folder.
void TriageSession::configureProbe(ProbeJob& job, const QString& stem)
{
    job.setTimeoutMs(m_config.reproTimeoutMs);
    job.setMemoryLimitBytes(m_config.memoryLimitBytes);
    if (m_worker && m_worker->isUsable())
        job.setWarmWorker(m_worker);
    const QString name = QStringLiteral("%1-%2").arg(stem, job.request().displayName())
                             .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    if (auto logPath = m_folder->uniqueFile(name, QStringLiteral("log")))
        job.setLogPath(*logPath);
}

// ------------------------------------------------------------------ steps 3-4

void TriageSession::onDecided(const ProbeVerdict& verdict)
{
    m_record.entries[0].cpuBefore = verdict.cpuBefore;
    if (!verdict.decision.isEmpty())
        m_record.decision = verdict.decision;
    if (!verdict.flavor.isEmpty() && verdict.flavor != m_record.flavor) {
        log(tr("the CPU error is %1, not %2 as the reason says").arg(verdict.flavor, m_record.flavor));
        m_record.flavor = verdict.flavor;
    }
    setState(State::Deciding, verdict.note);
    for (const QString& line : verdict.log)
        log(line);
    m_targets = {YamlTarget{m_record.key, YamlPlan::Branch::A, verdict.canonicalReason, {}}};
    switch (verdict.next) {
    case ProbeVerdict::Next::ProposeFix:
        m_playbook->proposeFix();
        return;
    case ProbeVerdict::Next::Scope:
        m_record.fix.why = verdict.why;
        m_playbook->scope();
        return;
    case ProbeVerdict::Next::Pytest:
        if (verdict.passesWithoutFix) {
            // The probe decides, not the reason: the YAML is the only thing wrong.
            m_targets[0].branch = YamlPlan::Branch::B;
            m_targets[0].passesWithoutFix = true;
        }
        m_record.fix.why = verdict.why;
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
    // A fix built again (another choice, a loader that changed) replaces the last
    // one's review items.
    for (const QString& item : std::as_const(m_offerReview))
        m_record.review.removeOne(item);
    m_offerReview = offer.review;
    m_record.review << offer.review;
    m_fixJudgement = offer.judgement;
    const TriageRecord::Fix::Result result = m_record.fix.result;
    m_record.fix = offer.fix;
    m_record.fix.result = result;
    for (const QString& line : offer.log)
        log(line);
    QString why = offer.edit ? QString() : offer.edit.error().toString();
    if (offer.edit) {
        m_record.fix.setFormatting(offer.edit->formatter, offer.edit->formatterFrom, offer.edit->pin);
        if (offerLoaderEdit(*offer.edit, offer.summary, &why, offer.companion))
            return;
    }
    // The edit was refused (its checks failed) or could not be made: no working fix, xfail path.
    m_record.fix.why = why;
    m_record.review << offer.refusedReview.arg(why);
    m_playbook->scope();
}

void TriageSession::onNoFix(const QString& why, const QString& review)
{
    m_fixJudgement.clear();
    // An offer before this (the fix built again) is no more: its review items go.
    for (const QString& item : std::exchange(m_offerReview, {}))
        m_record.review.removeOne(item);
    m_record.fix.why = why;
    if (!review.isEmpty())
        m_record.review << review;
    m_playbook->scope();
}

// ------------------------------------------------------------------ the fix again

void TriageSession::onJudged(const FixVerdict& verdict)
{
    if (verdict.outcome == FixVerdict::Outcome::Fail) {
        failWith(verdict.why);
        return;
    }
    if (verdict.cpuAfter)
        m_record.entries[0].cpuAfter = *verdict.cpuAfter;
    for (const QString& line : verdict.log)
        log(line);
    m_record.review << verdict.review;
    if (verdict.outcome == FixVerdict::Outcome::SameFailure) {
        revertFix([this] { m_playbook->scope(); });
        return;
    }
    const bool works = verdict.outcome == FixVerdict::Outcome::Works;
    m_record.fix.result = works ? TriageRecord::Fix::Result::Works : TriageRecord::Fix::Result::NewError;
    m_targets[0].branch = YamlTarget::branchOfTriaged(m_record.fix.result);
    if (!works)
        m_targets[0].newError = m_record.fix.newError = verdict.newError;
    m_playbook->scope();
}

// ------------------------------------------------------------------ step 6

void TriageSession::onScoped(const ScopeResult& scope)
{
    m_record.entries << scope.entries;
    m_record.review << scope.review;
    m_targets << scope.targets;
    m_inferenceRuns = scope.inferenceRuns;
    runPytest();
}

}  // namespace dtriage
