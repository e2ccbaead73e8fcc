#pragma once
// Everything docs/triage.md §3 asks the report to say about one triaged entry, as a plain
// value. The session fills it step by step and saves it as JSON after each step,
// so a crashed session can reopen where it was; ReportWriter renders a batch of
// them. The triaged key's loader may serve several training entries (the
// loader-wide scope): each gets its own EntryResult, the triaged key first.
#include "core/error.h"
#include "format/blackpin.h"
#include "run/junitreader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace dtriage {

struct Entry;
class YamlPlan;

struct TriageRecord {
    Q_DECLARE_TR_FUNCTIONS(TriageRecord)
public:
    // Bumped when a field changes meaning; older files still read, newer ones do not.
    static constexpr int kSchema = 2;  // 2: CPU runs as a list of named phases

    enum class State {
        InProgress,  // saved mid-way (or the session crashed): reopen and go on
        Stopped,     // a rule stopped it (gate, step 4 decision); nothing was edited
        Done,        // the plan is settled (written, or declined by the user)
        // The runner cannot start here (runnerUnavailable): the fix the CPU verified
        // is kept, the YAML untouched; verify on TT hardware (docs/triage.md §2 step 7).
        NeedsTtVerification,
    };

    // One value a CPU probe printed: an input tensor as the runner passes it, or a
    // leaf of the forward's output.
    struct DumpedValue {
        QString label;  // "decoder_input_values", "0", "<single>", "logits"
        QString dtype;  // "torch.float32"; a type name for what is not a tensor
        QString shape;  // "(1, 1, 8)"
        bool operator==(const DumpedValue&) const = default;
    };

    struct CpuPhase {
        enum class Result { NotRun, Ok, Failed };
        QString name;  // as the family's probe names it and the summary shows it: "bf16"
        Result result = Result::NotRun;
        QString errorLine;  // verbatim: "RuntimeError: mat1 and mat2 must have the same dtype"
        QString where;      // where it was raised, "src/model.py:61"; may be empty
        // Empty when the phase failed before the inputs existed (inside load_inputs).
        QList<DumpedValue> dump;

        QString resultName() const;  // "not run", "ok", "failed" (translated)
        bool operator==(const CpuPhase&) const = default;
    };

    // One CPU probe of an entry: its phases in the order they ran. The first runs
    // the entry as the runner does (the dtype family's BFLOAT16 phase), so it is
    // the one that shows the failure; the others are the family's contrast (its
    // FLOAT32 phase).
    struct CpuRun {
        // The phases every family's probe names alike: the runner's dtype, and the
        // float32 contrast.
        static constexpr QStringView kBf16Phase{u"bf16"};
        static constexpr QStringView kFp32Phase{u"fp32"};

        QList<CpuPhase> phases;

        bool ran() const { return !phases.isEmpty() && phases.first().result != CpuPhase::Result::NotRun; }
        // The runner's phase; a phase that did not run when there is none.
        const CpuPhase& first() const;
        // The phase named `name`; a phase that did not run when there is none.
        const CpuPhase& phase(QStringView name) const;
        // The phase named `name`, added (not run) when missing.
        CpuPhase& phase(const QString& name);
        QString summary() const;  // "bf16 failed, fp32 ok"; "—" when not run
        bool operator==(const CpuRun&) const = default;
    };

    struct Fix {
        enum class Result {
            NotAttempted,  // no fix site (or the flavor has none): `why` says which
            Works,         // both CPU phases pass after the edit
            Reverted,      // the same mismatch after the edit: reverted, xfail path
            NewError,      // a different CPU error after the edit: kept (branch C)
        };
        Result result = Result::NotAttempted;
        QString file;       // relative to the loaders submodule: "speecht5/pytorch/loader.py"
        int line = 0;       // the site's line in the unedited file
        QString kind;       // the family's name for the edit: "add_dtype", "float_before_numpy", ...
        QString edit;       // one line: "add dtype=dtype_override to torch.zeros(...)"
        QString before;     // the source as it was
        QString after;      // the source as it is (after the formatter)
        QString formatter;  // "black 23.1.0"; empty when no black shaped the edit
        QString formatterFrom;  // whose black: "checkout" or "workbench"
        QString blackPin;       // the rev the loaders' pre-commit pins: "22.3.0"; empty: none
        QString blackPinFile;   // that pre-commit config, relative to the checkout root
        QString why;        // why this site, or why there is no fix
        QString newError;   // NewError: the CPU error after the edit
        // A second file the fix edits with `file` (relative to the loaders
        // submodule; its diff is TriageRecord::companionDiff); empty: none.
        QString companionFile;
        QString companionEdit;  // one line: "delete _register_attr(...) from training_utils.py"

