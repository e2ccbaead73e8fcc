#pragma once
// A fork server for CPU probes (resources/python/probe_worker.py). A cold probe
// spends most of its time in `import torch` (~1.9 s here, far more for a real
// checkout's transformers stack); the worker pays it once per interpreter, then
// forks one child per probe. Each child has its own process group, so cancel and
// timeout kill exactly that probe; a crashing child is reported as a crash and the
// worker goes on. A ProbeJob uses a worker when it is up and falls back to a cold
// process when it is not.
//
// Protocol (one line each): requests on the worker's stdin as JSON; back come
// "@worker {json}" records (ready, started, exited, error) and "@out <id> <line>"
// for every line a child printed.
#include "run/job.h"
#include "run/pythonenvironment.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

class QTimer;

namespace dtriage {


class WarmWorker : public QObject {
    Q_OBJECT
public:
    // What every probe imports, loaded by the worker at its start from its own
    // folder, the scripts' root; a job's probe ("script") is loaded in the child
    // that runs it.
    static inline const QString kSharedScript = QStringLiteral("probe_runtime.py");

    enum class State { NotStarted, Starting, Ready, Dead };
    // Importing torch on a loaded machine can take long; beyond this the worker is
    // given up and repros run cold.
    static constexpr qint64 kDefaultStartTimeoutMs = 120 * 1000;

    explicit WarmWorker(PythonCommand python, QObject* parent = nullptr);
    // Kills the worker's group; its children die with it (parent-death signal).
    ~WarmWorker() override;

    // Children running at once (more wait in the worker); default: the ideal thread count.
    void setSlots(int slots) { m_slots = slots > 0 ? slots : 1; }
    int slotCount() const { return m_slots; }
    void setStartTimeoutMs(qint64 ms) { m_startTimeoutMs = ms; }
    // The worker's own output (control records, its stderr) is logged here.
    void setLogPath(const QString& path) { m_logPath = path; }
    // The address-space limit of the worker, and so of every child it forks
    // (each child inherits it as its own); set before start(). 0 = none.
    void setMemoryLimitBytes(qint64 bytes) { m_memoryLimitBytes = bytes; }
    qint64 memoryLimitBytes() const { return m_memoryLimitBytes; }

    void start();  // asynchronous: ready() or died() follows
    void stop();   // the worker quits and kills its children; died() follows
    State state() const { return m_state; }
    // Starting or Ready: a submitted repro will run (or be rejected, never lost).
    bool isUsable() const { return m_state == State::Starting || m_state == State::Ready; }
    QString deathReason() const { return m_deathReason; }
    const PythonCommand& python() const { return m_python; }
    qint64 processId() const;
    // CLI and tests: spins a local event loop until ready or dead.
    bool waitForReady(int timeoutMs);

    // Queues one probe job (ProbeRequest::toJsonObject(): what a probe reads
    // with --job) and returns its id. Its lines arrive as childLine(id, …) and
    // its end as childFinished(id, …) — or, when the worker dies before forking it,
    // childRejected(id, …): it never ran, so the caller may run it cold.
    QString submit(const QJsonObject& job);
    // SIGKILL to the child's group (or drops it from the queue). childFinished follows.
    void cancel(const QString& id);
    qint64 childProcessId(const QString& id) const { return m_running.value(id, 0); }
    int runningChildren() const { return int(m_running.size()); }

Q_SIGNALS:
    void ready();
    void died(const QString& reason);
    void childStarted(const QString& id, qint64 pid);
    void childLine(const QString& id, const QString& line);
    void childFinished(const QString& id, const dtriage::JobResult& result);
    void childRejected(const QString& id, const QString& reason);
    // Anything the worker itself printed that is not a record (warnings, stderr).
    void workerLine(const QString& line);

private:
    void onLine(const QString& line, OutputChannel channel);
    void onRecord(const QJsonObject& record);
    void onChildExited(const QJsonObject& record);
    void onWorkerFinished(const JobResult& result);
    void onStartTimeout();
    void die(const QString& reason);
    bool send(const QJsonObject& request);
    void flushOutbox();

    PythonCommand m_python;
    int m_slots;
    qint64 m_startTimeoutMs = kDefaultStartTimeoutMs;
    QString m_logPath;
    qint64 m_memoryLimitBytes = 0;
    std::unique_ptr<Job> m_job;
    QTimer* m_startTimer = nullptr;
    State m_state = State::NotStarted;
    QString m_deathReason;
    int m_nextId = 1;
    bool m_processStarted = false;
    QList<QByteArray> m_outbox;         // requests written before the process started
    QSet<QString> m_queued;             // submitted, not yet forked
    QHash<QString, qint64> m_running;   // id -> child pid (= its process group)
};

}  // namespace dtriage
