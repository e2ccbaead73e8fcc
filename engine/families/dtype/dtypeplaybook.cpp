#include "families/dtype/dtypeplaybook.h"

#include "analysis/loaderanalyzer.h"
#include "families/dtype/gate/signatures.h"
#include "families/dtype/probe/reprofindings.h"
#include "families/playbookhost.h"
#include "families/probesetup.h"
#include "session/loaderfixstate.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"
#include "session/yamltarget.h"

#include <QDir>
#include <QThread>

namespace dtriage {

using State = TriageSession::State;

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

// ------------------------------------------------------------------ step 2: gate

void DtypePlaybook::gated(const QString& reason)
{
    const Result<Flavor> flavor = Signatures::gate(reason);
    m_host.record().flavor = flavor ? flavorName(*flavor) : QString();
    m_host.record().gateReason = reason;
    m_host.log(tr("flavor: %1").arg(flavorName(flavor ? *flavor : Flavor::None)));
}

// ------------------------------------------------------------------ step 3: repro

ReproJob* DtypePlaybook::startRepro(const QString& variant, const Entry& entry)
{
    const SessionResolution& res = m_host.resolution();
    auto* job = new ReproJob(*res.python, ProbeSetup::request(m_host, res.loaderPath, variant, &entry), this);
    ProbeSetup::configure(m_host, job->probe(), QStringLiteral("repro"));
    const QString name = job->request().displayName();
    trackRepro(job, m_host.fix().landed() ? tr("CPU repro %1 (after the fix)").arg(name) : tr("CPU repro %1").arg(name));
    m_repros << job;
    return job;
}

// As a session job: its lines, the worker's greeting, the two phases' summary.
// Called before the playbook connects to finished(), so the job ends first.
void DtypePlaybook::trackRepro(ReproJob* job, const QString& name)
{
    SessionJobs& jobs = m_host.jobs();
    const int jobId = jobs.begin(name);
    connect(job, &ReproJob::reproEvent, &jobs, [&jobs, jobId](const ReproEvent& event) {
        if (const auto* text = std::get_if<ReproText>(&event)) {
            jobs.show(jobId, text->line);
        } else if (const auto* hello = std::get_if<ReproHello>(&event)) {
            jobs.note(jobId, tr("Python %1, torch %2, pid %3").arg(hello->python, hello->torch).arg(hello->pid));
        }
    });
    const QString loadersRoot = m_host.resolution().checkout.loadersRoot();
    connect(job, &ReproJob::finished, &jobs, [&jobs, jobId, loadersRoot](const ReproResult& result) {
        jobs.end(jobId,
                 result.completed() ? ReproFindings::cpuRun(result.outcome, loadersRoot).summary() : result.problem(),
                 result.completed());
    });
}

void DtypePlaybook::reproduce()
{
    const SessionResolution& res = m_host.resolution();
    if (!m_host.config().importedProbe.isEmpty())
        m_host.log(tr("the bfloat16 family's repro is not imported: it runs here (%1 is not read)")
                       .arg(m_host.config().importedProbe));
    m_host.enter(State::ReproducingBefore, tr("CPU repro of %1").arg(m_host.record().key));
    whenDone(startRepro(res.key.variant, res.entry), &ReproJob::finished, [this](const ReproResult& r) { onReproBefore(r); });
}

// ------------------------------------------------------------------ step 4: decide

void DtypePlaybook::onReproBefore(const ReproResult& result)
{
    if (!result.completed()) {
        m_host.fail(result.problem().isEmpty() ? result.outcome.summary() : result.problem());
        return;
    }
    m_before = result;
    TriageRecord& record = m_host.record();
    const ReproOutcome& outcome = result.outcome;
    record.entries[0].cpuBefore = ReproFindings::cpuRun(outcome, m_host.resolution().checkout.loadersRoot());
    m_host.enter(State::Deciding, outcome.summary());
    const auto decision = outcome.decision();
    if (!decision) {
        m_host.fail(decision.error().toString());
        return;
    }
    record.decision = Decision::actionName(decision->action());
    if (!decision->allowsEdits()) {
        m_host.stop(decision->explanation());
        return;
    }
    const auto& bf16 = *outcome.bfloat16.result;
    const Flavor flavor = Signatures::classify(bf16.errorType, bf16.message).flavor;
    record.flavor = flavorName(flavor);
    m_host.targets() = {YamlTarget{record.key, YamlPlan::Branch::A, ReproFindings::canonicalReason(outcome), {}}};
    if (flavorAllowsLoaderFix(flavor)) {
        proposeFix();
        return;
    }
    record.fix.why = tr("%1: no loader edit can add a missing bfloat16 kernel; xfail path").arg(flavorName(flavor));
    scope();
}

// ------------------------------------------------------------------ step 5: fix

void DtypePlaybook::proposeFix()
{
    m_host.enter(State::ProposingFix);
    await(LoaderAnalyzer::analyze(m_host.resolution().loaderPath), [this](Result<LoaderAnalysis> analysis) {
        if (!analysis) {
            m_host.fail(analysis.error().toString());
            return;
        }
        const auto request = m_before->outcome.fixRequest();
        if (!request) {
            m_host.fail(request.error().toString());
            return;
        }
        const auto proposal = FixProposal::propose(*request, *analysis);
        onProposal(proposal);
        if (!proposal || !proposal->hasFix())
            return;
        const FixProposal chosen = *proposal;
        LoaderEditOptions options;
        options.black = m_host.resolution().black();
        await(LoaderEdit::make(analysis->source, chosen, options),
              [this, chosen](Result<LoaderEditResult> edit) { onLoaderEdit(chosen, edit); });
    });
}

void DtypePlaybook::onProposal(const Result<FixProposal>& proposal)
{
    if (!proposal) {
        m_host.fail(proposal.error().toString());
        return;
    }
    m_proposal = *proposal;
    TriageRecord::Fix& fix = m_host.record().fix;
    fix.why = proposal->why;
    if (!proposal->hasFix()) {
        m_host.log(tr("no fix site: %1").arg(proposal->why));
        scope();
        return;
    }
    const SessionResolution& res = m_host.resolution();
    fix.file = QDir(res.checkout.loadersRoot()).relativeFilePath(res.loaderPath);
    fix.line = proposal->line;
    fix.kind = FixProposal::kindName(proposal->kind);
    fix.edit = proposal->summary();
    fix.before = proposal->siteText;
}

void DtypePlaybook::onLoaderEdit(const FixProposal& proposal, const Result<LoaderEditResult>& edit)
{
    TriageRecord& record = m_host.record();
    QString why = edit ? QString() : edit.error().toString();
    if (edit) {
        const QStringList lines = QString::fromUtf8(edit->after).split(u'\n');
        record.fix.after = lines.mid(edit->firstLine - 1, edit->lastLine - edit->firstLine + 1).join(u'\n');
        record.fix.setFormatting(edit->formatter, edit->formatterFrom, edit->pin);
        if (m_host.offerLoaderEdit(*edit, proposal.summary(), &why, std::nullopt) != PlaybookHost::EditOffer::Refused)
            return;
    }
    // The edit was refused (formatter or ast check): no working fix, xfail path.
    record.fix.why = why;
    record.review << tr("the loader edit was refused: %1").arg(why);
    scope();
}

// ------------------------------------------------------------------ step 6: the fix again

void DtypePlaybook::verifyFix()
{
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::ReproducingAfter, tr("CPU repro after the fix"));
    whenDone(startRepro(res.key.variant, res.entry), &ReproJob::finished, [this](const ReproResult& r) { onReproAfter(r); });
}

