// ReadingMemo: what reading a testcase gives (a failure's quoted line and category,
// the runner's tags) kept across the reports of one CI history's reading. A memo
// may change nothing: every JUnit report the repository holds (the demo's runs made
// by real pytest, the test data) reads the same case for case, field for field,
// without a memo, with a fresh one and with one that already read it all; and the
// memo is used (a second reading adds nothing to it).
#include "cihistory/observedcase.h"
#include "run/junitreader.h"
#include "run/readingmemo.h"
#include "run/testcaserecording.h"
#include "junitfiles.h"

#include <QTest>

#include <cmath>
#include <utility>

using namespace dtriage;

namespace {

QStringList reports()
{
    return junitfiles::xmlFilesUnder(QStringLiteral(DTRIAGE_TEST_DATA_DIR))
           + junitfiles::xmlFilesUnder(QStringLiteral(DTRIAGE_DEMO_DIR "/.."));
}

using junitfiles::bytesOf;

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

// Every field a reading sets, the tags by what their readers ask of them.
void compareCases(const JUnitCase& a, const JUnitCase& b)
{
    QCOMPARE(a.key, b.key);
    QCOMPARE(a.nodeId, b.nodeId);
    QCOMPARE(a.classname, b.classname);
    QCOMPARE(a.name, b.name);
    QVERIFY(sameNumber(a.seconds, b.seconds));
    QCOMPARE(a.function, b.function);
    QCOMPARE(a.outcome, b.outcome);
    QCOMPARE(a.errorType, b.errorType);
    QCOMPARE(a.message, b.message);
    QCOMPARE(a.errorMessage, b.errorMessage);
    QCOMPARE(a.text, b.text);
    QCOMPARE(a.output, b.output);
    QCOMPARE(a.properties, b.properties);
    QCOMPARE(a.errorLine, b.errorLine);
    QCOMPARE(a.lineSource, b.lineSource);
    QCOMPARE(a.category, b.category);
    QCOMPARE(a.categoryFromTags, b.categoryFromTags);
    QCOMPARE(a.runnerCopied, b.runnerCopied);
    QCOMPARE(a.endedByXfail, b.endedByXfail);
    QCOMPARE(a.tagsUnreadable, b.tagsUnreadable);
    QCOMPARE(a.note, b.note);
    QCOMPARE(a.tags.has_value(), b.tags.has_value());
    if (a.tags) {
        QCOMPARE(a.tags->bringupStatus(), b.tags->bringupStatus());
        QCOMPARE(a.tags->modelTestStatus(), b.tags->modelTestStatus());
        QCOMPARE(a.tags->failingReasonName(), b.tags->failingReasonName());
        QCOMPARE(a.tags->pcc(), b.tags->pcc());
        QCOMPARE(a.tags->pccThreshold(), b.tags->pccThreshold());
        QCOMPARE(a.tags->pccAssertionEnabled(), b.tags->pccAssertionEnabled());
        QCOMPARE(a.tags->value(u"arch"), b.tags->value(u"arch"));
    }
    const ObservedCase oa = ObservedCase::of(a), ob = ObservedCase::of(b);
    QCOMPARE(oa.body, ob.body);
    QCOMPARE(oa.error, ob.error);
    QCOMPARE(oa.stage, ob.stage);
    QCOMPARE(oa.note, ob.note);
    QVERIFY(sameNumber(oa.pcc, ob.pcc));
    QCOMPARE(oa.unconfigured, ob.unconfigured);
}

// The report's own fields, and its cases.
void compareReports(const JUnitReport& a, const JUnitReport& b)
{
    QCOMPARE(a.truncated, b.truncated);
    QCOMPARE(a.problem, b.problem);
    QCOMPARE(a.suites, b.suites);
    QCOMPARE(a.testcases, b.testcases);
    QCOMPARE(a.notes, b.notes);
    QCOMPARE(a.otherFunctions, b.otherFunctions);
    QCOMPARE(a.cases.size(), b.cases.size());
}

}  // namespace

