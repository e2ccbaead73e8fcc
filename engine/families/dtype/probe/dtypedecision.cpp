#include "families/dtype/probe/dtypedecision.h"

#include "families/dtype/gate/dtypesignature.h"

#include <QCoreApplication>

namespace dtriage {

DtypeDecision DtypeDecision::decide(Bf16Phase bf16, Float32Phase float32, bool unpackRaised)
{
    if (unpackRaised)
        return DtypeDecision(Action::UnpackFailed);
    switch (bf16) {
    case Bf16Phase::Ok:
        return DtypeDecision(Action::Stale);
    case Bf16Phase::FailedWithoutSignature:
        return DtypeDecision(Action::Misfire);
    case Bf16Phase::FailedWithSignature:
        break;
    }
    return DtypeDecision(float32 == Float32Phase::Ok ? Action::Proceed : Action::Escalate);
}

DtypeDecision::Bf16Phase DtypeDecision::bf16Phase(bool failed, const QString& errorText)
{
    if (!failed)
        return Bf16Phase::Ok;
    return DtypeSignature::classify(errorText).isMatch() ? Bf16Phase::FailedWithSignature
                                                     : Bf16Phase::FailedWithoutSignature;
}

QString DtypeDecision::explanation(Action action)
{
    switch (action) {
    case Action::Proceed:
        return QCoreApplication::translate(
            "Decision",
            "The bfloat16 failure reproduces on CPU and float32 passes: proceeding; the error "
            "line is kept verbatim.");
    case Action::Escalate:
        return QCoreApplication::translate(
            "Decision",
            "float32 fails on CPU as well: the model has a non-bfloat16 problem too. Nothing "
            "is edited; escalate to a human with both errors.");
    case Action::Stale:
        return QCoreApplication::translate(
            "Decision",
            "The bfloat16 phase passes on CPU: the YAML entry may be stale or the environment "
            "differs. Re-run pytest first; nothing is edited.");
    case Action::Misfire:
        return QCoreApplication::translate(
            "Decision",
            "The bfloat16 phase fails without a bfloat16 dtype signature: the gate misfired or "
            "the failure moved. Nothing is edited; this needs a different triage.");
    case Action::UnpackFailed:
        return QCoreApplication::translate(
            "Decision",
            "unpack_forward_output itself raised: that is a different problem (triage it "
            "first, e.g. with the triage-unpack-forward-output skill). Nothing is edited.");
    }
    return {};
}

QString DtypeDecision::actionName(Action action)
{
    switch (action) {
    case Action::Proceed:
        return QStringLiteral("proceed");
    case Action::Escalate:
        return QStringLiteral("escalate");
    case Action::Stale:
        return QStringLiteral("stale");
    case Action::Misfire:
        return QStringLiteral("misfire");
    case Action::UnpackFailed:
        return QStringLiteral("unpack_failed");
    }
    return {};
}

std::optional<DtypeDecision::Action> DtypeDecision::actionFromName(const QString& name)
{
    for (const Action action :
         {Action::Proceed, Action::Escalate, Action::Stale, Action::Misfire, Action::UnpackFailed}) {
        if (actionName(action) == name)
            return action;
    }
    return std::nullopt;
}

}  // namespace dtriage
