#include "session/triagebatch.h"

#include "core/filereplacement.h"

#include "checkout/testkey.h"
#include "run/sessionfolder.h"
#include "session/yamlreplan.h"

#include <QFutureWatcher>
#include <QJsonDocument>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace dtriage {
namespace {

using State = TriageSession::State;

// A write the batch does not order (one the user approved in the window) can
// make a re-plan stale too; after this many tries the entry is left to a human.
constexpr int kMaxReplanAttempts = 3;

bool isFinal(State state)
{
    return state == State::Done || state == State::Stopped || state == State::Failed || state == State::Canceled;
}

bool isAwaiting(State state)
{
    return state == State::AwaitingFixApproval || state == State::AwaitingYamlApproval;
}

// `onDone(result)` on `context`'s thread once `future` is ready; never after
// `context` is gone (the watcher is its child).
template <typename T, typename F>
void whenDone(QObject* context, QFuture<T> future, F onDone)
{
    auto* watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, onDone = std::move(onDone)]() mutable {
                         watcher->deleteLater();
                         onDone(watcher->future().result());
                     });
    watcher->setFuture(future);
}

// The session saved its record when it stopped at the refused write; a re-plan
// settles it later, and a reopened workbench should see how it ended.
void saveRecord(const QString& path, const TriageRecord& record)
{
    if (path.isEmpty())
        return;
    const QByteArray bytes = QJsonDocument(record.toJson()).toJson();
    (void)QtConcurrent::run([path, bytes] {
        if (const Result<void> written = FileReplacement::write(path, bytes); !written)
            qWarning("%s", qPrintable(written.error().toString()));  // the previous record stays whole
    });
}

}  // namespace

TriageBatch::TriageBatch(TriageBatchConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
{
    m_config.jobs = std::max(1, m_config.jobs);
    m_total = int(m_config.keys.size());
}

TriageBatch::~TriageBatch() = default;

QList<TriageSession*> TriageBatch::sessions() const { return m_sessions; }

void TriageBatch::start()
{
    if (m_started)
        return;
    m_started = true;
    // Deferred, so every signal (even of a batch with nothing to do) reaches
    // connections made after start().
    QTimer::singleShot(0, this, [this] {
        groupKeys();
        startMore();
    });
}

void TriageBatch::cancel()
{
    if (m_finished || m_canceled)
        return;
    m_canceled = true;
    QList<Replan> unsettled = m_replanQueue + m_replanWrites + m_replanAwaiting.values();
    m_replanQueue.clear();
    m_replanWrites.clear();
    m_replanAwaiting.clear();
    for (Replan& replan : unsettled) {
        replan.record.review << tr("the batch was canceled before the re-planned YAML was written");
        settleReplan(std::move(replan));
    }
    const QList<QPointer<TriageSession>> live(m_sessions.cbegin(), m_sessions.cend());
    for (const QPointer<TriageSession>& session : live) {
        if (session)
            session->cancel();
    }
    if (m_started)
        startMore();  // skips what is left; finishes once the sessions have
}

// ------------------------------------------------------------------ scheduling

void TriageBatch::groupKeys()
{
    m_grouped = true;
    auto checkout = Checkout::open(m_config.checkoutRoot);
    if (!checkout) {
        for (const QString& key : std::as_const(m_config.keys))
            skip(key, tr("not triaged: %1").arg(checkout.error().toString()));
        return;
    }
    m_checkout = *checkout;
    QHash<QString, qsizetype> index;
    for (const QString& key : std::as_const(m_config.keys)) {
        // Only a parsed key names its loader; without it the hard rule (one
        // session per loader file) could not be kept.
        const auto parsed = TestKey::parse(key);
        if (!parsed) {
            skip(key, tr("skipped: %1").arg(parsed.error().toString()));
            continue;
        }
        const QString loader = m_checkout->loaderPath(*parsed);
        if (!index.contains(loader)) {
            index.insert(loader, m_groups.size());
            m_groups.append(LoaderGroup{loader, {}, 0, {}, false, {}});
        }
        m_groups[index.value(loader)].keys << key;
    }
    // A resumed session goes first in its loader's turn: the others' CPU repros
    // must see the loader as that session leaves it.
    for (LoaderGroup& group : m_groups) {
        std::stable_partition(group.keys.begin(), group.keys.end(),
                              [this](const QString& key) { return m_config.resumeRecords.contains(key); });
    }
}

int TriageBatch::stoppedCount() const
{
    return int(std::count_if(m_records.cbegin(), m_records.cend(), [](const TriageRecord& record) {
        return record.state == TriageRecord::State::Stopped;
    }));
}

void TriageBatch::startMore()
{
    if (!m_grouped)
        return;
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        if (m_canceled) {
            LoaderGroup& group = m_groups[i];
            while (group.next < group.keys.size())
                skip(group.keys.at(group.next++), tr("not triaged: the batch was canceled"));
            continue;
        }
        if (workingSessions() >= m_config.jobs)
            break;
        if (!m_groups[i].busy)
            startNext(i);
    }
    maybeFinish();
}

