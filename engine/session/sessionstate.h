#pragma once
// The states of a TriageSession (docs/triage.md §2) and their words: the name a
// record keeps ("awaiting_yaml_approval: …", read back by ResumePoint) and the
// text a person reads. A file of their own: the record, the window and the verbs
// speak of states without the session's machinery.
#include "record/triagerecord.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>

namespace dtriage {
namespace sessionstates {
Q_NAMESPACE
enum class State {
    Idle,
    Resolving,
    Gating,
    ReproducingBefore,
    Deciding,
    ProposingFix,
    AwaitingFixApproval,
    ApplyingFix,
    ReproducingAfter,
    RevertingFix,
    Scoping,
    RunningPytest,
    // pytest's results are to come from tt-xla's CI (verifyThroughCi): a run to
    // dispatch, or one dispatched and followed; nothing more happens until its
    // reports arrive (importCiReports). Keeps its loader, frees its job slot.
    AwaitingCi,
    PlanningYaml,
    AwaitingYamlApproval,
    WritingYaml,
    Done,      // settled: YAML written, or nothing to write, or a diff declined
    // Settled as far as this machine goes: the runner cannot start here (no TT
    // environment: tt-xla's conftest imports torch_xla), so pytest gave no
    // verdict. The fix the CPU verified is kept, the YAML untouched; what is
    // left is a verification on TT hardware (tt-xla's CI, or a JUnit later).
    NeedsTtVerification,
    // A rule stopped it (gate, step-4 decision, unresolved key), a YAML conflict,
    // or stopBeforeWrite() (a dry run).
    Stopped,
    Failed,    // a crash, timeout or unexpected error: see stateNote()
    Canceled,
};
Q_ENUM_NS(State)
}  // namespace sessionstates

using SessionState = sessionstates::State;

class SessionStates {
    // The session's words: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    static QString name(SessionState state);  // "resolving", "awaiting_fix_approval", ...
    static QString text(SessionState state);  // for a person: "Reproducing on CPU…", translated
    // The record's line (TriageRecord::stateNote): the name and the note
    // ("stopped: …"), or the name alone; noteOf() reads the note back.
    static QString recordLine(SessionState state, const QString& note);
    static QString noteOf(SessionState state, const QString& line);
    // Done, NeedsTtVerification, Stopped, Failed or Canceled: nothing more happens.
    static bool isFinal(SessionState state);
    // What a session that finished in `state` leaves in its record: Failed and
    // Canceled stay InProgress (reopened later, it goes on from the start).
    static TriageRecord::State recordState(SessionState state);
};

}  // namespace dtriage
