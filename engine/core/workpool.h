#pragma once
// The thread pool every background task of dtype-triage runs in, at the background
// priority (BackgroundPriority): run() for what QtConcurrent::run would do, start()
// and tryStart() for plain tasks. Qt's global pool stays Qt's: its raster engine
// splits a large fill across that pool and the GUI thread waits on a semaphore until
// the pieces are done, so a global pool busy with a pre-flight scan or an
// interpreter probe stalled painting by 40-55 ms (bench_stall, perf sched traces).
// As many threads as cores, like the global pool; tasks that wait on a process
// count as one.
#include "core/backgroundpriority.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <utility>

namespace dtriage {

class WorkPool {
public:
    static QThreadPool* instance();

    // QtConcurrent::run(instance(), function, args...), the task lowered first.
    template <typename Function, typename... Args>
    static auto run(Function function, Args... args)
    {
        return QtConcurrent::run(instance(), [function = std::move(function), ... args = std::move(args)]() mutable {
            enterTask();
            return std::invoke(std::move(function), std::move(args)...);
        });
    }
    template <typename Function>
    static void start(Function function)
    {
        instance()->start([function = std::move(function)]() mutable {
            enterTask();
            function();
        });
    }
    template <typename Function>
    static bool tryStart(Function function)
    {
        return instance()->tryStart([function = std::move(function)]() mutable {
            enterTask();
            function();
        });
    }

    // What every task does first; for a task that reports through a QPromise, which
    // QtConcurrent::run only recognises in the task's own signature. Only the pool's
    // own threads are lowered: a thread that waits on a future not yet started runs
    // the task itself (QFuture::result() steals it), and a lowered GUI thread could
    // never be raised again.
    static void enterTask();
};

}  // namespace dtriage
