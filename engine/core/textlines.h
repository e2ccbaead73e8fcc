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

    // The lines `after` differs from `before` in: the first and the last, 1-based
    // in `after` (the same line twice for one changed line); {0, 0} when equal.
    struct Span {
        int first = 0;
        int last = 0;
    };
    static Span changed(const QByteArray& before, const QByteArray& after)
    {
        const QList<QByteArray> a = split(before);
        const QList<QByteArray> b = split(after);
        qsizetype head = 0;
        while (head < a.size() && head < b.size() && a[head] == b[head])
            ++head;
        if (head == a.size() && head == b.size())
            return {};
        qsizetype tail = 0;
        while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
            ++tail;
        const int last = int(qMax(head + 1, b.size() - tail));
        return {int(head + 1), last};
    }
};

}  // namespace dtriage
