#include "highlight/highlightscheme.h"
#include "chrome/theme.h"

#include <QPalette>

namespace dtriage {
namespace {

QTextCharFormat format(const QColor& foreground, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(foreground);
    if (bold)
        f.setFontWeight(QFont::Bold);
    f.setFontItalic(italic);
    return f;
}

QTextCharFormat tinted(const QColor& foreground, const QColor& background, bool bold = false)
{
    QTextCharFormat f = format(foreground, bold);
    f.setBackground(background);
    return f;
}

}  // namespace

HighlightScheme HighlightScheme::light()
{
    HighlightScheme s;
    s.keyword = format(QColor(0x1f, 0x3f, 0xa8), true);
    s.builtin = format(QColor(0x7a, 0x3e, 0x9d));
    s.string = format(QColor(0x06, 0x7d, 0x17));
    s.comment = format(QColor(0x80, 0x80, 0x80), false, true);
    s.number = format(QColor(0x17, 0x50, 0xeb));
    s.decorator = format(QColor(0x9e, 0x6a, 0x03));
    s.dtype = tinted(QColor(0xb0, 0x1a, 0x5e), QColor(0xfc, 0xe8, 0xf0), true);
    s.key = format(QColor(0x0b, 0x53, 0x94), true);
    s.enumValue = format(QColor(0xa8, 0x4b, 0x00));
    s.listDash = format(QColor(0x60, 0x60, 0x60), true);
    s.diffHeader = format(QColor(0x30, 0x30, 0x30), true);
    s.diffHunk = tinted(QColor(0x6f, 0x42, 0xc1), QColor(0xf1, 0xf0, 0xfb));
    s.diffAdded = tinted(QColor(0x1a, 0x6b, 0x2f), QColor(0xe6, 0xff, 0xec));
    s.diffRemoved = tinted(QColor(0xa3, 0x1d, 0x28), QColor(0xff, 0xeb, 0xe9));
    return s;
}

HighlightScheme HighlightScheme::dark()
{
    HighlightScheme s;
    s.keyword = format(QColor(0x82, 0xaa, 0xff), true);
    s.builtin = format(QColor(0xc7, 0x92, 0xea));
    s.string = format(QColor(0xa5, 0xd6, 0x7f));
    s.comment = format(QColor(0x8a, 0x93, 0x9e), false, true);
    s.number = format(QColor(0xf7, 0x8c, 0x6c));
    s.decorator = format(QColor(0xff, 0xcb, 0x6b));
    s.dtype = tinted(QColor(0xff, 0x8f, 0xc8), QColor(0x45, 0x22, 0x36), true);
    s.key = format(QColor(0x79, 0xc0, 0xff), true);
    s.enumValue = format(QColor(0xff, 0xb8, 0x6c));
    s.listDash = format(QColor(0xa0, 0xa0, 0xa0), true);
    s.diffHeader = format(QColor(0xe0, 0xe0, 0xe0), true);
    s.diffHunk = tinted(QColor(0xb3, 0x92, 0xf0), QColor(0x2c, 0x25, 0x3d));
    s.diffAdded = tinted(QColor(0x85, 0xe8, 0x9d), QColor(0x1b, 0x3a, 0x26));
    s.diffRemoved = tinted(QColor(0xff, 0x9a, 0x9a), QColor(0x4a, 0x1f, 0x24));
    return s;
}

HighlightScheme HighlightScheme::forPalette(const QPalette& palette)
{
    return isDarkPalette(palette) ? dark() : light();
}

}  // namespace dtriage
