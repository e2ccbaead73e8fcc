#pragma once
// The triage of one entry (docs/triage.md §2, steps 1-8) as an asynchronous state machine on
// the caller's event loop. Nothing here blocks: YAML parsing, loader analysis and
// every file write go through QtConcurrent/QFuture, the repros and pytest are Jobs.
// Every change of state is a signal, every write waits for an explicit approval of
// the exact diff (or the `yes` flag of the headless command line), and the record
// is saved as JSON in the session folder after each change, so a closed workbench
// can see where a session stopped.
#include "yamlchange/stagedyamlchange.h"
#include "core/whenready.h"
#include "record/triagerecord.h"
#include "run/junitreader.h"
#include "run/sessionfolder.h"
#include "run/warmworker.h"
#include "session/stagedloaderfix.h"
#include "session/recordfile.h"
#include "session/resumepoint.h"
#include "session/sessionledger.h"
#include "session/sessionstate.h"
#include "session/sessionundo.h"
#include "session/sessionverification.h"
#include "session/triagesessionconfig.h"
#include "yamlplan/yamltarget.h"
#include "session/yamltargetplans.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace dtriage {

class FailureFamily;
class SessionPlaybookHost;
class Playbook;
struct FixOffer;
struct FixVerdict;
struct ProbeVerdict;
struct ScopeResult;
class SessionJobs;
struct PytestResult;
struct SessionResolution;

class TriageSession : public QObject {
    Q_OBJECT
public:
    using State = SessionState;  // the states and their words: SessionStates
    enum class ApprovalKind { LoaderFix, YamlPlan };
    Q_ENUM(ApprovalKind)

    explicit TriageSession(TriageSessionConfig config, QObject* parent = nullptr);
    ~TriageSession() override;

    void start();  // asynchronous; finished() follows exactly once
    // No effect while the fix rests on an unsettled judgement call (fixNeedsAPerson()):
    // chooseFix with the reason builds it again first.
    void approveLoaderFix();
    void rejectLoaderFix();
    // While the fix awaits approval: build it again for another of the family's
    // choices (TriageSessionConfig::fixChoice) and the user's reason; the new diff
    // is put up for approval in its place. False when not awaiting that approval.
    bool chooseFix(const QString& choice, const QString& why);
    const TriageSessionConfig& config() const { return m_config; }
    // The checkout it triages in, as opened (config().checkoutRoot until then).
    QString checkoutRoot() const;
    void approveYamlPlan();
    void rejectYamlPlan();
    void cancel();  // kills running jobs, reverts an applied, unaccepted loader fix
    // A dry run's end at its first approval: nothing is written, the diff is not
    // approved, and the record says it stopped before a write (State::Stopped,
    // TriageRecord::stoppedBeforeWrite) -- not canceled, not to be resumed.
    void stopBeforeWrite();
    // The fix awaiting approval rests on a choice the workbench cannot make
    // (FixOffer::judgement): a person approves it, --yes never does.
    bool fixNeedsAPerson() const { return m_state == State::AwaitingFixApproval && !m_fix->judgement().isEmpty(); }
    // Instead of approving such a fix unread (--yes, a batch): nothing is written, the
    // session stops with the judgement, its candidates and the command that settles
    // it among the review items. No effect unless fixNeedsAPerson().
    void holdUnsureFix();
    // Where step 7's pytest results come from, for a session that has not reached it
    // yet (the window's toggle turned after the session started); later, no effect.
    void setVerifyThroughCi(bool on) { m_config.verifyThroughCi = on; }
    // Verifying through tt-xla's CI: step 7 waiting for its run and reports, in
    // State::AwaitingCi only; null otherwise.
    SessionVerification* ciWait() const { return m_state == State::AwaitingCi ? m_verification : nullptr; }
    // Cancels the job `jobId` (see jobStarted); the session cannot go on without
    // it, so this is cancel() when the job is this session's and running.
    void cancelJob(int jobId);
    // Once finished: takes back what the session wrote (the YAML block, the landed
    // loader fix), each conflict-checked (a file changed since: nothing written),
    // off the GUI thread; reverted() follows, and the record notes it.
    void revertWrites();
    bool canRevert() const;  // finished, and something written is not yet reverted

    State state() const { return m_state; }
    bool isFinished() const;
    // What the state is about ("CPU repro of …", why it stopped); empty: nothing more to say.
    QString note() const { return m_note; }
    // The record's line: the state's identifier and the note ("stopped: …").
    QString stateNote() const { return m_record.stateNote; }
    const TriageRecord& record() const { return m_record; }
    QString recordPath() const { return m_recordFile.path(); }
    QString sessionPath() const;
    // The pending diffs, valid in the Awaiting* states.
    QString loaderDiff() const { return m_fix->files().diff(); }  // with the fix's companion file, if any
    QString yamlDiff() const { return m_yaml && m_yaml->change() ? m_yaml->change()->diff() : QString(); }

    QString key() const;  // the resolved key; the configured one before resolution
    QString loaderPath() const;  // the triaged loader.py, absolute; empty before resolution
    // The file the fix edits, absolute (TriageRecord::fixedFile); empty before resolution.
    QString fixedFile() const;
    // What the family's view shows (Playbook::evidence(): a DtypeShown, …); empty
    // before the gate and before the family has anything to show.
    QVariant evidence() const;
    // The family that took the entry at the gate (or the resumed record's).
    const FailureFamily* family() const { return m_family; }
    // Set for a session made by resume(): where it goes on.
    std::optional<ResumePoint> resumePoint() const;

