#include "session/triagesession.h"

#include "families/families.h"
#include "families/playbook.h"
#include "families/playbookhost.h"

#include "families/dtype/fix/loaderedit.h"
#include "run/pytestjob.h"
#include "run/warmworker.h"
#include "session/combinedyamlplan.h"
#include "session/recordfile.h"
#include "session/resumedrecord.h"
#include "session/sessionjobs.h"
#include "session/sessionresolution.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {
// The session as its playbook sees it: a PlaybookHost that forwards to the
// session's private steps and state.
class TriageSession::Host : public PlaybookHost {
public:
    explicit Host(TriageSession& session) : m_s(session) {}

    const SessionResolution& resolution() const override { return *m_s.m_res; }
    const TriageSessionConfig& config() const override { return m_s.m_config; }
    TriageRecord& record() override { return m_s.m_record; }
    QList<YamlTarget>& targets() override { return m_s.m_targets; }
    LoaderFixState& fix() override { return m_s.m_fix; }
    SessionJobs& jobs() override { return *m_s.m_jobs; }
    const SessionFolder& folder() const override { return *m_s.m_folder; }
    WarmWorker* warmWorker() const override { return m_s.m_worker; }
    void enter(State state, const QString& note) override { m_s.setState(state, note); }
    void log(const QString& line) override { m_s.log(line); }
    void stop(const QString& why) override { m_s.stop(why); }
    void fail(const QString& why) override { m_s.failWith(why); }
    EditOffer offerLoaderEdit(const LoaderEditResult& edit, const QString& summary, QString* why) override
    {
        return EditOffer(m_s.offerLoaderEdit(edit, summary, why));
    }
    void revertFix(const std::function<void()>& then) override { m_s.revertFix(then); }
    void runPytest() override { m_s.runPytest(); }

private:
    TriageSession& m_s;
};


TriageSession::TriageSession(TriageSessionConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_jobs(new SessionJobs(this))
    , m_host(std::make_unique<Host>(*this))
{
    connect(m_jobs, &SessionJobs::logLine, this, &TriageSession::logLine);
    connect(m_jobs, &SessionJobs::jobStarted, this, &TriageSession::jobStarted);
    connect(m_jobs, &SessionJobs::jobOutput, this, &TriageSession::jobOutput);
    connect(m_jobs, &SessionJobs::jobFinished, this, &TriageSession::jobFinished);
}

TriageSession::~TriageSession()
{
    ++m_generation;
    m_playbook.reset();  // cancels its jobs
    if (m_pytest)
        m_pytest->cancel();
    // m_recordFile lets its saves land: the last state stays on disk.
}

template <typename T, typename F>
void TriageSession::await(QFuture<T> future, F onDone)
{
    auto* watcher = new QFutureWatcher<T>(this);
    const quint64 generation = m_generation;
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, onDone = std::move(onDone)]() mutable {
                watcher->deleteLater();
                if (generation == m_generation)
                    onDone(watcher->future().result());
            });
    watcher->setFuture(future);
}

QString TriageSession::stateName(State state)
{
    static const QHash<State, QString> names{
        {State::Idle, QStringLiteral("idle")},
        {State::Resolving, QStringLiteral("resolving")},
        {State::Gating, QStringLiteral("gating")},
        {State::ReproducingBefore, QStringLiteral("reproducing_before")},
        {State::Deciding, QStringLiteral("deciding")},
        {State::ProposingFix, QStringLiteral("proposing_fix")},
        {State::AwaitingFixApproval, QStringLiteral("awaiting_fix_approval")},
        {State::ApplyingFix, QStringLiteral("applying_fix")},
        {State::ReproducingAfter, QStringLiteral("reproducing_after")},
        {State::RevertingFix, QStringLiteral("reverting_fix")},
        {State::Scoping, QStringLiteral("scoping")},
        {State::RunningPytest, QStringLiteral("running_pytest")},
        {State::PlanningYaml, QStringLiteral("planning_yaml")},
        {State::AwaitingYamlApproval, QStringLiteral("awaiting_yaml_approval")},
        {State::WritingYaml, QStringLiteral("writing_yaml")},
        {State::Done, QStringLiteral("done")},
        {State::Stopped, QStringLiteral("stopped")},
        {State::Failed, QStringLiteral("failed")},
        {State::Canceled, QStringLiteral("canceled")},
    };
    return names.value(state);
}

