#include "cihistory/historyproposal.h"

#include "cihistory/entryhistory.h"
#include "cihistory/observedreason.h"
#include "cihistory/pccguidance.h"
#include "config/entry.h"
#include "yamlplan/entrystates.h"

#include <algorithm>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;

const QString kStatus = QStringLiteral("status");
const QString kReason = QStringLiteral("reason");
const QString kBringup = QStringLiteral("bringup_status");
const QString kPassing = QStringLiteral("EXPECTED_PASSING");
const QString kXfail = QStringLiteral("KNOWN_FAILURE_XFAIL");

// What the runs say of the entry on one arch.
struct Tally {
    QString arch;
    QString status;  // the status the runner resolves there
    int passes = 0, fails = 0, retries = 0, gaps = 0;
    const RunMark* newestFailure = nullptr;
    int newestFailureRun = -1;  // its run's index: lower is newer
    int newestObservedRun = -1;
    int newestGapRun = -1;

    // A run whose job ended before its report is no evidence either way; only one
    // newer than every run that saw the test leaves the entry's state in doubt (the
    // test may be what hung).
    bool gapIsNewest() const { return newestGapRun >= 0 && newestGapRun < newestObservedRun; }

    bool observed() const { return passes + fails + retries > 0; }
    bool flaky() const { return retries > 0 || (passes > 0 && fails > 0); }
    bool failing() const { return fails > 0 && passes == 0 && retries == 0; }
    bool passing() const { return passes > 0 && fails == 0 && retries == 0; }
};

// A run that failed only a PCC the YAML now accepts counts as a pass (PccGuidance::passesNow).
QList<Tally> tallies(const EntryHistory& history, const Entry& entry)
{
    QList<Tally> out;
    for (const ArchMarks& arch : history.arches) {
        Tally t{arch.arch, history.statusOn(arch.arch)};
        for (int run = 0; run < arch.marks.size(); ++run) {
            const RunMark& mark = arch.marks[run];
            const bool passesNow = PccGuidance::passesNow(mark, entry, arch.arch);
            t.passes += mark.kind == RunMark::Kind::Passed || passesNow;
            t.retries += mark.kind == RunMark::Kind::PassedOnRetry;
            t.gaps += mark.isGap();
            if (mark.isGap() && t.newestGapRun < 0)
                t.newestGapRun = run;
            if (mark.isObservation() && t.newestObservedRun < 0)
                t.newestObservedRun = run;
            if (mark.kind == RunMark::Kind::Failed && !passesNow && ++t.fails == 1) {
                t.newestFailure = &mark;  // marks are newest first
                t.newestFailureRun = run;
            }
        }
        if (t.observed())
            out << t;
    }
    return out;
}

QStringList archsOf(const QList<Tally>& list)
{
    QStringList archs;
    for (const Tally& t : list)
        archs << t.arch;
    return archs;
}

bool changesWholeEntry(const EntryHistory& history, const Entry& entry, const QList<Tally>& all,
                       const QList<Tally>& changed)
{
    return HistoryProposal::changesWholeEntry(history, entry, archsOf(all), archsOf(changed), {kStatus});
}

// The tally of `list` whose failure is the newest.
const Tally& newestFailing(const QList<Tally>& list)
{
    return *std::min_element(list.begin(), list.end(),
                             [](const Tally& a, const Tally& b) { return a.newestFailureRun < b.newestFailureRun; });
}

// The fields of a failure: xfail, its stage when known, its error when recorded.
QList<QPair<QString, QString>> failureFields(const RunMark& failure)
{
    QList<QPair<QString, QString>> set{{kStatus, kXfail}};
    if (!failure.stage.isEmpty())
        set.append({kBringup, failure.stage});
    if (!failure.error.isEmpty())
        set.append({kReason, failure.error});
    return set;
}


HistoryProposal made(Kind kind, const QString& key, const QString& summary, const QString& why)
{
    HistoryProposal p;
    p.kind = kind;
    p.change.key = key;
    p.summary = summary;
    p.why = why;
    return p;
}

