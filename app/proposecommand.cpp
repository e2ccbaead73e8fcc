#include "proposecommand.h"

#include "analysis/modelinfolookup.h"
#include "config/configfile.h"
#include "config/configset.h"
#include "exitcode.h"
#include "familyoption.h"
#include "families/familysourceanalysis.h"
#include "families/families.h"
#include "families/probe/familyprobe.h"
#include "probeproposal.h"
#include "proposaloutput.h"
#include "run/pythonenvironment.h"
#include "verbparser.h"

#include <QJsonObject>

namespace dtriage {
namespace {

struct Target {
    TestKey key;
    QString loaderPath;
    std::optional<QString> reason;  // the training entry's; nullopt: no entry
    QString status;                 // the training entry's status
};

// Why there is nothing to propose for a key with no training entry: where the key
// is instead (an inference YAML), or that no YAML of the checkout holds it.
QString noTrainingEntry(const TestKey& key, const Checkout& checkout)
{
    const ConfigSet configs = ConfigSet::load(checkout);
    for (const ConfigFile& file : configs.files)
        if (file.find(key.toString()))
            return ProposeCommand::tr("%1 is no training entry: it is in %2. The workbench triages training entries; "
                                      "--flavor proposes the bfloat16 fix from its loader alone.")
                .arg(key.toString(), checkout.relativePath(file.path()));
    return ProposeCommand::tr("No test-config YAML of the checkout holds %1 (a mistyped key?). --flavor proposes the "
                              "bfloat16 fix from its loader alone.")
        .arg(key.toString());
}

// A test key as given, or a model_info.name of a training entry (docs/triage.md
// §2 step 1, ModelInfoLookup).
Result<Target> resolve(const QString& given, const Checkout& checkout)
{
    const Result<ConfigFile> training = ConfigFile::load(checkout.trainingConfig());
    const auto targetOf = [&](const TestKey& key) {
        const Entry* entry = training ? training->find(key.toString()) : nullptr;
        return Target{key, checkout.loaderPath(key), entry ? std::optional(entry->reason()) : std::nullopt,
                      entry ? entry->status() : QString()};
    };
    if (const auto key = TestKey::parse(given))
        return targetOf(*key);
    if (!training)  // only the training entries' loaders know their model_info.name
        return fail(ProposeCommand::tr("Could not resolve %1 as a model_info.name: %2")
                        .arg(given, training.error().toString()));
    int unknown = 0;
    const QList<const Entry*> matches = ModelInfoLookup::entries(checkout, *training, given.trimmed(), &unknown);
    if (matches.size() > 1)
        return fail(ProposeCommand::tr("%1 matches %2 entries; give the YAML key instead.").arg(given).arg(matches.size()));
    const auto key = matches.isEmpty() ? Result<TestKey>(fail(QString())) : TestKey::parse(matches.constFirst()->key);
    if (!key)
        return fail(ProposeCommand::tr("Could not resolve %1 to a training entry of the YAML. Provide either the "
                                       "YAML key or the model_info.name of a training entry.").arg(given)
                    + ModelInfoLookup::unknownNote(unknown));
    return targetOf(*key);
}

// The family that proposes from the loader's source: the one whose own option was
// given, else the one whose gate takes the entry's reason.
Result<const FamilySourceAnalysis*> sourceFamily(const Target& target, const QCommandLineParser& parser,
                                                 const Checkout& checkout)
{
    QList<const FailureFamily*> reading;
    for (const FailureFamily* family : Families::all()) {
        const FamilySourceAnalysis* source = family->sourceAnalysis();
        if (!source)
            continue;
        reading << family;
        for (const QCommandLineOption& option : source->options())
            if (parser.isSet(option.names().constFirst()))
                return source;
    }
    if (!target.reason)
        return fail(noTrainingEntry(target.key, checkout));
    if (target.status == QLatin1String("EXPECTED_PASSING"))
        return fail(ProposeCommand::tr("%1 is EXPECTED_PASSING in the training YAML: not failing, nothing to propose. "
                                       "The families: %2.")
                        .arg(target.key.toString(), FamilyOption::familyNames()));
    const Result<Families::Gated> gated = Families::gate(*target.reason);
    if (!gated)
        return fail(ProposeCommand::tr("%1 fails (%2) with a reason no failure family takes: %3. The families: %4.")
                        .arg(target.key.toString(), target.status,
                             target.reason->trimmed().isEmpty() ? ProposeCommand::tr("no reason given") : target.reason->trimmed(),
                             FamilyOption::familyNames()));
    if (!gated->family->sourceAnalysis())
        return fail(ProposeCommand::tr("%1 fails with %2 (family %3), whose fix is proposed from the family's probe: "
                                       "give --probe FILE")
                        .arg(target.key.toString(), gated->family->title(), gated->family->id()));
    return gated->family->sourceAnalysis();
}

// The titles of the families that `has`, for the verb's help.
template <typename Has>
QString titlesOf(Has has)
{
    QStringList titles;
    for (const FailureFamily* family : Families::all())
        if (has(family))
            titles << family->title();
    return titles.join(QStringLiteral(", "));
}

// The family's own options, the first name of each once.
QList<QCommandLineOption> sourceOptions()
{
    QList<QCommandLineOption> options;
    QStringList names;
    for (const FailureFamily* family : Families::all()) {
        if (const FamilySourceAnalysis* source = family->sourceAnalysis())
            for (const QCommandLineOption& option : source->options())
                if (!names.contains(option.names().constFirst())) {
                    names << option.names().constFirst();
                    options << option;
                }
    }
    return options;
}

int proposeFromSource(VerbParser& verb, const Target& target, const QList<QCommandLineOption>& familyOptions,
                      const SourceFixRequest& base, bool apply)
{
    const Result<const FamilySourceAnalysis*> family = sourceFamily(target, verb.parser(), verb.checkout());
    if (!family)
        return verb.fail(ExitFailure, family.error().toString());
    SourceFixRequest request = base;
    for (const QCommandLineOption& option : familyOptions)
        if (verb.parser().isSet(option))
            request.options.insert(option.names().constFirst(), verb.parser().values(option));
    const QString loader = verb.checkout().relativePath(target.loaderPath);
    verb.jsonOutput().insert(QStringLiteral("loader"), loader);
    verb.text() << ProposeCommand::tr("key: %1\nloader: %2").arg(target.key.toString(), loader) << '\n';
    return ProposalOutput::finish(verb, (*family)->propose(request), apply);
}

}  // namespace

int ProposeCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("propose"),
                    tr("Proposes the loader fix for one entry: from the loader's source alone (%1), or with --probe "
                       "from a probe run elsewhere (%2).")
                        .arg(titlesOf([](const FailureFamily* f) { return f->sourceAnalysis() != nullptr; }),
                             titlesOf([](const FailureFamily* f) { return f->probe() != nullptr; })),
                    {.json = true});
    const QList<QCommandLineOption> familyOptions = sourceOptions();
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
    verb.parser().addOptions(familyOptions);
    verb.parser().addOptions({applyOption, noBlackOption, interpreterOption, probeOption, targetOption, whyOption});
    verb.parser().addPositionalArgument(QStringLiteral("key"), tr("A YAML key or a model_info.name."));
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    if (verb.positional().size() != 1) {
        err << tr("propose: give exactly one KEY") << '\n';
        return ExitUsage;
    }
    const auto target = resolve(verb.positional().constFirst(), verb.checkout());
    if (!target)
        return verb.fail(ExitFailure, target.error().toString());
    verb.jsonOutput().insert(QStringLiteral("key"), target->key.toString());
    verb.jsonOutput().insert(QStringLiteral("written"), false);
    const bool noBlack = verb.parser().isSet(noBlackOption);
    const QString interpreter = verb.parser().value(interpreterOption);
    const bool apply = verb.parser().isSet(applyOption);
    if (verb.parser().isSet(probeOption))
        return ProbeProposal::run(verb, target->loaderPath,
                                  {verb.parser().value(probeOption), verb.parser().value(targetOption),
                                   verb.parser().value(whyOption), apply, target->key.modelPath, target->key.variant,
                                   noBlack, interpreter});
    const SourceFixRequest request{verb.checkout().root(), target->loaderPath, target->key.toString(), target->reason,
                                   {}, [&verb, noBlack, interpreter] { return blackFor(verb, noBlack, interpreter); }};
    return proposeFromSource(verb, *target, familyOptions, request, apply);
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
