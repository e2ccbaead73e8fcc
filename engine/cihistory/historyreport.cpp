#include "cihistory/historyreport.h"

#include "ci/runpage.h"
#include "families/families.h"
#include "report/markdownrenderer.h"
#include "report/plaintextrenderer.h"
#include "report/reportdocument.h"

#include <QJsonArray>
#include <QLocale>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;

QString day(const QDateTime& when)
{
    return when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd")) : QStringLiteral("?");
}

QString runLabel(const HistoryRun& run)
{
    return run.attempt > 1 ? HistoryReport::tr("%1 (%2, attempt %3)").arg(run.id).arg(day(run.created)).arg(run.attempt)
                           : HistoryReport::tr("%1 (%2)").arg(run.id).arg(day(run.created));
}

QJsonArray pairs(const QList<QPair<QString, QString>>& set)
{
    QJsonArray out;
    for (const auto& [field, value] : set)
        out.append(QJsonObject{{QStringLiteral("field"), field}, {QStringLiteral("value"), value}});
    return out;
}

QJsonObject changeJson(const EntryChange& change)
{
    QJsonArray arches;
    for (const ArchChange& arch : change.arches)
        arches.append(QJsonObject{{QStringLiteral("arch"), arch.arch},
                                  {QStringLiteral("set"), pairs(arch.set)},
                                  {QStringLiteral("remove"), QJsonArray::fromStringList(arch.remove)}});
    return {{QStringLiteral("set"), pairs(change.set)},
            {QStringLiteral("remove"), QJsonArray::fromStringList(change.remove)},
            {QStringLiteral("arch_overrides"), arches}};
}

QJsonObject markJson(const RunMark& mark, const HistoryRun& run)
{
    QJsonObject out{{QStringLiteral("run"), QString::number(run.id)}, {QStringLiteral("kind"), RunMark::kindName(mark.kind)}};
    if (mark.absence != RunMark::Absence::None)
        out.insert(QStringLiteral("absence"), RunMark::absenceName(mark.absence));
    if (!mark.error.isEmpty())
        out.insert(QStringLiteral("error"), mark.error);
    if (!mark.stage.isEmpty())
        out.insert(QStringLiteral("stage"), mark.stage);
    if (!mark.note.isEmpty())
        out.insert(QStringLiteral("note"), mark.note);
    out.insert(QStringLiteral("attempt"), mark.attempt);
    return out;
}

QJsonObject entryJson(const EntryHistory& h, const CiHistory& history)
{
    QJsonObject marks;
    for (const ArchMarks& arch : h.arches) {
        QJsonArray list;
        for (int i = 0; i < arch.marks.size(); ++i)
            list.append(markJson(arch.marks[i], history.runs[i]));
        marks.insert(arch.arch, list);
    }
    const HistoryProposal& p = h.proposal;
    return {{QStringLiteral("key"), h.key},
            {QStringLiteral("status"), h.status},
            {QStringLiteral("reason"), h.reason},
            {QStringLiteral("bringup_status"), h.bringupStatus},
            {QStringLiteral("family"), h.family},
            {QStringLiteral("marks"), marks},
            {QStringLiteral("proposal"),
             QJsonObject{{QStringLiteral("kind"), HistoryProposal::kindName(p.kind)},
                         {QStringLiteral("summary"), p.summary},
                         {QStringLiteral("why"), p.why},
                         {QStringLiteral("archs"), QJsonArray::fromStringList(p.archs)},
                         {QStringLiteral("held"), p.isHeld()},  // held_back: why, in the user's words
                         {QStringLiteral("held_back"), p.heldBack},
                         {QStringLiteral("change"), changeJson(p.change)}}}};
}

// "triage it (family dtype, …): `dtype-triage triage KEY`" where a failure family takes the error.
QString familyHint(const EntryHistory& h)
{
    const FailureFamily* family = h.family.isEmpty() ? nullptr : Families::byId(h.family);
    return family ? HistoryReport::tr("triage it (family %1, %2): `dtype-triage triage %3`").arg(family->id(), family->title(), h.key)
                  : QString();
}

