#include "survey/surveyrun.h"

#include "run/job.h"
#include "core/workpool.h"

#include "checkout/checkout.h"
#include "checkout/testkey.h"
#include "core/whenready.h"
#include "families/families.h"
#include "families/probe/familyprobejob.h"
#include "families/probesetup.h"
#include "run/pythonpackages.h"
#include "run/warmworker.h"
#include "core/logging.h"
#include "survey/surveystore.h"

#include <QDir>
#include <QDateTime>
#include <QEventLoop>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

SurveyRun::SurveyRun(const Checkout& checkout, PythonCommand python, SurveyRunConfig config, QObject* parent)
    : QObject(parent)
    , m_root(checkout.root())
    , m_python(std::move(python))
    , m_config(std::move(config))
{
    m_loadersRoot = checkout.loadersRoot();
    m_probe = Families::stepProbe();
    m_saveTimer.setSingleShot(true);
    connect(&m_saveTimer, &QTimer::timeout, this, [this] {
        if (!m_canceled)
            saveStore(true);
    });
}

SurveyRun::~SurveyRun() { cancel(); }

void SurveyRun::cancel()
{
    if (!m_canceled && !m_entries.isEmpty())
        saveStore(true);  // what came in so far is kept: the next run goes on from there
    m_canceled = true;
    m_saveTimer.stop();
    for (const QPointer<FamilyProbeJob>& job : std::as_const(m_jobs))
        if (job)
            job->cancel();
}

void SurveyRun::start(const QList<Entry>& entries)
{
    m_entries = entries;
    m_done = QList<std::optional<Surveyed>>(entries.size());
    m_fingerprints = QList<QByteArray>(entries.size());
    m_rerunBecause.clear();
    m_results.clear();
    m_pending.clear();
    m_finished = 0;
    m_canceled = false;
    const int generation = ++m_generation;
    Q_EMIT progress(0, int(entries.size()));
    if (!m_config.store) {
        startRuns(generation);
        return;
    }
    // The fingerprints read every loader's files (hundreds on a real checkout):
    // off the calling thread, which may be the window's.
    const QString loadersRoot = m_loadersRoot;
    const PythonCommand python = m_python;
    const RunnerDefaults runner = m_config.runner;
    whenReady(this, WorkPool::run([loadersRoot, entries, python, runner] {
                  return fingerprints(loadersRoot, entries, python, runner);
              }),
              [this, generation](const QList<QByteArray>& computed) {
                  if (generation != m_generation || m_canceled)
                      return;  // started again or canceled meanwhile
                  m_fingerprints = computed;
                  startRuns(generation);
              });
}

QList<QByteArray> SurveyRun::fingerprints(const QString& loadersRoot, const QList<Entry>& entries,
                                          const PythonCommand& python, const RunnerDefaults& runner)
{
    QList<QByteArray> computed(entries.size());
    SurveyStore::Digests digests;
    // Once for the run: a package installed since changes every entry's (issue 31).
    const Result<QByteArray> packages = PythonPackages::digest(python);
    if (!packages)  // unknown: nothing is reused rather than something stale
        qCWarning(lcRun).noquote() << packages.error().toString() << "- every entry runs again";
    digests.packages = packages ? *packages : QByteArrayLiteral("unknown");
    digests.python = (python.interpreter + u' ' + python.torchVersion).toUtf8();
    digests.shared = SurveyStore::sharedDigest(loadersRoot);
    digests.runner = QByteArray::number(runner.trainingBatchSize.value_or(0));
    digests.probe = SurveyStore::probeDigest();
    for (int i = 0; i < entries.size(); ++i)
        if (const auto key = TestKey::parse(entries[i].key))
            computed[i] = SurveyStore::fingerprint(loadersRoot, *key, entries[i], digests);
    return computed;
}

void SurveyRun::startRuns(int generation)
{
    for (int i = 0; i < m_entries.size() && generation == m_generation && !m_canceled; ++i) {
        if (!m_config.rerunReason.isEmpty())
            m_rerunBecause[i] = {m_config.rerunReason};
        else if (m_config.store)
            m_rerunBecause[i] = m_config.store->changedSince(m_entries[i].key, m_fingerprints[i]);
        if (auto kept = m_config.store ? m_config.store->reuse(m_entries[i].key, m_fingerprints[i]) : std::nullopt) {
            kept->recordedReason = m_entries[i].reason();  // the reason as the YAML has it now
            record(i, {*kept, SurveyClassifier::classify(*kept), true, {}});
        } else if (!m_probe) {
            SurveyOutcome none;
            none.key = m_entries[i].key;
            none.recordedReason = m_entries[i].reason();
            none.problem = tr("no failure family of this build probes the training step");
            record(i, {none, SurveyClassifier::classify(none), false, {}});
        } else {
            m_pending << i;
        }
    }
    if (generation != m_generation || m_canceled)
        return;  // canceled from a slot of entrySurveyed
    m_queue.reset(int(m_pending.size()));
    if (!m_pending.isEmpty() && !m_config.warmWorker && m_config.warmWorkerWhenNeeded) {
        m_config.warmWorker = std::exchange(m_config.warmWorkerWhenNeeded, nullptr)();
        if (generation != m_generation || m_canceled)
            return;  // canceled while the worker started (its wait runs the event loop)
    }
    if (m_pending.isEmpty()) {
        for (const std::optional<Surveyed>& each : std::as_const(m_done))
            m_results << *each;
        Q_EMIT finished();
        return;
    }
    startNext();
}

