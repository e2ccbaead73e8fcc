// TriageSession, steps 7 and 8 (docs/triage.md §2), shared by every failure
// family: pytest with --force-run --runxfail over the affected keys (or results
// imported from a TT machine), then the YAML planned from what it observed,
// approved and written, planned again when another write came first.
#include "session/triagesession.h"
#include "core/boundedfile.h"
#include "run/cappedlog.h"

#include "ci/cireports.h"
#include "core/workpool.h"

#include "families/failurefamily.h"
#include "yamlplan/failuresignature.h"

#include "families/families.h"
#include "families/playbook.h"
#include "run/pytestjob.h"
#include "session/inferenceregression.h"
#include "session/resumepoint.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"

#include <QDateTime>
#include <QFileInfo>

#include <algorithm>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

// ------------------------------------------------------------------ step 7: verify

void TriageSession::runPytest()
{
    m_record.runnerUnavailable.clear();  // an earlier run's verdict of this machine, not this run's
    const QStringList keys = affectedKeys();
    if (m_config.verifyThroughCi && m_config.importedJUnit.isEmpty()) {
        awaitCi(keys + m_inferenceRuns);
        return;
    }
    setState(State::RunningPytest, tr("pytest for %1").arg(keys.join(QStringLiteral(", "))));
    if (!m_config.importedJUnit.isEmpty()) {
        m_record.junitImported = true;
        m_record.junitSource = m_config.importedJUnit;
        readJUnit({m_config.importedJUnit}, {});
        return;
    }
    auto files = PytestFiles::reserve(*m_folder);
    if (!files) {
        failWith(files.error().toString());
        return;
    }
    auto* job = new PytestJob(*m_res->python, keys + m_inferenceRuns, *files, this);
    job->setTimeoutMs(m_config.pytestTimeoutMs);
    job->setMemoryLimitBytes(m_config.memoryLimitBytes);
    m_jobs->trackPytest(job);
    const quint64 generation = m_generation;
    connect(job, &PytestJob::finished, this, [this, job, generation](const PytestResult& result) {
        job->deleteLater();
        if (generation == m_generation)
            onPytestFinished(result);
    });
    m_pytest = job;
    job->start();
}

void TriageSession::onPytestFinished(const PytestResult& result)
{
    log(result.summary);
    if (result.runnerCannotStart()) {
        needTtVerification(result);
        return;
    }
    if (!result.testsRan()) {
        failWith(tr("pytest did not run the tests: %1").arg(result.summary));
        return;
    }
    m_record.junitSource = result.junitPath;
    readJUnit({result.junitPath}, result.logPath);
}

void TriageSession::needTtVerification(const PytestResult& result)
{
    m_record.runnerUnavailable = result.summary;
    const QString notRun = tr("not run: the runner cannot start here");
    for (TriageRecord::EntryResult& entry : m_record.entries)
        if (entry.included)
            entry.pytest.note = notRun;
    // The review item ("verify on TT hardware: …") is the record's own, from runnerUnavailable.
    const QString kept = m_fix.landed() ? tr("the loader fix the CPU verified is kept (uncommitted)")
                                        : tr("no loader fix was made");
    finish(State::NeedsTtVerification,
           tr("%1; %2, the YAML untouched: verify on TT hardware (tt-xla's CI, or a JUnit file later)")
               .arg(result.summary, kept));
}

// Off the event loop: the JUnit file(s), with pytest's log at `logPath` when there is one.
void TriageSession::readJUnit(const QStringList& files, const QString& logPath)
{
    const bool fromCi = !m_record.ci.reports.isEmpty();
    await(WorkPool::run([files, logPath, fromCi] {
              // The log is capped when written (CappedLog); its tail is what a report cites.
              const Result<QByteArray> log = logPath.isEmpty() ? Result<QByteArray>() : BoundedFile::tail(logPath, CappedLog::kHeadBytes + CappedLog::kTailBytes + 4096);
              const QString logText = log ? QString::fromUtf8(*log) : QString();
              return fromCi ? CiReports::read(files, logText) : JUnitReader::readAll(files, logText);
          }),
          [this](Result<JUnitReport> report) { onJUnit(std::move(report)); });
}

// ------------------------------------------------------------------ step 6 through tt-xla's CI

