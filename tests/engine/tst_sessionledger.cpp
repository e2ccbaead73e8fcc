// What TriageSession keeps of a family's values and of step 7's report, without
// torch: SessionLedger (the verdicts, the fix on offer, the scope, written into the
// record and the YAML targets), PytestOutcomes (each key's outcome, the keys the
// report cannot speak for, a runner that cannot start) and SessionStates' record
// line ("stopped: <note>"), which a resumed done record is read back by.
#include "families/fixoffer.h"
#include "families/fixverdict.h"
#include "families/probeverdict.h"
#include "families/scoperesult.h"
#include "session/pytestoutcomes.h"
#include "session/sessionledger.h"
#include "session/sessionstate.h"

#include <QtTest>

using namespace dtriage;

namespace {

const QString kKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kSibling = QStringLiteral("speecht5/pytorch-Vc-single_device-training");

TriageRecord recordOfOne()
{
    TriageRecord record;
    record.key = kKey;
    record.flavor = QStringLiteral("matmul");
    TriageRecord::EntryResult entry;
    entry.key = kKey;
    record.entries << entry;
    return record;
}

JUnitCase caseOf(const QString& key, JUnitCase::Outcome outcome)
{
    JUnitCase found;
    found.key = key;
    found.outcome = outcome;
    return found;
}

}  // namespace

class TstSessionLedger : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aDecisionMakesTheTriagedEntryTheOnlyTarget();
    void aProbeThatPassesWithoutTheFixPutsTheEntryOnB();
    void anOfferKeepsTheFixResultAndARefusalSaysWhy();
    void aJudgementSetsTheBranchUnlessTheFailureIsTheSame();
    void theScopeAddsEntriesTargetsAndInferenceKeys();
    void aKeyTheReportCannotSpeakForPlansNothing();
    void aRunnerThatCannotStartIsSaidPerIncludedEntry();
    void theRecordLineReadsBack();
};

void TstSessionLedger::aDecisionMakesTheTriagedEntryTheOnlyTarget()
{
    TriageRecord record = recordOfOne();
    QList<YamlTarget> targets{YamlTarget{kSibling, YamlPlan::Branch::B, {}, {}}};
    QStringList inference;
    SessionLedger ledger(record, targets, inference);
    ProbeVerdict verdict;
    verdict.flavor = QStringLiteral("layernorm");
    verdict.decision = QStringLiteral("proceed");
    verdict.canonicalReason = QStringLiteral("the reason");
    verdict.next = ProbeVerdict::Next::ProposeFix;
    verdict.why = QStringLiteral("not the fix's why");
    const QString line = ledger.decided(verdict);
    QCOMPARE(targets.size(), 1);
    QCOMPARE(targets[0].key, kSibling);  // the targets wait for the decision's announcement
    ledger.goesOn(verdict);
    QVERIFY2(line.contains(QStringLiteral("layernorm")) && line.contains(QStringLiteral("matmul")), qPrintable(line));
    QCOMPARE(record.flavor, QStringLiteral("layernorm"));
    QCOMPARE(record.decision, QStringLiteral("proceed"));
    QCOMPARE(targets.size(), 1);
    QCOMPARE(targets[0].key, kKey);
    QCOMPARE(targets[0].branch, YamlPlan::Branch::A);
    QVERIFY(record.fix.why.isEmpty());  // a fix is proposed: no "why not" yet
    verdict.flavor = record.flavor;     // the same flavor: nothing to say
    QVERIFY(ledger.decided(verdict).isEmpty());
}