class TestReadingMemo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyReportReadsTheSameWithAMemo();
    void theSameFailureIsReadOnce();
    void aTestcaseIsReadOncePerItsBytes();
    void aCutOffTestcaseIsReadNotKept();
    void oddReportsReadTheSame_data();
    void oddReportsReadTheSame();
    void aTestcasePastTheBoundIsReadNotKept();
    void anOverlongTagsValueIsReadNotKept();
    void oddTagsPropertiesReadTheSame_data();
    void oddTagsPropertiesReadTheSame();
};

void TestReadingMemo::everyReportReadsTheSameWithAMemo()
{
    const QStringList paths = reports();
    QVERIFY2(paths.size() >= 40, qPrintable(QString::number(paths.size())));
    ReadingMemo memo;
    int cases = 0, tagged = 0, failing = 0;
    for (int pass = 0; pass < 2; ++pass) {
        const qsizetype lines = memo.lines(), tags = memo.tags(), kept = memo.cases();
        for (const QString& path : paths) {
            const QByteArray bytes = bytesOf(path);
            // With a log too (a triage's report): an unknown case's line, and a
            // generic one's, come from it.
            const QString log = QStringLiteral("tests/runner/test_models.py::x FAILED\n"
                                               "E   RuntimeError: TT_FATAL: from the log\n");
            for (const auto& [bodies, logText] : {std::pair{JUnitReader::Bodies::Kept, QString()},
                                                  std::pair{JUnitReader::Bodies::Dropped, QString()},
                                                  std::pair{JUnitReader::Bodies::Kept, log}}) {
                const Result<JUnitReport> plain = JUnitReader::fromBytes(bytes, logText, path, bodies);
                const Result<JUnitReport> memoed = JUnitReader::fromBytes(bytes, logText, path, bodies, &memo);
                QCOMPARE(memoed.has_value(), plain.has_value());
                if (!plain) {
                    QCOMPARE(memoed.error().toString(), plain.error().toString());
                    continue;
                }
                compareReports(*memoed, *plain);
                QCOMPARE(memoed->cases.size(), plain->cases.size());
                for (qsizetype i = 0; i < plain->cases.size(); ++i) {
                    compareCases(memoed->cases[i], plain->cases[i]);
                    if (QTest::currentTestFailed())
                        QFAIL(qPrintable(path + u' ' + plain->cases[i].key));
                    if (pass == 0 && bodies == JUnitReader::Bodies::Kept && logText.isEmpty()) {
                        ++cases;
                        tagged += plain->cases[i].tags.has_value();
                        failing += !plain->cases[i].errorLine.isEmpty();
                    }
                }
            }
        }
        if (pass == 1) {  // everything read before: recalled, nothing new kept
            QCOMPARE(memo.lines(), lines);
            QCOMPARE(memo.tags(), tags);
            QCOMPARE(memo.cases(), kept);
        }
    }
    // The demo's runs are what the memo is for: tagged testcases, many failing.
    QVERIFY2(cases > 400 && tagged > 300 && failing > 300,
             qPrintable(QStringLiteral("%1 cases, %2 tagged, %3 failing").arg(cases).arg(tagged).arg(failing)));
    QVERIFY(memo.tags() > 0 && memo.tags() < tagged);
    QVERIFY(memo.lines() > 0 && memo.lines() < failing);
    // Whole testcases, of the CI history's readings only (bodies dropped, no log).
    QVERIFY2(memo.cases() > 300, qPrintable(QString::number(memo.cases())));
}

