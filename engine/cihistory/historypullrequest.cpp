#include "cihistory/historypullrequest.h"
#include "checkout/checkout.h"

#include "ci/runpage.h"
#include "cihistory/historyreport.h"
#include "report/markdownrenderer.h"
#include "report/reportdocument.h"

#include <QMap>

namespace dtriage {
namespace {

using namespace report;
using Kind = HistoryProposal::Kind;

// The entries a section lists, in the YAML's order.
using Entries = QList<const EntryHistory*>;

// A section of `entries` entries (a grouped item may stand for several).
void section(Document& doc, const QString& title, const QList<Inline>& items, qsizetype entries = -1)
{
    if (items.isEmpty())
        return;
    doc << heading(4, {plain(QStringLiteral("%1 (%2)").arg(title).arg(entries < 0 ? items.size() : entries))}) << bullets(items);
}

// Entries that share a reason as one item: "**reason** (stage): `a`, `b`" — the way
// long lists stay readable (a backlog of one op missing fails dozens of models).
QList<Inline> byReason(const Entries& entries)
{
    QMap<QString, Entries> groups;  // "reason\nstage" → entries
    QStringList order;
    for (const EntryHistory* h : entries) {
        QString reason, stage;
        for (const auto& [field, value] : h->proposal.change.set) {
            if (field == QLatin1String("reason"))
                reason = value;
            else if (field == QLatin1String("bringup_status"))
                stage = value;
        }
        const QString group = reason + u'\n' + stage;
        if (!groups.contains(group))
            order << group;
        groups[group] << h;
    }
    QList<Inline> items;
    for (const QString& group : order) {
        const QString reason = group.section(u'\n', 0, 0), stage = group.section(u'\n', 1);
        Inline item;
        if (!reason.isEmpty())
            item << strong(reason);
        if (!stage.isEmpty())
            item << plain(reason.isEmpty() ? QStringLiteral("bringup_status %1").arg(stage) : QStringLiteral(" (%1)").arg(stage));
        item << plain(QStringLiteral(": "));
        const Entries& members = groups.value(group);
        for (qsizetype i = 0; i < members.size(); ++i)
            item << plain(i ? QStringLiteral(", ") : QString()) << code(members[i]->key);
        items << item;
    }
    return items;
}

// "`key`: summary — why" for the sections that list one entry an item.
QList<Inline> oneEach(const Entries& entries, bool withWhy)
{
    QList<Inline> items;
    for (const EntryHistory* h : entries) {
        Inline item{code(h->key)};
        if (!h->proposal.summary.isEmpty())
            item << plain(QStringLiteral(": ") + h->proposal.summary);
        if (withWhy && !h->proposal.why.isEmpty())
            item << plain(QStringLiteral(" — ") + h->proposal.why);
        items << item;
    }
    return items;
}

struct Chosen {
    Entries promoted, added, regressed, recorded, enabled, raised, lowered, perArch, held, flaky;
};

Chosen choose(const CiHistory& history, const QStringList& keys)
{
    Chosen c;
    for (const EntryHistory& h : history.entries) {
        const HistoryProposal& p = h.proposal;
        if (p.kind == Kind::Flaky) {
            c.flaky << &h;
            continue;
        }
        if (!p.changes())
            continue;
        if (!keys.contains(h.key)) {
            if (p.isHeld())
                c.held << &h;
            continue;
        }
        if (!p.change.arches.isEmpty() && p.kind != Kind::Pcc) {
            c.perArch << &h;
            continue;
        }
        switch (p.kind) {
        case Kind::Promote: c.promoted << &h; break;
        case Kind::Add: c.added << &h; break;
        case Kind::Regressed: c.regressed << &h; break;
        case Kind::Record: c.recorded << &h; break;
        case Kind::Pcc:
            (p.pccAction == HistoryProposal::PccAction::Enable  ? c.enabled
             : p.pccAction == HistoryProposal::PccAction::Lower ? c.lowered
                                                                : c.raised) << &h;
            break;
        case Kind::None:
        case Kind::Flaky: break;
        }
    }
    return c;
}

QString dates(const CiHistory& history)
{
    if (history.runs.isEmpty())
        return {};
    const QString newest = HistoryReport::day(history.runs.constFirst().created);
    const QString oldest = HistoryReport::day(history.runs.constLast().created);
    return newest == oldest ? newest : HistoryPullRequest::tr("%1 to %2").arg(oldest, newest);
}

void whatChanged(Document& doc, const CiHistory& history, const Chosen& c)
{
    section(doc, HistoryPullRequest::tr("Promoted to EXPECTED_PASSING: passed in every run on every arch"), oneEach(c.promoted, false));
    section(doc, HistoryPullRequest::tr("New entries, EXPECTED_PASSING (ADD_CONFIG): in no YAML, passed in every run on every arch"),
            oneEach(c.added, false));
    section(doc, HistoryPullRequest::tr("PCC check enabled"), oneEach(c.enabled, true));
    section(doc, HistoryPullRequest::tr("required_pcc raised (removed at 0.99)"), oneEach(c.raised, true));
    section(doc, HistoryPullRequest::tr("required_pcc lowered: judgement calls"), oneEach(c.lowered, true));
    section(doc, HistoryPullRequest::tr("Regressed, xfailed (was EXPECTED_PASSING)"), byReason(c.regressed), c.regressed.size());
    section(doc, HistoryPullRequest::tr("Reasons recorded as CI observed them"), byReason(c.recorded), c.recorded.size());
    QList<Inline> perArch;
    for (const EntryHistory* h : c.perArch)
        perArch << Inline{code(h->key), plain(QStringLiteral(" (%1): %2").arg(HistoryProposal::kindTitle(h->proposal.kind).toLower(),
                                                                               h->proposal.summary))};
    section(doc, HistoryPullRequest::tr("Per-arch changes (arch_overrides)"), perArch);
    QList<Inline> held;
    for (const EntryHistory* h : c.held)
        held << Inline{code(h->key), plain(HistoryPullRequest::tr(": %1 — held back: %2").arg(h->proposal.summary, h->proposal.heldBack))};
    section(doc, HistoryPullRequest::tr("Held back, not in this change"), held);
    QList<Inline> flaky;
    for (const EntryHistory* h : c.flaky)
        flaky << Inline{code(h->key), plain(QStringLiteral(": ") + h->proposal.why)};
    section(doc, HistoryPullRequest::tr("Flaky, left as they are"), flaky);
    HistoryReport::appendNews(doc, history, 4);
}

}  // namespace

QString HistoryPullRequest::title(const CiHistory& history)
{
    return tr("Test config updates from %1, %2 (%n run(s))", nullptr, int(history.runs.size()))
        .arg(HistoryReport::workflowNames(history), dates(history));
}

QString HistoryPullRequest::text(const CiHistory& history, const QStringList& keys, const QString& repo)
{
    const Chosen c = choose(history, keys);
    const qsizetype changed = c.promoted.size() + c.added.size() + c.regressed.size() + c.recorded.size() + c.enabled.size() + c.raised.size()
                              + c.lowered.size() + c.perArch.size();
    Document doc;
    doc << heading(1, {plain(title(history))});
    doc << heading(3, {plain(tr("Problem description"))})
        << paragraph({plain(tr("The last %1 runs of %2 (%3, on %4) disagree with the test config in %n entries.", nullptr,
                               int(changed))
                                .arg(history.runs.size())
                                .arg(HistoryReport::workflowNames(history), dates(history),
                                     history.arches.join(QStringLiteral(", "))))});
    doc << heading(3, {plain(tr("What's changed"))})
        << paragraph({plain(tr("Each change is what the runs show on every arch they ran; no entry they did not run is "
                               "touched, and a run whose job ended without a report is no evidence either way."))});
    QList<Inline> runs;
    const bool named = history.workflows().size() > 1;
    for (const HistoryRun& run : history.runs) {
        const QString page = RunPage::of(repo, run.id);
        const QString label = HistoryReport::runLabel(run, named);
        runs << Inline{page.isEmpty() ? plain(label) : link(label, page),
                       plain(tr(": %1, %n report(s) read", nullptr, run.reports)
                                 .arg(run.conclusion.isEmpty() ? tr("conclusion unknown") : run.conclusion))};
    }
    doc << paragraph({plain(tr("Based on the runs:"))}) << bullets(runs);
    // Several YAMLs changed: which (keys name their run mode, not their file).
    if (const QStringList configs = history.configsOf(keys); configs.size() > 1) {
        QList<Inline> files;
        for (const QString& config : configs) {
            const int n = int(history.changesFor(keys, config).size());
            files << Inline{code(Checkout::runnerConfigName(config)), plain(tr(": %n entry(ies)", nullptr, n))};
        }
        doc << paragraph({plain(tr("The test configs changed:"))}) << bullets(files);
    }
    whatChanged(doc, history, c);
    doc << heading(3, {plain(tr("Checklist"))}) << tasks({{plain(tr("Tested on branch:"))}})
        << paragraph({plain(tr("Made with dtype-triage sync."))});
    return MarkdownRenderer::render(doc);
}

}  // namespace dtriage
