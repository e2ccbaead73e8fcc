// Pytest's word as tt-xla's runner writes it: JUnit reports written by real pytest
// (--force-run --runxfail) from the demo's runner, which records as tt-xla's
// test_utils.py does (tests/data/junit/runner_force_*_rows.xml; how they were made:
// tests/data/junit/README.md). For each row -- a skip or xfail entry that passes,
// fails only PCC, fails in a TT stage, fails on the front end -- the observation
// and the YAML planned from it are what a tt-xla engineer would write: never the
// old reason the runner copies for a NOT_SUPPORTED_SKIP entry, never the op-by-op
// test's outcome, the reason verbatim.
#include "config/entry.h"
#include "families/dtype/gate/dtypesignature.h"
#include "run/junitreader.h"
#include "run/runnertags.h"
#include "yamlplan/yamlplan.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace dtriage;
using Outcome = JUnitCase::Outcome;
using Category = BringupClassifier::Category;

namespace {

QString junit(const char* name) { return QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/") + QLatin1String(name); }

QString key(const char* head) { return QLatin1String(head) + QStringLiteral("-single_device-training"); }

Entry entryWith(const QString& key, const QString& status, const QString& oldReason)
{
    Entry entry;
    entry.key = key;
    entry.fields = {{QStringLiteral("status"), status, 2},
                    {QStringLiteral("bringup_status"), QStringLiteral("FAILED_FE_COMPILATION"), 3},
                    {QStringLiteral("reason"), oldReason, 4}};
    return entry;
}

QString setOf(const EntryChange& change)
{
    QStringList parts;
    for (const auto& [field, value] : change.set)
        parts << field + u'=' + value;
    for (const QString& field : change.remove)
        parts << u'-' + field;
    return parts.join(u'|');
}

}  // namespace

class TestRunnerJUnit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rows_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("status");   // the entry's YAML status when it ran
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("plan");     // setOf(plan.change) on branch B
        const QString skips = junit("runner_force_skip_rows.xml");
        const QString xfails = junit("runner_force_xfail_rows.xml");
        const QString skip = QStringLiteral("NOT_SUPPORTED_SKIP");
        const QString xfail = QStringLiteral("KNOWN_FAILURE_XFAIL");
        const QString passing = QStringLiteral("status=EXPECTED_PASSING|-bringup_status|-reason");
        const QString pccOnly = QStringLiteral("status=EXPECTED_PASSING|assert_pcc=false|-bringup_status|-reason");
        QTest::newRow("skip entry passes") << skips << key("resnet/pytorch-ResNet18") << skip << int(Outcome::Passed) << passing;
        QTest::newRow("skip entry fails only PCC")
            << skips << key("mlp_mixer/pytorch-Mixer_Tiny") << skip << int(Outcome::Failed) << pccOnly;
        QTest::newRow("xfail entry passes") << xfails << key("vit/pytorch-Tiny_Patch16") << xfail << int(Outcome::Passed) << passing;
        QTest::newRow("xfail entry fails only PCC")
            << xfails << key("mlp_mixer/pytorch-Mixer_Tiny") << xfail << int(Outcome::Failed) << pccOnly;
        QTest::newRow("xfail entry fails in a TT stage")
            << skips << key("detr/pytorch-ResNet50_NoMask") << xfail << int(Outcome::Failed)
            << QStringLiteral("bringup_status=FAILED_TTMLIR_COMPILATION|"
                              "reason=error: failed to legalize operation 'stablehlo.scatter'");
        QTest::newRow("skip entry fails in a TT stage")
            << xfails << key("detr/pytorch-ResNet50_NoMask") << skip << int(Outcome::Failed)
            << QStringLiteral("status=KNOWN_FAILURE_XFAIL|bringup_status=FAILED_TTMLIR_COMPILATION|"
                              "reason=error: failed to legalize operation 'stablehlo.scatter'");
        // pytest's line, with its type: the runner's runtime_reason (str(e)) says no more.
        QTest::newRow("xfail entry fails on the front end")
            << xfails << QStringLiteral("dgcnn/pytorch-single_device-training") << xfail << int(Outcome::Failed)
            << QStringLiteral("reason=IndexError: index 24 is out of bounds for dimension 0 with size 24");
        QTest::newRow("skip entry fails on the front end")
            << skips << QStringLiteral("dgcnn/pytorch-single_device-training") << skip << int(Outcome::Failed)
            << QStringLiteral("status=KNOWN_FAILURE_XFAIL|reason=IndexError: index 24 is out of bounds for dimension 0 "
                              "with size 24");
    }

    void rows()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(QString, status);
        QFETCH(int, outcome);
        QFETCH(QString, plan);
        const Result<JUnitReport> report = JUnitReader::read(file);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        const JUnitCase c = report->outcomeFor(key);
        QCOMPARE(int(c.outcome), outcome);
        QCOMPARE(c.function, QStringLiteral("test_all_models_torch"));
        // The report holds test_all_models_op_by_op[<key>] too: it failed, and is not this entry's.
        QCOMPARE(report->otherFunctions.value(key), QStringLiteral("test_all_models_op_by_op"));
        const QString old = QStringLiteral("old reason: RuntimeError: mat1 and mat2 must have the same dtype");
        const Entry entry = entryWith(key, status, old);
        const YamlPlan planned = YamlPlan::plan(DtypeSignature{}, YamlPlan::Branch::B, entry, report->observe(key), {});
        QCOMPARE(setOf(planned.change), plan);
        QVERIFY(!setOf(planned.change).contains(QStringLiteral("old reason")));
        QVERIFY2(!planned.needsReview, qPrintable(planned.reviewReason));
    }

    // What the runner copied from the YAML is no observation.
    void copiedPropertiesAreNotTheRun()
    {
        const Result<JUnitReport> report = JUnitReader::read(junit("runner_force_skip_rows.xml"));
        QVERIFY(report);
        const JUnitCase pcc = report->outcomeFor(key("mlp_mixer/pytorch-Mixer_Tiny"));
        QVERIFY(pcc.tags);
        QCOMPARE(pcc.tags->modelTestStatus(), QStringLiteral("NOT_SUPPORTED_SKIP"));
        QCOMPARE(pcc.tags->bringupStatus(), QStringLiteral("FAILED_FE_COMPILATION"));  // the YAML's, copied
        QVERIFY(pcc.runnerCopied);
        QVERIFY(!pcc.runnerCategory());
        QVERIFY(pcc.errorMessage.isEmpty());
        QVERIFY(pcc.property(QStringLiteral("error_message")).startsWith(QStringLiteral("old reason")));
        QCOMPARE(pcc.category, Category::Numerics);
        QVERIFY2(pcc.errorLine.startsWith(QStringLiteral("AssertionError: PCC comparison failed")), qPrintable(pcc.errorLine));
        // An exception inspected but not classified (tt-xla's FailingReasonsFinder
        // left failing_reason unset, its name None): error_message is still the run's.
        const JUnitCase tt = report->outcomeFor(key("detr/pytorch-ResNet50_NoMask"));
        QCOMPARE(tt.tags->failingReasonName(), std::optional<QString>(QString()));
        QCOMPARE(tt.errorMessage, QStringLiteral("error: failed to legalize operation 'stablehlo.scatter'"));
        QCOMPARE(tt.runnerCategory(), std::optional<Category>(Category::TtmlirCompilation));
        // A passing xfail entry: nothing inspected (failing_reason's name None).
        const Result<JUnitReport> xfails = JUnitReader::read(junit("runner_force_xfail_rows.xml"));
        QVERIFY(xfails);
        QCOMPARE(xfails->outcomeFor(key("vit/pytorch-Tiny_Patch16")).tags->failingReasonName(), std::optional<QString>(QString()));
    }

    // A report holding only the op-by-op test for a key has no outcome for it.
    void onlyTheOpByOpTestIsNoOutcome()
    {
        QFile file(junit("runner_force_skip_rows.xml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString xml = QString::fromUtf8(file.readAll());
        static const QRegularExpression torchCase(
            QStringLiteral("<testcase [^>]*name=\"test_all_models_torch\\[[^\"]*\"[^>]*(?:/>|>.*?</testcase>)"),
            QRegularExpression::DotMatchesEverythingOption);
        xml.remove(torchCase);
        QVERIFY(!xml.contains(QStringLiteral("test_all_models_torch[")));
        const Result<JUnitReport> report = JUnitReader::fromBytes(xml.toUtf8());
        QVERIFY(report);
        const QString resnet = key("resnet/pytorch-ResNet18");
        const JUnitCase c = report->outcomeFor(resnet);
        QCOMPARE(c.outcome, Outcome::Unknown);
        QVERIFY2(c.note.contains(QStringLiteral("only test_all_models_op_by_op[%1]").arg(resnet)), qPrintable(c.note));
        QVERIFY(!c.pytestOutcome());
    }

    // pytest without --runxfail's no-op (or a runner calling xfail by another name):
    // the failure is the runner's closing XFailed, and the tags tell what the body did.
    void anXfailEndingIsReadByTheTags()
    {
        const QByteArray passed =
            "<testsuites><testsuite><testcase classname=\"tests.runner.test_models\" "
            "name=\"test_all_models_torch[vit/pytorch-Tiny_Patch16-single_device-training]\"><properties>"
            "<property name=\"error_message\" value=\"old yaml reason\"/>"
            "<property name=\"tags\" value=\"{'bringup_status': 'passed', 'model_test_status': "
            "'ModelTestStatus.KNOWN_FAILURE_XFAIL', 'failing_reason': {'name': None}}\"/></properties>"
            "<failure message=\"XFailed: old yaml reason\">XFailed: old yaml reason</failure></testcase>"
            "<testcase classname=\"tests.runner.test_models\" "
            "name=\"test_all_models_torch[dgcnn/pytorch-single_device-training]\"><properties>"
            "<property name=\"tags\" value=\"{'bringup_status': 'unknown', 'model_test_status': "
            "'ModelTestStatus.KNOWN_FAILURE_XFAIL', 'failing_reason': {'name': 'IndexError'}}\"/></properties>"
            "<failure message=\"XFailed: old yaml reason\">E   IndexError: index 24 is out of bounds\n\n"
            "During handling of the above exception, another exception occurred:\nE   XFailed: old yaml reason"
            "</failure></testcase></testsuite></testsuites>";
        const Result<JUnitReport> report = JUnitReader::fromBytes(passed);
        QVERIFY(report);
        const JUnitCase vit = report->outcomeFor(key("vit/pytorch-Tiny_Patch16"));
        QVERIFY(vit.endedByXfail);
        QCOMPARE(vit.outcome, Outcome::Passed);
        const JUnitCase dgcnn = report->outcomeFor(QStringLiteral("dgcnn/pytorch-single_device-training"));
        QCOMPARE(dgcnn.outcome, Outcome::Failed);
        QCOMPARE(dgcnn.errorLine, QStringLiteral("IndexError: index 24 is out of bounds"));
    }
};

QTEST_GUILESS_MAIN(TestRunnerJUnit)
#include "tst_runnerjunit.moc"
