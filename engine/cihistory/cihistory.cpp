#include "cihistory/cihistory.h"

#include "cihistory/observedreason.h"
#include "config/entryschema.h"
#include "core/workpool.h"
#include "families/failurefamily.h"
#include "checkout/checkout.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentMap>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <deque>

namespace dtriage {
namespace {

using Outcome = JUnitCase::Outcome;

struct Seen {
    int attempt = 1;
    int group = -1;
    qint64 jobId = 0;
    ObservedCase c;
};
// Every case of the kept runs by entry, run and arch: slot (entry * runs + run) *
// arches + arch; the same run and arch without the entry: at(run, arch).
struct Gathered {
    QStringList arches;              // in tt-xla's order
    QHash<QString, int> archIndex;
    int runs = 0;
    QList<int> runWorkflow;  // per run: its workflow's index (in the order of their newest runs); -1: not known
    // Every entry of the YAMLs, in order, with the YAML that holds it; by key, the
    // entry the runner uses (a later YAML's, as its merge).
    QList<std::pair<const Entry*, int>> entries;
    QHash<QString, int> entryIndex;
    QList<QStringList> shadowed;  // {key, earlier YAML, later YAML}: an entry a later YAML's entry of the key hides
    QList<QStringList> misrouted;  // {key, the YAMLs named}: a test in no YAML whose testcases name several
    QSet<QString> said;            // keys said on their own (misrouted): not among those left out
    // Tests in no YAML the runner ran as UNSPECIFIED (the experimental nightly), each
    // an entry of no field in the YAML it belongs in; `entries` from `firstUnconfigured` on.
    std::deque<Entry> unconfigured;
    int firstUnconfigured = 0;
    std::vector<QList<Seen>> slots;
    std::vector<bool> present;       // per entry: some run holds it
    QSet<int> unread;                // run * arches + arch: a report there did not read
    QSet<int> unreadRun;             // a report of unknown arch did not read: all of the run
    // (run * arches + arch, group): the newest attempt of a report there that did not
    // read or broke off; group -1: one whose group is not named (all of the arch's).
    QHash<QPair<int, int>, int> unreadAttempt;
    void unreadAt(int slot, int group, int attempt)
    {
        int& newest = unreadAttempt[{slot, group}];
        newest = std::max(newest, attempt);
    }
    QHash<int, QSet<qint64>> reportedJobs;  // run * arches + arch: jobs whose report was there
    int testcases = 0;
    QStringList outside;  // keys the YAML does not hold

