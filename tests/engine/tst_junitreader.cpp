// JUnitReader: real JUnit files written by the demo checkout's pytest (before and
// after the fixes, with and without --runxfail, xunit2), hand-made CI shapes
// (merged shards, a bare <testsuite> root). Broken and huge files: tst_junitinput.
#include "junitfiles.h"
#include "families/dtype/gate/dtypesignature.h"

class TestJUnitReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void beforeFix_data();
    void beforeFix();
    void beforeFixCaseDetails();
    void afterAllFixes_data();
    void afterAllFixes();
    void afterSpeecht5FixFeedsYamlPlan();
    void theYamlQuotesTheLineTheReportQuotes();
    void withoutRunxfailXfailIsNoPass();
    void xunit2FromPytest();
    void xunit2MergedShards();
    void bareTestsuiteRoot();
    void missingKeyIsUnknown();
    void missingKeyTakesTheLogLine();
    void genericMessageFallsBackToLog();
    void duplicateKeysWorstWins();
    void unclosedDuplicateIsUnknown();
    void unavailableReport();
    void keyFromName_data();
    void keyFromName();
    void outcomeNamesRoundTrip();
};

void TestJUnitReader::beforeFix_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("errorLine");
    QTest::addColumn<Category>("category");

    const auto row = [](const char* tag, const QString& key, Outcome outcome, const QString& line,
                        Category category) {
        QTest::newRow(tag) << key << outcome << line << category;
    };
    row("speecht5", kSpeecht5, Outcome::Failed, QStringLiteral("RuntimeError: ") + kMat1, Category::FeCompilation);
    row("densenet xray", training(QStringLiteral("densenet/pytorch-121_Xray")), Outcome::Failed,
        QStringLiteral("RuntimeError: Index put requires the source and destination dtypes match, got Float for "
                       "the destination and BFloat16 for the source."),
        Category::FeCompilation);
    row("densenet 121", training(QStringLiteral("densenet/pytorch-121")), Outcome::Passed, {},
        Category::Unclassified);
    row("detr nomask", training(QStringLiteral("detr/pytorch-ResNet50_NoMask")), Outcome::Failed,
        QStringLiteral("error: failed to legalize operation 'stablehlo.scatter'"),
        Category::TtmlirCompilation);
    row("pointnet", training(QStringLiteral("pointnet/pytorch")), Outcome::Failed,
        QStringLiteral("IndexError: index 16 is out of bounds for dimension 0 with size 16"),
        Category::FeCompilation);
    row("wav2vec2", kWav2vec2, Outcome::Failed,
        QStringLiteral("TypeError: Got unsupported ScalarType BFloat16"), Category::FeCompilation);
    row("vit (stale)", kVit, Outcome::Passed, {}, Category::Unclassified);
    row("resnet34 (not in YAML)", training(QStringLiteral("resnet/pytorch-ResNet34")),
        Outcome::Passed, {}, Category::Unclassified);
}

// The error line is pytest's, with the exception's type, as tt-xla's merged front-end
// reasons are written ("RuntimeError: ...", "TypeError: ..."); the runner's
// error_message (str(e)) says no more here. detr's diagnostic is quoted from "error:" on.
void TestJUnitReader::beforeFix()
{
    QFETCH(QString, key);
    QFETCH(Outcome, outcome);
    QFETCH(QString, errorLine);
    QFETCH(Category, category);

    const JUnitReport report = readReport(QStringLiteral("demo_before_fix.xml"));
    QCOMPARE(report.cases.size(), 19);
    QVERIFY(!report.truncated);
    const JUnitCase c = report.outcomeFor(key);
    QCOMPARE(c.outcome, outcome);
    QCOMPARE(c.errorLine, errorLine);
    QCOMPARE(c.category, category);
    if (outcome == Outcome::Failed)
        QCOMPARE(c.lineSource, LineSource::Message);
}