// One entry's bullet: its key, the change, why, its strips; the family to triage it with.
report::Inline entryItem(const EntryHistory& h)
{
    using namespace report;
    Inline item{code(h.key), plain(QStringLiteral(": %1 (%2; ").arg(h.proposal.summary, h.proposal.why))};
    for (int a = 0; a < h.arches.size(); ++a) {
        item << plain((a ? QStringLiteral(", ") : QString()) + h.arches[a].arch + u' ')
             << code(HistoryReport::strip(h.arches[a]));
    }
    item << plain(QStringLiteral(")"));
    const FailureFamily* family = h.family.isEmpty() ? nullptr : Families::byId(h.family);
    if (family)
        item << plain(HistoryReport::tr(" — triage it (family %1, %2): ").arg(family->id(), family->title()))
             << code(QStringLiteral("dtype-triage triage ") + h.key);
    return item;
}

}  // namespace

QString HistoryReport::strip(const ArchMarks& marks)
{
    QString out;
    for (const RunMark& mark : marks.marks)
        out += mark.glyph();
    return out;
}

// The verb's text as the report's document model (PlainTextRenderer): what each
// entry shows is said once, whatever renders it.
report::Document HistoryReport::document(const CiHistory& history)
{
    using namespace report;
    Document doc;
    QStringList runs;
    for (const HistoryRun& run : history.runs)
        runs << runLabel(run);
    doc << paragraph({plain(tr("runs (newest first): %1").arg(runs.join(QStringLiteral(", "))))})
        << paragraph({plain(tr("archs: %1; %2 entries, %3 testcases read in %4 ms")
                                .arg(history.arches.join(QStringLiteral(", ")))
                                .arg(history.entries.size())
                                .arg(history.testcases)
                                .arg(history.elapsedMs))});
    for (Kind kind : HistoryProposal::listedKinds()) {
        const QList<const EntryHistory*> entries = history.ofKind(kind);
        if (entries.isEmpty())
            continue;
        doc << heading(2, {plain(QStringLiteral("%1 (%2)").arg(HistoryProposal::kindTitle(kind)).arg(entries.size()))});
        for (const EntryHistory* h : entries) {
            const QString change = h->proposal.heldBack.isEmpty()
                                       ? QStringLiteral(": %1").arg(h->proposal.summary)
                                       : tr(": %1 — held back: %2").arg(h->proposal.summary, h->proposal.heldBack);
            QStringList strips;
            for (const ArchMarks& arch : h->arches)
                strips << QStringLiteral("%1 %2").arg(arch.arch, strip(arch));
            QList<Inline> details{{plain(QStringLiteral("%1 — %2").arg(strips.join(QStringLiteral("  ")), h->proposal.why))}};
            if (const QString hint = familyHint(*h); !hint.isEmpty())
                details << Inline{plain(hint)};
            doc << bullets({{code(h->key), plain(change)}}) << bullets(details, 1);
        }
    }
    QList<Inline> triage;
    for (const EntryHistory& h : history.entries)
        if (h.proposal.kind == Kind::None && !h.family.isEmpty())
            triage << Inline{code(h.key), plain(QStringLiteral(": ") + familyHint(h))};
    if (!triage.isEmpty())
        doc << heading(2, {plain(tr("Failing as the YAML says, a failure family's (%1)").arg(triage.size()))}) << bullets(triage);
    const auto section = [&doc](const QString& title, const QStringList& lines) {
        QList<Inline> items;
        for (const QString& line : lines)
            items << Inline{plain(line)};
        if (!items.isEmpty())
            doc << heading(2, {plain(title)}) << bullets(items);
    };
    section(tr("Noticed (%1)").arg(history.notes.size()), history.notes);
    section(tr("Not taken (%1)").arg(history.problems.size()), history.problems);
    return doc;
}

