#pragma once
// Step 4 of the triage: what the two CPU repro phases allow us to do next.
// Only Proceed lets the session touch anything; every other action stops with
// an explanation for the user and edits nothing.
#include <QString>

#include <optional>

namespace dtriage {

class DtypeDecision {
public:
    enum class Bf16Phase {
        Ok,
        FailedWithSignature,     // the error matches the bfloat16 catalogue
        FailedWithoutSignature,  // some other error
    };
    enum class Float32Phase { Ok, Failed };
    enum class Action {
        Proceed,       // bf16 fails with a signature, float32 passes
        Escalate,      // float32 fails too: a non-bf16 problem as well
        Stale,         // bf16 passes on CPU: entry stale or environment differs
        Misfire,       // bf16 fails without a signature: gate misfired or failure moved
        UnpackFailed,  // unpack_forward_output itself raised: a different problem
    };

    // `unpackRaised` wins over the table: the skill stops before looking at it.
    static DtypeDecision decide(Bf16Phase bf16, Float32Phase float32, bool unpackRaised = false);
    // The bf16 phase as the table sees it, from the repro's outcome and error text.
    static Bf16Phase bf16Phase(bool failed, const QString& errorText);

    Action action() const { return m_action; }
    bool allowsEdits() const { return m_action == Action::Proceed; }
    // Translated, for the window, the command line and the report.
    QString explanation() const { return explanation(m_action); }
    static QString explanation(Action action);

    // "proceed", "escalate", "stale", "misfire", "unpack_failed" (JSON, command line).
    static QString actionName(Action action);
    // The inverse of actionName(); nullopt for a name this build does not know.
    static std::optional<Action> actionFromName(const QString& name);

private:
    explicit DtypeDecision(Action action)
        : m_action(action)
    {
    }
    Action m_action;
};

}  // namespace dtriage
