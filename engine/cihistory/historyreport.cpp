#include "cihistory/historyreport.h"
#include "checkout/checkout.h"

#include "families/families.h"
#include "report/plaintextrenderer.h"
#include "report/reportdocument.h"

#include "core/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;

void writePairs(JsonText& out, const QList<QPair<QString, QString>>& set)
{
    out.beginArray();
    for (const auto& [field, value] : set)
        out.beginObject().member(QLatin1StringView("field"), field).member(QLatin1StringView("value"), value).endObject();
    out.endArray();
}

void writeChange(JsonText& out, const EntryChange& change)
{
    out.beginObject();
    out.key(QLatin1StringView("add")).value(change.add);
    out.key(QLatin1StringView("arch_overrides")).beginArray();
    for (const ArchChange& arch : change.arches) {
        out.beginObject().member(QLatin1StringView("arch"), arch.arch);
        out.key(QLatin1StringView("remove")).strings(arch.remove);
        writePairs(out.key(QLatin1StringView("set")), arch.set);
        out.endObject();
    }
    out.endArray();
    out.key(QLatin1StringView("remove")).strings(change.remove);
    writePairs(out.key(QLatin1StringView("set")), change.set);
    out.endObject();
}

void writeMark(JsonText& out, const RunMark& mark, const QString& run)
{
    out.beginObject();
    if (mark.absence != RunMark::Absence::None)
        out.member(QLatin1StringView("absence"), RunMark::absenceName(mark.absence));
    out.member(QLatin1StringView("attempt"), mark.attempt);
    if (!mark.error.isEmpty())
        out.member(QLatin1StringView("error"), mark.error);
    out.member(QLatin1StringView("kind"), RunMark::kindName(mark.kind));
    if (!mark.note.isEmpty())
        out.member(QLatin1StringView("note"), mark.note);
    out.member(QLatin1StringView("run"), run);
    if (!mark.stage.isEmpty())
        out.member(QLatin1StringView("stage"), mark.stage);
    out.endObject();
}

void writePcc(JsonText& out, const QList<PccFigures>& figures)
{
    out.beginArray();
    for (const PccFigures& f : figures) {
        out.beginObject().member(QLatin1StringView("arch"), f.arch);
        if (f.check >= 0)
            out.member(QLatin1StringView("check"), f.check == 1);
        out.member(QLatin1StringView("lowest"), f.lowest).member(QLatin1StringView("median"), f.median);
        if (std::isfinite(f.threshold))
            out.member(QLatin1StringView("required"), f.threshold);
        out.member(QLatin1StringView("runs"), f.measured).endObject();
    }
    out.endArray();
}

void writeProposal(JsonText& out, const HistoryProposal& p)
{
    out.beginObject();
    out.key(QLatin1StringView("archs")).strings(p.archs);
    writeChange(out.key(QLatin1StringView("change")), p.change);
    out.member(QLatin1StringView("held"), p.isHeld());  // held_back: why, in the user's words
    out.member(QLatin1StringView("held_back"), p.heldBack);
    out.member(QLatin1StringView("kind"), HistoryProposal::kindName(p.kind));
    out.member(QLatin1StringView("pcc_action"), HistoryProposal::pccActionName(p.pccAction));
    out.member(QLatin1StringView("summary"), p.summary).member(QLatin1StringView("why"), p.why).endObject();
}