void TestJUnitReader::beforeFixCaseDetails()
{
    const JUnitReport report = readReport(QStringLiteral("demo_before_fix.xml"));
    QCOMPARE(report.suites, 1);
    QCOMPARE(report.testcases, 19);
    QCOMPARE(report.source, junitFile(QStringLiteral("demo_before_fix.xml")));

    const JUnitCase speecht5 = report.outcomeFor(kSpeecht5);
    QCOMPARE(speecht5.nodeId,
             QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(kSpeecht5));
    QCOMPARE(speecht5.errorType, QStringLiteral("RuntimeError"));
    QCOMPARE(speecht5.message, QStringLiteral("RuntimeError: ") + kMat1);
    QCOMPARE(speecht5.errorMessage, kMat1);
    QCOMPARE(speecht5.property(QStringLiteral("model_name")),
             QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface"));
    QVERIFY(speecht5.text.contains(QStringLiteral("E       RuntimeError: ") + kMat1));
    QCOMPARE(speecht5.pytestOutcome(), YamlPlan::PytestOutcome::Failed);
    QVERIFY(speecht5.note.isEmpty());

    const JUnitCase wav2vec2 = report.outcomeFor(kWav2vec2);
    QCOMPARE(wav2vec2.errorType, QStringLiteral("TypeError"));
    QCOMPARE(report.outcomeFor(kVit).pytestOutcome(), YamlPlan::PytestOutcome::Passed);
    QCOMPARE(report.keys().size(), 19);
    QVERIFY(report.keys().contains(kSpeecht5));
}

void TestJUnitReader::afterAllFixes_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<QString>("errorLine");
    QTest::addColumn<QString>("bringupStatus");

    QTest::newRow("speecht5") << kSpeecht5 << Outcome::Failed << kTtir
                              << QStringLiteral("FAILED_TTMLIR_COMPILATION");
    QTest::newRow("detr ResNet50") << training(QStringLiteral("detr/pytorch-ResNet50"))
                                   << Outcome::Passed << QString() << QString();
    QTest::newRow("detr ResNet101")
        << training(QStringLiteral("detr/pytorch-ResNet101")) << Outcome::Failed
        << QStringLiteral("AssertionError: PCC comparison failed. Calculated: PCC = 0.8703. Required: PCC = 0.99.")
        << QString();
    QTest::newRow("detr DC5") << training(QStringLiteral("detr/pytorch-ResNet50_DC5"))
                              << Outcome::Failed << kDc5Fatal << QStringLiteral("FAILED_RUNTIME");
    QTest::newRow("tinyllama") << training(QStringLiteral("tinyllama/causal_lm/pytorch"))
                               << Outcome::Failed << kTinyllamaThrow
                               << QStringLiteral("FAILED_RUNTIME");
    QTest::newRow("wav2vec2") << kWav2vec2 << Outcome::Passed << QString() << QString();
    QTest::newRow("whisper") << training(QStringLiteral("whisper/pytorch-Tiny")) << Outcome::Passed
                             << QString() << QString();
    QTest::newRow("yolo_tuple") << training(QStringLiteral("yolo_tuple/pytorch-Nano"))
                                << Outcome::Passed << QString() << QString();
}

void TestJUnitReader::afterAllFixes()
{
    QFETCH(QString, key);
    QFETCH(Outcome, outcome);
    QFETCH(QString, errorLine);
    QFETCH(QString, bringupStatus);

    const JUnitReport report = readReport(QStringLiteral("demo_after_all_fixes.xml"));
    const JUnitCase c = report.outcomeFor(key);
    QCOMPARE(c.outcome, outcome);
    QCOMPARE(c.errorLine, errorLine);
    QCOMPARE(BringupClassifier::bringupStatus(c.category), bringupStatus);
    if (key.contains(QStringLiteral("ResNet101")))
        QCOMPARE(c.category, Category::Numerics);
}

// The whole chain for demo case a: the JUnit case's errorText is what branch B needs.
void TestJUnitReader::afterSpeecht5FixFeedsYamlPlan()
{
    const JUnitReport report = readReport(QStringLiteral("demo_after_speecht5_fix.xml"));
    const JUnitCase c = report.outcomeFor(kSpeecht5);
    QCOMPARE(c.outcome, Outcome::Failed);
    QCOMPARE(c.errorText(), QStringLiteral("RuntimeError: ") + kTtir);  // the quoted line starts at "error:"
    QCOMPARE(c.errorLine, kTtir);
    const std::optional<YamlPlan::PytestOutcome> outcome = c.pytestOutcome();
    QVERIFY(outcome.has_value());
    const YamlPlan plan = YamlPlan::branchB(DtypeSignature{}, speecht5Entry(), *outcome, c.errorText(), {});
    QCOMPARE(plan.category, Category::TtmlirCompilation);
    QVERIFY(!plan.needsReview);
    QCOMPARE(plan.summary(), QStringLiteral("status: KNOWN_FAILURE_XFAIL, bringup_status: "
                                            "FAILED_TTMLIR_COMPILATION, reason: \"%1\"")
                                 .arg(kTtir));
    // The other fixes were not applied in this run: detr still fails the old way.
    QCOMPARE(report.outcomeFor(training(QStringLiteral("detr/pytorch-ResNet50"))).errorLine,
             QStringLiteral("RuntimeError: ") + kMat1);
}