void TestReadingMemo::theSameFailureIsReadOnce()
{
    const auto report = [](const QString& key) {
        return QStringLiteral(
                   "<testsuites><testsuite><testcase classname=\"tests.runner.test_models\" "
                   "name=\"test_all_models_torch[%1]\"><properties><property name=\"tags\" value=\"{'bringup_status': "
                   "'FAILED_RUNTIME', 'pcc': 0.5}\"/></properties><failure message=\"RuntimeError: TT_FATAL: out of "
                   "DRAM\">E   RuntimeError: TT_FATAL: out of DRAM</failure></testcase></testsuite></testsuites>")
            .arg(key)
            .toUtf8();
    };
    ReadingMemo memo;
    int asked = 0;
    const auto reading = [&] {
        ++asked;
        return ReadingMemo::Line{1, QStringLiteral("a line"), BringupClassifier::Category::Runtime};
    };
    const QList<QString> texts{QStringLiteral("x"), QStringLiteral("y")};
    QCOMPARE(memo.recallLine(texts, QStringLiteral("m"), true, reading).line, QStringLiteral("a line"));
    QCOMPARE(memo.recallLine(texts, QStringLiteral("m"), true, reading).from, 1);
    QCOMPARE(asked, 1);
    memo.recallLine(texts, QStringLiteral("m"), false, reading);  // not classified: another reading
    memo.recallLine({QStringLiteral("xy"), QString()}, QStringLiteral("m"), true, reading);  // the same letters, split otherwise
    memo.recallLine(texts, QStringLiteral("n"), true, reading);
    QCOMPARE(asked, 4);
    QCOMPARE(memo.lines(), 4);
    // Two tests failing alike: one reading of the failure and of the tags.
    ReadingMemo fresh;
    const Result<JUnitReport> first = JUnitReader::fromBytes(report(QStringLiteral("a/pytorch-A-single_device-training")), {}, {},
                                                             JUnitReader::Bodies::Dropped, &fresh);
    const Result<JUnitReport> second = JUnitReader::fromBytes(report(QStringLiteral("b/pytorch-B-single_device-training")), {}, {},
                                                              JUnitReader::Bodies::Dropped, &fresh);
    QVERIFY(first && second);
    QCOMPARE(fresh.lines(), 1);
    QCOMPARE(fresh.tags(), 1);
    QCOMPARE(second->cases.at(0).errorLine, first->cases.at(0).errorLine);
    QVERIFY(second->cases.at(0).errorLine.contains(QLatin1String("TT_FATAL")));
    QCOMPARE(second->cases.at(0).key, QStringLiteral("b/pytorch-B-single_device-training"));
    QCOMPARE(second->cases.at(0).tags->bringupStatus(), QStringLiteral("FAILED_RUNTIME"));
}

// A CI history's reading (bodies dropped, no log) recalls a testcase read before,
// whatever its time; its own time is its seconds. Other words are another testcase;
// a triage's reading (bodies kept, or a log) keeps none.
void TestReadingMemo::aTestcaseIsReadOncePerItsBytes()
{
    const auto report = [](const char* time, const char* message) {
        return QByteArray("<testsuites><testsuite><testcase classname=\"tests.runner.test_models\" "
                          "name=\"test_all_models_torch[a/pytorch-A-single_device-training]\" time=\"")
               + time + "\"><properties><property name=\"tags\" value=\"{'bringup_status': 'FAILED_RUNTIME'}\"/>"
               + "</properties><failure message=\"" + message + "\">E   " + message
               + "</failure></testcase></testsuite></testsuites>";
    };
    ReadingMemo memo;
    const auto read = [&memo](const QByteArray& xml, JUnitReader::Bodies bodies = JUnitReader::Bodies::Dropped,
                              const QString& log = {}) {
        const Result<JUnitReport> memoed = JUnitReader::fromBytes(xml, log, {}, bodies, &memo);
        const Result<JUnitReport> plain = JUnitReader::fromBytes(xml, log, {}, bodies);
        if (!memoed || !plain || memoed->cases.size() != 1 || plain->cases.size() != 1)
            return JUnitCase();
        compareCases(memoed->cases[0], plain->cases[0]);
        return memoed->cases[0];
    };
    QCOMPARE(read(report("0.5", "RuntimeError: boom")).seconds, 0.5);
    QCOMPARE(memo.cases(), 1);
    QCOMPARE(memo.recalledCases(), 0);
    const JUnitCase again = read(report("12.25", "RuntimeError: boom"));
    QCOMPARE(again.seconds, 12.25);
    QCOMPARE(again.errorLine, QStringLiteral("RuntimeError: boom"));
    QCOMPARE(memo.cases(), 1);
    QCOMPARE(memo.recalledCases(), 1);
    read(report("0.5", "RuntimeError: bang"));
    QCOMPARE(memo.cases(), 2);
    read(report("0.5", "RuntimeError: boom"), JUnitReader::Bodies::Kept);
    read(report("0.5", "RuntimeError: boom"), JUnitReader::Bodies::Dropped, QStringLiteral("tests/runner/test_models.py::x FAILED\n"));
    QCOMPARE(memo.cases(), 2);
    QCOMPARE(memo.recalledCases(), 1);
    QVERIFY(!QTest::currentTestFailed());
}