QStringList HistoryReport::lines(const CiHistory& history)
{
    return PlainTextRenderer::lines(document(history));
}

QJsonObject HistoryReport::json(const CiHistory& history)
{
    QJsonArray runs;
    for (const HistoryRun& run : history.runs)
        runs.append(QJsonObject{{QStringLiteral("id"), QString::number(run.id)},
                                {QStringLiteral("attempt"), run.attempt},
                                {QStringLiteral("workflow"), run.workflow},
                                {QStringLiteral("created"), run.created.toUTC().toString(Qt::ISODate)},
                                {QStringLiteral("conclusion"), run.conclusion},
                                {QStringLiteral("url"), run.url},
                                {QStringLiteral("reports"), run.reports}});
    QJsonArray entries;
    QJsonObject counts;
    for (const EntryHistory& h : history.entries) {
        entries.append(entryJson(h, history));
        const QString kind = HistoryProposal::kindName(h.proposal.kind);
        counts.insert(kind, counts.value(kind).toInt() + 1);
    }
    return {{QStringLiteral("runs"), runs},
            {QStringLiteral("archs"), QJsonArray::fromStringList(history.arches)},
            {QStringLiteral("testcases"), history.testcases},
            {QStringLiteral("entries"), entries},
            {QStringLiteral("counts"), counts},
            {QStringLiteral("problems"), QJsonArray::fromStringList(history.problems)},
            {QStringLiteral("notes"), QJsonArray::fromStringList(history.notes)},
            {QStringLiteral("elapsed_ms"), history.elapsedMs}};
}

// The PR text as the report's document model, so that every outside text in it (a
// key, a reason, a workflow's name) is escaped by the renderer, and the only links
// are the runs' pages the workbench builds from their ids.
QString HistoryReport::pullRequest(const CiHistory& history, const QStringList& keys, const QString& repo)
{
    using namespace report;
    Document doc;
    const QString workflow = history.runs.isEmpty() ? QString() : history.runs.constFirst().workflow;
    doc << heading(1, {plain(tr("Training test config synced with %1").arg(workflow.isEmpty() ? tr("CI") : workflow))});
    doc << paragraph({plain(tr("Runs read: %1, on %2. Each change below is what they show on every arch they ran; no entry "
                               "they did not run is touched.")
                                .arg(history.runs.size())
                                .arg(history.arches.join(QStringLiteral(", "))))});
    for (Kind kind : HistoryProposal::listedKinds()) {
        QList<Inline> items;
        for (const EntryHistory* h : history.ofKind(kind)) {
            if (kind == Kind::Flaky || keys.contains(h->key))
                items << entryItem(*h);
        }
        if (items.isEmpty())
            continue;
        const QString title = kind == Kind::Flaky ? tr("Flaky, left as they are") : HistoryProposal::kindTitle(kind);
        doc << heading(2, {plain(QStringLiteral("%1 (%2)").arg(title).arg(items.size()))}) << bullets(items);
    }
    QList<Inline> runs;
    for (const HistoryRun& run : history.runs) {
        const QString page = RunPage::of(repo, run.id);
        runs << Inline{page.isEmpty() ? plain(runLabel(run)) : link(runLabel(run), page),
                       plain(tr(" %1, reports read: %2")
                                 .arg(run.conclusion.isEmpty() ? tr("conclusion unknown") : run.conclusion)
                                 .arg(run.reports))};
    }
    doc << heading(2, {plain(tr("Runs"))}) << bullets(runs);
    doc << paragraph({plain(tr("Marks, newest run first: ✓ passed, ✗ failed, ↻ passed on a re-run, – not run (skipped), ⌛ its "
                               "job ended without a report, · not selected, ? not read."))})
        << paragraph({plain(tr("Made with dtype-triage sync."))});
    return MarkdownRenderer::render(doc);
}

}  // namespace dtriage
