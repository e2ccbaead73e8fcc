#pragma once
// The built-in stand-in for black on one statement (every family's loader edits
// are formatted as tt-forge-models' pre-commit black formats them, 88 columns):
// one line if it fits; else the arguments on one indented line inside the
// brackets; else one argument per line with a magic trailing comma. Used when
// black does not import, and for the code a family writes itself.
#include <QByteArray>
#include <QByteArrayView>

namespace dtriage {

class BlackWrap {
public:
    // One dedented statement (no indentation on its first line, "\n" line ends)
    // formatted to `width` columns the way black splits one call; it ends with
    // "\n". A statement with comments inside it is returned as it is.
    static QByteArray statement(const QByteArray& statement, int width);
    // Columns `text` takes: its UTF-8 read as characters.
    static int widthOf(QByteArrayView text);
};

}  // namespace dtriage
