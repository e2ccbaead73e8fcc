#pragma once
// The window's side of the TriageCoordinator: which session stands for which
// entry (the marks of the failure list), the run behind "Triage All", and
// the records the report is made of. Everything that runs goes through the
// coordinator, which the window's settings configure; a new checkout gets a new one.
#include "run/pythonenvironment.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "session/triagesession.h"
#include "list/triagemark.h"
#include "chrome/workbenchsettings.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

namespace dtriage {


class TriageRuns : public QObject {
    Q_OBJECT
public:
    explicit TriageRuns(QObject* parent = nullptr);
    ~TriageRuns() override;

    // A new checkout: running sessions are canceled, the old ones forgotten.
    void setCheckout(const QString& root);
    QString checkoutRoot() const { return m_root; }
    void setSettings(const WorkbenchSettings& settings);
    // The Python the status bar found: the shared warm worker starts with it.
    void setPython(const PythonCommand& python);
    // Off: every repro is a cold Python process (the worker's fallback; benchmarks).
    void setUseWarmWorker(bool use);
    // Step 6 through tt-xla's CI for the sessions started from now on.
    void setVerifyThroughCi(bool on);
    // Every session started for this checkout, in start order.
    QList<TriageSession*> sessions() const;
    // Results produced elsewhere stand in for the local pytest run (empty: run it).
    void setImportedJUnit(const QString& path);
    QString importedJUnit() const { return m_importedJUnit; }
    // A probe result run elsewhere for `key`: its next session reads it instead
    // of probing before the fix (TriageSessionConfig::importedProbe).
    void setImportedProbe(const QString& key, const QString& path);
    // Each key's failure family (the list's): shared files are edited in turn.
    void setFamilies(const QHash<QString, QString>& families);

    // Goes on with a session an earlier window left unfinished (its saved record).
    TriageSession* resume(const QString& recordPath, const QString& key);
    // Starts a session for `key` unless one is already running for it. Null when
    // its loader is busy with another session: it starts when that one ends.
    TriageSession* start(const QString& key);
    // "Triage All": the keys not already triaged or running, in parallel per loader.
    bool startBatch(const QStringList& keys);
    void cancelBatch();
    TriageRun* batch() const { return m_batch; }

    // The newest session whose scope holds `key` (its own or a sibling's entry).
    TriageSession* session(const QString& key) const { return m_byKey.value(key); }
    TriageMark mark(const QString& key) const;
    void cancelJob(int jobId);
    int runningSessions() const;
    // The records of the finished sessions, in start order: what the report shows.
    QList<TriageRecord> records() const;

Q_SIGNALS:
    void sessionStarted(dtriage::TriageSession* session);
    void markChanged(const QString& key, const dtriage::TriageMark& mark);
    // `canceledAfter`: the keys finished when the batch was canceled, -1 if it was not.
    void batchProgress(int finished, int total, int canceledAfter);
    void batchFinished();

private:
    TriageRun* startRun(const QStringList& keys, const QHash<QString, QString>& resume);
    TriageCoordinatorConfig coordinatorConfig() const;
    void adopt(TriageSession* session);
    void updateMarks(TriageSession* session);

    QString m_root;
    WorkbenchSettings m_settings;
    QString m_importedJUnit;
    QHash<QString, QString> m_importedProbes;  // key -> probe result file
    QHash<QString, QString> m_families;        // key -> FailureFamily::id()
    bool m_useWarmWorker = true;
    TriageCoordinator* m_coordinator = nullptr;
    QHash<QString, QPointer<TriageSession>> m_byKey;
    QSet<QString> m_waiting;  // single triages queued behind a busy loader
    QPointer<TriageRun> m_batch;
};

}  // namespace dtriage
