#pragma once
// The failure list as a tree by family, flavor and loader (FailureGroupModel over
// the filtered list): View ▸ Group by Family and Flavor. Picking an entry row names
// its key; activating one (Enter, double-click) asks to triage it. Group rows the
// user closed stay closed as the list regroups; the others open.
#include <QSet>
#include <QTreeView>

#include <functional>

namespace dtriage {

class FailureGroupModel;

class FailureGroupView : public QTreeView {
    Q_OBJECT
public:
    explicit FailureGroupView(QAbstractItemModel* list, QWidget* parent = nullptr);

    FailureGroupModel* groups() const { return m_groups; }
    // The entry row of the list's `listIndex` made current (no keyPicked).
    void showListRow(const QModelIndex& listIndex);
    // The next (`step` 1) or previous (-1) entry row after the current one, current.
    void step(int step);
    // The keys of the entries under the current row: a family's or a flavor's
    // entries, a loader's, or the current entry alone (Triage ▸ Triage Group).
    QStringList currentGroupKeys() const;
    // Every group row opened or closed, as if one by one: remembered like a
    // user's own (QTreeView::expandAll/collapseAll tell nobody).
    void setAllExpanded(bool expanded);

Q_SIGNALS:
    // An entry row became current by the user (not by showListRow).
    void keyPicked(const QString& key);
    void keyActivated(const QString& key);

protected:
    // The current entry stays in sight as the view gets its size (shown, resized).
    void resizeEvent(QResizeEvent* event) override;

private:
    void expandGroups();
    void forEachGroup(const std::function<void(const QModelIndex&)>& visit) const;
    QString keyOf(const QModelIndex& index) const;

    FailureGroupModel* m_groups;
    QSet<QString> m_collapsed;  // group paths the user closed: closed still after a regrouping
    bool m_quiet = false;
};

}  // namespace dtriage
