#pragma once
// The pull request's text for a CI history's changes, written as tt-xla's merged
// config-update PRs are (#2618 "PCC Promotions (enable/raise) based on Dec 16
// nightly", #5741 "Update test configs from 2026-07-21 nightly", #2099, #5924): a
// title naming the workflow and the runs' dates; a problem description; what
// changed, by section — promotions, the PCC check enabled, raised and lowered (with
// the figures), new failures and recorded reasons grouped by reason, the changes
// made per arch; what was held back and why, the flaky entries left alone, the
// newest run's news; the runs with their links; a "Tested on branch:" line left for
// the user. Markdown through the report's document model, so every outside text is
// escaped and the only links are the runs' pages built from their ids. No mark
// glyphs: a reviewer reads words.
#include "cihistory/cihistory.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace dtriage {

class HistoryPullRequest {
    Q_DECLARE_TR_FUNCTIONS(HistoryPullRequest)
public:
    // The text for the changes of `keys` (written or to be written), the runs
    // linked through `repo`'s pages.
    static QString text(const CiHistory& history, const QStringList& keys, const QString& repo);
    // "Test config updates from On weekly training, 2026-11-14 to 2026-11-28 (3 runs)".
    static QString title(const CiHistory& history);
};

}  // namespace dtriage
