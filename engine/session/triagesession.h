#pragma once
// The triage of one entry (SPEC §2, steps 1-8) as an asynchronous state machine on
// the caller's event loop. Nothing here blocks: YAML parsing, loader analysis and
// every file write go through QtConcurrent/QFuture, the repros and pytest are Jobs.
// Every change of state is a signal, every write waits for an explicit approval of
// the exact diff (or the `yes` flag of the headless command line), and the record
// is saved as JSON in the session folder after each change, so a closed workbench
// can see where a session stopped.
#include "analysis/fixproposal.h"
#include "analysis/loaderedit.h"
#include "analysis/loaderanalysis.h"
#include "analysis/loaderpatcher.h"
#include "checkout/checkout.h"
#include "checkout/testkey.h"
#include "config/configeditor.h"
#include "config/configfile.h"
#include "core/error.h"
#include "report/triagerecord.h"
#include "run/junitreader.h"
#include "run/pytestjob.h"
#include "run/pythonenvironment.h"
#include "run/reprojob.h"
#include "run/sessionfolder.h"
#include "run/warmworker.h"
#include "triage/yamlplan.h"

#include <QFuture>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <optional>

namespace dtriage {

struct TriageSessionConfig {
    QString checkoutRoot;
    QString key;          // a YAML test key or a model_info.name
    QString interpreter;  // the configured interpreter (PythonEnvironment's second choice)
    qint64 reproTimeoutMs = ReproJob::kDefaultTimeoutMs;
    qint64 pytestTimeoutMs = 1200 * 1000;
    QString importedJUnit;  // when set, read instead of running pytest
    QString sessionDir;     // empty: SessionFolder::create() under AppLocalDataLocation
    bool yes = false;       // approve every diff (headless --yes)
    bool useWarmWorker = true;
    // A worker shared across sessions (not owned); null with useWarmWorker: the
    // session starts its own.
    WarmWorker* warmWorker = nullptr;
};

class TriageSession : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle,
        Resolving,
        Gating,
        ReproducingBefore,
        Deciding,
        ProposingFix,
        AwaitingFixApproval,
        ApplyingFix,
        ReproducingAfter,
        RevertingFix,
        Scoping,
        RunningPytest,
        PlanningYaml,
        AwaitingYamlApproval,
        WritingYaml,
        Done,      // settled: YAML written, or nothing to write, or a diff declined
        Stopped,   // a rule stopped it (gate, step-4 decision, unresolved key) or a YAML conflict
        Failed,    // a crash, timeout or unexpected error: see stateNote()
        Canceled,
    };
    Q_ENUM(State)
    enum class ApprovalKind { LoaderFix, YamlPlan };
    Q_ENUM(ApprovalKind)

    explicit TriageSession(TriageSessionConfig config, QObject* parent = nullptr);
    ~TriageSession() override;

    void start();  // asynchronous; finished() follows exactly once
    void approveLoaderFix();
    void rejectLoaderFix();
    void approveYamlPlan();
    void rejectYamlPlan();
    void cancel();  // kills running jobs, reverts an applied, unaccepted loader fix

    State state() const { return m_state; }
    bool isFinished() const;
    QString stateNote() const { return m_record.stateNote; }
    const TriageRecord& record() const { return m_record; }
    QString recordPath() const { return m_recordPath; }
    QString sessionPath() const;
    // The pending diffs, valid in the Awaiting* states.
    QString loaderDiff() const { return m_loaderPlan ? m_loaderPlan->diff : QString(); }
    QString yamlDiff() const { return m_yamlPlan ? m_yamlPlan->diff : QString(); }

    static QString stateName(State state);  // "resolving", "awaiting_fix_approval", ...
    // A record saved by a session (crashed or closed): read it back. Its stateNote
    // starts with the session state's name ("awaiting_yaml_approval: ...").
    static Result<TriageRecord> loadRecord(const QString& recordPath);
    // A new session for the key of a saved record, in the same session folder. It
    // starts over at step 1; the saved record (loadRecord) says where the old one
    // stopped. Caveat: a loader fix that landed before a crash is still on disk, so
    // the new repro sees bf16 OK and stops as stale. Returns null with `error` set
    // when the record cannot be read.
    static TriageSession* resume(const QString& recordPath, TriageSessionConfig config,
                                 QString* error = nullptr, QObject* parent = nullptr);

