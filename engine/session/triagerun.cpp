#include "session/triagerun.h"

#include "session/triagecoordinator.h"
#include "session/triagesession.h"

#include <algorithm>

namespace dtriage {

TriageRun::TriageRun(TriageCoordinator* coordinator, int total)
    : QObject(coordinator)
    , m_coordinator(coordinator)
    , m_total(total)
{
}

int TriageRun::stoppedCount() const
{
    return int(std::count_if(m_records.cbegin(), m_records.cend(), [](const TriageRecord& record) {
        return record.state == TriageRecord::State::Stopped && !record.stoppedBeforeWrite;
    }));
}

int TriageRun::needsTtVerificationCount() const
{
    return int(std::count_if(m_records.cbegin(), m_records.cend(), [](const TriageRecord& record) {
        return record.state == TriageRecord::State::NeedsTtVerification;
    }));
}

QList<TriageSession*> TriageRun::sessions() const
{
    QList<TriageSession*> live;
    for (const QPointer<TriageSession>& session : m_sessions)
        if (session)
            live << session.data();
    return live;
}

void TriageRun::cancel() { m_coordinator->cancel(this); }

void TriageRun::settle(const TriageRecord& record)
{
    m_records << record;
    ++m_finishedCount;
    Q_EMIT entryFinished(record.key, record);
    Q_EMIT progress(m_finishedCount, m_total);
}

void TriageRun::skip(const QString& key, const QString& why)
{
    ++m_finishedCount;
    Q_EMIT entrySkipped(key, why);
    Q_EMIT progress(m_finishedCount, m_total);
}

}  // namespace dtriage
