#pragma once
// The CI history as a table (CiHistoryPanel): an entry a row — its proposal's
// kind, one strip of marks per arch (one mark per run, newest first; RunStripDelegate
// draws them), what it would change, and the failure family whose triage fixes
// it — regressed entries first, as the history lists them, then promote, record,
// flaky, and the rest. A kind filter hides the other rows; so does the news filter
// (the entries the newest run has news of). The row's tooltip says the PCC its runs
// measured and its news.
#include "cihistory/cihistory.h"

#include <QAbstractTableModel>
#include <QList>
#include <optional>

namespace dtriage {

class CiHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KeyColumn, KindColumn, FirstArchColumn };
    // The marks of an arch column, for the delegate: a QVariantList of RunMark::Kind ints.
    static constexpr int MarksRole = Qt::UserRole + 1;
    static constexpr int KeyRole = Qt::UserRole + 2;

    explicit CiHistoryModel(QObject* parent = nullptr);

    void setHistory(CiHistory history);
    const CiHistory& history() const { return m_history; }
    // Only entries of `kind`; nullopt: every entry.
    void setKindFilter(std::optional<HistoryProposal::Kind> kind);
    std::optional<HistoryProposal::Kind> kindFilter() const { return m_filter; }
    // Only the entries the newest run has news of (RunNews::listed), whatever their kind.
    void setNewsOnly(bool newsOnly);
    bool newsOnly() const { return m_newsOnly; }

    const EntryHistory* entryAt(int row) const;
    int rowOf(const QString& key) const;
    int changeColumn() const { return FirstArchColumn + int(m_history.arches.size()); }
    int familyColumn() const { return changeColumn() + 1; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void rebuild();
    QString stripTip(const EntryHistory& h, int arch) const;
    QString newsTip(const QString& key) const;

    CiHistory m_history;
    std::optional<HistoryProposal::Kind> m_filter;
    bool m_newsOnly = false;
    QList<int> m_rows;  // indexes into m_history.entries, in the listed order
};

}  // namespace dtriage
