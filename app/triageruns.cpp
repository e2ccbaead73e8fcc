#include "triageruns.h"

#include "session/triagerun.h"

namespace dtriage {

TriageRuns::TriageRuns(QObject* parent) : QObject(parent) {}

TriageRuns::~TriageRuns() { delete m_coordinator; }

TriageCoordinatorConfig TriageRuns::coordinatorConfig() const
{
    TriageCoordinatorConfig config;
    config.session.checkoutRoot = m_root;
    config.session.interpreter = m_settings.interpreter;
    config.session.reproTimeoutMs = qint64(m_settings.reproTimeoutS) * 1000;
    config.session.pytestTimeoutMs = qint64(m_settings.pytestTimeoutS) * 1000;
    config.session.memoryLimitBytes = m_settings.memoryLimitBytes();
    config.session.importedJUnit = m_importedJUnit;
    config.session.verifyThroughCi = m_settings.verifyThroughCi;
    config.importedProbes = m_importedProbes;
    config.families = m_families;
    config.jobs = qMax(1, m_settings.jobs);
    config.useWarmWorker = m_useWarmWorker;
    return config;
}

void TriageRuns::setCheckout(const QString& root)
{
    if (root == m_root && m_coordinator)
        return;
    if (m_coordinator) {
        m_coordinator->cancelAll();
        m_coordinator->deleteLater();  // its sessions' cancel finishes on the event loop
    }
    m_root = root;
    m_byKey.clear();
    m_waiting.clear();
    m_batch = nullptr;
    m_coordinator = new TriageCoordinator(coordinatorConfig(), this);
    connect(m_coordinator, &TriageCoordinator::sessionStarted, this, &TriageRuns::adopt);
}

void TriageRuns::setSettings(const WorkbenchSettings& settings)
{
    m_settings = settings;
    if (m_coordinator)
        m_coordinator->setConfig(coordinatorConfig());
}

void TriageRuns::setUseWarmWorker(bool use)
{
    m_useWarmWorker = use;
    if (m_coordinator)
        m_coordinator->setConfig(coordinatorConfig());
}

void TriageRuns::setVerifyThroughCi(bool on)
{
    m_settings.verifyThroughCi = on;
    if (m_coordinator)
        m_coordinator->setConfig(coordinatorConfig());
    // The sessions started before reach step 7 by the choice made now.
    for (TriageSession* session : sessions())
        session->setVerifyThroughCi(on);
}

QList<TriageSession*> TriageRuns::sessions() const
{
    return m_coordinator ? m_coordinator->sessions() : QList<TriageSession*>();
}

void TriageRuns::setImportedJUnit(const QString& path)
{
    m_importedJUnit = path;
    if (m_coordinator)
        m_coordinator->setConfig(coordinatorConfig());
}

void TriageRuns::setImportedProbe(const QString& key, const QString& path)
{
    m_importedProbes.insert(key, path);
    if (m_coordinator)
        m_coordinator->setConfig(coordinatorConfig());
}

void TriageRuns::setFamilies(const QHash<QString, QString>& families)
{
    m_families = families;
    if (m_coordinator)
        m_coordinator->setConfig(coordinatorConfig());
}

void TriageRuns::setPython(const PythonCommand& python)
{
    if (m_coordinator)
        m_coordinator->warmUp(python);
}

TriageRun* TriageRuns::startRun(const QStringList& keys, const QHash<QString, QString>& resume)
{
    if (!m_coordinator)
        setCheckout(m_root);
    return m_coordinator->start(keys, resume);
}

TriageSession* TriageRuns::start(const QString& key)
{
    if (TriageSession* running = session(key); running && !running->isFinished())
        return running;
    if (m_waiting.contains(key))
        return nullptr;  // already queued behind its loader's session
    TriageRun* run = startRun({key}, {});
    TriageSession* started = session(key);
    if (started && !started->isFinished())
        return started;
    // Its loader is busy with another session: it starts when that one ends.
    m_waiting.insert(key);
    connect(run, &TriageRun::finished, this, [this, key] { m_waiting.remove(key); });
    Q_EMIT markChanged(key, TriageMark{TriageMark::Kind::Running, tr("waiting for the session on the same loader")});
    return nullptr;
}

TriageSession* TriageRuns::resume(const QString& recordPath, const QString& key)
{
    if (TriageSession* running = session(key); running && !running->isFinished())
        return running;
    TriageRun* run = startRun({key}, {{key, recordPath}});
    connect(run, &TriageRun::entrySkipped, this, [this](const QString& skipped, const QString& why) {
        Q_EMIT markChanged(skipped, TriageMark{TriageMark::Kind::Failed, why});
    });
    TriageSession* started = session(key);
    return started && !started->isFinished() ? started : nullptr;
}

void TriageRuns::adopt(TriageSession* session)
{
    const QString key = session->key();
    m_waiting.remove(key);
    m_byKey.insert(key, session);
    connect(session, &TriageSession::stateChanged, this, [this, session] { updateMarks(session); });
    connect(session, &TriageSession::finished, this, [this, session] { updateMarks(session); });
    connect(session, &TriageSession::reverted, this, [this, session] { updateMarks(session); });
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
    m_batch = startRun(todo, {});
    connect(m_batch, &TriageRun::progress, this, [this, run = m_batch](int finished, int total) {
        Q_EMIT batchProgress(finished, total, run->canceledAfter());
    });
    connect(m_batch, &TriageRun::finished, this, &TriageRuns::batchFinished);
    Q_EMIT batchProgress(m_batch->finishedCount(), m_batch->total(), -1);
    return true;
}

void TriageRuns::cancelBatch()
{
    if (!m_batch || m_batch->isFinished())
        return;
    m_batch->cancel();
    Q_EMIT batchProgress(m_batch->finishedCount(), m_batch->total(), m_batch->canceledAfter());
}

void TriageRuns::cancelJob(int jobId)
{
    if (m_coordinator)
        m_coordinator->cancelJob(jobId);
}

int TriageRuns::runningSessions() const { return m_coordinator ? m_coordinator->runningSessions() : 0; }

QList<TriageRecord> TriageRuns::records() const
{
    QList<TriageRecord> records;
    if (m_coordinator)
        for (const TriageSession* session : m_coordinator->sessions())
            if (session->isFinished())
                records << session->record();
    return records;
}

}  // namespace dtriage