void TstSessionLedger::aProbeThatPassesWithoutTheFixPutsTheEntryOnB()
{
    TriageRecord record = recordOfOne();
    QList<YamlTarget> targets;
    QStringList inference;
    SessionLedger ledger(record, targets, inference);
    ProbeVerdict verdict;
    verdict.next = ProbeVerdict::Next::Pytest;
    verdict.passesWithoutFix = true;
    verdict.why = QStringLiteral("it passes on CPU as it is");
    QVERIFY(ledger.decided(verdict).isEmpty());
    QVERIFY(record.fix.why.isEmpty());
    ledger.goesOn(verdict);
    QCOMPARE(targets[0].branch, YamlPlan::Branch::B);
    QVERIFY(targets[0].passesWithoutFix);
    QCOMPARE(record.fix.why, verdict.why);
}

void TstSessionLedger::anOfferKeepsTheFixResultAndARefusalSaysWhy()
{
    TriageRecord record = recordOfOne();
    record.fix.result = TriageRecord::Fix::Result::Reverted;
    QList<YamlTarget> targets;
    QStringList inference;
    SessionLedger ledger(record, targets, inference);
    FixOffer offer;
    offer.fix.why = QStringLiteral("cast the inputs");
    offer.review = {QStringLiteral("check the cast")};
    offer.refusedReview = QStringLiteral("the loader edit was refused: %1");
    ledger.offered(offer);
    QCOMPARE(record.fix.why, QStringLiteral("cast the inputs"));
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Reverted);
    QCOMPARE(record.review, QStringList{QStringLiteral("check the cast")});
    ledger.refused(offer, QStringLiteral("black failed"));
    QCOMPARE(record.fix.why, QStringLiteral("black failed"));
    QCOMPARE(record.review.last(), QStringLiteral("the loader edit was refused: black failed"));
    ledger.noFix(QStringLiteral("no fix"), {});
    QCOMPARE(record.review.size(), 2);  // no review item: none added
    ledger.noFix(QStringLiteral("no fix"), QStringLiteral("look at it"));
    QCOMPARE(record.review.last(), QStringLiteral("look at it"));
}

void TstSessionLedger::aJudgementSetsTheBranchUnlessTheFailureIsTheSame()
{
    TriageRecord record = recordOfOne();
    QList<YamlTarget> targets{YamlTarget{kKey, YamlPlan::Branch::A, {}, {}}};
    QStringList inference;
    SessionLedger ledger(record, targets, inference);
    FixVerdict same;
    same.outcome = FixVerdict::Outcome::SameFailure;
    same.review = {QStringLiteral("the fix did not reach it")};
    ledger.judged(same);
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::NotAttempted);
    QCOMPARE(targets[0].branch, YamlPlan::Branch::A);
    QCOMPARE(record.review, same.review);
    FixVerdict other;
    other.outcome = FixVerdict::Outcome::NewError;
    other.newError = QStringLiteral("RuntimeError: shapes");
    TriageRecord::CpuRun after;
    after.phases << TriageRecord::CpuPhase{};
    other.cpuAfter = after;
    ledger.judged(other);
    QCOMPARE(record.entries[0].cpuAfter, after);
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::NewError);
    QCOMPARE(targets[0].branch, YamlPlan::Branch::C);
    QCOMPARE(targets[0].newError, other.newError);
    QCOMPARE(record.fix.newError, other.newError);
    FixVerdict works;
    works.outcome = FixVerdict::Outcome::Works;
    ledger.judged(works);
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Works);
    QCOMPARE(targets[0].branch, YamlPlan::Branch::B);
}

void TstSessionLedger::theScopeAddsEntriesTargetsAndInferenceKeys()
{
    TriageRecord record = recordOfOne();
    QList<YamlTarget> targets{YamlTarget{kKey, YamlPlan::Branch::B, {}, {}}};
    QStringList inference;
    SessionLedger ledger(record, targets, inference);
    ScopeResult scope;
    TriageRecord::EntryResult sibling;
    sibling.key = kSibling;
    scope.entries << sibling;
    scope.targets << YamlTarget{kSibling, YamlPlan::Branch::B, {}, {}};
    scope.inferenceRuns << QStringLiteral("speecht5/pytorch-Tts-single_device-inference");
    scope.review << QStringLiteral("a sibling");
    ledger.scoped(scope);
    QCOMPARE(record.entries.size(), 2);
    QCOMPARE(YamlTarget::keysOf(targets), (QStringList{kKey, kSibling}));
    QCOMPARE(inference, scope.inferenceRuns);
    QCOMPARE(record.review, scope.review);
}

