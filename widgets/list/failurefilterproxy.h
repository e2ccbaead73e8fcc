#pragma once
// Filtering of the failure list: free text over every column, the family filter
// (one family's entries, or any family's: a gate takes the reason) and the "all
// failing" toggle. Sorting comes from QSortFilterProxyModel.
#include <QSortFilterProxyModel>

namespace dtriage {

class FailureFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit FailureFilterProxy(QObject* parent = nullptr);

    void setText(const QString& text);
    // kAnyFamily: entries some family takes; a family id: that family's; empty: all.
    static constexpr QStringView kAnyFamily{u"*"};
    void setFamily(const QString& family);
    void setGatedOnly(bool on) { setFamily(on ? kAnyFamily.toString() : QString()); }
    void setFailingOnly(bool on);
    // The entry the user is on stays listed when its own row changes so that the
    // filters would drop it (its status written: no longer failing, no longer
    // "skip"), until the user moves off it or changes a filter (issue 30). Empty: none.
    void keepShown(const QString& key);
    QString family() const { return m_family; }
    bool gatedOnly() const { return m_family == kAnyFamily; }
    bool failingOnly() const { return m_failingOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool matchesText(int sourceRow, const QModelIndex& sourceParent) const;
    void refilter();
    QString m_kept;
    QString m_text;
    QString m_family;
    bool m_failingOnly = false;
};

}  // namespace dtriage