QString TriageSession::stateText(State state)
{
    switch (state) {
    case State::Idle: return tr("Not started");
    case State::Resolving: return tr("Reading the YAML and the loader…");
    case State::Gating: return tr("Checking the entry's reason…");
    case State::ReproducingBefore: return tr("Reproducing on CPU…");
    case State::Deciding: return tr("Deciding…");
    case State::ProposingFix: return tr("Looking for the fix site…");
    case State::AwaitingFixApproval: return tr("The loader fix waits for your approval");
    case State::ApplyingFix: return tr("Applying the loader fix…");
    case State::ReproducingAfter: return tr("Re-running the CPU repro with the fix…");
    case State::RevertingFix: return tr("Reverting the loader fix…");
    case State::Scoping: return tr("Checking the loader's other variants…");
    case State::RunningPytest: return tr("Running pytest…");
    case State::PlanningYaml: return tr("Planning the YAML change…");
    case State::AwaitingYamlApproval: return tr("The YAML change waits for your approval");
    case State::WritingYaml: return tr("Writing the YAML…");
    case State::Done: return tr("Done");
    case State::Stopped: return tr("Stopped");
    case State::Failed: return tr("Failed");
    case State::Canceled: return tr("Canceled");
    }
    return {};
}

bool TriageSession::isFinished() const
{
    return m_state == State::Done || m_state == State::Stopped || m_state == State::Failed
        || m_state == State::Canceled;
}

QString TriageSession::sessionPath() const { return m_folder ? m_folder->path() : QString(); }

// ------------------------------------------------------------------ bookkeeping

void TriageSession::log(const QString& line) { Q_EMIT logLine(line); }

void TriageSession::setState(State state, const QString& note)
{
    m_state = state;
    m_note = note;
    m_record.stateNote = note.isEmpty() ? stateName(state)
                                        : QStringLiteral("%1: %2").arg(stateName(state), note);
    m_record.updated = QDateTime::currentDateTimeUtc();
    if (!note.isEmpty())
        log(note);
    m_recordFile.save(m_record);
    Q_EMIT stateChanged(state);
}

void TriageSession::finish(State state, const QString& note)
{
    if (m_fix.landed() && state != State::Canceled) {
        m_record.inference = m_res->staleInference();
        m_fix.accept(m_res->loaderPath);
    }
    switch (state) {
    case State::Done:
        m_record.state = TriageRecord::State::Done;
        break;
    case State::Stopped:
        m_record.state = TriageRecord::State::Stopped;
        break;
    default:  // Failed, Canceled: reopened later, it goes on from the start
        m_record.state = TriageRecord::State::InProgress;
        break;
    }
    m_record.finished = QDateTime::currentDateTimeUtc();
    setState(state, note);
    Q_EMIT finished(m_record);
}

void TriageSession::stop(const QString& why) { finish(State::Stopped, why); }

void TriageSession::failWith(const QString& why)
{
    // An applied, unverified edit does not outlive a failed session.
    if (m_fix.isPending(m_res->loaderPath) && m_record.fix.result != TriageRecord::Fix::Result::Works
        && m_record.fix.result != TriageRecord::Fix::Result::NewError) {
        revertFix([this, why] { finish(State::Failed, why); });
        return;
    }
    finish(State::Failed, why);
}

void TriageSession::complete(const QString& note) { finish(State::Done, note); }

