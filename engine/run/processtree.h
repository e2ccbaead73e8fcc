#pragma once
// The descendants of one job, wherever they went. A job's children run in a
// process group of their own, and killing the group takes most of them down;
// a grandchild that started a session of its own (setsid, a daemon, Popen with
// start_new_session) left that group. Every job's environment carries a token,
// DTRIAGE_JOB=<token>, that its descendants inherit: when the job ends, any
// process still carrying it is killed, so nothing a loader spawned outlives the
// job that ran it.
#include <QByteArray>
#include <QList>

namespace dtriage {

class ProcessTree {
public:
    static constexpr const char* kTokenVariable = "DTRIAGE_JOB";

    // A fresh token for one job.
    static QByteArray newToken();
    // SIGKILL to every process of this user whose environment holds
    // DTRIAGE_JOB=<token> (read from /proc/<pid>/environ); returns how many.
    static int killTagged(const QByteArray& token);
    // killTagged on a WorkPool thread: reading every process's environ can wait
    // in the kernel (a process mid-exec holds its memory map's lock) for tens of
    // ms, which the GUI thread, where jobs end, must not (bench_stall).
    static void killTaggedSoon(const QByteArray& token);
    // The pids that still carry the token (tests, and killTagged itself).
    static QList<qint64> tagged(const QByteArray& token);
};

}  // namespace dtriage
