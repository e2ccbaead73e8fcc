#pragma once
// The triage of many entries (`dtype-triage batch`, the window's "Triage all
// bf16"): one TriageSession at a time per loader file (docs/triage.md §2's hard rule; a
// finished session's loader-wide scope covers the loader's other entries), and
// sessions of different loaders in parallel, at most `jobs` of them working at
// once. Every session writes the one training YAML: with `yes` the batch
// approves those writes one at a time, and a plan that a parallel write made
// stale (the write's conflict check refused it) is re-planned against the file
// as it is now from the session's recorded target states (YamlReplan).
//
// Without `yes` a session that asks for approval simply waits: the caller
// approves or rejects through the TriageSession (sessionStarted hands it over),
// and a re-planned YAML waits for approveReplan()/rejectReplan(). A waiting
// session keeps its loader blocked but frees its job slot, so other loaders go
// on; a session canceled while it waits leaves its loader's remaining entries
// untriaged (they would stop at the same diff).
//
// Runs on the caller's event loop (it never spins one of its own); finished()
// follows start() exactly once.
#include "checkout/checkout.h"
#include "config/configeditor.h"
#include "report/triagerecord.h"
#include "run/reprojob.h"
#include "session/triagesession.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class WarmWorker;

struct TriageBatchConfig {
    QString checkoutRoot;
    QStringList keys;  // YAML test keys, in the order to triage them
    int jobs = 1;      // loaders triaged at once
    bool yes = false;  // approve every diff (headless --yes)
    QString interpreter;
    qint64 reproTimeoutMs = ReproJob::kDefaultTimeoutMs;
    qint64 pytestTimeoutMs = 1200 * 1000;
    qint64 memoryLimitBytes = Job::defaultMemoryLimitBytes();
    QString importedJUnit;  // when set, every session reads it instead of running pytest
    // Shared by all sessions (not owned); null: each session starts its own.
    WarmWorker* warmWorker = nullptr;
    // Where each session gets its folder; empty: SessionFolder's default.
    QString sessionRoot;
    // key -> the record.json of an earlier session of that key that did not
    // settle (killed, closed): resumed where it stopped, first in its loader's
    // turn, instead of started afresh on a loader that may already hold its fix.
    QHash<QString, QString> resumeRecords;
};

class TriageBatch : public QObject {
    Q_OBJECT
public:
    explicit TriageBatch(TriageBatchConfig config, QObject* parent = nullptr);
    ~TriageBatch() override;

    void start();   // asynchronous; finished() follows exactly once
    void cancel();  // cancels the running sessions, triages nothing more

    const TriageBatchConfig& config() const { return m_config; }
    int total() const { return m_total; }                  // keys given
    int finishedCount() const { return m_finishedCount; }  // keys triaged or skipped
    bool isFinished() const { return m_finished; }
    // Sessions that failed (crash, timeout, error) plus YAML writes refused even
    // after a re-plan: the batch's "something went wrong" count.
    int failedCount() const { return m_failedCount; }
    // Sessions that ended stopped (a triage rule, a conflict): left for a human.
    int stoppedCount() const;
    QList<TriageRecord> records() const { return m_records; }  // in finishing order
    QList<TriageSession*> sessions() const;  // running or waiting for approval

    // Without `yes`: the re-planned YAML of `key` (see replanned()) is written
    // (after the batch's other YAML writes) or declined.
    void approveReplan(const QString& key);
    void rejectReplan(const QString& key);
    QStringList replansAwaitingApproval() const { return m_replanAwaiting.keys(); }

Q_SIGNALS:
    // Connect views/console to it. The session is the batch's child and deleted
    // once it finished; reparent it here to keep it (and its record) longer.
    void sessionStarted(dtriage::TriageSession* session);
    void progress(int finished, int total);
    void entryFinished(const QString& key, const dtriage::TriageRecord& record);
    // A key the batch did not triage: covered by an earlier session's scope, its
    // loader blocked by a diff that was not approved, not a test key, or canceled.
    void entrySkipped(const QString& key, const QString& why);
    // The YAML plan of `key` made stale by a parallel write, planned again; with
    // `yes` it is written next, else it waits for approveReplan()/rejectReplan().
    void replanned(const QString& key, const QString& diff);
    void finished();

private:
    // The entries of one loader file, triaged one session at a time.
    struct LoaderGroup {
        QString loader;
        QStringList keys;
        qsizetype next = 0;
        QHash<QString, QString> covered;  // key -> the session whose scope held it
        bool busy = false;                // a session (or its re-plan) is under way
        QString blockedBy;                // the key whose diff was not approved
    };
    // A refused write's record, waiting to be planned again or written.
    struct Replan {
        TriageRecord record;
        qsizetype group = 0;
        QString recordPath;  // the session's record.json, updated once settled
        std::optional<EditPlan> plan;
        int attempts = 0;
    };

    void groupKeys();
    void startMore();
    void startNext(qsizetype group);
    void startSession(qsizetype group, const QString& key);
    void connectSession(TriageSession* session, qsizetype group);
    int workingSessions() const;
    void onApproval(TriageSession* session, TriageSession::ApprovalKind kind);
    void onSessionFinished(TriageSession* session, qsizetype group, const TriageRecord& record);
    void settle(qsizetype group, const TriageRecord& record);
    void skip(const QString& key, const QString& why);

    // The one-at-a-time YAML writes: sessions (with yes), approved re-plans,
    // then re-plans to make.
    void pumpYaml();
    void planReplan(Replan replan);
    void onReplanned(Replan replan, const Result<EditPlan>& plan);
    void writeReplan(Replan replan);
    void onReplanWritten(Replan replan, const Result<void>& written);
    void settleReplan(Replan replan);
    void maybeFinish();

    TriageBatchConfig m_config;
    std::optional<Checkout> m_checkout;
    QList<LoaderGroup> m_groups;
    QList<TriageSession*> m_sessions;
    QHash<TriageSession*, TriageSession::State> m_lastActive;  // the last state before a final one
    QList<QPointer<TriageSession>> m_yamlQueue;  // with yes: plans waiting for their write
    QList<Replan> m_replanQueue;                 // stale plans waiting to be made again
    QList<Replan> m_replanWrites;                // re-plans approved, waiting to be written
    QHash<QString, Replan> m_replanAwaiting;     // without yes: re-plans awaiting approval
    bool m_yamlBusy = false;           // a YAML write (or a re-plan) is under way
    QPointer<TriageSession> m_writer;  // with yes: the session writing now
    QList<TriageRecord> m_records;
    int m_total = 0;
    int m_finishedCount = 0;
    int m_failedCount = 0;
    bool m_started = false;
    bool m_grouped = false;  // start()'s deferred half ran
    bool m_canceled = false;
    bool m_finished = false;
};

}  // namespace dtriage
