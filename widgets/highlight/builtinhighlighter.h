#pragma once
// Base of the compact highlighters used when KSyntaxHighlighting is not available:
// holds the colour scheme and swaps it (and re-highlights) when the palette changes.
#include "highlight/highlightscheme.h"

#include <QSyntaxHighlighter>

class QPalette;

namespace dtriage {

class BuiltinHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit BuiltinHighlighter(QTextDocument* document);

    void setPalette(const QPalette& palette);
    const HighlightScheme& scheme() const { return m_scheme; }

private:
    HighlightScheme m_scheme;
    bool m_dark = false;
};

}  // namespace dtriage
