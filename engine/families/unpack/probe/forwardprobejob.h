#pragma once
// The forward-output probe of one loader variant (the unpack family's step 3):
// resources/python/forward_probe.py run as a ProbeJob (cold, or in the warm
// worker), its events collected into ForwardFindings as it prints.
#include "families/unpack/probe/forwardfindings.h"
#include "run/eventprobejob.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

namespace dtriage {

struct ForwardProbeResult : ProbeRun {
    Q_DECLARE_TR_FUNCTIONS(ForwardProbeResult)
public:
    QList<QJsonObject> events;  // as printed, in order
    ForwardFindings findings;
    QString readError;  // the events did not read (ForwardFindings::fromEvents)

    // The probe reached its end, exited by itself and its events read.
    bool completed() const;
    // Empty when completed; else one translated line saying what went wrong.
    QString problem() const;
    // The findings of a probe's printed output (a run elsewhere: File ▸ Import
    // probe result…, `propose --probe FILE`): every event line in it.
    static ForwardProbeResult fromOutput(const QStringList& lines);
    // fromOutput() of a file; an error when it cannot be read or holds no events.
    static Result<ForwardProbeResult> fromFile(const QString& path);
};

class ForwardProbeJob : public QObject {
    Q_OBJECT
public:
    // `request.probe` is set to "forward".
    ForwardProbeJob(PythonCommand python, ProbeRequest request, QObject* parent = nullptr);

    ProbeJob& probe() { return m_job.probe(); }  // timeout, memory limit, warm worker, log
    const ProbeRequest& request() const { return m_job.request(); }
    void start() { m_job.start(); }  // asynchronous; finished() follows exactly once
    void cancel() { m_job.cancel(); }
    bool isFinished() const { return m_job.isFinished(); }
    const ForwardProbeResult& result() const { return m_result; }  // valid once finished
    // CLI and tests: start and spin a local event loop until done.
    ForwardProbeResult runBlocking();

Q_SIGNALS:
    // A line for the console (events are collected, not shown).
    void consoleLine(const QString& line);
    // The probe's greeting: the interpreter and torch it runs with.
    void hello(const QString& python, const QString& torch, qint64 pid);
    void finished(const dtriage::ForwardProbeResult& result);

private:
    EventProbeJob m_job;
    ForwardProbeResult m_result;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::ForwardProbeResult)