void DtypePlaybook::onReproAfter(const ReproResult& result)
{
    if (!result.completed()) {
        m_host.fail(result.problem().isEmpty() ? result.outcome.summary() : result.problem());
        return;
    }
    m_after = result;
    TriageRecord& record = m_host.record();
    const ReproOutcome& outcome = result.outcome;
    record.entries[0].cpuAfter = ReproFindings::cpuRun(outcome, m_host.resolution().checkout.loadersRoot());
    m_host.log(outcome.summary());
    YamlTarget& target = m_host.targets()[0];
    if (outcome.bfloat16.ok() && outcome.float32.ok()) {
        record.fix.result = TriageRecord::Fix::Result::Works;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        scope();
    } else if (ReproFindings::bf16HasSignature(outcome)
               && ReproFindings::canonicalReason(outcome) == target.canonicalReason) {
        // The same mismatch: the edit did not reach the offender; take it back.
        m_host.revertFix([this] { scope(); });
    } else {
        record.fix.result = TriageRecord::Fix::Result::NewError;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        target.newError = outcome.bfloat16.ok() ? outcome.float32.result->errorLine()
                                                : ReproFindings::bf16Error(outcome);
        record.fix.newError = target.newError;
        scope();
    }
}

// ------------------------------------------------------------------ scope

void DtypePlaybook::scope()
{
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::Scoping);
    m_scope.collect(res.training, m_host.record().key, res.key.modelPath);
    if (m_scope.isEmpty()) {
        m_host.runPytest();
        return;
    }
    startSiblingRepros();
}

void DtypePlaybook::startSiblingRepros()
{
    const int limit = qMax(1, QThread::idealThreadCount());
    while (const std::optional<int> index = m_scope.startNext(limit)) {
        const SiblingScope::Sibling& sibling = m_scope.at(*index);
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
    const SessionResolution& res = m_host.resolution();
    m_host.targets() << m_scope.addEntries(m_host.record(), res.analysis, m_host.fix().landed(),
                                           res.checkout.loadersRoot());
    m_host.runPytest();
}

}  // namespace dtriage
