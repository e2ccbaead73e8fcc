#pragma once
// One arch's strip of run marks in the CI history's table (CiHistoryModel::MarksRole),
// newest run first: each mark a shape drawn in lines (a check, a cross, a circling
// arrow, a dash, an hourglass, a dot, a question mark — the strip's text glyphs
// ✓ ✗ ↻ – ⌛ · ? need fonts not every machine has) in a colour of its own — passed green,
// failed red, passed on a re-run amber, a job that ended without its report amber,
// not run or not selected grey, unread violet — on the style's cell panel.
#include <QStyledItemDelegate>

namespace dtriage {

class RunStripDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

}  // namespace dtriage
