#include "probeproposal.h"
#include "core/boundedfile.h"

#include "analysis/loaderpatcher.h"
#include "exitcode.h"
#include "proposecommand.h"
#include "families/inputs/fix/inputsfixbuilder.h"
#include "families/inputs/probe/inputsdecision.h"
#include "families/inputs/probe/inputsprobejob.h"
#include "families/unpack/fix/overridewriter.h"
#include "families/unpack/fix/unpackfixbuilder.h"
#include "families/unpack/probe/forwardprobejob.h"
#include "families/unpack/probe/unpackdecision.h"
#include "verbparser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace dtriage {
namespace {

Result<ForwardFindings> readProbe(const QString& path)
{
    const Result<ForwardProbeResult> result = ForwardProbeResult::fromFile(path);
    if (!result)
        return std::unexpected(result.error());
    if (!result->completed())
        return fail(result->problem());
    return result->findings;
}

void printFindings(const ForwardFindings& found, const UnpackDecision& decision, VerbParser& verb)
{
    QTextStream& text = verb.text();
    QJsonObject probe{{QStringLiteral("decision"), UnpackDecision::actionName(decision.action)},
                      {QStringLiteral("judgement_call"), decision.judgementCall}};
    if (found.output) {
        probe.insert(QStringLiteral("output_class"), found.output->className);
        probe.insert(QStringLiteral("structure"), QJsonArray::fromStringList(OverrideWriter::structureLines(*found.output)));
        text << ProbeProposal::tr("forward output:") << '\n';
        for (const QString& line : OverrideWriter::structureLines(*found.output))
            text << "  " << line << '\n';
    }
    if (found.unpacked && !found.unpacked->ok)
        text << ProbeProposal::tr("unpack_forward_output: %1").arg(found.unpacked->errorLine()) << '\n';
    text << ProbeProposal::tr("decision: %1 — %2").arg(UnpackDecision::actionName(decision.action), decision.explanation())
         << '\n';
    verb.jsonOutput().insert(QStringLiteral("probe"), probe);
}

// The probe ran the entry's loader and variant (its greeting says), else why not.
Result<void> sameEntry(const QString& modelPath, const QString& variant, const ProbeProposal::Options& options)
{
    if (modelPath == options.modelPath && variant == options.variant)
        return {};
    return fail(ProbeProposal::tr("the probe result %1 is of %2 %3, not of %4 %5")
                    .arg(options.probeFile, modelPath, variant, options.modelPath, options.variant));
}

// Which probe printed the file ("forward", "inputs"): its greeting says.
QString probeNameOf(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::ProbeResult);
    if (!bytes)
        return {};
    for (const QJsonObject& event : EventProbeJob::eventsIn(QString::fromUtf8(*bytes).split(u'\n')))
        if (event.value(QStringLiteral("event")).toString() == QLatin1String("hello"))
            return event.value(QStringLiteral("probe")).toString();
    return {};
}

}  // namespace

int ProbeProposal::run(VerbParser& verb, const QString& loaderPath, const Options& options)
{
    const bool inputs = probeNameOf(options.probeFile) == QLatin1String("inputs");
    const std::variant<int, QList<FileEdit>> edits =
        inputs ? inputsEdits(verb, loaderPath, options) : unpackEdits(verb, loaderPath, options);
    if (const int* code = std::get_if<int>(&edits))
        return *code;
    return showAndWrite(verb, std::get<QList<FileEdit>>(edits), options.apply);
}

std::variant<int, QList<FileEdit>> ProbeProposal::unpackEdits(VerbParser& verb, const QString& loaderPath,
                                                              const Options& options)
{
    Result<ForwardFindings> found = readProbe(options.probeFile);
    if (found)
        if (const Result<void> same = sameEntry(found->modelPath, found->variant, options); !same)
            found = std::unexpected(same.error());
    if (!found)
        return verb.fail(ExitFailure, found.error().toString());
    const UnpackDecision decision = UnpackDecision::decide(*found);
    printFindings(*found, decision, verb);
    if (!decision.allowsEdits())
        return verb.finish(ExitFailure);
    const Result<UnpackChoice> choice = UnpackChoice::resolve(decision, *found->output, options.choice, options.why);
    const Result<UnpackFixEdit> fix =
        choice ? UnpackFixBuilder::build(verb.checkout().root(), loaderPath, *found, *choice,
                                         ProposeCommand::blackFor(verb, options.noBlack, options.interpreter))
               : Result<UnpackFixEdit>(std::unexpected(choice.error()));
    if (!fix)
        return verb.fail(ExitFailure, fix.error().toString());
    verb.text() << tr("target: %1 (%2)").arg(choice->label(*found->output), choice->target.why) << '\n';
    verb.jsonOutput().insert(QStringLiteral("target"), choice->name());
    // The fix, and the file it edits with it (a wrong registry entry's deletion).
    QList<FileEdit> files{{fix->path, fix->edit, fix->summary}};
    if (fix->companion)
        files << *fix->companion;
    return files;
}