Q_SIGNALS:
    void stateChanged(dtriage::TriageSession::State state);
    void logLine(const QString& line);
    void needsApproval(dtriage::TriageSession::ApprovalKind kind, const QString& diff);
    void finished(const dtriage::TriageRecord& record);

private:
    struct Resolution;
    struct Sibling {
        QString key;
        QString variant;
        Entry entry;
        std::optional<ReproResult> repro;
    };
    // One entry whose YAML the triage plans (the triaged key first, then the
    // included siblings), with what its own CPU repros said.
    struct Target {
        QString key;
        YamlPlan::Branch branch = YamlPlan::Branch::A;
        QString canonicalReason;  // of its bf16 error before the fix
        QString newError;         // branch C: the CPU error after the fix
    };

    template <typename T, typename F>
    void await(QFuture<T> future, F onDone);
    // Step 1 off the event loop: YAML parsing, loader analysis, the Python probe.
    static Result<std::shared_ptr<Resolution>> resolveBlocking(const TriageSessionConfig& config);

    void setState(State state, const QString& note = {});
    void saveRecord();
    void log(const QString& line);
    void stop(const QString& why);
    void failWith(const QString& why);
    void finish(State state, const QString& note);

    // Steps in order; each ends by starting the next asynchronously.
    void onResolved(Result<std::shared_ptr<Resolution>> resolution);
    void gate();
    void onPython(Result<PythonCommand> python);
    void reproduceBefore();
    ReproJob* startRepro(const QString& variant, const Entry& entry);
    void onReproBefore(const ReproResult& result);
    void proposeFix();
    void onProposal(const Result<FixProposal>& proposal);
    void onLoaderEdit(const FixProposal& proposal, const Result<LoaderEditResult>& edit);
    void applyFix();
    void reproduceAfter();
    void onReproAfter(const ReproResult& result);
    void revertFix(const std::function<void()>& then);
    void scope();
    void startNextSibling();
    void onSiblingRepro(int index, const ReproResult& result);
    void runPytest();
    void onPytestFinished(const PytestResult& result);
    void onJUnit(Result<JUnitReport> report);
    void planYaml();
    void onYamlLoaded(Result<ConfigFile> file);
    QList<EntryChange> recordPlans();
    void onYamlPlanned(Result<EditPlan> plan);
    void writeYaml();
    void checkInference();
    void complete(const QString& note);

    QStringList affectedKeys() const;
    void includeSibling(Sibling& sibling, TriageRecord::EntryResult& result);
    YamlPlan planFor(const Target& target, const Entry& entry) const;
    TriageRecord::EntryResult* entryResult(const QString& key);

    TriageSessionConfig m_config;
    State m_state = State::Idle;
    quint64 m_generation = 0;  // bumped by cancel(): late results are ignored
    std::optional<SessionFolder> m_folder;
    QString m_recordPath;
    QThreadPool m_savePool;  // one thread: record saves land in order
    TriageRecord m_record;
    std::shared_ptr<Resolution> m_res;
    std::unique_ptr<LoaderPatcher> m_patcher;
    QPointer<WarmWorker> m_worker;
    std::unique_ptr<WarmWorker> m_ownWorker;
    QList<QPointer<ReproJob>> m_repros;
    QPointer<PytestJob> m_pytest;
    std::optional<ReproResult> m_before;
    std::optional<ReproResult> m_after;
    std::optional<LoaderPatchPlan> m_loaderPlan;
    bool m_fixLanded = false;
    bool m_cancelPending = false;  // cancel() during ApplyingFix
    QList<Sibling> m_siblings;
    int m_nextSibling = 0;
    int m_siblingsRunning = 0;
    QList<Target> m_targets;
    std::optional<JUnitReport> m_junit;
    std::optional<ConfigFile> m_yamlFile;  // the training YAML the plan was made from
    QHash<QString, YamlPlan> m_plans;
    std::optional<EditPlan> m_yamlPlan;
};

}  // namespace dtriage
