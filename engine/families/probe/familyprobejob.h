#pragma once
// One run of a family's probe (FamilyProbe) for one loader variant: its script as
// an EventProbeJob (cold, or in the warm worker), its events read into the
// family's findings once it ended.
#include "families/probe/proberesult.h"
#include "run/eventprobejob.h"

#include <QObject>
#include <QString>

namespace dtriage {

class FamilyProbe;

class FamilyProbeJob : public QObject {
    Q_OBJECT
public:
    // `request.probe` and `request.script` are set to `probe`'s.
    FamilyProbeJob(const FamilyProbe& probe, PythonCommand python, ProbeRequest request, QObject* parent = nullptr);

    ProbeJob& probe() { return m_job.probe(); }  // timeout, memory limit, warm worker, log
    const ProbeRequest& request() const { return m_job.request(); }
    void start() { m_job.start(); }  // asynchronous; finished() follows exactly once
    void cancel() { m_job.cancel(); }
    bool isFinished() const { return m_job.isFinished(); }
    const ProbeResult& result() const { return m_result; }  // valid once finished
    // CLI and tests: start and spin a local event loop until done.
    ProbeResult runBlocking();

Q_SIGNALS:
    // A line for the console (events are collected, not shown).
    void consoleLine(const QString& line);
    // The probe's greeting: the interpreter and torch it runs with.
    void hello(const QString& python, const QString& torch, qint64 pid);
    void finished(const dtriage::ProbeResult& result);

private:
    const FamilyProbe& m_family;
    EventProbeJob m_job;
    ProbeResult m_result;
};

}  // namespace dtriage