QString TriageSession::ciNote() const
{
    const TriageRecord::CiRun& ci = m_record.ci;
    if (ci.id > 0)
        return tr("waiting for tt-xla's CI run %1 (%2)").arg(ci.id).arg(ci.url);
    if (!ci.problem.isEmpty())
        return tr("waiting for tt-xla's CI: %1").arg(ci.problem);
    return tr("waiting for tt-xla's CI: dispatch the verification of %1").arg(m_ciKeys.join(QStringLiteral(", ")));
}

void TriageSession::awaitCi(const QStringList& keys)
{
    m_ciKeys = keys;
    if (m_ciConsumed) {
        m_record.ci = {};  // verifying again (a fix reverted since): a new run
        m_ciConsumed = false;
    } else if (m_saved && !m_record.ci.isSet()) {
        m_record.ci = m_saved->ci;  // resumed from step 1: what the closed session knew of its run
    }
    if (m_record.ci.id == 0 && !m_record.ci.dispatch.isEmpty() && m_record.ci.problem.isEmpty())
        m_record.ci.problem = tr("a run was dispatched (%1) but not found before the session closed: look for it on "
                                 "GitHub before dispatching again")
                                  .arg(m_record.ci.dispatch);
    const QStringList downloaded = m_record.ci.reports;
    m_record.ci.reports.clear();
    setState(State::AwaitingCi, ciNote());
    // Closed while reading the reports it had downloaded: read them again.
    if (!downloaded.isEmpty() && std::all_of(downloaded.cbegin(), downloaded.cend(), [](const QString& report) {
            return QFileInfo::exists(report);
        }))
        importCiReports(downloaded, m_record.ci.conclusion);
}

void TriageSession::noteCiRun(qint64 id, const QString& url, const QString& dispatch)
{
    if (m_state != State::AwaitingCi)
        return;
    m_record.ci.id = id;
    m_record.ci.url = url;
    if (!dispatch.isEmpty())
        m_record.ci.dispatch = dispatch;
    m_record.ci.problem.clear();
    setState(State::AwaitingCi, ciNote());
}

bool TriageSession::importCiReports(const QStringList& reports, const QString& conclusion)
{
    if (m_state != State::AwaitingCi || reports.isEmpty())
        return false;
    m_ciConsumed = true;
    m_record.ci.reports = reports;
    m_record.ci.conclusion = conclusion;
    m_record.ci.problem.clear();
    m_record.junitImported = true;
    m_record.junitSource = reports.constFirst();
    setState(State::RunningPytest, tr("reading the %n test report(s) of CI run %1", nullptr, int(reports.size()))
                                       .arg(m_record.ci.id));
    readJUnit(reports, {});
    return true;
}

void TriageSession::noteCiProblem(const QString& problem, bool runEnded)
{
    if (m_state != State::AwaitingCi)
        return;
    m_record.ci.problem = problem;
    if (runEnded) {
        m_record.ci.id = 0;
        m_record.ci.url.clear();
    }
    setState(State::AwaitingCi, ciNote());
}

void TriageSession::onJUnit(Result<JUnitReport> report)
{
    if (!report) {
        failWith(tr("the JUnit file could not be read: %1").arg(report.error().toString()));
        return;
    }
    m_junit = *report;
    if (!m_inferenceRuns.isEmpty()) {
        m_record.inference.runs = InferenceRegression::judge(*m_junit, m_inferenceRuns, m_res->inference);
        for (const TriageRecord::InferenceRun& run : std::as_const(m_record.inference.runs))
            if (run.outcome == QLatin1String("not run") || run.outcome == QLatin1String("skipped"))
                m_record.review << tr("the inference test %1, which the loader fix reaches, did not run (%2): "
                                      "check it by hand").arg(run.key, run.outcome);
    }
    QStringList unknown;
    for (const QString& key : affectedKeys()) {
        if (m_junit->outcomeFor(key).outcome == JUnitCase::Outcome::Unknown)
            unknown << key;
        for (TriageRecord::EntryResult& entry : m_record.entries) {
            if (entry.key == key) {
                entry.pytest = TriageRecord::Pytest::fromCase(m_junit->outcomeFor(key));
                break;
            }
        }
    }
    // Nothing not fully read is an outcome: a key the report does not hold (cut
    // short, an unreadable CI report, not collected) stops the session, not a
    // "pytest reported skipped" plan.
    if (!unknown.isEmpty()) {
        failWith(tr("pytest's report holds no outcome for %1%2; nothing is planned")
                     .arg(unknown.join(QStringLiteral(", ")),
                          m_junit->problem.isEmpty() ? QString() : tr(" (%1)").arg(m_junit->problem)));
        return;
    }
    planYaml();
}

