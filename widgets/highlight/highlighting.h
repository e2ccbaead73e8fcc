#pragma once
// Syntax highlighting for the source, YAML and diff views. One entry point so that
// callers never care whether KSyntaxHighlighting was found at configure time.
#include <QString>

class QPalette;
class QTextDocument;

namespace dtriage {

enum class SourceLanguage { Python, Yaml, Diff };

// Attaches the best highlighter available to `document` (KSyntaxHighlighting when built with
// DTRIAGE_HAVE_KSH, else the built-in one); its colours follow the application palette
// (light/dark) and update when the palette changes. The highlighter is parented to the document.
// Attaching again replaces the document's previous highlighter. Text already in the document
// is highlighted before this returns; text set later in the same event-loop turn is highlighted
// when the loop runs (QSyntaxHighlighter defers its first pass), edits after that at once.
void attachHighlighter(QTextDocument* document, SourceLanguage language);

// For views whose own palette differs from the application's: re-themes the highlighter
// attached to `document` (no-op when none is attached).
void applyHighlighterPalette(QTextDocument* document, const QPalette& palette);

QString highlighterName();  // "KSyntaxHighlighting 6.x" or "built-in"

}  // namespace dtriage
