#include "families/unpack/probe/unpackdecision.h"

#include "families/unpack/probe/losstargettable.h"

namespace dtriage {
namespace {

using Action = UnpackDecision::Action;

// Whether `node` could be the loss's source: a tensor with a gradient path, when
// the output holds any (a model frozen whole says nothing about which one).
bool isCandidate(const OutputNode& output, const OutputNode& node)
{
    return node.hasGradPath() || !output.hasGradPath();
}

// The candidate tensors directly under a named output class.
QStringList topLevelTensors(const OutputNode& output)
{
    QStringList names;
    for (const OutputNode::Entry& entry : output.entries) {
        if (entry.value->isTensor() && isCandidate(output, *entry.value))
            names << entry.key;
    }
    return names;
}

// Every candidate tensor's path: anchors and other tensors no gradient reaches are
// no loss's source (the skill's universal rule; ssd300_vgg16's merged fix).
QStringList candidatePaths(const OutputNode& output)
{
    QStringList paths;
    for (const auto& [path, node] : output.tensors())
        if (isCandidate(output, *node))
            paths << path;
    return paths;
}

// The table's target for the output's class, when it is a tensor the fix can name;
// for a tuple standing for a ModelOutput (return_dict=False), the class its forward
// is annotated to return, its attribute the tuple's position (siglip's merged fix).
std::optional<LossTarget> tabled(const OutputNode& output)
{
    std::optional<LossTarget> target = LossTargetTable::of(output.className);
    if (!target && !output.fieldsOf.isEmpty() && (target = LossTargetTable::of(output.fieldsOf))) {
        const QString position = output.positionOf(target->attribute);
        if (position.isEmpty())
            return std::nullopt;
        target->reason += QLatin1Char(' ')
            + UnpackDecision::tr("The forward returns %1's fields as a tuple (return_dict=False, its return "
                                 "annotation): [%2] is %3.")
                  .arg(output.fieldsOf, position, target->attribute);
        target->attribute = position;
    } else if (!target || output.isBareContainer()) {
        return std::nullopt;
    }
    const OutputNode* value = output.child(target->attribute);
    if (!value || !value->isTensor() || !value->hasGradPath() || !output.nameable(target->attribute))
        return std::nullopt;
    return target;
}

// An override sums or picks among every tensor in the output: where the probe
// stopped reading (nested too deep) and saw no tensor above, there is nothing to
// propose; where it saw some, the proposal may miss others and is the user's call.
UnpackDecision overrideOf(const OutputNode& output, Action action)
{
    UnpackDecision d;
    d.action = action;
    if (const std::optional<LossTarget> target = tabled(output)) {
        d.tensorPaths = {target->attribute};
        d.reason = target->reason;
        return d;
    }
    d.tensorPaths = candidatePaths(output);
    const bool cut = output.cutBelow();
    if (cut && d.tensorPaths.isEmpty())
        d.action = Action::TooDeep;
    d.judgementCall = d.tensorPaths.size() > 1 || (cut && !d.tensorPaths.isEmpty());
    return d;
}

// A named class: one tensor attribute is a registry entry; several, a guess
// among them (a conventional target if there is one); none, an override.
UnpackDecision forNamedClass(const OutputNode& output)
{
    const QStringList tensors = topLevelTensors(output);
    if (tensors.isEmpty())
        return overrideOf(output, Action::Override);
    UnpackDecision d;
    d.action = Action::RegistryEntry;
    if (const std::optional<LossTarget> target = tabled(output)) {
        d.attribute = target->attribute;
        d.reason = target->reason;
        return d;
    }
    d.attribute = tensors.first();
    d.judgementCall = tensors.size() > 1;
    for (const QString& target : UnpackDecision::conventionalTargets()) {
        if (tensors.contains(target)) {
            d.attribute = target;
            break;
        }
    }
    return d;
}

UnpackDecision simple(Action action)
{
    UnpackDecision d;
    d.action = action;
    return d;
}

}  // namespace

const QStringList& UnpackDecision::conventionalTargets()
{
    static const QStringList targets{QStringLiteral("logits"), QStringLiteral("last_hidden_state"),
                                     QStringLiteral("predicted_depth"), QStringLiteral("sample"),
                                     QStringLiteral("prediction_logits"), QStringLiteral("pooler_output")};
    return targets;
}

UnpackDecision UnpackDecision::decide(const ForwardFindings& found)
{
    if (found.bfloat16.ran && !found.bfloat16.ok) {
        if (!found.float32.ran)
            return simple(Action::Incomplete);
        return simple(found.float32.ok ? Action::NotThisFamily : Action::Escalate);
    }
    if (!found.output || !found.handler || !found.unpacked)
        return simple(Action::Incomplete);
    if (found.unpacked->ok)
        return simple(Action::Stale);
    const OutputNode& output = *found.output;
    if (found.handler->kind == UnpackHandler::Kind::Registry)
        return overrideOf(output, Action::WrongRegistry);
    // A human wrote that method: replacing it is not a one-method addition.
    if (found.handler->kind == UnpackHandler::Kind::Override)
        return simple(Action::BrokenOverride);
    if (output.isBareContainer())
        return overrideOf(output, Action::Override);
    return forNamedClass(output);
}

QString UnpackDecision::explanation() const
{
    switch (action) {
    case Action::Stale:
        return tr("unpack_forward_output already gives one tensor for this output: the entry is stale. "
                  "Nothing is edited; pytest decides the YAML.");
    case Action::RegistryEntry:
        if (!reason.isEmpty())
            return tr("%1 is what this output class's loss reads: a registry entry in training_utils.py. %2")
                .arg(attribute, reason);
        return judgementCall
            ? tr("The output class has several tensors; %1 is proposed as the loss's source for a "
                 "registry entry. Confirm or choose another before the diff is built.")
                  .arg(attribute)
            : tr("The output class has one tensor, %1: a registry entry in training_utils.py.").arg(attribute);
    case Action::Override:
        return tr("The output cannot be unpacked by class (%n tensor(s) in it): an unpack_forward_output "
                  "method on the loader.",
                  nullptr, int(tensorPaths.size()));
    case Action::WrongRegistry:
        return tr("The class is registered with an attribute that is not one tensor: delete that registry "
                  "entry and override unpack_forward_output on the loader.");
    case Action::Escalate:
        return tr("The forward fails in float32 as well: the model has another problem. Nothing is edited.");
    case Action::NotThisFamily:
        return tr("The forward fails in bfloat16 only: a dtype failure, not an unpack one. Nothing is "
                  "edited here.");
    case Action::BrokenOverride:
        return tr("The loader's own unpack_forward_output does not give one tensor: rewriting a method a "
                  "person wrote is left to a person. Nothing is edited.");
    case Action::TooDeep:
        return tr("The output nests deeper than the probe reads (%1 levels) and no tensor shows above that: "
                  "a person picks the loss. Nothing is edited.")
            .arg(OutputNode::kProbeDepth);
    case Action::Incomplete:
        break;
    }
    return tr("The probe did not get as far as unpacking the output: nothing to decide on.");
}

std::optional<UnpackDecision::Action> UnpackDecision::actionFromName(const QString& name)
{
    for (const Action action : {Action::Stale, Action::RegistryEntry, Action::Override, Action::WrongRegistry,
                                Action::Escalate, Action::NotThisFamily, Action::BrokenOverride, Action::TooDeep,
                                Action::Incomplete})
        if (actionName(action) == name)
            return action;
    return std::nullopt;
}

QString UnpackDecision::summary(Action action)
{
    switch (action) {
    case Action::RegistryEntry:
        return tr("The output is a named class with a tensor to train on: a registry entry in training_utils.py.");
    case Action::Override:
        return tr("The output cannot be unpacked by class: an unpack_forward_output method on the loader.");
    case Action::Stale:
    case Action::WrongRegistry:
    case Action::Escalate:
    case Action::NotThisFamily:
    case Action::BrokenOverride:
    case Action::TooDeep:
    case Action::Incomplete:
        break;
    }
    UnpackDecision decision;
    decision.action = action;
    return decision.explanation();
}

QString UnpackDecision::actionName(Action action)
{
    switch (action) {
    case Action::Stale:
        return QStringLiteral("stale");
    case Action::RegistryEntry:
        return QStringLiteral("registry_entry");
    case Action::Override:
        return QStringLiteral("override");
    case Action::WrongRegistry:
        return QStringLiteral("wrong_registry");
    case Action::Escalate:
        return QStringLiteral("escalate");
    case Action::NotThisFamily:
        return QStringLiteral("not_this_family");
    case Action::BrokenOverride:
        return QStringLiteral("broken_override");
    case Action::TooDeep:
        return QStringLiteral("too_deep");
    case Action::Incomplete:
        break;
    }
    return QStringLiteral("incomplete");
}

}  // namespace dtriage
