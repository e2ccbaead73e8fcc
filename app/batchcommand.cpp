#include "batchcommand.h"

#include "lineecho.h"
#include "run/cappedlog.h"
#include "batchci.h"

#include "config/configset.h"
#include "exitcode.h"
#include "familyoption.h"
#include "families/families.h"
#include "reportoutput.h"
#include "session/recordfile.h"
#include "run/pythonenvironment.h"
#include "run/sessionfolder.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "session/triagesession.h"
#include "families/failurelist.h"
#include "verbparser.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>
#include <QTimer>

namespace dtriage {
namespace {

using State = TriageSession::State;

// The entries to triage: every failing training entry that a family's gate
// takes, or with --family every entry of that family (its gate passes). Without
// --family the failing entries no family takes are listed as skipped; with it the
// other families' entries are only counted (`others`): they are not this run's.
QStringList selectKeys(const QList<FailureRow>& rows, const QString& family, QList<QPair<QString, QString>>& skipped,
                       int& others)
{
    QStringList keys;
    for (const FailureRow& row : rows) {
        if (FamilyOption::keeps(row, family) && (!family.isEmpty() || row.isFailing()))
            keys << row.key;
        else if (row.isFailing() && !family.isEmpty())
            ++others;
        else if (row.isFailing())
            skipped.append({row.key, BatchCommand::tr("skipped: no failure family takes its reason (%1)").arg(row.reason)});
    }
    return keys;
}

// What the verb prints while the batch runs: every session's log and states on
// stderr, the diffs on stdout, one summary line per entry. Without --yes a
// session that asks for approval has its diff printed and stops before the write
// (the batch then leaves the rest of that loader untriaged).
class BatchPrinter {
public:
    BatchPrinter(TriageCoordinator& coordinator, bool yes, QTextStream& out, QTextStream& err)
        : m_yes(yes), m_out(out), m_err(err), m_echo(err, CappedLog::kHeadBytes)
    {
        QObject::connect(&coordinator, &TriageCoordinator::sessionStarted, &m_context,
                         [this](TriageSession* session) { watch(session); });
    }

    void follow(TriageRun& batch)
    {
        QObject::connect(&batch, &TriageRun::entryFinished, &m_context,
                         [this](const QString& key, const TriageRecord& record) {
                             const QString note = m_stoppedAtApproval.value(key, record.stateNote);
                             m_summary.append({key, note});
                         });
        QObject::connect(&batch, &TriageRun::entrySkipped, &m_context,
                         [this](const QString& key, const QString& why) { m_summary.append({key, why}); });
    }

    // One (key, note) pair per entry, in the order they settled.
    const QList<QPair<QString, QString>>& summary() const { return m_summary; }
    bool approvalNeeded() const { return !m_stoppedAtApproval.isEmpty(); }

private:
    void watch(TriageSession* session)
    {
        QObject::connect(session, &TriageSession::logLine, &m_context, [this, session](const QString& line) {
            m_echo.echo(line, QStringLiteral("[%1] ").arg(keyOf(session)));
        });
        QObject::connect(session, &TriageSession::stateChanged, &m_context, [this, session](State state) {
            m_err << '[' << keyOf(session) << "] "
                  << BatchCommand::tr("state: %1").arg(SessionStates::name(state)) << '\n';
            m_err.flush();
        });
        QObject::connect(session, &TriageSession::needsApproval, &m_context,
                         [this, session](TriageSession::ApprovalKind kind, const QString& diff) {
                             onApproval(session, kind, diff);
                         });
    }

    static QString keyOf(const TriageSession* session) { return session->record().key; }

    void onApproval(TriageSession* session, TriageSession::ApprovalKind kind, const QString& diff)
    {
        const bool loader = kind == TriageSession::ApprovalKind::LoaderFix;
        const QString key = keyOf(session);
        if (!m_yes) {
            m_out << (loader ? BatchCommand::tr("== %1: the loader fix to approve (not written) ==")
                             : BatchCommand::tr("== %1: the YAML plan to approve (not written) =="))
                         .arg(key)
                  << '\n' << diff;
            m_out.flush();
            m_stoppedAtApproval.insert(key, loader
                                                ? BatchCommand::tr("stopped before writing the loader fix: run again "
                                                                   "with --yes to write it")
                                                : BatchCommand::tr("stopped before writing the YAML plan: run again "
                                                                   "with --yes to write it"));
            QTimer::singleShot(0, session, &TriageSession::stopBeforeWrite);
            return;
        }
        if (loader && session->fixNeedsAPerson())
            m_out << BatchCommand::tr("== %1: the loader fix rests on a judgement call, held for a person (not "
                                      "written) ==")
                         .arg(key);
        else
            m_out << (loader ? BatchCommand::tr("== %1: applying the loader fix ==")
                             : BatchCommand::tr("== %1: writing the YAML plan =="))
                         .arg(key);
        m_out << '\n' << diff;
        m_out.flush();
    }

