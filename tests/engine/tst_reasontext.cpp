// ReasonText: the one-line reasons every failure family writes to the YAML and
// reads from pytest (the first line that says something, cut to length, the
// generic "Error code 13", a log's first RuntimeError line).
#include "triage/reasontext.h"

#include <QTest>

using namespace dtriage;

namespace {

// A real reason of 132 characters (torch's Index-put wording): kept whole.
const QString kIndexPut = QStringLiteral(
    "RuntimeError: Index put requires the source and destination dtypes match, got Float for "
    "the destination and BFloat16 for the source.");

}  // namespace

class TestReasonText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void limitLength_data();
    void limitLength();
    void oneLine();
    void isGeneric_data();
    void isGeneric();
    void firstRuntimeErrorLine_data();
    void firstRuntimeErrorLine();
};

void TestReasonText::limitLength_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("short") << QStringLiteral("  short  ") << QStringLiteral("short");
    QTest::newRow("index put kept") << kIndexPut << kIndexPut;
    QTest::newRow("exactly the hard limit") << QString(160, u'x') << QString(160, u'x');
    QTest::newRow("cut at first space past 120")
        << QString(125, u'b') + QStringLiteral(" tail ") + QString(60, u'c') << QString(125, u'b');
    QTest::newRow("space before 120 only: hard cut at 120") << QString(100, u'd') + u' '
            + QString(100, u'e') << QString(100, u'd') + u' ' + QString(19, u'e');
    QTest::newRow("no spaces: hard cut at 120") << QString(300, u'f') << QString(120, u'f');
}

void TestReasonText::limitLength()
{
    QFETCH(QString, line);
    QFETCH(QString, expected);
    QCOMPARE(ReasonText::limitLength(line), expected);
}

void TestReasonText::oneLine()
{
    QCOMPARE(ReasonText::oneLine(QStringLiteral("\n\n  first line  \r\nsecond\n")),
             QStringLiteral("first line"));
    QCOMPARE(ReasonText::oneLine(QString()), QString());
    QCOMPARE(ReasonText::oneLine(QString(200, u'g')), QString(120, u'g'));
}

void TestReasonText::isGeneric_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("generic");
    QTest::newRow("bare") << QStringLiteral("Error code 13") << true;
    QTest::newRow("ValueError colon") << QStringLiteral("ValueError: Error code: 13") << true;
    QTest::newRow("with link") << QStringLiteral(
        "ValueError: Error code: 13 - https://github.com/tenstorrent/tt-xla/issues/5338")
                               << true;
    QTest::newRow("StatusOr wrapper")
        << QStringLiteral("RuntimeError: Bad StatusOr access: INTERNAL: Error code: 13") << true;
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("blank lines") << QStringLiteral("\n  \n") << true;
    QTest::newRow("more after") << QStringLiteral("Error code 13\nRuntimeError: boom") << false;
    QTest::newRow("runtime error") << QStringLiteral("RuntimeError: boom") << false;
    // An exception raised with an empty message says nothing either.
    QTest::newRow("bare RuntimeError:") << QStringLiteral("RuntimeError:") << true;
    QTest::newRow("bare pytest E line") << QStringLiteral("E   RuntimeError") << true;
    QTest::newRow("pytest location line") << QStringLiteral("tests/runner/test_models.py:10: RuntimeError") << true;
    QTest::newRow("qualified bare") << QStringLiteral("torch._C.SomeError:") << true;
    QTest::newRow("a word is not bare") << QStringLiteral("Segmentation fault") << false;
    QTest::newRow("status with TT_FATAL") << QStringLiteral(
        "Bad StatusOr access: INTERNAL: Error code: 13; TT_FATAL Can't get device from mesh buffer")
                                          << false;
}

void TestReasonText::isGeneric()
{
    QFETCH(QString, text);
    QFETCH(bool, generic);
    QCOMPARE(ReasonText::isGeneric(text), generic);
}

void TestReasonText::firstRuntimeErrorLine_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<QString>("line");
    QTest::newRow("plain") << QStringLiteral("noise\nRuntimeError: first\nRuntimeError: second\n")
                           << QStringLiteral("RuntimeError: first");
    QTest::newRow("pytest echo skipped")
        << QStringLiteral(">       raise RuntimeError(msg)\nE       RuntimeError: the real one\n")
        << QStringLiteral("RuntimeError: the real one");
    QTest::newRow("raise line skipped")
        << QStringLiteral("    raise RuntimeError(f\"bad {x}\")\nRuntimeError: bad 3")
        << QStringLiteral("RuntimeError: bad 3");
    QTest::newRow("repr form")
        << QStringLiteral("E  RuntimeError('Check failed: handle->HasValue()')")
        << QStringLiteral("RuntimeError('Check failed: handle->HasValue()')");
    QTest::newRow("error code 13 only") << QStringLiteral("Error code 13\n") << QString();
    QTest::newRow("empty") << QString() << QString();
}

void TestReasonText::firstRuntimeErrorLine()
{
    QFETCH(QString, log);
    QFETCH(QString, line);
    QCOMPARE(ReasonText::firstRuntimeErrorLine(log), line);
}

QTEST_GUILESS_MAIN(TestReasonText)
#include "tst_reasontext.moc"
