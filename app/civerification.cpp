#include "civerification.h"

#include "ci/cipreparation.h"
#include "ci/cirun.h"
#include "exitcode.h"
#include "verbparser.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace dtriage {
namespace {

QJsonObject runJson(const CiRunStatus& run)
{
    return {{QStringLiteral("id"), run.id},
            {QStringLiteral("url"), run.url},
            {QStringLiteral("status"), run.status},
            {QStringLiteral("conclusion"), run.conclusion}};
}

}  // namespace

CiVerification::Options CiVerification::addOptions(QCommandLineParser& parser)
{
    const CiDispatchOptions defaults;
    Options options{
        QCommandLineOption(QStringLiteral("ci"), tr("Verify on TT hardware through tt-xla's CI: dispatch its \"Run "
                                                    "Test Single\" workflow with gh, follow the run, import its "
                                                    "JUnit reports.")),
        QCommandLineOption(QStringLiteral("ci-run"), tr("Pick up the CI run ID dispatched earlier."), tr("ID")),
        QCommandLineOption(QStringLiteral("runs-on"), tr("The TT runners (the workflow's runs_on; default %1).").arg(defaults.runsOn),
                           tr("KIND"), defaults.runsOn),
        QCommandLineOption(QStringLiteral("groups"), tr("Parallel runners (the workflow's parallel_groups; default 1)."),
                           tr("N"), QString::number(defaults.parallelGroups)),
        QCommandLineOption(QStringLiteral("forge-models-ref"),
                           tr("The pushed tt-forge-models branch or commit holding the loader fixes."), tr("REF")),
        QCommandLineOption(QStringLiteral("repo"), tr("The GitHub repository whose workflow runs (default %1).").arg(defaults.repo),
                           tr("OWNER/NAME"), defaults.repo),
        QCommandLineOption(QStringLiteral("dispatch"), tr("Send the dispatch shown (the YAML diff still waits for --yes).")),
        QCommandLineOption(QStringLiteral("cancel"), tr("With --ci-run: cancel that run on GitHub.")),
        QCommandLineOption(QStringLiteral("poll-interval"), tr("Seconds between looks at the run (default 30)."),
                           tr("SECONDS"), QStringLiteral("30")),
        QCommandLineOption(QStringLiteral("workflow-ref"),
                           tr("The tt-xla branch whose workflow and tests run (default: the repository's default branch)."),
                           tr("BRANCH")),
    };
    parser.addOptions({options.ci, options.run, options.runsOn, options.groups, options.forgeModelsRef, options.repo,
                       options.dispatch, options.cancel, options.poll, options.workflowRef});
    return options;
}

Result<CiVerificationRequest> CiVerification::request(const Options& options, const QCommandLineParser& parser,
                                                      const QStringList& keys)
{
    CiVerificationRequest request;
    request.keys = keys;
    request.options.runsOn = parser.value(options.runsOn);
    request.options.repo = parser.value(options.repo);
    request.options.forgeModelsRef = parser.value(options.forgeModelsRef);
    request.options.ref = parser.value(options.workflowRef);
    bool ok = false;
    request.options.parallelGroups = parser.value(options.groups).toInt(&ok);
    if (!ok || request.options.parallelGroups < 1)
        return fail(tr("--groups must be a number of runners, 1 or more"));
    const double seconds = parser.value(options.poll).toDouble(&ok);
    if (!ok || seconds <= 0)
        return fail(tr("--poll-interval must be a number of seconds above 0"));
    request.pollMs = std::max(1, int(seconds * 1000));
    if (parser.isSet(options.run)) {
        request.runId = parser.value(options.run).toLongLong(&ok);
        if (!ok || request.runId <= 0)
            return fail(tr("--ci-run takes the run's number"));
    }
    if (parser.isSet(options.ci) && parser.isSet(options.run))
        return fail(tr("give --ci (a new run) or --ci-run ID (an earlier one), not both"));
    request.cancel = parser.isSet(options.cancel);
    if (request.cancel && request.runId == 0)
        return fail(tr("--cancel goes with --ci-run ID"));
    request.dispatchApproved = parser.isSet(options.dispatch);
    return request;
}

std::variant<CiRunOutcome, int> CiVerification::run(const CiVerificationRequest& request, VerbParser& verb)
{
    if (request.runId > 0)
        return follow(request, std::nullopt, verb);
    auto prepared = prepare(request, verb);
    if (const Stop* stop = std::get_if<Stop>(&prepared))
        return stop->error.isEmpty() ? verb.finish(stop->code) : verb.fail(stop->code, stop->error);
    return follow(request, std::get<CiDispatch>(prepared), verb);
}

