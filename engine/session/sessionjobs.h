#pragma once
// The jobs of one triage session (every repro and the pytest run) as the window
// sees them: an id unique in the process, a name, the job's own lines and a
// one-line summary at its end. TriageSession forwards these signals as its own.
// A family tracks its probes with begin/show/note/end; pytest is tracked here.
#include "run/pytestjob.h"
#include "run/sessionfolder.h"
#include "run/warmworker.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace dtriage {

class ProbeJob;

class SessionJobs : public QObject {
    Q_OBJECT
public:
    explicit SessionJobs(QObject* parent = nullptr) : QObject(parent) {}

    // Call before the session connects to the job's finished(): the job ends
    // before the session's state moves on. Returns the job's id.
    int trackPytest(PytestJob* job);
    bool isRunning(int jobId) const { return m_running.contains(jobId); }

    // A job the caller follows itself (a family's CPU probe): begin() gives its
    // id; show() forwards one of its lines within the budget (false once spent);
    // note() is a line about the job for its console only; end() closes it.
    int begin(const QString& name);
    bool show(int jobId, const QString& line);
    void note(int jobId, const QString& line) { Q_EMIT jobOutput(jobId, line); }
    void end(int jobId, const QString& summary, bool ok);
    // The user canceled the session: every job still running is said canceled
    // (jobCanceled) before it is killed; its end() follows as ever (jobFinished, not
    // ok), and the console keeps "canceled" (not "failed", as the kill would say).
    void cancelAll();
    // Lines every job's console output starts with from now on: which Python,
    // which black, which batch size (the console shows one job at a time).
    void setPreamble(const QStringList& lines) { m_preamble = lines; }

    // The session's limits for a family's probes, its folder and its warm worker
    // (null: each probe starts its own Python).
    struct ProbeSetup {
        qint64 timeoutMs = 0;
        qint64 memoryLimitBytes = 0;
        std::optional<SessionFolder> folder;
        QPointer<WarmWorker> worker;
    };
    void setProbeSetup(ProbeSetup setup) { m_probeSetup = std::move(setup); }
    // A probe under those limits, in the warm worker when that is up, logging to
    // "<stem>-<model>-<variant>.log" in the session folder.
    void configureProbe(ProbeJob& job, const QString& stem) const;

    // A job's lines shown (the session's log, the job console): the rest stays in
    // the job's log file. A child printing 200 MB must not become 200 MB of stderr.
    static constexpr int kMaxShownLines = 20000;

Q_SIGNALS:
    void logLine(const QString& line);  // the lines the session's log shows too
    void jobStarted(int jobId, const QString& name);
    void jobOutput(int jobId, const QString& line);
    // `summary`: "bf16 failed, fp32 ok", "the repro crashed: …", "1 failed, 2 passed".
    void jobFinished(int jobId, const QString& summary, bool ok);
    void jobCanceled(int jobId);

private:
    QStringList m_preamble;
    ProbeSetup m_probeSetup;
    QSet<int> m_running;
    QHash<int, int> m_shown;  // job id -> lines forwarded so far
};

}  // namespace dtriage
