#include "families/probe/probeplaybook.h"

#include "core/workpool.h"
#include "families/playbookhost.h"
#include "families/probe/editimport.h"
#include "families/probe/familyprobe.h"
#include "families/probesetup.h"
#include "families/triagecontext.h"

#include <QDir>
#include <QThread>

namespace dtriage {

using Step = PlaybookHost::Step;

ProbePlaybook::ProbePlaybook(PlaybookHost& host, const FamilyProbe& probe, QObject* parent)
    : Playbook(host, parent)
    , m_probe(probe)
{
}

ProbePlaybook::~ProbePlaybook() { cancel(); }

void ProbePlaybook::cancel()
{
    dropLateResults();
    for (const QPointer<FamilyProbeJob>& job : std::as_const(m_jobs))
        if (job)
            job->cancel();
}

QStringList ProbePlaybook::inferenceRuns(const ScopeCandidates&) const { return {}; }

ScopeCandidates ProbePlaybook::scopeCandidates()
{
    return loaderScope(m_host.context().training, m_host.context().key);
}

FamilyProbeJob* ProbePlaybook::startProbe(const TestKey& key, const QString& loaderPath, const QByteArray& loaderSource,
                                          EditRun run)
{
    const TriageContext& context = m_host.context();
    const Entry* entry = context.training.find(key.toString());
    ProbeRequest request = ProbeSetup::request(context.checkout.root(), context.runner, loaderPath, key.variant, entry);
    if (!loaderSource.isNull())
        EditImport::ask(request, loaderSource);
    request.importOnly = run == EditRun::ImportOnly && !loaderSource.isNull();
    auto* job = new FamilyProbeJob(m_probe, *context.python, request, this);
    m_host.configureProbe(job->probe(), m_probe.name());
    const QString name = job->request().displayName();
    const QString title = run == EditRun::Whole && !loaderSource.isNull()
                              ? tr("%1 %2 (with the edit, run before it is offered)")
                          : !loaderSource.isNull() ? tr("%1 %2 (the edit, imported before it is offered)")
                          : m_host.fixLanded()   ? tr("%1 %2 (after the fix)")
                                                 : QStringLiteral("%1 %2");
    ProbeSetup::track(m_host, job, title.arg(m_probe.title(), name));
    m_jobs << job;
    return job;
}

void ProbePlaybook::offerImported(FixOffer offer)
{
    const TriageContext& context = m_host.context();
    // Only an edit of the triaged loader itself is imported (a registry line is
    // another file's, checked by its own rules); no Python, nothing to run it with.
    const QString edited = QDir::cleanPath(QDir(context.checkout.loadersRoot()).filePath(offer.fix.file));
    if (!offer.edit || !context.python || edited != QDir::cleanPath(context.loaderPath)) {
        m_host.offerFix(offer);
        return;
    }
    whenDone(startProbe(context.key, context.loaderPath, offer.edit->after), &FamilyProbeJob::finished,
             [this, offer](const ProbeResult& r) mutable {
                 if (const QString failed = EditImport::failureOf(r); !failed.isEmpty())
                     offer.edit = fail(failed);
                 m_host.offerFix(offer);
             });
}

// ------------------------------------------------------------------ steps 3-4

void ProbePlaybook::reproduce()
{
    if (const QString imported = m_host.importedProbe(); !imported.isEmpty()) {
        importProbe(imported);
        return;
    }
    const TriageContext& context = m_host.context();
    m_host.progress(Step::Reproducing, tr("%1 of %2").arg(m_probe.title(), m_host.record().key));
    whenDone(startProbe(context.key, context.loaderPath), &FamilyProbeJob::finished,
             [this](const ProbeResult& r) { onProbeBefore(r); });
}

// A probe run elsewhere (a machine with the model's weights): its printed output
// stands in for the probe before the fix, once it is the same loader and variant.
void ProbePlaybook::importProbe(const QString& path)
{
    m_host.progress(Step::Reproducing, tr("reading the %1 result %2").arg(m_probe.title(), path));
    const FamilyProbe* probe = &m_probe;
    const TestKey key = m_host.context().key;
    await(WorkPool::run([probe, path, key] { return ProbeResult::imported(*probe, path, key.modelPath, key.variant); }),
          [this, path](Result<ProbeResult> read) {
              if (!read) {
                  m_host.fail(read.error().toString());
                  return;
              }
              m_host.probeImported(path);
              m_host.log(tr("%1 imported from %2 (run elsewhere)").arg(m_probe.title(), path));
              onProbeBefore(*read);
          });
}

void ProbePlaybook::onProbeBefore(const ProbeResult& result)
{
    if (!result.completed()) {
        m_host.fail(result.problem());
        return;
    }
    m_before = result;
    m_host.decided(decide(result));
}

// ------------------------------------------------------------------ the fix again

void ProbePlaybook::verifyFix()
{
    const TriageContext& context = m_host.context();
    m_host.progress(Step::ReproducingAfter, tr("%1 after the fix").arg(m_probe.title()));
    whenDone(startProbe(context.key, context.loaderPath), &FamilyProbeJob::finished,
             [this](const ProbeResult& r) { onProbeAfter(r); });
}

void ProbePlaybook::onProbeAfter(const ProbeResult& result)
{
    if (result.completed())
        m_after = result;
    m_host.judged(judge(result));
}

// ------------------------------------------------------------------ scope

void ProbePlaybook::scope()
{
    // No fix on disk reaches no other entry: pytest next, with no scope step to show.
    if (!m_host.fixLanded()) {
        m_host.scoped({});
        return;
    }
    m_host.progress(Step::Scoping);
    m_scope = scopeCandidates();
    probeAll(m_scope, tr("%1 of %2").arg(m_probe.title(), QStringLiteral("%1")), [this] { scoped(); });
}

void ProbePlaybook::scoped()
{
    ScopeResult result;
    for (const ScopeCandidate& candidate : std::as_const(m_scope)) {
        TriageRecord::EntryResult entry;
        entry.key = candidate.entry.key;
        entry.variant = candidate.key.variant;
        entry.yaml.before = TriageRecord::YamlFields::of(candidate.entry);
        if (std::optional<YamlTarget> target = include(candidate, entry, result.review))
            result.targets << *target;
        result.entries << entry;
    }
    result.inferenceRuns = inferenceRuns(m_scope);
    m_host.scoped(result);
}

void ProbePlaybook::probeAll(ScopeCandidates& group, const QString& logLine, std::function<void()> onAll,
                             const QByteArray& edited)
{
    m_queue.reset(int(group.size()));
    if (group.isEmpty()) {
        onAll();
        return;
    }
    probeNext(group, logLine, onAll, edited);
}

void ProbePlaybook::probeNext(ScopeCandidates& group, const QString& logLine, const std::function<void()>& onAll,
                              const QByteArray& edited)
{
    const int limit = qMax(1, QThread::idealThreadCount());
    while (const std::optional<int> index = m_queue.startNext(limit)) {
        const ScopeCandidate& candidate = group.at(*index);
        m_host.log(logLine.arg(candidate.entry.key));
        whenDone(startProbe(candidate.key, m_host.context().checkout.loaderPath(candidate.key), edited, EditRun::Whole),
                 &FamilyProbeJob::finished,
                 [this, &group, logLine, onAll, edited, index = *index](const ProbeResult& r) {
                     group[index].probe = r;
                     if (m_queue.finish())
                         onAll();
                     else
                         probeNext(group, logLine, onAll, edited);
                 });
    }
}

}  // namespace dtriage
