#pragma once
// The report's document model as plain lines for a terminal (the sync verb's text):
// a heading after a blank line (none before the first block), a paragraph as its
// line, a list's items indented two spaces a level (Block::level 0: two, 1: four),
// a table's rows with their cells two spaces apart, a diff's or commands' lines as
// they are. Spans are their text, one line each (report::oneLine); a link its text.
#include "report/reportdocument.h"

#include <QStringList>

namespace dtriage {

class PlainTextRenderer {
public:
    static QStringList lines(const report::Document& document);
};

}  // namespace dtriage
