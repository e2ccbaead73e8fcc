#pragma once
// One statement as black shaped it (fix_tools.format_statement), and the way to
// have it shaped from any thread but the Python one.
#include "format/blackchoice.h"

#include <QByteArray>
#include <QFuture>
#include <QString>

namespace dtriage {

struct ShapedStatement {
    QByteArray text;    // black's text; empty when no black shaped it
    QString formatter;  // "black 23.1.0", or empty
    QString from;       // "checkout" or "workbench", or empty

    // `dedented` (no indentation on its first line) at `width` columns by the
    // black of `black`; `whole` is the file, for black's target versions. Runs on
    // the Python thread; a Python error leaves the statement unshaped.
    static QFuture<ShapedStatement> shape(const QByteArray& dedented, int width, const QByteArray& whole,
                                          const BlackChoice& black);
};

}  // namespace dtriage
