#include "batchcommand.h"

#include "config/configset.h"
#include "exitcode.h"
#include "reportoutput.h"
#include "run/pythonenvironment.h"
#include "run/warmworker.h"
#include "session/triagesession.h"
#include "triage/failurelist.h"
#include "verbparser.h"
#include "yamlchanges.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QPointer>
#include <QThread>
#include <QTimer>

namespace dtriage {
namespace {

using State = TriageSession::State;

// The training entries of one loader file, triaged one session at a time.
struct LoaderGroup {
    QString loader;
    QStringList keys;
    qsizetype next = 0;
    QHash<QString, QString> covered;  // key -> the finished session whose scope held it
    bool running = false;
    QString blockedBy;  // without --yes: the key whose diff awaits approval
};

struct Batch {
    const Checkout& checkout;
    QTextStream& out;
    QTextStream& err;
    bool yes = false;
    int jobs = 1;
    QString interpreter;
    WarmWorker* worker = nullptr;

    QObject context;
    QEventLoop loop;
    QList<LoaderGroup> groups;
    int running = 0;
    QList<TriageRecord> records;  // in the order the sessions finished
    QStringList summary;
    bool approvalNeeded = false;
    bool failure = false;
    QList<QPointer<TriageSession>> yamlQueue;  // YAML plans waiting for their write
    QPointer<TriageSession> writer;            // the one session writing the YAML
    QHash<TriageSession*, State> lastActive;   // the last state before a final one
    QHash<TriageSession*, QString> awaiting;   // without --yes: the diff it stopped at

    Batch(const Checkout& c, QTextStream& o, QTextStream& e) : checkout(c), out(o), err(e) {}

    static bool isFinal(State state)
    {
        return state == State::Done || state == State::Stopped || state == State::Failed || state == State::Canceled;
    }

    void startMore()
    {
        for (LoaderGroup& group : groups) {
            if (running >= jobs)
                break;
            if (!group.running)
                startNext(group);
        }
        if (running == 0)
            loop.quit();
    }

    void startNext(LoaderGroup& group)
    {
        while (group.next < group.keys.size()) {
            const QString key = group.keys.at(group.next++);
            if (group.covered.contains(key)) {
                summary << BatchCommand::tr("%1: in the loader-wide scope of %2's session")
                               .arg(key, group.covered.value(key));
                continue;
            }
            if (!group.blockedBy.isEmpty()) {
                summary << BatchCommand::tr("%1: not triaged: the loader's diff from %2 awaits approval")
                               .arg(key, group.blockedBy);
                continue;
            }
            start(group, key);
            return;
        }
    }

    void start(LoaderGroup& group, const QString& key)
    {
        TriageSessionConfig config;
        config.checkoutRoot = checkout.root();
        config.key = key;
        config.interpreter = interpreter;
        config.yes = false;  // the batch approves: YAML writes must be serialised
        config.warmWorker = worker;
        auto* session = new TriageSession(config, &context);
        group.running = true;
        ++running;
        const qsizetype index = &group - groups.data();
        QObject::connect(session, &TriageSession::logLine, &context, [this, key](const QString& line) {
            err << '[' << key << "] " << line << '\n';
            err.flush();
        });
        QObject::connect(session, &TriageSession::stateChanged, &context, [this, key, session](State state) {
            err << '[' << key << "] " << BatchCommand::tr("state: %1").arg(TriageSession::stateName(state)) << '\n';
            err.flush();
            if (!isFinal(state))
                lastActive[session] = state;
        });
        QObject::connect(session, &TriageSession::needsApproval, &context,
                         [this, key, session, index](TriageSession::ApprovalKind kind, const QString& diff) {
                             onApproval(session, groups[index], key, kind, diff);
                         });
        QObject::connect(session, &TriageSession::finished, &context,
                         [this, session, index](const TriageRecord& record) {
                             onFinished(session, groups[index], record);
                         });
        QTimer::singleShot(0, session, &TriageSession::start);
    }

