#pragma once
// The failure list's cells, painted from text shaped once. QStyledItemDelegate lays
// out (shapes) every cell's text at every paint, and the list repaints whole on
// each scroll and each click that moves the selection out of view: ~200 cells, 5-10
// ms of the GUI thread's time a paint, the largest part of the window's repaint
// while eight repros start (bench_stall --trace). The look is the style's: its
// panel (background, selection, alternate rows, focus), its text margins, colours,
// elision and alignment; only the shaping is kept, keyed by text, font and width.
// Cells it does not draw the same (icons, check boxes, wrapped or multi-line text,
// right-to-left) go to QStyledItemDelegate.
#include <QCache>
#include <QFont>
#include <QHashFunctions>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace dtriage {

class ShapedTextDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // An index may name where the part of its text to keep whole starts
    // (WordElide::keepingTail): the failure list's keys keep their variant.
    static constexpr int KeepTailFromRole = Qt::UserRole + 0x4b1;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // How many texts were shaped so far (each once per font and width).
    int shapedCount() const { return m_shaped; }

private:
    static bool drawsTheSame(const QStyleOptionViewItem& option);
    static QPointF topLeft(const QStaticText& line, const QStyleOptionViewItem& option, const QRect& area);
    // By value (QStaticText is implicitly shared): a reference into the cache would
    // dangle once an insert evicts it.
    QStaticText shaped(const QString& text, const QStyleOptionViewItem& option, int width, int tailFrom) const;

    // What a shaped line depends on. Not QFont::key(): it builds a string each time.
    struct ShapeKey {
        QString text;
        QFont font;
        int width;
        int elideMode;
        int tailFrom;
        bool operator==(const ShapeKey&) const = default;
    };
    friend size_t qHash(const ShapeKey& key, size_t seed = 0)
    {
        return qHashMulti(seed, key.text, key.font, key.width, key.elideMode, key.tailFrom);
    }

    mutable QCache<ShapeKey, QStaticText> m_cache{4000};
    mutable int m_shaped = 0;
};

}  // namespace dtriage
