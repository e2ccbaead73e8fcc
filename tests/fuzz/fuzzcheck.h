#pragma once
// Shared by the fuzz targets: a property check that stops the fuzzer (so that
// libFuzzer saves the input), and choices drawn from the input itself.
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace fuzz {

[[noreturn]] inline void violated(const char* what, const QString& detail, const char* file, int line)
{
    std::fprintf(stderr, "\n==== property violated at %s:%d: %s\n%s\n", file, line, what,
                 detail.toLocal8Bit().constData());
    std::fflush(stderr);
    std::abort();
}

#define FUZZ_REQUIRE(cond, detail)                                      \
    do {                                                                \
        if (!(cond))                                                    \
            ::fuzz::violated(#cond, (detail), __FILE__, __LINE__);      \
    } while (false)

// Choices that a target makes about an input it must also take whole (a YAML file,
// an XML report): drawn from the input's last bytes, mixed with a hash of the rest,
// so that a mutation near the end steers them and any mutation may change them.
class Choices {
public:
    explicit Choices(QByteArrayView bytes) : m_bytes(bytes)
    {
        std::uint64_t h = 1469598103934665603ull;  // FNV-1a
        for (const char c : bytes)
            h = (h ^ std::uint8_t(c)) * 1099511628211ull;
        m_hash = h;
        m_next = bytes.size();
    }
    // 0 <= result < n (n > 0).
    std::uint32_t below(std::uint32_t n)
    {
        std::uint32_t v = 0;
        if (m_next > 0)
            v = std::uint8_t(m_bytes[--m_next]);
        m_hash = m_hash * 6364136223846793005ull + 1442695040888963407ull;
        v = (v << 8) ^ std::uint32_t(m_hash >> 33);
        return n == 0 ? 0 : v % n;
    }
    bool flip() { return below(2) == 1; }
    // A slice of the input, at most `maxLength` bytes.
    QByteArray slice(qsizetype maxLength)
    {
        if (m_bytes.isEmpty())
            return {};
        const qsizetype at = below(std::uint32_t(m_bytes.size()));
        const qsizetype length = below(std::uint32_t(maxLength + 1));
        return m_bytes.sliced(at, qMin(length, m_bytes.size() - at)).toByteArray();
    }

private:
    QByteArrayView m_bytes;
    std::uint64_t m_hash = 0;
    qsizetype m_next = 0;
};

}  // namespace fuzz