    void onApproval(TriageSession* session, LoaderGroup& group, const QString& key,
                    TriageSession::ApprovalKind kind, const QString& diff)
    {
        const bool loader = kind == TriageSession::ApprovalKind::LoaderFix;
        if (!yes) {
            out << (loader ? BatchCommand::tr("== %1: the loader fix to approve (not written) ==")
                           : BatchCommand::tr("== %1: the YAML plan to approve (not written) =="))
                       .arg(key)
                << '\n' << diff;
            out.flush();
            approvalNeeded = true;
            group.blockedBy = key;
            awaiting.insert(session, loader ? BatchCommand::tr("stopped before writing the loader fix (diff above)")
                                            : BatchCommand::tr("stopped before writing the YAML plan (diff above)"));
            QTimer::singleShot(0, session, &TriageSession::cancel);
            return;
        }
        out << (loader ? BatchCommand::tr("== %1: applying the loader fix ==")
                       : BatchCommand::tr("== %1: writing the YAML plan =="))
                   .arg(key)
            << '\n' << diff;
        out.flush();
        if (loader) {
            QTimer::singleShot(0, session, &TriageSession::approveLoaderFix);
            return;
        }
        yamlQueue.append(session);
        pumpYaml();
    }

    // One YAML write at a time: the next plan is approved when the last write ended.
    void pumpYaml()
    {
        if (writer)
            return;
        while (!yamlQueue.isEmpty()) {
            const QPointer<TriageSession> next = yamlQueue.takeFirst();
            if (!next || next->state() != State::AwaitingYamlApproval)
                continue;
            writer = next;
            QTimer::singleShot(0, next.data(), &TriageSession::approveYamlPlan);
            return;
        }
    }

    // The session's plan was made before a parallel session's write: plan the same
    // target states against the file as it is now and write that.
    bool replan(TriageRecord& record)
    {
        const auto file = ConfigFile::load(checkout.trainingConfig());
        if (!file) {
            err << file.error().toString() << '\n';
            return false;
        }
        QList<EntryChange> changes;
        for (const TriageRecord::EntryResult& entry : std::as_const(record.entries)) {
            if (entry.included && entry.yaml.changed)
                changes << YamlChanges::toState(entry.key, entry.yaml.after);
        }
        const auto plan = YamlChanges::combined(*file, changes, checkout.root());
        const auto written = plan ? ConfigEditor::write(*plan) : Result<void>(std::unexpected(plan.error()));
        if (!written) {
            err << '[' << record.key << "] " << BatchCommand::tr("re-planning the YAML failed: %1").arg(written.error().toString())
                << '\n';
            return false;
        }
        out << BatchCommand::tr("== %1: the YAML plan, re-planned after a parallel write ==").arg(record.key) << '\n'
            << plan->diff;
        if (!record.review.isEmpty())
            record.review.removeLast();  // "the YAML was not written: <conflict>"
        record.yamlDiff = plan->diff;
        for (auto& entry : record.entries) {
            if (entry.included && entry.yaml.changed)
                entry.yaml.written = true;
        }
        record.state = TriageRecord::State::Done;
        record.stateNote = BatchCommand::tr("the YAML was written (re-planned after a parallel session's write)");
        return true;
    }

