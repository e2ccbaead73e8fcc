#include "batchci.h"

#include "exitcode.h"
#include "ci/cipreparation.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "verbparser.h"

#include <QTimer>

namespace dtriage {

BatchCi::BatchCi(TriageCoordinator& coordinator, CiVerificationRequest request, VerbParser& verb)
    : m_coordinator(coordinator), m_request(std::move(request)), m_verb(verb)
{
    connect(&coordinator, &TriageCoordinator::sessionStarted, this, [this](TriageSession* session) {
        connect(session, &TriageSession::stateChanged, this, [this] {
            // After the state change has settled everywhere (the coordinator starts the next session first).
            if (!m_checkQueued) {
                m_checkQueued = true;
                QTimer::singleShot(0, this, &BatchCi::check);
            }
        });
    });
}

void BatchCi::follow(TriageRun& run)
{
    m_run = &run;
    check();
}

void BatchCi::check()
{
    m_checkQueued = false;
    if (!m_run || m_round || m_stop || m_run->isFinished() || m_coordinator.workingSessions() > 0)
        return;
    if (!CiSessionRun::waiting(m_run->sessions()).isEmpty())
        startRound();
}

void BatchCi::startRound()
{
    const QList<TriageSession*> sessions = CiSessionRun::waiting(m_run->sessions());
    CiRunConfig config;
    config.workingDirectory = m_verb.checkout().root();
    config.repo = m_request.options.repo;
    config.pollMs = m_request.pollMs;
    config.runId = CiSessionRun::notedRunOf(sessions);
    if (config.runId > 0) {
        m_verb.err() << tr("Picking up CI run %1, which the sessions' records noted").arg(config.runId) << '\n';
        config.repo = CiRunStatus::repoOf(sessions.constFirst()->record().ci.url, config.repo);
    } else {
        CiVerificationRequest request = m_request;
        request.keys = CiSessionRun::keysOf(sessions);
        request.fixedFiles = CiSessionRun::fixedFilesOf(sessions, m_verb.checkout());
        auto prepared = CiVerification::prepare(request, m_verb);
        if (const auto* stop = std::get_if<CiVerification::Stop>(&prepared)) {
            stopWith(*stop);
            return;
        }
        config.dispatch = std::get<CiDispatch>(prepared);
    }
    const auto downloads = CiPreparation::newDownloadDir();
    if (!downloads) {
        stopWith({ExitFailure, downloads.error().toString()});
        return;
    }
    config.downloadDir = *downloads;
    m_round = new CiSessionRun(sessions, config, this);
    QTextStream& err = m_verb.err();
    connect(m_round, &CiSessionRun::logLine, this, [&err](const QString& line) { err << line << '\n' << Qt::flush; });
    connect(m_round, &CiSessionRun::finished, this, &BatchCi::onRoundFinished);
    m_round->start();
}

void BatchCi::onRoundFinished(const CiRunOutcome& outcome)
{
    m_round->deleteLater();
    m_round = nullptr;
    if (!outcome.ok) {
        stopWith({ExitFailure, outcome.error});
        return;
    }
    m_verb.text() << tr("CI run %1 ended (%2): %n report(s) imported", nullptr, int(outcome.reports.size()))
                         .arg(outcome.run.id)
                         .arg(outcome.run.conclusion)
                  << '\n';
    check();
}

void BatchCi::stopWith(CiVerification::Stop stop)
{
    m_stop = std::move(stop);
    Q_EMIT stopped();
}

}  // namespace dtriage
