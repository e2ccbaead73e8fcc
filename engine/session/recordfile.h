#pragma once
// A triage session's record.json in its session folder: saved after every change
// of state, so a closed workbench (or a crash) can see where the session stopped
// and resume it; unfinished() finds those records again. Saves run off the event loop on one thread of their own, so
// they land in the order they were made; the last one lands before the file's
// owner is gone.
#include "core/error.h"
#include "record/triagerecord.h"

#include <QCoreApplication>
#include <QFuture>
#include <QList>
#include <QString>
#include <QThreadPool>

namespace dtriage {

class RecordFile {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    RecordFile();
    ~RecordFile();  // waits for the saves still under way (they are tiny)

    // In `sessionDir`; until then (no session folder) nothing is saved.
    void open(const QString& sessionDir);
    QString path() const { return m_path; }
    void save(const TriageRecord& record);  // asynchronous, in order
    // save() whose outcome counts: a session writes no file its record does not
    // hold first (a full data home stops it before the loader or the YAML).
    QFuture<Result<void>> saveNow(const TriageRecord& record);

    // A record a session saved (TriageSession::loadRecord).
    static Result<TriageRecord> load(const QString& path);

    // One record.json found under the sessions folder.
    struct Saved {
        QString path;  // .../sessions/<id>/record.json
        TriageRecord record;
    };
    // Records under `sessionsRoot` (one folder per session) that belong to
    // `checkoutRoot` and did not settle, newest first, one per key (a newer
    // session of the same key supersedes an older one, settled or not).
    static QList<Saved> unfinished(const QString& sessionsRoot, const QString& checkoutRoot);
    static QFuture<QList<Saved>> unfinishedAsync(const QString& sessionsRoot, const QString& checkoutRoot);

private:
    QString m_path;
    QThreadPool m_pool;  // one thread
};

}  // namespace dtriage
