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

qint64 TerminalDevice::writeData(const char* data, qint64 size)
{
    const QString text = m_decoder.decode(QByteArrayView(data, size));
    const QByteArray bytes = TerminalText::sanitized(text).toUtf8();
    if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), m_stream) != size_t(bytes.size()))
        return -1;
    std::fflush(m_stream);
    return size;
}

}  // namespace dtriage
