#pragma once
// A failure family of tt-xla training tests (tt-xla issue #4293: one agent skill
// each): its gate on a YAML reason and the Playbook of its steps. The families
// are listed by Families; each lives in its own folder engine/families/<id>/,
// with gate/, probe/, fix/, scope/ and yaml/ inside.
#include "analysis/editkind.h"
#include "core/error.h"
#include "families/preflightbadge.h"

#include <QFuture>

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace dtriage {

class FailureSignature;
class FamilyProbe;
class FamilySourceAnalysis;
struct ProposedFix;
struct ProbeFixRequest;
struct TriageRecord;
class Playbook;
class PlaybookHost;

// What names a failure family, fixed when it is made.
struct FamilyTraits {
    QString id;         // "dtype": its folder and its name in records and --json
    QString shortName;  // "bf16": where the window names the family in a few letters ("bf16 only")
    QString optionAlias = {};  // a flag of its own the verbs take for --family ID ("bf16": --bf16); empty: none
    // Records made before there were families name none: they are this family's.
    bool ownsUnnamedRecords = false;
};

class FailureFamily {
public:
    explicit FailureFamily(FamilyTraits traits) : m_traits(std::move(traits)) {}
    virtual ~FailureFamily() = default;
    const QString& id() const { return m_traits.id; }
    const QString& shortName() const { return m_traits.shortName; }
    const QString& optionAlias() const { return m_traits.optionAlias; }
    bool ownsUnnamedRecords() const { return m_traits.ownsUnnamedRecords; }
    // "bfloat16 dtype errors": for people (translated, so asked each time).
    virtual QString title() const = 0;
    // A failure at this stage of the runner's training step ("unpack") is this
    // family's whatever its words say (the survey's classification).
    virtual bool ownsStage(const QString& stage) const
    {
        Q_UNUSED(stage);
        return false;
    }
    // docs/triage.md §2 step 2: whether the reason is this family's failure; the
    // sub-flavor it names ("cross_dtype"), else why not.
    virtual Result<QString> gate(const QString& reason) const = 0;
    // How the family's error reads in a CPU error, a reason or pytest's failure.
    virtual const FailureSignature& signature() const = 0;
    virtual std::unique_ptr<Playbook> playbook(PlaybookHost& host) const = 0;

    // The words the window and the report use for what a record of this family
    // holds: a sub-flavor ("cross_dtype") and a step-4 decision ("proceed"), both
    // translated; empty for a name the family does not know.
    virtual QString flavorDescription(const QString& flavor) const = 0;
    virtual QString decisionExplanation(const QString& decision) const = 0;
    // What its probe dumps in a CPU phase (TriageRecord::CpuPhase::dump), as the
    // report names it after the phase: "inputs", "output"; translated.
    virtual QString dumpName() const = 0;

    // A section the report adds once when some of its records need the background.
    struct ReportNote {
        QString heading;
        QString text;
    };
    virtual QList<ReportNote> reportNotes(const QList<TriageRecord>& records) const = 0;

    // The family's look at every loader under `loadersRoot` before anything runs
    // (the failure list's Pre-flight column), in the background with progress;
    // canceling the future stops it.
    virtual QFuture<PreflightOutcome> preflight(const QString& loadersRoot) const = 0;

    // Files beside the loaders that its fixes may edit, shared by every loader
    // (relative to the loaders submodule): its sessions take turns on them as
    // sessions of one loader do (TriageCoordinator).
    virtual QStringList sharedFiles() const { return {}; }

    // The family's probe when it is an event probe (FamilyProbe): a run elsewhere
    // is read by `triage --probe` and `propose --probe` (found by its greeting).
    // Null: its probe runs here only.
    virtual const FamilyProbe* probe() const { return nullptr; }
    // `propose --probe`: the fix a run of probe() elsewhere allows (ProbeFixRequest).
    virtual ProposedFix proposeFromProbe(const ProbeFixRequest& request) const;
    // What --target chooses for this family's fix, for the verb's help; empty: no choice.
    virtual QString choiceHelp() const { return {}; }
    // What the family reads from the loaders' source alone, nothing run (`scan`,
    // `propose` without --probe). Null: it proposes from its probe only.
    virtual const FamilySourceAnalysis* sourceAnalysis() const { return nullptr; }

    // The family's probe when it runs the runner's whole training step (its
    // findings' trainingStep()): the survey runs it for every entry. Null: none.
    virtual const FamilyProbe* stepProbe() const { return nullptr; }

    // The edit kind (its rules module and name) a recorded fix kind
    // (TriageRecord::Fix::kind) is checked as: a revert from a record is checked as
    // that edit read backwards. Empty for a kind that is not one of this family's
    // (a record is a file from elsewhere).
    virtual EditKind editKind(const QString& fixKind) const = 0;
    // The kind of the edit its fix makes to its second file (TriageRecord::companionFile).
    virtual EditKind companionEditKind() const { return {}; }

private:
    FamilyTraits m_traits;
};

}  // namespace dtriage
