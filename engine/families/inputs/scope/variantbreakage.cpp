#include "families/inputs/scope/variantbreakage.h"

#include "families/inputs/gate/inputssignature.h"
#include "families/inputs/probe/inputsfindings.h"

#include <QRegularExpression>

namespace dtriage {
namespace {

// Python's words when a call's arguments do not fit the function: what the forward
// says of inputs that are not its own.
bool argumentsDoNotFit(const QString& error)
{
    static const QRegularExpression binding(
        QStringLiteral("TypeError: .*(got an unexpected keyword argument|got multiple values for argument|"
                       "takes \\d+ positional arguments? but \\d+ (were|was) given|missing \\d+ required "
                       "(positional|keyword-only) arguments?)"));
    return binding.match(error).hasMatch();
}

QString outcomeOf(const InputsFindings& found)
{
    return found.passes() ? VariantBreakage::tr("passes") : found.error();
}

}  // namespace

ScopeCandidates VariantBreakage::others(const LoaderAnalysis& analysis, const ConfigFile& training,
                                        const TestKey& triaged)
{
    ScopeCandidates variants;
    for (const VariantInfo& variant : analysis.variants) {
        if (variant.value == triaged.variant)
            continue;
        TestKey key = triaged;
        key.variant = variant.value;
        key.runMode = QStringLiteral("training");
        const Entry* entry = training.find(key.toString());
        Entry yaml;
        if (entry)
            yaml = *entry;
        else
            yaml.key = key.toString();  // no training entry: the variant all the same
        variants << ScopeCandidate{key, yaml, std::nullopt};
    }
    return variants;
}

QString VariantBreakage::memberOf(const LoaderAnalysis& analysis, const QString& variant)
{
    for (const VariantInfo& info : analysis.variants)
        if (info.value == variant)
            return info.member;
    return {};
}

bool VariantBreakage::brokenBy(const ProbeResult& before, const ProbeResult& with)
{
    const InputsFindings& was = before.as<InputsFindings>();
    const InputsFindings& is = with.as<InputsFindings>();
    if (is.passes())
        return false;
    if (was.passes())
        return true;
    if (is.error() == was.error())
        return false;
    const bool inLoadInputs = is.train.stage == QLatin1String("load_inputs");
    return (inLoadInputs && was.train.stage != QLatin1String("load_inputs")) || argumentsDoNotFit(is.error());
}

VariantBreakage::Verdict VariantBreakage::judge(const LoaderAnalysis& analysis, const TestKey& triaged,
                                                const ScopeCandidates& before, const ScopeCandidates& with)
{
    Verdict verdict;
    verdict.needing << memberOf(analysis, triaged.variant);
    const InputsSignature signature;
    for (qsizetype i = 0; i < with.size() && i < before.size(); ++i) {
        const QString variant = with.at(i).key.variant;
        const std::optional<ProbeResult>& was = before.at(i).probe;
        const std::optional<ProbeResult>& is = with.at(i).probe;
        if (!was || !is || !was->completed() || !is->completed()) {
            const QString why = !is || !is->completed() ? (is ? is->problem() : tr("not run"))
                                                        : (was ? was->problem() : tr("not run"));
            verdict.unknown << tr("%1: not checked (%2)").arg(variant, why);
            continue;
        }
        const QString now = outcomeOf(is->as<InputsFindings>());
        const QString then = outcomeOf(was->as<InputsFindings>());
        if (brokenBy(*was, *is)) {
            verdict.broken << tr("%1: %2").arg(variant, now);
            verdict.notes << tr("variant %1 with the edit: %2 (without it: %3): broken by the edit").arg(variant, now, then);
            continue;
        }
        const bool needs = !was->as<InputsFindings>().passes() && signature.matches(then);
        if (needs)
            verdict.needing << memberOf(analysis, variant);
        verdict.notes << tr("variant %1 with the edit: %2 (without it: %3)").arg(variant, now, then);
    }
    verdict.needing.removeAll(QString());
    return verdict;
}

}  // namespace dtriage