        // The edit is in the loader now (uncommitted in the submodule).
        bool landed() const { return result == Result::Works || result == Result::NewError; }
        QString location() const;  // "speecht5/pytorch/loader.py:119"; empty without a site
        void setFormatting(const QString& used, const QString& from, const BlackPin& pin);
        BlackPin pin() const { return {blackPin, blackPinFile}; }
        bool operator==(const Fix&) const = default;
    };

    // pytest's verdict on one entry (JUnitCase, reduced to what the report shows).
    struct Pytest {
        JUnitCase::Outcome outcome = JUnitCase::Outcome::Unknown;
        QString errorLine;
        QString category;  // BringupClassifier::categoryName(); empty when passed
        // The bringup_status of the runner's `tags` property ("FAILED_RUNTIME"),
        // which the category follows when it names a failure; empty without tags.
        QString runnerStatus;
        QString note;      // why it is unknown, or what was cut

        static Pytest fromCase(const JUnitCase& junitCase);
        bool operator==(const Pytest&) const = default;
    };

    // The fields of an entry that the triage may change.
    struct YamlFields {
        QString status;  // upper-case name; empty when absent (UNSPECIFIED)
        QString bringupStatus;
        QString reason;
        QString assertPcc;  // "false" when set; else empty

        static YamlFields of(const Entry& entry);
        // "KNOWN_FAILURE_XFAIL, FAILED_TTMLIR_COMPILATION"; "EXPECTED_PASSING, assert_pcc: false".
        QString state() const;
        // The state plus the quoted reason: what the per-entry section shows.
        QString full() const;
        bool operator==(const YamlFields&) const = default;
    };

    struct YamlState {
        QString branch;  // "A", "B", "C"; empty while nothing is planned
        QString change;  // only what differs: "status: EXPECTED_PASSING, -bringup_status"
        YamlFields before;
        YamlFields after;
        bool changed = false;  // false for a no-op plan
        bool written = false;  // approved and on disk
        bool needsReview = false;
        QString reviewReason;
        bool revertFix = false;  // branch B saw the original error again
        // Branch A: pytest failed with this error, not the family's CPU error; what
        // the plan records (YamlPlan::observedError).
        QString observedError;

        static YamlState fromPlan(const Entry& entry, const YamlPlan& plan);
        bool operator==(const YamlState&) const = default;
    };

    // One training entry of the loader: the triaged key or a sibling variant.
    struct EntryResult {
        QString key;
        QString variant;  // empty for a loader without ModelVariant
        QString modelInfoName;
        bool included = true;  // false: left alone (scopeNote says why)
        QString scopeNote;
        CpuRun cpuBefore;
        CpuRun cpuAfter;
        Pytest pytest;
        YamlState yaml;

        bool needsReview() const;
        bool operator==(const EntryResult&) const = default;
    };

    // An inference entry of the same loader, KNOWN_FAILURE_XFAIL with the family's reason,
    // that the loader fix makes stale. Flagged, never edited.
    struct StaleInference {
        QString key;
        QString status;
        QString reason;
        QString why;
        bool operator==(const StaleInference&) const = default;
    };

    // An inference test pytest ran because the loader fix reaches inference too.
    struct InferenceRun {
        QString key;
        QString expected;  // its inference entry's status; "UNSPECIFIED" when none
        QString outcome;   // "passed", "failed", "incorrect_result", "not run"
        QString error;     // a failure's line
        bool regressed = false;  // expected to pass, and failed
        bool operator==(const InferenceRun&) const = default;
    };

    struct InferenceCheck {
        bool checked = false;   // the inference YAML was looked at
        bool untouched = true;  // its bytes are as they were (a hard rule)
        QList<StaleInference> stale;
        QList<InferenceRun> runs;
        bool regressed() const;
        QStringList regressedKeys() const;
        bool operator==(const InferenceCheck&) const = default;
    };

