#include "proposecommand.h"

#include "families/dtype/fix/fixproposal.h"
#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "analysis/loaderanalyzer.h"
#include "families/dtype/fix/loaderedit.h"
#include "analysis/loaderpatcher.h"
#include "families/dtype/gate/preflightscan.h"
#include "config/configset.h"
#include "exitcode.h"
#include "families/dtype/gate/signatures.h"
#include "probeproposal.h"
#include "run/pythonenvironment.h"
#include "verbparser.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace dtriage {
namespace {

struct Target {
    TestKey key;
    QString loaderPath;
};

// A test key as given, or a model_info.name looked up in every loader's
// _get_model_info (docs/triage.md §2 step 1).
Result<Target> resolve(const QString& given, const Checkout& checkout)
{
    if (const auto key = TestKey::parse(given))
        return Target{*key, checkout.loaderPath(*key)};
    QList<Target> matches;
    const PreflightReport report = PreflightScan::scanBlocking(checkout.loadersRoot());
    for (const PreflightResult& loader : report.loaders) {
        QString variant;
        if (!loader.ok() || !loader.analysis->variantForModelInfoName(given, &variant))
            continue;
        const auto key = TestKey::parse(variant.isEmpty()
                                            ? QStringLiteral("%1-single_device-training").arg(loader.modelPath)
                                            : QStringLiteral("%1-%2-single_device-training").arg(loader.modelPath, variant));
        if (key)
            matches.append(Target{*key, loader.path});
    }
    if (matches.size() == 1)
        return matches.constFirst();
    if (matches.isEmpty())
        return fail(ProposeCommand::tr("Could not resolve %1 to a YAML entry or loader. Provide either the "
                                       "YAML key or the model_info.name.").arg(given));
    return fail(ProposeCommand::tr("%1 matches %2 loaders; give the YAML key instead.").arg(given).arg(matches.size()));
}

// --flavor, else the gate on the entry's YAML reason.
Result<Flavor> flavorFor(const QString& option, const TestKey& key, const Checkout& checkout)
{
    if (!option.isEmpty()) {
        const Flavor flavor = flavorFromName(option);
        if (flavor == Flavor::Unknown || flavor == Flavor::None)
            return fail(ProposeCommand::tr("Unknown flavor %1 (cross_dtype, op_not_implemented, numpy_conversion)").arg(option));
        return flavor;
    }
    const auto file = ConfigFile::load(checkout.trainingConfig());
    const Entry* entry = file ? file->find(key.toString()) : nullptr;
    if (!entry)
        return fail(ProposeCommand::tr("No entry %1 in the training YAML; give --flavor.").arg(key.toString()));
    return Signatures::gate(entry->reason());
}

QJsonObject proposalJson(const FixProposal& proposal, const FixRequest& request)
{
    QJsonObject json{{QStringLiteral("flavor"), flavorName(request.flavor)},
                     {QStringLiteral("float32_inputs"),
                      QJsonArray::fromStringList(request.float32Inputs.value_or(QStringList()))}};
    if (!proposal.hasFix()) {
        json.insert(QStringLiteral("no_fix"), QJsonObject{{QStringLiteral("reason"), FixProposal::reasonName(proposal.reason)},
                                                          {QStringLiteral("why"), proposal.why}});
        return json;
    }
    json.insert(QStringLiteral("fix"), QJsonObject{{QStringLiteral("kind"), FixProposal::kindName(proposal.kind)},
                                                   {QStringLiteral("line"), proposal.line},
                                                   {QStringLiteral("summary"), proposal.summary()},
                                                   {QStringLiteral("input"), proposal.inputKey},
                                                   {QStringLiteral("chain"), proposal.chain},
                                                   {QStringLiteral("why"), proposal.why}});
    return json;
}

void printEvidence(const FixProposal& proposal, const FixRequest& request, QTextStream& out)
{
    out << ProposeCommand::tr("flavor: %1").arg(flavorName(request.flavor)) << '\n';
    if (request.float32Inputs)
        out << ProposeCommand::tr("float32 inputs: %1").arg(request.float32Inputs->join(QStringLiteral(", "))) << '\n';
    if (!proposal.hasFix()) {
        out << ProposeCommand::tr("no fix (%1): %2").arg(FixProposal::reasonName(proposal.reason), proposal.why) << '\n';
        return;
    }
    out << ProposeCommand::tr("fix: %1").arg(proposal.summary()) << '\n';
    if (!proposal.inputKey.isEmpty())
        out << ProposeCommand::tr("input: %1").arg(proposal.inputKey) << '\n';
    if (!proposal.chain.isEmpty())
        out << ProposeCommand::tr("chain: %1").arg(proposal.chain) << '\n';
    out << ProposeCommand::tr("why: %1").arg(proposal.why) << '\n';
}

// The float32 inputs the user named, else the ones the pre-flight analysis predicts.
std::optional<QStringList> float32Inputs(const QStringList& named, const LoaderAnalysis& analysis)
{
    if (!named.isEmpty())
        return named;
    QStringList predicted;
    for (const PreflightFinding& finding : analysis.findings) {
        if (!predicted.contains(finding.inputKey))
            predicted << finding.inputKey;
    }
    return predicted;
}

int writeFix(LoaderPatcher& patcher, const LoaderPatchPlan& plan, VerbParser& verb)
{
    if (const auto applied = patcher.apply(plan); !applied)
        return verb.fail(ExitFailure, applied.error().toString());
    (void)patcher.accept(plan.path);
    verb.jsonOutput().insert(QStringLiteral("written"), true);
    verb.text() << ProposeCommand::tr("Written %1. The edit is uncommitted in the loaders submodule; undo with: "
                              "git -C third_party/tt_forge_models checkout -- %2")
               .arg(plan.label, plan.submoduleLabel)
        << '\n';
    return verb.finish(ExitOk);
}

}  // namespace

int ProposeCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("propose"), tr("Proposes the loader fix for one entry: the bfloat16 family's one-line edit, or with --probe the "
                       "unpack family's registry line or override, or the inputs family's load_inputs edit, from a probe run elsewhere."), {.json = true});
    const QCommandLineOption inputOption(QStringLiteral("float32-input"),
                                         tr("A floating input that was float32 in the BFLOAT16 phase (repeatable)."), tr("NAME"));
    const QCommandLineOption flavorOption(QStringLiteral("flavor"), tr("cross_dtype, op_not_implemented or numpy_conversion."), tr("F"));
    const QCommandLineOption applyOption(QStringLiteral("apply"), tr("Write the fix (after the same checks)."));
    const QCommandLineOption noBlackOption(QStringLiteral("no-black"),
                                           tr("Leave the edit as written, unformatted (pre-commit's black shapes it)."));
    const QCommandLineOption interpreterOption(
        QStringLiteral("interpreter"),
        tr("The Python interpreter to use when the checkout has no venv (its black formats the edit)."), tr("PY"));
    QStringList scripts;
    QStringList choices;
    for (const FailureFamily* family : Families::all()) {
        if (const FamilyProbe* probe = family->probe())
            scripts << probe->script().section(u'/', -1);
        if (const QString help = family->choiceHelp(); !help.isEmpty())
            choices << tr("%1: %2").arg(family->id(), help);
    }
    const QCommandLineOption probeOption(
        QStringLiteral("probe"),
        tr("A probe's output saved elsewhere (%1): propose its family's fix from it.").arg(scripts.join(QStringLiteral(", "))),
        tr("FILE"));
    const QCommandLineOption targetOption(QStringLiteral("target"),
                                          tr("With --probe: the family's choice of fix (%1).").arg(choices.join(QStringLiteral("; "))),
                                          tr("CHOICE"));
    const QCommandLineOption whyOption(QStringLiteral("why"), tr("With --probe: why that target."), tr("TEXT"));
    verb.parser().addOptions({inputOption, flavorOption, applyOption, noBlackOption, interpreterOption, probeOption,
                              targetOption, whyOption});
    verb.parser().addPositionalArgument(QStringLiteral("key"), tr("A YAML key or a model_info.name."));
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    if (verb.positional().size() != 1) {
        err << tr("propose: give exactly one KEY") << '\n';
        return ExitUsage;
    }
    const auto target = resolve(verb.positional().constFirst(), verb.checkout());
    if (target && verb.parser().isSet(probeOption)) {
        verb.jsonOutput().insert(QStringLiteral("key"), target->key.toString());
        verb.jsonOutput().insert(QStringLiteral("written"), false);
        return ProbeProposal::run(verb, target->loaderPath,
                                  {verb.parser().value(probeOption), verb.parser().value(targetOption),
                                   verb.parser().value(whyOption), verb.parser().isSet(applyOption),
                                   target->key.modelPath, target->key.variant, verb.parser().isSet(noBlackOption),
                                   verb.parser().value(interpreterOption)});
    }
    const auto flavor = target ? flavorFor(verb.parser().value(flavorOption), target->key, verb.checkout())
                               : Result<Flavor>(std::unexpected(target.error()));
    const auto analysis = flavor ? LoaderAnalyzer::analyzeBlocking(target->loaderPath)
                                 : Result<LoaderAnalysis>(std::unexpected(flavor.error()));
    if (!analysis)
        return verb.fail(ExitFailure, analysis.error().toString());
    VerbJson& json = verb.jsonOutput();
    const QString loader = verb.checkout().relativePath(target->loaderPath);
    json.insert(QStringLiteral("key"), target->key.toString());
    json.insert(QStringLiteral("loader"), loader);
    json.insert(QStringLiteral("written"), false);
    verb.text() << tr("key: %1\nloader: %2").arg(target->key.toString(), loader) << '\n';
    FixRequest request;
    request.flavor = *flavor;
    request.float32Inputs = float32Inputs(verb.parser().values(inputOption), *analysis);
    const auto proposal = FixProposal::propose(request, *analysis);
    if (!proposal)
        return verb.fail(ExitFailure, proposal.error().toString());
    printEvidence(*proposal, request, verb.text());
    json.insert(QStringLiteral("proposal"), proposalJson(*proposal, request));
    if (!proposal->hasFix())
        return verb.finish(ExitFailure);
    LoaderEditOptions options;
    options.black = blackFor(verb, verb.parser().isSet(noBlackOption), verb.parser().value(interpreterOption));
    const auto edit = LoaderEdit::makeBlocking(analysis->source, *proposal, options);
    LoaderPatcher patcher(verb.checkout().root());
    const auto plan = edit ? patcher.preview(target->loaderPath, edit->before, edit->after, proposal->summary())
                           : Result<LoaderPatchPlan>(std::unexpected(edit.error()));
    if (!plan)
        return verb.fail(ExitFailure, plan.error().toString());
    json.insert(QStringLiteral("diff"), plan->diff);
    showFormatting(verb, *edit);
    verb.text() << plan->diff;
    return verb.parser().isSet(applyOption) ? writeFix(patcher, *plan, verb) : verb.finish(ExitOk);
}

BlackChoice ProposeCommand::blackFor(VerbParser& verb, bool noBlack, const QString& interpreter)
{
    const BlackPin pin = BlackPin::forLoaders(verb.checkout().root(), verb.checkout().loadersRoot());
    if (noBlack)
        return BlackChoice::none(pin);
    const Result<PythonCommand> python = PythonEnvironment::resolve(verb.checkout().root(), interpreter);
    if (!python)  // said, not hidden: the workbench's black shapes the edit instead
        verb.err() << tr("warning: no Python of the checkout (%1); the workbench's black formats the edit")
                          .arg(python.error().toString())
                   << '\n';
    return BlackChoice::of(python, pin);
}

void ProposeCommand::showFormatting(VerbParser& verb, const LoaderEditResult& edit)
{
    VerbJson& json = verb.jsonOutput();
    json.insert(QStringLiteral("formatter"), edit.formatter);
    json.insert(QStringLiteral("formatter_from"), edit.formatterFrom);
    json.insert(QStringLiteral("black_pin"), edit.pin.rev);
    json.insert(QStringLiteral("formatting"), edit.formatting());
    verb.text() << tr("formatting: %1").arg(edit.formatting()) << '\n';
}

}  // namespace dtriage
