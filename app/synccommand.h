#pragma once
// `dtype-triage sync --checkout DIR (--workflow FILE --last N | --reports DIR...)
// [--kind K]... [--key KEY]... [--yes] [--report FILE] [--json]`: keeps the training
// YAML true to CI. The last N runs of a workflow are downloaded through `gh` into
// the data home (one folder per run id, kept: a sync again downloads only what it
// lacks), or runs already downloaded are read (`gh run download`'s layout, or
// artifact zips, beside the run's run.json); every entry's history per arch is
// printed with what it proposes (CiHistory, HistoryProposal). The proposals' YAML
// diff is shown, and written in one edit with --yes (or the --kind / --key ones).
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace dtriage {

class SyncCommand {
    Q_DECLARE_TR_FUNCTIONS(SyncCommand)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

}  // namespace dtriage