HistoryProposal regressed(const EntryHistory& history, const Entry& entry, const QList<Tally>& all,
                          const QList<Tally>& regressedOn)
{
    const RunMark& failure = *newestFailing(regressedOn).newestFailure;
    const QStringList archs = archsOf(regressedOn);
    HistoryProposal p = made(Kind::Regressed, history.key,
                             HistoryProposal::tr("KNOWN_FAILURE_XFAIL: %1").arg(failure.error),
                             HistoryProposal::tr("EXPECTED_PASSING, but it failed in every run it ran on %1")
                                 .arg(archs.join(QStringLiteral(", "))));
    if (changesWholeEntry(history, entry, all, regressedOn)) {
        p.change.set = failureFields(failure);
        return p;
    }
    p.archs = archs;
    for (const Tally& t : regressedOn)
        p.change.arches << ArchChange{t.arch, failureFields(*t.newestFailure), {}};
    p.summary = HistoryProposal::tr("KNOWN_FAILURE_XFAIL on %1: %2").arg(archs.join(QStringLiteral(", ")), failure.error);
    return p;
}

// "p150: passed 2, failed 1" for each arch whose runs disagree.
QString tallyText(const QList<Tally>& list)
{
    QStringList parts;
    for (const Tally& t : list) {
        if (!t.flaky())
            continue;
        QStringList counts;
        if (t.passes)
            counts << HistoryProposal::tr("passed %1").arg(t.passes);
        if (t.fails)
            counts << HistoryProposal::tr("failed %1").arg(t.fails);
        if (t.retries)
            counts << HistoryProposal::tr("passed only on a re-run %1").arg(t.retries);
        parts << QStringLiteral("%1: %2").arg(t.arch, counts.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("; "));
}

// EXPECTED_PASSING where every run it ran passed: the entry as a whole when that is
// every arch it ran on and none has its own status, else those archs' overrides.
HistoryProposal promoted(const EntryHistory& history, const Entry& entry, const QList<Tally>& all,
                         const QList<Tally>& passing)
{
    QList<Tally> toPromote;
    for (const Tally& t : passing)
        if (t.status != kPassing)
            toPromote << t;
    if (toPromote.isEmpty())
        return made(Kind::None, history.key, {}, HistoryProposal::tr("passes, as its YAML says"));
    const QStringList archs = archsOf(toPromote);
    HistoryProposal p = made(Kind::Promote, history.key, QString(),
                             HistoryProposal::tr("passed in every run it ran on %1").arg(archs.join(QStringLiteral(", "))));
    if (changesWholeEntry(history, entry, all, passing)) {
        p.change = EntryStates::minimal(entry, EntryStates::passing());
        p.change.key = history.key;
        p.summary = HistoryProposal::tr("EXPECTED_PASSING");
        return p;
    }
    p.archs = archs;
    for (const Tally& t : toPromote) {
        QStringList removals;
        for (const QString& field : {kReason, kBringup})
            if (HistoryProposal::overrideOf(entry, t.arch).contains(field))
                removals << field;
        p.change.arches << ArchChange{t.arch, {{kStatus, kPassing}}, removals};
    }
    p.summary = HistoryProposal::tr("EXPECTED_PASSING on %1").arg(archs.join(QStringLiteral(", ")));
    return p;
}

// The error observed, verbatim, where the reason an arch resolves to is missing or
// says otherwise, and the stage where it differs. The archs that take the entry's
// own reason decide it from their newest failure; an arch that has a reason of its
// own (arch_overrides), or fails otherwise than the entry's reason then says, gets
// its own override.
HistoryProposal recorded(const EntryHistory& history, const Entry& entry, const QList<Tally>& failing)
{
    HistoryProposal p = made(Kind::Record, history.key, QString(), QString());
    QList<Tally> atTop;
    for (const Tally& t : failing)
        if (!HistoryProposal::overrideOf(entry, t.arch).contains(kReason))
            atTop << t;
    QString topReason = entry.reason(), topStage = entry.bringupStatus();
    bool reasonOff = false, stageOff = false;
    if (!atTop.isEmpty()) {
        const RunMark& chosen = *newestFailing(atTop).newestFailure;
        reasonOff = !chosen.error.isEmpty() && !ObservedReason::agrees(topReason, chosen.error);
        stageOff = !chosen.stage.isEmpty() && chosen.stage != topStage;
        if (reasonOff)
            p.change.set << qMakePair(kReason, topReason = chosen.error);
        if (stageOff)
            p.change.set << qMakePair(kBringup, topStage = chosen.stage);
    }
    for (const Tally& t : failing) {
        const RunMark& own = *t.newestFailure;
        const QVariantMap override = HistoryProposal::overrideOf(entry, t.arch);
        const QString reason = override.value(kReason, topReason).toString();
        const QString stage = override.value(kBringup, topStage).toString();
        QList<QPair<QString, QString>> set;
        if (!own.error.isEmpty() && !ObservedReason::agrees(reason, own.error))
            set << qMakePair(kReason, own.error);
        // A stage the run did not say (a crash elsewhere moved the top's) stays what
        // the YAML said for this arch.
        const QString ownStage = own.stage.isEmpty() ? override.value(kBringup, entry.bringupStatus()).toString() : own.stage;
        if (!set.isEmpty() && !ownStage.isEmpty() && ownStage != stage)
            set << qMakePair(kBringup, ownStage);
        if (set.isEmpty())
            continue;
        p.change.arches << ArchChange{t.arch, set, {}};
        p.archs << t.arch;
    }
    if (!p.changes())
        return made(Kind::None, history.key, {}, HistoryProposal::tr("failed in every run it ran, as its YAML says"));
    p.summary = reasonOff ? HistoryProposal::tr("reason: %1").arg(topReason)
                          : stageOff ? HistoryProposal::tr("bringup_status: %1").arg(topStage)
                                     : HistoryProposal::tr("reason on %1").arg(p.archs.join(QStringLiteral(", ")));
    p.why = entry.reason().isEmpty() ? HistoryProposal::tr("failed in every run it ran; its YAML gives no reason")
                                     : HistoryProposal::tr("failed in every run it ran, otherwise than its YAML says");
    return p;
}

// A test in no YAML: a new entry when it passed in every run on every arch it ran
// and no job that ended before its report is newer; else nothing (the runner's
// ADD_CONFIG at INCORRECT_RESULT, a PCC to set, is left to the engineer).
HistoryProposal addition(const EntryHistory& history, const Entry& entry, const QList<Tally>& all)
{
    const QString archs = archsOf(all).join(QStringLiteral(", "));
    const bool passes = std::all_of(all.begin(), all.end(), [](const Tally& t) { return t.passing() && !t.gapIsNewest(); });
    // A new entry speaks for every arch: one the runs should have said of and did not
    // (its jobs ended without reports) is no pass.
    if (!passes || !HistoryProposal::changesWholeEntry(history, entry, archsOf(all), archsOf(all), {kStatus}))
        return made(Kind::None, history.key, {},
                    HistoryProposal::tr("in no YAML (UNSPECIFIED): an entry is proposed only for a test that passed in "
                                        "every run it ran on every arch the runs cover"));
    HistoryProposal p = made(Kind::Add, history.key, HistoryProposal::tr("new entry: EXPECTED_PASSING"),
                             HistoryProposal::tr("in no YAML (UNSPECIFIED), passed in every run it ran on %1 (the "
                                                 "runner's ADD_CONFIG)").arg(archs));
    p.change.set = {{kStatus, kPassing}};
    p.change.add = true;
    return p;
}

}  // namespace

