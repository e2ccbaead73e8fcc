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
    // The part from `tailFrom` on kept whole while the width allows, the start cut
    // instead: rows of one model stay apart by their variant ("de… · ResNet50_DC5",
    // issue 47 §6); a tail wider than the width is cut at its start.
    static QString keepingTail(const QFontMetrics& metrics, const QString& text, int width, qsizetype tailFrom);
};

}  // namespace dtriage
