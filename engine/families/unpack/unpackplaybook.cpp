#include "families/unpack/unpackplaybook.h"
#include "core/workpool.h"

#include "analysis/loadereditresult.h"
#include "core/textlines.h"
#include "families/playbookhost.h"
#include "families/probesetup.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "families/unpack/gate/unpacksignature.h"
#include "families/unpack/probe/unpackfindings.h"
#include "session/loaderfixstate.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"
#include "session/yamltarget.h"

#include <QDir>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

using State = TriageSession::State;

UnpackPlaybook::UnpackPlaybook(PlaybookHost& host, QObject* parent)
    : Playbook(host, parent)
{
}

UnpackPlaybook::~UnpackPlaybook() { cancel(); }

void UnpackPlaybook::cancel()
{
    dropLateResults();
    for (const QPointer<ForwardProbeJob>& job : std::as_const(m_probes))
        if (job)
            job->cancel();
}

QList<UnpackChoice> UnpackPlaybook::options() const
{
    if (!m_decision || !m_decision->allowsEdits() || !m_before || !m_before->findings.output)
        return {};
    return UnpackChoice::options(*m_decision, *m_before->findings.output);
}

// ------------------------------------------------------------------ step 2: gate

void UnpackPlaybook::gated(const QString& reason)
{
    const Result<QString> flavor = UnpackSignature::gate(reason);
    m_host.record().flavor = flavor ? *flavor : QString();
    m_host.record().gateReason = reason;
    m_host.log(tr("flavor: %1").arg(m_host.record().flavor));
}

// ------------------------------------------------------------------ step 3: the forward probe

ForwardProbeJob* UnpackPlaybook::startProbe(const TestKey& key, const QString& loaderPath)
{
    const SessionResolution& res = m_host.resolution();
    const Entry* entry = res.training.find(key.toString());
    auto* job = new ForwardProbeJob(*res.python, ProbeSetup::request(m_host, loaderPath, key.variant, entry), this);
    ProbeSetup::configure(m_host, job->probe(), QStringLiteral("forward"));
    const QString name = job->request().displayName();
    ProbeSetup::track(m_host, job,
                      m_host.fix().landed() ? tr("forward probe %1 (after the fix)").arg(name) : tr("forward probe %1").arg(name),
                      &ForwardProbeJob::finished, +[](const ForwardProbeResult& r) { return UnpackFindings::cpuRun(r.findings).summary(); });
    m_probes << job;
    return job;
}

void UnpackPlaybook::reproduce()
{
    if (!m_host.config().importedProbe.isEmpty()) {
        importProbe(m_host.config().importedProbe);
        return;
    }
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::ReproducingBefore, tr("forward probe of %1").arg(m_host.record().key));
    whenDone(startProbe(res.key, res.loaderPath), &ForwardProbeJob::finished, [this](const ForwardProbeResult& r) { onProbeBefore(r); });
}

// A probe run elsewhere (a machine with the model's weights): its printed output
// stands in for the probe before the fix, once it is the same loader and variant.
void UnpackPlaybook::importProbe(const QString& path)
{
    m_host.enter(State::ReproducingBefore, tr("reading the forward probe result %1").arg(path));
    await(WorkPool::run(ForwardProbeResult::fromFile, path), [this, path](Result<ForwardProbeResult> read) {
        const TestKey& key = m_host.resolution().key;
        if (read && (read->findings.modelPath != key.modelPath || read->findings.variant != key.variant))
            read = fail(tr("the probe result %1 is of %2 %3, not of %4 %5")
                            .arg(path, read->findings.modelPath, read->findings.variant, key.modelPath, key.variant));
        if (!read) {
            m_host.fail(read.error().toString());
            return;
        }
        m_host.record().probeSource = path;
        m_host.log(tr("forward probe imported from %1 (run elsewhere)").arg(path));
        onProbeBefore(*read);
    });
}

// ------------------------------------------------------------------ step 4: decide

