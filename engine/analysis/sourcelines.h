#pragma once
// A fix works on the loader's bytes as ast saw them: ast reports (line, byte
// column) pairs, an edit needs offsets.
#include <QByteArray>
#include <QList>

#include <algorithm>

namespace dtriage {

// Line starts of the analysed bytes, so ast's (line, byte column) pairs become
// offsets. Lines end at '\n' ("\r\n" keeps its '\r' in the line's terminator).
class SourceLines {
public:
    explicit SourceLines(const QByteArray& source)
        : m_source(source)
    {
        m_starts.append(0);
        for (qsizetype i = 0; i < source.size(); ++i)
            if (source[i] == '\n')
                m_starts.append(i + 1);
    }
    int count() const { return int(m_starts.size()); }
    qsizetype start(int line) const
    {
        if (line < 1)
            return -1;
        return line <= count() ? m_starts[line - 1] : m_source.size();
    }
    qsizetype offset(int line, int column) const
    {
        const qsizetype at = start(line);
        return at < 0 || line > count() || at + column > m_source.size() ? -1 : at + column;
    }
    // The line's bytes without its terminator.
    QByteArray text(int line) const
    {
        if (line < 1 || line > count())
            return {};
        const qsizetype from = start(line);
        qsizetype to = line < count() ? m_starts[line] : m_source.size();
        while (to > from && (m_source[to - 1] == '\n' || m_source[to - 1] == '\r'))
            --to;
        return m_source.mid(from, to - from);
    }
    QByteArray terminator(int line) const
    {
        const qsizetype end = line < count() ? m_starts[line] : m_source.size();
        const QByteArray bytes = m_source.mid(start(line), end - start(line));
        return bytes.endsWith("\r\n") ? QByteArrayLiteral("\r\n")
            : bytes.endsWith('\n')    ? QByteArrayLiteral("\n")
                                      : QByteArray();
    }
    int lineOf(qsizetype offset) const
    {
        const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), offset);
        return int(it - m_starts.begin());
    }

private:
    const QByteArray& m_source;
    QList<qsizetype> m_starts;
};

inline QByteArray leadingWhitespace(const QByteArray& line)
{
    qsizetype n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return line.left(n);
}

}  // namespace dtriage