QStringList TriageSession::affectedKeys() const
{
    QStringList keys;
    for (const YamlTarget& target : m_targets)
        keys << target.key;
    return keys;
}

// ------------------------------------------------------------------ step 1: resolve

void TriageSession::start()
{
    if (m_state != State::Idle)
        return;
    auto folder = m_config.sessionDir.isEmpty() ? SessionFolder::create()
                                                : SessionFolder::open(m_config.sessionDir);
    m_record.key = m_config.key;
    m_record.started = QDateTime::currentDateTimeUtc();
    if (folder) {
        m_folder = *folder;
        m_recordFile.open(folder->path());
    }
    if (folder && m_saved && m_saved->state == TriageRecord::State::Done) {
        finishSavedDone();
        return;
    }
    setState(State::Resolving, tr("resolving %1").arg(m_config.key));
    if (!folder) {
        failWith(tr("no session folder: %1").arg(folder.error().toString()));
        return;
    }
    const TriageSessionConfig config = m_config;
    const std::optional<TriageRecord> saved = m_saved;
    await(QtConcurrent::run([config, saved] { return SessionResolution::resolve(config, saved); }),
          [this](Result<std::shared_ptr<SessionResolution>> r) { onResolved(std::move(r)); });
}

void TriageSession::onResolved(Result<std::shared_ptr<SessionResolution>> resolution)
{
    if (!resolution) {
        stop(resolution.error().toString());
        return;
    }
    m_res = *resolution;
    m_res->describe(m_record);
    m_fix.open(m_res->checkout.root());
    if (m_res->resumePoint) {
        resumeAt(*m_res->resumePoint);
        return;
    }
    gate();
}

// ------------------------------------------------------------------ step 2: gate

void TriageSession::gate()
{
    setState(State::Gating);
    const QString reason = m_res->entry.reason();
    const auto gated = Families::gate(reason);
    if (!gated) {
        stop(gated.error().message);
        return;
    }
    takeFamily(gated->family);
    m_playbook->gated(reason);
    // Probed only now: a refused gate needs no Python.
    probePython();
}

// The family's steps from here on; false (the session failed) for a record of a
// family this build does not know.
bool TriageSession::takeFamily(const FailureFamily* family)
{
    if (!family) {
        failWith(tr("the record's failure family \"%1\" is not known to this version").arg(m_record.family));
        return false;
    }
    m_family = family;
    m_record.family = family->id();
    m_playbook = family->playbook(*m_host);
    return true;
}

void TriageSession::probePython()
{
    await(PythonEnvironment::resolveAsync(m_res->checkout.root(), m_config.interpreter),
          [this](Result<PythonCommand> python) { onPython(std::move(python)); });
}

void TriageSession::onPython(Result<PythonCommand> python)
{
    m_res->python = std::move(python);
    if (!m_res->python) {
        failWith(tr("no Python to run the repro: %1").arg(m_res->python.error().toString()));
        return;
    }
    if (!m_worker && m_config.warmWorker)
        m_worker = m_config.warmWorker(*m_res->python);
    if (m_resumePoint && m_resumePoint->step == ResumePoint::Step::ReproduceAfterFix)
        m_playbook->verifyFix();
    else
        m_playbook->reproduce();
}

// ------------------------------------------------------------------ step 3: repro

// ------------------------------------------------------------------ step 4: decide

// ------------------------------------------------------------------ step 5: fix

// The loader changed while the fix was being proposed or waited for approval:
// never go on as if it were fixed. Propose again from the file as it is now (a
// new diff, a new approval), or stop with the conflict when it keeps changing.
void TriageSession::replanFix(const Error& conflict)
{
    if (++m_fixReplans > kMaxReplans) {
        m_record.review << tr("the loader kept changing while its fix was proposed: %1").arg(conflict.toString());
        stop(tr("loader conflict: %1").arg(conflict.toString()));
        return;
    }
    log(tr("the loader changed since it was analysed (%1); proposing the fix again").arg(conflict.toString()));
    m_playbook->proposeFix();
}

