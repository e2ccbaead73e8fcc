#pragma once
// The one owner of running triage sessions, for the window and for the `triage`
// and `batch` verbs alike: every session of a checkout is started here, as part
// of a TriageRun (a single triage is a run of one key). It keeps
// - docs/triage.md §2's hard rule: one session per loader file at a time, across
//   all runs; a finished session's loader-wide scope covers its loader's other
//   keys in the same run, so they are skipped;
// - the job slots: at most `jobs` sessions working at once; a session waiting
//   for an approval keeps its loader but frees its slot;
// - the one warm probe worker every session forks its probes from (created here
//   and nowhere else, once the Python is known);
// - with `yes`, the approvals: loader fixes at once, YAML writes one at a time.
//   A session whose write the conflict check refused (another write came first)
//   plans again against the file as it is now and asks again (TriageSession);
//   the coordinator hands it the YAML turn again before anyone else's write.
//
// Without `yes` a session that asks for approval waits for its caller, who
// approves through the TriageSession (sessionStarted hands it over); a session
// canceled while it waits leaves the rest of its loader's keys in that run
// untriaged (they would stop at the same diff).
//
// Sessions are the coordinator's children and live as long as it does (the
// window's report and panel show finished ones). Runs on the caller's event
// loop; it never spins one of its own.
#include "checkout/checkout.h"
#include "session/triagesession.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <list>
#include <map>
#include <memory>
#include <optional>

namespace dtriage {

class TriageRun;
class WarmWorker;

struct TriageCoordinatorConfig {
    // What each session gets: checkout, interpreter, timeouts, memory limit,
    // imported JUnit. Its key, folder, yes and worker are the coordinator's to set.
    TriageSessionConfig session;
    int jobs = 1;      // sessions working at once
    bool yes = false;  // approve every diff (headless --yes)
    // Where each session gets its folder; empty: SessionFolder's default.
    QString sessionRoot;
    // Off: every repro is a cold Python process (the worker's fallback; benchmarks).
    bool useWarmWorker = true;
    // A key's imported probe result (TriageSessionConfig::importedProbe).
    QHash<QString, QString> importedProbes;
    // A key's failure family (FailureRow::family): sessions of families whose fixes
    // edit a shared file take turns on it. A run of several keys needs it (the
    // window and `batch` give it): without it, two such sessions may both propose
    // an edit of that file, and the later one's write is refused.
    QHash<QString, QString> families;
};

class TriageCoordinator : public QObject {
    Q_OBJECT
public:
    explicit TriageCoordinator(TriageCoordinatorConfig config, QObject* parent = nullptr);
    ~TriageCoordinator() override;

    const TriageCoordinatorConfig& config() const { return m_config; }
    // Settings changed: sessions started from now on use them (same checkout).
    void setConfig(const TriageCoordinatorConfig& config);
    // Starts the shared warm worker for `python` ahead of the first repro.
    void warmUp(const PythonCommand& python);

    // A run of `keys`, in order; `resume` maps a key to the record.json of an
    // earlier session of it that did not settle (killed, closed): that key is
    // resumed where it stopped, first in its loader's turn. Sessions that can
    // start do so before this returns (sessionStarted); the run's skips and its
    // finished() come from the event loop.
    TriageRun* start(const QStringList& keys, const QHash<QString, QString>& resume = {});
    void cancel(TriageRun* run);  // cancels its sessions, triages nothing more of it
    void cancelAll();
    // Cancels the job `jobId` of whichever session runs it (TriageSession::cancelJob).
    void cancelJob(int jobId);

    QList<TriageSession*> sessions() const;  // every session started, in start order
    int runningSessions() const;             // not yet finished
    // Sessions at work: not finished and not waiting (for an approval, or tt-xla's
    // CI; with `yes`, only a YAML plan queued for its turn waits).
    int workingSessions() const;

Q_SIGNALS:
    // Connect views and consoles to it; the session is the coordinator's child.
    void sessionStarted(dtriage::TriageSession* session);

private:
    // The keys of one run that share a loader file, triaged one session at a time.
    struct LoaderGroup {
        QPointer<TriageRun> run;
        QString loader;
        QStringList keys;
        qsizetype next = 0;
        QHash<QString, QString> covered;  // key -> the session whose scope held it
        bool busy = false;                // a session of it is under way
        QString blockedBy;                // the key whose diff was not approved
        QHash<QString, QString> resume;   // key -> record.json to resume
        QStringList shared;               // the shared files its keys' families may edit
    };

    void group(TriageRun* run, const QStringList& keys, const QHash<QString, QString>& resume);
    // A busy group holds `group`'s loader or one of its shared files.
    bool busyWith(const LoaderGroup& group) const;
    void startMore();
    void startNext(LoaderGroup& group);
    // The key of a session of `run` under way whose plan includes `key`; empty: none.
    static QString scopeHolding(const TriageRun& run, const QString& key);
    void startSession(LoaderGroup& group, const QString& key);
    TriageSessionConfig sessionConfig(const QString& key);
    WarmWorker* workerFor(const PythonCommand& python);
    void connectSession(TriageSession* session, LoaderGroup* group);
    void onStateChanged(TriageSession* session, TriageSession::State state);
    void onApproval(TriageSession* session, TriageSession::ApprovalKind kind);
    void onSessionFinished(TriageSession* session, LoaderGroup* group, const TriageRecord& record);
    void pumpYaml();
    void releaseYamlTurn(TriageSession* session);
    void maybeFinish();
    LoaderGroup* groupOf(const TriageRun* run, const QString& loader);

    TriageCoordinatorConfig m_config;
    std::optional<Result<Checkout>> m_checkout;  // opened by the first run
    std::list<LoaderGroup> m_groups;  // stable addresses: sessions' connections hold them
    QList<QPointer<TriageSession>> m_sessions;
    QHash<TriageSession*, TriageSession::State> m_lastActive;  // the last state before a final one
    QList<QPointer<TriageSession>> m_yamlQueue;  // with yes: plans waiting for their write
    QPointer<TriageSession> m_writer;           // with yes: the session holding the YAML turn
    std::map<QString, std::unique_ptr<WarmWorker>> m_workers;  // by Python description
    QHash<int, QPointer<TriageSession>> m_jobOwner;
    bool m_pruneQueued = false;  // finished groups are dropped on the next event-loop turn
};

}  // namespace dtriage
