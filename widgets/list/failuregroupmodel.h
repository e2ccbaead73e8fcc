#pragma once
// The failure list grouped as tt-xla issue #4293 looks at the front-end failures:
// by failure family, then sub-flavor, then loader, then the entries -- a tree
// over the (filtered, sorted) flat list it is given. Entry rows forward every
// column and role to the list's own index; group rows name their family, flavor
// or loader and count their entries. Follows the list: rows added, removed,
// filtered or sorted regroup it; a changed cell changes its entry row.
#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QString>

namespace dtriage {

class FailureGroupModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Role {
        // A group row's place, "family\x1fflavor\x1floader" as deep as it goes: what the
        // view keeps collapsed across regroupings. Empty for entry rows.
        GroupPathRole = Qt::UserRole + 64,
    };
    enum class Level { Family, Flavor, Loader, Entry };

    explicit FailureGroupModel(QAbstractItemModel* list, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    Level level(const QModelIndex& index) const;
    // The list's index an entry row shows (invalid for a group row), and back.
    QModelIndex listIndex(const QModelIndex& index) const;
    QModelIndex entryIndex(const QModelIndex& listIndex) const;

private:
    struct Node {
        Level level;
        int parent;  // node index; -1 for a family
        int row;     // under its parent
        QString name;  // family id, flavor, loader folder
        QList<int> children;
        int listRow = -1;  // an entry's
        int entries = 0;
    };

    void regroup();
    void onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    int child(int parent, Level level, const QString& name);
    int append(Node node);
    const QList<int>& childrenOf(const QModelIndex& parent) const;
    QString groupText(const Node& node) const;
    QString groupPath(int node) const;

    QAbstractItemModel* m_list;
    QList<Node> m_nodes;  // internalId = node index
    QList<int> m_families;
    QHash<int, int> m_entryOfListRow;  // list row -> node
};

}  // namespace dtriage