std::variant<CiDispatch, CiVerification::Stop> CiVerification::prepare(const CiVerificationRequest& request,
                                                                       VerbParser& verb)
{
    QTextStream& text = verb.text();
    const Checkout& checkout = verb.checkout();
    const CiPreparation prepared =
        CiPreparation::prepare(checkout.root(), checkout.loadersRoot(), request.keys, request.options, request.fixedFiles);
    for (const QString& note : prepared.notes)
        verb.err() << note << '\n';
    if (prepared.pushNeeded) {
        text << tr("The loader fixes are only in the working tree, and CI takes tt-forge-models from GitHub. "
                   "Put them on a branch of the submodule's remote (the workbench never commits or pushes):")
             << '\n';
        for (const QString& command : prepared.pushCommands)
            text << QStringLiteral("  ") << command << '\n';
        text << tr("then run it again with --forge-models-ref %1").arg(prepared.branch) << '\n';
        verb.jsonOutput().insert(QStringLiteral("push_needed"), true);
        verb.jsonOutput().insert(QStringLiteral("push_commands"), QJsonArray::fromStringList(prepared.pushCommands));
        verb.jsonOutput().insert(QStringLiteral("push_branch"), prepared.branch);
        return Stop{ExitNeedsApproval, {}};
    }
    if (!prepared.dispatch)
        return Stop{prepared.usageError ? ExitUsage : ExitFailure, prepared.error};
    if (!prepared.checkedCommit.isEmpty())
        text << tr("tt-forge-models: %1 is commit %2 on the remote%3; the dispatch names the commit")
                    .arg(request.options.forgeModelsRef, prepared.checkedCommit.left(12),
                         request.fixedFiles.isEmpty() ? QString() : tr(", with the approved fixes"))
             << '\n';
    const CiDispatch& dispatch = *prepared.dispatch;
    text << tr("The dispatch:") << '\n' << QStringLiteral("  ") << dispatch.displayCommand() << '\n';
    verb.jsonOutput().insert(QStringLiteral("dispatch"), dispatch.displayCommand());
    if (!request.dispatchApproved) {
        text << tr("Not dispatched: run again with --dispatch (or --yes) to send it.") << '\n';
        return Stop{ExitNeedsApproval, {}};
    }
    return dispatch;
}

std::variant<CiRunOutcome, int> CiVerification::follow(const CiVerificationRequest& request,
                                                      const std::optional<CiDispatch>& dispatch, VerbParser& verb)
{
    const auto downloads = CiPreparation::newDownloadDir();
    if (!downloads)
        return verb.fail(ExitFailure, downloads.error().toString());
    CiRunConfig config;
    config.workingDirectory = verb.checkout().root();
    config.repo = request.options.repo;
    config.dispatch = dispatch;
    config.runId = request.runId;
    config.pollMs = request.pollMs;
    config.downloadDir = *downloads;
    CiRun run(config);
    QTextStream& err = verb.err();
    QObject::connect(&run, &CiRun::logLine, &run, [&err](const QString& line) { err << line << '\n' << Qt::flush; });
    QObject::connect(&run, &CiRun::runFound, &run, [&](const CiRunStatus& found) {
        err << tr("CI run %1: %2").arg(found.id).arg(found.url) << '\n'
            << tr("If this stops, the same verify with --ci-run %1 in place of --ci picks the run up.").arg(found.id)
            << '\n'
            << Qt::flush;
    });
    CiRunOutcome outcome;
    QEventLoop loop;
    QObject::connect(&run, &CiRun::finished, &loop, [&](const CiRunOutcome& o) {
        outcome = o;
        loop.quit();
    });
    run.start();
    if (request.cancel)
        run.cancel();
    if (!run.isFinished())
        loop.exec();
    verb.jsonOutput().insert(QStringLiteral("ci_run"), runJson(outcome.run));
    if (outcome.canceled && outcome.canceledOnGitHub) {
        verb.text() << outcome.error << '\n';
        return verb.finish(ExitOk);
    }
    if (!outcome.ok)
        return verb.fail(ExitFailure, tr("verify: %1").arg(outcome.error));
    verb.jsonOutput().insert(QStringLiteral("ci_reports"), QJsonArray::fromStringList(outcome.reports));
    verb.text() << tr("CI run %1 ended (%2): %n report(s) in %3", nullptr, int(outcome.reports.size()))
                       .arg(outcome.run.id)
                       .arg(outcome.run.conclusion, config.downloadDir)
                << '\n';
    return outcome;
}

}  // namespace dtriage