    // Resolution (step 1)
    QString key;
    QString modelInfoName;
    QString variant;
    QString loaderPath;  // relative to the checkout: "third_party/tt_forge_models/.../loader.py"
    // The file the fix edits, relative to the checkout: the loader, unless the
    // family's fix is elsewhere in the loaders (fix.file: "training_utils.py").
    QString fixedFile() const;
    // The fix's second file, relative to the checkout; empty when it has none.
    QString companionFile() const;
    QString configPath;  // the training YAML, relative to the checkout
    // Absolute: which checkout a saved record belongs to, so opening that checkout
    // again can offer to resume it. Empty in records made before it existed.
    QString checkoutRoot;
    // The training batch size the repro passed, as the checkout's runner would
    // (RunnerDefaults::describeTrainingBatchSize), for the report.
    QString batchSize;
    // The Python the repro and pytest ran with (PythonCommand::description:
    // "/usr/bin/python3 (torch 1.13.1, from PATH)"); empty until it is found.
    QString python;
    // Gate and decision (steps 2-4)
    // The failure family that took the entry at the gate (engine/families/<id>/),
    // the sub-flavor its gate or its probe named ("cross_dtype"; empty while none),
    // and what its probe allowed, by the family's name for it ("proceed"; empty
    // while undecided). FailureFamily has the words for both.
    QString family = unnamedFamily();
    QString flavor;
    QString gateReason;  // the YAML reason the gate accepted
    QString decision;
    // Fix (step 5), scope and per-entry outcomes (steps 6-7)
    Fix fix;
    QList<EntryResult> entries;
    QString junitSource;  // the JUnit file read; imported from elsewhere when junitImported
    bool junitImported = false;
    // pytest's results come from tt-xla's CI (docs/triage.md §2 "Verifying through
    // tt-xla's CI"): the run that holds them, or will once it ends.
    struct CiRun {
        qint64 id = 0;        // 0: not dispatched yet
        QString url;
        QString conclusion;   // once it ended: "success", "failure", …
        QString dispatch;     // the gh command that started it
        QStringList reports;  // the report_*.xml read, once downloaded
        QString problem;      // why the last attempt failed (the session still waits)
        bool isSet() const { return id > 0 || !dispatch.isEmpty() || !problem.isEmpty(); }
        bool operator==(const CiRun&) const = default;
    };
    CiRun ci;
    // The CPU probe before the fix was run elsewhere and imported from this file
    // (File ▸ Import probe result…, `triage --probe`); empty: it ran here.
    QString probeSource;
    InferenceCheck inference;
    QStringList review;  // record-level items for a human, translated
    QString loaderDiff;  // unified diff inside the submodule
    QString companionDiff;  // the fix's second file (Fix::companionFile), likewise
    // A fix shown and not approved (declined, held, built again) is no diff of the record's.
    void forgetFixDiffs()
    {
        loaderDiff.clear();
        companionDiff.clear();
    }
    QString yamlDiff;    // unified diff of the training YAML
    State state = State::InProgress;
    QString stateNote;  // why it stopped, or where it is
    // A dry run (triage or batch without --yes): stopped at its first approval with
    // nothing written; no verdict to take a branch from, nothing to resume.
    bool stoppedBeforeWrite = false;
    // Started as a dry run (no --yes): it could write nothing, whatever it met.
    bool dryRun = false;
    // Why pytest could not start tt-xla's runner here (PytestRefusal::summary:
    // "the runner cannot start here: … No module named 'torch_xla'"); empty when it ran.
    QString runnerUnavailable;
    QDateTime started;
    QDateTime updated;
    QDateTime finished;

    // The reminder of docs/triage.md §3: the edit is only in the submodule's working tree.
    bool loaderEditUncommitted() const { return fix.landed(); }
    // Everything that needs a human, translated, one sentence each: the record's
    // own items, the per-entry review reasons, unknown pytest outcomes, stale
    // inference entries and an inference YAML that is not untouched.
    QStringList reviewItems() const;
    const EntryResult* entry(const QString& entryKey) const;
    // The triage got as far as a verdict `verify` and a resumed session can go on
    // from: its step 4 decision and, where that offered a fix, the fix settled
    // (applied, reverted, declined, none found). Not a dry run, nor a session that
    // ended while its fix waited for approval (the fix's branch is not known).
    bool reachedDecision() const;
    // Saved while the approved fix was being written, re-run or taken back (the
    // session's state then): it may be on disk whatever fix.result says.
    bool fixInFlight() const;

    QJsonObject toJson() const;
    static Result<TriageRecord> fromJson(const QJsonObject& json);

    static QString stateName(State state);  // "in_progress", "stopped", "done"
    // The family of a record that names none (one made before there were families):
    // the family that owns such records (FailureFamily::ownsUnnamedRecords).
    static QString unnamedFamily();
    static QString fixResultName(Fix::Result result);  // "not_attempted", "works", ...
    bool operator==(const TriageRecord&) const = default;
};

}  // namespace dtriage
