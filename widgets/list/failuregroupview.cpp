#include "list/failuregroupview.h"

#include "list/shapedtextdelegate.h"

#include "list/failuregroupmodel.h"
#include "list/failurelistmodel.h"

#include <QHeaderView>

#include <functional>

namespace dtriage {

FailureGroupView::FailureGroupView(QAbstractItemModel* list, QWidget* parent)
    : QTreeView(parent)
    , m_groups(new FailureGroupModel(list, this))
{
    setModel(m_groups);
    setItemDelegate(new ShapedTextDelegate(this));  // the list's look, shaped once
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setTextElideMode(Qt::ElideRight);
    setColumnHidden(FailureListModel::BringupColumn, true);
    setColumnHidden(FailureListModel::FamilyColumn, true);  // the groups say it
    setColumnHidden(FailureListModel::FlavorColumn, true);
    header()->moveSection(FailureListModel::TriageColumn, 1);
    header()->setStretchLastSection(true);
    setColumnWidth(FailureListModel::KeyColumn, fontMetrics().averageCharWidth() * 44);
    connect(m_groups, &QAbstractItemModel::modelReset, this, &FailureGroupView::expandGroups);
    expandGroups();  // the first grouping happened in the model's constructor
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        const QString key = keyOf(current);
        if (!key.isEmpty() && !m_quiet)
            Q_EMIT keyPicked(key);
    });
    connect(this, &QTreeView::collapsed, this, [this](const QModelIndex& group) {
        if (!m_quiet)
            m_collapsed.insert(group.data(FailureGroupModel::GroupPathRole).toString());
    });
    connect(this, &QTreeView::expanded, this, [this](const QModelIndex& group) {
        if (!m_quiet)
            m_collapsed.remove(group.data(FailureGroupModel::GroupPathRole).toString());
    });
    connect(this, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        if (const QString key = keyOf(index); !key.isEmpty())
            Q_EMIT keyActivated(key);
    });
}

void FailureGroupView::resizeEvent(QResizeEvent* event)
{
    QTreeView::resizeEvent(event);
    if (currentIndex().isValid())
        scrollTo(currentIndex());
}

// Every group row (family, flavor, loader), parents before their children.
void FailureGroupView::forEachGroup(const std::function<void(const QModelIndex&)>& visit) const
{
    const std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < m_groups->rowCount(parent); ++row) {
            const QModelIndex group = m_groups->index(row, 0, parent);
            if (m_groups->level(group) == FailureGroupModel::Level::Entry)
                return;
            visit(group);
            walk(group);
        }
    };
    walk({});
}

void FailureGroupView::setAllExpanded(bool expanded)
{
    // setExpanded emits expanded/collapsed: m_collapsed follows, as for a user's click.
    forEachGroup([&](const QModelIndex& group) { setExpanded(group, expanded); });
}

// After a regrouping every group row spans the row (its text is the whole line)
// and is open, except those the user closed.
void FailureGroupView::expandGroups()
{
    m_quiet = true;
    forEachGroup([&](const QModelIndex& group) {
        setFirstColumnSpanned(group.row(), group.parent(), true);
        setExpanded(group, !m_collapsed.contains(group.data(FailureGroupModel::GroupPathRole).toString()));
    });
    m_quiet = false;
}

QString FailureGroupView::keyOf(const QModelIndex& index) const
{
    const QModelIndex entry = m_groups->listIndex(index);
    return entry.isValid() ? entry.data(FailureListModel::KeyRole).toString() : QString();
}

QStringList FailureGroupView::currentGroupKeys() const
{
    QStringList keys;
    const std::function<void(const QModelIndex&)> collect = [&](const QModelIndex& at) {
        if (const QString key = keyOf(at); !key.isEmpty())
            keys << key;
        for (int row = 0; row < m_groups->rowCount(at); ++row)
            collect(m_groups->index(row, 0, at));
    };
    if (currentIndex().isValid())
        collect(currentIndex().siblingAtColumn(0));
    return keys;
}

void FailureGroupView::showListRow(const QModelIndex& listIndex)
{
    const QModelIndex entry = m_groups->entryIndex(listIndex.siblingAtColumn(0));
    if (!entry.isValid() || entry == currentIndex())
        return;
    m_quiet = true;
    setCurrentIndex(entry);
    scrollTo(entry);
    m_quiet = false;
}

void FailureGroupView::step(int step)
{
    QModelIndex index = currentIndex();
    do {
        index = step > 0 ? (index.isValid() ? indexBelow(index) : m_groups->index(0, 0)) : indexAbove(index);
    } while (index.isValid() && keyOf(index).isEmpty());
    if (index.isValid()) {
        setCurrentIndex(index);
        scrollTo(index);
    }
}

}  // namespace dtriage
