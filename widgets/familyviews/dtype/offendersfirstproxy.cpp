#include "familyviews/dtype/offendersfirstproxy.h"

#include "familyviews/dtype/dtypedumpmodel.h"

namespace dtriage {

OffendersFirstProxy::OffendersFirstProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    sort(0);
}

bool OffendersFirstProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const bool l = left.data(DtypeDumpModel::StayedFloat32Role).toBool();
    const bool r = right.data(DtypeDumpModel::StayedFloat32Role).toBool();
    return l != r ? l : left.row() < right.row();
}

}  // namespace dtriage
