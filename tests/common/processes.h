#pragma once
// Whether a process the tests started (or made a job start) is still running.
// Header-only and inline: every test is its own executable.
#include <QFile>
#include <QString>

namespace dtriage::testing {

// Gone, or a zombie nobody reaped yet: either way no longer running.
inline bool processIsGone(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return text.isEmpty() || close < 0 || text.mid(close + 2, 1) == "Z";
}

}  // namespace dtriage::testing