void TstSessionLedger::aKeyTheReportCannotSpeakForPlansNothing()
{
    TriageRecord record = recordOfOne();
    TriageRecord::EntryResult sibling;
    sibling.key = kSibling;
    record.entries << sibling;
    JUnitReport report;
    report.cases << caseOf(kKey, JUnitCase::Outcome::Passed);
    const QString problem = PytestOutcomes::record(record, report, {kKey, kSibling}, {}, std::nullopt);
    QVERIFY2(problem.contains(kSibling) && !problem.contains(kKey), qPrintable(problem));
    QCOMPARE(record.entries[0].pytest.outcome, JUnitCase::Outcome::Passed);
    QCOMPARE(record.entries[1].pytest.outcome, JUnitCase::Outcome::Unknown);
    report.cases << caseOf(kSibling, JUnitCase::Outcome::Failed);
    QVERIFY(PytestOutcomes::record(record, report, {kKey, kSibling}, {}, std::nullopt).isEmpty());
    QCOMPARE(record.entries[1].pytest.outcome, JUnitCase::Outcome::Failed);
    QVERIFY(record.inference.runs.isEmpty());

    // The inference tests the fix reaches, beside: one that did not run is for a human.
    const QString inference = QStringLiteral("speecht5/pytorch-Tts-single_device-inference");
    QVERIFY(PytestOutcomes::record(record, report, {kKey, kSibling}, {inference}, std::nullopt).isEmpty());
    QCOMPARE(record.inference.runs.size(), 1);
    QCOMPARE(record.inference.runs[0].outcome, QStringLiteral("not run"));
    QVERIFY(record.review.last().contains(inference));
    report.cases << caseOf(inference, JUnitCase::Outcome::Failed);
    record.review.clear();
    QVERIFY(PytestOutcomes::record(record, report, {kKey, kSibling}, {inference}, std::nullopt).isEmpty());
    QVERIFY(record.inference.runs[0].regressed);  // no inference entry: it was expected to pass
    QVERIFY(record.review.isEmpty());
}

void TstSessionLedger::aRunnerThatCannotStartIsSaidPerIncludedEntry()
{
    TriageRecord record = recordOfOne();
    TriageRecord::EntryResult left;
    left.key = kSibling;
    left.included = false;
    record.entries << left;
    PytestOutcomes::runnerCannotStart(record, QStringLiteral("No module named 'torch_xla'"));
    QCOMPARE(record.runnerUnavailable, QStringLiteral("No module named 'torch_xla'"));
    QVERIFY(!record.entries[0].pytest.note.isEmpty());
    QVERIFY(record.entries[1].pytest.note.isEmpty());
}

void TstSessionLedger::theRecordLineReadsBack()
{
    const QString line = SessionStates::recordLine(SessionState::Done, QStringLiteral("the YAML was written"));
    QCOMPARE(line, QStringLiteral("done: the YAML was written"));
    QCOMPARE(SessionStates::noteOf(SessionState::Done, line), QStringLiteral("the YAML was written"));
    QCOMPARE(SessionStates::recordLine(SessionState::Gating, {}), QStringLiteral("gating"));
    QVERIFY(SessionStates::noteOf(SessionState::Stopped, line).isEmpty());
    QCOMPARE(SessionStates::recordState(SessionState::Canceled), TriageRecord::State::InProgress);
    QCOMPARE(SessionStates::recordState(SessionState::NeedsTtVerification), TriageRecord::State::NeedsTtVerification);
}

QTEST_GUILESS_MAIN(TstSessionLedger)
#include "tst_sessionledger.moc"
