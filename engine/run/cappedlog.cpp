#include "run/cappedlog.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace dtriage {

QString CappedLog::open(const QString& path)
{
    close();
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto file = std::make_unique<QFile>(path);
    // Unbuffered: the file is the live view for anyone tailing it.
    if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
        return tr("cannot write the log %1: %2").arg(path, file->errorString());
    m_file = std::move(file);
    m_logged = 0;
    m_elided = 0;
    m_tail.clear();
    return {};
}

void CappedLog::write(const QByteArray& bytes)
{
    if (!m_file)
        return;
    const qint64 room = kHeadBytes - m_logged;
    if (room > 0) {
        const QByteArray head = bytes.left(room);
        m_file->write(head);
        m_logged += head.size();
        if (head.size() == bytes.size())
            return;
    }
    m_tail += bytes.mid(std::max<qint64>(room, 0));
    if (m_tail.size() > kTailBytes) {
        const qint64 drop = m_tail.size() - kTailBytes;
        m_elided += drop;
        m_tail.remove(0, drop);
    }
}

void CappedLog::close()
{
    if (!m_file)
        return;
    if (m_elided > 0)
        m_file->write(tr("\n[dtype-triage: %1 bytes of output left out here; the log keeps the first %2 MB and "
                         "the last %3 MB]\n")
                          .arg(m_elided)
                          .arg(kHeadBytes >> 20)
                          .arg(kTailBytes >> 20)
                          .toUtf8());
    m_file->write(m_tail);
    m_tail.clear();
    m_file->close();
    m_file.reset();
}

}  // namespace dtriage
