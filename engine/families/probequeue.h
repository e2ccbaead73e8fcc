#pragma once
// The CPU probes of a family's scope (the other entries a fix reaches), run at
// most a few at a time: which to start next, and when every result is in.
#include <optional>

namespace dtriage {

class ProbeQueue {
public:
    void reset(int count)
    {
        m_count = count;
        m_next = 0;
        m_running = 0;
    }
    // The next index to start while fewer than `limit` run, counted as running
    // from now on; none when `limit` run or every one has started.
    std::optional<int> startNext(int limit)
    {
        if (m_running >= limit || m_next >= m_count)
            return std::nullopt;
        ++m_running;
        return m_next++;
    }
    // One result is in; true once every result is.
    bool finish()
    {
        --m_running;
        return m_next == m_count && m_running == 0;
    }

private:
    int m_count = 0;
    int m_next = 0;
    int m_running = 0;
};

}  // namespace dtriage
