#pragma once
// The report's document model as one self-contained HTML page (its style
// inline, light and dark), to open in a browser or attach.
#include "report/reportdocument.h"

#include <QString>

namespace dtriage {

class HtmlRenderer {
public:
    static QString render(const report::Document& document, const QString& title);
};

}  // namespace dtriage
