// JUnitReader on files that are not what they claim: truncated, mis-encoded,
// garbage, missing, not JUnit, huge; and PytestLog on a crash before any report.
// Nothing unread may ever pass.
#include "junitfiles.h"

class TestJUnitInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void truncatedNeverPasses();
    void misencodedIsRepaired();
    void garbageMidFileTruncates();
    void declaredLatin1Reads();
    void unusableFilesAreErrors_data();
    void unusableFilesAreErrors();
    void missingFileIsError();
    void notJUnitIsError();
    void hugeFailureTextIsBounded();
    void hugePropertyIsBounded();
    void logSectionOfCrash();
};

// Cut inside the passing vit testcase: speecht5 was closed before and keeps its
// result, vit's element never closed (no pass!), later keys were never read.
void TestJUnitInput::truncatedNeverPasses()
{
    const QString log = readText(QStringLiteral("demo_after_speecht5_fix.log"));
    const JUnitReport report = readReport(QStringLiteral("truncated_in_passing_case.xml"), log);
    QVERIFY(report.truncated);
    QVERIFY(report.problem.contains(QStringLiteral("breaks off")));
    QVERIFY(report.problem.contains(QStringLiteral("see the log")));
    QCOMPARE(report.outcomeFor(kSpeecht5).errorLine, kTtir);
    QCOMPARE(report.outcomeFor(kSpeecht5).outcome, Outcome::Failed);

    const JUnitCase vit = report.outcomeFor(kVit);
    QCOMPARE(vit.outcome, Outcome::Unknown);
    QVERIFY(!vit.pytestOutcome().has_value());
    QVERIFY(vit.note.contains(QStringLiteral("cut off")));
    QCOMPARE(vit.property(QStringLiteral("model_name")),
             QStringLiteral("pytorch_ViT_Tiny_Patch16_cv_image_cls_huggingface"));

    const JUnitCase wav2vec2 = report.outcomeFor(kWav2vec2);
    QCOMPARE(wav2vec2.outcome, Outcome::Unknown);
    QVERIFY(wav2vec2.note.contains(QStringLiteral("truncated")));
    QCOMPARE(wav2vec2.errorLine, QStringLiteral("TypeError: Got unsupported ScalarType BFloat16"));
    for (const JUnitCase& c : report.cases)
        QVERIFY2(c.key != kWav2vec2, "a key after the cut cannot have been read");
}

// Latin-1 bytes in a file that says UTF-8: every outcome is still there.
void TestJUnitInput::misencodedIsRepaired()
{
    const JUnitReport report = readReport(QStringLiteral("latin1_in_utf8.xml"));
    QVERIFY(!report.truncated);
    QCOMPARE(report.cases.size(), 19);
    QCOMPARE(report.notes.size(), 1);
    QVERIFY(report.notes.first().contains(QStringLiteral("not valid UTF-8")));
    const JUnitCase c = report.outcomeFor(kSpeecht5);
    QCOMPARE(c.outcome, Outcome::Failed);
    QCOMPARE(c.errorLine, kTtir + QStringLiteral(" \ufffdt\ufffd"));
}

// Broken markup mid-file: what came before stays, the rest is unknown.
void TestJUnitInput::garbageMidFileTruncates()
{
    QFile file(junitFile(QStringLiteral("demo_before_fix.xml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray xml = file.readAll();
    const qsizetype at = xml.indexOf("<testcase classname=\"tests.runner.test_models\" "
                                     "name=\"test_all_models_torch[speecht5");
    QVERIFY(at > 0);
    xml.insert(at, "<<\x01 &&&");
    const Result<JUnitReport> report = JUnitReader::fromBytes(xml);
    QVERIFY(report);
    QVERIFY(report->truncated);
    QCOMPARE(report->cases.size(), 13);
    QCOMPARE(report->outcomeFor(training(QStringLiteral("resnet/pytorch-ResNet34"))).outcome,
             Outcome::Passed);
    QCOMPARE(report->outcomeFor(kSpeecht5).outcome, Outcome::Unknown);
    QCOMPARE(report->outcomeFor(kVit).outcome, Outcome::Unknown);
}

void TestJUnitInput::declaredLatin1Reads()
{
    const JUnitReport report = readReport(QStringLiteral("latin1_declared.xml"));
    QVERIFY(!report.truncated);
    const JUnitCase c = report.outcomeFor(training(QStringLiteral("resnet/pytorch-ResNet18")));
    QCOMPARE(c.outcome, Outcome::Failed);
    QCOMPARE(c.message, QStringLiteral("AssertionError: Tensor mismatch caf\u00e9"));
    QCOMPARE(c.category, Category::Numerics);
}

void TestJUnitInput::unusableFilesAreErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << QStringLiteral("empty.xml") << QStringLiteral("is empty");
    QTest::newRow("garbage") << QStringLiteral("garbage.xml")
                             << QStringLiteral("not a readable JUnit XML");
}

void TestJUnitInput::unusableFilesAreErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, says);
    const Result<JUnitReport> report = JUnitReader::read(junitFile(file));
    QVERIFY(!report);
    QVERIFY2(report.error().message.contains(says), qPrintable(report.error().message));
    QVERIFY(report.error().message.contains(QStringLiteral("unknown, see the log")));
    QCOMPARE(report.error().file, junitFile(file));
}

