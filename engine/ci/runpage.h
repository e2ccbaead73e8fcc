#pragma once
// A workflow run's page on GitHub, built by the workbench from the repository and
// the run's id: https://github.com/<owner>/<repo>/actions/runs/<id>. The one way a
// run becomes a link in a report or the PR text: a url read from run.json or gh
// is outside text (a `javascript:` address, a Markdown link closed early) and is
// never pasted into one.
#include <QString>

namespace dtriage {

class RunPage {
public:
    // Empty when `repo` is not an owner/name GitHub could hold or `id` no run id.
    static QString of(const QString& repo, qint64 id);
    static bool isRepo(const QString& repo);
};

}  // namespace dtriage
