#include "cihistory/cihistory.h"

#include "cihistory/observedreason.h"
#include "config/entryschema.h"
#include "families/failurefamily.h"
#include "run/runnertestcase.h"
#include "yamlplan/bringupclassifier.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace dtriage {
namespace {

using Outcome = JUnitCase::Outcome;

struct Seen {
    int attempt = 1;
    qint64 jobId = 0;
    QString source;
    JUnitCase c;
};
using RunArch = QPair<int, QString>;  // a kept run's index, an arch

struct Gathered {
    QHash<QString, QHash<RunArch, QList<Seen>>> byKey;
    QSet<RunArch> unread;                      // a report of that run and arch did not read
    QHash<RunArch, QSet<qint64>> reportedJobs;  // jobs whose report was there
    QSet<QString> arches;
    int testcases = 0;
    QStringList outside;  // keys the YAML does not hold
};

int rank(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Failed:
    case Outcome::Errored: return 4;
    case Outcome::Unknown: return 3;
    case Outcome::XFailed: return 2;
    case Outcome::Skipped: return 1;
    case Outcome::Passed: return 0;
    }
    return 0;
}

bool failed(Outcome outcome)
{
    return outcome == Outcome::Failed || outcome == Outcome::Errored;
}

// The bringup_status the failure was at: the runner's own verdict when its tags
// name a failure, else what the error's text says (a PCC miss: INCORRECT_RESULT).
QString stageOf(const JUnitCase& c)
{
    if (c.tags && !c.runnerCopied) {
        const QString status = c.tags->bringupStatus();
        if (BringupClassifier::fromBringupStatus(status))
            return status;
    }
    if (c.category == BringupClassifier::Category::Numerics)
        return QStringLiteral("INCORRECT_RESULT");
    return BringupClassifier::bringupStatus(c.category);
}

QStringList archOrder(const QSet<QString>& seen)
{
    QStringList order;
    for (const QString& arch : EntrySchema::archList().split(QStringLiteral(", ")))
        if (seen.contains(arch))
            order << arch;
    QStringList others;
    for (const QString& arch : seen)
        if (!order.contains(arch))
            others << arch;
    others.sort();
    return order + others;
}

// The runs to show, newest first: completed, of one workflow, each once.
QList<int> keptRuns(const QList<RecordedRun>& runs, const QString& wanted, QStringList& problems)
{
    QHash<QString, int> workflows;
    for (const RecordedRun& run : runs)
        if (run.described && !run.workflow.isEmpty())
            ++workflows[run.workflow];
    QString workflow = wanted;
    if (workflow.isEmpty() && !workflows.isEmpty())
        workflow = std::max_element(workflows.begin(), workflows.end()).key();
    QList<int> kept;
    QSet<qint64> ids;
    for (int i = 0; i < runs.size(); ++i) {
        const RecordedRun& run = runs[i];
        if (run.described && run.status != QLatin1String("completed"))
            problems << CiHistory::tr("run %1 is %2, not completed: left out (read it again once it ends)")
                            .arg(run.id).arg(run.status);
        else if (run.described && !workflow.isEmpty() && run.workflow != workflow)
            problems << CiHistory::tr("run %1 is of the workflow “%2”, not “%3”: left out")
                            .arg(run.id).arg(run.workflow, workflow);
        else if (run.id > 0 && ids.contains(run.id))
            problems << CiHistory::tr("run %1 was given twice (%2): read once").arg(run.id).arg(run.folder);
        else {
            kept << i;
            ids.insert(run.id);
        }
    }
    std::stable_sort(kept.begin(), kept.end(), [&](int a, int b) {
        return runs[a].created != runs[b].created ? runs[a].created > runs[b].created : runs[a].id > runs[b].id;
    });
    return kept;
}

void gather(Gathered& g, const ConfigFile& training, const QHash<int, int>& slot, const QList<RecordedRun>& runs,
            const QList<ReportReading>& readings, QStringList& problems)
{
    for (const ReportReading& r : readings) {
        if (!slot.contains(r.run))
            continue;
        const int run = slot.value(r.run);
        const qint64 runId = runs[r.run].id;
        if (!r.junit) {
            problems << CiHistory::tr("run %1: %2 was not read: %3").arg(runId).arg(r.source, r.junit.error().toString());
            g.unread.insert({run, r.arch});  // an arch not known: every arch of the run
            continue;
        }
        if (r.arch.isEmpty()) {
            problems << CiHistory::tr("run %1: %2 names no arch (no artifact name, no arch tag): left out")
                            .arg(runId).arg(r.source);
            continue;
        }
        if (r.junit->truncated) {
            problems << CiHistory::tr("run %1: %2 broke off: %3").arg(runId).arg(r.source, r.junit->problem);
            g.unread.insert({run, r.arch});
        }
        g.arches.insert(r.arch);
        g.reportedJobs[{run, r.arch}].insert(r.jobId);
        g.testcases += r.junit->testcases;
        for (const JUnitCase& c : r.junit->cases) {
            if (!training.find(c.key)) {
                g.outside << c.key;
                continue;
            }
            g.byKey[c.key][{run, r.arch}] << Seen{r.attempt, r.jobId, r.source, c};
        }
    }
}

