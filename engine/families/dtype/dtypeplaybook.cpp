#include "families/dtype/dtypeplaybook.h"
#include "families/dtype/dtypeshown.h"

#include "analysis/loaderanalyzer.h"
#include "families/dtype/gate/dtypesignature.h"
#include "families/dtype/probe/reprofindings.h"
#include "families/playbookhost.h"
#include "families/probesetup.h"
#include "families/triagecontext.h"

#include <QDir>
#include <QThread>

namespace dtriage {

QVariant DtypePlaybook::evidence() const
{
    if (!m_before && !m_after && !m_proposal)
        return {};
    return QVariant::fromValue(DtypeShown{m_before, m_after, m_proposal});
}

using Step = PlaybookHost::Step;

DtypePlaybook::DtypePlaybook(PlaybookHost& host, QObject* parent)
    : Playbook(host, parent)
{
}

DtypePlaybook::~DtypePlaybook() { cancel(); }

void DtypePlaybook::cancel()
{
    dropLateResults();
    for (const QPointer<ReproJob>& job : std::as_const(m_repros))
        if (job)
            job->cancel();
}

// ------------------------------------------------------------------ step 3: repro

ReproJob* DtypePlaybook::startRepro(const QString& variant, const Entry& entry)
{
    const TriageContext& context = m_host.context();
    auto* job = new ReproJob(*context.python,
                             ProbeSetup::request(context.checkout.root(), context.runner, context.loaderPath, variant,
                                                 &entry),
                             this);
    m_host.configureProbe(job->probe(), ReproJob::kProbe);
    const QString name = job->request().displayName();
    trackRepro(job, m_host.fixLanded() ? tr("CPU repro %1 (after the fix)").arg(name) : tr("CPU repro %1").arg(name));
    m_repros << job;
    return job;
}

// As a session job: its lines, the worker's greeting, the two phases' summary.
// Called before the playbook connects to finished(), so the job ends first.
void DtypePlaybook::trackRepro(ReproJob* job, const QString& name)
{
    PlaybookHost& host = m_host;
    const int jobId = host.beginJob(name);
    connect(job, &ReproJob::reproEvent, job, [&host, jobId](const ReproEvent& event) {
        if (const auto* text = std::get_if<ReproText>(&event))
            host.jobLine(jobId, text->line);
        else if (const auto* hello = std::get_if<ReproHello>(&event))
            host.jobNote(jobId, ProbeSetup::greeting(hello->python, hello->torch, hello->pid));
    });
    const QString loadersRoot = host.context().checkout.loadersRoot();
    connect(job, &ReproJob::finished, job, [&host, jobId, loadersRoot](const ReproResult& result) {
        host.endJob(jobId,
                    result.completed() ? ReproFindings::cpuRun(result.outcome, loadersRoot).summary() : result.problem(),
                    result.completed());
    });
}

void DtypePlaybook::reproduce()
{
    const TriageContext& context = m_host.context();
    if (const QString imported = m_host.importedProbe(); !imported.isEmpty())
        m_host.log(tr("the bfloat16 family's repro is not imported: it runs here (%1 is not read)").arg(imported));
    m_host.progress(Step::Reproducing, tr("CPU repro of %1").arg(m_host.record().key));
    whenDone(startRepro(context.key.variant, context.entry), &ReproJob::finished,
             [this](const ReproResult& r) { onReproBefore(r); });
}

// ------------------------------------------------------------------ step 4: decide

void DtypePlaybook::onReproBefore(const ReproResult& result)
{
    if (!result.completed()) {
        m_host.fail(result.problem().isEmpty() ? result.outcome.summary() : result.problem());
        return;
    }
    m_before = result;
    m_host.decided(decide(result));
}

ProbeVerdict DtypePlaybook::decide(const ReproResult& result) const
{
    ProbeVerdict verdict;
    const ReproOutcome& outcome = result.outcome;
    verdict.cpuBefore = ReproFindings::cpuRun(outcome, m_host.context().checkout.loadersRoot());
    verdict.note = outcome.summary();
    const auto decision = outcome.decision();
    if (!decision) {
        verdict.next = ProbeVerdict::Next::Fail;
        verdict.why = decision.error().toString();
        return verdict;
    }
    verdict.decision = DtypeDecision::actionName(decision->action());
    if (!decision->allowsEdits()) {
        verdict.next = ProbeVerdict::Next::Stop;
        verdict.why = decision->explanation();
        return verdict;
    }
    const auto& bf16 = *outcome.bfloat16.result;
    const DtypeFlavor flavor = DtypeSignature::classify(bf16.errorType, bf16.message).flavor;
    verdict.flavor = flavorName(flavor);
    verdict.canonicalReason = ReproFindings::canonicalReason(outcome);
    if (flavorAllowsLoaderFix(flavor)) {
        verdict.next = ProbeVerdict::Next::ProposeFix;
        return verdict;
    }
    verdict.next = ProbeVerdict::Next::Scope;
    verdict.why = tr("%1: no loader edit can add a missing bfloat16 kernel; xfail path").arg(flavorName(flavor));
    return verdict;
}

// ------------------------------------------------------------------ step 5: fix

void DtypePlaybook::proposeFix()
{
    m_host.progress(Step::ProposingFix);
    await(LoaderAnalyzer::analyze(m_host.context().loaderPath), [this](Result<LoaderAnalysis> analysis) {
        if (!analysis) {
            m_host.fail(analysis.error().toString());
            return;
        }
        const auto request = m_before->outcome.fixRequest();
        if (!request) {
            m_host.fail(request.error().toString());
            return;
        }
        FixOffer offer;
        const auto proposal = DtypeFixProposal::propose(*request, *analysis);
        if (!onProposal(proposal, offer.fix))
            return;
        const DtypeFixProposal chosen = *proposal;
        await(DtypeLoaderEdit::make(analysis->source, chosen, m_host.context().black()),
              [this, chosen, offer](Result<LoaderEditResult> edit) { onLoaderEdit(chosen, edit, offer); });
    });
}

bool DtypePlaybook::onProposal(const Result<DtypeFixProposal>& proposal, TriageRecord::Fix& fix)
{
    if (!proposal) {
        m_host.fail(proposal.error().toString());
        return false;
    }
    m_proposal = *proposal;
    if (!proposal->hasFix()) {
        m_host.log(tr("no fix site: %1").arg(proposal->why));
        m_host.noFix(proposal->why);
        return false;
    }
    const TriageContext& context = m_host.context();
    fix.why = proposal->why;
    fix.file = QDir(context.checkout.loadersRoot()).relativeFilePath(context.loaderPath);
    fix.line = proposal->line;
    fix.kind = DtypeFixProposal::kindName(proposal->kind);
    fix.edit = proposal->summary();
    fix.before = proposal->siteText;
    return true;
}

void DtypePlaybook::onLoaderEdit(const DtypeFixProposal& proposal, const Result<LoaderEditResult>& edit, FixOffer offer)
{
    if (edit) {
        // The report's Before and After are the same statement's whole lines: the
        // site's text alone (a call from its name on) read "zeros( (" beside a
        // whole formatted statement. The lines around the statement are unchanged,
        // so its end in `before` is as far from the file's end as in `after`.
        const QStringList after = QString::fromUtf8(edit->after).split(u'\n');
        const QStringList before = QString::fromUtf8(edit->before).split(u'\n');
        const int lastBefore = edit->lastLine - int(after.size() - before.size());
        offer.fix.after = after.mid(edit->firstLine - 1, edit->lastLine - edit->firstLine + 1).join(u'\n');
        if (lastBefore >= edit->firstLine)
            offer.fix.before = before.mid(edit->firstLine - 1, lastBefore - edit->firstLine + 1).join(u'\n');
    }
    offer.edit = edit;
    offer.summary = proposal.summary();
    // Refused (formatter or ast check): no working fix, xfail path.
    offer.refusedReview = tr("the loader edit was refused: %1");
    m_host.offerFix(offer);
}

// ------------------------------------------------------------------ step 6: the fix again

void DtypePlaybook::verifyFix()
{
    const TriageContext& context = m_host.context();
    m_host.progress(Step::ReproducingAfter, tr("CPU repro after the fix"));
    whenDone(startRepro(context.key.variant, context.entry), &ReproJob::finished,
             [this](const ReproResult& r) { onReproAfter(r); });
}

void DtypePlaybook::onReproAfter(const ReproResult& result)
{
    FixVerdict verdict;
    if (!result.completed()) {
        verdict.why = result.problem().isEmpty() ? result.outcome.summary() : result.problem();
        m_host.judged(verdict);
        return;
    }
    m_after = result;
    const ReproOutcome& outcome = result.outcome;
    verdict.cpuAfter = ReproFindings::cpuRun(outcome, m_host.context().checkout.loadersRoot());
    verdict.log << outcome.summary();
    if (outcome.bfloat16.ok() && outcome.float32.ok()) {
        verdict.outcome = FixVerdict::Outcome::Works;
    } else if (ReproFindings::bf16HasSignature(outcome)
               && ReproFindings::canonicalReason(outcome) == m_host.triagedTarget().canonicalReason) {
        // The same mismatch: the edit did not reach the offender; take it back.
        verdict.outcome = FixVerdict::Outcome::SameFailure;
    } else {
        verdict.outcome = FixVerdict::Outcome::NewError;
        verdict.newError = outcome.bfloat16.ok() ? outcome.float32.result->errorLine() : ReproFindings::bf16Error(outcome);
    }
    m_host.judged(verdict);
}

// ------------------------------------------------------------------ scope

void DtypePlaybook::scope()
{
    const TriageContext& context = m_host.context();
    m_host.progress(Step::Scoping);
    m_scope.collect(context.training, m_host.record().key, context.key.modelPath);
    if (m_scope.isEmpty()) {
        m_host.scoped({});
        return;
    }
    startSiblingRepros();
}

void DtypePlaybook::startSiblingRepros()
{
    const int limit = qMax(1, QThread::idealThreadCount());
    while (const std::optional<int> index = m_scope.startNext(limit)) {
        const DtypeSiblingScope::Sibling& sibling = m_scope.at(*index);
        m_host.log(tr("CPU repro of %1").arg(sibling.key));
        whenDone(startRepro(sibling.variant, sibling.entry), &ReproJob::finished,
                 [this, index = *index](const ReproResult& r) { onSiblingRepro(index, r); });
    }
}

void DtypePlaybook::onSiblingRepro(int index, const ReproResult& result)
{
    if (!m_scope.finish(index, result)) {
        startSiblingRepros();
        return;
    }
    const TriageContext& context = m_host.context();
    m_host.scoped(m_scope.result(context.analysis, m_host.fixLanded(), context.checkout.loadersRoot()));
}

}  // namespace dtriage