void SurveyRun::startNext()
{
    while (const std::optional<int> next = m_queue.startNext(qMax(1, m_config.jobs))) {
        const int index = m_pending.at(*next);
        const Entry& entry = m_entries.at(index);
        const auto key = TestKey::parse(entry.key);
        const QString loader = key ? QDir(m_loadersRoot).filePath(key->loaderRelativePath()) : QString();
        auto* job = new FamilyProbeJob(*m_probe, m_python,
                                       ProbeSetup::request(m_root, m_config.runner, loader, key ? key->variant : QString(), &entry),
                                       this);
        job->probe().setTimeoutMs(m_config.timeoutMs);
        job->probe().setMemoryLimitBytes(m_config.memoryLimitBytes);
        if (m_config.warmWorker && m_config.warmWorker->isUsable())
            job->probe().setWarmWorker(m_config.warmWorker);
        connect(job, &FamilyProbeJob::finished, this, [this, job, index](const ProbeResult& result) {
            job->deleteLater();
            onProbe(index, result);
        });
        m_jobs << job;
        job->start();
    }
}

void SurveyRun::onProbe(int index, const ProbeResult& result)
{
    if (m_canceled)
        return;
    Surveyed done;
    done.outcome = outcomeOf(m_entries.at(index), result);
    done.found = SurveyClassifier::classify(done.outcome);
    if (m_config.store)
        m_config.store->put(done.outcome, m_fingerprints.at(index));
    record(index, done);
    if (m_canceled)
        return;  // canceled from a slot of entrySurveyed: nothing more starts
    const bool last = m_queue.finish();
    saveStore(last);
    if (!last) {
        startNext();
        return;
    }
    for (const std::optional<Surveyed>& each : std::as_const(m_done))
        m_results << *each;
    Q_EMIT finished();
}

void SurveyRun::record(int index, Surveyed done)
{
    if (!done.reused)
        done.rerunBecause = m_rerunBecause.value(index);
    m_done[index] = done;
    Q_EMIT entrySurveyed(done);
    Q_EMIT progress(++m_finished, int(m_entries.size()));
}

// Saved as results come, at most twice a second (a killed survey loses little):
// a result that comes sooner is saved half a second later at the latest, not with
// the next result (which can be minutes away); and at the end.
void SurveyRun::saveStore(bool now)
{
    if (!m_config.store)
        return;
    const qint64 clock = QDateTime::currentMSecsSinceEpoch();
    if (!now && clock - m_lastSave < kSaveIntervalMs) {
        if (!m_saveTimer.isActive())
            m_saveTimer.start(int(kSaveIntervalMs - (clock - m_lastSave)));
        return;
    }
    m_saveTimer.stop();
    m_lastSave = clock;
    if (const auto saved = m_config.store->save(); !saved)
        qWarning("%s", qPrintable(saved.error().toString()));
}

SurveyOutcome SurveyRun::outcomeOf(const Entry& entry, const ProbeResult& result)
{
    SurveyOutcome outcome;
    outcome.key = entry.key;
    outcome.recordedReason = entry.reason();
    const ProbeFindings& found = *result.findings;
    outcome.ran = result.completed() || (!found.setupFailure.isEmpty() && result.process.exitedNormally());
    if (!found.setupFailure.isEmpty()) {
        // The loader does not import (a missing module): a finding, not a failed probe.
        outcome.stage = QStringLiteral("import");
        outcome.errorType = found.setupFailure.section(QStringLiteral(": "), 0, 0);
        outcome.message = found.setupFailure.section(QStringLiteral(": "), 1);
        outcome.frame = found.setupWhere;
        return outcome;
    }
    if (!result.completed()) {
        outcome.problem = result.problem();
        return outcome;
    }
    const ProbeFindings::TrainingStep* step = found.trainingStep();
    outcome.passes = found.passes();
    if (!step)
        return outcome;
    outcome.stage = step->stage;
    outcome.errorType = step->errorType;
    outcome.message = step->message.section(u'\n', 0, 0).trimmed();
    outcome.frame = step->where;
    return outcome;
}

QList<SurveyRun::Surveyed> SurveyRun::runBlocking(const QList<Entry>& entries)
{
    QEventLoop loop;
    bool done = false;
    connect(this, &SurveyRun::finished, &loop, [&] {
        done = true;
        loop.quit();
    });
    start(entries);
    if (!done)
        loop.exec();
    return m_results;
}

QString SurveyRun::commandLine(const QStringList& keys)
{
    QStringList words{QStringLiteral("dtype-triage"), QStringLiteral("survey"), QStringLiteral("--checkout"),
                      QStringLiteral("."), QStringLiteral("--fresh")};
    for (const QString& key : keys)
        words << JobSpec::shellWord(key);
    return words.join(u' ');
}

}  // namespace dtriage
