#include "survey/surveyrun.h"

#include "checkout/checkout.h"
#include "checkout/testkey.h"
#include "families/inputs/probe/inputsprobejob.h"
#include "families/probesetup.h"
#include "run/warmworker.h"

#include <QDir>
#include <QEventLoop>

namespace dtriage {

SurveyRun::SurveyRun(const Checkout& checkout, PythonCommand python, SurveyRunConfig config, QObject* parent)
    : QObject(parent)
    , m_root(checkout.root())
    , m_runner(RunnerDefaults::read(checkout.root()))
    , m_python(std::move(python))
    , m_config(std::move(config))
{
    m_loadersRoot = checkout.loadersRoot();
}

SurveyRun::~SurveyRun() { cancel(); }

void SurveyRun::cancel()
{
    m_canceled = true;
    for (const QPointer<InputsProbeJob>& job : std::as_const(m_jobs))
        if (job)
            job->cancel();
}

void SurveyRun::start(const QList<Entry>& entries)
{
    m_entries = entries;
    m_done = QList<std::optional<Surveyed>>(entries.size());
    m_results.clear();
    m_finished = 0;
    m_canceled = false;
    m_queue.reset(int(entries.size()));
    Q_EMIT progress(0, int(entries.size()));
    if (entries.isEmpty()) {
        Q_EMIT finished();
        return;
    }
    startNext();
}

void SurveyRun::startNext()
{
    while (const std::optional<int> index = m_queue.startNext(qMax(1, m_config.jobs))) {
        const Entry& entry = m_entries.at(*index);
        const auto key = TestKey::parse(entry.key);
        const QString loader = key ? QDir(m_loadersRoot).filePath(key->loaderRelativePath()) : QString();
        auto* job = new InputsProbeJob(m_python,
                                       ProbeSetup::request(m_root, m_runner, loader, key ? key->variant : QString(), &entry),
                                       this);
        job->probe().setTimeoutMs(m_config.timeoutMs);
        job->probe().setMemoryLimitBytes(m_config.memoryLimitBytes);
        if (m_config.warmWorker && m_config.warmWorker->isUsable())
            job->probe().setWarmWorker(m_config.warmWorker);
        connect(job, &InputsProbeJob::finished, this, [this, job, index = *index](const InputsProbeResult& result) {
            job->deleteLater();
            onProbe(index, result);
        });
        m_jobs << job;
        job->start();
    }
}

void SurveyRun::onProbe(int index, const InputsProbeResult& result)
{
    if (m_canceled)
        return;
    Surveyed done;
    done.outcome = outcomeOf(m_entries.at(index), result);
    done.found = SurveyClassifier::classify(done.outcome);
    m_done[index] = done;
    Q_EMIT entrySurveyed(done);
    Q_EMIT progress(++m_finished, int(m_entries.size()));
    if (!m_queue.finish()) {
        startNext();
        return;
    }
    for (const std::optional<Surveyed>& each : std::as_const(m_done))
        m_results << *each;
    Q_EMIT finished();
}

SurveyOutcome SurveyRun::outcomeOf(const Entry& entry, const InputsProbeResult& result)
{
    SurveyOutcome outcome;
    outcome.key = entry.key;
    outcome.recordedReason = entry.reason();
    const InputsFindings& found = result.findings;
    outcome.ran = result.completed() || (!found.setupFailure.isEmpty() && result.process.exitedNormally());
    if (!found.setupFailure.isEmpty()) {
        // The loader does not import (a missing module): a finding, not a failed probe.
        outcome.stage = QStringLiteral("import");
        outcome.errorType = found.setupFailure.section(QStringLiteral(": "), 0, 0);
        outcome.message = found.setupFailure.section(QStringLiteral(": "), 1);
        return outcome;
    }
    if (!result.completed()) {
        outcome.problem = result.problem();
        return outcome;
    }
    outcome.passes = found.passes();
    outcome.stage = found.train.stage;
    outcome.errorType = found.train.errorType;
    outcome.message = found.train.message.section(u'\n', 0, 0).trimmed();
    outcome.frame = found.train.where;
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

}  // namespace dtriage