// A testcase the report breaks off in is unknown, read as without a memo, and not kept.
void TestReadingMemo::aCutOffTestcaseIsReadNotKept()
{
    const QByteArray whole = "<testsuites><testsuite><testcase classname=\"tests.runner.test_models\" "
                             "name=\"test_all_models_torch[a/pytorch-A-single_device-training]\" time=\"1\"><failure "
                             "message=\"RuntimeError: boom\">E   RuntimeError: boom</failure></testcase></testsuite></testsuites>";
    ReadingMemo memo;
    for (const qsizetype cut : {whole.indexOf("<failure"), whole.indexOf("E   "), whole.indexOf("</testcase>")}) {
        const QByteArray xml = whole.first(cut + 3);
        const Result<JUnitReport> memoed = JUnitReader::fromBytes(xml, {}, {}, JUnitReader::Bodies::Dropped, &memo);
        const Result<JUnitReport> plain = JUnitReader::fromBytes(xml, {}, {}, JUnitReader::Bodies::Dropped);
        QVERIFY(memoed && plain && memoed->truncated);
        QCOMPARE(memoed->cases.size(), 1);
        compareCases(memoed->cases[0], plain->cases[0]);
        QCOMPARE(memoed->cases[0].outcome, JUnitCase::Outcome::Unknown);
    }
    QCOMPARE(memo.cases(), 0);
    QVERIFY(JUnitReader::fromBytes(whole, {}, {}, JUnitReader::Bodies::Dropped, &memo));
    QCOMPARE(memo.cases(), 1);
}

// What the CI history's reading records and replays reads as the report does
// without a memo, read twice (the second time from the memo), and cut at every tenth byte.
void TestReadingMemo::oddReportsReadTheSame_data()
{
    QTest::addColumn<QByteArray>("xml");
    const QByteArray open = "<testsuites><testsuite name=\"pytest\">";
    const QByteArray close = "</testsuite></testsuites>";
    const auto testcase = [](const char* key, const char* time, const QByteArray& inside) {
        return QByteArray("<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[") + key
               + "]\" time=\"" + time + "\">" + inside + "</testcase>";
    };
    const QByteArray tags = "<properties><property name=\"tags\" value=\"{'bringup_status': 'FAILED_RUNTIME'}\"/></properties>";
    const QByteArray failure = "<failure message=\"RuntimeError: boom\">E   RuntimeError: boom</failure>";
    QTest::newRow("the same testcase twice, two times") << open + testcase("a/pytorch-A", "1", tags + failure)
                                                                + testcase("a/pytorch-A", "2", tags + failure) + close;
    QTest::newRow("a testcase inside a testcase") << open + testcase("a/pytorch-A", "1", tags + "<testcase name=\"x[b/pytorch-B]\"/>" + failure) + close;
    QTest::newRow("a result inside an output") << open + testcase("a/pytorch-A", "1", "<system-out>log <failure message=\"no\">x</failure> more</system-out>" + tags) + close;
    QTest::newRow("a testcase end inside a failure") << open + testcase("a/pytorch-A", "1", "<failure message=\"m\">a</testcase>b</failure>") + "</testcase>" + close;
    QTest::newRow("text between elements") << open + testcase("a/pytorch-A", "1", "\n  " + tags + "\n  " + failure + "\n") + close;
    QTest::newRow("given up after a kept testcase (CDATA)")
        << open + testcase("a/pytorch-A", "1", tags + failure) + testcase("b/pytorch-B", "1", "<failure message=\"c\"><![CDATA[E   x]]></failure>") + close;
    QTest::newRow("given up after a kept testcase (a namespace)")
        << open + testcase("a/pytorch-A", "1", tags + failure) + "<x:y xmlns:x=\"u\" x:time=\"3\"/>" + testcase("b/pytorch-B", "2", failure) + close;
    const QByteArray log = "<system-out>" + QByteArray(TestcaseRecording::kMaxBytes + 1000, 'L') + "</system-out>";
    QTest::newRow("a testcase past the recording's bound") << open + testcase("a/pytorch-A", "1", tags + failure + log)
                                                                   + testcase("b/pytorch-B", "1", tags + failure) + close;
    QTest::newRow("a testcase past the bound in one attribute")
        << open + testcase("a/pytorch-A", "1", "<failure message=\"" + QByteArray(TestcaseRecording::kMaxBytes, 'm') + "\">E</failure>") + close;
    QTest::newRow("no time, a time elsewhere") << open + "<testcase name=\"t[a/pytorch-A]\"><property time=\"1\"/>" + failure + "</testcase>" + close;
    QTest::newRow("keyless and another function's")
        << open + "<testcase name=\"plain\">" + failure + "</testcase>" + testcase("a/pytorch-A", "1", failure)
               + "<testcase name=\"test_op_by_op_torch[a/pytorch-A]\">" + failure + "</testcase>" + close;
}

