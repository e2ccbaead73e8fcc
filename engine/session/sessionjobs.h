#pragma once
// The jobs of one triage session (every repro and the pytest run) as the window
// sees them: an id unique in the process, a name, the job's own lines and a
// one-line summary at its end. TriageSession forwards these signals as its own.
#include "run/pytestjob.h"
#include "families/dtype/probe/reprojob.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

namespace dtriage {

class SessionJobs : public QObject {
    Q_OBJECT
public:
    explicit SessionJobs(QObject* parent = nullptr) : QObject(parent) {}

    // Call before the session connects to the job's finished(): the job ends
    // before the session's state moves on. Returns the job's id.
    int trackRepro(ReproJob* job, const QString& name, const QString& loadersRoot);
    int trackPytest(PytestJob* job);
    bool isRunning(int jobId) const { return m_running.contains(jobId); }

    // A job's lines shown (the session's log, the job console): the rest stays in
    // the job's log file. A child printing 200 MB must not become 200 MB of stderr.
    static constexpr int kMaxShownLines = 20000;

Q_SIGNALS:
    void logLine(const QString& line);  // the lines the session's log shows too
    void jobStarted(int jobId, const QString& name);
    void jobOutput(int jobId, const QString& line);
    // `summary`: "bf16 failed, fp32 ok", "the repro crashed: …", "1 failed, 2 passed".
    void jobFinished(int jobId, const QString& summary, bool ok);

private:
    int begin(const QString& name);
    void end(int jobId, const QString& summary, bool ok);
    // Forwards one line of the job within its budget; false once it is spent.
    bool show(int jobId, const QString& line);

    QSet<int> m_running;
    QHash<int, int> m_shown;  // job id -> lines forwarded so far
};

}  // namespace dtriage
