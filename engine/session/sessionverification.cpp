#include "session/sessionverification.h"

#include "ci/cireports.h"
#include "core/boundedfile.h"
#include "core/whenready.h"
#include "core/workpool.h"
#include "run/cappedlog.h"
#include "run/pytestjob.h"
#include "session/sessionjobs.h"

#include <QFileInfo>

#include <algorithm>

namespace dtriage {

SessionVerification::SessionVerification(TriageRecord& record, SessionJobs& jobs, QObject* parent)
    : QObject(parent)
    , m_record(record)
    , m_jobs(jobs)
{
}

SessionVerification::~SessionVerification() { cancel(); }

void SessionVerification::cancel()
{
    ++m_generation;
    if (m_pytest)
        m_pytest->cancel();
}

void SessionVerification::run(const QStringList& keys, const QStringList& inferenceKeys, const Setup& setup,
                              const std::optional<PythonCommand>& python, const SessionFolder& folder)
{
    m_record.runnerUnavailable.clear();  // an earlier run's verdict of this machine, not this run's
    if (setup.throughCi && setup.importedJUnit.isEmpty()) {
        awaitCi(keys + inferenceKeys, setup.savedCi);
        return;
    }
    Q_EMIT running(tr("pytest for %1").arg(keys.join(QStringLiteral(", "))));
    if (!setup.importedJUnit.isEmpty()) {
        m_record.junitImported = true;
        m_record.junitSource = setup.importedJUnit;
        readJUnit({setup.importedJUnit}, {});
        return;
    }
    if (!python) {
        Q_EMIT failed(tr("no Python to run pytest with"));
        return;
    }
    runPytest(keys + inferenceKeys, setup, *python, folder);
}

void SessionVerification::runPytest(const QStringList& keys, const Setup& setup, const PythonCommand& python,
                                    const SessionFolder& folder)
{
    auto files = PytestFiles::reserve(folder);
    if (!files) {
        Q_EMIT failed(files.error().toString());
        return;
    }
    auto* job = new PytestJob(python, keys, *files, this);
    job->setTimeoutMs(setup.timeoutMs);
    job->setMemoryLimitBytes(setup.memoryLimitBytes);
    m_jobs.trackPytest(job);
    connect(job, &PytestJob::finished, this, [this, job, generation = m_generation](const PytestResult& result) {
        job->deleteLater();
        if (generation == m_generation)
            onPytestFinished(result);
    });
    m_pytest = job;
    job->start();
}

void SessionVerification::onPytestFinished(const PytestResult& result)
{
    Q_EMIT logLine(result.summary);
    if (result.runnerCannotStart()) {
        Q_EMIT runnerCannotStart(result);
        return;
    }
    if (!result.testsRan()) {
        Q_EMIT failed(tr("pytest did not run the tests: %1").arg(result.summary));
        return;
    }
    m_record.junitSource = result.junitPath;
    readJUnit({result.junitPath}, result.logPath);
}

void SessionVerification::readRecorded()
{
    Q_EMIT running(tr("reading the recorded pytest results %1").arg(m_record.junitSource));
    const QString junit = m_record.junitSource;
    if (!m_record.ci.reports.isEmpty()) {
        readJUnit(m_record.ci.reports, {});
        return;
    }
    readJUnit({junit}, m_record.junitImported ? QString()
                                            : QFileInfo(junit).path() + u'/' + QFileInfo(junit).completeBaseName()
                                                  + QStringLiteral(".log"));
}

// Off the event loop: the JUnit file(s) of one run (a CI run has one per group),
// with pytest's log at `logPath` when there is one.
void SessionVerification::readJUnit(const QStringList& files, const QString& logPath)
{
    const bool fromCi = !m_record.ci.reports.isEmpty();
    auto read = WorkPool::run([files, logPath, fromCi] {
        // The log is capped when written (CappedLog); its tail is what a report cites.
        const Result<QByteArray> log = logPath.isEmpty() ? Result<QByteArray>() : BoundedFile::tail(logPath, CappedLog::kHeadBytes + CappedLog::kTailBytes + 4096);
        const QString logText = log ? QString::fromUtf8(*log) : QString();
        return fromCi ? CiReports::read(files, logText) : JUnitReader::readAll(files, logText);
    });
    whenReady(this, std::move(read), [this, generation = m_generation](Result<JUnitReport> report) {
        if (generation != m_generation)
            return;
        if (report)
            Q_EMIT reportRead(*report);
        else
            Q_EMIT failed(tr("the JUnit file could not be read: %1").arg(report.error().toString()));
    });
}

// ------------------------------------------------------------------ step 6 through tt-xla's CI

QString SessionVerification::ciNote() const
{
    const TriageRecord::CiRun& ci = m_record.ci;
    if (ci.id > 0)
        return tr("waiting for tt-xla's CI run %1 (%2)").arg(ci.id).arg(ci.url);
    if (!ci.problem.isEmpty())
        return tr("waiting for tt-xla's CI: %1").arg(ci.problem);
    return tr("waiting for tt-xla's CI: dispatch the verification of %1").arg(m_ciKeys.join(QStringLiteral(", ")));
}

void SessionVerification::awaitCi(const QStringList& keys, const std::optional<TriageRecord::CiRun>& savedCi)
{
    m_ciKeys = keys;
    if (m_ciConsumed) {
        m_record.ci = {};  // verifying again (a fix reverted since): a new run
        m_ciConsumed = false;
    } else if (savedCi && !m_record.ci.isSet()) {
        m_record.ci = *savedCi;  // resumed from step 1: what the closed session knew of its run
    }
    if (m_record.ci.id == 0 && !m_record.ci.dispatch.isEmpty() && m_record.ci.problem.isEmpty())
        m_record.ci.problem = tr("a run was dispatched (%1) but not found before the session closed: look for it on "
                                 "GitHub before dispatching again")
                                  .arg(m_record.ci.dispatch);
    const QStringList downloaded = m_record.ci.reports;
    m_record.ci.reports.clear();
    const quint64 generation = m_generation;
    Q_EMIT waitingForCi(ciNote());
    if (generation != m_generation)
        return;  // canceled by a slot of waitingForCi()
    // Closed while reading the reports it had downloaded: read them again.
    if (!downloaded.isEmpty() && std::all_of(downloaded.cbegin(), downloaded.cend(), [](const QString& report) {
            return QFileInfo::exists(report);
        }))
        importCiReports(downloaded, m_record.ci.conclusion);
}

void SessionVerification::noteCiRun(qint64 id, const QString& url, const QString& dispatch)
{
    m_record.ci.id = id;
    m_record.ci.url = url;
    if (!dispatch.isEmpty())
        m_record.ci.dispatch = dispatch;
    m_record.ci.problem.clear();
    Q_EMIT waitingForCi(ciNote());
}

bool SessionVerification::importCiReports(const QStringList& reports, const QString& conclusion)
{
    if (reports.isEmpty())
        return false;
    m_ciConsumed = true;
    m_record.ci.reports = reports;
    m_record.ci.conclusion = conclusion;
    m_record.ci.problem.clear();
    m_record.junitImported = true;
    m_record.junitSource = reports.constFirst();
    Q_EMIT running(tr("reading the %n test report(s) of CI run %1", nullptr, int(reports.size())).arg(m_record.ci.id));
    readJUnit(reports, {});
    return true;
}

void SessionVerification::noteCiProblem(const QString& problem, bool runEnded)
{
    m_record.ci.problem = problem;
    if (runEnded) {
        m_record.ci.id = 0;
        m_record.ci.url.clear();
    }
    Q_EMIT waitingForCi(ciNote());
}

}  // namespace dtriage
