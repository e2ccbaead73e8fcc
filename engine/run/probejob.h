#pragma once
// One CPU probe of a loader variant as a process (docs/architecture.md, "Processes"):
// the request's script with the interpreter PythonEnvironment chose. Cold it is
// one Job (a new Python, `import torch` and all); given a WarmWorker that is up,
// it runs in one of the worker's forked children instead, and falls back to cold
// when the worker is unavailable or dies before taking the job. Either way the
// caller sees the same lines, the same timeout, log and tail, and one finished().
// What the lines mean is the family's reader's business (ReproJob, ForwardProbeJob).
#include "core/error.h"
#include "run/cappedlog.h"
#include "run/job.h"
#include "run/proberequest.h"
#include "run/pythonenvironment.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

#include <deque>
#include <memory>

class QFile;
class QTimer;

namespace dtriage {

class WarmWorker;

// How the probe's process (or the worker's child) ended. For a warm run the
// kind, signal and classification describe the forked child.
struct ProbeRun {
    Q_DECLARE_TR_FUNCTIONS(ProbeRun)
public:
    JobResult process;
    bool warm = false;
    qint64 memoryLimitBytes = 0;  // the child's limit (RLIMIT_AS); 0 = none

    // The process exited by itself; else what ended it, to follow "the repro "
    // or "the probe ": "crashed: killed by signal 9 (SIGKILL)", "timed out after
    // 600 s", "was canceled", "could not start: …"; empty when it exited.
    QString endedEarly() const;
    // The process, or an error line the probe printed, ran out of the memory limit.
    bool ranOutOfMemory(const QStringList& errorLines) const;
};

class ProbeJob : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kDefaultTimeoutMs = 600 * 1000;
    // Lines of output kept for a warm run's JobResult::tail (cold: Job's own tail).
    static constexpr int kWarmTailLines = 400;

    ProbeJob(PythonCommand python, ProbeRequest request, QObject* parent = nullptr);
    ~ProbeJob() override;

    // Run in this worker when it is starting or ready; null (the default): cold.
    void setWarmWorker(WarmWorker* worker);
    void setTimeoutMs(qint64 ms) { m_timeoutMs = ms; }
    // A cold child's address-space limit; a warm child has its worker's.
    void setMemoryLimitBytes(qint64 bytes) { m_memoryLimitBytes = bytes; }
    qint64 timeoutMs() const { return m_timeoutMs; }
    // Everything the probe printed goes here as well (warm and cold alike).
    void setLogPath(const QString& path) { m_logPath = path; }
    const ProbeRequest& request() const { return m_request; }

    // The cold command line: the interpreter, the script (extracted), --job <json>.
    Result<JobSpec> coldJobSpec() const;

    void start();  // asynchronous; finished() follows exactly once
    void cancel();
    bool isRunning() const { return m_startRequested && !m_finished; }
    bool isFinished() const { return m_finished; }
    bool isWarm() const { return !m_warmId.isEmpty(); }
    const ProbeRun& run() const { return m_run; }  // valid once finished

Q_SIGNALS:
    void started();
    // One line as printed; `mayCarryEvent`: from the channel the events travel on
    // (stdout cold; the warm child's one pipe), else console text only.
    void line(const QString& line, bool mayCarryEvent);
    void finished();

private:
    void startCold();
    void startWarm();
    void openWarmLog();
    void onWarmStarted(const QString& id, qint64 pid);
    void onWarmLine(const QString& id, const QString& line);
    void onWarmFinished(const QString& id, const JobResult& jobResult);
    void onWarmRejected(const QString& id);
    void stopWarmChild(ExitKind reason);
    void disconnectWorker();
    void finishWith(JobResult process);
    void failToStart(const QString& why);
    QString timedOutText() const;

    PythonCommand m_python;
    ProbeRequest m_request;
    QPointer<WarmWorker> m_worker;
    qint64 m_timeoutMs = kDefaultTimeoutMs;
    qint64 m_memoryLimitBytes = 0;
    QString m_logPath;
    std::unique_ptr<Job> m_job;  // cold
    CappedLog m_log;  // warm only: cold logs through its Job
    QString m_warmId;
    QTimer* m_warmTimer = nullptr;
    ExitKind m_warmKillReason = ExitKind::Exited;  // Exited: we did not stop it
    std::deque<QString> m_warmTail;
    QElapsedTimer m_clock;
    bool m_startRequested = false;
    bool m_finished = false;
    ProbeRun m_run;
};

}  // namespace dtriage
