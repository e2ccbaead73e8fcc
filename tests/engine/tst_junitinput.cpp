// JUnitReader on files that are not what they claim: truncated, mis-encoded,
// garbage, missing, not JUnit, huge; and PytestLog on a crash before any report.
// Nothing unread may ever pass.
#include "junitfiles.h"

#include <QStringEncoder>

class TestJUnitInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void truncatedNeverPasses();
    void misencodedIsRepaired();
    void garbageMidFileTruncates();
    void declaredLatin1Reads();
    void otherEncodingsRead_data();
    void otherEncodingsRead();
    void markupInsideTextIsText();
    void namespacedElementsRead();
    void entityBombIsRefused();
    void textCutOffIsNotRead();
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

// expat reads UTF-8 as it is; a byte order mark of another encoding, or another
// encoding declared that Qt knows (ICU's windows-1252 here), is decoded by Qt
// first, as QXmlStreamReader read them before. "utf8" is UTF-8, though expat
// knows only "UTF-8".
void TestJUnitInput::otherEncodingsRead_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QString xml = QString::fromUtf8(oneCase(kSpeecht5, "<failure message=\"AssertionError: caf\u00e9 \u20ac\"/>"));
    const auto declared = [&](const char* encoding) {
        return QStringLiteral("<?xml version=\"1.0\" encoding=\"%1\"?>").arg(QLatin1String(encoding)) + xml;
    };
    const auto utf16 = [](const QString& text, QStringConverter::Encoding encoding) {
        return QByteArray(QStringEncoder(encoding, QStringConverter::Flag::WriteBom).encode(text));
    };
    QTest::newRow("utf-16le, bom") << utf16(declared("UTF-16"), QStringConverter::Utf16LE);
    QTest::newRow("utf-16be, bom") << utf16(declared("UTF-16"), QStringConverter::Utf16BE);
    QTest::newRow("windows-1252") << QByteArray(QStringEncoder("windows-1252").encode(declared("windows-1252")));
    QTest::newRow("utf-8, bom") << QByteArray("\xef\xbb\xbf") + declared("utf-8").toUtf8();
    QTest::newRow("utf8") << declared("utf8").toUtf8();
}

void TestJUnitInput::otherEncodingsRead()
{
    QFETCH(QByteArray, bytes);
    const Result<JUnitReport> report = JUnitReader::fromBytes(bytes);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    QVERIFY(!report->truncated);
    QVERIFY(report->notes.isEmpty());
    QCOMPARE(report->outcomeFor(kSpeecht5).message, QStringLiteral("AssertionError: caf\u00e9 \u20ac"));
}

// Inside <failure> and <system-out> every element is text, a <testcase> too; a
// CDATA section and entities are the characters they stand for.
void TestJUnitInput::markupInsideTextIsText()
{
    const QByteArray body = "<failure message=\"a &lt;b&gt; &amp; &#233;\">E   one<testcase name=\"x[y]\"><![CDATA[ <two> ]]>"
                            "</testcase>three</failure><system-out>out<skipped/></system-out>";
    const Result<JUnitReport> report = JUnitReader::fromBytes(oneCase(kSpeecht5, body));
    QVERIFY(report);
    QCOMPARE(report->cases.size(), 1);
    QCOMPARE(report->testcases, 1);
    const JUnitCase c = report->outcomeFor(kSpeecht5);
    QCOMPARE(c.outcome, Outcome::Failed);
    QCOMPARE(c.message, QStringLiteral("a <b> & \u00e9"));
    QCOMPARE(c.text, QStringLiteral("E   one <two> three"));
    QCOMPARE(c.output, QStringLiteral("out"));
}

// Elements are known by their local names, a namespace's prefix left out.
void TestJUnitInput::namespacedElementsRead()
{
    const QByteArray xml = "<j:testsuites xmlns:j=\"urn:junit\"><j:testsuite name=\"pytest\"><j:testcase name=\"test_all_models_torch["
                           + kSpeecht5.toUtf8() + "]\"><j:failure message=\"boom\">E   RuntimeError: boom</j:failure>"
                           "</j:testcase></j:testsuite></j:testsuites>";
    const Result<JUnitReport> report = JUnitReader::fromBytes(xml);
    QVERIFY(report);
    QCOMPARE(report->suites, 1);
    QCOMPARE(report->outcomeFor(kSpeecht5).outcome, Outcome::Failed);
    QVERIFY(!JUnitReader::fromBytes("<j:testsuites/>").has_value());  // a prefix never declared
}

// Entities that expand a few lines into 300 KB are refused where they expand: the
// case is unknown, never a failure with that message.
void TestJUnitInput::entityBombIsRefused()
{
    const JUnitReport report = readReport(QStringLiteral("entity_bomb.xml"));
    QVERIFY(report.truncated);
    QCOMPARE(report.outcomeFor(kSpeecht5).outcome, Outcome::Unknown);
    QVERIFY(report.outcomeFor(kSpeecht5).message.size() < 1000);
}

// A document that ends inside a failure's text: the half line is not read, and the
// case is unknown, never quoted from a fragment.
void TestJUnitInput::textCutOffIsNotRead()
{
    const Result<JUnitReport> report =
        JUnitReader::fromBytes(oneCase(kSpeecht5, "<failure message=\"\">E   one\nE   RuntimeError: bo").chopped(50));
    QVERIFY(report);
    QVERIFY(report->truncated);
    const JUnitCase c = report->outcomeFor(kSpeecht5);
    QCOMPARE(c.outcome, Outcome::Unknown);
    QVERIFY(c.text.isEmpty());
    QVERIFY(c.errorLine.isEmpty());
}

void TestJUnitInput::unusableFilesAreErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << QStringLiteral("empty.xml") << QStringLiteral("is empty");
    QTest::newRow("garbage") << QStringLiteral("garbage.xml")
                             << QStringLiteral("not a readable JUnit XML");
    QTest::newRow("unknown encoding") << QStringLiteral("unknown_encoding.xml")
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
