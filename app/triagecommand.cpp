#include "triagecommand.h"

#include "exitcode.h"
#include "reportoutput.h"
#include "report/recordarchive.h"
#include "run/sessionfolder.h"
#include "session/triagesession.h"
#include "verbparser.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>

namespace dtriage {

namespace {

QString approvalKindName(TriageSession::ApprovalKind kind)
{
    return kind == TriageSession::ApprovalKind::LoaderFix ? QStringLiteral("loader_fix")
                                                          : QStringLiteral("yaml_plan");
}

}  // namespace

int TriageCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("triage"),
                    tr("Runs the triage of one entry (docs/triage.md §2). Without --yes it stops before the first "
                       "write, prints the diff and exits 4; nothing is written.\n"
                       "Exit codes: 0 done, 1 stopped or failed, 2 usage, 3 not a checkout, "
                       "4 approval needed."),
                    {.json = true});
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Approve and write every diff."));
    const QCommandLineOption junitOption(QStringLiteral("junit"), tr("Read this JUnit file instead of running pytest."), tr("FILE"));
    const QCommandLineOption reportOption(QStringLiteral("report"), tr("Write the report (.md, .html or .json)."), tr("FILE"));
    const QCommandLineOption interpreterOption(QStringLiteral("interpreter"), tr("The Python interpreter to prefer."), tr("PY"));
    verb.parser().addOptions({yesOption, junitOption, reportOption, interpreterOption});
    verb.parser().addPositionalArgument(QStringLiteral("key"), tr("A YAML key or a model_info.name."));
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    if (verb.positional().size() != 1) {
        err << tr("triage: give exactly one KEY") << '\n';
        return ExitUsage;
    }
    const QString report = verb.parser().value(reportOption);
    if (!report.isEmpty() && !ReportOutput::isSupported(report)) {
        err << ReportOutput::usageError(QStringLiteral("triage"), report) << '\n';
        return ExitUsage;
    }

    TriageSessionConfig config;
    config.checkoutRoot = verb.checkout().root();
    config.key = verb.positional().constFirst();
    config.interpreter = verb.parser().value(interpreterOption);
    if (verb.parser().isSet(junitOption))
        config.importedJUnit = QFileInfo(verb.parser().value(junitOption)).absoluteFilePath();
    config.yes = verb.parser().isSet(yesOption);

    // An earlier triage of this key that did not settle (killed, window closed)
    // goes on where it stopped.
    std::unique_ptr<TriageSession> resumed;
    for (const SavedRecord& saved : RecordArchive::unfinished(SessionFolder::defaultRoot(), config.checkoutRoot)) {
        if (saved.record.key != config.key && saved.record.modelInfoName != config.key)
            continue;
        QString error;
        resumed.reset(TriageSession::resume(saved.path, config, &error));
        err << (resumed ? tr("resuming the unfinished session of %1").arg(saved.path)
                        : tr("the unfinished session %1 could not be resumed (%2); starting afresh").arg(saved.path, error))
            << '\n';
        break;
    }
    std::unique_ptr<TriageSession> fresh = resumed ? nullptr : std::make_unique<TriageSession>(config);
    TriageSession& session = resumed ? *resumed : *fresh;
    QEventLoop loop;
    QJsonArray diffs;  // every diff shown: {kind, diff, approved}
    bool approvalNeeded = false;
    TriageRecord record;
    QTextStream& text = verb.text();
    QObject::connect(&session, &TriageSession::logLine, &loop, [&err](const QString& line) {
        err << line << '\n';
        err.flush();
    });
    QObject::connect(&session, &TriageSession::stateChanged, &loop, [&err](TriageSession::State state) {
        err << tr("state: %1").arg(TriageSession::stateName(state)) << '\n';
        err.flush();
    });
    QObject::connect(&session, &TriageSession::needsApproval, &loop,
                     [&](TriageSession::ApprovalKind kind, const QString& diff) {
                         const bool loader = kind == TriageSession::ApprovalKind::LoaderFix;
                         diffs.append(QJsonObject{{QStringLiteral("kind"), approvalKindName(kind)},
                                                  {QStringLiteral("diff"), diff},
                                                  {QStringLiteral("approved"), config.yes}});
                         if (config.yes) {
                             text << (loader ? tr("Applying the loader fix:") : tr("Writing the YAML plan:")) << '\n'
                                  << diff;
                             text.flush();
                             return;  // the session approves it itself
                         }
                         text << (loader ? tr("The loader fix to approve (not written):")
                                         : tr("The YAML plan to approve (not written):"))
                              << '\n' << diff;
                         text.flush();
                         approvalNeeded = true;
                         QTimer::singleShot(0, &session, &TriageSession::cancel);
                     });
    QObject::connect(&session, &TriageSession::finished, &loop, [&](const TriageRecord& finished) {
        record = finished;
        loop.quit();
    });
    QTimer::singleShot(0, &session, &TriageSession::start);
    loop.exec();

    VerbJson& json = verb.jsonOutput();
    json.insert(QStringLiteral("key"), record.key.isEmpty() ? config.key : record.key);
    json.insert(QStringLiteral("state"), TriageSession::stateName(session.state()));
    json.insert(QStringLiteral("state_note"), session.stateNote());
    json.insert(QStringLiteral("approval_needed"), approvalNeeded);
    json.insert(QStringLiteral("diffs"), diffs);
    json.insert(QStringLiteral("record"), record.toJson());
    if (!report.isEmpty() && !ReportOutput::write(report, {record}, err))
        return verb.fail(ExitFailure, tr("the report was not written: %1").arg(report));
    if (approvalNeeded) {
        text << tr("Stopped before a write: nothing was written. Run again with --yes to apply.") << '\n';
        return verb.finish(ExitNeedsApproval);
    }
    if (session.state() == TriageSession::State::Done) {
        text << session.stateNote() << '\n';
        if (record.loaderEditUncommitted())
            text << tr("The loader edit is uncommitted in the loaders submodule.") << '\n';
        return verb.finish(ExitOk);
    }
    err << session.stateNote() << '\n';
    return verb.finish(ExitFailure);
}

}  // namespace dtriage
