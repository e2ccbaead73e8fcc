#pragma once
// What went wrong when a `gh` call failed, said so that the user knows what to do:
// gh missing, not logged in (gh's exit code 4), no permission (HTTP 403), the
// workflow not found (HTTP 404), the workflow refusing its inputs (HTTP 422: its
// inputs changed), or gh's own last line. The one owner
// of these wordings: the window, the command line and the report all say them.
#include "run/job.h"

#include <QCoreApplication>
#include <QString>

namespace dtriage {

class GhFailure {
    Q_DECLARE_TR_FUNCTIONS(GhFailure)
public:
    enum class Kind { None, Missing, NotLoggedIn, NoPermission, NotFound, InputsChanged, ValueRefused, TimedOut, Other };

    static Kind kindOf(const JobResult& result);
    // A failure that asking again may not repeat: a timeout, or none of the known kinds (the network).
    static bool mayPass(const JobResult& result);
    // `what`: the call, as the user reads it ("dispatching the workflow").
    static QString describe(const JobResult& result, const QString& what, const QString& repo);
};

}  // namespace dtriage