void UnpackPlaybook::onProbeBefore(const ForwardProbeResult& result)
{
    if (!result.completed()) {
        m_host.fail(result.problem());
        return;
    }
    m_before = result;
    TriageRecord& record = m_host.record();
    const ForwardFindings& found = result.findings;
    record.entries[0].cpuBefore = UnpackFindings::cpuRun(found);
    m_decision = UnpackDecision::decide(found);
    record.decision = UnpackDecision::actionName(m_decision->action);
    m_host.enter(State::Deciding, record.entries[0].cpuBefore.summary());
    Q_EMIT evidenceChanged();
    const QString error = UnpackFindings::error(found);
    UnpackSignature signature;
    m_host.targets() = {YamlTarget{record.key, YamlPlan::Branch::A,
                                   signature.canonicalReason(error.isEmpty() ? record.gateReason : error), {}}};
    switch (m_decision->action) {
    case UnpackDecision::Action::Stale:
        // The probe decides, not the reason: the YAML is the only thing wrong.
        m_host.targets()[0].branch = YamlPlan::Branch::B;
        m_host.targets()[0].passesWithoutFix = true;
        record.fix.why = m_decision->explanation();
        m_host.log(m_decision->explanation());
        m_host.runPytest();
        return;
    case UnpackDecision::Action::RegistryEntry:
    case UnpackDecision::Action::Override:
    case UnpackDecision::Action::WrongRegistry:
        proposeFix();
        return;
    case UnpackDecision::Action::Escalate:
    case UnpackDecision::Action::NotThisFamily:
    case UnpackDecision::Action::BrokenOverride:
    case UnpackDecision::Action::TooDeep:
    case UnpackDecision::Action::Incomplete:
        break;
    }
    m_host.stop(m_decision->explanation());
}

// ------------------------------------------------------------------ step 5: fix

void UnpackPlaybook::proposeFix()
{
    m_host.enter(State::ProposingFix);
    const TriageSessionConfig& config = m_host.config();
    const Result<UnpackChoice> choice =
        UnpackChoice::resolve(*m_decision, *m_before->findings.output, config.fixChoice, config.fixChoiceWhy);
    if (!choice) {
        m_host.fail(choice.error().toString());
        return;
    }
    m_choice = *choice;
    Q_EMIT evidenceChanged();
    TriageRecord::Fix& fix = m_host.record().fix;
    const OutputNode& output = *m_before->findings.output;
    fix.why = QStringLiteral("%1: %2").arg(choice->label(output), choice->target.why);
    QStringList& review = m_host.record().review;
    review.removeAll(m_choiceReview);  // an earlier proposal's, before the user chose
    m_choiceReview.clear();
    const bool confirmed = !config.fixChoice.isEmpty() || !config.fixChoiceWhy.isEmpty();
    if (m_decision->judgementCall && !confirmed) {
        m_choiceReview = tr("the loss target is a judgement call: %1 was proposed from the structure alone")
                             .arg(choice->label(output));
        review << m_choiceReview;
    }
    const SessionResolution& res = m_host.resolution();
    auto built = WorkPool::run(UnpackFixBuilder::build, res.checkout.root(), res.loaderPath, m_before->findings,
                               *choice, res.black());
    await(built, [this](Result<UnpackFixEdit> built) { onFixBuilt(built); });
}

void UnpackPlaybook::onFixBuilt(const Result<UnpackFixEdit>& built)
{
    if (!built) {
        offer(std::unexpected(built.error()), {}, std::nullopt);
        return;
    }
    const SessionResolution& res = m_host.resolution();
    TriageRecord::Fix& fix = m_host.record().fix;
    fix.file = QDir(res.checkout.loadersRoot()).relativeFilePath(built->path);
    fix.kind = built->kind;
    fix.edit = built->summary;
    fix.line = built->siteLine;
    fix.companionFile = built->companion
        ? QDir(res.checkout.loadersRoot()).relativeFilePath(built->companion->path) : QString();
    fix.companionEdit = built->companion ? built->companion->summary : QString();
    offer(built->edit, built->companion ? tr("%1; %2").arg(built->summary, built->companion->summary) : built->summary,
          built->companion);
}

