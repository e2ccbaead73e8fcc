#include "run/processtree.h"
#include "core/workpool.h"

#include <QDir>
#include <QFile>
#include <QList>
#include <QUuid>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace dtriage {

QByteArray ProcessTree::newToken()
{
    return QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

QList<qint64> ProcessTree::tagged(const QByteArray& token)
{
    QList<qint64> pids;
    if (token.isEmpty())
        return pids;
    const QByteArray needle = QByteArray(kTokenVariable) + '=' + token;
    const qint64 self = ::getpid();
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid || pid == self)
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (!environ.open(QIODevice::ReadOnly))
            continue;  // gone, or not ours
        // Variables are NUL-separated; match a whole one.
        for (const QByteArray& variable : environ.readAll().split('\0')) {
            if (variable == needle) {
                pids << pid;
                break;
            }
        }
    }
    return pids;
}

void ProcessTree::killTaggedSoon(const QByteArray& token)
{
    WorkPool::start([token] { killTagged(token); });
}

int ProcessTree::killTagged(const QByteArray& token)
{
    int killed = 0;
    for (const qint64 pid : tagged(token))
        killed += ::kill(pid_t(pid), SIGKILL) == 0 ? 1 : 0;
    return killed;
}

}  // namespace dtriage
