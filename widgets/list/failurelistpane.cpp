#include "list/failurelistpane.h"

#include "list/failurefilterproxy.h"
#include "list/failuregroupview.h"
#include "list/failurelistcolumns.h"
#include "list/failurelistmodel.h"
#include "families/families.h"
#include "list/shapedtextdelegate.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace dtriage {

FailureListPane::FailureListPane(QWidget* parent)
    : QWidget(parent)
    , m_model(new FailureListModel(this))
    , m_proxy(new FailureFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(4, 4, 0, 0);
    m_layout->addWidget(buildFilterBar());
    buildViews();
    // The proxy re-filters on every change; the count follows all of them.
    const auto count = [this] { Q_EMIT countChanged(m_proxy->rowCount(), m_model->rowCount()); };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, count);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, count);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, count);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, count);
}

QWidget* FailureListPane::buildFilterBar()
{
    auto* bar = new QWidget(this);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(bar);
    m_filter->setPlaceholderText(tr("Filter by key, status, flavor or reason (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter the entries"));
    m_filter->setMinimumWidth(m_filter->fontMetrics().horizontalAdvance(QStringLiteral("Filter by key, status")));
    m_familyFilter = new QComboBox(bar);
    m_familyFilter->addItem(tr("All entries"), QString());
    m_familyFilter->addItem(tr("Any failure family"), FailureFilterProxy::kAnyFamily.toString());
    for (const FailureFamily* family : Families::all())
        m_familyFilter->addItem(family->title(), family->id());
    m_familyFilter->setToolTip(tr("Only the entries whose reason a failure family's gate takes (the Family column)"));
    m_failingOnly = new QCheckBox(tr("All failing"), bar);
    m_failingOnly->setToolTip(tr("Only entries that are not expected to pass"));
    layout->addWidget(m_filter, 1);
    layout->addWidget(m_familyFilter);
    layout->addWidget(m_failingOnly);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &FailureFilterProxy::setText);
    // Enter with one match opens it (issue 47 §13): selected, its panel shown, the list focused.
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        if (m_proxy->rowCount() != 1)
            return;
        selectKey(m_proxy->index(0, FailureListModel::KeyColumn).data(FailureListModel::KeyRole).toString());
        m_view->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_familyFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setFamily(m_familyFilter->currentData().toString()); });
    connect(m_failingOnly, &QCheckBox::toggled, m_proxy, &FailureFilterProxy::setFailingOnly);
    return bar;
}

void FailureListPane::buildViews()
{
    m_view = new QTableView(this);
    m_view->setTabKeyNavigation(false);  // rows, not cells: Tab goes on to the next widget
    m_view->setAccessibleName(tr("Training entries"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new ShapedTextDelegate(m_view));  // repainted whole on every scroll
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);  // Copy pytest Command takes several
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    FailureListColumns::setUp(m_view);
    m_layout->addWidget(m_view, 1);
    // The same entries as a tree; picking one there makes it the list's current.
    m_groupView = new FailureGroupView(m_proxy, this);
    m_groupView->setAccessibleName(tr("Training entries by family, flavor and loader"));
    m_groupView->hide();
    m_layout->addWidget(m_groupView, 1);
    connect(m_groupView, &FailureGroupView::keyPicked, this, &FailureListPane::selectKey);
    connect(m_groupView, &FailureGroupView::keyActivated, this, [this](const QString& key) {
        selectKey(key);
        Q_EMIT triageRequested();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        m_groupView->showListRow(m_view->currentIndex());
        m_proxy->keepShown(currentKey());
        Q_EMIT currentKeyChanged();
    });
    connect(m_view, &QAbstractItemView::activated, this, &FailureListPane::triageRequested);
}

void FailureListPane::addBar(QWidget* bar)
{
    m_layout->insertWidget(1 + m_bars++, bar);
}

void FailureListPane::setContextActions(const QList<QAction*>& flat, const QList<QAction*>& grouped)
{
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addActions(flat);
    m_groupView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_groupView->addActions(grouped);
    auto* separator = new QAction(m_groupView);
    separator->setSeparator(true);
    auto* expand = new QAction(tr("Expand All"), m_groupView);
    connect(expand, &QAction::triggered, m_groupView, [this] { m_groupView->setAllExpanded(true); });
    auto* collapse = new QAction(tr("Collapse All"), m_groupView);
    connect(collapse, &QAction::triggered, m_groupView, [this] { m_groupView->setAllExpanded(false); });
    m_groupView->addActions({separator, expand, collapse});
}

QString FailureListPane::currentKey() const
{
    return m_view->currentIndex().data(FailureListModel::KeyRole).toString();
}

void FailureListPane::selectKey(const QString& key)
{
    const int row = m_model->rowOfKey(key);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, FailureListModel::KeyColumn));
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void FailureListPane::moveSelection(int step)
{
    if (isGrouped()) {
        m_groupView->step(step);
        return;
    }
    const int rows = m_proxy->rowCount();
    if (rows == 0)
        return;
    const int current = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : (step > 0 ? -1 : rows);
    const int row = qBound(0, current + step, rows - 1);
    m_view->setCurrentIndex(m_proxy->index(row, FailureListModel::KeyColumn));
}

void FailureListPane::setGrouped(bool on)
{
    m_view->setVisible(!on);
    m_groupView->setVisible(on);
    if (on)
        m_groupView->showListRow(m_view->currentIndex());
    (on ? static_cast<QWidget*>(m_groupView) : m_view)->setFocus();
}

bool FailureListPane::isGrouped() const { return !m_groupView->isHidden(); }

QStringList FailureListPane::selectedKeys() const
{
    QStringList keys;
    if (isGrouped()) {
        keys = m_groupView->currentGroupKeys();
    } else {
        for (const QModelIndex& row : m_view->selectionModel()->selectedRows())
            keys << row.data(FailureListModel::KeyRole).toString();
    }
    if (keys.isEmpty() && !currentKey().isEmpty())
        keys << currentKey();
    return keys;
}

void FailureListPane::setTriageColumnShown(bool shown)
{
    m_view->setColumnHidden(FailureListModel::TriageColumn, !shown);
}

bool FailureListPane::triageColumnShown() const { return !m_view->isColumnHidden(FailureListModel::TriageColumn); }

}  // namespace dtriage
