#include "core/terminaldevice.h"

#include "core/terminaltext.h"

namespace dtriage {

TerminalDevice::TerminalDevice(FILE* stream) : m_stream(stream)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalDevice::~TerminalDevice()
{
    std::fflush(m_stream);
}

namespace {

// Whether `bytes` is whole UTF-8 whose every character a terminal shows as it is:
// no C0 but a newline, a tab or the CR of a CRLF; no DEL; no C1 (C2 80..9F); no
// bidi override or isolate (E2 80 AA..AE, E2 81 A6..A9). What TerminalText would
// replace, read on the bytes: a sync's --json runs to megabytes, and decoding it
// to check it took a sixth of the verb.
bool showsAsItIs(QByteArrayView bytes)
{
    const auto* at = reinterpret_cast<const uchar*>(bytes.data());
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size; ++i) {
        const uchar c = at[i];
        if (c >= 0x20 && c < 0x7f)
            continue;
        if (c == '\n' || c == '\t' || (c == '\r' && i + 1 < size && at[i + 1] == '\n'))
            continue;
        if (c < 0x80)
            return false;  // another C0, or DEL
        if (c == 0xc2 && i + 1 < size && at[i + 1] >= 0x80 && at[i + 1] <= 0x9f)
            return false;
        if (c == 0xe2 && i + 2 < size
            && ((at[i + 1] == 0x80 && at[i + 2] >= 0xaa && at[i + 2] <= 0xae)
                || (at[i + 1] == 0x81 && at[i + 2] >= 0xa6 && at[i + 2] <= 0xa9)))
            return false;
    }
    return bytes.isValidUtf8();  // also: no character cut at its end
}

// Whether `bytes` surely ends with a whole character: an ASCII byte, or a lead
// byte followed by all its continuation bytes. Anything else (a cut character, or
// a tail that is only continuation bytes) may leave the decoder holding bytes.
bool endsWhole(QByteArrayView bytes)
{
    const auto* at = reinterpret_cast<const uchar*>(bytes.data());
    for (qsizetype back = 1; back <= 4 && back <= bytes.size(); ++back) {
        const uchar c = at[bytes.size() - back];
        if ((c & 0xc0) == 0x80)
            continue;  // a continuation byte: its lead is further back
        const int length = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
        return length == back;
    }
    return false;
}

}  // namespace

qint64 TerminalDevice::writeData(const char* data, qint64 size)
{
    const QByteArrayView chunk(data, size);
    QByteArray bytes;
    if (!m_decoderHolds && showsAsItIs(chunk)) {
        bytes = QByteArray::fromRawData(data, size);
    } else {
        const QString text = m_decoder.decode(chunk);
        // The decoder keeps the start of a character the chunk cut; until a chunk
        // surely ends whole, every one goes through it.
        m_decoderHolds = !endsWhole(chunk);
        bytes = TerminalText::sanitized(text).toUtf8();
    }
    if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), m_stream) != size_t(bytes.size()))
        return -1;
    std::fflush(m_stream);
    return size;
}

}  // namespace dtriage
