#include "cihistory/pccguidance.h"

#include "cihistory/entryhistory.h"
#include "config/entry.h"

#include <QVariantMap>

#include <algorithm>
#include <cmath>
#include <optional>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;

const QString kAssertPcc = QStringLiteral("assert_pcc");
const QString kRequiredPcc = QStringLiteral("required_pcc");
constexpr double kDefaultPcc = 0.99;  // the runner's required_pcc when the YAML names none

// What one arch asks of the check.
struct Target {
    QString arch;
    bool enable = false;
    double required = qQNaN();  // the new required_pcc; NaN: unchanged
    double from = qQNaN();      // the threshold it replaces
    bool sameAs(const Target& o) const
    {
        return enable == o.enable && (std::isnan(required) ? std::isnan(o.required) : required == o.required);
    }
};

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

double centesimalFloor(double value)
{
    return std::floor(value * 100 + 1e-6) / 100;
}

// The next centesimal step above `threshold`, exact (0.97 → 0.98, 0.985 → 0.99).
double nextStep(double threshold)
{
    return std::min(kDefaultPcc, (std::floor(threshold * 100 + 1e-6) + 1) / 100);
}

// The marks the runs observed on `arch`; empty when one passed only on a re-run.
QList<const RunMark*> observed(const ArchMarks& arch)
{
    QList<const RunMark*> out;
    for (const RunMark& mark : arch.marks) {
        if (mark.kind == RunMark::Kind::PassedOnRetry)
            return {};
        if (mark.isObservation())
            out << &mark;
    }
    return out;
}

PccFigures figuresOf(const QString& arch, const QList<const RunMark*>& marks)
{
    PccFigures f{arch};
    std::vector<double> values;
    for (const RunMark* mark : marks)
        if (std::isfinite(mark->pcc))
            values.push_back(mark->pcc);
    f.measured = int(values.size());
    if (values.empty())
        return f;
    std::sort(values.begin(), values.end());
    f.lowest = values.front();
    const size_t mid = values.size() / 2;
    f.median = values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    // The newest run that measured one (marks are newest first; a crash measured nothing).
    const RunMark* newest = *std::find_if(marks.begin(), marks.end(), [](const RunMark* m) { return std::isfinite(m->pcc); });
    f.threshold = newest->pccThreshold;
    f.check = newest->pccCheck;
    return f;
}

// Enable or raise on an arch where every run that saw it passed with a PCC,
// against what the YAML asks there now.
std::optional<Target> raiseOn(const PccFigures& f, const PccSettings& now)
{
    const double t = now.required;
    Target target{f.arch};
    target.from = t;
    target.enable = !now.check && f.lowest > t + PccGuidance::kBuffer;
    if ((now.check || target.enable) && t < kDefaultPcc - 1e-9) {
        const double next = nextStep(t);
        if (f.lowest > kDefaultPcc + PccGuidance::kBuffer)
            target.required = kDefaultPcc;
        else if (f.lowest > next + PccGuidance::kBuffer)
            target.required = next;
    }
    if (!target.enable && std::isnan(target.required))
        return std::nullopt;
    return target;
}

// A YAML scalar as a PCC threshold: null is the runner's default; `fallback` when not a number.
double thresholdOf(const QVariant& value, double fallback)
{
    const QString text = value.toString().trimmed();
    if (text.isEmpty() || text == QLatin1String("null") || text == QLatin1String("~") || text == QLatin1String("Null")
        || text == QLatin1String("NULL"))
        return kDefaultPcc;
    bool ok = false;
    const double d = text.toDouble(&ok);
    return ok && std::isfinite(d) ? d : fallback;
}

// A YAML scalar as a boolean (true/false in any case, as YAML 1.1 and 1.2 agree); `fallback` otherwise.
bool checkOf(const QVariant& value, bool fallback)
{
    const QString text = value.toString().trimmed().toLower();
    return text == QLatin1String("true") ? true : text == QLatin1String("false") ? false : fallback;
}

// The summary's words for one target: "assert_pcc removed; required_pcc 0.97 → 0.98".
QString targetText(const Target& t)
{
    QStringList parts;
    if (t.enable)
        parts << PccGuidance::tr("PCC check on");
    if (!std::isnan(t.required))
        parts << PccGuidance::tr("required_pcc %1 → %2").arg(number(t.from), number(t.required));
    return parts.join(QStringLiteral("; "));
}

