#pragma once
// A file's bytes as lines, each with its own terminator ("\n", or none for a
// last line without one), so that joining them gives the bytes back: what every
// line-level edit (a registry line, an inserted method, a diff taken back) works on.
#include <QByteArray>
#include <QList>

namespace dtriage {

class TextLines {
public:
    static QList<QByteArray> split(const QByteArray& text)
    {
        QList<QByteArray> lines;
        qsizetype start = 0;
        while (start < text.size()) {
            const qsizetype nl = text.indexOf('\n', start);
            const qsizetype end = nl < 0 ? text.size() : nl + 1;
            lines << text.mid(start, end - start);
            start = end;
        }
        return lines;
    }
};

}  // namespace dtriage
