#pragma once
// The CPU repro of one loader variant (docs/triage.md §2 step 3): resources/python/repro.py
// in the checkout root, with the interpreter PythonEnvironment chose, read by a
// ReproReader as it prints. Cold it is one Job (a new Python, `import torch` and
// all); given a WarmWorker that is up, it runs in one of the worker's forked
// children instead, and falls back to cold when the worker is unavailable or dies
// before taking the job. Either way the caller sees the same events and result.
#include "core/error.h"
#include "run/job.h"
#include "run/pythonenvironment.h"
#include "families/dtype/probe/reproreader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <deque>
#include <memory>

class QFile;
class QTimer;

namespace dtriage {

class WarmWorker;

// What repro.py is asked to run; travels as JSON, never as Python source.
struct ReproRequest {
    QString checkoutRoot;  // absolute; the script's cwd and sys.path[0]
    QString modelPath;     // the loader's folder under third_party/tt_forge_models: "speecht5/pytorch"
    QString variant;       // the ModelVariant *value* ("Tts"); empty: ModelLoader()
    QVariantMap kwargs;    // e.g. {"batch_size": 2}; passed only where the signature takes it
    QVariantMap kwargsSource;  // why each kwarg is passed, printed in the repro's header
    int seed = 0;
    int threads = 0;  // torch threads; 0: torch's default cold, cores / slots warm
    // ProcessTree's token for what this repro spawns (a warm child exports it);
    // made by ReproJob when empty.
    QByteArray token;

    // modelPath from a loader.py path (absolute, or relative to the checkout root).
    static ReproRequest forLoader(const QString& checkoutRoot, const QString& loaderPath,
                                  const QString& variant);
    QJsonObject toJsonObject() const;
    QByteArray toJson() const;
    // "speecht5/pytorch-Tts", for job names and logs.
    QString displayName() const;
};

struct ReproResult {
    Q_DECLARE_TR_FUNCTIONS(ReproResult)
public:
    ReproOutcome outcome;
    // How the Python process (or the worker's child) ended. For a warm run the
    // kind, signal and classification describe the forked child.
    JobResult process;
    bool warm = false;
    qint64 memoryLimitBytes = 0;  // the child's limit (RLIMIT_AS); 0 = none

    // Both phases reported and the process exited by itself: step 4 can decide.
    // A phase that ran out of the memory limit decides nothing.
    bool completed() const { return process.exitedNormally() && outcome.isComplete() && !ranOutOfMemory(); }
    // Under a memory limit, a phase (or the process) failed to allocate.
    bool ranOutOfMemory() const;
    // Empty when completed; else one translated line saying what went wrong
    // ("the repro crashed: killed by signal 9 (SIGKILL)", "timed out after 600 s", …).
    QString problem() const;
};

class ReproJob : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kDefaultTimeoutMs = 600 * 1000;
    // Lines of output kept for a warm run's JobResult::tail (cold: Job's own tail).
    static constexpr int kWarmTailLines = 400;

    ReproJob(PythonCommand python, ReproRequest request, QObject* parent = nullptr);
    ~ReproJob() override;

    // Run in this worker when it is starting or ready; null (the default): cold.
    void setWarmWorker(WarmWorker* worker) { m_worker = worker; }
    void setTimeoutMs(qint64 ms) { m_timeoutMs = ms; }
    // A cold child's address-space limit; a warm child has its worker's.
    void setMemoryLimitBytes(qint64 bytes) { m_memoryLimitBytes = bytes; }
    qint64 timeoutMs() const { return m_timeoutMs; }
    // Everything the repro printed goes here as well (warm and cold alike).
    void setLogPath(const QString& path) { m_logPath = path; }
    const ReproRequest& request() const { return m_request; }

    // The cold command line: the interpreter, repro.py (extracted), --job <json>.
    Result<JobSpec> coldJobSpec() const;

    void start();  // asynchronous; finished() follows exactly once
    void cancel();
    bool isRunning() const;
    bool isFinished() const { return m_finished; }
    bool isWarm() const { return !m_warmId.isEmpty(); }
    const ReproOutcome& outcome() const { return m_reader.outcome(); }
    const ReproResult& result() const { return m_result; }  // valid once finished
    // CLI and tests: start and spin a local event loop until done.
    ReproResult runBlocking();

Q_SIGNALS:
    void started();
    // Every line, parsed: events and console text (ReproText) in arrival order.
    void reproEvent(const dtriage::ReproEvent& event);
    void finished(const dtriage::ReproResult& result);

private:
    void startCold();
    void startWarm();
    void onLine(const QString& line, bool parseEvents);
    void onColdFinished(const JobResult& jobResult);
    void onWarmStarted(const QString& id, qint64 pid);
    void onWarmLine(const QString& id, const QString& line);
    void onWarmFinished(const QString& id, const JobResult& jobResult);
    void onWarmRejected(const QString& id);
    void onWarmTimeout();
    void stopWarmChild(ExitKind reason);
    void disconnectWorker();
    void finishWith(JobResult process);
    void failToStart(const QString& why);

    PythonCommand m_python;
    ReproRequest m_request;
    QPointer<WarmWorker> m_worker;
    qint64 m_timeoutMs = kDefaultTimeoutMs;
    qint64 m_memoryLimitBytes = 0;
    QString m_logPath;
    ReproReader m_reader;
    std::unique_ptr<Job> m_job;  // cold
    std::unique_ptr<QFile> m_log;  // warm only: cold logs through its Job
    QString m_warmId;
    qint64 m_warmPid = 0;
    QTimer* m_warmTimer = nullptr;
    ExitKind m_warmKillReason = ExitKind::Exited;  // Exited: we did not stop it
    std::deque<QString> m_warmTail;
    QElapsedTimer m_clock;
    bool m_startRequested = false;
    bool m_finished = false;
    ReproResult m_result;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::ReproResult)
