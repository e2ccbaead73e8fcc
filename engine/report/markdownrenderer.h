#pragma once
// The report's document model as Markdown ready to paste as a pull-request
// description (GitHub's flavour: tables, fenced diffs).
#include "report/reportdocument.h"

#include <QString>

namespace dtriage {

class MarkdownRenderer {
public:
    static QString render(const report::Document& document);
    // One table row, "| a | `b` |": the summary rows the report dialog copies.
    static QString row(const QList<report::Inline>& cells);
    // `text` ending in one newline (empty stays empty): diffs and patches.
    static QString withFinalNewline(const QString& text);
};

}  // namespace dtriage
