// What the CI history judges from the runs, as a tt-xla CI engineer would (issue 50,
// "Judgements it gets wrong"), on copies of the demo's recorded weekly runs changed
// the way tt-xla's runner and conftest write such cases:
// - a job that timed out in an older run is no evidence: newer runs that saw the
//   test still promote it; only a gap newer than every run that saw it holds;
// - a crashed test (pytest-forked's report, re-filed by tt-xla's conftest as a
//   teardown error with bringup_status UNKNOWN) is recorded as a crash, signal and
//   stage, without the CI's paths;
// - a new error the newest runs agree on is recorded even in generic words
//   ("Bad StatusOr access: INTERNAL: Error code: 13"), not only its stage;
// - reasons that differ only in numbers, paths or an issue link are one reason: no
//   re-recording every week;
// - an xfail test at INCORRECT_RESULT with its PCC check off is promoted (the
//   runner's RM_XFAIL), assert_pcc kept;
// - the newest run's news (new, fixed, persisting with another error);
// - the PCC guidance across the runs (tt-xla issue #2484, PccGuidance): a check off
//   and safely met is enabled, a lowered threshold raised a step or removed at 0.99,
//   per arch where the archs differ; a narrow steady miss is a lowering said as a
//   judgement call, a wide one a regression; the figures in the JSON.
#include "cihistory/cihistory.h"
#include "cihistory/historyreport.h"
#include "cihistory/observedreason.h"
#include "recordedruns.h"

#include <QRegularExpression>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;
using Kind = HistoryProposal::Kind;
using Mark = RunMark::Kind;
using Fields = QList<QPair<QString, QString>>;

namespace {

// vit's block in the demo's training YAML as the runs found it (KNOWN_FAILURE_XFAIL).
const QByteArray kVitBlock = "  vit/pytorch-Tiny_Patch16-single_device-training:\n"
                             "    status: KNOWN_FAILURE_XFAIL\n"
                             "    bringup_status: FAILED_FE_COMPILATION\n"
                             "    markers: [push, nightly]\n"
                             "    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"\n";

QByteArray vitPassing(const QByteArray& fields)
{
    return "  vit/pytorch-Tiny_Patch16-single_device-training:\n    status: EXPECTED_PASSING\n"
           "    markers: [push, nightly]\n" + fields;
}

QString withError(QString testcase, const QString& error)
{
    static const QRegularExpression property(QStringLiteral("<property name=\"error_message\" value=\"[^\"]*\" />"));
    static const QRegularExpression message(QStringLiteral("<skipped type=\"pytest.xfail\" message=\"[^\"]*\" />"));
    testcase.replace(property, QStringLiteral("<property name=\"error_message\" value=\"%1\" />").arg(error));
    return testcase.replace(message, QStringLiteral("<skipped type=\"pytest.xfail\" message=\"%1\" />").arg(error));
}

}  // namespace

class TestHistoryJudgements : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;

    struct Copy {
        QStringList folders;  // newest first
        QString yaml;
    };
    Copy copy(const QString& name)
    {
        Copy c;
        const QString runs = copyWeeklyRuns(m_work.filePath(name));
        for (const QString& id : kWeeklyRuns)
            c.folders << QDir(runs).filePath(id);
        const auto demo = copyDemo(m_work.filePath(name + QStringLiteral("-demo")));
        if (!demo)
            qFatal("%s", qPrintable(demo.error().toString()));
        c.yaml = QDir(*demo).filePath(kTrainingYaml);
        return c;
    }
    CiHistory read(const Copy& c)
    {
        const Result<CiHistory> history = CiHistory::read(c.yaml, c.folders);
        if (!history)
            qFatal("%s", qPrintable(history.error().toString()));
        return *history;
    }
    // vit's tags in every run on `arch` (empty: both): `stage`, the check, its
    // threshold, and the PCC of each run, newest first.
    static bool measure(const Copy& c, const QString& arch, const QString& stage, bool checked, double threshold,
                        const QList<double>& pccs)
    {
        for (int run = 0; run < c.folders.size(); ++run)
            for (const QString& a : {QStringLiteral("n150"), QStringLiteral("p150")}) {
                if (!arch.isEmpty() && a != arch)
                    continue;
                const int edited = editCase(c.folders[run], a, kVitKey, [&](QString testcase) {
                    testcase = withTag(testcase, QStringLiteral("bringup_status"), QStringLiteral("'%1'").arg(stage));
                    testcase = withTag(testcase, QStringLiteral("pcc"), QString::number(pccs[run]));
                    testcase = withTag(testcase, QStringLiteral("pcc_threshold"), QString::number(threshold));
                    return withTag(testcase, QStringLiteral("pcc_assertion_enabled"),
                                   checked ? QStringLiteral("True") : QStringLiteral("False"));
                });
                if (edited < 0)
                    return false;
            }
        return true;
    }

    // dgcnn's entry (no reason in the demo) given `reason`.
    static bool giveDgcnnReason(const QString& yaml, const QByteArray& reason)
    {
        const QByteArray block = "  dgcnn/pytorch-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                                 "    bringup_status: FAILED_FE_COMPILATION\n";
        return replaceInYaml(yaml, block, block + "    reason: \"" + reason + "\"\n");
    }

    static bool replaceInYaml(const QString& yaml, const QByteArray& before, const QByteArray& after)
    {
        QByteArray bytes = readFile(yaml);
        if (bytes.count(before) != 1)
            return false;
        return writeFile(yaml, bytes.replace(before, after));
    }

