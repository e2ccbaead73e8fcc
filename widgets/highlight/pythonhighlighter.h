#pragma once
// Built-in Python highlighter: a small scanner (not a list of regexes) so that a '#'
// inside a string is no comment and a quote inside a comment opens no string.
// Triple-quoted strings span lines through the block state.
#include "highlight/builtinhighlighter.h"

namespace dtriage {

class PythonHighlighter : public BuiltinHighlighter {
    Q_OBJECT
public:
    explicit PythonHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    enum State { Normal = -1, InTripleDouble = 1, InTripleSingle = 2 };

    qsizetype continueTripleString(const QString& text, QChar quote);
    qsizetype highlightString(const QString& text, qsizetype start, qsizetype quoteAt);
    qsizetype highlightWord(const QString& text, qsizetype start);
    qsizetype highlightNumber(const QString& text, qsizetype start);
    qsizetype highlightDecorator(const QString& text, qsizetype start);
    void setFormatSpan(qsizetype start, qsizetype end, const QTextCharFormat& format);
};

}  // namespace dtriage
