#pragma once
// A triage session's record.json in its session folder: saved at every change of
// state, so a closed workbench (or a crash) can see where the session stopped and
// resume it; unfinished() finds those records again. A save is written at once, on
// the caller's thread, before the session announces the state it holds: a kill at
// any moment leaves a record that says at least what the user saw. It is renamed
// into place but not fsynced (FileReplacement::Durability::Process): a fraction of
// a millisecond for a record, so the event loop does not notice it.
#include "core/error.h"
#include "record/triagerecord.h"

#include <QCoreApplication>
#include <QFuture>
#include <QList>
#include <optional>
#include <QString>

namespace dtriage {

class RecordFile {
    // The strings are the session's own: translated in TriageSession's context.
    Q_DECLARE_TR_FUNCTIONS(dtriage::TriageSession)

public:
    // In `sessionDir`; until then (no session folder) nothing is saved.
    void open(const QString& sessionDir);
    QString path() const { return m_path; }
    // Writes the record now; a failure is also warned about (the previous record
    // stays whole). Without a folder nothing is saved and the result says so.
    Result<void> save(const TriageRecord& record);
    // save()'s outcome as a future, for the steps that await it: a session writes
    // no file its record does not hold first (a full data home stops it before the
    // loader or the YAML).
    QFuture<Result<void>> saveNow(const TriageRecord& record);

    // A record a session saved (crashed or closed), read back. Its stateNote starts
    // with the session state's name ("awaiting_yaml_approval: ...").
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
    // The newest record of `checkoutRoot` that names `key` (triaged or in its scope)
    // and reached a decision (TriageRecord::reachedDecision): what `verify` takes a
    // branch from. Another checkout's record, a dry run or a fix never approved is
    // no evidence about this one.
    static std::optional<Saved> newestDecided(const QString& sessionsRoot, const QString& checkoutRoot,
                                              const QString& key);
    // Every readable record under `sessionsRoot` that belongs to `checkoutRoot`
    // (TriageRecord::checkoutRoot, compared canonically), newest first.
    static QList<Saved> of(const QString& sessionsRoot, const QString& checkoutRoot);
    static QFuture<QList<Saved>> unfinishedAsync(const QString& sessionsRoot, const QString& checkoutRoot);

private:
    QString m_path;
};

}  // namespace dtriage
