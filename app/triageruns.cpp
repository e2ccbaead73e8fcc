#include "triageruns.h"

#include "run/warmworker.h"
#include "session/triagebatch.h"

namespace dtriage {

TriageRuns::TriageRuns(QObject* parent) : QObject(parent) {}

TriageRuns::~TriageRuns()
{
    // Sessions are children: they go first and kill their jobs; the worker after them.
    qDeleteAll(findChildren<TriageBatch*>(Qt::FindDirectChildrenOnly));
    qDeleteAll(findChildren<TriageSession*>(Qt::FindDirectChildrenOnly));
}

void TriageRuns::setCheckout(const QString& root)
{
    if (root == m_root)
        return;
    cancelBatch();
    for (const QPointer<TriageSession>& session : std::as_const(m_sessions))
        if (session && !session->isFinished())
            session->cancel();
    m_root = root;
    m_byKey.clear();
    m_sessions.clear();
    m_jobOwner.clear();
    m_replans.clear();
    m_batchRecords.clear();
    m_batchSessions.clear();
    m_python.reset();
    m_worker.reset();
}

void TriageRuns::setPython(const PythonCommand& python)
{
    m_python = python;
}

void TriageRuns::ensureWorker()
{
    if (m_worker || !m_python || !m_useWarmWorker)
        return;
    m_worker = std::make_unique<WarmWorker>(*m_python);
    m_worker->setSlots(qMax(1, m_settings.jobs));
    m_worker->setMemoryLimitBytes(m_settings.memoryLimitBytes());
    m_worker->start();
}

TriageSessionConfig TriageRuns::sessionConfig(const QString& key)
{
    ensureWorker();
    TriageSessionConfig config;
    config.checkoutRoot = m_root;
    config.key = key;
    config.interpreter = m_settings.interpreter;
    config.reproTimeoutMs = qint64(m_settings.reproTimeoutS) * 1000;
    config.pytestTimeoutMs = qint64(m_settings.pytestTimeoutS) * 1000;
    config.memoryLimitBytes = m_settings.memoryLimitBytes();
    config.importedJUnit = m_importedJUnit;
    config.warmWorker = m_worker.get();
    config.useWarmWorker = m_useWarmWorker;
    return config;
}

TriageSession* TriageRuns::start(const QString& key)
{
    if (TriageSession* running = session(key); running && !running->isFinished())
        return running;
    auto* session = new TriageSession(sessionConfig(key), this);
    adopt(session);
    session->start();
    return session;
}

TriageSession* TriageRuns::resume(const QString& recordPath, const QString& key)
{
    if (TriageSession* running = session(key); running && !running->isFinished())
        return running;
    QString error;
    TriageSession* session = TriageSession::resume(recordPath, sessionConfig(key), &error, this);
    if (!session) {
        Q_EMIT markChanged(key, TriageMark{TriageMark::Kind::Failed, error});
        return nullptr;
    }
    adopt(session);
    session->start();
    return session;
}

void TriageRuns::adopt(TriageSession* session)
{
    const QString key = session->key();
    m_sessions.append(session);
    m_byKey.insert(key, session);
    connect(session, &TriageSession::stateChanged, this, [this, session] { updateMarks(session); });
    connect(session, &TriageSession::finished, this, [this, session] {
        updateMarks(session);
        replanAfterConflict(session);
    });
    connect(session, &TriageSession::reverted, this, [this, session] { updateMarks(session); });
    connect(session, &TriageSession::jobStarted, this,
            [this, session](int jobId) { m_jobOwner.insert(jobId, session); });
    Q_EMIT sessionStarted(session);
    updateMarks(session);
}

// The triaged key and every sibling in the session's scope follow its state.
void TriageRuns::updateMarks(TriageSession* session)
{
    QStringList keys{session->key()};
    for (const TriageRecord::EntryResult& entry : session->record().entries)
        if (entry.included && !keys.contains(entry.key))
            keys << entry.key;
    for (const QString& key : std::as_const(keys)) {
        TriageSession* current = m_byKey.value(key);
        if (current && current != session && !current->isFinished())
            continue;  // a newer session runs for it
        m_byKey.insert(key, session);
        Q_EMIT markChanged(key, TriageMark::of(session->state(), session->record(), key));
    }
}

// Another session wrote the YAML between this one's plan and its write, and the
// conflict check refused the write: plan again against the file as it is now,
// from the recorded outcomes (resume does exactly that), and ask again. The batch
// does the same for its own sessions.
void TriageRuns::replanAfterConflict(TriageSession* session)
{
    const TriageRecord& record = session->record();
    const bool conflict = session->state() == TriageSession::State::Stopped
        && record.state == TriageRecord::State::Stopped && !record.yamlDiff.isEmpty();
    if (!conflict || session->recordPath().isEmpty() || m_batchSessions.contains(session))
        return;
    // Queued: the old session is still inside its finished() emission.
    QMetaObject::invokeMethod(this, [this, path = session->recordPath(), key = session->key()] {
        resume(path, key);
    }, Qt::QueuedConnection);
}

TriageMark TriageRuns::mark(const QString& key) const
{
    const TriageSession* session = m_byKey.value(key);
    return session ? TriageMark::of(session->state(), session->record(), key) : TriageMark{};
}

bool TriageRuns::startBatch(const QStringList& keys)
{
    if (m_batch && !m_batch->isFinished())
        return false;
    QStringList todo;
    for (const QString& key : keys)
        if (!m_byKey.contains(key))
            todo << key;
    if (todo.isEmpty())
        return false;
    ensureWorker();
    TriageBatchConfig config;
    config.checkoutRoot = m_root;
    config.keys = todo;
    config.jobs = qMax(1, m_settings.jobs);
    config.interpreter = m_settings.interpreter;
    config.reproTimeoutMs = qint64(m_settings.reproTimeoutS) * 1000;
    config.pytestTimeoutMs = qint64(m_settings.pytestTimeoutS) * 1000;
    config.memoryLimitBytes = m_settings.memoryLimitBytes();
    config.importedJUnit = m_importedJUnit;
    config.warmWorker = m_worker.get();
    m_batch = new TriageBatch(config, this);
    connect(m_batch, &TriageBatch::sessionStarted, this, [this](TriageSession* session) {
        session->setParent(this);  // the window keeps it for the report after the batch ends
        m_batchSessions.insert(session);  // the batch re-plans its own conflicts
        adopt(session);
    });
    connect(m_batch, &TriageBatch::progress, this, &TriageRuns::batchProgress);
    connect(m_batch, &TriageBatch::replanned, this, [this](const QString& key, const QString& diff) {
        m_replans.insert(key, diff);
        TriageMark mark{TriageMark::Kind::NeedsApproval, tr("The YAML changed since the plan: re-planned")};
        Q_EMIT markChanged(key, mark);
        Q_EMIT replanAwaiting(key, diff);
    });
    // A re-plan settles after its session ended: the batch's record has the last word.
    connect(m_batch, &TriageBatch::entryFinished, this, [this](const QString& key, const TriageRecord& record) {
        m_batchRecords.insert(record.key, record);
        if (m_replans.contains(key))
            return;
        const TriageSession::State state = record.state == TriageRecord::State::Done ? TriageSession::State::Done
                                           : record.state == TriageRecord::State::Stopped
                                               ? TriageSession::State::Stopped
                                               : TriageSession::State::Failed;
        for (const TriageRecord::EntryResult& entry : record.entries)
            if (entry.included)
                Q_EMIT markChanged(entry.key, TriageMark::of(state, record, entry.key));
    });
    connect(m_batch, &TriageBatch::finished, this, &TriageRuns::batchFinished);
    m_batch->start();
    Q_EMIT batchProgress(0, m_batch->total());
    return true;
}

void TriageRuns::decideReplan(const QString& key, bool approved)
{
    if (!m_replans.remove(key) || !m_batch)
        return;
    if (approved)
        m_batch->approveReplan(key);
    else
        m_batch->rejectReplan(key);
}

void TriageRuns::cancelBatch()
{
    if (m_batch && !m_batch->isFinished())
        m_batch->cancel();
}

void TriageRuns::cancelJob(int jobId)
{
    if (TriageSession* session = m_jobOwner.value(jobId))
        session->cancelJob(jobId);
}

int TriageRuns::runningSessions() const
{
    int running = 0;
    for (const QPointer<TriageSession>& session : m_sessions)
        running += session && !session->isFinished();
    return running;
}

QList<TriageRecord> TriageRuns::records() const
{
    QList<TriageRecord> records;
    for (const QPointer<TriageSession>& session : m_sessions)
        if (session && session->isFinished())
            records << m_batchRecords.value(session->record().key, session->record());
    return records;
}

}  // namespace dtriage
