#pragma once
// Text cut to a width the way a reader can still take it in: whole words up to
// the last that fits, then "…" (not "not_im…mented" or "Runtim…loat16"). A word
// ends at a space or at one of _ / - . : · — the pieces of keys, flavors and
// paths. A first word wider than the width is cut where it must. The whole text
// belongs in the tooltip of whatever shows the cut one.
#include <QFontMetrics>
#include <QString>

namespace dtriage {

class WordElide {
public:
    static QString elided(const QFontMetrics& metrics, const QString& text, int width);
};

}  // namespace dtriage