void TestReadingMemo::oddReportsReadTheSame()
{
    QFETCH(QByteArray, xml);
    ReadingMemo memo;
    QList<qsizetype> cuts{xml.size()};
    for (qsizetype cut = 0; cut < xml.size(); cut += xml.size() > 10000 ? 997 : 10)
        cuts << cut;
    for (const qsizetype cut : cuts) {
        const QByteArray bytes = xml.first(cut);
        const Result<JUnitReport> plain = JUnitReader::fromBytes(bytes, {}, {}, JUnitReader::Bodies::Dropped);
        for (int pass = 0; pass < 2; ++pass) {
            const Result<JUnitReport> memoed = JUnitReader::fromBytes(bytes, {}, {}, JUnitReader::Bodies::Dropped, &memo);
            QCOMPARE(memoed.has_value(), plain.has_value());
            if (!plain) {
                QCOMPARE(memoed.error().toString(), plain.error().toString());
                continue;
            }
            compareReports(*memoed, *plain);
            QCOMPARE(memoed->cases.size(), plain->cases.size());
            for (qsizetype i = 0; i < plain->cases.size(); ++i)
                compareCases(memoed->cases[i], plain->cases[i]);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("cut at %1, pass %2").arg(cut).arg(pass)));
        }
    }
    QVERIFY(JUnitReader::fromBytes(xml, {}, {}, JUnitReader::Bodies::Dropped)->testcases > 0);
}

// A testcase that outgrows the recording at any of its events (a text, an element
// inside its failure, the failure's end, its output) is read as without a memo, and
// not kept; the testcase after it is.
void TestReadingMemo::aTestcasePastTheBoundIsReadNotKept()
{
    const QByteArray tail = "<testcase classname=\"tests.runner.test_models\" name=\"test_all_models_torch[b/pytorch-B]\">"
                            "<failure message=\"RuntimeError: b\">E   RuntimeError: b</failure></testcase></testsuite></testsuites>";
    int direct = 0;
    for (qsizetype pad = TestcaseRecording::kMaxBytes - 160; pad <= TestcaseRecording::kMaxBytes; ++pad) {
        const QByteArray xml = "<testsuites><testsuite><testcase classname=\"tests.runner.test_models\" "
                               "name=\"test_all_models_torch[a/pytorch-A]\" time=\"1\"><failure message=\"RuntimeError: a\">"
                               + QByteArray(pad, 'p') + "<b>E   RuntimeError: a</b></failure><system-out>out</system-out>"
                               "</testcase>" + tail;
        ReadingMemo memo;
        const Result<JUnitReport> plain = JUnitReader::fromBytes(xml, {}, {}, JUnitReader::Bodies::Dropped);
        const Result<JUnitReport> memoed = JUnitReader::fromBytes(xml, {}, {}, JUnitReader::Bodies::Dropped, &memo);
        QVERIFY(plain && memoed);
        compareReports(*memoed, *plain);
        QCOMPARE(memoed->cases.size(), 2);
        compareCases(memoed->cases[0], plain->cases[0]);
        compareCases(memoed->cases[1], plain->cases[1]);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("padded with %1").arg(pad)));
        QVERIFY(memo.cases() == 1 || memo.cases() == 2);
        direct += memo.cases() == 1;
    }
    QVERIFY2(direct > 100, qPrintable(QString::number(direct)));  // most pads take it past the bound
}