// The case that speaks for a run: the last attempt's, the worst where a report of
// that attempt repeats it.
const Seen& finalOf(const QList<Seen>& seen)
{
    const Seen* best = &seen.constFirst();
    for (const Seen& s : seen) {
        if (s.attempt > best->attempt
            || (s.attempt == best->attempt && rank(RunnerTestcase::bodyOutcome(s.c)) > rank(RunnerTestcase::bodyOutcome(best->c))))
            best = &s;
    }
    return *best;
}

RunMark markOf(const QList<Seen>& seen)
{
    const Seen& last = finalOf(seen);
    RunMark mark;
    mark.attempt = last.attempt;
    mark.jobId = last.jobId;
    const Outcome body = RunnerTestcase::bodyOutcome(last.c);
    const auto earlierFailure = std::find_if(seen.begin(), seen.end(), [&](const Seen& s) {
        return s.attempt < last.attempt && failed(RunnerTestcase::bodyOutcome(s.c));
    });
    switch (body) {
    case Outcome::Passed:
        mark.kind = earlierFailure == seen.end() ? RunMark::Kind::Passed : RunMark::Kind::PassedOnRetry;
        if (earlierFailure != seen.end())
            mark.error = earlierFailure->c.errorLine;
        break;
    case Outcome::Failed:
    case Outcome::Errored:
        mark.kind = RunMark::Kind::Failed;
        mark.error = last.c.errorLine;
        mark.stage = stageOf(last.c);
        break;
    case Outcome::Skipped:
        mark.kind = RunMark::Kind::NotRun;
        mark.note = last.c.message;
        break;
    case Outcome::XFailed:
        mark.kind = RunMark::Kind::Unread;
        mark.note = CiHistory::tr("skipped as an xfail, and the runner recorded no tags to say what it did");
        break;
    case Outcome::Unknown:
        mark.kind = RunMark::Kind::Unread;
        mark.note = last.c.note;
        break;
    }
    return mark;
}

// Why a run holds nothing of the entry on `arch`.
RunMark absentMark(const Gathered& g, int run, const RecordedRun& recorded, const QString& arch)
{
    RunMark mark;
    if (g.unread.contains({run, arch}) || g.unread.contains({run, QString()})) {
        mark.kind = RunMark::Kind::Unread;
        mark.note = CiHistory::tr("a report of this run on %1 did not read").arg(arch);
        return mark;
    }
    if (!recorded.described) {
        mark.absence = RunMark::Absence::NotDescribed;
        return mark;
    }
    const QSet<qint64> reported = g.reportedJobs.value({run, arch});
    for (const auto& [conclusion, absence] : {std::pair{QStringLiteral("timed_out"), RunMark::Absence::JobTimedOut},
                                              std::pair{QStringLiteral("cancelled"), RunMark::Absence::JobCancelled},
                                              std::pair{QStringLiteral("failure"), RunMark::Absence::JobFailed}}) {
        for (const RunJob& job : recorded.jobs) {
            if (job.arch == arch && job.conclusion == conclusion && !reported.contains(job.id)) {
                mark.absence = absence;
                mark.jobId = job.id;
                mark.note = CiHistory::tr("its %1 job %2").arg(arch).arg(job.id);
                return mark;
            }
        }
    }
    mark.absence = RunMark::Absence::NotSelected;
    return mark;
}

