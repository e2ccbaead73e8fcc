#pragma once
// What an entry's runs say of its PCC check (tt-xla issue #2484: enable disabled
// checks, remove lowered thresholds): tt-xla's runner derives this guidance per
// test run (_derive_guidance_from_pcc in tests/runner/test_utils.py, PCC_BUFFER
// 0.004); here it is judged across the runs read, per arch:
// - enable: the check is off (assert_pcc: false) and every run measured above the
//   threshold + buffer → assert_pcc removed (ENABLE_PCC, ENABLE_PCC_099);
// - raise: required_pcc is below 0.99 and every run measured above the next
//   centesimal step + buffer → required_pcc raised to it; above 0.99 + buffer →
//   required_pcc removed, 0.99 being the default (RAISE_PCC, RAISE_PCC_099);
// - lower: EXPECTED_PASSING with the check on, and every run failed at
//   INCORRECT_RESULT narrowly (the lowest PCC within 0.03 of the threshold) →
//   required_pcc lowered to the centesimal floor of the lowest PCC less the buffer
//   (tt-xla PR #5741: 0.9655 → 0.96), instead of an xfail: what tt-xla's engineers do
//   for a narrow miss, said as a judgement call with the figures.
// Each is judged against what the YAML asks now (its check and required_pcc on the
// arch, PccSettings), not the values the runs recorded: a YAML already changed
// asks nothing more of the same runs.
// An arch speaks only when every run that saw the test there passed (enable,
// raise) or failed so (lower). The change is the entry's own when every arch the
// runs saw asks the same and HistoryProposal::changesWholeEntry allows it; else
// each arch's override.
#include "cihistory/historyproposal.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dtriage {

struct Entry;
struct EntryHistory;
struct RunMark;

// One arch's PCC across the runs that measured one.
struct PccFigures {
    QString arch;
    int measured = 0;     // runs with a PCC
    double lowest = 0;
    double median = 0;
    double threshold = 0; // the newest run's required_pcc; NaN when not recorded
    qint8 check = -1;     // the newest run's check: 1 on, 0 off, -1 not recorded
};

// What an entry's YAML asks of the PCC check on one arch: its override's own
// assert_pcc / required_pcc, else the entry's, else the runner's defaults.
struct PccSettings {
    bool check = true;
    double required = 0.99;
};

class PccGuidance {
    Q_DECLARE_TR_FUNCTIONS(PccGuidance)
public:
    static constexpr double kBuffer = 0.004;  // the runner's PCC_BUFFER
    static constexpr double kNarrow = 0.03;   // how far below its threshold a lowering may go

    static PccSettings settingsOn(const Entry& entry, const QString& arch);
    // A run that failed only its PCC check (INCORRECT_RESULT, check on) with a PCC
    // the YAML's required_pcc on `arch` now accepts: a pass under this YAML (its
    // threshold was lowered after the run).
    static bool passesNow(const RunMark& mark, const Entry& entry, const QString& arch);
    // The figures of every arch whose runs measured a PCC, in the history's arch order.
    static QList<PccFigures> figures(const EntryHistory& history);
    // Enable or raise, for an entry that passes as its YAML says; Kind::None when
    // the runs ask for neither.
    static HistoryProposal raised(const EntryHistory& history, const Entry& entry);
    // Lower, for an entry regressed on `archs` (EXPECTED_PASSING, failing every run
    // there) when each of them fails narrowly at INCORRECT_RESULT; else Kind::None.
    static HistoryProposal lowered(const EntryHistory& history, const Entry& entry, const QStringList& archs);
    // "n150: lowest 0.967, median 0.969 of 3 runs (required 0.98, check on)", archs joined by "; ".
    static QString describe(const QList<PccFigures>& figures);
};

}  // namespace dtriage
