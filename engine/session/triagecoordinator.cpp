#include "session/triagecoordinator.h"

#include "checkout/testkey.h"
#include "families/families.h"
#include "run/sessionfolder.h"
#include "run/warmworker.h"
#include "session/triagerun.h"

#include <QTimer>

#include <algorithm>

namespace dtriage {
namespace {

using State = TriageSession::State;

// Waiting for the user (an approval) or for tt-xla's CI: the slot is free for another session.
bool isAwaiting(State state)
{
    return state == State::AwaitingFixApproval || state == State::AwaitingYamlApproval || state == State::AwaitingCi;
}

}  // namespace

TriageCoordinator::TriageCoordinator(TriageCoordinatorConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    m_config.jobs = std::max(1, m_config.jobs);
}

TriageCoordinator::~TriageCoordinator()
{
    // Sessions first (they kill their jobs and stop using the workers), then the workers.
    qDeleteAll(findChildren<TriageSession*>(Qt::FindDirectChildrenOnly));
}

void TriageCoordinator::setConfig(const TriageCoordinatorConfig& config)
{
    m_config = config;
    m_config.jobs = std::max(1, m_config.jobs);
    for (auto& [python, worker] : m_workers)
        worker->setSlots(m_config.jobs);
    startMore();
}

void TriageCoordinator::warmUp(const PythonCommand& python) { workerFor(python); }

WarmWorker* TriageCoordinator::workerFor(const PythonCommand& python)
{
    if (!m_config.useWarmWorker)
        return nullptr;
    std::unique_ptr<WarmWorker>& worker = m_workers[python.description];
    if (!worker) {
        worker = std::make_unique<WarmWorker>(python);
        worker->setSlots(m_config.jobs);
        worker->setMemoryLimitBytes(m_config.session.memoryLimitBytes);
        worker->start();
    }
    return worker.get();
}

QList<TriageSession*> TriageCoordinator::sessions() const
{
    QList<TriageSession*> all;
    for (const QPointer<TriageSession>& session : m_sessions)
        if (session)
            all << session.data();
    return all;
}

int TriageCoordinator::runningSessions() const
{
    const QList<TriageSession*> all = sessions();
    return int(std::count_if(all.cbegin(), all.cend(), [](const TriageSession* s) { return !s->isFinished(); }));
}

void TriageCoordinator::cancelJob(int jobId)
{
    if (TriageSession* session = m_jobOwner.value(jobId))
        session->cancelJob(jobId);
}

// ------------------------------------------------------------------ runs

TriageRun* TriageCoordinator::start(const QStringList& keys, const QHash<QString, QString>& resume)
{
    auto* run = new TriageRun(this, int(keys.size()));
    group(run, keys, resume);
    startMore();
    return run;
}

void TriageCoordinator::group(TriageRun* run, const QStringList& keys, const QHash<QString, QString>& resume)
{
    if (!m_checkout)
        m_checkout = Checkout::open(m_config.session.checkoutRoot);
    QList<std::pair<QString, QString>> skipped;
    QList<LoaderGroup*> added;
    for (const QString& key : keys) {
        if (!*m_checkout) {
            skipped.append({key, tr("not triaged: %1").arg(m_checkout->error().toString())});
            continue;
        }
        // Only a parsed key names its loader; without it the hard rule (one
        // session per loader file) could not be kept across many keys. A run of
        // one may name a model_info.name, which its session resolves (step 1).
        const auto parsed = TestKey::parse(key);
        if (!parsed && keys.size() > 1) {
            skipped.append({key, tr("skipped: %1").arg(parsed.error().toString())});
            continue;
        }
        const QString loader = parsed ? (*m_checkout)->loaderPath(*parsed) : QString();
        LoaderGroup* group = groupOf(run, loader);
        if (!group) {
            m_groups.push_back(LoaderGroup{run, loader, {}, 0, {}, false, {}, {}, {}});
            group = &m_groups.back();
            added << group;
        }
        group->keys << key;
        if (const FailureFamily* family = Families::byId(m_config.families.value(key)))
            for (const QString& file : family->sharedFiles())
                if (!group->shared.contains(file))
                    group->shared << file;
        if (resume.contains(key))
            group->resume.insert(key, resume.value(key));
    }
    // A resumed session goes first in its loader's turn: the others' CPU repros
    // must see the loader as that session leaves it.
    for (LoaderGroup* group : std::as_const(added)) {
        std::stable_partition(group->keys.begin(), group->keys.end(),
                              [group](const QString& key) { return group->resume.contains(key); });
    }
    // From the event loop: the caller connects to the run once start() returned.
    QTimer::singleShot(0, run, [this, run, skipped] {
        for (const auto& [key, why] : skipped)
            run->skip(key, why);
        run->m_grouped = true;
        maybeFinish();
    });
}

TriageCoordinator::LoaderGroup* TriageCoordinator::groupOf(const TriageRun* run, const QString& loader)
{
    for (LoaderGroup& group : m_groups)
        if (group.run == run && group.loader == loader)
            return &group;
    return nullptr;
}

bool TriageCoordinator::busyWith(const LoaderGroup& group) const
{
    return std::any_of(m_groups.cbegin(), m_groups.cend(), [&group](const LoaderGroup& other) {
        if (!other.busy)
            return false;
        if (other.loader == group.loader)
            return true;
        return std::any_of(group.shared.cbegin(), group.shared.cend(),
                           [&other](const QString& file) { return other.shared.contains(file); });
    });
}

void TriageCoordinator::cancel(TriageRun* run)
{
    if (!run || run->m_finished || run->isCanceled())
        return;
    run->m_canceledAfter = run->m_finishedCount;
    for (TriageSession* session : run->sessions())
        session->cancel();
    startMore();  // skips what is left; the run finishes once its sessions have
}

void TriageCoordinator::cancelAll()
{
    for (TriageRun* run : findChildren<TriageRun*>(Qt::FindDirectChildrenOnly))
        cancel(run);
    for (TriageSession* session : sessions())
        if (!session->isFinished())
            session->cancel();
}

// ------------------------------------------------------------------ scheduling

void TriageCoordinator::startMore()
{
    for (LoaderGroup& group : m_groups) {
        if (!group.run)
            continue;
        if (group.run->isCanceled()) {
            while (group.next < group.keys.size())
                group.run->skip(group.keys.at(group.next++), tr("not triaged: the batch was canceled"));
            continue;
        }
        if (workingSessions() >= m_config.jobs)
            break;
        if (!group.busy && group.next < group.keys.size() && !busyWith(group))
            startNext(group);
    }
    maybeFinish();
}

QString TriageCoordinator::scopeHolding(const TriageRun& run, const QString& key)
{
    for (const TriageSession* session : run.sessions())
        for (const TriageRecord::EntryResult& entry : session->record().entries)
            if (entry.included && entry.key == key && entry.key != session->record().key)
                return session->record().key;
    return {};
}

void TriageCoordinator::startNext(LoaderGroup& group)
{
    while (group.next < group.keys.size()) {
        const QString key = group.keys.at(group.next++);
        if (group.covered.contains(key)) {
            group.run->skip(key, tr("in the scope of %1's session").arg(group.covered.value(key)));
            continue;
        }
        // A session of the run still under way (waiting for its YAML turn) whose
        // fix reaches this entry from another loader has it in its plan already.
        if (const QString owner = scopeHolding(*group.run, key); !owner.isEmpty()) {
            group.run->skip(key, tr("in the scope of %1's session").arg(owner));
            continue;
        }
        if (!group.blockedBy.isEmpty()) {
            group.run->skip(key, tr("not triaged: the loader's diff from %1 awaits approval").arg(group.blockedBy));
            continue;
        }
        startSession(group, key);
        return;
    }
}

TriageSessionConfig TriageCoordinator::sessionConfig(const QString& key)
{
    TriageSessionConfig config = m_config.session;
    config.key = key;
    config.importedProbe = m_config.importedProbes.value(key, config.importedProbe);
    config.yes = false;  // approved here: YAML writes must be serialised
    config.warmWorker = [coordinator = QPointer<TriageCoordinator>(this)](
                            const PythonCommand& python) -> WarmWorker* {
        return coordinator ? coordinator->workerFor(python) : nullptr;
    };
    if (!m_config.sessionRoot.isEmpty()) {
        // A failure here shows as the session's own "no session folder" failure.
        const auto folder = SessionFolder::create(m_config.sessionRoot);
        config.sessionDir = folder ? folder->path() : m_config.sessionRoot;
    }
    return config;
}

void TriageCoordinator::startSession(LoaderGroup& group, const QString& key)
{
    TriageSession* session = nullptr;
    if (const QString saved = group.resume.value(key); !saved.isEmpty()) {
        QString error;
        session = TriageSession::resume(saved, sessionConfig(key), &error, this);
        if (!session)
            qWarning("%s", qPrintable(tr("%1: the unfinished session could not be resumed (%2); starting afresh")
                                          .arg(key, error)));
    }
    if (!session)
        session = new TriageSession(sessionConfig(key), this);
    group.busy = true;
    m_sessions << session;
    group.run->m_sessions << session;
    connectSession(session, &group);
    Q_EMIT sessionStarted(session);
    QTimer::singleShot(0, session, &TriageSession::start);
}

void TriageCoordinator::connectSession(TriageSession* session, LoaderGroup* group)
{
    connect(session, &TriageSession::stateChanged, this,
            [this, session](State state) { onStateChanged(session, state); });
    connect(session, &TriageSession::needsApproval, this,
            [this, session](TriageSession::ApprovalKind kind, const QString&) { onApproval(session, kind); });
    connect(session, &TriageSession::finished, this, [this, session, group](const TriageRecord& record) {
        onSessionFinished(session, group, record);
    });
    connect(session, &TriageSession::jobStarted, this,
            [this, session](int jobId) { m_jobOwner.insert(jobId, session); });
}

int TriageCoordinator::workingSessions() const
{
    const QList<TriageSession*> all = sessions();
    return int(std::count_if(all.cbegin(), all.cend(), [this](const TriageSession* session) {
        if (session->isFinished())
            return false;
        const State state = session->state();
        // With yes only a plan queued for its YAML turn waits; an approval of a
        // loader fix is immediate.
        const bool waiting = m_config.yes ? (state == State::AwaitingYamlApproval && session != m_writer.data())
                                                || state == State::AwaitingCi
                                          : isAwaiting(state);
        return !waiting;
    }));
}

void TriageCoordinator::onStateChanged(TriageSession* session, State state)
{
    if (session->isFinished())
        return;
    m_lastActive[session] = state;
    if (session == m_writer && state != State::WritingYaml && state != State::PlanningYaml) {
        if (state == State::AwaitingYamlApproval) {
            // Planned again after a refused write, still holding the turn: no
            // other write comes between this plan and its write.
            QTimer::singleShot(0, session, &TriageSession::approveYamlPlan);
            return;
        }
        releaseYamlTurn(session);
    }
    if (isAwaiting(state))
        startMore();  // a session waiting for approval frees its job slot
}

void TriageCoordinator::onApproval(TriageSession* session, TriageSession::ApprovalKind kind)
{
    if (!m_config.yes || session == m_writer)
        return;  // the caller approves through the session; the writer is approved above
    if (kind == TriageSession::ApprovalKind::LoaderFix) {
        // A fix that rests on a person's choice is not approved unread.
        QTimer::singleShot(0, session, session->fixNeedsAPerson() ? &TriageSession::holdUnsureFix
                                                                  : &TriageSession::approveLoaderFix);
        return;
    }
    m_yamlQueue.append(session);
    pumpYaml();
}

void TriageCoordinator::onSessionFinished(TriageSession* session, LoaderGroup* group, const TriageRecord& record)
{
    const State state = session->state();
    const State last = m_lastActive.take(session);
    if (session == m_writer)
        releaseYamlTurn(session);
    TriageRun* run = group->run;
    group->busy = false;
    group->covered.insert(record.key, record.key);
    for (const auto& entry : record.entries)
        group->covered.insert(entry.key, record.key);
    // A fix that reaches other loaders' entries (a registry entry is global by
    // class) settled those it included: their own loader's turn skips them.
    for (LoaderGroup& other : m_groups)
        if (&other != group && other.run == group->run)
            for (const auto& entry : record.entries)
                if (entry.included && other.keys.contains(entry.key))
                    other.covered.insert(entry.key, record.key);
    if (run) {
        run->m_sessions.removeAll(session);
        // Canceled at its diff: the loader's next keys would stop at the same diff. Not
        // so for a session waiting for CI: nothing of its loader waits for the user.
        const bool stoppedAtDiff = state == State::Canceled || record.stoppedBeforeWrite;
        if (stoppedAtDiff && isAwaiting(last) && last != State::AwaitingCi && !run->isCanceled())
            group->blockedBy = record.key;
        if (state == State::Failed)
            ++run->m_failedCount;
        run->settle(record);
    }
    startMore();
}

// ------------------------------------------------------------------ YAML writes

// With yes: one session at a time holds the YAML turn, from its approval until
// its write settled (and any re-plan of a refused write was written).
void TriageCoordinator::pumpYaml()
{
    while (!m_writer && !m_yamlQueue.isEmpty()) {
        const QPointer<TriageSession> next = m_yamlQueue.takeFirst();
        if (!next || next->state() != State::AwaitingYamlApproval)
            continue;
        m_writer = next;
        QTimer::singleShot(0, next.data(), &TriageSession::approveYamlPlan);
    }
}

void TriageCoordinator::releaseYamlTurn(TriageSession* session)
{
    if (session != m_writer)
        return;
    m_writer = nullptr;
    pumpYaml();
    startMore();
}

void TriageCoordinator::maybeFinish()
{
    // A group whose keys are all started and settled is done with: a window
    // open all day must not walk every group it ever had on each event. From
    // the event loop: never while a loop over the groups (or a session's
    // finished() holding its group) is under way.
    if (!m_pruneQueued) {
        m_pruneQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_pruneQueued = false;
            std::erase_if(m_groups, [](const LoaderGroup& group) {
                return !group.busy && group.next >= group.keys.size() && (!group.run || group.run->m_grouped);
            });
        });
    }
    for (TriageRun* run : findChildren<TriageRun*>(Qt::FindDirectChildrenOnly)) {
        if (run->m_finished || !run->m_grouped || run->m_finishedCount < run->m_total)
            continue;
        run->m_finished = true;
        Q_EMIT run->finished();
    }
}

}  // namespace dtriage