int TriageSession::offerLoaderEdit(const LoaderEditResult& edit, const QString& summary, QString* why)
{
    using Offer = PlaybookHost::EditOffer;
    Result<LoaderPatchPlan> plan = m_fix.preview(m_res->loaderPath, edit, summary);
    if (!plan && plan.error().conflict) {
        replanFix(plan.error());
        return int(Offer::Replanned);
    }
    if (!plan) {
        *why = plan.error().toString();
        return int(Offer::Refused);
    }
    m_record.loaderDiff = plan->submoduleDiff;
    setState(State::AwaitingFixApproval, plan->summary);
    Q_EMIT needsApproval(ApprovalKind::LoaderFix, plan->diff);
    if (m_config.yes)
        QTimer::singleShot(0, this, &TriageSession::approveLoaderFix);
    return int(Offer::Offered);
}

void TriageSession::cancel()
{
    if (isFinished())
        return;
    if (m_state == State::ApplyingFix) {
        // The write is in flight: let it land, then take it back (see applyFix).
        m_cancelPending = true;
        return;
    }
    cancelNow();
}

void TriageSession::cancelNow()
{
    ++m_generation;  // every pending callback is now stale
    if (m_playbook)
        m_playbook->cancel();
    if (m_pytest)
        m_pytest->cancel();
    if (m_fix.isPending(m_res->loaderPath)) {
        // The session's undo ends with it: take an unverified edit back.
        revertFix([this] { finish(State::Canceled, tr("canceled; the loader fix was reverted")); });
        return;
    }
    finish(State::Canceled, tr("canceled"));
}

void TriageSession::approveLoaderFix()
{
    if (m_state != State::AwaitingFixApproval)
        return;
    applyFix();
}

void TriageSession::rejectLoaderFix()
{
    if (m_state != State::AwaitingFixApproval)
        return;
    m_record.loaderDiff.clear();
    m_record.review << tr("the loader fix was declined; nothing was written");
    complete(tr("the loader fix was declined; nothing was written"));
}

void TriageSession::applyFix()
{
    setState(State::ApplyingFix);
    await(m_fix.apply(), [this](Result<void> applied) {
        if (!applied && applied.error().conflict) {
            if (std::exchange(m_cancelPending, false)) {
                cancelNow();  // nothing was written: nothing to take back
                return;
            }
            replanFix(applied.error());  // the approved diff no longer matches the file
            return;
        }
        if (!applied) {
            failWith(tr("the loader fix was not written: %1").arg(applied.error().toString()));
            return;
        }
        m_fix.setLanded(true);
        if (m_cancelPending) {
            // Still ApplyingFix: cancel() would only note it again.
            m_cancelPending = false;
            cancelNow();
            return;
        }
        m_playbook->verifyFix();
    });
}

void TriageSession::revertFix(const std::function<void()>& then)
{
    setState(State::RevertingFix, tr("reverting the loader fix"));
    await(m_fix.revert(m_res->loaderPath, m_res->checkout.root()), [this, then](Result<void> reverted) {
        if (!reverted) {
            m_fix.setLanded(false);  // do not try again from failWith
            finish(State::Failed,
                   tr("the loader fix could not be reverted: %1").arg(reverted.error().toString()));
            return;
        }
        m_fix.reverted();
        m_record.fix.result = TriageRecord::Fix::Result::Reverted;
        for (YamlTarget& target : m_targets)
            target.branch = YamlTarget::branchOfTriaged(m_record.fix.result);
        then();
    });
}

// ------------------------------------------------------------------ step 6: scope

// ------------------------------------------------------------------ step 7: verify

