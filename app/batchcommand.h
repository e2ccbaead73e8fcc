#pragma once
// `dtype-triage batch --checkout DIR [--bf16] [--jobs N] [--yes] [--report FILE]
// [--interpreter PY]`: the triage of every matching training entry. One session per
// loader file at a time (a finished session's loader-wide scope covers the other
// entries of its loader), different loaders in parallel up to --jobs, all sharing
// one warm probe worker. YAML writes of parallel sessions go to one file: they
// are approved one at a time, and a plan that a parallel write made stale (the
// conflict check refused it) is planned again against the file as it is now and
// written then. The scheduling is TriageCoordinator's (the window's "Triage all"
// runs the same); this verb prints it.
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class BatchCommand {
    Q_DECLARE_TR_FUNCTIONS(BatchCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
    // --jobs when not given: half the ideal thread count, at least 1, at most 4.
    static int defaultJobs();
};

}  // namespace dtriage
