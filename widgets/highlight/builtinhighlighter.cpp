#include "highlight/builtinhighlighter.h"
#include "chrome/theme.h"

#include "chrome/palettefollower.h"

#include <QGuiApplication>
#include <QPalette>

namespace dtriage {

BuiltinHighlighter::BuiltinHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document),
      m_scheme(HighlightScheme::forPalette(QGuiApplication::palette())),
      m_dark(isDarkPalette(QGuiApplication::palette()))
{
    new PaletteFollower(this, [this](const QPalette& palette) { setPalette(palette); });
}

void BuiltinHighlighter::setPalette(const QPalette& palette)
{
    const bool dark = isDarkPalette(palette);
    // Re-highlighting a long file is not free: only when light/dark actually flips.
    if (dark == m_dark)
        return;
    m_dark = dark;
    m_scheme = dark ? HighlightScheme::dark() : HighlightScheme::light();
    rehighlight();
}

}  // namespace dtriage