HistoryProposal HistoryProposal::of(const EntryHistory& history, const Entry& entry)
{
    const QList<Tally> all = tallies(history, entry);
    if (all.isEmpty())
        return made(Kind::None, history.key, {}, tr("not run by these runs"));
    if (!history.inYaml)
        return addition(history, entry, all);
    QList<Tally> regressedOn, passing, failing;
    for (const Tally& t : all) {
        if (t.failing() && t.status == kPassing)
            regressedOn << t;
        if (t.passing())
            passing << t;
        if (t.failing())
            failing << t;
    }
    if (!regressedOn.isEmpty()) {
        if (HistoryProposal lower = PccGuidance::lowered(history, entry, archsOf(regressedOn)); lower.changes())
            return lower;
        return regressed(history, entry, all, regressedOn);
    }
    if (std::any_of(all.begin(), all.end(), [](const Tally& t) { return t.flaky(); })) {
        // A failure in the newest run after passes is news, not noise (RunNews).
        QStringList newlyFailing;
        for (const Tally& t : all)
            if (t.flaky() && t.newestFailureRun == 0)
                newlyFailing << t.arch;
        const QString summary = newlyFailing.isEmpty()
                                    ? tr("no change: its outcome differs between runs")
                                    : tr("no change: its outcome differs between runs; it failed in the newest run on %1")
                                          .arg(newlyFailing.join(QStringLiteral(", ")));
        return made(Kind::Flaky, history.key, summary, tallyText(all));
    }
    if (!passing.isEmpty()) {
        const auto gap = std::find_if(passing.begin(), passing.end(),
                                      [](const Tally& t) { return t.status != kPassing && t.gapIsNewest(); });
        if (gap != passing.end())
            return made(Kind::None, history.key, {},
                        tr("passed in every run it ran on %1, but its %1 job in a newer run ended before its report: "
                           "promote after a run that covers it")
                            .arg(gap->arch));
        HistoryProposal p = promoted(history, entry, all, passing);
        if (p.kind == Kind::None)
            if (HistoryProposal pcc = PccGuidance::raised(history, entry); pcc.changes())
                return pcc;
        return p;
    }
    return recorded(history, entry, failing);
}

