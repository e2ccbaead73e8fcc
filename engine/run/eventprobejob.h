#pragma once
// A probe script run as a ProbeJob (cold, or in the warm worker) whose findings
// are its "@dtriage {json}" events: they are collected as it prints, every other
// line goes to the console, and its greeting is announced. Each family's probe
// job (ForwardProbeJob, InputsProbeJob) reads the events into its findings once
// it ended.
#include "run/probejob.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace dtriage {

class EventProbeJob : public QObject {
    Q_OBJECT
public:
    // `request.probe` names the script ("forward", "inputs").
    EventProbeJob(PythonCommand python, ProbeRequest request, QObject* parent = nullptr);

    ProbeJob& probe() { return m_probe; }  // timeout, memory limit, warm worker, log
    const ProbeRequest& request() const { return m_probe.request(); }
    void start() { m_probe.start(); }  // asynchronous; ended() follows exactly once
    void cancel() { m_probe.cancel(); }
    bool isFinished() const { return m_finished; }
    const QList<QJsonObject>& events() const { return m_events; }
    // Starts it and spins a local event loop until it ended (CLI and tests).
    void runBlocking();

    // Every event line of a probe's printed output (a run elsewhere).
    static QList<QJsonObject> eventsIn(const QStringList& lines);

Q_SIGNALS:
    // A line for the console (events are collected, not shown).
    void consoleLine(const QString& line);
    // The probe's greeting: the interpreter and torch it runs with.
    void hello(const QString& python, const QString& torch, qint64 pid);
    // events() and probe().run() are final.
    void ended();

private:
    void onLine(const QString& line, bool mayCarryEvent);

    ProbeJob m_probe;
    QList<QJsonObject> m_events;
    bool m_finished = false;
};

}  // namespace dtriage
