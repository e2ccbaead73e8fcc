#include "triagecommand.h"

#include "lineecho.h"
#include "run/cappedlog.h"
#include "core/boundedfile.h"
#include "exitcode.h"
#include "reportoutput.h"
#include "session/recordfile.h"
#include "run/sessionfolder.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
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

// The diff of an approval: written now (yes), or the one to approve; a fix that
// rests on a person's choice is held, not written, whatever --yes says.
void printApproval(QTextStream& text, TriageSession::ApprovalKind kind, const QString& diff, bool yes, bool held)
{
    const bool loader = kind == TriageSession::ApprovalKind::LoaderFix;
    if (held)
        text << TriageCommand::tr("The loader fix rests on a judgement call, held for a person (not written):");
    else if (yes)
        text << (loader ? TriageCommand::tr("Applying the loader fix:") : TriageCommand::tr("Writing the YAML plan:"));
    else
        text << (loader ? TriageCommand::tr("The loader fix to approve (not written):")
                        : TriageCommand::tr("The YAML plan to approve (not written):"));
    text << '\n' << diff;
    text.flush();
}

}  // namespace

int TriageCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("triage"),
                    tr("Runs the triage of one entry (docs/triage.md §2). Without --yes it stops before the first "
                       "write, prints the diff and exits 4; nothing is written.\n"
                       "Exit codes: 0 done, 1 stopped or failed, 2 usage, 3 not a checkout, "
                       "4 approval needed, 5 verify on TT hardware (the runner cannot start here: the fix the "
                       "CPU verified is kept, the YAML untouched)."),
                    {.json = true});
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Approve and write every diff."));
    const QCommandLineOption junitOption(QStringLiteral("junit"), tr("Read this JUnit file instead of running pytest."), tr("FILE"));
    const QCommandLineOption reportOption(QStringLiteral("report"), tr("Write the report (.md, .html or .json)."), tr("FILE"));
    const QCommandLineOption interpreterOption(QStringLiteral("interpreter"), tr("The Python interpreter to prefer."), tr("PY"));
    const QCommandLineOption targetOption(
        QStringLiteral("target"),
        tr("Where the family offers a choice of fix, the one to build (unpack: registry:ATTR, entry:KEY, "
           "sum:KEY,KEY or sum); default: the workbench's proposal."),
        tr("CHOICE"));
    const QCommandLineOption whyOption(QStringLiteral("why"),
                                       tr("Why that choice (the override's docstring says it)."), tr("TEXT"));
    const QCommandLineOption probeOption(
        QStringLiteral("probe"),
        tr("Read this probe result (run elsewhere) instead of probing here (the unpack and inputs families)."), tr("FILE"));
    verb.parser().addOptions({yesOption, junitOption, reportOption, interpreterOption, targetOption, whyOption, probeOption});
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

    // Files given on the command line are checked before anything runs or is
    // written: a FIFO or /dev/zero is said now, not after the loader fix landed.
    for (const auto& [option, kind] : {std::pair{&junitOption, BoundedFile::Kind::Report},
                                       std::pair{&probeOption, BoundedFile::Kind::ProbeResult}})
        if (verb.parser().isSet(*option))
            if (const Result<void> readable = BoundedFile::check(verb.parser().value(*option), kind); !readable)
                return verb.fail(ExitUsage, tr("triage: --%1: %2").arg(option->names().constFirst(), readable.error().message));

    TriageCoordinatorConfig config;
    config.session.checkoutRoot = verb.checkout().root();
    config.session.interpreter = verb.parser().value(interpreterOption);
    if (verb.parser().isSet(junitOption))
        config.session.importedJUnit = QFileInfo(verb.parser().value(junitOption)).absoluteFilePath();
    config.yes = verb.parser().isSet(yesOption);
    config.session.dryRun = !config.yes;
    config.session.fixChoice = verb.parser().value(targetOption);
    config.session.fixChoiceWhy = verb.parser().value(whyOption).trimmed();
    if (verb.parser().isSet(probeOption))
        config.session.importedProbe = QFileInfo(verb.parser().value(probeOption)).absoluteFilePath();
    const QString key = verb.positional().constFirst();

    // An earlier triage of this key that did not settle (killed, window closed)
    // goes on where it stopped. A dry run does not: it would write its stop into
    // that session's record; it looks afresh and leaves the record for --yes.
    QHash<QString, QString> resume;
    for (const RecordFile::Saved& saved :
         RecordFile::unfinished(SessionFolder::defaultRoot(), config.session.checkoutRoot)) {
        if (saved.record.key != key && saved.record.modelInfoName != key)
            continue;
        if (!config.yes) {
            err << tr("the unfinished session of %1 goes on with --yes; this dry run looks afresh").arg(saved.path)
                << '\n';
            break;
        }
        resume.insert(key, saved.path);
        err << tr("resuming the unfinished session of %1").arg(saved.path) << '\n';
        break;
    }
    TriageCoordinator coordinator(config);
    LineEcho echo(err, CappedLog::kHeadBytes);  // children's lines, capped as the log is
    QJsonArray diffs;  // every diff shown: {kind, diff, approved}
    bool approvalNeeded = false;
    QTextStream& text = verb.text();
    QObject::connect(&coordinator, &TriageCoordinator::sessionStarted, &coordinator, [&](TriageSession* session) {
        QObject::connect(session, &TriageSession::logLine, session, [&echo](const QString& line) { echo.echo(line); });
        QObject::connect(session, &TriageSession::stateChanged, session, [&err](TriageSession::State state) {
            err << tr("state: %1").arg(SessionStates::name(state)) << '\n';
            err.flush();
        });
        QObject::connect(session, &TriageSession::needsApproval, session,
                         [&, session](TriageSession::ApprovalKind kind, const QString& diff) {
                             const bool held = session->fixNeedsAPerson();
                             diffs.append(QJsonObject{{QStringLiteral("kind"), approvalKindName(kind)},
                                                      {QStringLiteral("diff"), diff},
                                                      {QStringLiteral("approved"), config.yes && !held}});
                             approvalNeeded = !config.yes || approvalNeeded;
                             printApproval(text, kind, diff, config.yes, held);
                             if (!config.yes)
                                 QTimer::singleShot(0, session, &TriageSession::stopBeforeWrite);
                         });
    });
    TriageRun* run = coordinator.start({key}, resume);
    QString skipped;
    QObject::connect(run, &TriageRun::entrySkipped, run, [&skipped](const QString&, const QString& why) { skipped = why; });
    QEventLoop loop;
    QObject::connect(run, &TriageRun::finished, &loop, &QEventLoop::quit);
    loop.exec();

    const TriageSession* session = coordinator.sessions().value(0);
    const TriageRecord record = session ? session->record() : TriageRecord{};
    const QString state = session ? SessionStates::name(session->state()) : QStringLiteral("stopped");
    const QString note = session ? session->stateNote() : skipped;
    VerbJson& json = verb.jsonOutput();
    json.insert(QStringLiteral("key"), record.key.isEmpty() ? key : record.key);
    json.insert(QStringLiteral("state"), state);
    json.insert(QStringLiteral("state_note"), note);
    json.insert(QStringLiteral("approval_needed"), approvalNeeded);
    json.insert(QStringLiteral("diffs"), diffs);
    json.insert(QStringLiteral("record"), record.toJson());
    if (!report.isEmpty() && !ReportOutput::write(report, {record}, err))
        return verb.fail(ExitFailure, tr("the report was not written: %1").arg(report));
    if (approvalNeeded) {
        text << tr("Stopped before a write: nothing was written. Run again with --yes to apply.") << '\n';
        return verb.finish(ExitNeedsApproval);
    }
    if (session && session->state() == TriageSession::State::Done) {
        text << note << '\n';
        if (record.loaderEditUncommitted())
            text << tr("The loader edit is uncommitted in the loaders submodule.") << '\n';
        return verb.finish(ExitOk);
    }
    if (session && session->state() == TriageSession::State::NeedsTtVerification) {
        text << note << '\n';
        for (const QString& item : record.reviewItems())
            text << tr("Review: %1").arg(item) << '\n';
        if (record.loaderEditUncommitted())
            text << tr("The loader edit is uncommitted in the loaders submodule.") << '\n';
        return verb.finish(ExitNeedsTtVerification);
    }
    err << note << '\n';
    return verb.finish(ExitFailure);
}

}  // namespace dtriage
