#include "core/workpool.h"

#include <QCoreApplication>
#include <QThread>

namespace dtriage {

QThreadPool* WorkPool::instance()
{
    static QThreadPool pool;
    static const bool named = [] {
        pool.setObjectName(QStringLiteral("dtriage-work"));
        // As Qt does for its global pool: the application's end waits for the
        // tasks still running, before the objects they report to are gone.
        qAddPostRoutine([] { pool.waitForDone(); });
        return true;
    }();
    Q_UNUSED(named);
    return &pool;
}

void WorkPool::enterTask()
{
    if (instance()->contains(QThread::currentThread()))
        BackgroundPriority::lowerCurrentThread();
}

}  // namespace dtriage
