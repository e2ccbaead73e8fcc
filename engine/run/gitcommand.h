#pragma once
// One way to run git (a checkout's state, a commit's file, the loaders' changes):
// `git -C DIR …`, blocking — callers are worker threads or the command line — with
// no prompt for credentials, no optional index lock (a status beside the user's own
// git must not fail theirs), C messages and a minute's deadline.
#include "run/job.h"

#include <QString>
#include <QStringList>

namespace dtriage {

class GitCommand {
public:
    static JobResult run(const QString& dir, const QStringList& arguments);
    // The top of the work tree holding `dir` (canonical); empty when none.
    static QString topLevel(const QString& dir);
};

}  // namespace dtriage