// One owner of the observed error line (issue 32): the YAML plan quotes the line
// the reader picked for the record and the report. Here the runner's
// error_message leads but holds only a warning, which is no error line: the
// failure's own message is quoted, in the report and in the YAML alike.
void TestJUnitReader::theYamlQuotesTheLineTheReportQuotes()
{
    const QByteArray xml = oneCase(
        kSpeecht5, "<properties><property name=\"error_message\" value=\"UserWarning: torch.foo is deprecated\"/>"
                   "</properties><failure message=\"RuntimeError: " + kTtir.toUtf8().replace('"', "&quot;").replace('\'', "&apos;")
                       + "\"/>");
    const Result<JUnitReport> report = JUnitReader::fromBytes(xml);
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kSpeecht5);
    QCOMPARE(c.errorLine, kTtir);
    QCOMPARE(c.lineSource, LineSource::Message);
    const YamlPlan::Observation seen = report->observe(kSpeecht5);
    QCOMPARE(seen.errorLine, c.errorLine);
    const YamlPlan plan = YamlPlan::plan(DtypeSignature{}, YamlPlan::Branch::B, speecht5Entry(), seen, {});
    QVERIFY2(plan.summary().contains(QStringLiteral("reason: \"%1\"").arg(kTtir)), qPrintable(plan.summary()));
    QVERIFY(!plan.needsReview);
}

void TestJUnitReader::withoutRunxfailXfailIsNoPass()
{
    const JUnitReport report = readReport(QStringLiteral("demo_without_runxfail.xml"));
    QCOMPARE(report.cases.size(), 19);
    int passed = 0, skipped = 0, xfailed = 0;
    for (const JUnitCase& c : report.cases) {
        passed += c.outcome == Outcome::Passed;
        skipped += c.outcome == Outcome::Skipped;
        xfailed += c.outcome == Outcome::XFailed;
    }
    QCOMPARE(passed, 4);
    QCOMPARE(skipped, 9);
    QCOMPARE(xfailed, 6);
    // vit passes on CPU, but the imperative xfail hides that: a skip for YamlPlan.
    const JUnitCase vit = report.outcomeFor(kVit);
    QCOMPARE(vit.outcome, Outcome::XFailed);
    QCOMPARE(vit.pytestOutcome(), YamlPlan::PytestOutcome::Skipped);
    // Its message is the reason pytest.xfail was given (the YAML's): no error this
    // run saw, so no line to quote (RunnerTestcase).
    QVERIFY(vit.errorLine.isEmpty());
    QCOMPARE(vit.lineSource, LineSource::None);
    const JUnitCase speecht5 = report.outcomeFor(kSpeecht5);
    QCOMPARE(speecht5.outcome, Outcome::Skipped);
    QCOMPARE(speecht5.errorType, QStringLiteral("RuntimeError"));
    QCOMPARE(speecht5.pytestOutcome(), YamlPlan::PytestOutcome::Skipped);
}

void TestJUnitReader::xunit2FromPytest()
{
    const JUnitReport report = readReport(QStringLiteral("demo_xunit2_subset.xml"));
    QCOMPARE(report.cases.size(), 6);
    const JUnitCase c = report.outcomeFor(kSpeecht5);
    // xunit2 has no file= attribute: the node id comes from the class name.
    QCOMPARE(c.nodeId,
             QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(kSpeecht5));
    QCOMPARE(c.outcome, Outcome::Failed);
    QCOMPARE(c.errorLine, QStringLiteral("RuntimeError: ") + kMat1);
    QCOMPARE(report.outcomeFor(kVit).outcome, Outcome::Passed);
}

