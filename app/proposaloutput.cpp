#include "proposaloutput.h"

#include "core/terminaltext.h"
#include "analysis/loaderpatcher.h"
#include "exitcode.h"
#include "proposecommand.h"
#include "run/job.h"
#include "verbparser.h"

namespace dtriage {

int ProposalOutput::finish(VerbParser& verb, const ProposedFix& proposal, bool apply)
{
    for (const QString& line : proposal.lines)
        verb.text() << TerminalText::escaped(line) << '\n';  // a name with a newline forges no line
    for (auto it = proposal.json.constBegin(); it != proposal.json.constEnd(); ++it)
        verb.jsonOutput().insert(it.key(), *it);
    switch (proposal.ending) {
    case ProposedFix::Ending::Files:
        if (apply && !proposal.held.isEmpty()) {
            showAndWrite(verb, proposal.files, false);
            verb.jsonOutput().insert(QStringLiteral("written"), false);
            return verb.fail(ExitFailure, ProposalOutput::tr("not written: %1").arg(proposal.held));
        }
        return showAndWrite(verb, proposal.files, apply);
    case ProposedFix::Ending::NoFix:
        return verb.finish(ExitFailure);
    case ProposedFix::Ending::Usage:  // as every usage error: on stderr, no JSON
        verb.err() << proposal.error << '\n';
        return ExitUsage;
    case ProposedFix::Ending::Failed:
        break;
    }
    return verb.fail(ExitFailure, proposal.error);
}

int ProposalOutput::showAndWrite(VerbParser& verb, const QList<FileEdit>& files, bool apply)
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
                (void)patcher.revert(done);  // every file, or none
            return verb.fail(ExitFailure, applied.error().toString());
        }
        written << plan.path;
    }
    QStringList labels;
    QStringList inSubmodule;
    for (const LoaderPatchPlan& plan : std::as_const(plans)) {
        (void)patcher.accept(plan.path);
        labels << plan.label;
        inSubmodule << JobSpec::shellWord(plan.submoduleLabel);
    }
    verb.jsonOutput().insert(QStringLiteral("written"), true);
    verb.text() << tr("Written %1. The edit is uncommitted in the loaders submodule; undo with: "
                      "git -C third_party/tt_forge_models checkout -- %2")
                       .arg(labels.join(QStringLiteral(", ")), inSubmodule.join(u' '))
                << '\n';
    return verb.finish(ExitOk);
}

}  // namespace dtriage