// The entry's fields when every observed arch asks the same and none overrides
// them; else each arch's override.
EntryChange changeOf(const EntryHistory& history, const Entry& entry, const QList<Target>& targets)
{
    EntryChange change;
    change.key = history.key;
    QStringList observedArchs, targetArchs;
    for (const ArchMarks& arch : history.arches)
        if (std::any_of(arch.marks.begin(), arch.marks.end(), [](const RunMark& m) { return m.isObservation(); }))
            observedArchs << arch.arch;
    for (const Target& t : targets)
        targetArchs << t.arch;
    const bool whole = std::all_of(targets.begin(), targets.end(), [&](const Target& t) { return t.sameAs(targets.first()); })
                       && HistoryProposal::changesWholeEntry(history, entry, observedArchs, targetArchs,
                                                             {kAssertPcc, kRequiredPcc});
    if (whole) {
        const Target& t = targets.first();
        if (t.enable && entry.field(kAssertPcc))
            change.remove << kAssertPcc;
        if (!std::isnan(t.required) && t.required == kDefaultPcc && entry.field(kRequiredPcc))
            change.remove << kRequiredPcc;
        else if (!std::isnan(t.required))
            change.set << qMakePair(kRequiredPcc, number(t.required));
        return change;
    }
    for (const Target& t : targets) {
        const QVariantMap own = HistoryProposal::overrideOf(entry, t.arch);
        ArchChange arch{t.arch, {}, {}};
        if (t.enable) {
            if (own.contains(kAssertPcc) && !entry.field(kAssertPcc))
                arch.remove << kAssertPcc;
            else
                arch.set << qMakePair(kAssertPcc, QStringLiteral("true"));
        }
        if (!std::isnan(t.required)) {
            if (own.contains(kRequiredPcc) && !entry.field(kRequiredPcc) && t.required == kDefaultPcc)
                arch.remove << kRequiredPcc;
            else
                arch.set << qMakePair(kRequiredPcc, number(t.required));
        }
        change.arches << arch;
    }
    return change;
}

HistoryProposal proposalOf(const EntryHistory& history, const Entry& entry, const QList<Target>& targets,
                           const QList<PccFigures>& figures)
{
    HistoryProposal p;
    p.kind = Kind::Pcc;
    p.change = changeOf(history, entry, targets);
    if (p.change.isEmpty())
        return {};
    QStringList summary;
    for (const Target& t : targets)
        if (!p.change.arches.isEmpty() || summary.isEmpty())
            summary << (p.change.arches.isEmpty() ? targetText(t) : PccGuidance::tr("on %1: %2").arg(t.arch, targetText(t)));
    for (const ArchChange& arch : p.change.arches)
        p.archs << arch.arch;
    p.summary = summary.join(QStringLiteral("; "));
    QList<PccFigures> shown;
    for (const PccFigures& f : figures)
        if (std::any_of(targets.begin(), targets.end(), [&](const Target& t) { return t.arch == f.arch; }))
            shown << f;
    p.why = PccGuidance::describe(shown);
    using Action = HistoryProposal::PccAction;
    const bool enables = std::any_of(targets.begin(), targets.end(), [](const Target& t) { return t.enable; });
    const bool lowers = std::any_of(targets.begin(), targets.end(), [](const Target& t) { return t.required < t.from; });
    p.pccAction = enables ? Action::Enable : lowers ? Action::Lower : Action::Raise;
    return p;
}

}  // namespace

PccSettings PccGuidance::settingsOn(const Entry& entry, const QString& arch)
{
    PccSettings top;
    if (const Field* check = entry.field(kAssertPcc))
        top.check = checkOf(check->value, top.check);
    if (const Field* required = entry.field(kRequiredPcc))
        top.required = thresholdOf(required->value, top.required);
    const QVariantMap own = HistoryProposal::overrideOf(entry, arch);
    return PccSettings{own.contains(kAssertPcc) ? checkOf(own.value(kAssertPcc), top.check) : top.check,
                       own.contains(kRequiredPcc) ? thresholdOf(own.value(kRequiredPcc), top.required) : top.required};
}

