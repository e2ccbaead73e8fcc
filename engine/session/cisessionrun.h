#pragma once
// One run of tt-xla's CI for the sessions waiting for it (TriageSession::State::
// AwaitingCi): a batch's, or the window's. It dispatches the verification of all
// their keys at once (or picks up the run they noted before the window closed),
// notes the run in each session's record as soon as it is found, and when it ends
// hands each session the downloaded reports -- the sessions then plan their YAML
// as usual -- or tells each why not, and they keep waiting, nothing written. A run
// that cannot be picked up, or is canceled, is forgotten by the sessions (the next
// attempt dispatches anew: never an endless retry); when every session it was for
// has ended (canceled), the run is canceled on GitHub too.
#include "ci/cirun.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace dtriage {

class Checkout;
class TriageSession;

class CiSessionRun : public QObject {
    Q_OBJECT
public:
    // Of `sessions`, those waiting for CI.
    static QList<TriageSession*> waiting(const QList<TriageSession*>& sessions);
    // Their keys, each once, in order.
    static QStringList keysOf(const QList<TriageSession*>& sessions);
    // The run they noted (a resumed batch or window), when they all noted the same one.
    static qint64 notedRunOf(const QList<TriageSession*>& sessions);
    // The loader fixes they landed, relative to the loaders' root: what the CI run
    // must see on the tt-forge-models ref it checks out.
    static QStringList fixedFilesOf(const QList<TriageSession*>& sessions, const Checkout& checkout);

    // `config` holds the dispatch of their keys, or the run id they noted.
    CiSessionRun(const QList<TriageSession*>& sessions, CiRunConfig config, QObject* parent = nullptr);
    ~CiSessionRun() override;

    void start();
    void cancel();
    // Sessions that took the run's reports (after finished()).
    int imported() const { return m_imported; }
    const CiRun& run() const { return *m_run; }
    bool isFinished() const { return m_run->isFinished(); }

Q_SIGNALS:
    void logLine(const QString& line);
    void progress(const dtriage::CiRunStatus& run);
    void finished(const dtriage::CiRunOutcome& outcome);

private:
    void onFound(const CiRunStatus& run);
    void onFinished(const CiRunOutcome& outcome);

    void onSessionFinished();

    QList<QPointer<TriageSession>> m_sessions;
    QString m_dispatch;  // the command, for the records
    bool m_pickUp = false;  // following a run the sessions noted, not one dispatched here
    int m_imported = 0;
    CiRun* m_run;
};

}  // namespace dtriage
