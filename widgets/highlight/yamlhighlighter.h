#pragma once
// Built-in YAML highlighter for the test-config files: keys, comments, quoted strings,
// UPPER_CASE enum values (EXPECTED_PASSING, FAILED_FE_COMPILATION) and list dashes.
// Line by line: the config files use no multi-line scalars worth colouring.
#include "highlight/builtinhighlighter.h"

namespace dtriage {

class YamlHighlighter : public BuiltinHighlighter {
    Q_OBJECT
public:
    explicit YamlHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    qsizetype highlightDashes(const QString& text, qsizetype start);
    qsizetype highlightKey(const QString& text, qsizetype start);
    void highlightValue(const QString& text, qsizetype start);
    qsizetype highlightQuoted(const QString& text, qsizetype start);
    qsizetype highlightPlainWord(const QString& text, qsizetype start);
};

}  // namespace dtriage
