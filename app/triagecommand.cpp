#include "triagecommand.h"

#include "exitcode.h"
#include "reportoutput.h"
#include "session/triagesession.h"
#include "verbparser.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

namespace dtriage {

int TriageCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("triage"),
                    tr("Runs the triage of one entry (SPEC §2). Without --yes it stops before the first "
                       "write, prints the diff and exits 4; nothing is written.\n"
                       "Exit codes: 0 done, 1 stopped or failed, 2 usage, 3 not a checkout, "
                       "4 approval needed."));
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

    TriageSession session(config);
    QEventLoop loop;
    bool approvalNeeded = false;
    TriageRecord record;
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
                         if (config.yes) {
                             out << (kind == TriageSession::ApprovalKind::LoaderFix ? tr("Applying the loader fix:")
                                                                                    : tr("Writing the YAML plan:"))
                                 << '\n' << diff;
                             out.flush();
                             return;  // the session approves it itself
                         }
                         out << (kind == TriageSession::ApprovalKind::LoaderFix
                                     ? tr("The loader fix to approve (not written):")
                                     : tr("The YAML plan to approve (not written):"))
                             << '\n' << diff;
                         out.flush();
                         approvalNeeded = true;
                         QTimer::singleShot(0, &session, &TriageSession::cancel);
                     });
    QObject::connect(&session, &TriageSession::finished, &loop, [&](const TriageRecord& finished) {
        record = finished;
        loop.quit();
    });
    QTimer::singleShot(0, &session, &TriageSession::start);
    loop.exec();

    if (!report.isEmpty() && !ReportOutput::write(report, {record}, err))
        return ExitFailure;
    if (approvalNeeded) {
        out << tr("Stopped before a write: nothing was written. Run again with --yes to apply.") << '\n';
        return ExitNeedsApproval;
    }
    const TriageSession::State state = session.state();
    if (state == TriageSession::State::Done) {
        out << session.stateNote() << '\n';
        if (record.loaderEditUncommitted())
            out << tr("The loader edit is uncommitted in the loaders submodule.") << '\n';
        return ExitOk;
    }
    err << session.stateNote() << '\n';
    return ExitFailure;
}

}  // namespace dtriage