QString HistoryProposal::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return QStringLiteral("none");
    case Kind::Regressed: return QStringLiteral("regressed");
    case Kind::Promote: return QStringLiteral("promote");
    case Kind::Record: return QStringLiteral("record");
    case Kind::Flaky: return QStringLiteral("flaky");
    case Kind::Pcc: return QStringLiteral("pcc");
    case Kind::Add: return QStringLiteral("add");
    }
    return {};
}

std::optional<HistoryProposal::Kind> HistoryProposal::kindFromName(const QString& name)
{
    for (Kind kind : {Kind::None, Kind::Regressed, Kind::Promote, Kind::Record, Kind::Flaky, Kind::Pcc, Kind::Add})
        if (kindName(kind) == name.trimmed().toLower())
            return kind;
    return std::nullopt;
}

QString HistoryProposal::kindTitle(Kind kind)
{
    switch (kind) {
    case Kind::None: return tr("No change");
    case Kind::Regressed: return tr("Regressed");
    case Kind::Promote: return tr("Promote");
    case Kind::Record: return tr("Record");
    case Kind::Flaky: return tr("Flaky");
    case Kind::Pcc: return tr("PCC");
    case Kind::Add: return tr("Add");
    }
    return {};
}

QString HistoryProposal::pccActionName(PccAction action)
{
    switch (action) {
    case PccAction::None: return {};
    case PccAction::Enable: return QStringLiteral("enable");
    case PccAction::Raise: return QStringLiteral("raise");
    case PccAction::Lower: return QStringLiteral("lower");
    }
    return {};
}

QVariantMap HistoryProposal::overrideOf(const Entry& entry, const QString& arch)
{
    const Field* overrides = entry.field(QStringLiteral("arch_overrides"));
    return overrides ? overrides->value.toMap().value(arch).toMap() : QVariantMap();
}

bool HistoryProposal::changesWholeEntry(const EntryHistory& history, const Entry& entry, const QStringList& observed,
                                        const QStringList& changed, const QStringList& ownFields)
{
    if (changed.size() != observed.size())
        return false;
    const auto ownsOne = [&](const QString& arch) {
        const QVariantMap own = overrideOf(entry, arch);
        return std::any_of(ownFields.begin(), ownFields.end(), [&](const QString& f) { return own.contains(f); });
    };
    for (const ArchMarks& arch : history.arches) {
        const bool seen = observed.contains(arch.arch);
        if (seen && ownsOne(arch.arch))
            return false;
        if (seen || ownsOne(arch.arch))
            continue;
        const bool unselected = std::all_of(arch.marks.begin(), arch.marks.end(), [](const RunMark& m) {
            return m.kind == RunMark::Kind::Missing && m.absence == RunMark::Absence::NotSelected;
        });
        if (!unselected)
            return false;
    }
    return true;
}

QList<HistoryProposal::Kind> HistoryProposal::listedKinds()
{
    return {Kind::Regressed, Kind::Promote, Kind::Add, Kind::Pcc, Kind::Record, Kind::Flaky};
}

}  // namespace dtriage
