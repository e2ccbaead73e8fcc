#include "failurefilterproxy.h"

#include "failurelistmodel.h"

namespace dtriage {

FailureFilterProxy::FailureFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void FailureFilterProxy::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void FailureFilterProxy::setFamily(const QString& family)
{
    m_family = family;
    invalidateFilter();
}

void FailureFilterProxy::setFailingOnly(bool on)
{
    m_failingOnly = on;
    invalidateFilter();
}

bool FailureFilterProxy::matchesText(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    // Every word must appear in some column, so "centernet xfail" narrows as expected.
    const QStringList words = m_text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        bool found = false;
        for (int column = 0; column < FailureListModel::ColumnCount && !found; ++column) {
            const QModelIndex index = sourceModel()->index(sourceRow, column, sourceParent);
            found = index.data(FailureListModel::FilterTextRole).toString().contains(word, Qt::CaseInsensitive);
        }
        if (!found)
            return false;
    }
    return true;
}

bool FailureFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_family == kAnyFamily && !index.data(FailureListModel::IsGatedRole).toBool())
        return false;
    if (!m_family.isEmpty() && m_family != kAnyFamily && index.data(FailureListModel::FamilyRole).toString() != m_family)
        return false;
    if (m_failingOnly && !index.data(FailureListModel::IsFailingRole).toBool())
        return false;
    return matchesText(sourceRow, sourceParent);
}

}  // namespace dtriage
