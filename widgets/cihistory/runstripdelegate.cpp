#include "cihistory/runstripdelegate.h"

#include "chrome/theme.h"
#include "cihistory/cihistorymodel.h"
#include "cihistory/runmark.h"

#include <QApplication>
#include <QPainter>

namespace dtriage {
namespace {

using Kind = RunMark::Kind;

struct Look {
    QString glyph;
    QColor light;
    QColor dark;
};

Look lookOf(int encoded)
{
    const auto kind = Kind(encoded / 10);
    const bool gap = encoded % 10;
    switch (kind) {
    case Kind::Passed: return {QStringLiteral("✓"), QColor(0x1e, 0x84, 0x49), QColor(0x58, 0xd6, 0x8d)};
    case Kind::Failed: return {QStringLiteral("✗"), QColor(0xc0, 0x39, 0x2b), QColor(0xff, 0x6b, 0x5b)};
    case Kind::PassedOnRetry: return {QStringLiteral("↻"), QColor(0xb9, 0x77, 0x0e), QColor(0xf5, 0xb0, 0x41)};
    case Kind::NotRun: return {QStringLiteral("–"), QColor(0x7f, 0x8c, 0x8d), QColor(0x95, 0xa5, 0xa6)};
    case Kind::Unread: return {QStringLiteral("?"), QColor(0x8e, 0x44, 0xad), QColor(0xc3, 0x9b, 0xd3)};
    case Kind::Missing: break;
    }
    if (gap)
        return {QStringLiteral("⌛"), QColor(0xb9, 0x77, 0x0e), QColor(0xf5, 0xb0, 0x41)};
    return {QStringLiteral("·"), QColor(0x7f, 0x8c, 0x8d), QColor(0x95, 0xa5, 0xa6)};
}

}  // namespace

void RunStripDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem panel = option;
    initStyleOption(&panel, index);
    panel.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &panel, painter, widget);
    const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &panel, widget);
    const bool dark = isDarkPalette(option.palette);
    const QFontMetrics metrics(option.font);
    painter->save();
    painter->setFont(option.font);
    int x = area.left();
    for (const QVariant& mark : index.data(CiHistoryModel::MarksRole).toList()) {
        const Look look = lookOf(mark.toInt());
        const int width = metrics.horizontalAdvance(QStringLiteral("✗")) + metrics.horizontalAdvance(u' ') / 2;
        if (x + width > area.right() + 1)
            break;
        painter->setPen(option.state & QStyle::State_Selected ? option.palette.highlightedText().color()
                                                              : (dark ? look.dark : look.light));
        painter->drawText(QRect(x, area.top(), width, area.height()), Qt::AlignCenter, look.glyph);
        x += width;
    }
    painter->restore();
}

QSize RunStripDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QFontMetrics metrics(option.font);
    const int marks = int(index.data(CiHistoryModel::MarksRole).toList().size());
    const int width = metrics.horizontalAdvance(QStringLiteral("✗")) + metrics.horizontalAdvance(u' ') / 2;
    return {marks * width + 2 * metrics.horizontalAdvance(u' ') + 8, metrics.height() + 6};
}

}  // namespace dtriage
