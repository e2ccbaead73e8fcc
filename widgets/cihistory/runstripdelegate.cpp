#include "cihistory/runstripdelegate.h"

#include "chrome/theme.h"
#include "cihistory/cihistorymodel.h"
#include "cihistory/runmark.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace dtriage {
namespace {

using Kind = RunMark::Kind;

// What a mark looks like. Drawn as lines, not as the strip's text glyphs: a UI font
// without ✓ ✗ ⌛ (Liberation alone) would show every mark as the same box.
enum class Shape { Check, Cross, Retry, Dash, Hourglass, Dot, Question };

struct Look {
    Shape shape;
    QColor light;
    QColor dark;
};

Look lookOf(int encoded)
{
    const auto kind = Kind(encoded / 10);
    const bool gap = encoded % 10;
    const QColor amber(0xb9, 0x77, 0x0e), amberDark(0xf5, 0xb0, 0x41);
    const QColor grey(0x7f, 0x8c, 0x8d), greyDark(0x95, 0xa5, 0xa6);
    switch (kind) {
    case Kind::Passed: return {Shape::Check, QColor(0x1e, 0x84, 0x49), QColor(0x58, 0xd6, 0x8d)};
    case Kind::Failed: return {Shape::Cross, QColor(0xc0, 0x39, 0x2b), QColor(0xff, 0x6b, 0x5b)};
    case Kind::PassedOnRetry: return {Shape::Retry, amber, amberDark};
    case Kind::NotRun: return {Shape::Dash, grey, greyDark};
    case Kind::Unread: return {Shape::Question, QColor(0x8e, 0x44, 0xad), QColor(0xc3, 0x9b, 0xd3)};
    case Kind::Missing: break;
    }
    return gap ? Look{Shape::Hourglass, amber, amberDark} : Look{Shape::Dot, grey, greyDark};
}

// The shape in the square `box` (its side the font's x-height and a bit).
void drawShape(QPainter* painter, Shape shape, const QRectF& box, const QColor& color, const QFont& font)
{
    const qreal s = box.width();
    const QPointF c = box.center();
    QPen pen(color, std::max<qreal>(1.5, s / 7), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const auto at = [&](qreal x, qreal y) { return QPointF(box.left() + x * s, box.top() + y * s); };
    switch (shape) {
    case Shape::Check:
        painter->drawPolyline(QPolygonF{at(0.1, 0.55), at(0.4, 0.85), at(0.9, 0.15)});
        return;
    case Shape::Cross:
        painter->drawLine(at(0.15, 0.15), at(0.85, 0.85));
        painter->drawLine(at(0.85, 0.15), at(0.15, 0.85));
        return;
    case Shape::Retry: {
        const QRectF ring(at(0.12, 0.12), at(0.88, 0.88));
        painter->drawArc(ring, 60 * 16, 280 * 16);
        const QPointF tip = at(0.5 + 0.38 * std::cos(M_PI / 3), 0.5 - 0.38 * std::sin(M_PI / 3));
        painter->drawPolyline(QPolygonF{tip + QPointF(-0.28 * s, -0.02 * s), tip, tip + QPointF(0.02 * s, 0.28 * s)});
        return;
    }
    case Shape::Dash:
        painter->drawLine(at(0.15, 0.5), at(0.85, 0.5));
        return;
    case Shape::Hourglass:
        painter->drawPolygon(QPolygonF{at(0.2, 0.1), at(0.8, 0.1), at(0.2, 0.9), at(0.8, 0.9)});
        return;
    case Shape::Dot:
        painter->setBrush(color);
        painter->setPen(Qt::NoPen);
        painter->drawEllipse(c, s / 9, s / 9);
        return;
    case Shape::Question:
        painter->setFont(font);
        painter->drawText(box.adjusted(-s, -s, s, s), Qt::AlignCenter, QStringLiteral("?"));
        return;
    }
}

// A mark's width: its square and a gap.
int markWidth(const QFontMetrics& metrics)
{
    return metrics.height() * 3 / 4 + metrics.horizontalAdvance(u' ') / 2 + 2;
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
    const int width = markWidth(metrics);
    const qreal side = std::max(7, metrics.height() * 3 / 5);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    int x = area.left();
    for (const QVariant& mark : index.data(CiHistoryModel::MarksRole).toList()) {
        if (x + width > area.right() + 1)
            break;
        const Look look = lookOf(mark.toInt());
        const QColor color = option.state & QStyle::State_Selected ? option.palette.highlightedText().color()
                                                                   : (dark ? look.dark : look.light);
        const QRectF box(x + (width - side) / 2, area.center().y() - side / 2 + 0.5, side, side);
        drawShape(painter, look.shape, box, color, option.font);
        x += width;
    }
    painter->restore();
}

QSize RunStripDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QFontMetrics metrics(option.font);
    const int marks = int(index.data(CiHistoryModel::MarksRole).toList().size());
    return {marks * markWidth(metrics) + 2 * metrics.horizontalAdvance(u' ') + 8, metrics.height() + 6};
}

}  // namespace dtriage