private Q_SLOTS:
    // vit passes on n150 in the two newer runs; the oldest run's n150 job that held it
    // timed out. No evidence either way: it is promoted as before.
    void anOlderTimedOutJobDoesNotHoldAPromotion()
    {
        const Copy c = copy(QStringLiteral("older-gap"));
        QVERIFY(timeOutJobOf(c.folders.last(), QStringLiteral("n150"), kVitKey) > 0);
        const CiHistory history = read(c);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.on(QStringLiteral("n150"))->marks.last().absence, RunMark::Absence::JobTimedOut);
        QCOMPARE(vit.proposal.kind, Kind::Promote);
        QVERIFY(vit.proposal.changesFreely());
    }

    // The newest run's job timed out: the test may be what hung, so nothing is promoted yet.
    void aNewestTimedOutJobHoldsIt()
    {
        const Copy c = copy(QStringLiteral("newest-gap"));
        QVERIFY(timeOutJobOf(c.folders.first(), QStringLiteral("n150"), kVitKey) > 0);
        const CiHistory history = read(c);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.proposal.kind, Kind::None);
        QVERIFY2(vit.proposal.why.contains(QLatin1String("its n150 job in a newer run")), qPrintable(vit.proposal.why));
    }

    // The newest run skipped vit on n150 (no evidence, no gap), the one before timed
    // out: the gap is newer than every run that saw it pass, so it holds, though it is
    // not the newest run's.
    void aGapNewerThanEverySightHoldsIt()
    {
        const Copy c = copy(QStringLiteral("middle-gap"));
        QCOMPARE(editCase(c.folders.first(), QStringLiteral("n150"), kVitKey, [](QString testcase) {
                     return testcase.replace(QStringLiteral("<skipped type=\"pytest.xfail\" message=\"\" />"),
                                             QStringLiteral("<skipped type=\"pytest.skip\" message=\"not this week\" />"));
                 }),
                 1);
        QVERIFY(timeOutJobOf(c.folders[1], QStringLiteral("n150"), kVitKey) > 0);
        const CiHistory history = read(c);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.on(QStringLiteral("n150"))->marks.first().kind, Mark::NotRun);
        QCOMPARE(vit.on(QStringLiteral("n150"))->marks[1].absence, RunMark::Absence::JobTimedOut);
        QCOMPARE(vit.proposal.kind, Kind::None);
        QVERIFY(vit.proposal.why.contains(QLatin1String("its n150 job in a newer run")));
    }

    // dgcnn's newest p150 run crashed (signal 11): the crash is recorded as a crash at
    // FAILED_RUNTIME, with no runner path; n150's own error keeps an override.
    void aCrashIsSaidAsACrash()
    {
        const Copy c = copy(QStringLiteral("crash"));
        const int crashed = editCase(c.folders.first(), QStringLiteral("p150"), kDgcnn, [](QString testcase) {
            testcase = withTag(testcase, QStringLiteral("bringup_status"), QStringLiteral("'unknown'"));
            testcase.replace(QRegularExpression(QStringLiteral("<property name=\"error_message\"[^>]*/>")), QString());
            return testcase.replace(
                QRegularExpression(QStringLiteral("<skipped [^>]*/>")),
                QStringLiteral("<error message=\"failed on teardown with &quot;/__w/tt-xla/tt-xla/tests/runner/"
                               "test_models.py:344: running the test CRASHED with signal 11&quot;\">/__w/tt-xla/tt-xla/"
                               "tests/runner/test_models.py:344: running the test CRASHED with signal 11</error>"));
        });
        QCOMPARE(crashed, 1);
        const CiHistory history = read(c);
        const EntryHistory& dgcnn = *history.entry(kDgcnn);
        const RunMark& crash = dgcnn.on(QStringLiteral("p150"))->marks.first();
        QCOMPARE(crash.kind, Mark::Failed);
        QCOMPARE(crash.error, QStringLiteral("Running the test CRASHED with signal 11 (SIGSEGV)"));
        QCOMPARE(dgcnn.proposal.kind, Kind::Record);
        QCOMPARE(dgcnn.proposal.change.set,
                 (Fields{{QStringLiteral("reason"), QStringLiteral("Running the test CRASHED with signal 11 (SIGSEGV)")},
                         {QStringLiteral("bringup_status"), QStringLiteral("FAILED_RUNTIME")}}));
        QCOMPARE(dgcnn.proposal.change.arches.size(), 1);
        QCOMPARE(dgcnn.proposal.change.arches.first().arch, QStringLiteral("n150"));
        // Its stage, which its runs did not say, stays the YAML's.
        QCOMPARE(dgcnn.proposal.change.arches.first().set,
                 (Fields{{QStringLiteral("reason"), QStringLiteral("index 24 is out of bounds for dimension 0 with size 24")},
                         {QStringLiteral("bringup_status"), QStringLiteral("FAILED_FE_COMPILATION")}}));
        for (const EntryHistory& h : history.entries) {
            for (const auto& field : h.proposal.change.set)
                QVERIFY2(!field.second.contains(QLatin1String("/__w/")), qPrintable(h.key));
        }
        // n150 with a stage of its own in its override: its new reason keeps that stage.
        QVERIFY(replaceInYaml(c.yaml, "  dgcnn/pytorch-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                                      "    bringup_status: FAILED_FE_COMPILATION\n",
                              "  dgcnn/pytorch-single_device-training:\n    status: KNOWN_FAILURE_XFAIL\n"
                              "    bringup_status: FAILED_FE_COMPILATION\n    arch_overrides:\n      n150:\n"
                              "        bringup_status: FAILED_RUNTIME\n        reason: \"an older error\"\n"));
        const CiHistory own = read(c);
        const HistoryProposal& p = own.entry(kDgcnn)->proposal;
        QCOMPARE(p.change.arches.size(), 1);
        QCOMPARE(p.change.arches.first().set,
                 (Fields{{QStringLiteral("reason"), QStringLiteral("index 24 is out of bounds for dimension 0 with size 24")}}));
    }

    // The YAML says dgcnn's index error; the two newer runs on both archs agree on
    // another, in words tt-xla calls generic: that error is recorded, not only a stage.
    void aNewErrorInTheNewestRunsIsRecorded()
    {
        const Copy c = copy(QStringLiteral("new-error"));
        QVERIFY(giveDgcnnReason(c.yaml, "index 24 is out of bounds for dimension 0 with size 24"));
        const QString statusOr = QStringLiteral("Bad StatusOr access: INTERNAL: Error code: 13");
        for (int run = 0; run < 2; ++run)
            for (const QString& arch : {QStringLiteral("n150"), QStringLiteral("p150")})
                QVERIFY(editCase(c.folders[run], arch, kDgcnn, [&](QString testcase) {
                            return withTag(withError(testcase, statusOr), QStringLiteral("bringup_status"), QStringLiteral("'failed_runtime'"));
                        }) >= 0);
        const CiHistory history = read(c);
        const EntryHistory& dgcnn = *history.entry(kDgcnn);
        QCOMPARE(dgcnn.on(QStringLiteral("p150"))->marks.first().error, statusOr);
        QCOMPARE(dgcnn.proposal.kind, Kind::Record);
        QCOMPARE(dgcnn.proposal.change.set,
                 (Fields{{QStringLiteral("reason"), statusOr}, {QStringLiteral("bringup_status"), QStringLiteral("FAILED_RUNTIME")}}));
    }

    // densenet's OOM recorded with another byte count and a tracking link in the
    // middle, dgcnn's index error at another path and line with other numbers: the
    // same reasons, nothing to record again. Words that differ, a number inside a
    // word, a signal or an error code are another reason.
    void reasonsDifferingInNumbersPathsOrLinksAreOne()
    {
        const Copy c = copy(QStringLiteral("churn"));
        QVERIFY(replaceInYaml(c.yaml, kWeeklyEdits[0].first,
                              QByteArray(kWeeklyEdits[0].second)
                                  .replace("Out of Memory:", "Out of Memory (https://github.com/tenstorrent/tt-xla/issues/4007):")
                                  .replace("104857600 B", "52428800 B")));
        const QString atPath = QStringLiteral("index 24 is out of bounds at /__w/tt-xla/tt-xla/third_party/x/dgcnn.py:88 for dimension 0");
        for (const QString& folder : c.folders)
            for (const QString& arch : {QStringLiteral("n150"), QStringLiteral("p150")})
                QVERIFY(editCase(folder, arch, kDgcnn, [&](const QString& testcase) { return withError(testcase, atPath); }) >= 0);
        QVERIFY(giveDgcnnReason(c.yaml, "index 31 is out of bounds at /home/ann/tt-xla/third_party/x/dgcnn.py:12 for dimension 0"));
        const CiHistory history = read(c);
        QCOMPARE(history.entry(kDgcnn)->on(QStringLiteral("p150"))->marks.first().error, atPath);
        QCOMPARE(history.entry(kDensenet)->proposal.kind, Kind::None);
        QCOMPARE(history.entry(kDgcnn)->proposal.kind, Kind::None);
        QVERIFY(replaceInYaml(c.yaml, "index 31 is out of bounds at /home/ann/tt-xla/third_party/x/dgcnn.py:12 for dimension 0",
                              "index 31 is out of range at /home/ann/tt-xla/third_party/x/dgcnn.py:12 for dimension 0"));
        {
            const CiHistory again = read(c);
            QCOMPARE(again.entry(kDgcnn)->proposal.kind, Kind::Record);
        }
        QVERIFY(!ObservedReason::agrees(QStringLiteral("Running the test CRASHED with signal 9 https://github.com/tenstorrent/tt-xla/issues/2254"),
                                        QStringLiteral("Running the test CRASHED with signal 11 (SIGSEGV)")));
        QVERIFY(!ObservedReason::agrees(QStringLiteral("RuntimeError: expected dtype float32 in ttnn.conv2d"),
                                        QStringLiteral("RuntimeError: expected dtype float64 in ttnn.conv2d")));
        QVERIFY(!ObservedReason::agrees(QStringLiteral("ValueError: Error code: 13"), QStringLiteral("ValueError: Error code: 2")));
        QVERIFY(ObservedReason::agrees(QStringLiteral("Circular buffers grow to 1601536 B, beyond 1499136 B"),
                                       QStringLiteral("Circular buffers grow to 1703936 B, beyond 1499136 B")));
    }

    // vit at INCORRECT_RESULT in every run with its PCC check off: what EXPECTED_PASSING
    // passes with, so the xfail goes (RM_XFAIL) and assert_pcc: false stays. With the
    // check on (the runs' and the YAML's), the same PCC is a failure at INCORRECT_RESULT.
    void anIncorrectResultWithThePccCheckOffIsPromoted()
    {
        const Copy c = copy(QStringLiteral("incorrect"));
        QVERIFY(replaceInYaml(c.yaml, "    bringup_status: FAILED_FE_COMPILATION\n    markers: [push, nightly]\n"
                                      "    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"\n",
                              "    bringup_status: FAILED_FE_COMPILATION\n    markers: [push, nightly]\n"
                              "    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"\n"
                              "    assert_pcc: false\n"));
        const auto incorrect = [](const QString& enabled) {
            return [enabled](QString testcase) {
                testcase = withTag(testcase, QStringLiteral("bringup_status"), QStringLiteral("'incorrect_result'"));
                testcase = withTag(testcase, QStringLiteral("pcc"), QStringLiteral("0.93"));
                return withTag(testcase, QStringLiteral("pcc_assertion_enabled"), enabled);
            };
        };
        for (const QString& folder : c.folders)
            for (const QString& arch : {QStringLiteral("n150"), QStringLiteral("p150")})
                QVERIFY(editCase(folder, arch, kVitKey, incorrect(QStringLiteral("False"))) >= 0);
        const CiHistory history = read(c);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.on(QStringLiteral("n150"))->marks.first().kind, Mark::Passed);
        QVERIFY(vit.on(QStringLiteral("n150"))->marks.first().note.contains(QLatin1String("PCC check off")));
        QCOMPARE(vit.proposal.kind, Kind::Promote);
        QCOMPARE(vit.proposal.change.set, (Fields{{QStringLiteral("status"), QStringLiteral("EXPECTED_PASSING")}}));
        QCOMPARE(vit.proposal.change.remove, (QStringList{QStringLiteral("bringup_status"), QStringLiteral("reason")}));

        for (const QString& folder : c.folders)
            for (const QString& arch : {QStringLiteral("n150"), QStringLiteral("p150")})
                QVERIFY(editCase(folder, arch, kVitKey, incorrect(QStringLiteral("True"))) >= 0);
        // Runs with the check on, the YAML's still off: judged by what the YAML asks
        // now (PccGuidance::passesNow), the same promotion.
        const CiHistory stillOff = read(c);
        QCOMPARE(stillOff.entry(kVitKey)->proposal.kind, Kind::Promote);
        QVERIFY(replaceInYaml(c.yaml, "    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"\n"
                                      "    assert_pcc: false\n",
                              "    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"\n"));
        const CiHistory checked = read(c);
        QCOMPARE(checked.entry(kVitKey)->on(QStringLiteral("n150"))->marks.first().kind, Mark::Failed);
        QCOMPARE(checked.entry(kVitKey)->proposal.kind, Kind::Record);
        QVERIFY(checked.entry(kVitKey)->proposal.change.set.contains(
            qMakePair(QStringLiteral("bringup_status"), QStringLiteral("INCORRECT_RESULT"))));
    }

    // vit passes as its YAML says with assert_pcc: false, every run safely above
    // 0.99 + 0.004 on both archs: the check is enabled, the figures said. At 0.993
    // (within the buffer) nothing is asked.
    void aCheckOffAndSafelyMetIsEnabled()
    {
        const Copy c = copy(QStringLiteral("enable"));
        QVERIFY(replaceInYaml(c.yaml, kVitBlock, vitPassing("    assert_pcc: false\n")));
        QVERIFY(measure(c, {}, QStringLiteral("passed"), false, 0.99, {0.9991, 0.9984, 0.9979}));
        const CiHistory history = read(c);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.proposal.kind, Kind::Pcc);
        QCOMPARE(vit.proposal.change.remove, QStringList{QStringLiteral("assert_pcc")});
        QVERIFY(vit.proposal.change.set.isEmpty() && vit.proposal.change.arches.isEmpty());
        QVERIFY(vit.proposal.changesFreely());
        QVERIFY2(vit.proposal.why.contains(QLatin1String("n150: lowest PCC 0.9979, median 0.9984 of 3 run")),
                 qPrintable(vit.proposal.why));
        QCOMPARE(vit.pcc.size(), 2);
        const QJsonObject json = HistoryReport::json(history);
        for (const QJsonValue entry : json.value(QStringLiteral("entries")).toArray())
            if (entry[QStringLiteral("key")].toString() == kVitKey) {
                const QJsonObject n150 = entry[QStringLiteral("pcc")][0].toObject();
                QCOMPARE(n150.value(QStringLiteral("arch")).toString(), QStringLiteral("n150"));
                QCOMPARE(n150.value(QStringLiteral("lowest")).toDouble(), 0.9979);
                QCOMPARE(n150.value(QStringLiteral("check")).toBool(), false);
            }

        QVERIFY(measure(c, {}, QStringLiteral("passed"), false, 0.99, {0.9991, 0.993, 0.9979}));
        {
            const CiHistory again = read(c);
            QCOMPARE(again.entry(kVitKey)->proposal.kind, Kind::None);
        }
    }

    // required_pcc 0.97 met above 0.98 + buffer: raised to 0.98; above 0.99 + buffer:
    // removed (0.99 is the default).
    void aLoweredThresholdIsRaisedAStepOrRemoved()
    {
        const Copy c = copy(QStringLiteral("raise"));
        QVERIFY(replaceInYaml(c.yaml, kVitBlock, vitPassing("    required_pcc: 0.97\n")));
        QVERIFY(measure(c, {}, QStringLiteral("passed"), true, 0.97, {0.987, 0.986, 0.988}));
        const CiHistory stepHistory = read(c);
        const EntryHistory step = *stepHistory.entry(kVitKey);
        QCOMPARE(step.proposal.kind, Kind::Pcc);
        QCOMPARE(step.proposal.change.set, (Fields{{QStringLiteral("required_pcc"), QStringLiteral("0.98")}}));
        QCOMPARE(step.proposal.summary, QStringLiteral("required_pcc 0.97 → 0.98"));

        QVERIFY(measure(c, {}, QStringLiteral("passed"), true, 0.97, {0.997, 0.996, 0.998}));
        const CiHistory removedHistory = read(c);
        const EntryHistory removed = *removedHistory.entry(kVitKey);
        QCOMPARE(removed.proposal.change.remove, QStringList{QStringLiteral("required_pcc")});
        QVERIFY(removed.proposal.change.set.isEmpty());
    }

    // n150 safely met, p150 not: only n150's override turns the check on.
    void archsThatDifferAreChangedEachInItsOverride()
    {
        const Copy c = copy(QStringLiteral("per-arch"));
        QVERIFY(replaceInYaml(c.yaml, kVitBlock, vitPassing("    assert_pcc: false\n")));
        QVERIFY(measure(c, QStringLiteral("n150"), QStringLiteral("passed"), false, 0.99, {0.999, 0.999, 0.999}));
        QVERIFY(measure(c, QStringLiteral("p150"), QStringLiteral("passed"), false, 0.99, {0.95, 0.96, 0.97}));
        const CiHistory vitHistory = read(c);
        const EntryHistory vit = *vitHistory.entry(kVitKey);
        QCOMPARE(vit.proposal.kind, Kind::Pcc);
        QVERIFY(vit.proposal.change.set.isEmpty() && vit.proposal.change.remove.isEmpty());
        QCOMPARE(vit.proposal.change.arches.size(), 1);
        QCOMPARE(vit.proposal.change.arches.first().arch, QStringLiteral("n150"));
        QCOMPARE(vit.proposal.change.arches.first().set, (Fields{{QStringLiteral("assert_pcc"), QStringLiteral("true")}}));
        QCOMPARE(vit.proposal.archs, QStringList{QStringLiteral("n150")});
    }

    // EXPECTED_PASSING at required_pcc 0.98, every run a little below (0.967-0.972) at
    // INCORRECT_RESULT: a lowering to 0.96 (tt-xla PR #5741), said as a judgement
    // call. At 0.9612 the buffer keeps it a step lower (0.95). Far below (0.90): a
    // regression, xfailed.
    void aNarrowSteadyMissIsALoweringHeldBack()
    {
        const Copy c = copy(QStringLiteral("lower"));
        QVERIFY(replaceInYaml(c.yaml, kVitBlock, vitPassing("    required_pcc: 0.98\n")));
        QVERIFY(measure(c, {}, QStringLiteral("incorrect_result"), true, 0.98, {0.972, 0.967, 0.969}));
        const CiHistory history = read(c);
        const EntryHistory& vit = *history.entry(kVitKey);
        QCOMPARE(vit.proposal.kind, Kind::Pcc);
        QCOMPARE(vit.proposal.change.set, (Fields{{QStringLiteral("required_pcc"), QStringLiteral("0.96")}}));
        QCOMPARE(vit.proposal.pccAction, HistoryProposal::PccAction::Lower);
        QVERIFY(vit.proposal.changesFreely());  // what tt-xla did (PR #5741), said as a judgement call
        QVERIFY(vit.proposal.why.startsWith(QLatin1String("a judgement call")));
        QVERIFY(vit.proposal.why.contains(QLatin1String("lowest PCC 0.967")));
        QVERIFY(history.changingKeys().contains(kVitKey));

        QVERIFY(measure(c, {}, QStringLiteral("incorrect_result"), true, 0.98, {0.9612, 0.962, 0.97}));
        {
            const CiHistory edge = read(c);
            QCOMPARE(edge.entry(kVitKey)->proposal.change.set, (Fields{{QStringLiteral("required_pcc"), QStringLiteral("0.95")}}));
        }
        QVERIFY(measure(c, {}, QStringLiteral("incorrect_result"), true, 0.98, {0.90, 0.91, 0.90}));
        {
            const CiHistory again = read(c);
            QCOMPARE(again.entry(kVitKey)->proposal.kind, Kind::Regressed);
        }
    }

    // The newest run against the one before that saw each test (the compare-nightly
    // skill): vit fails on n150 for the first time (new, though the window reads
    // flaky), efficientdet passes again on p150 (fixed), dgcnn fails on p150 with
    // another error (persisting, its cause changed), densenet as before.
    void theNewestRunsNewsIsSaid()
    {
        const Copy c = copy(QStringLiteral("news"));
        QCOMPARE(editCase(c.folders.first(), QStringLiteral("n150"), kVitKey, [](QString testcase) {
                     testcase = withTag(testcase, QStringLiteral("bringup_status"), QStringLiteral("'failed_runtime'"));
                     return testcase.replace(QStringLiteral("<properties>"),
                                             QStringLiteral("<properties><property name=\"error_message\" value=\"TT_FATAL: "
                                                            "Circular buffers grow to 1601536 B\" />"));
                 }),
                 1);
        QCOMPARE(editCase(c.folders.first(), QStringLiteral("p150"), kDgcnn, [](const QString& testcase) {
                     return withError(testcase, QStringLiteral("size of tensor a (48) must match the size of tensor b (24)"));
                 }),
                 1);
        const CiHistory history = read(c);
        QCOMPARE(history.entry(kVitKey)->proposal.kind, Kind::Flaky);
        QVERIFY(history.entry(kVitKey)->proposal.summary.endsWith(QLatin1String("it failed in the newest run on n150")));
        const RunNews& news = history.news;
        QCOMPARE(news.run, kWeeklyRuns.first().toLongLong());
        const QList<NewsItem> added = news.ofKind(NewsItem::Kind::New);
        QCOMPARE(added.size(), 1);
        QCOMPARE(added.first().key, kVitKey);
        QCOMPARE(added.first().arch, QStringLiteral("n150"));
        QCOMPARE(added.first().error, QStringLiteral("TT_FATAL: Circular buffers grow to 1601536 B"));
        const QList<NewsItem> fixed = news.ofKind(NewsItem::Kind::Fixed);
        QCOMPARE(fixed.size(), 1);
        QCOMPARE(fixed.first().key, kEfficientdet);
        QCOMPARE(fixed.first().arch, QStringLiteral("p150"));
        QVERIFY(fixed.first().before.contains(QLatin1String("Timeout in dispatch kernel")));
        QStringList changed;
        for (const NewsItem& item : news.ofKind(NewsItem::Kind::Persisting))
            if (item.causeChanged)
                changed << item.key + u' ' + item.arch;
        QCOMPARE(changed, QStringList{kDgcnn + QStringLiteral(" p150")});
        QVERIFY2(news.summary().startsWith(QStringLiteral("newest run 19090000003: 1 new failure")), qPrintable(news.summary()));
        QVERIFY(news.summary().contains(QLatin1String(", 1 fixed, ")));
        QVERIFY(news.summary().endsWith(QLatin1String("(1 with another error)")));
        const QJsonArray items = HistoryReport::json(history)[QStringLiteral("news")][QStringLiteral("items")].toArray();
        QCOMPARE(items.size(), news.items.size());
        const QStringList lines = HistoryReport::lines(history);
        QVERIFY(lines.join(u'\n').contains(QLatin1String("News of the newest run")));
    }
};

QTEST_GUILESS_MAIN(TestHistoryJudgements)
#include "tst_historyjudgements.moc"
