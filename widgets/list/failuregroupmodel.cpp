#include "list/failuregroupmodel.h"

#include "checkout/testkey.h"
#include "list/failurelistmodel.h"
#include "families/families.h"

namespace dtriage {
namespace {

// The loader a key's entry comes from, by its folder ("speecht5"); the key itself
// when it does not parse.
QString loaderOf(const QString& key)
{
    const auto parsed = TestKey::parse(key);
    return parsed ? parsed->modelDir() : key;
}

}  // namespace

FailureGroupModel::FailureGroupModel(QAbstractItemModel* list, QObject* parent)
    : QAbstractItemModel(parent)
    , m_list(list)
{
    connect(list, &QAbstractItemModel::modelReset, this, &FailureGroupModel::regroup);
    connect(list, &QAbstractItemModel::layoutChanged, this, &FailureGroupModel::regroup);
    connect(list, &QAbstractItemModel::rowsInserted, this, &FailureGroupModel::regroup);
    connect(list, &QAbstractItemModel::rowsRemoved, this, &FailureGroupModel::regroup);
    connect(list, &QAbstractItemModel::dataChanged, this, &FailureGroupModel::onDataChanged);
    regroup();
}

// The child of `parent` (-1: the top) at `level` named `name`, made when missing.
// Children keep the order their first entry has in the list.
int FailureGroupModel::child(int parent, Level level, const QString& name)
{
    const auto siblings = [&]() -> QList<int>& { return parent < 0 ? m_families : m_nodes[parent].children; };
    for (const int node : std::as_const(siblings()))
        if (m_nodes[node].name == name)
            return node;
    return append(Node{level, parent, int(siblings().size()), name, {}});
}

// The node added, and listed among its parent's children (appending may move
// m_nodes: no reference into it is held across).
int FailureGroupModel::append(Node node)
{
    const int parent = node.parent;
    m_nodes << std::move(node);
    const int added = int(m_nodes.size() - 1);
    (parent < 0 ? m_families : m_nodes[parent].children) << added;
    return added;
}

void FailureGroupModel::regroup()
{
    beginResetModel();
    m_nodes.clear();
    m_families.clear();
    m_entryOfListRow.clear();
    // Families in their own order (Families::all()), entries no family takes last.
    QStringList order;
    for (const FailureFamily* family : Families::all())
        order << family->id();
    order << QString();
    QList<QList<int>> rowsOfFamily(order.size());
    for (int row = 0; row < m_list->rowCount(); ++row) {
        const QString id = m_list->index(row, 0).data(FailureListModel::FamilyRole).toString();
        rowsOfFamily[qMax(0, int(order.indexOf(id)))] << row;
    }
    for (int f = 0; f < order.size(); ++f) {
        for (const int row : std::as_const(rowsOfFamily[f])) {
            const int family = child(-1, Level::Family, order[f]);
            const int flavor = child(family, Level::Flavor,
                                     m_list->index(row, FailureListModel::FlavorColumn).data().toString());
            const int loader = child(flavor, Level::Loader,
                                     loaderOf(m_list->index(row, 0).data(FailureListModel::KeyRole).toString()));
            m_entryOfListRow.insert(
                row, append(Node{Level::Entry, loader, int(m_nodes[loader].children.size()), {}, {}, row}));
            for (int group : {family, flavor, loader})
                ++m_nodes[group].entries;
        }
    }
    endResetModel();
}

void FailureGroupModel::onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                      const QList<int>& roles)
{
    // A changed family, flavor or key moves the entry: regroup. Anything else: its row.
    const auto touches = [&](int column) { return topLeft.column() <= column && column <= bottomRight.column(); };
    if (touches(FailureListModel::KeyColumn) || touches(FailureListModel::FamilyColumn) ||
        touches(FailureListModel::FlavorColumn)) {
        regroup();
        return;
    }
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QModelIndex first = entryIndex(m_list->index(row, topLeft.column()));
        if (first.isValid())
            Q_EMIT dataChanged(first, first.siblingAtColumn(bottomRight.column()), roles);
    }
}

const QList<int>& FailureGroupModel::childrenOf(const QModelIndex& parent) const
{
    return parent.isValid() ? m_nodes[int(parent.internalId())].children : m_families;
}

QModelIndex FailureGroupModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= columnCount() || (parent.isValid() && parent.column() != 0))
        return {};
    const QList<int>& children = childrenOf(parent);
    return row < children.size() ? createIndex(row, column, quintptr(children[row])) : QModelIndex();
}

QModelIndex FailureGroupModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int parent = m_nodes[int(child.internalId())].parent;
    return parent < 0 ? QModelIndex() : createIndex(m_nodes[parent].row, 0, quintptr(parent));
}

int FailureGroupModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(childrenOf(parent).size());
}

int FailureGroupModel::columnCount(const QModelIndex&) const { return m_list->columnCount(); }

FailureGroupModel::Level FailureGroupModel::level(const QModelIndex& index) const
{
    return index.isValid() ? m_nodes[int(index.internalId())].level : Level::Family;
}

QModelIndex FailureGroupModel::listIndex(const QModelIndex& index) const
{
    if (!index.isValid() || level(index) != Level::Entry)
        return {};
    return m_list->index(m_nodes[int(index.internalId())].listRow, index.column());
}

QModelIndex FailureGroupModel::entryIndex(const QModelIndex& listIndex) const
{
    const auto it = listIndex.isValid() ? m_entryOfListRow.constFind(listIndex.row()) : m_entryOfListRow.cend();
    if (it == m_entryOfListRow.cend())
        return {};
    return createIndex(m_nodes[*it].row, listIndex.column(), quintptr(*it));
}

QString FailureGroupModel::groupText(const Node& node) const
{
    QString title = node.name;
    if (node.level == Level::Family) {
        const FailureFamily* known = Families::named(node.name);
        title = known ? QStringLiteral("%1 — %2").arg(known->shortName(), known->title())
                      : tr("no family takes the reason");
    } else if (node.level == Level::Flavor) {
        const FailureFamily* known = Families::named(m_nodes[node.parent].name);
        const QString description = known ? known->flavorDescription(node.name) : QString();
        const QString name = node.name.isEmpty() ? tr("(no flavor)") : node.name;
        title = description.isEmpty() ? name : QStringLiteral("%1 — %2").arg(name, description);
    }
    return tr("%1 (%n entries)", nullptr, node.entries).arg(title);
}

QString FailureGroupModel::groupPath(int node) const
{
    QStringList parts;
    for (; node >= 0; node = m_nodes[node].parent)
        parts.prepend(m_nodes[node].name);
    return parts.join(QChar(0x1f));
}

QVariant FailureGroupModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Node& node = m_nodes[int(index.internalId())];
    if (node.level == Level::Entry)
        return listIndex(index).data(role);
    if (index.column() != 0)
        return {};
    if (role == GroupPathRole)
        return groupPath(int(index.internalId()));
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return groupText(node);
    return {};
}

QVariant FailureGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_list->headerData(section, orientation, role);
}

Qt::ItemFlags FailureGroupModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return level(index) == Level::Entry ? m_list->flags(listIndex(index)) : Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

}  // namespace dtriage
