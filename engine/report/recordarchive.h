#pragma once
// The saved session records of earlier runs: a window that was closed (or
// crashed) mid-triage finds them when it opens the same checkout again and can
// offer to resume each. Reading a folder of JSON files is work for a pool
// thread, never the GUI's.
#include "report/triagerecord.h"

#include <QFuture>
#include <QList>
#include <QString>

namespace dtriage {

struct SavedRecord {
    QString path;  // .../sessions/<id>/record.json
    TriageRecord record;
};

class RecordArchive {
public:
    // Records under `sessionsRoot` (one folder per session) that belong to
    // `checkoutRoot` and did not settle, newest first, one per key (a newer
    // session of the same key supersedes an older one, settled or not).
    static QList<SavedRecord> unfinished(const QString& sessionsRoot, const QString& checkoutRoot);
    static QFuture<QList<SavedRecord>> unfinishedAsync(const QString& sessionsRoot, const QString& checkoutRoot);
};

}  // namespace dtriage