std::variant<int, QList<FileEdit>> ProbeProposal::inputsEdits(VerbParser& verb, const QString& loaderPath,
                                                              const Options& options)
{
    if (!options.choice.isEmpty() || !options.why.isEmpty())
        return verb.fail(ExitUsage, tr("--target and --why choose the unpack family's loss target; an inputs probe's "
                                       "fix has no choice"));
    const Result<InputsProbeResult> read = InputsProbeResult::fromFile(options.probeFile);
    if (!read || !read->completed())
        return verb.fail(ExitFailure, read ? read->problem() : read.error().toString());
    const InputsFindings& found = read->findings;
    if (const Result<void> same = sameEntry(found.modelPath, found.variant, options); !same)
        return verb.fail(ExitFailure, same.error().toString());
    const InputsDecision decision = InputsDecision::decide(found);
    QTextStream& text = verb.text();
    if (found.inputs)
        for (const InputsFindings::Item& item : found.inputs->items)
            text << tr("  %1 -> %2: %3").arg(item.label, item.parameter.isEmpty() ? tr("(no parameter)") : item.parameter,
                                             item.describe())
                 << '\n';
    text << tr("decision: %1 — %2").arg(InputsDecision::actionName(decision.action), decision.explanation()) << '\n';
    verb.jsonOutput().insert(QStringLiteral("probe"), QJsonObject{{QStringLiteral("decision"), InputsDecision::actionName(decision.action)},
                                                                 {QStringLiteral("flavor"), decision.flavor},
                                                                 {QStringLiteral("edit"), decision.editKind}});
    if (decision.action != InputsDecision::Action::Proceed)
        return verb.finish(ExitFailure);
    const Result<InputsFixEdit> fix = InputsFixBuilder::build(loaderPath, found, decision.editKind,
                                        ProposeCommand::blackFor(verb, options.noBlack, options.interpreter));
    if (!fix)
        return verb.fail(ExitFailure, fix.error().toString());
    if (!fix->otherReturns.isEmpty()) {
        // A probe run elsewhere speaks for one variant: the others' returns are a session's to probe.
        QStringList lines;
        QJsonArray json;
        for (const int line : fix->otherReturns)
            lines << QString::number(line), json.append(line);
        text << tr("load_inputs also returns at line %1, which this probe's call did not reach: left as it is (a "
                   "triage session probes the variants failing this way and edits their returns too)",
                   nullptr, int(lines.size()))
                    .arg(lines.join(QLatin1String(", ")))
             << '\n';
        QJsonObject probe = verb.jsonOutput().body().value(QStringLiteral("probe")).toObject();
        probe.insert(QStringLiteral("other_returns"), json);
        verb.jsonOutput().insert(QStringLiteral("probe"), probe);
    }
    return QList<FileEdit>{{fix->path, fix->edit, fix->summary}};
}

int ProbeProposal::showAndWrite(VerbParser& verb, const QList<FileEdit>& files, bool apply)
{
    LoaderPatcher patcher(verb.checkout().root());
    QList<LoaderPatchPlan> plans;
    for (const FileEdit& file : std::as_const(files)) {
        auto plan = patcher.preview(file.path, file.edit.before, file.edit.after, file.summary);
        if (!plan)
            return verb.fail(ExitFailure, plan.error().toString());
        plans << *plan;
    }
    QString diff;
    for (const LoaderPatchPlan& plan : std::as_const(plans))
        diff += plan.diff;
    verb.jsonOutput().insert(QStringLiteral("diff"), diff);
    ProposeCommand::showFormatting(verb, files.constFirst().edit);
    verb.text() << diff;
    if (!apply)
        return verb.finish(ExitOk);
    QStringList written;
    for (const LoaderPatchPlan& plan : std::as_const(plans)) {
        if (const auto applied = patcher.apply(plan); !applied) {
            for (const QString& done : std::as_const(written))
                (void)patcher.revert(done);  // both files, or neither
            return verb.fail(ExitFailure, applied.error().toString());
        }
        written << plan.path;
    }
    for (const LoaderPatchPlan& plan : std::as_const(plans))
        (void)patcher.accept(plan.path);
    verb.jsonOutput().insert(QStringLiteral("written"), true);
    verb.text() << tr("Written; uncommitted in the loaders submodule.") << '\n';
    return verb.finish(ExitOk);
}

}  // namespace dtriage
