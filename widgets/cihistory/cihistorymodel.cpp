#include "cihistory/cihistorymodel.h"

#include "cihistory/historyreport.h"
#include "report/plaintextrenderer.h"
#include "families/families.h"

#include <QLocale>
#include <QSet>

namespace dtriage {
namespace {

using Kind = HistoryProposal::Kind;

// The history's order: regressed first, then promote, record, flaky, the rest.
int orderOf(Kind kind)
{
    const QList<Kind> listed = HistoryProposal::listedKinds();
    const qsizetype at = listed.indexOf(kind);
    return at < 0 ? int(listed.size()) : int(at);
}

}  // namespace

CiHistoryModel::CiHistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void CiHistoryModel::setHistory(CiHistory history)
{
    beginResetModel();
    m_history = std::move(history);
    rebuild();
    endResetModel();
}

void CiHistoryModel::setKindFilter(std::optional<HistoryProposal::Kind> kind)
{
    beginResetModel();
    m_filter = kind;
    rebuild();
    endResetModel();
}

void CiHistoryModel::setNewsOnly(bool newsOnly)
{
    beginResetModel();
    m_newsOnly = newsOnly;
    rebuild();
    endResetModel();
}

void CiHistoryModel::rebuild()
{
    m_rows.clear();
    QSet<QString> news;
    for (const NewsItem& item : m_history.news.listed())
        news.insert(item.key);
    for (int i = 0; i < m_history.entries.size(); ++i) {
        const EntryHistory& h = m_history.entries[i];
        if ((!m_filter || h.proposal.kind == *m_filter) && (!m_newsOnly || news.contains(h.key)))
            m_rows << i;
    }
    std::stable_sort(m_rows.begin(), m_rows.end(), [this](int a, int b) {
        return orderOf(m_history.entries[a].proposal.kind) < orderOf(m_history.entries[b].proposal.kind);
    });
}

const EntryHistory* CiHistoryModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_history.entries[m_rows[row]] : nullptr;
}

int CiHistoryModel::rowOf(const QString& key) const
{
    for (int row = 0; row < m_rows.size(); ++row)
        if (m_history.entries[m_rows[row]].key == key)
            return row;
    return -1;
}

int CiHistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CiHistoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : familyColumn() + 1;
}

QString CiHistoryModel::stripTip(const EntryHistory& h, int arch) const
{
    QStringList lines{tr("%1 on %2, newest run first:").arg(h.key, m_history.arches[arch])};
    const ArchMarks& marks = h.arches[arch];
    for (int run = 0; run < marks.marks.size(); ++run) {
        const HistoryRun& r = m_history.runs[run];
        lines << tr("run %1 (%2): %3").arg(r.id).arg(QLocale().toString(r.created.date(), QLocale::ShortFormat),
                                                     marks.marks[run].describe());
    }
    return lines.join(u'\n');
}

// "\nNewest run: new failure on n150: …", a line an item of the entry's news.
QString CiHistoryModel::newsTip(const QString& key) const
{
    QString out;
    for (const NewsItem& item : m_history.news.listed())
        if (item.key == key)
            out += tr("\nNewest run: %1").arg(PlainTextRenderer::lines({report::paragraph(HistoryReport::newsItem(item, m_history.news.runs.size() > 1))}).value(0));
    return out;
}

QVariant CiHistoryModel::data(const QModelIndex& index, int role) const
{
    const EntryHistory* h = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!h)
        return {};
    const int column = index.column();
    const int arch = column - FirstArchColumn;
    if (role == KeyRole)
        return h->key;
    if (column >= FirstArchColumn && arch < m_history.arches.size()) {
        if (role == MarksRole) {
            QVariantList kinds;
            for (const RunMark& mark : h->arches[arch].marks)
                kinds << int(mark.kind) * 10 + int(mark.isGap());
            return kinds;
        }
        if (role == Qt::DisplayRole)
            return HistoryReport::strip(h->arches[arch]);
        if (role == Qt::ToolTipRole)
            return stripTip(*h, arch);
        return {};
    }
    const FailureFamily* family = h->family.isEmpty() ? nullptr : Families::byId(h->family);
    switch (role) {
    case Qt::DisplayRole:
        if (column == KeyColumn)
            return h->key;
        if (column == KindColumn)
            return h->proposal.heldBack.isEmpty() ? HistoryProposal::kindTitle(h->proposal.kind)
                                                  : tr("%1 (held back)").arg(HistoryProposal::kindTitle(h->proposal.kind));
        if (column == changeColumn())
            return h->proposal.changes() || h->proposal.kind == Kind::Flaky ? h->proposal.summary : QString();
        if (column == familyColumn())
            return family ? family->shortName() : QString();
        return {};
    case Qt::ToolTipRole:
        if (column == familyColumn() && family)
            return tr("A %1 failure: Enter shows the entry, where its triage starts").arg(family->title());
        return tr("%1\nYAML: %2%3\n%4%5")
                   .arg(h->key, h->status, h->reason.isEmpty() ? QString() : QStringLiteral(" — ") + h->reason, h->proposal.why,
                        h->proposal.heldBack.isEmpty()
                            ? QString()
                            : tr("\nHeld back: %1. Not in Approve All Shown; select it to approve it on its own.")
                                  .arg(h->proposal.heldBack))
               + (h->pcc.isEmpty() || h->proposal.kind == Kind::Pcc ? QString()
                                                                    : tr("\nPCC: %1").arg(PccGuidance::describe(h->pcc)))
               + newsTip(h->key);
    default:
        return {};
    }
}

QVariant CiHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const int arch = section - FirstArchColumn;
    const bool isArch = arch >= 0 && arch < m_history.arches.size();
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && isArch)
        return tr("%1: a mark a run, newest first — ✓ passed, ✗ failed, ↻ passed on a re-run, – not run (skipped), "
                  "⌛ its job ended without a report, · not selected, ? not read")
            .arg(m_history.arches[arch]);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == KeyColumn)
        return tr("Entry");
    if (section == KindColumn)
        return tr("Proposal");
    if (section == changeColumn())
        return tr("Change");
    if (section == familyColumn())
        return tr("Family");
    return isArch ? m_history.arches[arch] : QVariant();
}

}  // namespace dtriage
