#pragma once
// How every family's playbook sets up a CPU probe of one training entry: the
// request as the checkout's runner runs the test (its training batch size), and
// the job under the session's limits, in its warm worker when that is up, logging
// to a file of its own in the session folder.
#include "families/playbookhost.h"
#include "run/probejob.h"
#include "session/sessionjobs.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class PlaybookHost;
struct RunnerDefaults;
struct Entry;

class ProbeSetup {
public:
    // `entry`: the training entry's YAML (its batch_size); null for none.
    static ProbeRequest request(const PlaybookHost& host, const QString& loaderPath, const QString& variant,
                                const Entry* entry);
    // The same outside a session (the survey): the checkout's runner as read.
    static ProbeRequest request(const QString& checkoutRoot, const RunnerDefaults& runner, const QString& loaderPath,
                                const QString& variant, const Entry* entry);
    // Timeout, memory limit, warm worker, and the log "<stem>-<model>-<variant>.log".
    static void configure(PlaybookHost& host, ProbeJob& job, const QString& stem);

    // `job` (a family's probe job: consoleLine, hello, `finished`) as a session
    // job named `name`: its lines, the probe's greeting, and how it ended
    // (`summary` of a completed result, else its problem).
    template <typename Job, typename R>
    static void track(PlaybookHost& host, Job* job, const QString& name, void (Job::*finished)(const R&),
                      QString (*summary)(const R&))
    {
        SessionJobs& jobs = host.jobs();
        const int id = jobs.begin(name);
        QObject::connect(job, &Job::consoleLine, &jobs, [&jobs, id](const QString& line) { jobs.show(id, line); });
        QObject::connect(job, &Job::hello, &jobs, [&jobs, id](const QString& python, const QString& torch, qint64 pid) {
            jobs.note(id, greeting(python, torch, pid));
        });
        QObject::connect(job, finished, &jobs, [&jobs, id, summary](const R& result) {
            jobs.end(id, result.completed() ? summary(result) : result.problem(), result.completed());
        });
    }

private:
    static QString greeting(const QString& python, const QString& torch, qint64 pid);
};

}  // namespace dtriage
