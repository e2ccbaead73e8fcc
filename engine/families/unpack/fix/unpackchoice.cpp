#include "families/unpack/fix/unpackchoice.h"

namespace dtriage {
namespace {

UnpackChoice registry(const QString& attribute)
{
    UnpackChoice c;
    c.path = UnpackChoice::Path::Registry;
    c.attribute = attribute;
    return c;
}

UnpackChoice override(UnpackTarget::Kind kind, const QStringList& keys = {})
{
    UnpackChoice c;
    c.target.kind = kind;
    c.target.keys = keys;
    return c;
}

// The dtype the forward ran in: the most common floating dtype among its tensors.
QString runDtype(const OutputNode& output)
{
    QHash<QString, int> counts;
    for (const auto& [path, node] : output.tensors())
        ++counts[node->dtype];
    QString best;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (best.isEmpty() || it.value() > counts.value(best))
            best = it.key();
    return best;
}

// Whether `node` holds a tensor a head gives: in the forward's dtype and, when the
// output has any such tensor, on a gradient path (anchors have none).
bool holdsHead(const OutputNode& output, const OutputNode& node, const QString& dtype)
{
    const bool anyTracked = output.hasGradPath();
    for (const auto& [path, tensor] : node.tensors())
        if (tensor->dtype == dtype && (tensor->hasGradPath() || !anyTracked))
            return true;
    return false;
}

// The top-level keys whose entries hold a head's tensor.
QStringList keysWithHeads(const OutputNode& output)
{
    const QString dtype = runDtype(output);
    QStringList keys;
    for (const OutputNode::Entry& entry : output.entries)
        if (entry.literal && holdsHead(output, *entry.value, dtype))  // an entry without one is never named
            keys << entry.key;
    return keys;
}

// What a proposal leaves out of the output, and why: "[1] (no gradient path:
// requires_grad=False)", "anchors (torch.float32, not the forward's torch.bfloat16)".
QStringList leftOut(const OutputNode& output, const UnpackChoice& choice)
{
    if (choice.path == UnpackChoice::Path::Registry || choice.target.kind == UnpackTarget::Kind::SumAll)
        return {};
    const QString dtype = runDtype(output);
    QStringList notes;
    for (const OutputNode::Entry& entry : output.entries) {
        if (choice.target.keys.contains(entry.key) || entry.value->tensors().isEmpty())
            continue;
        const QString label = output.label(entry.key);
        if (!entry.value->hasGradPath() && output.hasGradPath())
            notes << UnpackChoice::tr("%1 (no gradient path: requires_grad=False)").arg(label);
        else if (!holdsHead(output, *entry.value, dtype))
            notes << UnpackChoice::tr("%1 (not in the forward's %2)").arg(label, dtype);
    }
    return notes;
}

// The reason the proposal gives (the docstring's "What is selected and why").
QString whyOf(const UnpackDecision& decision, const OutputNode& output, const UnpackChoice& choice)
{
    if (!decision.reason.isEmpty())
        return decision.reason;
    const QStringList out = leftOut(output, choice);
    const QString left = out.isEmpty() ? QString()
                                       : UnpackChoice::tr(" Left out, no head's output: %1.").arg(out.join(QStringLiteral(", ")));
    if (decision.judgementCall)
        return UnpackChoice::tr("proposed by dtype-triage from the structure alone (a judgement call): "
                                "confirm that the loss reads exactly this.")
            + left;
    if (!out.isEmpty())
        return UnpackChoice::tr("the only tensor with a gradient path a loss could run backward through.") + left;
    return UnpackChoice::tr("the only tensor the output holds.");
}

UnpackChoice proposeOverride(const UnpackDecision& decision, const OutputNode& output)
{
    // The table's target (UnpackDecision::reason says which loss reads it).
    if (!decision.reason.isEmpty() && decision.tensorPaths.size() == 1)
        return override(UnpackTarget::Kind::Entry, decision.tensorPaths);
    // A conventional loss target that is a tensor at the top stands out.
    for (const QString& target : UnpackDecision::conventionalTargets())
        if (const OutputNode* child = output.child(target); child && child->isTensor() && child->hasGradPath()
                                                             && !output.isBareContainer() && output.nameable(target))
            return override(UnpackTarget::Kind::Entry, {target});
    const QStringList heads = keysWithHeads(output);
    if (heads.size() == 1 && output.child(heads.first())->isTensor() && decision.tensorPaths.size() == 1)
        return override(UnpackTarget::Kind::Entry, heads);
    int withTensors = 0;
    for (const OutputNode::Entry& entry : output.entries)
        withTensors += entry.value->tensors().isEmpty() ? 0 : 1;
    // A plain object is not entered by extract_tensors_recursive: sum its entries.
    if (!heads.isEmpty() && (heads.size() < withTensors || !output.isEnterable()))
        return override(UnpackTarget::Kind::SumOf, heads);
    if (heads.size() == 1 && !output.child(heads.first())->isTensor())
        return override(UnpackTarget::Kind::SumOf, heads);
    return override(UnpackTarget::Kind::SumAll);
}

}  // namespace

UnpackChoice UnpackChoice::propose(const UnpackDecision& decision, const OutputNode& output)
{
    UnpackChoice choice = decision.action == UnpackDecision::Action::RegistryEntry ? registry(decision.attribute)
                                                                                   : proposeOverride(decision, output);
    choice.target.why = whyOf(decision, output, choice);
    return choice;
}

Result<UnpackChoice> UnpackChoice::resolve(const UnpackDecision& decision, const OutputNode& output,
                                           const QString& name, const QString& why)
{
    Result<UnpackChoice> choice = name.isEmpty() ? propose(decision, output) : fromName(name);
    if (!choice)
        return choice;
    if (!why.isEmpty())
        choice->target.why = why;
    else if (!name.isEmpty())
        choice->target.why = tr("chosen by the user.");
    if (const Result<void> fits = choice->checkAgainst(output); !fits)
        return std::unexpected(fits.error());
    if (decision.action == UnpackDecision::Action::WrongRegistry && choice->path == Path::Registry)
        return fail(tr("the class is registered wrongly already: choose an override"));
    return choice;
}

QList<UnpackChoice> UnpackChoice::options(const UnpackDecision& decision, const OutputNode& output)
{
    QList<UnpackChoice> options;
    const bool named = !output.isBareContainer() && output.kind != OutputNode::Kind::Tensor;
    if (named && decision.action != UnpackDecision::Action::WrongRegistry)
        for (const OutputNode::Entry& entry : output.entries)
            if (entry.value->isTensor() && entry.literal)
                options << registry(entry.key);
    for (const OutputNode::Entry& entry : output.entries)
        if (entry.value->isTensor() && entry.literal)
            options << override(UnpackTarget::Kind::Entry, {entry.key});
    for (const OutputNode::Entry& entry : output.entries)
        if (entry.literal && !entry.value->isTensor() && !entry.value->tensors().isEmpty() && entry.value->isEnterable())
            options << override(UnpackTarget::Kind::SumOf, {entry.key});
    const UnpackChoice proposed = propose(decision, output);
    if (!options.contains(proposed))
        options << proposed;
    // Once: the proposal is often the sum of all (the list showed it twice).
    const UnpackChoice sumAll = override(UnpackTarget::Kind::SumAll);
    if (output.tensors().size() > 1 && output.isEnterable() && !options.contains(sumAll))
        options << sumAll;
    return options;
}

QString UnpackChoice::name() const
{
    if (path == Path::Registry)
        return QStringLiteral("registry:") + attribute;
    switch (target.kind) {
    case UnpackTarget::Kind::Entry:
        return QStringLiteral("entry:") + target.keys.value(0);
    case UnpackTarget::Kind::SumOf:
        return QStringLiteral("sum:") + target.keys.join(u',');
    case UnpackTarget::Kind::SumAll:
        break;
    }
    return QStringLiteral("sum");
}

Result<UnpackChoice> UnpackChoice::fromName(const QString& name)
{
    const QString kind = name.section(u':', 0, 0);
    const QString rest = name.section(u':', 1);
    if (kind == QLatin1String("registry") && !rest.isEmpty())
        return registry(rest);
    if (kind == QLatin1String("entry") && !rest.isEmpty())
        return override(UnpackTarget::Kind::Entry, {rest});
    if (kind == QLatin1String("sum") && rest.isEmpty())
        return override(UnpackTarget::Kind::SumAll);
    if (kind == QLatin1String("sum"))
        return override(UnpackTarget::Kind::SumOf, rest.split(u',', Qt::SkipEmptyParts));
    return fail(tr("\"%1\" is no unpack target: registry:<attribute>, entry:<key>, sum:<key>,<key>… or sum")
                    .arg(name));
}

QString UnpackChoice::label(const OutputNode& output) const
{
    if (path == Path::Registry)
        return tr("registry entry: %1").arg(attribute);
    return tr("override: %1").arg(OverrideWriter::selection(output, target));
}

Result<void> UnpackChoice::checkAgainst(const OutputNode& output) const
{
    if (path == Path::Registry) {
        if (output.isBareContainer() || output.kind == OutputNode::Kind::Tensor)
            return fail(tr("a %1 has no class name to register: choose an override").arg(output.className));
        const OutputNode* value = output.child(attribute);
        if (!value || !value->isTensor())
            return fail(tr("%1 is no tensor attribute of %2").arg(attribute, output.className));
        return {};
    }
    for (const QString& key : target.keys) {
        if (!output.child(key))
            return fail(tr("the output has no entry \"%1\"").arg(key));
        if (!output.nameable(key))
            return fail(tr("no fix can name the entry \"%1\" (its key is no str, int, bool or None, or another "
                           "entry shows as it too): sum the output instead").arg(key));
    }
    if (target.kind == UnpackTarget::Kind::Entry && !output.child(target.keys.value(0))->isTensor())
        return fail(tr("%1 is not one tensor: sum it instead").arg(target.keys.value(0)));
    // A sum goes through extract_tensors_recursive, which enters no plain object.
    const auto summed = [&]() -> QList<const OutputNode*> {
        if (target.kind == UnpackTarget::Kind::SumAll)
            return {&output};
        QList<const OutputNode*> nodes;
        if (target.kind == UnpackTarget::Kind::SumOf)
            for (const QString& key : target.keys)
                nodes << output.child(key);
        return nodes;
    }();
    for (const OutputNode* node : summed)
        if (!node->isEnterable())
            return fail(tr("extract_tensors_recursive does not enter a %1: sum its entries instead (sum:KEY,KEY)")
                            .arg(node->className));
    return {};
}

}  // namespace dtriage
