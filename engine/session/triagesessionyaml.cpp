// TriageSession, steps 7 and 8 (docs/triage.md §2), shared by every failure
// family: pytest with --force-run --runxfail over the affected keys (or results
// imported from a TT machine), then the YAML planned from what it observed,
// approved and written, planned again when another write came first.
#include "session/triagesession.h"


#include "families/failurefamily.h"
#include "yamlplan/failuresignature.h"

#include "families/families.h"
#include "families/playbook.h"
#include "session/inferenceregression.h"
#include "session/resumepoint.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"
#include "run/pytestjob.h"


#include <QTimer>

namespace dtriage {

// ------------------------------------------------------------------ step 7: verify

void TriageSession::runPytest()
{
    const SessionVerification::Setup setup{m_config.importedJUnit, m_config.verifyThroughCi, m_config.pytestTimeoutMs,
                                           m_config.memoryLimitBytes,
                                           m_saved ? std::optional(m_saved->ci) : std::nullopt};
    const std::optional<PythonCommand> python = m_res->python ? std::optional(*m_res->python) : std::nullopt;
    m_verification->run(affectedKeys(), m_inferenceRuns, setup, python, *m_folder);
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

// ------------------------------------------------------------------ step 6 through tt-xla's CI

QStringList TriageSession::ciKeys() const
{
    return m_state == State::AwaitingCi ? m_verification->ciKeys() : QStringList();
}

void TriageSession::noteCiRun(qint64 id, const QString& url, const QString& dispatch)
{
    if (m_state == State::AwaitingCi)
        m_verification->noteCiRun(id, url, dispatch);
}

bool TriageSession::importCiReports(const QStringList& reports, const QString& conclusion)
{
    return m_state == State::AwaitingCi && m_verification->importCiReports(reports, conclusion);
}

void TriageSession::noteCiProblem(const QString& problem, bool runEnded)
{
    if (m_state == State::AwaitingCi)
        m_verification->noteCiProblem(problem, runEnded);
}

void TriageSession::onJUnit(const JUnitReport& report)
{
    m_junit = report;
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
    if (!m_yaml) {
        m_yaml = new StagedYamlChange(m_res->training.path(), m_res->checkout.root(),
                                      [this](const ConfigFile& file) { return yamlChanges(file); }, this);
        connect(m_yaml, &StagedYamlChange::planning, this, [this] { setState(State::PlanningYaml); });
        connect(m_yaml, &StagedYamlChange::awaitingApproval, this, &TriageSession::onYamlPlanned);
        connect(m_yaml, &StagedYamlChange::replanning, this, [this](const QString& why) {
            log(tr("the YAML changed since it was planned (%1); planning it again").arg(why));
        });
        connect(m_yaml, &StagedYamlChange::settled, this, &TriageSession::onYamlSettled);
    }
    m_yaml->plan();
}

// The producer's part of step 7 (StagedYamlChange): the YAML's changes for what
// pytest observed, or std::nullopt when the fix goes first and planning starts over.
std::optional<QList<EntryChange>> TriageSession::yamlChanges(const ConfigFile& file)
{
    const bool revert = m_plans.plan(m_family->signature(), m_targets, file, *m_junit, m_fix.landed());
    if (revert && m_fix.landed()) {
        // pytest still shows the family's original error: revert, then plan A for all.
        m_record.review << tr("pytest still shows the original error; the loader fix was reverted");
        revertFix([this] { planYaml(); });
        return std::nullopt;
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
        return std::nullopt;
    }
    QStringList reviews;
    const QList<EntryChange> changes = m_plans.record(m_record, &reviews);
    for (const QString& line : std::as_const(reviews))
        log(line);
    return changes;
}

void TriageSession::onYamlPlanned(const QString& diff)
{
    m_record.yamlDiff = diff;
    setState(State::AwaitingYamlApproval);
    Q_EMIT needsApproval(ApprovalKind::YamlPlan, diff);
    if (m_config.yes)
        QTimer::singleShot(0, this, &TriageSession::approveYamlPlan);
}

void TriageSession::approveYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    setState(State::WritingYaml);
    await(m_recordFile.saveNow(m_record), [this](Result<void> saved) {
        if (!saved) {
            failWith(tr("the YAML was not written: %1").arg(saved.error().message));
            return;
        }
        m_yaml->approve();
    });
}

void TriageSession::rejectYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    m_record.review << tr("the YAML plan was declined; the YAML is unchanged");
    complete(tr("the YAML plan was declined; nothing was written to the YAML"));
}

void TriageSession::onYamlSettled(StagedYamlChange::Outcome outcome, const QString& detail)
{
    const bool replanned = m_yaml->replans() > 0;
    switch (outcome) {
    case StagedYamlChange::Outcome::Unreadable:
        failWith(detail);
        return;
    case StagedYamlChange::Outcome::Invalid:
        failWith(tr("the YAML plan is invalid: %1").arg(detail));
        return;
    case StagedYamlChange::Outcome::Unchanged:
        m_record.yamlDiff.clear();
        complete(replanned ? tr("the YAML already holds the planned states (written by a parallel session)")
                           : tr("the YAML needs no change"));
        return;
    case StagedYamlChange::Outcome::Written:
        for (auto& entry : m_record.entries) {
            if (entry.included && entry.yaml.changed)
                entry.yaml.written = true;
        }
        complete(replanned ? tr("the YAML was written (re-planned after a parallel write)")
                           : tr("the YAML was written"));
        return;
    case StagedYamlChange::Outcome::Refused:
        break;
    }
    m_record.review << tr("the YAML was not written: %1").arg(detail);
    stop(tr("YAML conflict: %1").arg(detail));
}

}  // namespace dtriage
