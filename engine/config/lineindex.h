#pragma once
// A config file's bytes by line: the offsets of the line starts, so that line
// texts are O(1) and offsets map to lines by binary search.
#include <QByteArrayView>

#include <algorithm>
#include <cstring>
#include <vector>

namespace dtriage {

class LineIndex {
public:
    explicit LineIndex(QByteArrayView text) : m_text(text)
    {
        m_starts.reserve(std::size_t(text.size() / 32));  // real lines average ~40 bytes
        m_starts.push_back(0);
        if (text.isEmpty())
            return;  // data() may be null, which memchr must not see
        const char* const end = text.data() + text.size();
        for (const char* p = text.data(); (p = static_cast<const char*>(
                                               std::memchr(p, '\n', std::size_t(end - p))));) {
            if (++p == end)
                break;
            m_starts.push_back(p - text.data());
        }
    }
    int count() const { return m_text.isEmpty() ? 0 : int(m_starts.size()); }
    // 1-based; without the line break.
    QByteArrayView line(int n) const
    {
        const qsizetype begin = m_starts[n - 1];
        qsizetype end = n < int(m_starts.size()) ? m_starts[n] : m_text.size();
        while (end > begin && (m_text[end - 1] == '\n' || m_text[end - 1] == '\r'))
            --end;
        return m_text.sliced(begin, end - begin);
    }
    int lineAt(qsizetype offset) const
    {
        return int(std::upper_bound(m_starts.begin(), m_starts.end(), offset) - m_starts.begin());
    }

private:
    QByteArrayView m_text;
    std::vector<qsizetype> m_starts;
};

}  // namespace dtriage
