#include "session/sessionstate.h"

#include <QHash>

namespace dtriage {

QString SessionStates::name(SessionState state)
{
    static const QHash<SessionState, QString> names{
        {SessionState::Idle, QStringLiteral("idle")},
        {SessionState::Resolving, QStringLiteral("resolving")},
        {SessionState::Gating, QStringLiteral("gating")},
        {SessionState::ReproducingBefore, QStringLiteral("reproducing_before")},
        {SessionState::Deciding, QStringLiteral("deciding")},
        {SessionState::ProposingFix, QStringLiteral("proposing_fix")},
        {SessionState::AwaitingFixApproval, QStringLiteral("awaiting_fix_approval")},
        {SessionState::ApplyingFix, QStringLiteral("applying_fix")},
        {SessionState::ReproducingAfter, QStringLiteral("reproducing_after")},
        {SessionState::RevertingFix, QStringLiteral("reverting_fix")},
        {SessionState::Scoping, QStringLiteral("scoping")},
        {SessionState::RunningPytest, QStringLiteral("running_pytest")},
        {SessionState::AwaitingCi, QStringLiteral("awaiting_ci")},
        {SessionState::PlanningYaml, QStringLiteral("planning_yaml")},
        {SessionState::AwaitingYamlApproval, QStringLiteral("awaiting_yaml_approval")},
        {SessionState::WritingYaml, QStringLiteral("writing_yaml")},
        {SessionState::Done, QStringLiteral("done")},
        {SessionState::NeedsTtVerification, QStringLiteral("needs_tt_verification")},
        {SessionState::Stopped, QStringLiteral("stopped")},
        {SessionState::Failed, QStringLiteral("failed")},
        {SessionState::Canceled, QStringLiteral("canceled")},
    };
    return names.value(state);
}

QString SessionStates::text(SessionState state)
{
    switch (state) {
    case SessionState::Idle: return tr("Not started");
    case SessionState::Resolving: return tr("Reading the YAML and the loader…");
    case SessionState::Gating: return tr("Checking the entry's reason…");
    case SessionState::ReproducingBefore: return tr("Reproducing on CPU…");
    case SessionState::Deciding: return tr("Deciding…");
    case SessionState::ProposingFix: return tr("Looking for the fix site…");
    case SessionState::AwaitingFixApproval: return tr("The loader fix waits for your approval");
    case SessionState::ApplyingFix: return tr("Applying the loader fix…");
    case SessionState::ReproducingAfter: return tr("Re-running the CPU repro with the fix…");
    case SessionState::RevertingFix: return tr("Reverting the loader fix…");
    case SessionState::Scoping: return tr("Checking the loader's other variants…");
    case SessionState::RunningPytest: return tr("Running pytest…");
    case SessionState::AwaitingCi: return tr("Waiting for tt-xla's CI");
    case SessionState::PlanningYaml: return tr("Planning the YAML change…");
    case SessionState::AwaitingYamlApproval: return tr("The YAML change waits for your approval");
    case SessionState::WritingYaml: return tr("Writing the YAML…");
    case SessionState::Done: return tr("Done");
    case SessionState::NeedsTtVerification: return tr("Verify on TT hardware");
    case SessionState::Stopped: return tr("Stopped");
    case SessionState::Failed: return tr("Failed");
    case SessionState::Canceled: return tr("Canceled");
    }
    return {};
}

bool SessionStates::isFinal(SessionState state)
{
    return state == SessionState::Done || state == SessionState::NeedsTtVerification || state == SessionState::Stopped
        || state == SessionState::Failed || state == SessionState::Canceled;
}

QString SessionStates::recordLine(SessionState state, const QString& note)
{
    return note.isEmpty() ? name(state) : QStringLiteral("%1: %2").arg(name(state), note);
}

QString SessionStates::noteOf(SessionState state, const QString& line)
{
    const QString prefix = name(state) + QLatin1String(": ");
    return line.startsWith(prefix) ? line.mid(prefix.size()) : QString();
}

TriageRecord::State SessionStates::recordState(SessionState state)
{
    switch (state) {
    case SessionState::Done: return TriageRecord::State::Done;
    case SessionState::Stopped: return TriageRecord::State::Stopped;
    case SessionState::NeedsTtVerification: return TriageRecord::State::NeedsTtVerification;
    default: return TriageRecord::State::InProgress;
    }
}

}  // namespace dtriage
