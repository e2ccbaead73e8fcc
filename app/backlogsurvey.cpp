#include "backlogsurvey.h"
#include "core/workpool.h"

#include "checkout/checkout.h"
#include "checkout/runnerdefaults.h"
#include "core/whenready.h"
#include "config/configfile.h"
#include "run/warmworker.h"
#include "survey/surveystore.h"

#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

// What the pool thread reads before anything runs.
struct BacklogSurvey::Prepared {
    Result<Checkout> checkout = fail(QString());
    QList<Entry> entries;
    std::unique_ptr<SurveyStore> store;
    RunnerDefaults runner;
    QString problem;
};

BacklogSurvey::BacklogSurvey(QObject* parent) : QObject(parent) {}

// Gone with the window: what came in is kept, nobody is told (the dock goes too),
// and the worker goes now — a deleteLater posted at exit would never run.
BacklogSurvey::~BacklogSurvey()
{
    ++m_generation;
    if (m_run)
        m_run->cancel();
    m_worker.reset();
}

bool BacklogSurvey::start(const QString& root, const PythonCommand& python, const QStringList& keys,
                          BacklogSurveyConfig config)
{
    if (m_running)
        return false;
    m_root = root;
    m_running = true;
    m_results.clear();
    m_progress = SurveyProgress{.total = int(keys.size())};
    m_clock.start();
    const int generation = ++m_generation;
    Q_EMIT progressed(m_progress);
    whenReady(this, WorkPool::run([root, keys] {
        auto prepared = std::make_shared<Prepared>();
        prepared->checkout = Checkout::open(root);
        if (!prepared->checkout) {
            prepared->problem = prepared->checkout.error().toString();
            return prepared;
        }
        const Result<ConfigFile> training = ConfigFile::load(prepared->checkout->trainingConfig());
        if (!training) {
            prepared->problem = training.error().toString();
            return prepared;
        }
        for (const QString& key : keys)
            if (const Entry* entry = training->find(key))
                prepared->entries << *entry;
        prepared->runner = RunnerDefaults::read(root);
        prepared->store = std::make_unique<SurveyStore>(SurveyStore::pathFor(root));
        if (const Result<void> loaded = prepared->store->load(); !loaded)
            qWarning("%s", qPrintable(loaded.error().toString()));  // a damaged store: the survey starts afresh
        return prepared;
    }), [this, generation, python, config](const std::shared_ptr<Prepared>& prepared) {
        if (generation == m_generation && m_running)
            run(python, prepared, config);
    });
    return true;
}

void BacklogSurvey::run(const PythonCommand& python, const std::shared_ptr<Prepared>& prepared,
                        BacklogSurveyConfig config)
{
    if (!prepared->problem.isEmpty()) {
        end(false, prepared->problem);
        return;
    }
    m_store = std::move(prepared->store);
    m_progress.total = int(prepared->entries.size());  // keys the YAML does not hold are not surveyed
    m_progress.jobs = qMax(1, config.jobs);
    Q_EMIT progressed(m_progress);
    m_worker = std::make_unique<WarmWorker>(python);
    m_worker->setSlots(config.jobs);
    m_worker->setMemoryLimitBytes(config.memoryLimitBytes);
    m_worker->start();
    SurveyRunConfig runConfig;
    runConfig.jobs = config.jobs;
    runConfig.timeoutMs = config.timeoutMs;
    runConfig.memoryLimitBytes = config.memoryLimitBytes;
    runConfig.warmWorker = m_worker.get();
    runConfig.store = m_store.get();
    runConfig.runner = prepared->runner;
    m_run = new SurveyRun(*prepared->checkout, python, runConfig, this);
    connect(m_run, &SurveyRun::entrySurveyed, this, [this](const Surveyed& r) {
        m_results << r;
        m_progress.reused += r.reused ? 1 : 0;
        ++m_progress.done;
        m_progress.elapsedMs = m_clock.elapsed();
        Q_EMIT entrySurveyed(r);
        Q_EMIT progressed(m_progress);
    });
    connect(m_run, &SurveyRun::finished, this, [this] { end(true, QString()); });
    m_run->start(prepared->entries);
}

void BacklogSurvey::noteRecorded(const QHash<QString, QString>& reasons)
{
    for (Surveyed& r : m_results)
        if (const auto it = reasons.constFind(r.outcome.key); it != reasons.cend())
            r.outcome.recordedReason = *it;
}

void BacklogSurvey::clear()
{
    cancel();
    m_results.clear();
    m_progress = {};
    m_root.clear();
}

void BacklogSurvey::cancel()
{
    if (!m_running)
        return;
    end(false, QString());
}

void BacklogSurvey::end(bool complete, const QString& problem)
{
    m_running = false;
    ++m_generation;
    if (m_run) {
        m_run->cancel();  // keeps what came in
        m_run->deleteLater();
    }
    // Later: a cancel can come from a slot of a result the worker just delivered.
    if (m_worker) {
        m_worker->stop();
        m_worker.release()->deleteLater();
    }
    m_store.reset();  // the run, canceled, saved it and touches it no more
    Q_EMIT finished(complete, problem);
}

}  // namespace dtriage