void UnpackPlaybook::offer(const Result<LoaderEditResult>& edit, const QString& summary,
                           const std::optional<FileEdit>& companion)
{
    TriageRecord& record = m_host.record();
    QString why = edit ? QString() : edit.error().toString();
    if (edit) {
        const QList<QByteArray> lines = TextLines::split(edit->after);
        record.fix.after =
            QString::fromUtf8(lines.mid(edit->firstLine - 1, edit->lastLine - edit->firstLine + 1).join()).trimmed();
        record.fix.before.clear();
        record.fix.setFormatting(edit->formatter, edit->formatterFrom, edit->pin);
        if (m_host.offerLoaderEdit(*edit, summary, &why, companion) != PlaybookHost::EditOffer::Refused)
            return;
    }
    // The edit was refused (its checks failed): no working fix, xfail path.
    record.fix.why = why;
    record.review << tr("the unpack fix was refused: %1").arg(why);
    m_host.runPytest();
}

// ------------------------------------------------------------------ step 6: the fix again

void UnpackPlaybook::verifyFix()
{
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::ReproducingAfter, tr("forward probe after the fix"));
    whenDone(startProbe(res.key, res.loaderPath), &ForwardProbeJob::finished, [this](const ForwardProbeResult& r) { onProbeAfter(r); });
}

void UnpackPlaybook::onProbeAfter(const ForwardProbeResult& result)
{
    TriageRecord& record = m_host.record();
    YamlTarget& target = m_host.targets()[0];
    if (!result.completed() && !result.findings.setupFailure.isEmpty()) {
        // The loader no longer imports: the fix broke it. A new error, kept for a human.
        record.fix.result = TriageRecord::Fix::Result::NewError;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        target.newError = record.fix.newError = result.findings.setupFailure;
        scope();
        return;
    }
    if (!result.completed()) {
        m_host.fail(result.problem());
        return;
    }
    m_after = result;
    Q_EMIT evidenceChanged();
    const ForwardFindings& found = result.findings;
    record.entries[0].cpuAfter = UnpackFindings::cpuRun(found);
    m_host.log(record.entries[0].cpuAfter.summary());
    UnpackSignature signature;
    const QString error = UnpackFindings::error(found);
    if (UnpackFindings::passes(found)) {
        record.fix.result = TriageRecord::Fix::Result::Works;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        scope();
    } else if (signature.matches(error)) {
        // Unpacking still fails the same way: the fix did not reach it; take it back.
        m_host.revertFix([this] { m_host.runPytest(); });
    } else {
        record.fix.result = TriageRecord::Fix::Result::NewError;
        target.branch = YamlTarget::branchOfTriaged(record.fix.result);
        target.newError = record.fix.newError = error;
        scope();
    }
}

// ------------------------------------------------------------------ scope

void UnpackPlaybook::scope()
{
    const SessionResolution& res = m_host.resolution();
    m_host.enter(State::Scoping);
    if (!m_host.fix().landed() || !m_choice) {
        m_host.runPytest();
        return;
    }
    if (m_choice->path == UnpackChoice::Path::Registry)
        m_scope.collectRegistry(res.training, m_host.record().key, m_before->findings.output->className);
    else
        m_scope.collectLoader(res.training, m_host.record().key, res.key.modelPath);
    if (m_scope.isEmpty()) {
        m_host.runPytest();
        return;
    }
    startScopeProbes();
}

void UnpackPlaybook::startScopeProbes()
{
    const int limit = qMax(1, QThread::idealThreadCount());
    while (const std::optional<int> index = m_scope.startNext(limit)) {
        const UnpackScope::Candidate& candidate = m_scope.at(*index);
        m_host.log(tr("forward probe of %1").arg(candidate.entry.key));
        whenDone(startProbe(candidate.key, m_host.resolution().checkout.loaderPath(candidate.key)),
                 &ForwardProbeJob::finished, [this, index = *index](const ForwardProbeResult& r) { onScopeProbe(index, r); });
    }
}

void UnpackPlaybook::onScopeProbe(int index, const ForwardProbeResult& result)
{
    if (!m_scope.finish(index, result)) {
        startScopeProbes();
        return;
    }
    m_host.targets() << m_scope.addEntries(m_host.record());
    m_host.runPytest();
}

}  // namespace dtriage
