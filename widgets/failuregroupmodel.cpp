#include "failuregroupmodel.h"

#include "failurelistmodel.h"
#include "families/families.h"

namespace dtriage {
namespace {

// internalId: 0 a family row; 1..kLeaf-1 a flavor row (its family + 1);
// kLeaf and up an entry row: (family + 1) * kLeaf + flavor.
constexpr quintptr kLeaf = quintptr(1) << 20;

}  // namespace

int FailureGroupModel::Family::entries() const
{
    int count = 0;
    for (const Flavor& flavor : flavors)
        count += int(flavor.rows.size());
    return count;
}

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

void FailureGroupModel::regroup()
{
    beginResetModel();
    m_families.clear();
    m_place.clear();
    // Families in their own order (Families::all()), entries no family takes last.
    QStringList order;
    for (const FailureFamily* family : Families::all())
        order << family->id();
    order << QString();
    for (const QString& id : order)
        m_families << Family{id, {}};
    for (int row = 0; row < m_list->rowCount(); ++row) {
        const QString id = m_list->index(row, 0).data(FailureListModel::FamilyRole).toString();
        const int f = qMax(0, int(order.indexOf(id)));
        const QString flavor = m_list->index(row, FailureListModel::FlavorColumn).data().toString();
        QList<Flavor>& flavors = m_families[f].flavors;
        auto it = std::find_if(flavors.begin(), flavors.end(), [&](const Flavor& x) { return x.name == flavor; });
        if (it == flavors.end())
            it = flavors.insert(flavors.end(), Flavor{flavor, {}});
        it->rows << row;
    }
    m_families.removeIf([](const Family& family) { return family.flavors.isEmpty(); });
    for (int f = 0; f < m_families.size(); ++f)
        for (int v = 0; v < m_families[f].flavors.size(); ++v)
            for (const int row : std::as_const(m_families[f].flavors[v].rows))
                m_place.insert(row, {f, v});
    endResetModel();
}

void FailureGroupModel::onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                      const QList<int>& roles)
{
    // A changed family or flavor moves the entry: regroup. Anything else: its row.
    if (topLeft.column() <= FailureListModel::FlavorColumn && bottomRight.column() >= FailureListModel::FamilyColumn) {
        regroup();
        return;
    }
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QModelIndex first = entryIndex(m_list->index(row, topLeft.column()));
        if (first.isValid())
            Q_EMIT dataChanged(first, first.siblingAtColumn(bottomRight.column()), roles);
    }
}

QModelIndex FailureGroupModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= columnCount())
        return {};
    if (!parent.isValid())
        return row < m_families.size() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    const quintptr id = parent.internalId();
    if (id == 0) {  // a family: its flavors
        return row < m_families[parent.row()].flavors.size() ? createIndex(row, column, quintptr(parent.row() + 1))
                                                             : QModelIndex();
    }
    if (id < kLeaf) {  // a flavor: its entries
        const int family = int(id - 1);
        return row < m_families[family].flavors[parent.row()].rows.size()
                   ? createIndex(row, column, quintptr(family + 1) * kLeaf + quintptr(parent.row()))
                   : QModelIndex();
    }
    return {};
}

QModelIndex FailureGroupModel::parent(const QModelIndex& child) const
{
    const quintptr id = child.isValid() ? child.internalId() : 0;
    if (id == 0)
        return {};
    if (id < kLeaf)
        return createIndex(int(id - 1), 0, quintptr(0));
    const int family = int(id / kLeaf - 1);
    return createIndex(int(id % kLeaf), 0, quintptr(family + 1));
}

int FailureGroupModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_families.size());
    if (parent.column() != 0)
        return 0;
    const quintptr id = parent.internalId();
    if (id == 0)
        return int(m_families[parent.row()].flavors.size());
    if (id < kLeaf)
        return int(m_families[int(id - 1)].flavors[parent.row()].rows.size());
    return 0;
}

int FailureGroupModel::columnCount(const QModelIndex&) const { return m_list->columnCount(); }

QModelIndex FailureGroupModel::listIndex(const QModelIndex& index) const
{
    if (!index.isValid() || index.internalId() < kLeaf)
        return {};
    const int family = int(index.internalId() / kLeaf - 1);
    const int flavor = int(index.internalId() % kLeaf);
    return m_list->index(m_families[family].flavors[flavor].rows[index.row()], index.column());
}

QModelIndex FailureGroupModel::entryIndex(const QModelIndex& listIndex) const
{
    if (!listIndex.isValid() || !m_place.contains(listIndex.row()))
        return {};
    const auto [family, flavor] = m_place.value(listIndex.row());
    const int row = int(m_families[family].flavors[flavor].rows.indexOf(listIndex.row()));
    return createIndex(row, listIndex.column(), quintptr(family + 1) * kLeaf + quintptr(flavor));
}

QString FailureGroupModel::familyText(const Family& family) const
{
    const FailureFamily* known = Families::byId(family.id);
    const QString title = known ? QStringLiteral("%1 — %2").arg(known->shortName(), known->title())
                                : tr("no family takes the reason");
    return tr("%1 (%n entries)", nullptr, family.entries()).arg(title);
}

QString FailureGroupModel::flavorText(const Family& family, const Flavor& flavor) const
{
    const FailureFamily* known = Families::byId(family.id);
    const QString description = known ? known->flavorDescription(flavor.name) : QString();
    const QString name = flavor.name.isEmpty() ? tr("(no flavor)") : flavor.name;
    const QString title = description.isEmpty() ? name : QStringLiteral("%1 — %2").arg(name, description);
    return tr("%1 (%n entries)", nullptr, int(flavor.rows.size())).arg(title);
}

QVariant FailureGroupModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const quintptr id = index.internalId();
    if (id >= kLeaf)
        return listIndex(index).data(role);
    if (index.column() != 0 || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    if (id == 0)
        return familyText(m_families[index.row()]);
    const Family& family = m_families[int(id - 1)];
    return flavorText(family, family.flavors[index.row()]);
}

QVariant FailureGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_list->headerData(section, orientation, role);
}

Qt::ItemFlags FailureGroupModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return index.internalId() >= kLeaf ? m_list->flags(listIndex(index)) : Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

}  // namespace dtriage
