#pragma once
// The dtype table's rows with the inputs that stayed float32 first (issue 14: the
// row that matters is not hidden below the fold), each group in dump order.
#include <QSortFilterProxyModel>

namespace dtriage {

class OffendersFirstProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit OffendersFirstProxy(QObject* parent = nullptr);

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

}  // namespace dtriage
