#pragma once
// What the CI history remembers between sessions (QSettings): the sync last asked
// for, where runs were last read from, and the runs each checkout last showed.
// The one owner of those keys; their defaults are CiSyncConfig's.
#include "cihistory/cisync.h"

#include <QString>
#include <QStringList>

namespace dtriage {

class SyncSettings {
public:
    // The sync last asked for (workflow, last runs, branch, repository); where none
    // was, CiSyncConfig's defaults and `repo`.
    static CiSyncConfig lastSync(const QString& repo);
    static void rememberSync(const CiSyncConfig& config);
    // The folder Read CI Runs last opened; `fallback` when none.
    static QString runsFolder(const QString& fallback);
    static void rememberRunsFolder(const QString& dir);
    // The run folders last read on the checkout at `root` (still there), read
    // again when the CI history opens on it (issue 47 §13).
    static QStringList lastRuns(const QString& root);
    // Forgets checkouts that are gone (a demo copy) on the way.
    static void rememberRuns(const QString& root, const QStringList& folders);
};

}  // namespace dtriage
