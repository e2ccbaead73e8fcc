#pragma once
// The failure list as a Qt table model over the engine's FailureRow values.
#include "triage/failurelist.h"

#include <QAbstractTableModel>

namespace dtriage {

class FailureListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KeyColumn, StatusColumn, BringupColumn, FlavorColumn, ReasonColumn, ColumnCount };
    enum Role { RowRole = Qt::UserRole + 1, IsBf16Role, IsFailingRole };

    explicit FailureListModel(QObject* parent = nullptr);

    void setRows(QList<FailureRow> rows);
    const QList<FailureRow>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(const FailureRow& row, int column) const;
    static QVariant statusColor(const QString& status);
    QList<FailureRow> m_rows;
};

}  // namespace dtriage
