#include "session/triagesession.h"

#include "core/logging.h"
#include "core/workpool.h"
#include "families/families.h"
#include "families/playbook.h"
#include "format/formattingverdict.h"
#include "session/sessionjobs.h"
#include "session/sessionplaybookhost.h"
#include "session/sessionresolution.h"

#include <QDateTime>
#include <QDir>
#include <QTimer>

namespace dtriage {
TriageSession::TriageSession(TriageSessionConfig config, QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_jobs(new SessionJobs(this))
    , m_verification(new SessionVerification(m_record, *m_jobs, this))
    , m_host(std::make_unique<SessionPlaybookHost>(*this))
    , m_fix(new StagedLoaderFix(this))
{
    connect(m_verification, &SessionVerification::running, this, [this](const QString& note) { setState(State::RunningPytest, note); });
    connect(m_verification, &SessionVerification::waitingForCi, this, [this](const QString& note) { setState(State::AwaitingCi, note); });
    connect(m_verification, &SessionVerification::logLine, this, &TriageSession::log);
    connect(m_verification, &SessionVerification::runnerCannotStart, this, &TriageSession::needTtVerification);
    connect(m_verification, &SessionVerification::failed, this, &TriageSession::failWith);
    connect(m_verification, &SessionVerification::reportRead, this, &TriageSession::onJUnit);
    connect(m_fix, &StagedLoaderFix::replanning, this, [this](const QString& why) {
        log(tr("the loader changed since it was analysed (%1); proposing the fix again").arg(why));
        m_playbook->proposeFix();
    });
    connect(m_fix, &StagedLoaderFix::keptChanging, this, [this](const QString& why) {
        m_record.review << tr("the loader kept changing while its fix was proposed: %1").arg(why);
        stop(tr("loader conflict: %1").arg(why));
    });
    connect(m_fix, &StagedLoaderFix::landed, this, [this] { m_playbook->verifyFix(); });
    connect(m_fix, &StagedLoaderFix::writeCanceled, this, &TriageSession::cancelNow);  // reverts a landed fix
    connect(m_fix, &StagedLoaderFix::writeFailed, this, [this](const QString& why) {
        failWith(tr("the loader fix was not written: %1").arg(why));
    });
    connect(m_jobs, &SessionJobs::logLine, this, &TriageSession::logLine);
    connect(m_jobs, &SessionJobs::jobStarted, this, &TriageSession::jobStarted);
    connect(m_jobs, &SessionJobs::jobOutput, this, &TriageSession::jobOutput);
    connect(m_jobs, &SessionJobs::jobFinished, this, &TriageSession::jobFinished);
    connect(m_jobs, &SessionJobs::jobCanceled, this, &TriageSession::jobCanceled);
}

TriageSession::~TriageSession()
{
    ++m_generation;
    m_playbook.reset();  // cancels its jobs
    m_verification->cancel();
    // m_recordFile lets its saves land: the last state stays on disk.
}

bool TriageSession::isFinished() const { return SessionStates::isFinal(m_state); }

QString TriageSession::sessionPath() const { return m_folder ? m_folder->path() : QString(); }

// ------------------------------------------------------------------ bookkeeping

void TriageSession::log(const QString& line) { Q_EMIT logLine(line); }

void TriageSession::setState(State state, const QString& note)
{
    m_state = state;
    qCInfo(lcSession).noquote() << key() << "-" << SessionStates::name(state) << (note.isEmpty() ? QString() : QStringLiteral("- ") + note);
    saveNote(note);
    Q_EMIT stateChanged(state);
}

// The record's line is the state's name and the note ("stopped: …"). On disk
// before anyone is told: a kill right after leaves no less than was shown.
void TriageSession::saveNote(const QString& note)
{
    m_note = note;
    m_record.stateNote = SessionStates::recordLine(m_state, note);
    m_record.updated = QDateTime::currentDateTimeUtc();
    m_recordFile.save(m_record);
    if (!note.isEmpty())
        log(note);
}

void TriageSession::finish(State state, const QString& note)
{
    if (m_fix->files().landed() && state != State::Canceled) {
        const QList<TriageRecord::InferenceRun> runs = m_record.inference.runs;  // pytest's, kept
        m_record.inference = m_res->staleInference(*m_family);
        m_record.inference.runs = runs;
        m_fix->files().accept(fixedFile());
    }
    m_record.state = SessionStates::recordState(state);
    m_record.finished = QDateTime::currentDateTimeUtc();
    setState(state, note);
    Q_EMIT finished(m_record);
}

void TriageSession::stop(const QString& why) { finish(State::Stopped, why); }

void TriageSession::failWith(const QString& why)
{
    // A failed session leaves the files as they were: an edit it applied and did
    // not settle goes, whatever the re-run said of it (a fix that broke every
    // import, a duplicate registry line, failed with "a new error" too).
    finishLeavingFiles(State::Failed, why);
}

// The session's undo ends with it: an edit it applied and did not settle is
// taken back first (`revertedNote`, when given, is the note then).
void TriageSession::finishLeavingFiles(State state, const QString& note, const QString& revertedNote)
{
    // Ended before step 1 resolved the entry: there is no loader, and no fix.
    if (!m_res || !m_fix->files().isPending(fixedFile())) {
        finish(state, note);
        return;
    }
    revertFix([this, state, note = revertedNote.isEmpty() ? note : revertedNote] { finish(state, note); });
}

void TriageSession::complete(const QString& note) { finish(State::Done, note); }

// ------------------------------------------------------------------ step 1: resolve

void TriageSession::start()
{
    if (m_state != State::Idle)
        return;
    auto folder = m_config.sessionDir.isEmpty() ? SessionFolder::create()
                                                : SessionFolder::open(m_config.sessionDir);
    m_record.key = m_config.key;
    m_record.dryRun = m_config.dryRun;
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
    await(WorkPool::run([config, saved] { return SessionResolution::resolve(config, saved); }),
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
    m_fix->files().open(m_res->checkout.root());
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
    m_record.flavor = gated->flavor;
    m_record.gateReason = reason;
    log(tr("flavor: %1").arg(gated->flavor));
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
    m_record.python = m_res->python->description;
    const QStringList context{tr("Python: %1").arg(m_record.python), FormattingVerdict::choice(m_res->black()),
                              tr("Batch size: %1").arg(m_record.batchSize)};
    for (const QString& line : context)
        log(line);
    m_jobs->setPreamble(context);
    if (!m_worker && m_config.warmWorker)
        m_worker = m_config.warmWorker(*m_res->python);
    m_jobs->setProbeSetup({m_config.reproTimeoutMs, m_config.memoryLimitBytes, m_folder, m_worker});
    if (m_resumePoint && m_resumePoint->step == ResumePoint::Step::ReproduceAfterFix)
        m_playbook->verifyFix();
    else
        m_playbook->reproduce();
}

// ------------------------------------------------------------------ step 5: fix

// The fix on offer (m_fix) put up for approval, its diffs in the record.
void TriageSession::awaitFixApproval(const QString& summary)
{
    const LoaderFixState& fix = m_fix->files();
    m_record.loaderDiff = fix.plan()->submoduleDiff;
    m_record.companionDiff = fix.companion() ? fix.companion()->submoduleDiff : QString();
    setState(State::AwaitingFixApproval, summary);
    Q_EMIT needsApproval(ApprovalKind::LoaderFix, fix.diff());
    if (m_config.yes)
        QTimer::singleShot(0, this, fixNeedsAPerson() ? &TriageSession::holdUnsureFix : &TriageSession::approveLoaderFix);
}

void TriageSession::cancel()
{
    if (isFinished())
        return;
    if (m_state == State::ApplyingFix) {
        // The write is in flight: let it land, then take it back (writeCanceled).
        m_fix->cancelAfterWrite();
        return;
    }
    cancelNow();
}

void TriageSession::cancelNow()
{
    ++m_generation;  // every pending callback is now stale
    if (m_yaml)
        m_yaml->cancel();
    m_jobs->cancelAll();  // the user's cancel, said so in the console
    if (m_playbook)
        m_playbook->cancel();
    m_verification->cancel();
    finishLeavingFiles(State::Canceled, tr("canceled"), tr("canceled; the loader fix was reverted"));
}

void TriageSession::stopBeforeWrite()
{
    const bool loader = m_state == State::AwaitingFixApproval;
    if (!loader && m_state != State::AwaitingYamlApproval)
        return;
    ++m_generation;
    if (m_yaml)
        m_yaml->cancel();
    m_record.stoppedBeforeWrite = true;
    const QString note = loader ? tr("stopped before a write: the loader fix was shown, not approved; nothing was written")
                                : tr("stopped before a write: the YAML plan was shown, not approved; nothing was written");
    finishLeavingFiles(State::Stopped, note);
}

void TriageSession::holdUnsureFix()
{
    if (!fixNeedsAPerson())
        return;
    ++m_generation;
    const QString judgement = m_fix->judgement();
    dropOfferReview();
    m_record.review << judgement;
    m_record.forgetFixDiffs();
    stop(tr("not written: %1").arg(judgement));
}

void TriageSession::approveLoaderFix()
{
    if (m_state != State::AwaitingFixApproval)
        return;
    if (fixNeedsAPerson()) {
        // Unsettled, the docstring would say "confirm…" instead of which loss reads
        // it: the choice is built again with its reason first (chooseFix).
        log(tr("not approved: %1").arg(m_fix->judgement()));
        return;
    }
    saveBeforeWrite(State::ApplyingFix, tr("nothing was written: %1"), [this] { m_fix->write(); });
}

bool TriageSession::chooseFix(const QString& choice, const QString& why)
{
    if (m_state != State::AwaitingFixApproval)
        return false;
    m_config.fixChoice = choice;
    m_config.fixChoiceWhy = why;
    m_record.forgetFixDiffs();
    log(tr("building the fix again for the choice %1").arg(choice));
    m_playbook->proposeFix();
    return true;
}

void TriageSession::rejectLoaderFix()
{
    if (m_state != State::AwaitingFixApproval)
        return;
    m_record.forgetFixDiffs();
    m_record.review << tr("the loader fix was declined; nothing was written");
    complete(tr("the loader fix was declined; nothing was written"));
}

// The record on disk before a write -- a kill during it leaves the record saying
// what was being written -- then `write`; `notWritten` (with %1 for why) if not.
void TriageSession::saveBeforeWrite(State state, const QString& notWritten, const std::function<void()>& write)
{
    setState(state);
    await(m_recordFile.saveNow(m_record), [this, notWritten, write](Result<void> saved) {
        if (!saved) {
            failWith(notWritten.arg(saved.error().message));
            return;
        }
        write();
    });
}

void TriageSession::revertFix(const std::function<void()>& then)
{
    setState(State::RevertingFix, tr("reverting the loader fix"));
    await(m_fix->files().revert(fixedFile(), m_res->checkout.root()), [this, then](Result<void> reverted) {
        if (!reverted) {
            m_fix->files().setLanded(false);  // do not try again from failWith
            finish(State::Failed,
                   tr("the loader fix could not be reverted: %1").arg(reverted.error().toString()));
            return;
        }
        m_fix->files().reverted();
        m_record.fix.result = TriageRecord::Fix::Result::Reverted;
        for (YamlTarget& target : m_targets)
            target.branch = YamlTarget::branchOfTriaged(m_record.fix.result);
        then();
    });
}

// ------------------------------------------------------------------ jobs

void TriageSession::cancelJob(int jobId)
{
    if (m_jobs->isRunning(jobId))
        cancel();
}

// ------------------------------------------------------------------ accessors

QString TriageSession::key() const { return m_record.key.isEmpty() ? m_config.key : m_record.key; }

QVariant TriageSession::evidence() const { return m_playbook ? m_playbook->evidence() : QVariant(); }

QString TriageSession::loaderPath() const { return m_res ? m_res->loaderPath : QString(); }

QString TriageSession::fixedFile() const
{
    return m_res ? QDir::cleanPath(QDir(m_res->checkout.root()).filePath(m_record.fixedFile())) : QString();
}

QString TriageSession::checkoutRoot() const
{
    return m_res ? m_res->checkout.root() : m_config.checkoutRoot;
}

}  // namespace dtriage
