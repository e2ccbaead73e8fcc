#include "core/backgroundpriority.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace dtriage {

namespace {

// The thread's own id: on Linux, PRIO_PROCESS with a thread id sets that thread only.
id_t currentThreadId()
{
    return id_t(::syscall(SYS_gettid));
}

}  // namespace

void BackgroundPriority::lowerCurrentThread()
{
    if (currentNiceness() < kNiceness)
        (void)::setpriority(PRIO_PROCESS, currentThreadId(), kNiceness);
}

int BackgroundPriority::currentNiceness()
{
    return ::getpriority(PRIO_PROCESS, currentThreadId());
}

}  // namespace dtriage