    bool m_yes;
    QTextStream& m_out;
    QTextStream& m_err;
    LineEcho m_echo;  // the sessions' lines, capped as the log is
    QObject m_context;
    QList<QPair<QString, QString>> m_summary;
    QHash<QString, QString> m_stoppedAtApproval;  // key -> the summary note
};

}  // namespace

int BatchCommand::defaultJobs()
{
    return std::clamp(QThread::idealThreadCount() / 2, 1, 4);
}

int BatchCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("batch"),
                    tr("Triages every failing training entry that a failure family takes (with --family ID, or "
                       "--bf16: every entry whose reason passes that family's gate; the other families' entries are only counted). One session per loader file at a "
                       "time, different loaders in parallel (--jobs), one shared warm probe worker. Without "
                       "--yes each session stops before its first write and the diffs are listed; nothing "
                       "is written. With --yes the YAML writes are approved one at a time; a plan made stale "
                       "by a parallel write is re-planned against the current file.\n"
                       "An unfinished earlier session of a selected entry (killed, closed) is resumed from its "
                       "record.\n"
                       "With --ci, step 6 runs on TT hardware through tt-xla's CI (see verify --ci): once no "
                       "session is working, one run verifies the keys of every session waiting for it; the "
                       "dispatch is shown and sent with --dispatch or --yes, and the sessions plan their YAML "
                       "from its reports.\n"
                       "Exit codes: 0 every session done, 1 a session stopped (a triage rule, a conflict) or "
                       "failed, or a write was refused, 2 usage, 3 not a checkout, 4 approval needed, 5 verify on TT "
                       "hardware (the runner cannot start here; the fixes the CPU verified are kept)."),
                    {.json = true});
    const FamilyOption familyOption;
    const QCommandLineOption jobsOption(QStringLiteral("jobs"),
                                        tr("Loaders triaged in parallel (default: %1).").arg(defaultJobs()), tr("N"));
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Approve and write every diff."));
    const QCommandLineOption reportOption(QStringLiteral("report"), tr("Write one report for the batch (.md, .html or .json)."), tr("FILE"));
    const QCommandLineOption interpreterOption(QStringLiteral("interpreter"), tr("The Python interpreter to prefer."), tr("PY"));
    familyOption.addTo(verb.parser());
    verb.parser().addOptions({jobsOption, yesOption, reportOption, interpreterOption});
    const CiVerification::Options ci = CiVerification::addOptions(verb.parser());
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    const bool throughCi = verb.parser().isSet(ci.ci);
    auto ciRequest = CiVerification::request(ci, verb.parser(), {});
    if (!ciRequest || verb.parser().isSet(ci.run) || verb.parser().isSet(ci.cancel)) {
        err << (ciRequest ? tr("batch: picks its CI runs up from the sessions' records; --ci-run and --cancel are "
                               "verify's")
                          : ciRequest.error().message)
            << '\n';
        return ExitUsage;
    }
    ciRequest->dispatchApproved = ciRequest->dispatchApproved || verb.parser().isSet(yesOption);
    const Result<QString> family = familyOption.read(verb.parser());
    if (!family) {
        err << family.error().toString() << '\n';
        return ExitUsage;
    }
    if (!verb.positional().isEmpty()) {
        err << tr("batch: takes no KEY (use triage for one entry)") << '\n';
        return ExitUsage;
    }
    const std::optional<int> jobsGiven = verb.jobs(jobsOption, defaultJobs());
    if (!jobsGiven)
        return ExitUsage;
    const int jobs = *jobsGiven;
    const QString report = verb.parser().value(reportOption);
    if (!report.isEmpty() && !ReportOutput::isSupported(report)) {
        err << ReportOutput::usageError(QStringLiteral("batch"), report) << '\n';
        return ExitUsage;
    }

    const ConfigSet configs = ConfigSet::load(verb.checkout());
    for (const Error& problem : configs.errors)
        err << problem.toString() << '\n';
    QList<QPair<QString, QString>> skipped;
    TriageCoordinatorConfig config;
    config.session.checkoutRoot = verb.checkout().root();
    config.session.interpreter = verb.parser().value(interpreterOption);
    config.jobs = jobs;
    config.yes = verb.parser().isSet(yesOption);
    config.session.dryRun = !config.yes;
    config.session.verifyThroughCi = throughCi;
    const QList<FailureRow> rows = FailureList::build(configs);
    int others = 0;
    const QStringList keys = selectKeys(rows, *family, skipped, others);
    for (const FailureRow& row : rows)
        config.families.insert(row.key, row.family);
    // An earlier run killed mid-way (its loader fix on disk, its YAML not yet
    // written) goes on from its record instead of starting over on a fixed loader;
    // not in a dry run, which would write its stop into that record.
    QHash<QString, QString> resume;
    for (const RecordFile::Saved& saved :
         RecordFile::unfinished(SessionFolder::defaultRoot(), config.session.checkoutRoot)) {
        if (!keys.contains(saved.record.key))
            continue;
        if (!config.yes) {
            err << tr("%1: the unfinished session of %2 goes on with --yes; this dry run looks afresh")
                       .arg(saved.record.key, saved.path)
                << '\n';
            continue;
        }
        resume.insert(saved.record.key, saved.path);
        err << tr("%1: resuming the unfinished session of %2").arg(saved.record.key, saved.path) << '\n';
    }

    QElapsedTimer clock;
    clock.start();
    TriageCoordinator coordinator(config);
    if (!keys.isEmpty()) {
        // The torch import starts now, while the first sessions read their loaders.
        if (const auto python = PythonEnvironment::resolve(config.session.checkoutRoot, config.session.interpreter))
            coordinator.warmUp(*python);
        else
            err << python.error().toString() << '\n';
    }
    BatchPrinter printer(coordinator, config.yes, verb.text(), err);
    std::optional<BatchCi> batchCi;
    if (throughCi)
        batchCi.emplace(coordinator, *ciRequest, verb);
    TriageRun& batch = *coordinator.start(keys, resume);
    printer.follow(batch);
    QEventLoop loop;
    QObject::connect(&batch, &TriageRun::finished, &loop, &QEventLoop::quit);
    if (batchCi) {
        QObject::connect(&*batchCi, &BatchCi::stopped, &loop, &QEventLoop::quit);
        batchCi->follow(batch);
    }
    if (!batch.isFinished() && !(batchCi && batchCi->stop()))
        loop.exec();

    QTextStream& text = verb.text();
    text << tr("Summary (%1 entries, %2 jobs, %3 s):")
                .arg(batch.total())
                .arg(jobs)
                .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1)
         << '\n';
    QList<QPair<QString, QString>> waiting;  // still waiting for tt-xla's CI (in their records)
    for (const TriageSession* session : CiSessionRun::waiting(batch.sessions()))
        waiting.append({session->key(), session->note()});
    QJsonArray entries;
    for (const auto& [key, note] : printer.summary() + skipped + waiting) {
        text << "  " << tr("%1: %2").arg(key, note) << '\n';
        entries.append(QJsonObject{{QStringLiteral("key"), key}, {QStringLiteral("note"), note}});
    }
    if (others > 0)
        text << "  " << tr("%n other failing entries are not of the %1 (dtype-triage list shows them)", nullptr, others)
                            .arg(Families::byId(*family)->title())
             << '\n';
    QJsonArray records;
    for (const TriageRecord& record : batch.records())
        records.append(record.toJson());
    VerbJson& json = verb.jsonOutput();
    json.insert(QStringLiteral("entries"), entries);
    json.insert(QStringLiteral("records"), records);
    json.insert(QStringLiteral("jobs"), jobs);
    json.insert(QStringLiteral("other_families"), others);
    json.insert(QStringLiteral("seconds"), double(clock.elapsed()) / 1000.0);
    json.insert(QStringLiteral("approval_needed"), printer.approvalNeeded());
    if (!report.isEmpty() && !ReportOutput::write(report, batch.records(), err))
        return verb.fail(ExitFailure, tr("the report was not written: %1").arg(report));
    if (batchCi && batchCi->stop()) {
        const CiVerification::Stop stop = *batchCi->stop();
        return stop.error.isEmpty() ? verb.finish(stop.code) : verb.fail(stop.code, stop.error);
    }
    if (printer.approvalNeeded()) {
        text << tr("Stopped before the writes: nothing was written. Run again with --yes to apply.") << '\n';
        return verb.finish(ExitNeedsApproval);
    }
    // A stopped entry is not triaged: the batch did not finish the job.
    if (batch.failedCount() > 0 || batch.stoppedCount() > 0)
        return verb.finish(ExitFailure);
    if (batch.needsTtVerificationCount() > 0) {
        text << tr("Verify on TT hardware: the runner cannot start here; the fixes the CPU verified are kept and "
                   "the YAML is untouched (dtype-triage verify KEY... --ci, or --junit FILE).")
             << '\n';
        return verb.finish(ExitNeedsTtVerification);
    }
    return verb.finish(ExitOk);
}

}  // namespace dtriage
