#pragma once
// One edit of a loader's bytes as the analysis saw them, before any formatting.
#include <QByteArray>

namespace dtriage {

// The exact bytes of LoaderAnalysis::source to replace, before any formatting.
struct SourceReplacement {
    qsizetype begin = -1;  // byte offset into the analysed source
    qsizetype end = -1;  // exclusive; == begin for an insertion
    QByteArray text;  // the new bytes
    int line = 0;  // 1-based line of `begin`

    bool isValid() const { return begin >= 0 && end >= begin; }
};

}  // namespace dtriage
