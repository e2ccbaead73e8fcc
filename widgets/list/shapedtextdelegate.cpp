#include "list/shapedtextdelegate.h"
#include "chrome/wordelide.h"

#include <QApplication>
#include <QPainter>

namespace dtriage {

void ShapedTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!drawsTheSame(opt)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = opt.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    // The panel without the text (background, selection, focus), and where the
    // style puts the text: asked without it too, or the style would shape it to
    // measure a size only a size hint needs.
    const QString text = opt.text;
    opt.text.clear();
    const QRect textArea = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;

    // As QCommonStyle draws an item view's text: a focus-frame margin each side,
    // the pen by selection and colour group, aligned in what is left.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect area = textArea.adjusted(margin, 0, -margin, 0);
    if (area.width() <= 0)
        return;
    QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    const QVariant tail = index.data(KeepTailFromRole);
    const QStaticText line = shaped(text, opt, area.width(), tail.isValid() ? tail.toInt() : -1);
    painter->save();
    painter->setClipRect(opt.rect);
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                 : QPalette::Text));
    painter->drawStaticText(topLeft(line, opt, area), line);
    painter->restore();
}

// Where QCommonStyle's text layout puts one line in `area`: across, to the fraction
// of a pixel (QTextLine aligns it; a rounded position moves the glyphs); down, to
// whole pixels (QStyle::alignedRect).
QPointF ShapedTextDelegate::topLeft(const QStaticText& line, const QStyleOptionViewItem& option, const QRect& area)
{
    const Qt::Alignment align = QStyle::visualAlignment(option.direction, option.displayAlignment);
    const qreal spareX = area.width() - line.size().width();
    const int spareY = area.height() - option.fontMetrics.height();
    const qreal x = align & Qt::AlignRight ? spareX : align & Qt::AlignHCenter ? spareX / 2 : 0;
    const int y = align & Qt::AlignBottom ? spareY : align & Qt::AlignVCenter ? spareY / 2 : 0;
    return QPointF(area.left() + x, area.top() + y);
}

bool ShapedTextDelegate::drawsTheSame(const QStyleOptionViewItem& option)
{
    using Feature = QStyleOptionViewItem::ViewItemFeature;
    return !(option.features & (Feature::HasDecoration | Feature::HasCheckIndicator | Feature::WrapText))
           && !(option.state & QStyle::State_Editing) && option.direction == Qt::LeftToRight
           && !option.text.contains(QChar::LineSeparator) && !option.text.contains(QLatin1Char('\n'));
}

QStaticText ShapedTextDelegate::shaped(const QString& text, const QStyleOptionViewItem& option,
                                              int width, int tailFrom) const
{
    const ShapeKey key{text, option.font, width, int(option.textElideMode), tailFrom};
    if (QStaticText* known = m_cache.object(key))
        return *known;
    // Cut after a whole word (WordElide) where the view cuts at the end; the model's
    // tooltip keeps the whole text.
    const QString fitting = tailFrom > 0 ? WordElide::keepingTail(option.fontMetrics, text, width, tailFrom)
                            : option.textElideMode == Qt::ElideRight ? WordElide::elided(option.fontMetrics, text, width)
                                                                     : option.fontMetrics.elidedText(text, option.textElideMode, width);
    auto line = std::make_unique<QStaticText>(fitting);
    line->setTextFormat(Qt::PlainText);
    line->setPerformanceHint(QStaticText::AggressiveCaching);
    line->prepare(QTransform(), option.font);
    ++m_shaped;
    const QStaticText shapedLine = *line;
    m_cache.insert(key, line.release());
    return shapedLine;
}

}  // namespace dtriage
