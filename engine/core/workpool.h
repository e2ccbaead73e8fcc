#pragma once
// The thread pool every background task of dtype-triage runs in (QtConcurrent::run
// takes it first). Qt's global pool stays Qt's: its raster engine splits a large
// fill across that pool and the GUI thread waits on a semaphore until the pieces
// are done, so a global pool busy with a pre-flight scan or an interpreter probe
// stalled painting by 40-55 ms (bench_stall, perf sched traces). As many threads
// as cores, like the global pool; tasks that wait on a process count as one.
#include <QThreadPool>

namespace dtriage {

class WorkPool {
public:
    static QThreadPool* instance();
};

}  // namespace dtriage
