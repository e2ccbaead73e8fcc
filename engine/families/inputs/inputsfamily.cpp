#include "families/families.h"
#include "families/inputs/fix/inputsedits.h"
#include "families/inputs/inputsfamily.h"

#include "families/inputs/fix/inputsprobefix.h"
#include "families/proposedfix.h"

#include "families/inputs/gate/inputspreflight.h"
#include "families/inputs/inputsplaybook.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsprobe.h"
#include "record/triagerecord.h"

#include <algorithm>

namespace dtriage {

QString InputsFamily::title() const { return tr("missing training inputs"); }

std::unique_ptr<Playbook> InputsFamily::playbook(PlaybookHost& host) const
{
    return std::make_unique<InputsPlaybook>(host);
}

const FamilyProbe* InputsFamily::stepProbe() const { return &InputsProbe::instance(); }

ProposedFix InputsFamily::proposeFromProbe(const ProbeFixRequest& request) const
{
    return InputsProbeFix::propose(request);
}

QString InputsFamily::flavorDescription(const QString& flavor) const
{
    if (flavor == QLatin1String("decoder_inputs"))
        return tr("an encoder-decoder model called without decoder_input_ids");
    if (flavor == QLatin1String("missing_targets"))
        return tr("a detection model that needs targets in training mode");
    if (flavor == QLatin1String("bn_single_value"))
        return tr("a BatchNorm that sees one value per channel in training mode");
    return {};
}

QString InputsFamily::decisionExplanation(const QString& decision) const
{
    const std::optional<InputsDecision::Action> action = InputsDecision::actionFromName(decision);
    return action ? InputsDecision::summary(*action) : QString();
}

QList<FailureFamily::ReportNote> InputsFamily::reportNotes(const QList<TriageRecord>& records) const
{
    const bool fixed = std::any_of(records.cbegin(), records.cend(), [&](const TriageRecord& r) {
        return Families::byId(r.family) == this && !r.fix.kind.isEmpty();
    });
    if (!fixed)
        return {};
    return {{tr("Why an inputs fix reaches inference"),
             tr("The runner makes a test's inputs with load_inputs, which is not told the run mode: it serves "
                "training and inference alike, so a fix there changes both. The workbench "
                "ran the inference tests of every variant in scope with pytest and reverts a fix that makes one "
                "fail whose inference entry expects a pass; the inference YAML is only read.")}};
}

QFuture<PreflightOutcome> InputsFamily::preflight(const QString& loadersRoot) const
{
    return InputsPreflight::scan(loadersRoot);
}

EditKind InputsFamily::editKind(const QString& fixKind) const
{
    static const QStringList kinds{
        QStringLiteral("decoder_dict"), QStringLiteral("decoder_key"),
        QStringLiteral("targets"), QStringLiteral("batch_repeat")};
    return kinds.contains(fixKind) ? inputsEdit(fixKind) : EditKind{};
}

QString InputsFamily::dumpName() const { return tr("inputs"); }

}  // namespace dtriage
