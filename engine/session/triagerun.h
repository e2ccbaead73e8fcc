#pragma once
// The keys handed to the TriageCoordinator together (one entry the user clicked,
// "Triage All", the `batch` verb's selection) and what became of them: a
// record per triaged key, a reason per skipped key, progress and one finished().
// The coordinator owns it and does the work; this is what its caller watches.
#include "record/triagerecord.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace dtriage {

class TriageCoordinator;
class TriageSession;

class TriageRun : public QObject {
    Q_OBJECT
public:
    int total() const { return m_total; }                  // keys given
    int finishedCount() const { return m_finishedCount; }  // keys triaged or skipped
    bool isFinished() const { return m_finished; }
    // Sessions that failed (crash, timeout, error): the run's "something went wrong" count.
    int failedCount() const { return m_failedCount; }
    // Sessions that ended stopped (a triage rule, a conflict): left for a human. A
    // dry run's stop before its first write is not one.
    int stoppedCount() const;
    // Sessions the runner could not verify here (State::NeedsTtVerification).
    int needsTtVerificationCount() const;
    QList<TriageRecord> records() const { return m_records; }  // in finishing order
    QList<TriageSession*> sessions() const;  // running or waiting for approval
    void cancel();  // cancels the run's sessions, triages nothing more of it
    // How many keys had finished when the run was canceled; -1 while it was not.
    int canceledAfter() const { return m_canceledAfter; }
    bool isCanceled() const { return m_canceledAfter >= 0; }

Q_SIGNALS:
    void progress(int finished, int total);
    void entryFinished(const QString& key, const dtriage::TriageRecord& record);
    // A key the run did not triage: covered by an earlier session's scope, its
    // loader blocked by a diff that was not approved, not a test key, or canceled.
    void entrySkipped(const QString& key, const QString& why);
    void finished();

private:
    friend class TriageCoordinator;
    TriageRun(TriageCoordinator* coordinator, int total);

    void settle(const TriageRecord& record);
    void skip(const QString& key, const QString& why);

    TriageCoordinator* m_coordinator;
    QList<QPointer<TriageSession>> m_sessions;  // started, not yet finished
    QList<TriageRecord> m_records;
    int m_total = 0;
    int m_finishedCount = 0;
    int m_failedCount = 0;
    bool m_grouped = false;  // its unparsable keys were reported
    int m_canceledAfter = -1;
    bool m_finished = false;
};

}  // namespace dtriage
