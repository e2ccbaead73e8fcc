#pragma once
// The colours of the built-in highlighters: one light and one dark set, picked by the
// lightness of the palette's base colour (as KSyntaxHighlighting's examples pick a theme).
#include <QTextCharFormat>

class QPalette;

namespace dtriage {

struct HighlightScheme {
    // Python
    QTextCharFormat keyword;
    QTextCharFormat builtin;
    QTextCharFormat string;
    QTextCharFormat comment;
    QTextCharFormat number;
    QTextCharFormat decorator;
    QTextCharFormat dtype;  // torch.float32, dtype_override: what the whole tool is about
    // YAML
    QTextCharFormat key;
    QTextCharFormat enumValue;
    QTextCharFormat listDash;
    // Unified diff
    QTextCharFormat diffHeader;
    QTextCharFormat diffHunk;
    QTextCharFormat diffAdded;
    QTextCharFormat diffRemoved;

    static HighlightScheme light();
    static HighlightScheme dark();
    static HighlightScheme forPalette(const QPalette& palette);
};

}  // namespace dtriage