void TriageSession::runPytest()
{
    const QStringList keys = affectedKeys();
    setState(State::RunningPytest, tr("pytest for %1").arg(keys.join(QStringLiteral(", "))));
    if (!m_config.importedJUnit.isEmpty()) {
        m_record.junitImported = true;
        m_record.junitSource = m_config.importedJUnit;
        readJUnit(m_config.importedJUnit, {});
        return;
    }
    auto files = PytestFiles::reserve(*m_folder);
    if (!files) {
        failWith(files.error().toString());
        return;
    }
    auto* job = new PytestJob(*m_res->python, keys, *files, this);
    job->setTimeoutMs(m_config.pytestTimeoutMs);
    job->setMemoryLimitBytes(m_config.memoryLimitBytes);
    m_jobs->trackPytest(job);
    const quint64 generation = m_generation;
    connect(job, &PytestJob::finished, this, [this, job, generation](const PytestResult& result) {
        job->deleteLater();
        if (generation == m_generation)
            onPytestFinished(result);
    });
    m_pytest = job;
    job->start();
}

void TriageSession::onPytestFinished(const PytestResult& result)
{
    log(result.summary);
    if (!result.testsRan()) {
        failWith(tr("pytest did not run the tests: %1").arg(result.summary));
        return;
    }
    m_record.junitSource = result.junitPath;
    readJUnit(result.junitPath, result.logPath);
}

// Off the event loop: the JUnit file, with pytest's log at `logPath` when there is one.
void TriageSession::readJUnit(const QString& junit, const QString& logPath)
{
    await(QtConcurrent::run([junit, logPath] {
              QFile log(logPath);
              const QString logText = !logPath.isEmpty() && log.open(QIODevice::ReadOnly)
                                          ? QString::fromUtf8(log.readAll())
                                          : QString();
              return JUnitReader::read(junit, logText);
          }),
          [this](Result<JUnitReport> report) { onJUnit(std::move(report)); });
}

void TriageSession::onJUnit(Result<JUnitReport> report)
{
    if (!report) {
        failWith(tr("the JUnit file could not be read: %1").arg(report.error().toString()));
        return;
    }
    m_junit = *report;
    for (const QString& key : affectedKeys()) {
        for (TriageRecord::EntryResult& entry : m_record.entries) {
            if (entry.key == key) {
                entry.pytest = TriageRecord::Pytest::fromCase(m_junit->outcomeFor(key));
                break;
            }
        }
    }
    planYaml();
}

// ------------------------------------------------------------------ step 7: YAML

void TriageSession::planYaml()
{
    setState(State::PlanningYaml);
    const QString path = m_res->training.path();
    // Planned against the file as it is now, so the conflict check at write time
    // catches every later change.
    await(QtConcurrent::run([path] { return ConfigFile::load(path); }),
          [this](Result<ConfigFile> file) { onYamlLoaded(std::move(file)); });
}

void TriageSession::onYamlLoaded(Result<ConfigFile> file)
{
    if (!file) {
        failWith(file.error().toString());
        return;
    }
    const bool revert = m_plans.plan(m_targets, *file, *m_junit, m_fix.landed());
    if (revert && m_fix.landed()) {
        // pytest still shows the original bf16 error: revert, then plan A for all.
        m_record.review << tr("pytest still shows the original bfloat16 error; the loader fix "
                              "was reverted");
        revertFix([this] { planYaml(); });
        return;
    }
    QStringList reviews;
    const QList<EntryChange> changes = m_plans.record(m_record, &reviews);
    for (const QString& line : std::as_const(reviews))
        log(line);
    const ConfigFile yaml = m_plans.file();
    const QString root = m_res->checkout.root();
    await(QtConcurrent::run([yaml, changes, root] { return CombinedYamlPlan::make(yaml, changes, root); }),
          [this](Result<EditPlan> plan) { onYamlPlanned(std::move(plan)); });
}