void TestJUnitReader::xunit2MergedShards()
{
    const JUnitReport report = readReport(QStringLiteral("xunit2_two_shards.xml"));
    QCOMPARE(report.suites, 2);
    QCOMPARE(report.testcases, 8);
    QCOMPARE(report.cases.size(), 7);  // test_collection_sanity has no key

    const JUnitCase speecht5 = report.outcomeFor(kSpeecht5);
    QCOMPARE(speecht5.errorLine, kTtir);
    QVERIFY(speecht5.output.contains(QStringLiteral("loc(\"speecht5\")")));
    QCOMPARE(speecht5.seconds, 41.207);

    const JUnitCase dc5 = report.outcomeFor(training(QStringLiteral("detr/pytorch-ResNet50_DC5")));
    QCOMPARE(dc5.outcome, Outcome::Errored);
    QCOMPARE(dc5.pytestOutcome(), YamlPlan::PytestOutcome::Errored);
    QCOMPARE(dc5.category, Category::Runtime);

    // "Error code 13" says nothing: the line comes from the failure text, noise skipped.
    const JUnitCase tinyllama = report.outcomeFor(training(QStringLiteral("tinyllama/causal_lm/pytorch")));
    QCOMPARE(tinyllama.errorLine, kTinyllamaThrow);
    QCOMPARE(tinyllama.lineSource, LineSource::Text);
    QCOMPARE(tinyllama.category, Category::Runtime);
    QVERIFY(tinyllama.errorText().contains(kTinyllamaThrow));

    QCOMPARE(report.outcomeFor(kVit).outcome, Outcome::XFailed);
    const JUnitCase dla1x = report.outcomeFor(training(QStringLiteral("centernet/pytorch-Dla1x_Coco")));
    QCOMPARE(dla1x.outcome, Outcome::Skipped);
    QCOMPARE(dla1x.errorType, QStringLiteral("RuntimeError"));
    QCOMPARE(report.outcomeFor(training(QStringLiteral("detr/pytorch-ResNet101"))).category,
             Category::Numerics);
}

void TestJUnitReader::bareTestsuiteRoot()
{
    const JUnitReport report = readReport(QStringLiteral("testsuite_root.xml"));
    QCOMPARE(report.suites, 1);
    QCOMPARE(report.cases.size(), 2);
    const JUnitCase wav2vec2 = report.outcomeFor(kWav2vec2);
    QCOMPARE(wav2vec2.outcome, Outcome::Passed);
    QCOMPARE(wav2vec2.nodeId,
             QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(kWav2vec2));
    const JUnitCase whisper = report.outcomeFor(training(QStringLiteral("whisper/pytorch-Tiny")));
    QCOMPARE(whisper.outcome, Outcome::Failed);
    QCOMPARE(whisper.errorLine, QStringLiteral("RuntimeError: ") + kMat1);
    QCOMPARE(whisper.lineSource, LineSource::Message);
}

void TestJUnitReader::missingKeyIsUnknown()
{
    const JUnitReport report = readReport(QStringLiteral("xunit2_two_shards.xml"));
    const JUnitCase c = report.outcomeFor(kWav2vec2);
    QCOMPARE(c.outcome, Outcome::Unknown);
    QVERIFY(!c.isKnown());
    QVERIFY(!c.pytestOutcome().has_value());
    QVERIFY(c.note.contains(QStringLiteral("not in the JUnit XML")));
    QVERIFY(c.note.contains(QStringLiteral("see the log")));
    QVERIFY(c.errorLine.isEmpty());
    QCOMPARE(c.nodeId,
             QStringLiteral("tests/runner/test_models.py::test_all_models_torch[%1]").arg(kWav2vec2));
}

void TestJUnitReader::missingKeyTakesTheLogLine()
{
    const QString log = readText(QStringLiteral("demo_after_speecht5_fix.log"));
    QVERIFY(!log.isEmpty());
    const JUnitReport report = readReport(QStringLiteral("xunit2_two_shards.xml"), log);
    const JUnitCase c = report.outcomeFor(kWav2vec2);
    QCOMPARE(c.outcome, Outcome::Unknown);
    QCOMPARE(c.errorLine, QStringLiteral("TypeError: Got unsupported ScalarType BFloat16"));
    QCOMPARE(c.lineSource, LineSource::Log);
}

