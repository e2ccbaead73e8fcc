#pragma once
// The CI history's "Sync from GitHub" question: which workflow's last runs, of
// which branch and repository. Starts from the sync last asked for
// (SyncSettings) and remembers the one accepted.
#include "cihistory/cisync.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

namespace dtriage {

class SyncRunsDialog {
    Q_DECLARE_TR_FUNCTIONS(SyncRunsDialog)

public:
    // The sync to run (its checkout left for the caller), or nullopt when cancelled.
    static std::optional<CiSyncConfig> ask(QWidget* parent, const QString& repo);
};

}  // namespace dtriage
