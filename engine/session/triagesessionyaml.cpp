// TriageSession, steps 7 and 8 (docs/triage.md §2), shared by every failure
// family: pytest with --force-run --runxfail over the affected keys (or results
// imported from a TT machine), then the YAML planned from what it observed,
// approved and written, planned again when another write came first.
#include "session/triagesession.h"

#include "families/failurefamily.h"
#include "run/pytestjob.h"
#include "session/pytestoutcomes.h"
#include "session/sessionresolution.h"
#include "yamlplan/failuresignature.h"

#include <QTimer>

namespace dtriage {

// ------------------------------------------------------------------ step 7: verify

void TriageSession::runPytest()
{
    const SessionVerification::Setup setup{m_config.importedJUnit, m_config.verifyThroughCi, m_config.pytestTimeoutMs,
                                           m_config.memoryLimitBytes, m_saved ? std::optional(m_saved->ci) : std::nullopt};
    const std::optional<PythonCommand> python = m_res->python ? std::optional(*m_res->python) : std::nullopt;
    m_verification->run(YamlTarget::keysOf(m_targets), m_inferenceRuns, setup, python, *m_folder);
}

void TriageSession::needTtVerification(const PytestResult& result)
{
    PytestOutcomes::runnerCannotStart(m_record, result.summary);
    const QString kept = m_fix->files().landed() ? tr("the loader fix the CPU verified is kept (uncommitted)")
                                                 : tr("no loader fix was made");
    finish(State::NeedsTtVerification,
           tr("%1; %2, the YAML untouched: verify on TT hardware (tt-xla's CI, or a JUnit file later)")
               .arg(result.summary, kept));
}

void TriageSession::onJUnit(const JUnitReport& report)
{
    m_junit = report;
    const QString problem = PytestOutcomes::record(m_record, report, YamlTarget::keysOf(m_targets), m_inferenceRuns, m_res->inference);
    if (!problem.isEmpty()) {
        failWith(problem);
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
    const bool revert = m_plans.plan(m_family->signature(), m_targets, file, *m_junit, m_fix->files().landed());
    if (revert && m_fix->files().landed()) {
        // pytest still shows the family's original error: revert, then plan A for all.
        m_record.review << tr("pytest still shows the original error; the loader fix was reverted");
        revertFix([this] { planYaml(); });
        return std::nullopt;
    }
    if (m_fix->files().landed() && m_record.inference.regressed()) {
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
    saveBeforeWrite(State::WritingYaml, tr("the YAML was not written: %1"), [this] { m_yaml->approve(); });
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
    case StagedYamlChange::Outcome::Invalid:
        failWith(outcome == StagedYamlChange::Outcome::Invalid ? tr("the YAML plan is invalid: %1").arg(detail) : detail);
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
