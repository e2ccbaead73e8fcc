#pragma once
// The training-inputs probe of one loader variant (the inputs family's step 3):
// resources/python/inputs_probe.py run as an EventProbeJob (cold, or in the warm
// worker), its events read into InputsFindings once it ended.
#include "families/inputs/probe/inputsfindings.h"
#include "run/eventprobejob.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

namespace dtriage {

struct InputsProbeResult : ProbeRun {
    Q_DECLARE_TR_FUNCTIONS(InputsProbeResult)
public:
    QList<QJsonObject> events;  // as printed, in order
    InputsFindings findings;
    QString readError;  // the events did not read (InputsFindings::fromEvents)

    // The probe reached its end, exited by itself, the loader imported and its events read.
    bool completed() const;
    // Empty when completed; else one translated line saying what went wrong.
    QString problem() const;
    // The findings of a probe's printed output (a run elsewhere).
    static InputsProbeResult fromOutput(const QStringList& lines);
    static Result<InputsProbeResult> fromFile(const QString& path);
};

class InputsProbeJob : public QObject {
    Q_OBJECT
public:
    // `request.probe` is set to "inputs".
    InputsProbeJob(PythonCommand python, ProbeRequest request, QObject* parent = nullptr);

    ProbeJob& probe() { return m_job.probe(); }
    const ProbeRequest& request() const { return m_job.request(); }
    void start() { m_job.start(); }  // asynchronous; finished() follows exactly once
    void cancel() { m_job.cancel(); }
    const InputsProbeResult& result() const { return m_result; }  // valid once finished
    InputsProbeResult runBlocking();

Q_SIGNALS:
    void consoleLine(const QString& line);
    void hello(const QString& python, const QString& torch, qint64 pid);
    void finished(const dtriage::InputsProbeResult& result);

private:
    EventProbeJob m_job;
    InputsProbeResult m_result;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::InputsProbeResult)
