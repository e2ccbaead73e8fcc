#pragma once
// The triage sessions of one window: which session stands for which entry, the
// batch behind "Triage all bf16", the one warm repro worker they share, and the
// records the report is made of. The window shows what this says; everything
// that runs goes through the engine's TriageSession and TriageBatch.
#include "run/pythonenvironment.h"
#include "session/triagebatch.h"
#include "session/triagesession.h"
#include "triagemark.h"
#include "workbenchsettings.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <memory>

namespace dtriage {

class WarmWorker;

class TriageRuns : public QObject {
    Q_OBJECT
public:
    explicit TriageRuns(QObject* parent = nullptr);
    ~TriageRuns() override;

    // A new checkout: running sessions are canceled, the old ones forgotten.
    void setCheckout(const QString& root);
    QString checkoutRoot() const { return m_root; }
    void setSettings(const WorkbenchSettings& settings) { m_settings = settings; }
    // The Python the status bar found; the shared warm worker starts with it.
    void setPython(const PythonCommand& python);
    // Off: every repro is a cold Python process (the worker's fallback; benchmarks).
    void setUseWarmWorker(bool use) { m_useWarmWorker = use; }
    // Results produced elsewhere stand in for the local pytest run (empty: run it).
    void setImportedJUnit(const QString& path) { m_importedJUnit = path; }
    QString importedJUnit() const { return m_importedJUnit; }

    // Goes on with a session an earlier window left unfinished (its saved record).
    TriageSession* resume(const QString& recordPath, const QString& key);
    // Starts a session for `key` unless one is already running for it.
    TriageSession* start(const QString& key);
    // "Triage all bf16": the keys not already triaged or running, in parallel per loader.
    bool startBatch(const QStringList& keys);
    void cancelBatch();
    // The batch re-planned `key`'s YAML (another write changed the file first).
    QString pendingReplan(const QString& key) const { return m_replans.value(key); }
    void decideReplan(const QString& key, bool approved);
    TriageBatch* batch() const { return m_batch; }

    // The newest session whose scope holds `key` (its own or a sibling's entry).
    TriageSession* session(const QString& key) const { return m_byKey.value(key); }
    TriageMark mark(const QString& key) const;
    void cancelJob(int jobId);
    int runningSessions() const;
    // The records of the finished sessions, newest last: what the report shows.
    QList<TriageRecord> records() const;

Q_SIGNALS:
    void sessionStarted(dtriage::TriageSession* session);
    void markChanged(const QString& key, const dtriage::TriageMark& mark);
    void batchProgress(int finished, int total);
    void batchFinished();
    void replanAwaiting(const QString& key, const QString& diff);

private:
    TriageSessionConfig sessionConfig(const QString& key);
    void adopt(TriageSession* session);
    void updateMarks(TriageSession* session);
    void ensureWorker();
    void replanAfterConflict(TriageSession* session);

    QString m_root;
    WorkbenchSettings m_settings;
    QString m_importedJUnit;
    std::optional<PythonCommand> m_python;
    bool m_useWarmWorker = true;
    std::unique_ptr<WarmWorker> m_worker;
    QHash<QString, QPointer<TriageSession>> m_byKey;
    QList<QPointer<TriageSession>> m_sessions;  // in start order
    QHash<int, QPointer<TriageSession>> m_jobOwner;
    QPointer<TriageBatch> m_batch;
    QSet<TriageSession*> m_batchSessions;
    QHash<QString, QString> m_replans;  // key -> re-planned YAML diff awaiting approval
    QHash<QString, TriageRecord> m_batchRecords;  // the batch's last word on a key
};

}  // namespace dtriage
