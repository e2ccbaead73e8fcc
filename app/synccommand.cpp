#include "synccommand.h"
#include "yamlchangeverb.h"
#include "cihistory/recordedrun.h"

#include "core/terminaltext.h"
#include "cihistory/cihistory.h"
#include "cihistory/cisync.h"
#include "cihistory/cisyncqueue.h"
#include "cihistory/historypullrequest.h"
#include "cihistory/historyreport.h"
#include "cihistory/localchanges.h"
#include "run/sessionfolder.h"
#include "core/filereplacement.h"
#include "exitcode.h"
#include "verbparser.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace dtriage {
namespace {

struct Selection {
    QList<HistoryProposal::Kind> kinds;  // empty: every kind with a change
    QStringList keys;                    // empty: every entry
};


// The runs through gh: downloaded into the data home (or found there whole), each
// workflow's in turn into its own folder (CiSyncQueue).
Result<QStringList> synced(VerbParser& verb, const CiSyncConfig& config, const QStringList& workflows)
{
    CiSyncQueue queue(config, workflows);
    QObject::connect(&queue, &CiSyncQueue::progress, &queue, [&verb](const QString& line) {
        verb.err() << TerminalText::escaped(line) << '\n';
        verb.err().flush();
    });
    const CiSyncOutcome outcome = queue.runBlocking();
    for (const QString& note : outcome.notes)
        verb.err() << TerminalText::escaped(note) << '\n';
    // Also when a workflow failed: what was downloaded before it.
    verb.jsonOutput().insert(QStringLiteral("downloaded"), outcome.downloaded);
    verb.jsonOutput().insert(QStringLiteral("kept"), outcome.kept);
    if (!outcome.ok)
        return fail(outcome.error);
    if (outcome.runFolders.isEmpty())
        return fail(SyncCommand::tr("no completed run of %1 to read").arg(workflows.join(SyncCommand::tr(" or "))));
    return outcome.runFolders;
}

// The changes chosen; one held back (LocalChanges) only when --key names it.
QStringList selectedKeys(const CiHistory& history, const Selection& selection)
{
    QStringList keys;
    for (const EntryHistory& h : history.entries) {
        if (!h.proposal.changesFreely() && !(h.proposal.isHeld() && selection.keys.contains(h.key)))
            continue;
        if ((selection.kinds.isEmpty() || selection.kinds.contains(h.proposal.kind))
            && (selection.keys.isEmpty() || selection.keys.contains(h.key)))
            keys << h.key;
    }
    return keys;
}

int writeReport(VerbParser& verb, const QString& path, const QString& text)
{
    if (path.isEmpty())
        return ExitOk;
    if (const Result<void> written = FileReplacement::write(path, text.toUtf8()); !written)
        return verb.fail(ExitFailure, written.error().toString());
    verb.text() << SyncCommand::tr("The pull-request text: %1").arg(path) << '\n';
    return ExitOk;
}

}  // namespace


int SyncCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("sync"),
                    tr("Reads the last runs of CI workflows (downloaded through gh, or already on disk) and shows every "
                       "entry's history per arch with what it asks of its YAML (every test-config YAML the runs "
                       "cover): regressed, promote, pcc, record, flaky; and the news of each workflow's newest run. The YAML diff is "
                       "written with --yes, one edit per YAML."),
                    // It reads YAML and JUnit only: a checkout without the loaders submodule syncs too.
                    {.loaders = Checkout::Loaders::Optional, .json = true, .takesKeys = false});
    const CiSyncConfig defaults;  // the one place the defaults are written
    const QCommandLineOption workflowOption(QStringLiteral("workflow"), tr("The workflow file whose runs to read through gh "
                                                                           "(default %1); repeatable: the runs of "
                                                                           "several workflows together, each run "
                                                                           "labelled by its workflow.").arg(defaults.workflow),
                                            tr("FILE"), defaults.workflow);
    const QCommandLineOption lastOption(QStringLiteral("last"), tr("How many of each workflow's last runs (default %1; one still in "
                                                                   "progress is said and left out).").arg(defaults.last),
                                        tr("N"), QString::number(defaults.last));
    const QCommandLineOption branchOption(QStringLiteral("branch"), tr("The runs of this branch (default %1).").arg(defaults.branch),
                                          tr("BRANCH"), defaults.branch);
    const QCommandLineOption repoOption(QStringLiteral("repo"), tr("The repository (default %1).").arg(defaults.repo),
                                        tr("OWNER/NAME"), defaults.repo);
    const QCommandLineOption reportsOption(QStringLiteral("reports"), tr("A run already downloaded (gh run download's folder, "
                                                                         "or artifact zips beside run.json), or a folder of such runs; repeatable (runs "
                                                                         "of several workflows are read together, each labelled)."),
                                           tr("DIR"));
    const QCommandLineOption kindOption(QStringLiteral("kind"), tr("Only the changes of this kind: regressed, promote, add, pcc, record (repeatable)."), tr("KIND"));
    const QCommandLineOption keyOption(QStringLiteral("key"), tr("Only the change of this entry (repeatable)."), tr("KEY"));
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Write the changes shown, in one edit of each YAML."));
    const QCommandLineOption reportOption(QStringLiteral("report"), tr("Write the pull-request text (Markdown) of the changes to FILE."), tr("FILE"));
    const QCommandLineOption ghOption(QStringLiteral("gh"), tr("GitHub's command line (default: gh on PATH)."), tr("PROGRAM"), QStringLiteral("gh"));
    verb.parser().addOptions({workflowOption, lastOption, branchOption, repoOption, reportsOption, kindOption, keyOption,
                              yesOption, reportOption, ghOption});
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const bool fromGh = !verb.parser().isSet(reportsOption);
    if (!fromGh && (verb.parser().isSet(workflowOption) || verb.parser().isSet(lastOption) || verb.parser().isSet(branchOption))) {
        err << tr("sync: --workflow, --last and --branch choose runs on GitHub, --reports reads runs on disk: not both") << '\n';
        return ExitUsage;
    }
    Selection selection;
    for (const QString& name : verb.parser().values(kindOption)) {
        const auto kind = HistoryProposal::kindFromName(name);
        if (!kind || *kind == HistoryProposal::Kind::Flaky || *kind == HistoryProposal::Kind::None) {
            err << tr("sync: --kind must be regressed, promote, add, pcc or record") << '\n';
            return ExitUsage;
        }
        selection.kinds << *kind;
    }
    selection.keys = verb.parser().values(keyOption);
    bool lastOk = false;
    const int last = verb.parser().value(lastOption).toInt(&lastOk);
    if (!lastOk || last < 1 || last > 100) {
        err << tr("sync: --last takes a number from 1 to 100") << '\n';
        return ExitUsage;
    }
    QStringList folders;
    const QString repo = verb.parser().value(repoOption);
    if (fromGh) {
        CiSyncConfig config;
        config.gh = verb.parser().value(ghOption);
        if (config.gh.contains(u'/'))  // a path from here; gh runs in the checkout
            config.gh = QFileInfo(config.gh).absoluteFilePath();
        config.workingDirectory = verb.checkout().root();
        config.repo = repo;
        config.branch = verb.parser().value(branchOption);
        config.last = last;
        // As the window's Sync dialog: "a.yml, On nightly" is two workflows.
        const QStringList workflows = CiSyncQueue::workflowsIn(verb.parser().values(workflowOption).join(u','));
        if (workflows.isEmpty()) {
            err << tr("sync: --workflow takes a workflow's file name (or its name)") << '\n';
            return ExitUsage;
        }
        const Result<QStringList> downloaded = synced(verb, config, workflows);
        if (!downloaded)
            return verb.fail(ExitFailure, downloaded.error().toString());
        folders = *downloaded;
    } else {
        for (const QString& dir : verb.parser().values(reportsOption))
            folders << RecordedRun::foldersIn(dir);
    }
    const RunDigest digest = RunDigest::inDataHome();  // a run read before is not parsed again
    Result<CiHistory> history = CiHistory::read(verb.checkout().runnerConfigs(), folders, {}, &digest);
    if (!history)
        return verb.fail(ExitFailure, history.error().toString());
    history->holdBack(LocalChanges::of(*history, verb.checkout(), SessionFolder::defaultRoot()));
    for (const QString& line : HistoryReport::lines(*history))
        verb.text() << TerminalText::escaped(line) << '\n';  // keys, reasons, artifact names: outside text
    QJsonObject& json = verb.jsonOutput().body();
    if (verb.json())  // the largest part of a sync's time when built for nothing
        verb.jsonOutput().merge(HistoryReport::jsonText(*history));
    json.insert(QStringLiteral("written"), false);
    const QStringList keys = selectedKeys(*history, selection);
    if (const QStringList held = history->heldKeys(); !held.isEmpty())
        verb.text() << tr("Held back, changed here after the runs (name one with --key to write it anyway): %1")
                           .arg(held.join(QStringLiteral(", ")))
                    << '\n';
    for (const QString& key : selection.keys)
        if (!keys.contains(key))
            verb.text() << tr("--key %1: %2").arg(key, history->entry(key) ? tr("the runs propose no change of it")
                                                                            : tr("no entry the runs hold"))
                        << '\n';
    // One change per YAML: the training YAML's always (its "needs no change"), another only when it changes.
    const QString training = verb.checkout().trainingConfig();
    QList<YamlChange> changes;
    QStringList changed;
    QString diff;
    for (const QString& config : history->configs) {
        const QList<EntryChange> entries = history->changesFor(keys, config);
        if (entries.isEmpty() && config != training)
            continue;
        QString unplaced;
        const auto change = YamlChange::plan(config, entries, verb.checkout().root(), &unplaced);
        if (!change)
            return verb.fail(ExitFailure, tr("the YAML plan is invalid: %1").arg(change.error().toString()));
        if (!unplaced.isEmpty())  // its new entries left out, its other changes kept
            verb.text() << tr("New entries not added to %1: %2").arg(verb.checkout().relativePath(config), unplaced) << '\n';
        changes << *change;
        diff += change->diff();
        if (!change->changesNothing())
            changed << verb.checkout().relativePath(change->path());
    }
    json.insert(QStringLiteral("diff"), diff);  // also when the PR text cannot be written
    json.insert(QStringLiteral("changing"), QJsonArray::fromStringList(keys));
    if (const int written = writeReport(verb, verb.parser().value(reportOption), HistoryPullRequest::text(*history, keys, repo)); written != ExitOk)
        return written;
    const YamlChangeVerb::Words words{
        QStringLiteral("\n"),
        tr("Not written: run again with --yes to write this diff (%n entry(ies)).", nullptr, int(keys.size())),
        tr("Written %1 (%n entry(ies)).", nullptr, int(keys.size())).arg(changed.join(QStringLiteral(", ")))};
    const auto outcome = YamlChangeVerb::apply(verb, changes, verb.parser().isSet(yesOption), words);
    return outcome == YamlChangeVerb::Outcome::Failed ? ExitFailure : verb.finish(YamlChangeVerb::exitCode(outcome));
}

}  // namespace dtriage