// `runIds`: each run's id as text, once for all entries.
void writeEntry(JsonText& out, const EntryHistory& h, const QStringList& runIds)
{
    out.beginObject();
    out.member(QLatin1StringView("bringup_status"), h.bringupStatus).member(QLatin1StringView("family"), h.family);
    out.member(QLatin1StringView("in_yaml"), h.inYaml).member(QLatin1StringView("key"), h.key);
    // By name, as QJsonObject wrote them (the arches come in tt-xla's order).
    QList<const ArchMarks*> byName;
    for (const ArchMarks& arch : h.arches)
        byName << &arch;
    std::sort(byName.begin(), byName.end(), [](const ArchMarks* a, const ArchMarks* b) { return a->arch < b->arch; });
    out.key(QLatin1StringView("marks")).beginObject();
    for (const ArchMarks* archMarks : std::as_const(byName)) {
        const ArchMarks& arch = *archMarks;
        out.key(arch.arch).beginArray();
        for (int i = 0; i < arch.marks.size(); ++i)
            writeMark(out, arch.marks[i], runIds[i]);
        out.endArray();
    }
    out.endObject();
    writePcc(out.key(QLatin1StringView("pcc")), h.pcc);
    writeProposal(out.key(QLatin1StringView("proposal")), h.proposal);
    out.member(QLatin1StringView("reason"), h.reason).member(QLatin1StringView("status"), h.status);
    out.member(QLatin1StringView("yaml"), Checkout::runnerConfigName(h.config)).endObject();
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

QByteArray HistoryReport::jsonText(const CiHistory& history)
{
    JsonText out;
    out.beginObject();
    out.key(QLatin1StringView("archs")).strings(history.arches);
    // Members by name, as QJsonObject wrote them.
    QMap<QString, int> counts;
    for (const EntryHistory& h : history.entries)
        ++counts[HistoryProposal::kindName(h.proposal.kind)];
    out.key(QLatin1StringView("counts")).beginObject();
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.key(it.key()).value(it.value());
    out.endObject();
    out.member(QLatin1StringView("elapsed_ms"), history.elapsedMs);
    QStringList runIds;
    for (const HistoryRun& run : history.runs)
        runIds << QString::number(run.id);
    out.key(QLatin1StringView("entries")).beginArray();
    for (const EntryHistory& h : history.entries)
        writeEntry(out, h, runIds);
    out.endArray();
    out.key(QLatin1StringView("news")).beginObject().key(QLatin1StringView("items")).beginArray();
    for (const NewsItem& item : history.news.items) {
        out.beginObject().member(QLatin1StringView("arch"), item.arch);
        if (!item.before.isEmpty())
            out.member(QLatin1StringView("before"), item.before);
        if (item.kind == NewsItem::Kind::Persisting)
            out.member(QLatin1StringView("cause_changed"), item.causeChanged);
        if (!item.error.isEmpty())
            out.member(QLatin1StringView("error"), item.error);
        out.member(QLatin1StringView("key"), item.key).member(QLatin1StringView("kind"), RunNews::kindName(item.kind));
        out.member(QLatin1StringView("run"), QString::number(item.run)).endObject();
    }
    out.endArray().member(QLatin1StringView("run"), QString::number(history.news.run));
    QStringList newsRuns;
    for (qint64 id : history.news.runs)
        newsRuns << QString::number(id);
    out.key(QLatin1StringView("runs")).strings(newsRuns).endObject();
    out.key(QLatin1StringView("notes")).strings(history.notes);
    out.key(QLatin1StringView("problems")).strings(history.problems);
    out.key(QLatin1StringView("runs")).beginArray();
    for (const HistoryRun& run : history.runs) {
        out.beginObject().member(QLatin1StringView("attempt"), run.attempt).member(QLatin1StringView("conclusion"), run.conclusion);
        out.member(QLatin1StringView("created"), run.created.toUTC().toString(Qt::ISODate));
        out.member(QLatin1StringView("id"), QString::number(run.id)).member(QLatin1StringView("reports"), run.reports);
        out.member(QLatin1StringView("url"), run.url).member(QLatin1StringView("workflow"), run.workflow).endObject();
    }
    out.endArray();
    out.member(QLatin1StringView("testcases"), history.testcases);
    out.key(QLatin1StringView("workflows")).strings(history.workflows());
    out.endObject();
    return out.text();
}

QJsonObject HistoryReport::json(const CiHistory& history)
{
    return QJsonDocument::fromJson(jsonText(history)).object();
}

}  // namespace dtriage
