#pragma once
// What an entry's CI history asks of its YAML (issue "Keep the training YAML true to
// CI"), one kind an entry, in this order of precedence:
// - regressed: EXPECTED_PASSING on an arch where every run it ran failed → xfail
//   with the error observed and its stage (arch_overrides when other archs pass);
// - flaky: mixed outcomes, or a pass only on a job's re-run → no change, listed;
// - promote: passed in every run on every arch it ran (an xfail at INCORRECT_RESULT
//   with its PCC check off passed: ObservedCase), and no job that ended before its
//   report is newer than every run that saw it (an older one is no evidence either
//   way) → EXPECTED_PASSING (comparator fields kept); passed on some
//   archs and failed on others → arch_overrides of the passing ones, the form
//   tt-xla uses;
// - record: failed in every run, and the YAML's reason is missing or says
//   otherwise (ObservedReason: not when they differ only in numbers, paths or a
//   link) or its stage differs → the newest error observed verbatim (a crash as a
//   crash) and its stage.
// - pcc: the check enabled, required_pcc raised, or (a judgement call, said so)
//   lowered where it fails narrowly instead of regressed (PccGuidance).
// - add: a test in no YAML (the runner's UNSPECIFIED, run by the experimental
//   nightly) that passed in every run on every arch it ran → a new entry,
//   EXPECTED_PASSING, in the YAML it belongs in (the runner's ADD_CONFIG; tt-xla's
//   PR #1968 "promote from experimental nightly"). Nothing else is proposed for it.
// The entry as a whole changes only when every arch the runs cover was observed
// (or has its own status, or selected it in no run); else arch_overrides of the
// observed archs. An entry the runs did not run (skipped, missing) gets none:
// never a change the runs do not show.
#include "config/entrychange.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace dtriage {

struct Entry;
struct EntryHistory;

struct HistoryProposal {
    Q_DECLARE_TR_FUNCTIONS(HistoryProposal)
public:
    enum class Kind { None, Regressed, Promote, Record, Flaky, Pcc, Add };
    Kind kind = Kind::None;
    EntryChange change;  // empty for None and Flaky
    QStringList archs;   // the archs the change is for through arch_overrides; empty: the entry
    QString summary;     // translated, short: "EXPECTED_PASSING on p150"
    QString why;         // translated: what in the history says so
    // Not empty: the entry or its loader changed here after the runs (LocalChanges):
    // why, translated. Held back: written only when named on its own.
    QString heldBack;
    // Pcc: what the change does to the check (Enable wins when it also raises), for
    // the PR text's sections and the JSON. A lowering is a judgement call, said so.
    enum class PccAction { None, Enable, Raise, Lower };
    PccAction pccAction = PccAction::None;
    static QString pccActionName(PccAction action);  // "enable", "raise", "lower"; empty for None

    bool changes() const { return !change.isEmpty(); }
    // A change held back: written only when chosen on its own (a key, a selection).
    bool isHeld() const { return changes() && !heldBack.isEmpty(); }
    // A change Approve All and `sync --yes` write.
    bool changesFreely() const { return changes() && heldBack.isEmpty(); }

    // The proposal `history` (its marks, the entry's YAML as read) makes of `entry`.
    static HistoryProposal of(const EntryHistory& history, const Entry& entry);
    // "regressed", "promote", "record", "flaky", "pcc", "add", "none" (JSON, --kind).
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(const QString& name);
    // "Regressed", "Promote", ...: translated, for the window and the report.
    static QString kindTitle(Kind kind);
    static QList<Kind> listedKinds();  // regressed first, none left out

    // `arch`'s own mapping under the entry's arch_overrides; empty when none.
    static QVariantMap overrideOf(const Entry& entry, const QString& arch);
    // Whether a change of the entry as a whole speaks only for what the runs saw: it
    // is made on every arch observed (`changed` is `observed`), none of them overrides
    // one of `ownFields`, and every other arch the runs cover either overrides one
    // (a change at the top does not reach it) or was selected by no run. An arch the
    // runs should have said of and did not (its jobs ended without reports, its
    // reports did not read) keeps the change to the observed archs' overrides: never
    // a change the runs do not show.
    static bool changesWholeEntry(const EntryHistory& history, const Entry& entry, const QStringList& observed,
                                  const QStringList& changed, const QStringList& ownFields);
};

}  // namespace dtriage