EntryHistory historyOf(const Entry& entry, const Gathered& g, const QStringList& arches, const QList<int>& kept,
                       const QList<RecordedRun>& runs)
{
    EntryHistory h;
    h.key = entry.key;
    h.status = entry.status();
    h.reason = entry.reason();
    h.bringupStatus = entry.bringupStatus();
    if (const Field* overrides = entry.field(QStringLiteral("arch_overrides"))) {
        const QVariantMap map = overrides->value.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            if (const QString status = it->toMap().value(QStringLiteral("status")).toString(); !status.isEmpty())
                h.archStatus.insert(it.key(), status.toUpper());
    }
    const QHash<RunArch, QList<Seen>>& seen = g.byKey[entry.key];
    for (const QString& arch : arches) {
        ArchMarks marks{arch, {}};
        for (int run = 0; run < kept.size(); ++run) {
            const auto it = seen.constFind({run, arch});
            marks.marks << (it == seen.constEnd() ? absentMark(g, run, runs[kept[run]], arch) : markOf(*it));
        }
        h.arches << marks;
    }
    h.proposal = HistoryProposal::of(h, entry);
    if (const RunMark* failure = h.newestFailure())
        if (const FailureFamily* family = ObservedReason::family(h.reason, failure->error))
            h.family = family->id();
    return h;
}

HistoryRun shown(const RecordedRun& run)
{
    return HistoryRun{run.id, run.attempt, run.workflow, run.created, run.conclusion, run.url, run.headSha, 0};
}

}  // namespace

CiHistory CiHistory::build(const ConfigFile& training, const QList<RecordedRun>& runs,
                           const QList<ReportReading>& readings, const QString& workflow)
{
    QElapsedTimer clock;
    clock.start();
    CiHistory history;
    history.trainingPath = training.path();
    for (const RecordedRun& run : runs)
        for (const QString& problem : run.problems)
            history.problems << tr("run %1: %2").arg(run.id).arg(problem);
    const QList<int> kept = keptRuns(runs, workflow, history.problems);
    QHash<int, int> slot;
    for (int i = 0; i < kept.size(); ++i) {
        slot.insert(kept[i], i);
        history.runs << shown(runs[kept[i]]);
    }
    for (const ReportReading& r : readings)
        if (slot.contains(r.run) && r.junit)
            ++history.runs[slot.value(r.run)].reports;
    Gathered g;
    gather(g, training, slot, runs, readings, history.problems);
    for (int i : kept)
        for (const RunJob& job : runs[i].jobs)
            if (!job.arch.isEmpty())
                g.arches.insert(job.arch);
    history.arches = archOrder(g.arches);
    history.testcases = g.testcases;
    if (!g.outside.isEmpty()) {
        g.outside.removeDuplicates();
        history.problems << tr("%n key(s) the training YAML does not hold (inference, another file): left out, "
                               "e.g. %1", nullptr, int(g.outside.size()))
                                .arg(g.outside.constFirst());
    }
    for (const Entry& entry : training.entries())
        if (g.byKey.contains(entry.key))
            history.entries << historyOf(entry, g, history.arches, kept, runs);
    history.elapsedMs = clock.elapsed();
    return history;
}

Result<CiHistory> CiHistory::read(const QString& trainingPath, const QStringList& runFolders, const QString& workflow)
{
    QElapsedTimer clock;
    clock.start();
    const Result<ConfigFile> training = ConfigFile::load(trainingPath);
    if (!training)
        return std::unexpected(training.error());
    QList<RecordedRun> runs;
    QStringList unopened;
    for (const QString& folder : runFolders) {
        Result<RecordedRun> run = RecordedRun::open(folder);
        if (run)
            runs << *run;
        else
            unopened << run.error().toString();
    }
    if (runs.isEmpty())
        return fail(tr("no run to read: %1").arg(unopened.join(QStringLiteral("; "))));
    CiHistory history = build(*training, runs, RunReports::read(runs), workflow);
    history.problems = unopened + history.problems;
    history.elapsedMs = clock.elapsed();
    return history;
}

const EntryHistory* CiHistory::entry(const QString& key) const
{
    for (const EntryHistory& h : entries)
        if (h.key == key)
            return &h;
    return nullptr;
}

QList<const EntryHistory*> CiHistory::ofKind(HistoryProposal::Kind kind) const
{
    QList<const EntryHistory*> out;
    for (const EntryHistory& h : entries)
        if (h.proposal.kind == kind)
            out << &h;
    return out;
}

QList<EntryChange> CiHistory::changesFor(const QStringList& keys) const
{
    QList<EntryChange> changes;
    for (const EntryHistory& h : entries)
        if (keys.contains(h.key) && h.proposal.changes())
            changes << h.proposal.change;
    return changes;
}

QStringList CiHistory::changingKeys() const
{
    QStringList keys;
    for (const EntryHistory& h : entries)
        if (h.proposal.changes())
            keys << h.key;
    return keys;
}

}  // namespace dtriage
