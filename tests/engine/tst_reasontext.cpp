// ReasonText: the one-line reasons every failure family writes to the YAML and
// reads from pytest (the first line that says something, verbatim, the
// generic "Error code 13", a log's first RuntimeError line).
#include "yamlplan/reasontext.h"

#include <QDir>
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
    void verbatim_data();
    void verbatim();
    void oneLine();
    void keptOrObserved();
    void isGeneric_data();
    void isGeneric();
};

void TestReasonText::verbatim_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    const QString home = QDir::homePath();
    QTest::newRow("short") << QStringLiteral("  short  ") << QStringLiteral("short");
    QTest::newRow("index put kept") << kIndexPut << kIndexPut;
    // tt-xla's merged OOM reason (248 characters): never cut.
    const QString oom = QStringLiteral(
        "Out of Memory: Not enough space to allocate 2147483648 B DRAM buffer across 12 banks, where each bank "
        "needs to store 178958336 B, but bank size is only 1071181792 B (allocated: 923860992 B, free: 147320800 B)"
        " - https://github.com/tenstorrent/tt-xla/issues/0000");
    QTest::newRow("long reason whole") << oom << oom;
    QTest::newRow("no spaces, long") << QString(300, u'f') << QString(300, u'f');
    QTest::newRow("home folder as ~")
        << QStringLiteral("FileNotFoundError: %1/.cache/x.npy").arg(home) << QStringLiteral("FileNotFoundError: ~/.cache/x.npy");
    QTest::newRow("home folder alone") << QStringLiteral("cwd %1").arg(home) << QStringLiteral("cwd ~");
    QTest::newRow("a longer name is not home") << QStringLiteral("%1x/a").arg(home) << QStringLiteral("%1x/a").arg(home);
}

void TestReasonText::verbatim()
{
    QFETCH(QString, line);
    QFETCH(QString, expected);
    QCOMPARE(ReasonText::verbatim(line), expected);
}

// An engineer's annotation of the same error stays; another error replaces it.
void TestReasonText::keptOrObserved()
{
    const QString scatter = QStringLiteral("error: failed to legalize operation 'stablehlo.scatter'");
    const QString annotated = scatter + QStringLiteral(" - https://github.com/tenstorrent/tt-xla/issues/1266");
    QCOMPARE(ReasonText::keptOrObserved(annotated, QStringLiteral("  ") + scatter), annotated);
    QCOMPARE(ReasonText::keptOrObserved(scatter, scatter), scatter);
    QCOMPARE(ReasonText::keptOrObserved(QStringLiteral("old: ") + scatter, scatter), scatter);
    QCOMPARE(ReasonText::keptOrObserved(annotated, QStringLiteral("error: failed")), QStringLiteral("error: failed"));
    QCOMPARE(ReasonText::keptOrObserved(annotated, QString()), QString());
}

void TestReasonText::oneLine()
{
    QCOMPARE(ReasonText::oneLine(QStringLiteral("\n\n  first line  \r\nsecond\n")),
             QStringLiteral("first line"));
    QCOMPARE(ReasonText::oneLine(QString()), QString());
    QCOMPARE(ReasonText::oneLine(QString(200, u'g')), QString(200, u'g'));
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

QTEST_GUILESS_MAIN(TestReasonText)
#include "tst_reasontext.moc"