    void onFinished(TriageSession* session, LoaderGroup& group, const TriageRecord& finished)
    {
        TriageRecord record = finished;
        State state = session->state();
        const bool wasWriting = lastActive.value(session) == State::WritingYaml;
        if (session == writer)
            writer = nullptr;
        if (yes && state == State::Stopped && wasWriting) {
            if (replan(record))
                state = State::Done;
            else
                failure = true;
        }
        if (state == State::Failed)
            failure = true;
        group.covered.insert(record.key, record.key);
        for (const auto& entry : std::as_const(record.entries))
            group.covered.insert(entry.key, record.key);
        const QString note = awaiting.contains(session) ? awaiting.value(session)
            : record.stateNote.isEmpty()                ? session->stateNote()
                                                        : record.stateNote;
        summary << BatchCommand::tr("%1: %2").arg(record.key, note);
        records << record;
        lastActive.remove(session);
        awaiting.remove(session);
        session->deleteLater();
        group.running = false;
        --running;
        pumpYaml();
        startMore();
    }
};

QList<LoaderGroup> groupByLoader(const QList<FailureRow>& rows, const Checkout& checkout, bool bf16Only,
                                 QStringList& skipped)
{
    QList<LoaderGroup> groups;
    QHash<QString, qsizetype> index;
    for (const FailureRow& row : rows) {
        if (bf16Only ? !row.isBf16() : !row.isFailing())
            continue;
        if (!row.isBf16()) {
            skipped << BatchCommand::tr("%1: skipped: not a bfloat16 dtype failure (%2)").arg(row.key, row.reason);
            continue;
        }
        const auto key = TestKey::parse(row.key);
        if (!key) {
            skipped << BatchCommand::tr("%1: skipped: %2").arg(row.key, key.error().toString());
            continue;
        }
        const QString loader = checkout.loaderPath(*key);
        if (!index.contains(loader)) {
            index.insert(loader, groups.size());
            groups.append(LoaderGroup{loader, {}, 0, {}, false, {}});
        }
        groups[index.value(loader)].keys << row.key;
    }
    return groups;
}

}  // namespace

int BatchCommand::defaultJobs()
{
    return std::clamp(QThread::idealThreadCount() / 2, 1, 4);
}

int BatchCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    VerbParser verb(QStringLiteral("batch"),
                    tr("Triages every failing training entry (with --bf16: every entry whose reason passes "
                       "the bfloat16 gate; others are listed as skipped). One session per loader file at a "
                       "time, different loaders in parallel (--jobs), one shared warm repro worker. Without "
                       "--yes each session stops before its first write and the diffs are listed; nothing "
                       "is written. With --yes the YAML writes are approved one at a time; a plan made stale "
                       "by a parallel write is re-planned against the current file.\n"
                       "Exit codes: 0 every session settled (done, or stopped by a triage rule), 1 a session "
                       "failed or a write was refused, 2 usage, 3 not a checkout, 4 approval needed."));
    const QCommandLineOption bf16Option(QStringLiteral("bf16"), tr("Only entries whose reason is a bfloat16 dtype failure."));
    const QCommandLineOption jobsOption(QStringLiteral("jobs"),
                                        tr("Loaders triaged in parallel (default: %1).").arg(defaultJobs()), tr("N"));
    const QCommandLineOption yesOption(QStringLiteral("yes"), tr("Approve and write every diff."));
    const QCommandLineOption reportOption(QStringLiteral("report"), tr("Write one report for the batch (.md, .html or .json)."), tr("FILE"));
    const QCommandLineOption interpreterOption(QStringLiteral("interpreter"), tr("The Python interpreter to prefer."), tr("PY"));
    verb.parser().addOptions({bf16Option, jobsOption, yesOption, reportOption, interpreterOption});
    if (const auto stop = verb.parse(arguments, out, err))
        return *stop;
    if (!verb.positional().isEmpty()) {
        err << tr("batch: takes no KEY (use triage for one entry)") << '\n';
        return ExitUsage;
    }
    int jobs = defaultJobs();
    if (verb.parser().isSet(jobsOption)) {
        bool ok = false;
        jobs = verb.parser().value(jobsOption).toInt(&ok);
        if (!ok || jobs < 1) {
            err << tr("batch: --jobs takes a positive number") << '\n';
            return ExitUsage;
        }
    }
    const QString report = verb.parser().value(reportOption);
    if (!report.isEmpty() && !ReportOutput::isSupported(report)) {
        err << ReportOutput::usageError(QStringLiteral("batch"), report) << '\n';
        return ExitUsage;
    }

    const ConfigSet configs = ConfigSet::load(verb.checkout());
    for (const Error& problem : configs.errors)
        err << problem.toString() << '\n';
    Batch batch(verb.checkout(), out, err);
    batch.yes = verb.parser().isSet(yesOption);
    batch.jobs = jobs;
    batch.interpreter = verb.parser().value(interpreterOption);
    QStringList skipped;
    batch.groups = groupByLoader(FailureList::build(configs), verb.checkout(), verb.parser().isSet(bf16Option), skipped);

    QElapsedTimer clock;
    clock.start();
    std::unique_ptr<WarmWorker> worker;
    if (!batch.groups.isEmpty()) {
        const auto python = PythonEnvironment::resolve(verb.checkout().root(), batch.interpreter);
        if (python) {
            worker = std::make_unique<WarmWorker>(*python);
            worker->start();
            batch.worker = worker.get();
        } else {
            err << python.error().toString() << '\n';
        }
    }
    QTimer::singleShot(0, &batch.context, [&batch] { batch.startMore(); });
    if (!batch.groups.isEmpty())
        batch.loop.exec();

    out << tr("Summary (%1 loaders, %2 jobs, %3 s):")
               .arg(batch.groups.size())
               .arg(jobs)
               .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1)
        << '\n';
    for (const QString& line : std::as_const(batch.summary))
        out << "  " << line << '\n';
    for (const QString& line : std::as_const(skipped))
        out << "  " << line << '\n';
    if (!report.isEmpty() && !ReportOutput::write(report, batch.records, err))
        return ExitFailure;
    if (batch.approvalNeeded) {
        out << tr("Stopped before the writes: nothing was written. Run again with --yes to apply.") << '\n';
        return ExitNeedsApproval;
    }
    return batch.failure ? ExitFailure : ExitOk;
}

}  // namespace dtriage