void TriageSession::onYamlPlanned(Result<EditPlan> plan)
{
    if (!plan) {
        failWith(tr("the YAML plan is invalid: %1").arg(plan.error().toString()));
        return;
    }
    if (plan->after == plan->before) {
        // After a re-plan: a parallel write already made these changes, and the
        // stale diff is no patch of this session's.
        m_yamlPlan.reset();
        m_record.yamlDiff.clear();
        complete(m_yamlReplans > 0 ? tr("the YAML already holds the planned states (written by a parallel session)")
                                   : tr("the YAML needs no change"));
        return;
    }
    m_yamlPlan = *plan;
    m_record.yamlDiff = plan->diff;
    setState(State::AwaitingYamlApproval);
    Q_EMIT needsApproval(ApprovalKind::YamlPlan, plan->diff);
    if (m_config.yes)
        QTimer::singleShot(0, this, &TriageSession::approveYamlPlan);
}

void TriageSession::approveYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    writeYaml();
}

void TriageSession::rejectYamlPlan()
{
    if (m_state != State::AwaitingYamlApproval)
        return;
    m_record.review << tr("the YAML plan was declined; the YAML is unchanged");
    complete(tr("the YAML plan was declined; nothing was written to the YAML"));
}

void TriageSession::writeYaml()
{
    setState(State::WritingYaml);
    const EditPlan plan = *m_yamlPlan;
    await(QtConcurrent::run([plan] { return ConfigEditor::write(plan); }),
          [this](Result<void> written) { onYamlWritten(written); });
}

void TriageSession::onYamlWritten(const Result<void>& written)
{
    if (written) {
        for (auto& entry : m_record.entries) {
            if (entry.included && entry.yaml.changed)
                entry.yaml.written = true;
        }
        complete(m_yamlReplans > 0 ? tr("the YAML was written (re-planned after a parallel write)")
                                   : tr("the YAML was written"));
        return;
    }
    const QString why = written.error().toString();
    if (written.error().conflict && m_yamlReplans < kMaxReplans) {
        // Another write came first: the same outcomes, planned against the file
        // as it is now, and a new diff to approve.
        ++m_yamlReplans;
        log(tr("the YAML changed since it was planned (%1); planning it again").arg(why));
        planYaml();
        return;
    }
    m_record.review << tr("the YAML was not written: %1").arg(why);
    stop(tr("YAML conflict: %1").arg(why));
}

// ------------------------------------------------------------------ resume

Result<TriageRecord> TriageSession::loadRecord(const QString& recordPath)
{
    return RecordFile::load(recordPath);
}

TriageSession* TriageSession::resume(const QString& recordPath, TriageSessionConfig config,
                                     QString* error, QObject* parent)
{
    const auto record = loadRecord(recordPath);
    if (!record) {
        if (error)
            *error = record.error().toString();
        return nullptr;
    }
    config.key = record->key;
    config.sessionDir = QFileInfo(recordPath).absolutePath();
    auto* session = new TriageSession(std::move(config), parent);
    session->m_saved = *record;
    return session;
}

std::optional<ResumePoint> TriageSession::resumePoint() const { return m_resumePoint; }

// A done record: nothing to run, the same record, finished() as promised.
void TriageSession::finishSavedDone()
{
    m_record = *m_saved;
    m_resumePoint = ResumePoint::of(*m_saved, std::nullopt, false);
    m_state = State::Done;
    // A record keeps "done: <note>" on one line (stateNote()).
    const QString prefix = stateName(m_state) + QLatin1String(": ");
    m_note = m_record.stateNote.startsWith(prefix) ? m_record.stateNote.mid(prefix.size()) : QString();
    QTimer::singleShot(0, this, [this] {
        log(m_resumePoint->note);
        Q_EMIT stateChanged(m_state);
        Q_EMIT finished(m_record);
    });
}

