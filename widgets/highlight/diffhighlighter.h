#pragma once
// Built-in unified-diff highlighter: file headers, hunk headers, added and removed lines
// (tinted background, so a one-character change still stands out).
// Inside a hunk the line counts of its "@@ -a,b +c,d @@" header decide what a line is,
// so a removed line that reads "--- x" is not mistaken for a file header.
#include "highlight/builtinhighlighter.h"

namespace dtriage {

class DiffHighlighter : public BuiltinHighlighter {
    Q_OBJECT
public:
    explicit DiffHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    void highlightOutsideHunk(const QString& text);
    void highlightInsideHunk(const QString& text, int oldLeft, int newLeft);
    void setHunkState(int oldLeft, int newLeft);
};

}  // namespace dtriage
