#pragma once
// The forward's output as the probe saw it (OutputNode), as a tree: each entry's
// key, class or tensor headline, shape and dtype; the entries the fix returns
// for the loss are marked ("loss") so the choice can be checked at a glance.
#include "families/unpack/probe/outputtree.h"

#include <QSet>
#include <QTreeWidget>

namespace dtriage {

class OutputTreeView : public QTreeWidget {
    Q_OBJECT
public:
    explicit OutputTreeView(QWidget* parent = nullptr);

    // `lossKeys`: the top-level entries the fix returns (every entry below them
    // is marked too); `all`: every tensor is.
    void setOutput(const OutputNode& output, const QSet<QString>& lossKeys, bool all);
    // The marked tensors, by path ("[0]", "cls_logits[1]"): what the tests read.
    QStringList markedTensors() const;

private:
    void addNode(QTreeWidgetItem* parent, const QString& label, const OutputNode& node, bool marked);
};

}  // namespace dtriage