void TriageSession::resumeAt(const ResumePoint& point)
{
    m_resumePoint = point;
    log(point.note);
    switch (point.step) {
    case ResumePoint::Step::ReproduceAfterFix:
        m_record = ResumedRecord::afterFix(*m_saved, m_record, m_res->entry);
        if (!takeFamily(Families::byId(m_record.family)))
            return;
        adoptFix(point);
        m_targets = {YamlTarget::triaged(m_record)};
        // Probed as after the gate; onPython goes on with the repro after the fix.
        probePython();
        return;
    case ResumePoint::Step::PlanYaml:
        m_record = ResumedRecord::planned(*m_saved);
        if (m_record.fix.landed() && point.loaderWithFix)
            adoptFix(point);
        m_targets = YamlTarget::fromRecord(m_record, m_fix.landed());
        readRecordedJUnit();
        return;
    case ResumePoint::Step::Finished:  // handled by start()
    case ResumePoint::Step::FromStart:
        break;
    }
    if (point.loaderChanged)
        m_record.review << point.note;
    gate();
}

// The fix an earlier session applied is on disk: this session goes on with it,
// and takes it back through SessionUndo when it must.
void TriageSession::adoptFix(const ResumePoint& point)
{
    m_fix.adopt(WrittenFile{m_res->loaderPath, point.loaderWithFix, point.loaderOriginal, {}});
}

void TriageSession::readRecordedJUnit()
{
    setState(State::RunningPytest, tr("reading the recorded pytest results %1").arg(m_record.junitSource));
    const QString junit = m_record.junitSource;
    readJUnit(junit, m_record.junitImported ? QString()
                                            : QFileInfo(junit).path() + u'/' + QFileInfo(junit).completeBaseName()
                                                  + QStringLiteral(".log"));
}

// ------------------------------------------------------------------ jobs

void TriageSession::cancelJob(int jobId)
{
    if (m_jobs->isRunning(jobId))
        cancel();
}

// ------------------------------------------------------------------ accessors

QString TriageSession::key() const { return m_record.key.isEmpty() ? m_config.key : m_record.key; }

QString TriageSession::loaderPath() const { return m_res ? m_res->loaderPath : QString(); }

QString TriageSession::checkoutRoot() const
{
    return m_res ? m_res->checkout.root() : m_config.checkoutRoot;
}

// ------------------------------------------------------------------ revert writes

bool TriageSession::canRevert() const
{
    return isFinished() && !m_reverting && SessionUndo::hasWrites(m_record);
}

// What to take back: exact bytes where this session still holds them, else the
// record's diffs (a session resumed from a done record).
SessionUndo TriageSession::writtenFiles() const
{
    std::optional<WrittenFile> yaml;
    if (m_yamlPlan)
        yaml = WrittenFile{m_yamlPlan->path, m_yamlPlan->after, m_yamlPlan->before, {}};
    return SessionUndo::of(m_record, checkoutRoot(), loaderPath(), m_fix.held(), yaml);
}

void TriageSession::revertWrites()
{
    if (!canRevert()) {
        const QString why = isFinished() ? tr("nothing to revert") : tr("the session has not finished");
        QTimer::singleShot(0, this, [this, why] { Q_EMIT reverted(false, why); });
        return;
    }
    m_reverting = true;
    const SessionUndo undo = writtenFiles();
    log(tr("reverting what the session wrote"));
    await(undo.run(), [this, undo](Result<QString> done) {
        if (done) {
            undo.markReverted(m_record);
            if (undo.loader)
                m_fix.forgetAdopted();
        }
        onWritesReverted(done);
    });
}

void TriageSession::onWritesReverted(const Result<QString>& done)
{
    m_reverting = false;
    if (!done) {
        log(done.error().toString());
        Q_EMIT reverted(false, done.error().toString());
        return;
    }
    m_record.review << *done;
    m_note = *done;
    m_record.stateNote = QStringLiteral("%1: %2").arg(stateName(m_state), *done);
    m_record.updated = QDateTime::currentDateTimeUtc();
    m_recordFile.save(m_record);
    log(*done);
    Q_EMIT reverted(true, *done);
}

}  // namespace dtriage
