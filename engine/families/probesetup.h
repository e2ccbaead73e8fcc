#pragma once
// How every family sets up a CPU probe of one training entry: the request as the
// checkout's runner runs the test (its training batch size), and a family probe's
// job followed as one of the session's jobs (its lines, its greeting, how it ended).
#include "run/proberequest.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class FamilyProbeJob;
class PlaybookHost;
struct Entry;
struct RunnerDefaults;

class ProbeSetup {
public:
    // `entry`: the training entry's YAML (its batch_size); null for none.
    static ProbeRequest request(const QString& checkoutRoot, const RunnerDefaults& runner, const QString& loaderPath,
                                const QString& variant, const Entry* entry);
    // `job` as a session job named `name`: its lines, the probe's greeting, and how
    // it ended (its CPU run's summary, else its problem). Call before connecting to
    // its finished(): the job ends before the steps go on.
    static void track(PlaybookHost& host, FamilyProbeJob* job, const QString& name);
    // "Python 3.11.2, torch 1.13.1, pid 4242": a probe's greeting, for its console.
    static QString greeting(const QString& python, const QString& torch, qint64 pid);
};

}  // namespace dtriage
