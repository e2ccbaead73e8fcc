#include "families/inputs/probe/inputsdecision.h"

#include "families/inputs/gate/inputssignature.h"

#include <array>

namespace dtriage {
namespace {

using Action = InputsDecision::Action;

struct Named {
    Action action;
    const char* name;
};

constexpr std::array<Named, 6> kNames{{
    {Action::Proceed, "proceed"},
    {Action::NoFix, "no_fix"},
    {Action::Stale, "stale"},
    {Action::UnpackFamily, "unpack_family"},
    {Action::NotThisFamily, "not_this_family"},
    {Action::Incomplete, "incomplete"},
}};

InputsDecision proceed(const QString& flavor, const char* kind)
{
    return {Action::Proceed, flavor, QString::fromLatin1(kind), {}};
}

InputsDecision noFix(const QString& flavor, const QString& why) { return {Action::NoFix, flavor, {}, why}; }

}  // namespace

InputsDecision InputsDecision::decide(const InputsFindings& found)
{
    if (!found.train.ran)
        return {Action::Incomplete, {}, {}, {}};
    if (found.train.ok)
        return {Action::Stale, {}, {}, {}};
    if (found.train.stage == QLatin1String("unpack"))
        return {Action::UnpackFamily, {}, {}, {}};
    const Result<QString> flavor = InputsSignature::gate(found.error());
    if (!flavor)
        return {Action::NotThisFamily, {}, {}, {}};
    if (*flavor == QLatin1String("decoder_inputs"))
        return decoder(found);
    if (*flavor == QLatin1String("missing_targets"))
        return targets(found);
    return batchNorm(found);
}

InputsDecision InputsDecision::decoder(const InputsFindings& found)
{
    const QString flavor = QStringLiteral("decoder_inputs");
    if (!found.inputs)
        return noFix(flavor, tr("the probe saw no inputs"));
    if (found.inputs->passed == QLatin1String("positional")) {
        if (!found.parameterNames().contains(QLatin1String("decoder_input_ids")))
            return noFix(flavor, tr("the forward takes no decoder_input_ids parameter"));
        return proceed(flavor, "decoder_dict");
    }
    if (found.inputs->passed == QLatin1String("keywords")) {
        if (found.inputs->find(QStringLiteral("decoder_input_ids")) || found.inputs->find(QStringLiteral("decoder_inputs_embeds")))
            return noFix(flavor, tr("the dict has decoder inputs already; the model still rejects them"));
        if (!found.decoderStart)
            return noFix(flavor, tr("the model's config has no decoder_start_token_id to start the decoder with"));
        return proceed(flavor, "decoder_key");
    }
    return noFix(flavor, tr("load_inputs returns one tensor; there is no structure to add decoder inputs to"));
}

InputsDecision InputsDecision::targets(const InputsFindings& found)
{
    const QString flavor = QStringLiteral("missing_targets");
    if (!found.parameterNames().contains(QLatin1String("targets")))
        return noFix(flavor, tr("the forward takes no targets parameter"));
    if (!found.inputs || found.inputs->passed == QLatin1String("keywords"))
        return noFix(flavor, tr("load_inputs returns a dict; only a returned images tensor is paired with targets"));
    if (found.targetsForm().isEmpty()) {
        QStringList tried;
        for (const InputsFindings::TargetsForm& form : found.targetsTrial)
            tried << QStringLiteral("%1: %2").arg(form.form, form.errorLine);
        return noFix(flavor, tr("no form of synthetic targets trains the model (%1)").arg(tried.join(QLatin1String("; "))));
    }
    return proceed(flavor, "targets");
}

InputsDecision InputsDecision::batchNorm(const InputsFindings& found)
{
    const QString flavor = QStringLiteral("bn_single_value");
    if (!found.batchTrial)
        return noFix(flavor, tr("the probe ran no batch-2 trial"));
    if (!found.batchTrial->notRun.isEmpty())
        return noFix(flavor, tr("the batch-2 trial could not be run (%1)").arg(found.batchTrial->notRun));
    if (!found.batchTrial->ok)
        return noFix(flavor, tr("a doubled batch still fails (%1): the collapsed dimension is not the batch")
                                 .arg(found.batchTrial->errorLine));
    if (!found.batchTrial->inferenceOk)
        return noFix(flavor, tr("inference does not tolerate batch 2 (%1)").arg(found.batchTrial->inferenceError));
    return proceed(flavor, "batch_repeat");
}

QString InputsDecision::explanation() const
{
    switch (action) {
    case Action::Proceed:
        return tr("Proceed: %1 (in load_inputs only).").arg(editDescription(editKind));
    case Action::NoFix:
        return tr("No loader fix: %1. The entry goes to KNOWN_FAILURE_XFAIL with the canonical reason.").arg(why);
    default:
        return summary(action);
    }
}

QString InputsDecision::summary(Action action)
{
    switch (action) {
    case Action::Proceed:
        return tr("a loader fix in load_inputs passes what the model needs in training");
    case Action::NoFix:
        return tr("no loader fix applies: KNOWN_FAILURE_XFAIL with the canonical reason");
    case Action::Stale:
        return tr("The training step passes on CPU: the YAML entry is stale. pytest decides its new state.");
    case Action::UnpackFamily:
        return tr("unpack_forward_output fails on the model's output: the entry belongs to the unpack family; "
                  "triage it there first. Nothing was edited.");
    case Action::NotThisFamily:
        return tr("The training step fails with another error: not a missing-input failure. Nothing was edited.");
    case Action::Incomplete:
        return tr("The probe did not reach the training step. Nothing was edited.");
    }
    return {};
}

QString InputsDecision::editDescription(const QString& kind)
{
    if (kind == QLatin1String("decoder_dict"))
        return tr("the positional list becomes a dict keyed by the forward's parameter names");
    if (kind == QLatin1String("decoder_key"))
        return tr("the dict gets decoder_input_ids from the model's decoder start token");
    if (kind == QLatin1String("targets"))
        return tr("a synthetic targets list (one box per image) goes with the images in a dict");
    if (kind == QLatin1String("batch_repeat"))
        return tr("the batch becomes 2");
    return kind;
}

QString InputsDecision::actionName(Action action)
{
    for (const Named& named : kNames)
        if (named.action == action)
            return QString::fromLatin1(named.name);
    return {};
}

std::optional<InputsDecision::Action> InputsDecision::actionFromName(const QString& name)
{
    for (const Named& named : kNames)
        if (name == QLatin1String(named.name))
            return named.action;
    return std::nullopt;
}

}  // namespace dtriage
