#pragma once
// A config file's lines as ConfigEditor and EditVerification walk them: each
// line's bytes with and without its ending, its indentation, blank and
// comment-only lines.
#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace dtriage {

// Line i (0-based) is bytes [start(i), start(i + 1)), terminator included, so that
// a block can be cut out and put back without touching a single other byte.
class LineTable {
public:
    explicit LineTable(const QByteArray& bytes) : m_bytes(bytes)
    {
        m_starts.push_back(0);
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            if (bytes[i] == '\n')
                m_starts.push_back(i + 1);
        }
        if (m_starts.back() != bytes.size())
            m_starts.push_back(bytes.size());  // a last line without a newline
    }
    qsizetype start(int i) const { return m_starts[size_t(i)]; }
    QByteArrayView line(int i) const
    {
        return QByteArrayView(m_bytes).sliced(start(i), start(i + 1) - start(i));
    }

private:
    const QByteArray& m_bytes;
    std::vector<qsizetype> m_starts;
};

inline int indentOf(QByteArrayView line)
{
    int n = 0;
    while (n < line.size() && line[n] == ' ')
        ++n;
    return n;
}

inline bool isBlank(QByteArrayView line)
{
    return line.trimmed().isEmpty();
}

inline bool isCommentOnly(QByteArrayView line)
{
    return line.trimmed().startsWith('#');
}

inline QByteArray lineEnding(QByteArrayView line)
{
    return line.endsWith("\r\n") ? QByteArray("\r\n") : QByteArray("\n");
}

}  // namespace dtriage
