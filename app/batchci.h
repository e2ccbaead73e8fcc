#pragma once
// `batch … --ci`: step 6 of the batch's sessions on TT hardware through tt-xla's CI.
// Once no session of the batch is working and some wait for CI (State::AwaitingCi),
// one run verifies all their keys: the dispatch is prepared as verify --ci prepares
// it (fixes pushed, ref checked, workflow inputs checked, shown) and sent when
// approved -- or the run the sessions noted before (a batch resumed from its
// records) is picked up. The sessions then plan their YAML as usual; a later
// round follows if more sessions come to wait. Stops the batch when the dispatch
// waits for approval or a push, or when the run fails: the sessions keep waiting
// in their records, nothing written.
#include "civerification.h"
#include "session/cisessionrun.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace dtriage {

class TriageCoordinator;
class TriageRun;
class VerbParser;

class BatchCi : public QObject {
    Q_OBJECT
public:
    // Made before the batch's sessions start (it watches each one from its start).
    BatchCi(TriageCoordinator& coordinator, CiVerificationRequest request, VerbParser& verb);
    void follow(TriageRun& run);

    // Why the batch stopped before its end: the exit code and error (see CiVerification::Stop).
    std::optional<CiVerification::Stop> stop() const { return m_stop; }

Q_SIGNALS:
    void stopped();

private:
    void check();
    void startRound();
    void onRoundFinished(const CiRunOutcome& outcome);
    void stopWith(CiVerification::Stop stop);

    TriageCoordinator& m_coordinator;
    QPointer<TriageRun> m_run;
    CiVerificationRequest m_request;
    VerbParser& m_verb;
    QPointer<CiSessionRun> m_round;
    bool m_checkQueued = false;
    std::optional<CiVerification::Stop> m_stop;
};

}  // namespace dtriage