void TestJUnitInput::missingFileIsError()
{
    const QString path = junitFile(QStringLiteral("no-such-file.xml"));
    const Result<JUnitReport> report = JUnitReader::read(path);
    QVERIFY(!report);
    QVERIFY(report.error().message.contains(QStringLiteral("does not exist")));
    QCOMPARE(report.error().file, path);
    QVERIFY(!JUnitReader::fromBytes("   \n").has_value());
}

void TestJUnitInput::notJUnitIsError()
{
    const Result<JUnitReport> report =
        JUnitReader::fromBytes("<?xml version=\"1.0\"?><html><body>502</body></html>");
    QVERIFY(!report);
    QVERIFY(report.error().message.contains(QStringLiteral("<html>")));
}

void TestJUnitInput::hugeFailureTextIsBounded()
{
    QByteArray body = "<failure message=\"RuntimeError: Error code 13\">";
    body += QByteArray("E   frame line of a very long traceback\n").repeated(150000);
    body += "E   RuntimeError: " + kDc5Fatal.toUtf8() + "\n</failure>";
    QVERIFY(body.size() > 5'000'000);
    const Result<JUnitReport> report = JUnitReader::fromBytes(oneCase(kSpeecht5, body));
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kSpeecht5);
    QVERIFY(c.text.size() < JUnitReader::kMaxTextChars + 200);
    QVERIFY(c.text.contains(QStringLiteral("characters left out")));
    QCOMPARE(c.errorLine, kDc5Fatal);  // quoted from TT_FATAL on, as tt-xla takes it
    QCOMPARE(c.category, Category::Runtime);
    QVERIFY(c.note.contains(QStringLiteral("too long")));
}

void TestJUnitInput::hugePropertyIsBounded()
{
    const QByteArray value = QByteArray("x").repeated(1'000'000) + "\nerror: 'ttir.sum' tail";
    const QByteArray body = "<properties><property name=\"error_message\" value=\"" + value
                            + "\"/></properties><failure message=\"RuntimeError: boom\"/>";
    const Result<JUnitReport> report = JUnitReader::fromBytes(oneCase(kSpeecht5, body));
    QVERIFY(report);
    const JUnitCase c = report->outcomeFor(kSpeecht5);
    QVERIFY(c.errorMessage.size() < JUnitReader::kMaxTextChars + 200);
    QVERIFY(c.errorMessage.endsWith(QStringLiteral("error: 'ttir.sum' tail")));
}

// pytest died before it could report anything: the whole log is all there is.
void TestJUnitInput::logSectionOfCrash()
{
    const QString crash = QStringLiteral("loading model\nFatal Python error: Aborted\n\nThread 0x7f (most recent call first):\n");
    QCOMPARE(JUnitReader::logSection(crash, kSpeecht5), crash);
    const JUnitCase c = JUnitReport::unavailable(QStringLiteral("no XML"), crash).outcomeFor(kSpeecht5);
    QCOMPARE(c.errorLine, QStringLiteral("Fatal Python error: Aborted"));
    QCOMPARE(c.category, Category::Runtime);  // as tt-xla records an abort

    const QString log = readText(QStringLiteral("demo_after_speecht5_fix.log"));
    const QString section = JUnitReader::logSection(log, kSpeecht5);
    QVERIFY(section.startsWith(QStringLiteral("______ test_all_models_torch[%1]").arg(kSpeecht5)));
    QVERIFY(section.contains(QStringLiteral("loc(\"tt-xla-mini\"): ") + kTtir));
    QVERIFY(!section.contains(QStringLiteral("tinyllama")));
    // A passing test has no failure section: its "Running ..." line is all there is.
    const QString passing = JUnitReader::logSection(log, kVit);
    QVERIFY(!passing.contains(QStringLiteral("Error")));
    QVERIFY(JUnitReader::logSection(log, QStringLiteral("nope-single_device-training")).isEmpty());
}

QTEST_GUILESS_MAIN(TestJUnitInput)
#include "tst_junitinput.moc"
