#include "familyviews/unpack/outputtreeview.h"

#include "core/pythonshape.h"

#include <QHeaderView>

namespace dtriage {
namespace {

// The loss mark next to the name: the column that must stay in view.
enum Column { EntryColumn, LossColumn, WhatColumn, ShapeColumn, DtypeColumn, ColumnCount };
constexpr int kPathRole = Qt::UserRole + 1;

}  // namespace

OutputTreeView::OutputTreeView(QWidget* parent) : QTreeWidget(parent)
{
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Entry"), tr("Loss"), tr("Class"), tr("Shape"), tr("Dtype")});
    setRootIsDecorated(true);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(EntryColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(LossColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(WhatColumn, QHeaderView::Stretch);
}

void OutputTreeView::setOutput(const OutputNode& output, const QSet<QString>& lossKeys, bool all)
{
    clear();
    auto* root = new QTreeWidgetItem(this);
    root->setText(EntryColumn, tr("forward_output"));
    root->setText(WhatColumn, output.isTensor() ? tr("Tensor") : output.headline());
    if (output.isTensor()) {
        root->setText(ShapeColumn, pythonShape(output.shape));
        root->setText(DtypeColumn, output.dtype);
    }
    for (const OutputNode::Entry& entry : output.entries) {
        const QString label = output.label(entry.key);
        auto* item = new QTreeWidgetItem(root);
        item->setData(EntryColumn, kPathRole, label);
        addNode(item, label, *entry.value, all || lossKeys.contains(entry.key));
        if (!entry.literal)
            item->setToolTip(EntryColumn, tr("No fix can name this entry: its key is no str, int, bool or None, "
                                             "or another entry shows as it too. Sum the output to use it."));
    }
    expandAll();
}

void OutputTreeView::addNode(QTreeWidgetItem* item, const QString& label, const OutputNode& node, bool marked)
{
    item->setText(EntryColumn, label);
    item->setText(WhatColumn, node.isTensor() ? tr("Tensor") : node.headline());
    if (node.isTensor()) {
        item->setText(ShapeColumn, pythonShape(node.shape));
        item->setText(DtypeColumn, node.dtype);
        if (marked) {
            item->setText(LossColumn, tr("loss"));
            QFont bold = item->font(EntryColumn);
            bold.setBold(true);
            for (int column = 0; column < ColumnCount; ++column)
                item->setFont(column, bold);
        }
    }
    const QString path = item->data(EntryColumn, kPathRole).toString();
    for (const OutputNode::Entry& entry : node.entries) {
        const QString step = node.step(entry.key, path);
        auto* child = new QTreeWidgetItem(item);
        child->setData(EntryColumn, kPathRole, path + step);
        addNode(child, node.label(entry.key), *entry.value, marked);
    }
    if (node.more > 0) {
        auto* more = new QTreeWidgetItem(item);
        more->setText(EntryColumn, tr("… %n more", nullptr, node.more));
    }
}

QStringList OutputTreeView::markedTensors() const
{
    QStringList paths;
    for (QTreeWidgetItemIterator it(const_cast<OutputTreeView*>(this)); *it; ++it)
        if (!(*it)->text(LossColumn).isEmpty())
            paths << (*it)->data(EntryColumn, kPathRole).toString();
    return paths;
}

}  // namespace dtriage
