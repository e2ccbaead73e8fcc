#include "run/eventprobejob.h"

#include "run/probeevent.h"

#include <QEventLoop>

namespace dtriage {

EventProbeJob::EventProbeJob(PythonCommand python, ProbeRequest request, QObject* parent)
    : QObject(parent)
    , m_probe(std::move(python), std::move(request))
{
    connect(&m_probe, &ProbeJob::line, this, &EventProbeJob::onLine);
    connect(&m_probe, &ProbeJob::finished, this, [this] {
        m_finished = true;
        Q_EMIT ended();
    });
}

void EventProbeJob::onLine(const QString& line, bool mayCarryEvent)
{
    bool malformed = false;
    QString why;
    const std::optional<QJsonObject> event = mayCarryEvent ? ProbeEvent::parse(line, &malformed, &why) : std::nullopt;
    if (malformed)
        m_events << ProbeEvent::unreadable(line, why);
    if (!event) {
        Q_EMIT consoleLine(line);
        return;
    }
    m_events << *event;
    if (event->value(QStringLiteral("event")).toString() == QLatin1String("hello"))
        Q_EMIT hello(event->value(QStringLiteral("python")).toString(),
                     event->value(QStringLiteral("torch")).toString(),
                     event->value(QStringLiteral("pid")).toInteger());
}

void EventProbeJob::runBlocking()
{
    QEventLoop loop;
    connect(this, &EventProbeJob::ended, &loop, &QEventLoop::quit);
    start();
    if (!m_finished)
        loop.exec();
}

QList<QJsonObject> EventProbeJob::eventsIn(const QStringList& lines)
{
    QList<QJsonObject> events;
    for (const QString& line : lines) {
        bool malformed = false;
        QString why;
        if (std::optional<QJsonObject> event = ProbeEvent::parse(line, &malformed, &why))
            events << *event;
        else if (malformed)
            events << ProbeEvent::unreadable(line, why);
    }
    return events;
}

}  // namespace dtriage
