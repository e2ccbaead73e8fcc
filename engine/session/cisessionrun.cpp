#include "session/cisessionrun.h"

#include "checkout/checkout.h"
#include "ci/cipreparation.h"
#include "session/triagesession.h"


namespace dtriage {

QList<TriageSession*> CiSessionRun::waiting(const QList<TriageSession*>& sessions)
{
    QList<TriageSession*> found;
    for (TriageSession* session : sessions)
        if (session && session->state() == TriageSession::State::AwaitingCi)
            found << session;
    return found;
}

QStringList CiSessionRun::keysOf(const QList<TriageSession*>& sessions)
{
    QStringList keys;
    for (const TriageSession* session : sessions)
        if (const SessionVerification* ci = session->ciWait())
            for (const QString& key : ci->ciKeys())
                if (!keys.contains(key))
                    keys << key;
    return keys;
}

qint64 CiSessionRun::notedRunOf(const QList<TriageSession*>& sessions)
{
    qint64 noted = 0;
    for (const TriageSession* session : sessions) {
        const qint64 id = session->record().ci.id;
        if (id == 0 || (noted != 0 && id != noted))
            return 0;
        noted = id;
    }
    return noted;
}

QStringList CiSessionRun::fixedFilesOf(const QList<TriageSession*>& sessions, const Checkout& checkout)
{
    QList<TriageRecord> records;
    for (const TriageSession* session : sessions)
        records << session->record();
    return CiPreparation::fixedFilesOf(records, checkout.root(), checkout.loadersRoot());
}

CiSessionRun::CiSessionRun(const QList<TriageSession*>& sessions, CiRunConfig config, QObject* parent)
    : QObject(parent)
{
    for (TriageSession* session : sessions)
        m_sessions << session;
    if (config.dispatch)
        m_dispatch = config.dispatch->displayCommand();
    m_pickUp = !config.dispatch && config.runId > 0;
    m_run = new CiRun(std::move(config), this);
    // Noted before the run is found: a window closed meanwhile must not dispatch blindly again.
    connect(m_run, &CiRun::dispatched, this, [this](const QString& command) {
        for (const QPointer<TriageSession>& session : std::as_const(m_sessions))
            if (SessionVerification* ci = session ? session->ciWait() : nullptr)
                ci->noteCiRun(0, {}, command);
    });
    for (TriageSession* session : sessions)
        connect(session, &TriageSession::finished, this, &CiSessionRun::onSessionFinished);
    connect(m_run, &CiRun::logLine, this, &CiSessionRun::logLine);
    connect(m_run, &CiRun::progress, this, &CiSessionRun::progress);
    connect(m_run, &CiRun::runFound, this, &CiSessionRun::onFound);
    connect(m_run, &CiRun::finished, this, &CiSessionRun::onFinished);
}

CiSessionRun::~CiSessionRun() = default;

void CiSessionRun::start()
{
    m_run->start();
}

void CiSessionRun::cancel()
{
    m_run->cancel();
}

// Canceled while waiting for CI (or gone): once no session is left to take the
// reports, the hardware is given back.
void CiSessionRun::onSessionFinished()
{
    for (const QPointer<TriageSession>& session : std::as_const(m_sessions))
        if (session && !session->isFinished())
            return;
    if (!m_run->isFinished())
        m_run->cancel();
}

void CiSessionRun::onFound(const CiRunStatus& run)
{
    for (const QPointer<TriageSession>& session : std::as_const(m_sessions))
        if (SessionVerification* ci = session ? session->ciWait() : nullptr)
            ci->noteCiRun(run.id, run.url, m_dispatch);
}

void CiSessionRun::onFinished(const CiRunOutcome& outcome)
{
    // A run that is over (cancelled, ended without reports, never found), one the user
    // canceled, or a noted one that could not be followed is forgotten: the next
    // attempt dispatches anew. One still going on GitHub after gh failed while
    // following it (the network) is picked up once more.
    const bool forget = outcome.canceled || m_pickUp || outcome.run.id == 0 || outcome.run.isCompleted();
    for (const QPointer<TriageSession>& session : std::as_const(m_sessions)) {
        SessionVerification* ci = session ? session->ciWait() : nullptr;
        if (ci && outcome.ok)
            m_imported += ci->importCiReports(outcome.reports, outcome.run.conclusion) ? 1 : 0;
        else if (ci)
            ci->noteCiProblem(outcome.error, forget);
    }
    Q_EMIT finished(outcome);
}

}  // namespace dtriage
