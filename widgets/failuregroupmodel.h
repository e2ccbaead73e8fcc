#pragma once
// The failure list grouped as tt-xla issue #4293 looks at the front-end failures:
// by failure family, then by sub-flavor, then the entries -- a tree over the
// (filtered, sorted) flat list it is given. Entry rows forward every column and
// role to the list's own index; group rows name the family or flavor and count
// their entries. Follows the list: rows added, removed, filtered or sorted
// regroup it; a changed cell changes its entry row.
#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QPersistentModelIndex>
#include <QString>

namespace dtriage {

class FailureGroupModel : public QAbstractItemModel {
    Q_OBJECT
public:
    explicit FailureGroupModel(QAbstractItemModel* list, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // The list's index an entry row shows (invalid for a group row), and back.
    QModelIndex listIndex(const QModelIndex& index) const;
    QModelIndex entryIndex(const QModelIndex& listIndex) const;

private:
    struct Flavor {
        QString name;
        QList<int> rows;  // the list's rows, in its order
    };
    struct Family {
        QString id;
        QList<Flavor> flavors;
        int entries() const;
    };

    void regroup();
    void onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    QString familyText(const Family& family) const;
    QString flavorText(const Family& family, const Flavor& flavor) const;

    QAbstractItemModel* m_list;
    QList<Family> m_families;
    QHash<int, QPair<int, int>> m_place;  // list row -> (family, flavor)
};

}  // namespace dtriage
