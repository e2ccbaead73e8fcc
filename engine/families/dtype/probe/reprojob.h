#pragma once
// The CPU repro of one loader variant (docs/triage.md §2 step 3): resources/python/families/dtype/dtype_repro.py
// run as a ProbeJob (cold, or in the warm worker) and read by a ReproReader as it
// prints: the bfloat16 family's events and the two phases' outcome.
#include "core/error.h"
#include "run/probejob.h"
#include "families/dtype/probe/reproreader.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QObject>
#include <QString>

namespace dtriage {

class WarmWorker;

struct ReproResult : ProbeRun {
    Q_DECLARE_TR_FUNCTIONS(ReproResult)
public:
    ReproOutcome outcome;

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
    static constexpr qint64 kDefaultTimeoutMs = ProbeJob::kDefaultTimeoutMs;
    // The bfloat16 family's probe: its name (a warm job's "probe"; its greeting
    // names none, as before there were families) and its script.
    static inline const QString kProbe = QStringLiteral("repro");
    static inline const QString kScript = QStringLiteral("families/dtype/dtype_repro.py");

    // `request`'s probe and script are set to this family's.
    ReproJob(PythonCommand python, ProbeRequest request, QObject* parent = nullptr);

    ProbeJob& probe() { return m_probe; }  // timeout, memory limit, warm worker, log
    // As ProbeJob's.
    void setWarmWorker(WarmWorker* worker) { m_probe.setWarmWorker(worker); }
    void setTimeoutMs(qint64 ms) { m_probe.setTimeoutMs(ms); }
    void setMemoryLimitBytes(qint64 bytes) { m_probe.setMemoryLimitBytes(bytes); }
    void setLogPath(const QString& path) { m_probe.setLogPath(path); }
    qint64 timeoutMs() const { return m_probe.timeoutMs(); }
    const ProbeRequest& request() const { return m_probe.request(); }
    Result<JobSpec> coldJobSpec() const { return m_probe.coldJobSpec(); }

    void start() { m_probe.start(); }  // asynchronous; finished() follows exactly once
    void cancel() { m_probe.cancel(); }
    bool isRunning() const { return m_probe.isRunning(); }
    bool isFinished() const { return m_finished; }
    bool isWarm() const { return m_probe.isWarm(); }
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
    static ProbeRequest withRepro(ProbeRequest request);
    void onLine(const QString& line, bool mayCarryEvent);
    void onFinished();

    ProbeJob m_probe;
    ReproReader m_reader;
    bool m_finished = false;
    ReproResult m_result;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::ReproResult)