    // A new session for the key of a saved record, in the same session folder,
    // that goes on where the old one stopped (ResumePoint): a done record finishes
    // at once, unchanged; a fix still on disk is not proposed again, its CPU repro
    // runs again and the triage goes on with it (scope, pytest, YAML); recorded
    // pytest results go straight to planning the YAML; a loader that no longer
    // holds the recorded fix is said so (log and review) and step 1 starts over.
    // Returns null with `error` set when the record cannot be read.
    static TriageSession* resume(const QString& recordPath, TriageSessionConfig config,
                                 QString* error = nullptr, QObject* parent = nullptr);

Q_SIGNALS:
    void stateChanged(dtriage::TriageSession::State state);
    void logLine(const QString& line);
    void needsApproval(dtriage::TriageSession::ApprovalKind kind, const QString& diff);
    void finished(const dtriage::TriageRecord& record);
    // Every repro and the pytest run: ids unique in the process. `summary` is one
    // line ("bf16 failed, fp32 ok", "the repro crashed: …", "1 failed, 2 passed").
    void jobStarted(int jobId, const QString& name);
    void jobOutput(int jobId, const QString& line);
    void jobFinished(int jobId, const QString& summary, bool ok);
    void jobCanceled(int jobId);
    void reverted(bool ok, const QString& message);

private:
    friend class SessionPlaybookHost;  // the session as its playbook's PlaybookHost

    template <typename T, typename F>
    void await(QFuture<T> future, F onDone);

    void setState(State state, const QString& note = {});
    void saveNote(const QString& note);  // the state's note, in the record too
    void log(const QString& line);
    void stop(const QString& why);
    void failWith(const QString& why);
    void finish(State state, const QString& note);
    void finishLeavingFiles(State state, const QString& note, const QString& revertedNote = {});

    // Steps in order; each ends by starting the next asynchronously.
    void onResolved(Result<std::shared_ptr<SessionResolution>> resolution);
    void gate();
    void probePython();
    void onPython(Result<PythonCommand> python);
    bool takeFamily(const FailureFamily* family);
    // The family's steps' values (PlaybookHost): written by m_ledger, acted on here.
    void onDecided(const ProbeVerdict& verdict);
    void onFixOffered(const FixOffer& offer);
    void onNoFix(const QString& why, const QString& review);
    void onJudged(const FixVerdict& verdict);
    void onScoped(const ScopeResult& scope);
    void awaitFixApproval(const QString& summary);
    void dropOfferReview();
    void saveBeforeWrite(State state, const QString& notWritten, const std::function<void()>& write);
    void revertFix(const std::function<void()>& then);
    void cancelNow();
    void runPytest();
    // pytest could not import the runner here: keep what the CPU verified, write no
    // YAML, and end saying what is left (State::NeedsTtVerification).
    void needTtVerification(const PytestResult& result);
    void onJUnit(const JUnitReport& report);
    void planYaml();
    std::optional<QList<EntryChange>> yamlChanges(const ConfigFile& file);
    void onYamlPlanned(const QString& diff);
    void onYamlSettled(StagedYamlChange::Outcome outcome, const QString& detail);
    void complete(const QString& note);

    // Resume (see resume()).
    void finishSavedDone();
    void resumeAt(const ResumePoint& point);
    void adoptFix(const ResumePoint& point);
    // Revert (see revertWrites()).
    SessionUndo writtenFiles() const;

    TriageSessionConfig m_config;
    SessionJobs* m_jobs;  // a child: every repro's and pytest's job signals
    State m_state = State::Idle;
    QString m_note;  // see note()
    quint64 m_generation = 0;  // bumped by cancel(): late results are ignored
    std::optional<SessionFolder> m_folder;
    RecordFile m_recordFile;
    TriageRecord m_record;
    // A child: step 7's pytest, JUnit or CI reports. After m_record, which it writes.
    SessionVerification* m_verification;
    std::shared_ptr<SessionResolution> m_res;
    QPointer<WarmWorker> m_worker;
    std::unique_ptr<SessionPlaybookHost> m_host;
    const FailureFamily* m_family = nullptr;
    std::unique_ptr<Playbook> m_playbook;
    StagedLoaderFix* m_fix;  // a child: step 5's fix, its approval and its files
    QList<YamlTarget> m_targets;  // the triaged key first, then the included siblings
    QStringList m_inferenceRuns;  // inference keys pytest runs beside them (ScopeResult)
    SessionLedger m_ledger{m_record, m_targets, m_inferenceRuns};  // the family's values, written
    std::optional<JUnitReport> m_junit;
    YamlTargetPlans m_plans;
    StagedYamlChange* m_yaml = nullptr;  // a child, from step 7 on
    std::optional<TriageRecord> m_saved;  // resume(): the record it goes on from
    std::optional<ResumePoint> m_resumePoint;
    bool m_reverting = false;
};

// `onDone(result)` on the session's thread once `future` is ready; never after
// the session is gone, nor after a cancel() (late results are dropped).
template <typename T, typename F>
void TriageSession::await(QFuture<T> future, F onDone)
{
    whenReady(this, std::move(future), [this, generation = m_generation, onDone = std::move(onDone)](T result) mutable {
        if (generation == m_generation)
            onDone(std::move(result));
    });
}

}  // namespace dtriage