bool PccGuidance::passesNow(const RunMark& mark, const Entry& entry, const QString& arch)
{
    // It failed its PCC at the threshold it ran with, and the YAML now turns the
    // check off or asks a threshold it meets. (Another comparison, atol, may have
    // failed too: the runs' marks do not say; the PCC is what they recorded.)
    if (mark.kind != RunMark::Kind::Failed || mark.stage != QLatin1String("INCORRECT_RESULT") || mark.pccCheck != 1
        || !std::isfinite(mark.pcc) || !std::isfinite(mark.pccThreshold) || mark.pcc >= mark.pccThreshold)
        return false;
    const PccSettings now = settingsOn(entry, arch);
    return !now.check || mark.pcc >= now.required;
}

QList<PccFigures> PccGuidance::figures(const EntryHistory& history)
{
    QList<PccFigures> out;
    for (const ArchMarks& arch : history.arches) {
        const QList<const RunMark*> marks = observed(arch);
        if (!marks.isEmpty())
            if (PccFigures f = figuresOf(arch.arch, marks); f.measured > 0)
                out << f;
    }
    return out;
}

HistoryProposal PccGuidance::raised(const EntryHistory& history, const Entry& entry)
{
    QList<Target> targets;
    for (const ArchMarks& arch : history.arches) {
        const QList<const RunMark*> marks = observed(arch);
        const bool passed = !marks.isEmpty() && std::all_of(marks.begin(), marks.end(), [](const RunMark* m) {
            return m->isPass() && std::isfinite(m->pcc);
        });
        if (!passed)
            continue;
        if (const std::optional<Target> t = raiseOn(figuresOf(arch.arch, marks), settingsOn(entry, arch.arch)))
            targets << *t;
    }
    return targets.isEmpty() ? HistoryProposal{} : proposalOf(history, entry, targets, history.pcc);
}

HistoryProposal PccGuidance::lowered(const EntryHistory& history, const Entry& entry, const QStringList& archs)
{
    QList<Target> targets;
    for (const QString& name : archs) {
        const ArchMarks* arch = history.on(name);
        const QList<const RunMark*> marks = arch ? observed(*arch) : QList<const RunMark*>();
        const bool narrow = !marks.isEmpty() && std::all_of(marks.begin(), marks.end(), [](const RunMark* m) {
            return m->kind == RunMark::Kind::Failed && m->stage == QLatin1String("INCORRECT_RESULT") && m->pccCheck == 1
                   && std::isfinite(m->pcc) && std::isfinite(m->pccThreshold);
        });
        if (!narrow)
            return {};
        const PccFigures f = figuresOf(name, marks);
        const double required = settingsOn(entry, name).required;
        // A step below the lowest PCC by the runner's buffer, as a raise keeps clear of a boundary.
        const double to = centesimalFloor(f.lowest - kBuffer);
        if (f.lowest < required - kNarrow || to >= required)
            return {};
        Target t{name};
        t.from = required;
        t.required = to;
        targets << t;
    }
    HistoryProposal p = targets.isEmpty() ? HistoryProposal{} : proposalOf(history, entry, targets, history.pcc);
    if (p.changes())
        p.why = tr("a judgement call: its PCC is steadily a little below what it requires, and lowering the threshold "
                   "accepts that as the model's accuracy (an xfail is the other way); %1")
                    .arg(p.why);
    return p;
}

QString PccGuidance::describe(const QList<PccFigures>& figures)
{
    QStringList parts;
    for (const PccFigures& f : figures) {
        const QString check = f.check == 1 ? tr("check on") : f.check == 0 ? tr("check off") : tr("check not recorded");
        const QString required = std::isfinite(f.threshold) ? tr("required %1, %2").arg(number(f.threshold), check) : check;
        parts << tr("%1: lowest PCC %2, median %3 of %n run(s) (%4)", nullptr, f.measured)
                     .arg(f.arch, QString::number(f.lowest, 'f', 4), QString::number(f.median, 'f', 4), required);
    }
    return parts.join(QStringLiteral("; "));
}

}  // namespace dtriage
