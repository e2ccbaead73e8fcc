#pragma once
// The command line's stdout and stderr: every verb's QTextStream writes through
// one, so no control byte of outside text reaches the terminal (TerminalText::
// sanitized: ESC, NUL, BEL, CR, C1 and bidi controls made visible; our newlines and
// tabs stay). Bytes are decoded as UTF-8 across writes, so a character split
// between two writes is whole; whole UTF-8 with nothing to replace (most output,
// a sync's JSON of megabytes) goes to the stream as it is.
#include <QIODevice>
#include <QStringDecoder>

#include <cstdio>

namespace dtriage {

class TerminalDevice : public QIODevice {
public:
    explicit TerminalDevice(FILE* stream);
    ~TerminalDevice() override;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    FILE* m_stream;
    // A U+FEFF is a character like any other here, wherever it comes: the decoder's
    // default drops one at its start, which plain bytes never pass through.
    QStringDecoder m_decoder{QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom};
    // The decoder may hold the start of a character an earlier write cut: the next
    // write goes through it, not straight to the stream.
    bool m_decoderHolds = false;
};

}  // namespace dtriage