    int at(int run, int arch) const { return run * int(arches.size()) + arch; }
    QList<Seen>& slot(int entry, int run, int arch) { return slots[size_t(entry * runs + run) * arches.size() + arch]; }
    const QList<Seen>& slot(int entry, int run, int arch) const
    {
        return slots[size_t(entry * runs + run) * arches.size() + arch];
    }
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

// The runs to show, newest first: completed, of the workflows wanted (none named:
// every workflow the runs are of, each run labelled by its own), each once.
QList<int> keptRuns(const QList<RecordedRun>& runs, const QStringList& workflows, QStringList& problems)
{
    QStringList quoted;
    for (const QString& workflow : workflows)
        quoted << CiHistory::tr("“%1”").arg(workflow);
    QList<int> kept;
    QSet<qint64> ids;
    for (int i = 0; i < runs.size(); ++i) {
        const RecordedRun& run = runs[i];
        if (run.described && run.status != QLatin1String("completed"))
            problems << CiHistory::tr("run %1 is %2, not completed: left out (read it again once it ends)")
                            .arg(run.id).arg(run.status);
        else if (run.described && !workflows.isEmpty() && !workflows.contains(run.workflow))
            problems << CiHistory::tr("run %1 is of the workflow “%2”, not %3: left out")
                            .arg(run.id).arg(run.workflow, quoted.join(CiHistory::tr(" or ")));
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

// The tests the runner ran with no YAML status whose YAML is read: an entry each,
// after the YAMLs' own (their proposal is a new entry: the runner's ADD_CONFIG). A
// test whose testcases name different YAMLs (framework, run mode or parallelism
// recorded differently) gets none: which one is meant is the user's to say.
void addUnconfigured(Gathered& g, const QList<ConfigFile>& configs, const QHash<int, int>& slot,
                     const QList<ReportReading>& readings)
{
    g.firstUnconfigured = int(g.entries.size());
    QHash<QString, int> configOf;  // runnerConfigName → index
    for (int f = 0; f < configs.size(); ++f)
        configOf.insert(Checkout::runnerConfigName(configs[f].path()), f);
    QStringList order;                    // keys in the order first seen
    QHash<QString, QStringList> routes;   // key → the YAMLs its testcases name, in order
    for (const ReportReading& r : readings) {
        if (!slot.contains(r.run))
            continue;
        for (const ObservedCase& c : r.cases) {
            if (c.unconfigured.isEmpty() || g.entryIndex.contains(c.key))
                continue;
            QStringList& named = routes[c.key];
            if (named.isEmpty())
                order << c.key;
            if (!named.contains(c.unconfigured))
                named << c.unconfigured;
        }
    }
    for (const QString& key : std::as_const(order)) {
        QStringList& named = routes[key];
        const auto config = configOf.constFind(named.constFirst());
        const bool read = std::any_of(named.cbegin(), named.cend(), [&](const QString& n) { return configOf.contains(n); });
        if (!read)
            continue;  // its YAML is not read: left out with the others
        if (named.size() > 1) {
            named.sort();
            g.misrouted << QStringList{key, named.join(QStringLiteral(", "))};
            g.said.insert(key);
            continue;
        }
        g.unconfigured.push_back(Entry{key, 0, 0, {}});
        g.entryIndex.insert(key, int(g.entries.size()));
        g.entries.push_back({&g.unconfigured.back(), *config});
    }
}

// The archs the kept runs' reports and jobs name, the entries by key, and the slots to fill.
void prepare(Gathered& g, const QList<ConfigFile>& configs, const QList<int>& kept, const QList<RecordedRun>& runs,
             const QHash<int, int>& slot, const QList<ReportReading>& readings)
{
    QSet<QString> arches;
    for (const ReportReading& r : readings)
        if (slot.contains(r.run) && !r.arch.isEmpty())
            arches.insert(r.arch);
    for (int i : kept)
        for (const RunJob& job : runs[i].jobs)
            if (!job.arch.isEmpty())
                arches.insert(job.arch);
    g.arches = archOrder(arches);
    for (int a = 0; a < g.arches.size(); ++a)
        g.archIndex.insert(g.arches[a], a);
    g.runs = int(kept.size());
    QStringList workflows;
    for (int i : kept) {
        if (runs[i].workflow.isEmpty()) {  // undescribed: of no workflow known
            g.runWorkflow << -1;
            continue;
        }
        if (!workflows.contains(runs[i].workflow))
            workflows << runs[i].workflow;
        g.runWorkflow << int(workflows.indexOf(runs[i].workflow));
    }
    // As tt-xla's conftest looks a test up: by its key in one dict, the YAMLs merged
    // in the order given (Checkout::runnerConfigs), a later one's entry winning.
    for (int f = 0; f < configs.size(); ++f) {
        for (const Entry& entry : configs[f].entries()) {
            if (const auto hidden = g.entryIndex.constFind(entry.key); hidden != g.entryIndex.constEnd())
                g.shadowed << QStringList{entry.key, Checkout::runnerConfigName(configs[g.entries[*hidden].second].path()),
                                          Checkout::runnerConfigName(configs[f].path())};
            g.entryIndex.insert(entry.key, int(g.entries.size()));
            g.entries.push_back({&entry, f});
        }
    }
    addUnconfigured(g, configs, slot, readings);
    g.slots.resize(size_t(g.entries.size()) * size_t(g.runs) * size_t(g.arches.size()));
    g.present.assign(size_t(g.entries.size()), false);
}

void gather(Gathered& g, const QHash<int, int>& slot, const QList<RecordedRun>& runs,
            const QList<ReportReading>& readings, QStringList& problems)
{
    for (const ReportReading& r : readings) {
        if (!slot.contains(r.run))
            continue;
        const int run = slot.value(r.run);
        const qint64 runId = runs[r.run].id;
        const int arch = g.archIndex.value(r.arch, -1);
        if (!r.isRead()) {
            problems << CiHistory::tr("run %1: %2 was not read: %3").arg(runId).arg(r.source, r.error);
            if (arch < 0) {
                g.unreadRun.insert(run);  // an arch not known: every arch of the run
            } else {
                g.unread.insert(g.at(run, arch));
                g.unreadAt(g.at(run, arch), r.group, r.attempt);
            }
            continue;
        }
        if (arch < 0) {
            problems << CiHistory::tr("run %1: %2 names no arch (no artifact name, no arch tag): left out")
                            .arg(runId).arg(r.source);
            continue;
        }
        if (!r.brokeOff.isEmpty()) {
            problems << CiHistory::tr("run %1: %2 broke off: %3").arg(runId).arg(r.source, r.brokeOff);
            g.unread.insert(g.at(run, arch));
            g.unreadAt(g.at(run, arch), r.group, r.attempt);
        }
        g.reportedJobs[g.at(run, arch)].insert(r.jobId);
        g.testcases += r.testcases;
        for (const ObservedCase& c : r.cases) {
            const auto entry = g.entryIndex.constFind(c.key);
            if (entry == g.entryIndex.constEnd()) {
                if (!g.said.contains(c.key))
                    g.outside << c.key;
                continue;
            }
            g.slot(*entry, run, arch) << Seen{r.attempt, r.group, r.jobId, c};
            g.present[size_t(*entry)] = true;
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
            || (s.attempt == best->attempt && rank(s.c.body) > rank(best->c.body)))
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
    const Outcome body = last.c.body;
    mark.pcc = last.c.pcc;
    mark.pccThreshold = last.c.pccThreshold;
    mark.pccCheck = last.c.pccCheck;
    const auto earlierFailure = std::find_if(seen.begin(), seen.end(), [&](const Seen& s) {
        return s.attempt < last.attempt && s.c.failed();
    });
    switch (body) {
    case Outcome::Passed:
        mark.kind = earlierFailure == seen.end() ? RunMark::Kind::Passed : RunMark::Kind::PassedOnRetry;
        mark.note = last.c.note;  // a pass the runner's RM_XFAIL stands for (ObservedCase)
        if (earlierFailure != seen.end())
            mark.error = earlierFailure->c.error;
        break;
    case Outcome::Failed:
    case Outcome::Errored:
        mark.kind = RunMark::Kind::Failed;
        mark.error = last.c.error;
        mark.stage = last.c.stage;
        break;
    case Outcome::Skipped:
        mark.kind = RunMark::Kind::NotRun;
        mark.note = last.c.note;
        break;
    case Outcome::XFailed:
        mark.kind = RunMark::Kind::Unread;
        mark.note = last.c.note.isEmpty()
                        ? CiHistory::tr("skipped as an xfail, and the runner recorded no tags to say what it did")
                        : CiHistory::tr("skipped as an xfail; %1, so nothing says what it did").arg(last.c.note);
        break;
    case Outcome::Unknown:
        mark.kind = RunMark::Kind::Unread;
        mark.note = last.c.note;
        break;
    }
    return mark;
}

// The mark of what a run's reports say of an entry on an arch; unknown when a newer
// attempt's report of the entry's group there did not read: it may have re-run the
// entry, so the older attempt's word is not the run's (an unreadable attempt 2 left
// attempt 1's ✗). Another group's unread report says nothing of this entry.
RunMark seenMark(const Gathered& g, const QList<Seen>& seen, int run, int arch)
{
    const Seen& last = finalOf(seen);
    const int slot = g.at(run, arch);
    const int unreadAttempt = std::max(g.unreadAttempt.value({slot, -1}),
                                       last.group < 0 ? 0 : g.unreadAttempt.value({slot, last.group}));
    if (unreadAttempt <= last.attempt)
        return markOf(seen);
    RunMark mark;
    mark.kind = RunMark::Kind::Unread;
    mark.attempt = unreadAttempt;
    mark.note = CiHistory::tr("attempt %1's report on %2 did not read").arg(unreadAttempt).arg(g.arches[arch]);
    return mark;
}

// Why a run holds nothing of an entry on an arch: the same for every entry.
RunMark absentMark(const Gathered& g, int run, const RecordedRun& recorded, int archIndex)
{
    const QString& arch = g.arches[archIndex];
    RunMark mark;
    if (g.unread.contains(g.at(run, archIndex)) || g.unreadRun.contains(run)) {
        mark.kind = RunMark::Kind::Unread;
        mark.note = CiHistory::tr("a report of this run on %1 did not read").arg(arch);
        return mark;
    }
    if (!recorded.described) {
        mark.absence = RunMark::Absence::NotDescribed;
        return mark;
    }
    const QSet<qint64> reported = g.reportedJobs.value(g.at(run, archIndex));
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

EntryHistory historyOf(const Entry& entry, const QString& config, int index, const Gathered& g,
                       const QList<RunMark>& absent)
{
    EntryHistory h;
    h.key = entry.key;
    h.config = config;
    h.inYaml = index < g.firstUnconfigured;
    h.status = h.inYaml ? entry.status() : QStringLiteral("UNSPECIFIED");
    h.reason = entry.reason();
    h.bringupStatus = entry.bringupStatus();
    if (const Field* overrides = entry.field(QStringLiteral("arch_overrides"))) {
        const QVariantMap map = overrides->value.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            if (const QString status = it->toMap().value(QStringLiteral("status")).toString(); !status.isEmpty())
                h.archStatus.insert(it.key(), status.toUpper());
    }
    // Runs of several workflows: one whose runs never held the test did not select
    // it, whatever its jobs did (a nightly's timed-out inference job is no gap in a
    // training test's history). A report that did not read may have held it: still
    // a gap. A run of no known workflow (undescribed) is taken as it is.
    QSet<int> selecting{-1};
    for (int run = 0; run < g.runs; ++run)
        for (int arch = 0; arch < g.arches.size(); ++arch)
            if (!g.slot(index, run, arch).isEmpty())
                selecting.insert(g.runWorkflow[run]);
    RunMark unselected;
    unselected.absence = RunMark::Absence::NotSelected;
    for (int arch = 0; arch < g.arches.size(); ++arch) {
        ArchMarks marks{g.arches[arch], {}};
        marks.marks.reserve(g.runs);
        for (int run = 0; run < g.runs; ++run) {
            const QList<Seen>& seen = g.slot(index, run, arch);
            if (!seen.isEmpty()) {
                marks.marks << seenMark(g, seen, run, arch);
                continue;
            }
            const RunMark& missing = absent[g.at(run, arch)];
            const bool unread = missing.kind == RunMark::Kind::Unread;
            marks.marks << (selecting.contains(g.runWorkflow[run]) || unread ? missing : unselected);
        }
        h.arches << marks;
    }
    h.pcc = PccGuidance::figures(h);
    h.proposal = HistoryProposal::of(h, entry);
    // A family's triage fixes an entry of a YAML; a test in none has no entry to fix.
    if (const RunMark* failure = h.inYaml ? h.newestFailure() : nullptr)
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
                           const QList<ReportReading>& readings, const QStringList& workflows)
{
    return build(QList<ConfigFile>{training}, runs, readings, workflows);
}

CiHistory CiHistory::build(const QList<ConfigFile>& configs, const QList<RecordedRun>& runs,
                           const QList<ReportReading>& readings, const QStringList& workflows)
{
    QElapsedTimer clock;
    clock.start();
    CiHistory history;
    for (const ConfigFile& config : configs)
        history.configs << config.path();
    for (const RecordedRun& run : runs)
        for (const QString& problem : run.problems)
            history.problems << tr("run %1: %2").arg(run.id).arg(problem);
    const QList<int> kept = keptRuns(runs, workflows, history.problems);
    QHash<int, int> slot;
    for (int i = 0; i < kept.size(); ++i) {
        slot.insert(kept[i], i);
        history.runs << shown(runs[kept[i]]);
    }
    for (const ReportReading& r : readings)
        if (slot.contains(r.run) && r.isRead())
            ++history.runs[slot.value(r.run)].reports;
    Gathered g;
    prepare(g, configs, kept, runs, slot, readings);
    gather(g, slot, runs, readings, history.problems);
    history.arches = g.arches;
    history.testcases = g.testcases;
    for (const QStringList& s : std::as_const(g.shadowed))
        history.problems << tr("%1 is in %2 and in %3: the runner uses %3's entry, and so does this history").arg(s[0], s[1], s[2]);
    for (const QStringList& m : std::as_const(g.misrouted))
        history.problems << tr("%1 is in no YAML, and its testcases belong in different ones (%2): no new entry "
                               "proposed; add it by hand where it belongs")
                                .arg(m[0], m[1]);
    if (!g.outside.isEmpty()) {
        g.outside.removeDuplicates();
        history.problems << (configs.size() == 1
                                 ? tr("%n key(s) the training YAML does not hold (inference, another file): left out, "
                                      "e.g. %1", nullptr, int(g.outside.size()))
                                 : tr("%n key(s) no YAML read holds: left out, e.g. %1", nullptr, int(g.outside.size())))
                                .arg(g.outside.constFirst());
    }
    QList<RunMark> absent;  // at(run, arch)
    for (int run = 0; run < g.runs; ++run)
        for (int arch = 0; arch < g.arches.size(); ++arch)
            absent << absentMark(g, run, runs[kept[run]], arch);
    QList<int> present;
    for (int e = 0; e < int(g.entries.size()); ++e)
        if (g.present[size_t(e)])
            present << e;
    // Each entry's history and proposal alone: on every core (a backlog of
    // thousands, many failures to compare with their reasons).
    history.entries = QtConcurrent::blockingMapped<QList<EntryHistory>>(WorkPool::instance(), present, [&](int e) {
        WorkPool::enterTask();
        return historyOf(*g.entries[e].first, history.configs[g.entries[e].second], e, g, absent);
    });
    history.news = RunNews::of(history);
    history.elapsedMs = clock.elapsed();
    return history;
}

Result<CiHistory> CiHistory::read(const QString& trainingPath, const QStringList& runFolders, const QStringList& workflows,
                                  const RunDigest* digest)
{
    return read(QStringList{trainingPath}, runFolders, workflows, digest);
}

Result<CiHistory> CiHistory::read(const QStringList& configPaths, const QStringList& runFolders, const QStringList& workflows,
                                  const RunDigest* digest)
{
    QElapsedTimer clock;
    clock.start();
    // A YAML that does not load is said and left out: one broken file does not
    // stop the others' history. None loading is an error (the first's).
    QList<ConfigFile> configs;
    QStringList unloaded;
    std::optional<Error> firstError;
    for (const QString& path : configPaths) {
        Result<ConfigFile> config = ConfigFile::load(path);
        if (config) {
            configs << std::move(*config);
            continue;
        }
        unloaded << tr("%1 was not read: %2").arg(Checkout::runnerConfigName(path), config.error().toString());
        if (!firstError)
            firstError = config.error();
    }
    if (configs.isEmpty())
        return firstError ? std::unexpected(*firstError) : fail(tr("no YAML to read"));
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
    QStringList damaged;
    CiHistory history = build(configs, runs, RunReports::read(runs, digest, &damaged), workflows);
    history.problems = unloaded + unopened + history.problems;
    history.notes = damaged;
    history.elapsedMs = clock.elapsed();
    return history;
}

QStringList CiHistory::workflows() const
{
    QStringList out;
    for (const HistoryRun& run : runs)
        if (!run.workflow.isEmpty() && !out.contains(run.workflow))
            out << run.workflow;
    return out;
}

QList<int> CiHistory::newestOfEach() const
{
    if (runs.isEmpty())
        return {};
    const QStringList named = workflows();
    if (named.size() < 2)
        return {0};  // one workflow: the newest run, described or not
    QList<int> out;
    for (const QString& workflow : named)
        for (int i = 0; i < runs.size(); ++i)
            if (runs[i].workflow == workflow) {
                out << i;
                break;
            }
    std::sort(out.begin(), out.end());
    return out;
}

const EntryHistory* CiHistory::entry(const QString& key) const&
{
    for (const EntryHistory& h : entries)
        if (h.key == key)
            return &h;
    return nullptr;
}

QList<const EntryHistory*> CiHistory::ofKind(HistoryProposal::Kind kind) const&
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

QList<EntryChange> CiHistory::changesFor(const QStringList& keys, const QString& config) const
{
    QList<EntryChange> changes;
    for (const EntryHistory& h : entries)
        if (h.config == config && keys.contains(h.key) && h.proposal.changes())
            changes << h.proposal.change;
    return changes;
}

QList<QPair<QString, int>> CiHistory::coveredConfigs() const
{
    QList<QPair<QString, int>> out;
    for (const QString& config : configs)
        if (const auto n = std::count_if(entries.begin(), entries.end(), [&](const EntryHistory& h) { return h.config == config; }))
            out << qMakePair(config, int(n));
    return out;
}

QStringList CiHistory::configsOf(const QStringList& keys) const
{
    QStringList out;
    for (const QString& config : configs)
        if (std::any_of(entries.begin(), entries.end(), [&](const EntryHistory& h) { return h.config == config && keys.contains(h.key); }))
            out << config;
    return out;
}

QStringList CiHistory::changingKeys() const
{
    QStringList keys;
    for (const EntryHistory& h : entries)
        if (h.proposal.changesFreely())
            keys << h.key;
    return keys;
}

QStringList CiHistory::heldKeys() const
{
    QStringList keys;
    for (const EntryHistory& h : entries)
        if (h.proposal.isHeld())
            keys << h.key;
    return keys;
}

void CiHistory::holdBack(const QHash<QString, QString>& why)
{
    for (EntryHistory& h : entries)
        if (h.proposal.changes() && why.contains(h.key))
            h.proposal.heldBack = why.value(h.key);
}

}  // namespace dtriage