void TestReadingMemo::anOverlongTagsValueIsReadNotKept()
{
    const QByteArray padding(ReadingMemo::kMaxTagsBytes, 'x');
    const QByteArray literal = "{'bringup_status': 'PASSED', 'pad': '" + padding + "'}";
    ReadingMemo memo;
    const ReadingMemo::Tags tags = memo.recallTags(literal);
    QVERIFY(tags.tags);
    QCOMPARE(tags.tags->bringupStatus(), QStringLiteral("PASSED"));
    QCOMPARE(tags.literal.size(), literal.size());
    QCOMPARE(memo.tags(), 0);
    QVERIFY(memo.recallTags("{'pcc': 0.9}").tags);
    QVERIFY(!memo.recallTags("not a dict").tags);
    QCOMPARE(memo.tags(), 2);
}

// The reader's own rules for the `tags` property hold with a memo: a value past
// kMaxTextChars is bounded (and noted), and the first `tags` property is the
// case's, even one without a value.
void TestReadingMemo::oddTagsPropertiesReadTheSame_data()
{
    QTest::addColumn<QByteArray>("properties");
    const QByteArray huge = "{'bringup_status': 'FAILED_RUNTIME', 'pad': '" + QByteArray(70000, 'x') + "'}";
    QTest::newRow("70,000 characters") << "<property name=\"tags\" value=\"" + huge + "\"/>";
    QTest::newRow("9,000 characters") << "<property name=\"tags\" value=\"{'bringup_status': 'FAILED_RUNTIME', 'pad': '"
                                              + QByteArray(9000, 'x') + "'}\"/>";
    QTest::newRow("first without a value") << QByteArray("<property name=\"tags\"/><property name=\"tags\" "
                                                         "value=\"{'bringup_status': 'FAILED_RUNTIME'}\"/>");
    QTest::newRow("first empty") << QByteArray("<property name=\"tags\" value=\"\"/><property name=\"tags\" "
                                               "value=\"{'bringup_status': 'FAILED_RUNTIME'}\"/>");
    QTest::newRow("two") << QByteArray("<property name=\"tags\" value=\"{'bringup_status': 'FAILED_FE_COMPILATION'}\"/>"
                                       "<property name=\"tags\" value=\"{'bringup_status': 'FAILED_RUNTIME'}\"/>");
    QTest::newRow("not a dict") << QByteArray("<property name=\"tags\" value=\"[1, 2\"/>");
}

void TestReadingMemo::oddTagsPropertiesReadTheSame()
{
    QFETCH(QByteArray, properties);
    const QByteArray xml = "<testsuites><testsuite><testcase classname=\"tests.runner.test_models\" "
                           "name=\"test_all_models_torch[a/pytorch-A-single_device-training]\"><properties>"
                           + properties + "</properties><failure message=\"RuntimeError: boom\">E   RuntimeError: boom"
                           "</failure></testcase></testsuite></testsuites>";
    ReadingMemo memo;
    for (const JUnitReader::Bodies bodies : {JUnitReader::Bodies::Kept, JUnitReader::Bodies::Dropped}) {
        const Result<JUnitReport> plain = JUnitReader::fromBytes(xml, {}, {}, bodies);
        const Result<JUnitReport> memoed = JUnitReader::fromBytes(xml, {}, {}, bodies, &memo);
        QVERIFY(plain && memoed);
        QCOMPARE(plain->cases.size(), 1);
        QCOMPARE(memoed->cases.size(), 1);
        compareCases(memoed->cases[0], plain->cases[0]);
    }
}

QTEST_GUILESS_MAIN(TestReadingMemo)
#include "tst_readingmemo.moc"
