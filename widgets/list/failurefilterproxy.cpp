#include "list/failurefilterproxy.h"

#include "list/failurelistmodel.h"

namespace dtriage {

FailureFilterProxy::FailureFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
    // Another checkout's rows: the selection model resets without a word, nothing is kept.
    connect(this, &QSortFilterProxyModel::sourceModelChanged, this, [this] {
        if (sourceModel())
            connect(sourceModel(), &QAbstractItemModel::modelReset, this, [this] { m_kept.clear(); });
    });
}

void FailureFilterProxy::setText(const QString& text)
{
    m_text = text.trimmed();
    refilter();
}

void FailureFilterProxy::setFamily(const QString& family)
{
    m_family = family;
    refilter();
}

void FailureFilterProxy::setFailingOnly(bool on)
{
    m_failingOnly = on;
    refilter();
}

// A filter the user changed applies to every row, the one they are on too; still
// listed, it stays kept.
void FailureFilterProxy::refilter()
{
    const QString kept = std::exchange(m_kept, QString());
    invalidateFilter();
    if (!kept.isEmpty() && rowCount() > 0
        && !match(index(0, 0), FailureListModel::KeyRole, kept, 1, Qt::MatchExactly).isEmpty())
        m_kept = kept;
}

void FailureFilterProxy::keepShown(const QString& key)
{
    if (key == m_kept)
        return;
    const bool dropped = !m_kept.isEmpty();
    m_kept = key;
    // The row left may not pass the filters any more: after the selection settled,
    // not while the view is still moving it.
    if (dropped)
        QMetaObject::invokeMethod(this, [this] { invalidateRowsFilter(); }, Qt::QueuedConnection);
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
    if (!m_kept.isEmpty() && index.data(FailureListModel::KeyRole).toString() == m_kept)
        return true;
    if (m_family == kAnyFamily && !index.data(FailureListModel::IsGatedRole).toBool())
        return false;
    if (!m_family.isEmpty() && m_family != kAnyFamily && index.data(FailureListModel::FamilyRole).toString() != m_family)
        return false;
    if (m_failingOnly && !index.data(FailureListModel::IsFailingRole).toBool())
        return false;
    return matchesText(sourceRow, sourceParent);
}

}  // namespace dtriage
