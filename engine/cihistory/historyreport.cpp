#include "cihistory/historyreport.h"
#include "checkout/checkout.h"

#include "families/families.h"
#include "report/plaintextrenderer.h"
#include "report/reportdocument.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;

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
            {QStringLiteral("arch_overrides"), arches},
            {QStringLiteral("add"), change.add}};
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
    QJsonArray pcc;
    for (const PccFigures& f : h.pcc) {
        QJsonObject figures{{QStringLiteral("arch"), f.arch}, {QStringLiteral("runs"), f.measured},
                            {QStringLiteral("lowest"), f.lowest}, {QStringLiteral("median"), f.median}};
        if (std::isfinite(f.threshold))
            figures.insert(QStringLiteral("required"), f.threshold);
        if (f.check >= 0)
            figures.insert(QStringLiteral("check"), f.check == 1);
        pcc.append(figures);
    }
    const HistoryProposal& p = h.proposal;
    return {{QStringLiteral("key"), h.key},
            {QStringLiteral("yaml"), Checkout::runnerConfigName(h.config)},
            {QStringLiteral("in_yaml"), h.inYaml},
            {QStringLiteral("pcc"), pcc},
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
                         {QStringLiteral("pcc_action"), HistoryProposal::pccActionName(p.pccAction)},
                         {QStringLiteral("change"), changeJson(p.change)}}}};
}

// "triage it (family dtype, …): `dtype-triage triage KEY`" where a failure family takes the error.
QString familyHint(const EntryHistory& h)
{
    const FailureFamily* family = h.family.isEmpty() ? nullptr : Families::byId(h.family);
    return family ? HistoryReport::tr("triage it (family %1, %2): `dtype-triage triage %3`").arg(family->id(), family->title(), h.key)
                  : QString();
}

}  // namespace

QString HistoryReport::day(const QDateTime& when)
{
    return when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd")) : QStringLiteral("?");
}

QString HistoryReport::runLabel(const HistoryRun& run, bool named)
{
    const QString when = named && !run.workflow.isEmpty() ? tr("%1, %2").arg(run.workflow, day(run.created)) : day(run.created);
    return run.attempt > 1 ? tr("%1 (%2, attempt %3)").arg(run.id).arg(when).arg(run.attempt)
                           : tr("%1 (%2)").arg(run.id).arg(when);
}

QString HistoryReport::workflowNames(const CiHistory& history)
{
    QStringList names = history.workflows();
    names.removeAll(QString());
    if (names.isEmpty())
        return tr("CI");
    const QString last = names.takeLast();
    return names.isEmpty() ? last : tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

// "new on p150: KEY — error", "fixed on n150: KEY (was: error)", "another error on n150: KEY — a (was: b)".
report::Inline HistoryReport::newsItem(const NewsItem& item, bool withRun)
{
    using namespace report;
    const QString where = withRun ? tr("%1 in run %2").arg(item.arch).arg(item.run) : item.arch;
    switch (item.kind) {
    case NewsItem::Kind::New:
        return {plain(tr("new failure on %1: ").arg(where)), code(item.key),
                plain(item.error.isEmpty() ? QString() : QStringLiteral(" — ") + item.error)};
    case NewsItem::Kind::Fixed:
        return {plain(tr("fixed on %1: ").arg(where)), code(item.key),
                plain(item.before.isEmpty() ? QString() : tr(" (was: %1)").arg(item.before))};
    case NewsItem::Kind::Persisting: break;
    }
    return {plain(tr("failing with another error on %1: ").arg(where)), code(item.key),
            plain(tr(" — %1 (was: %2)").arg(item.error, item.before))};
}

void HistoryReport::appendNews(report::Document& doc, const CiHistory& history, int level)
{
    using namespace report;
    const QString news = history.news.summary();
    if (news.isEmpty())
        return;
    const bool several = history.news.runs.size() > 1;
    doc << heading(level, {plain(several ? tr("News of the newest runs") : tr("News of the newest run"))})
        << paragraph({plain(news)});
    QList<Inline> items;
    for (const NewsItem& item : history.news.listed())
        items << newsItem(item, several);
    if (!items.isEmpty())
        doc << bullets(items);
}

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
    const bool named = history.workflows().size() > 1;
    for (const HistoryRun& run : history.runs)
        runs << runLabel(run, named);
    doc << paragraph({plain(tr("runs (newest first): %1").arg(runs.join(QStringLiteral(", "))))})
        << paragraph({plain(tr("archs: %1; %2 entries, %3 testcases read in %4 ms")
                                .arg(history.arches.join(QStringLiteral(", ")))
                                .arg(history.entries.size())
                                .arg(history.testcases)
                                .arg(history.elapsedMs))});
    // Several YAMLs: which the entries are of (keys name their run mode, not their file).
    if (const QList<QPair<QString, int>> covered = history.coveredConfigs(); covered.size() > 1) {
        QStringList names;
        for (const auto& [config, count] : covered)
            names << tr("%1 (%n entry(ies))", nullptr, count).arg(Checkout::runnerConfigName(config));
        doc << paragraph({plain(tr("test configs: %1").arg(names.join(QStringLiteral(", "))))});
    }
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
    appendNews(doc, history, 2);
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
    QJsonArray news;
    for (const NewsItem& item : history.news.items) {
        QJsonObject one{{QStringLiteral("kind"), RunNews::kindName(item.kind)}, {QStringLiteral("key"), item.key},
                        {QStringLiteral("arch"), item.arch}};
        if (!item.error.isEmpty())
            one.insert(QStringLiteral("error"), item.error);
        if (!item.before.isEmpty())
            one.insert(QStringLiteral("before"), item.before);
        if (item.kind == NewsItem::Kind::Persisting)
            one.insert(QStringLiteral("cause_changed"), item.causeChanged);
        one.insert(QStringLiteral("run"), QString::number(item.run));
        news.append(one);
    }
    QJsonArray newsRuns;
    for (qint64 id : history.news.runs)
        newsRuns.append(QString::number(id));
    return {{QStringLiteral("runs"), runs},
            {QStringLiteral("workflows"), QJsonArray::fromStringList(history.workflows())},
            {QStringLiteral("news"), QJsonObject{{QStringLiteral("run"), QString::number(history.news.run)},
                                                 {QStringLiteral("runs"), newsRuns},
                                                 {QStringLiteral("items"), news}}},
            {QStringLiteral("archs"), QJsonArray::fromStringList(history.arches)},
            {QStringLiteral("testcases"), history.testcases},
            {QStringLiteral("entries"), entries},
            {QStringLiteral("counts"), counts},
            {QStringLiteral("problems"), QJsonArray::fromStringList(history.problems)},
            {QStringLiteral("notes"), QJsonArray::fromStringList(history.notes)},
            {QStringLiteral("elapsed_ms"), history.elapsedMs}};
}

}  // namespace dtriage
