#include "run/outputwatch.h"

#include "core/boundedfile.h"

#include <QFileInfo>

#include <algorithm>

namespace dtriage {

OutputWatch::OutputWatch(qint64 idleMs, qint64 maxStdoutBytes, QString stdoutPath)
    : m_idleMs(idleMs), m_maxStdoutBytes(maxStdoutBytes), m_stdoutPath(std::move(stdoutPath))
{
    m_lastHeard.start();
}

int OutputWatch::pollIntervalMs() const
{
    return int(std::clamp<qint64>(m_idleMs / 4, 10, 1000));
}

void OutputWatch::heard(qint64 bytes, bool stdout)
{
    if (bytes <= 0)
        return;
    m_lastHeard.restart();
    if (stdout)
        m_stdoutBytes += bytes;
}

bool OutputWatch::silentTooLong()
{
    if (m_idleMs <= 0)
        return false;
    if (!m_stdoutPath.isEmpty()) {
        const qint64 size = QFileInfo(m_stdoutPath).size();
        if (size != m_fileSize) {
            m_fileSize = size;
            m_lastHeard.restart();
        }
    }
    return m_lastHeard.isValid() && m_lastHeard.elapsed() > m_idleMs;
}

QString OutputWatch::silenceText() const
{
    return tr("no output for %1 s: stopped").arg(secondsText(m_idleMs));
}

QString OutputWatch::secondsText(qint64 ms)
{
    return ms % 1000 == 0 ? QString::number(ms / 1000) : QString::number(ms / 1000.0, 'g', 3);
}

QString OutputWatch::overLimitText() const
{
    return tr("printed more than %1 to stdout: stopped, not read").arg(BoundedFile::sizeText(m_maxStdoutBytes));
}

}  // namespace dtriage
