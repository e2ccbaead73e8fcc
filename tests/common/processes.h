#pragma once
// Whether a process the tests started (or made a job start) is still running;
// git run in a test's repository.
// Header-only and inline: every test is its own executable.
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

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

// `git args` in `dir` with a throwaway identity; its output, trimmed (a failure is warned about).
inline QString git(const QString& dir, const QStringList& args)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("git"), QStringList{QStringLiteral("-c"), QStringLiteral("user.name=t"),
                                                     QStringLiteral("-c"), QStringLiteral("user.email=t@t")}
                                             + args);
    process.waitForFinished(60000);
    if (process.exitCode() != 0)
        qWarning("git %s: %s", qPrintable(args.join(u' ')), process.readAllStandardError().constData());
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

}  // namespace dtriage::testing