// ------------------------------------------------------------------ step 7: YAML

void TriageSession::planYaml()
{
    setState(State::PlanningYaml);
    const QString path = m_res->training.path();
    // Planned against the file as it is now, so the conflict check at write time
    // catches every later change.
    await(WorkPool::run([path] { return ConfigFile::load(path); }),
          [this](Result<ConfigFile> file) { onYamlLoaded(std::move(file)); });
}

void TriageSession::onYamlLoaded(Result<ConfigFile> file)
{
    if (!file) {
        failWith(file.error().toString());
        return;
    }
    const bool revert = m_plans.plan(m_family->signature(), m_targets, *file, *m_junit, m_fix.landed());
    if (revert && m_fix.landed()) {
        // pytest still shows the family's original error: revert, then plan A for all.
        m_record.review << tr("pytest still shows the original error; the loader fix was reverted");
        revertFix([this] { planYaml(); });
        return;
    }
    if (m_fix.landed() && m_record.inference.regressed()) {
        // The training fix is not worth a passing inference test: revert it, and
        // run pytest again without it (what it showed was with the fix).
        m_record.review << tr("the loader fix made inference fail (%1); it was reverted")
                               .arg(m_record.inference.regressedKeys().join(QStringLiteral(", ")));
        revertFix([this] {
            m_inferenceRuns.clear();
            m_config.importedJUnit.isEmpty() ? runPytest() : planYaml();
        });
        return;
    }
    QStringList reviews;
    const QList<EntryChange> changes = m_plans.record(m_record, &reviews);
    for (const QString& line : std::as_const(reviews))
        log(line);
    const ConfigFile yaml = m_plans.file();
    const QString root = m_res->checkout.root();
    await(WorkPool::run([yaml, changes, root] { return YamlChange::plan(yaml, changes, root); }),
          [this](Result<YamlChange> plan) { onYamlPlanned(std::move(plan)); });
}

void TriageSession::onYamlPlanned(Result<YamlChange> plan)
{
    if (!plan) {
        failWith(tr("the YAML plan is invalid: %1").arg(plan.error().toString()));
        return;
    }
    if (plan->changesNothing()) {
        // After a re-plan: a parallel write already made these changes, and the
        // stale diff is no patch of this session's.
        m_yamlPlan.reset();
        m_record.yamlDiff.clear();
        complete(m_yamlReplans > 0 ? tr("the YAML already holds the planned states (written by a parallel session)")
                                   : tr("the YAML needs no change"));
        return;
    }
    m_yamlPlan = *plan;
    m_record.yamlDiff = plan->diff();
    setState(State::AwaitingYamlApproval);
    Q_EMIT needsApproval(ApprovalKind::YamlPlan, plan->diff());
    if (m_config.yes)
        QTimer::singleShot(0, this, &TriageSession::approveYamlPlan);
}

void TriageSession::approveYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    writeYaml();
}

void TriageSession::rejectYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    m_record.review << tr("the YAML plan was declined; the YAML is unchanged");
    complete(tr("the YAML plan was declined; nothing was written to the YAML"));
}

void TriageSession::writeYaml()
{
    setState(State::WritingYaml);
    await(m_recordFile.saveNow(m_record), [this](Result<void> saved) {
        if (!saved) {
            failWith(tr("the YAML was not written: %1").arg(saved.error().message));
            return;
        }
        const YamlChange plan = *m_yamlPlan;
        await(WorkPool::run([plan] { return plan.write(); }),
              [this](Result<void> written) { onYamlWritten(written); });
    });
}

void TriageSession::onYamlWritten(const Result<void>& written)
{
    if (written) {
        for (auto& entry : m_record.entries) {
            if (entry.included && entry.yaml.changed)
                entry.yaml.written = true;
        }
        complete(m_yamlReplans > 0 ? tr("the YAML was written (re-planned after a parallel write)")
                                   : tr("the YAML was written"));
        return;
    }
    const QString why = written.error().toString();
    if (written.error().conflict && m_yamlReplans < kMaxReplans) {
        // Another write came first: the same outcomes, planned against the file
        // as it is now, and a new diff to approve.
        ++m_yamlReplans;
        log(tr("the YAML changed since it was planned (%1); planning it again").arg(why));
        planYaml();
        return;
    }
    m_record.review << tr("the YAML was not written: %1").arg(why);
    stop(tr("YAML conflict: %1").arg(why));
}

}  // namespace dtriage