void TriageBatch::startNext(qsizetype index)
{
    LoaderGroup& group = m_groups[index];
    while (group.next < group.keys.size()) {
        const QString key = group.keys.at(group.next++);
        if (group.covered.contains(key)) {
            skip(key, tr("in the loader-wide scope of %1's session").arg(group.covered.value(key)));
            continue;
        }
        if (!group.blockedBy.isEmpty()) {
            skip(key, tr("not triaged: the loader's diff from %1 awaits approval").arg(group.blockedBy));
            continue;
        }
        startSession(index, key);
        return;
    }
}

void TriageBatch::startSession(qsizetype group, const QString& key)
{
    TriageSessionConfig config;
    config.checkoutRoot = m_checkout->root();
    config.key = key;
    config.interpreter = m_config.interpreter;
    config.reproTimeoutMs = m_config.reproTimeoutMs;
    config.pytestTimeoutMs = m_config.pytestTimeoutMs;
    config.memoryLimitBytes = m_config.memoryLimitBytes;
    config.importedJUnit = m_config.importedJUnit;
    config.yes = false;  // the batch approves: YAML writes must be serialised
    config.warmWorker = m_config.warmWorker;
    if (!m_config.sessionRoot.isEmpty()) {
        // A failure here shows as the session's own "no session folder" failure.
        if (const auto folder = SessionFolder::create(m_config.sessionRoot))
            config.sessionDir = folder->path();
        else
            config.sessionDir = m_config.sessionRoot;
    }
    TriageSession* session = nullptr;
    if (const QString saved = m_config.resumeRecords.value(key); !saved.isEmpty()) {
        QString error;
        session = TriageSession::resume(saved, config, &error, this);
        if (!session)
            qWarning("%s", qPrintable(tr("%1: the unfinished session could not be resumed (%2); starting afresh")
                                          .arg(key, error)));
    }
    if (!session)
        session = new TriageSession(config, this);
    m_groups[group].busy = true;
    m_sessions << session;
    connectSession(session, group);
    Q_EMIT sessionStarted(session);
    QTimer::singleShot(0, session, &TriageSession::start);
}

void TriageBatch::connectSession(TriageSession* session, qsizetype group)
{
    connect(session, &TriageSession::stateChanged, this, [this, session](State state) {
        if (isFinal(state))
            return;
        m_lastActive[session] = state;
        if (isAwaiting(state))
            startMore();  // a session waiting for approval frees its job slot
    });
    connect(session, &TriageSession::needsApproval, this,
            [this, session](TriageSession::ApprovalKind kind, const QString&) { onApproval(session, kind); });
    connect(session, &TriageSession::finished, this, [this, session, group](const TriageRecord& record) {
        onSessionFinished(session, group, record);
    });
}

int TriageBatch::workingSessions() const
{
    return int(std::count_if(m_sessions.cbegin(), m_sessions.cend(), [this](const TriageSession* session) {
        const State state = session->state();
        // With yes only a plan queued for its YAML turn waits; an approval of a
        // loader fix is immediate.
        const bool waiting = m_config.yes ? state == State::AwaitingYamlApproval && session != m_writer.data()
                                          : isAwaiting(state);
        return !waiting;
    }));
}

void TriageBatch::onApproval(TriageSession* session, TriageSession::ApprovalKind kind)
{
    if (!m_config.yes)
        return;  // the caller approves through the session
    if (kind == TriageSession::ApprovalKind::LoaderFix) {
        QTimer::singleShot(0, session, &TriageSession::approveLoaderFix);
        return;
    }
    m_yamlQueue.append(session);
    pumpYaml();
}

void TriageBatch::onSessionFinished(TriageSession* session, qsizetype index, const TriageRecord& record)
{
    const State state = session->state();
    const State last = m_lastActive.take(session);
    const QString recordPath = session->recordPath();
    m_sessions.removeOne(session);
    if (session == m_writer) {
        m_writer = nullptr;
        m_yamlBusy = false;
    }
    if (session->parent() == this)
        session->deleteLater();  // a caller that reparented it keeps it (the window's report)

    LoaderGroup& group = m_groups[index];
    group.covered.insert(record.key, record.key);
    for (const auto& entry : record.entries)
        group.covered.insert(entry.key, record.key);
    if (state == State::Canceled && isAwaiting(last) && !m_canceled)
        group.blockedBy = record.key;
    if (state == State::Failed)
        ++m_failedCount;
    if (state == State::Stopped && last == State::WritingYaml && !m_canceled) {
        // The write's conflict check refused a plan made before a parallel
        // write: the group stays busy until the re-plan settles.
        m_replanQueue.append(Replan{record, index, recordPath, std::nullopt, 0});
        pumpYaml();
        return;
    }
    settle(index, record);
}

void TriageBatch::settle(qsizetype group, const TriageRecord& record)
{
    m_records << record;
    m_groups[group].busy = false;
    ++m_finishedCount;
    Q_EMIT entryFinished(record.key, record);
    Q_EMIT progress(m_finishedCount, m_total);
    pumpYaml();
    startMore();
}