void TestJUnitReader::genericMessageFallsBackToLog()
{
    const QString log = readText(QStringLiteral("demo_after_speecht5_fix.log"));
    const QByteArray xml = oneCase(
        kSpeecht5, "<properties><property name=\"error_message\" value=\"Error code 13\"/></properties>"
                   "<failure message=\"RuntimeError: Error code 13\"/>");
    const Result<JUnitReport> report = JUnitReader::fromBytes(xml, log, QStringLiteral("ci"));
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kSpeecht5);
    QCOMPARE(c.outcome, Outcome::Failed);
    QCOMPARE(c.errorLine, kTtir);  // quoted from "error:" on
    QCOMPARE(c.lineSource, LineSource::Log);
    QCOMPARE(c.category, Category::TtmlirCompilation);
    QCOMPARE(report->source, QStringLiteral("ci"));
}

void TestJUnitReader::duplicateKeysWorstWins()
{
    const QByteArray xml =
        "<testsuites><testsuite>"
        "<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[k-single_device-training]\"/>"
        "<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[k-single_device-training]\">"
        "<error message=\"failed on teardown with &quot;RuntimeError: TT_FATAL device hang&quot;\"/></testcase>"
        "</testsuite><testsuite>"
        "<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[k-single_device-training]\"/>"
        "</testsuite></testsuites>";
    const Result<JUnitReport> report = JUnitReader::fromBytes(xml);
    QVERIFY(report);
    QCOMPARE(report->cases.size(), 1);
    QCOMPARE(report->testcases, 3);
    QCOMPARE(report->outcomeFor(QStringLiteral("k-single_device-training")).outcome, Outcome::Errored);
}

void TestJUnitReader::unclosedDuplicateIsUnknown()
{
    const QByteArray xml =
        "<testsuites><testsuite>"
        "<testcase classname=\"c\" name=\"test_all_models_torch[k-single_device-training]\"/>"
        "<testcase classname=\"c\" name=\"test_all_models_torch[k-single_device-training]\"><properties>";
    const Result<JUnitReport> report = JUnitReader::fromBytes(xml);
    QVERIFY(report);
    QVERIFY(report->truncated);
    QCOMPARE(report->outcomeFor(QStringLiteral("k-single_device-training")).outcome, Outcome::Unknown);
}

void TestJUnitReader::unavailableReport()
{
    const QString log = readText(QStringLiteral("demo_after_speecht5_fix.log"));
    const JUnitReport report = JUnitReport::unavailable(QStringLiteral("pytest timed out"), log);
    const JUnitCase c = report.outcomeFor(kSpeecht5);
    QCOMPARE(c.outcome, Outcome::Unknown);
    QCOMPARE(c.note, QStringLiteral("pytest timed out"));
    QCOMPARE(c.errorLine, kTtir);  // quoted from "error:" on
    QCOMPARE(c.category, Category::TtmlirCompilation);
}

void TestJUnitReader::keyFromName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("key");
    QTest::newRow("runner") << QStringLiteral("test_all_models_torch[%1]").arg(kSpeecht5) << kSpeecht5;
    QTest::newRow("node id") << QStringLiteral("tests/runner/test_models.py::test_all_models_torch[a/pytorch-single_device-training]")
                             << QStringLiteral("a/pytorch-single_device-training");
    QTest::newRow("nested") << QStringLiteral("test_all_models_torch[qwen_2_5/causal_lm/pytorch-0.5B-single_device-training]")
                            << QStringLiteral("qwen_2_5/causal_lm/pytorch-0.5B-single_device-training");
    QTest::newRow("no params") << QStringLiteral("test_collection_sanity") << QString();
    QTest::newRow("not at end") << QStringLiteral("test_x[a] extra") << QString();
}

void TestJUnitReader::keyFromName()
{
    QFETCH(QString, name);
    QFETCH(QString, key);
    QCOMPARE(JUnitReader::keyFromName(name), key);
}

void TestJUnitReader::outcomeNamesRoundTrip()
{
    for (Outcome o : {Outcome::Passed, Outcome::Failed, Outcome::Errored, Outcome::Skipped,
                      Outcome::XFailed, Outcome::Unknown}) {
        QCOMPARE(JUnitCase::outcomeFromName(JUnitCase::outcomeName(o)), o);
    }
    QVERIFY(!JUnitCase::outcomeFromName(QStringLiteral("xpassed")).has_value());
}

QTEST_GUILESS_MAIN(TestJUnitReader)
#include "tst_junitreader.moc"
