#pragma once
// How every family's playbook sets up a CPU probe of one training entry: the
// request as the checkout's runner runs the test (its training batch size), and
// the job under the session's limits, in its warm worker when that is up, logging
// to a file of its own in the session folder.
#include "run/probejob.h"

#include <QString>

namespace dtriage {

class PlaybookHost;
struct Entry;

class ProbeSetup {
public:
    // `entry`: the training entry's YAML (its batch_size); null for none.
    static ProbeRequest request(const PlaybookHost& host, const QString& loaderPath, const QString& variant,
                                const Entry* entry);
    // Timeout, memory limit, warm worker, and the log "<stem>-<model>-<variant>.log".
    static void configure(PlaybookHost& host, ProbeJob& job, const QString& stem);
};

}  // namespace dtriage