void TriageBatch::skip(const QString& key, const QString& why)
{
    ++m_finishedCount;
    Q_EMIT entrySkipped(key, why);
    Q_EMIT progress(m_finishedCount, m_total);
}

void TriageBatch::maybeFinish()
{
    if (m_finished || !m_grouped || !m_sessions.isEmpty() || m_yamlBusy || !m_replanQueue.isEmpty()
        || !m_replanWrites.isEmpty() || !m_replanAwaiting.isEmpty())
        return;
    for (const LoaderGroup& group : std::as_const(m_groups)) {
        if (group.busy || group.next < group.keys.size())
            return;
    }
    m_finished = true;
    Q_EMIT finished();
}

// ------------------------------------------------------------------ YAML writes

void TriageBatch::pumpYaml()
{
    if (m_yamlBusy)
        return;
    while (!m_yamlQueue.isEmpty()) {
        const QPointer<TriageSession> next = m_yamlQueue.takeFirst();
        if (!next || next->state() != State::AwaitingYamlApproval)
            continue;
        m_yamlBusy = true;
        m_writer = next;
        QTimer::singleShot(0, next.data(), &TriageSession::approveYamlPlan);
        return;
    }
    if (!m_replanWrites.isEmpty()) {
        m_yamlBusy = true;
        writeReplan(m_replanWrites.takeFirst());
        return;
    }
    if (!m_replanQueue.isEmpty()) {
        m_yamlBusy = true;
        planReplan(m_replanQueue.takeFirst());
    }
}

void TriageBatch::approveReplan(const QString& key)
{
    if (!m_replanAwaiting.contains(key))
        return;
    m_replanWrites.append(m_replanAwaiting.take(key));
    pumpYaml();
}

void TriageBatch::rejectReplan(const QString& key)
{
    if (!m_replanAwaiting.contains(key))
        return;
    Replan replan = m_replanAwaiting.take(key);
    replan.record.review << tr("the re-planned YAML was declined; the YAML is unchanged");
    replan.record.state = TriageRecord::State::Done;
    replan.record.stateNote = tr("done: the re-planned YAML was declined; nothing was written to the YAML");
    settleReplan(std::move(replan));
}

// Planned while the batch holds the YAML turn, so (with yes) no batch write can
// come between this plan and its write.
void TriageBatch::planReplan(Replan replan)
{
    const QString path = m_checkout->trainingConfig();
    const QString root = m_checkout->root();
    const TriageRecord record = replan.record;
    whenDone(this, QtConcurrent::run([path, record, root] { return YamlReplan::plan(path, record, root); }),
             [this, replan = std::move(replan)](Result<EditPlan> plan) mutable {
                 onReplanned(std::move(replan), plan);
             });
}

void TriageBatch::onReplanned(Replan replan, const Result<EditPlan>& plan)
{
    if (m_canceled) {
        m_yamlBusy = false;
        replan.record.review << tr("the batch was canceled before the re-planned YAML was written");
        settleReplan(std::move(replan));
        return;
    }
    if (!plan) {
        m_yamlBusy = false;
        ++m_failedCount;
        replan.record.review << tr("re-planning the YAML after a parallel write failed: %1")
                                    .arg(plan.error().toString());
        settleReplan(std::move(replan));
        return;
    }
    if (plan->after == plan->before) {
        m_yamlBusy = false;
        YamlReplan::markUnneeded(replan.record);
        settleReplan(std::move(replan));
        return;
    }
    replan.plan = *plan;
    const QString key = replan.record.key;
    if (m_config.yes) {
        Q_EMIT replanned(key, plan->diff);
        writeReplan(std::move(replan));  // still holding the YAML turn
        return;
    }
    m_yamlBusy = false;
    m_replanAwaiting.insert(key, std::move(replan));
    Q_EMIT replanned(key, plan->diff);
    pumpYaml();
}

void TriageBatch::writeReplan(Replan replan)
{
    const EditPlan plan = *replan.plan;
    whenDone(this, QtConcurrent::run([plan] { return ConfigEditor::write(plan); }),
             [this, replan = std::move(replan)](Result<void> written) mutable {
                 onReplanWritten(std::move(replan), written);
             });
}

void TriageBatch::onReplanWritten(Replan replan, const Result<void>& written)
{
    m_yamlBusy = false;
    if (written) {
        YamlReplan::markWritten(replan.record, *replan.plan);
        settleReplan(std::move(replan));
        return;
    }
    if (++replan.attempts < kMaxReplanAttempts && !m_canceled) {
        replan.plan.reset();
        m_replanQueue.append(std::move(replan));
        pumpYaml();
        return;
    }
    ++m_failedCount;
    replan.record.review << tr("the re-planned YAML was not written either: %1").arg(written.error().toString());
    settleReplan(std::move(replan));
}

void TriageBatch::settleReplan(Replan replan)
{
    saveRecord(replan.recordPath, replan.record);
    settle(replan.group, replan.record);
}

}  // namespace dtriage
