// Every command the README shows is run (issue 48, "The README, as a newcomer
// reads it"): the tour's verbs on a copy of the demo, each as written there, with
// the exit code a user gets (4: a diff shown, approval needed); the two set-up
// commands are the scripts that exist, and .ci/run calls exactly the test command
// (CI runs it; the run command builds and opens the window, which the layout
// tests exercise).
#include "appprocess.h"
#include "checkout/democheckout.h"
#include "recordedruns.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

QString sourceDir()
{
    return QDir(QStringLiteral(DTRIAGE_TRANSLATIONS_DIR "/..")).absolutePath();
}

// The lines of the ```sh block that follows `heading` in the README.
QStringList shellBlockAfter(const QString& readme, const QString& heading)
{
    const qsizetype at = readme.indexOf(heading);
    const qsizetype open = readme.indexOf(QStringLiteral("```sh\n"), at);
    const qsizetype close = readme.indexOf(QStringLiteral("\n```"), open + 6);
    if (at < 0 || open < 0 || close < 0)
        return {};
    return readme.mid(open + 6, close - open - 6).split(u'\n', Qt::SkipEmptyParts);
}

// A shell line's words before its comment (the README's lines quote nothing).
QStringList wordsOf(const QString& line)
{
    return line.section(QStringLiteral("  #"), 0, 0).split(u' ', Qt::SkipEmptyParts);
}

}  // namespace

class TestReadmeTour : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    QString m_readme;

private Q_SLOTS:
    void initTestCase()
    {
        QFile file(sourceDir() + QStringLiteral("/README.md"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_readme = QString::fromUtf8(file.readAll());
    }

    void theSetUpCommandsAreTheScripts()
    {
        const QStringList lines = shellBlockAfter(m_readme, QStringLiteral("## The two commands"));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(wordsOf(lines[0]).value(0), QStringLiteral("./scripts/run.sh"));
        QCOMPARE(wordsOf(lines[1]), QStringList{QStringLiteral("./scripts/test.sh")});
        for (const QString& script : {QStringLiteral("scripts/run.sh"), QStringLiteral("scripts/test.sh")})
            QVERIFY2(QFileInfo(sourceDir() + u'/' + script).isExecutable(), qPrintable(script));
        QFile ci(sourceDir() + QStringLiteral("/.ci/run"));
        QVERIFY(ci.open(QIODevice::ReadOnly));
        const QStringList ciLines = QString::fromUtf8(ci.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(ciLines.constLast(), QStringLiteral("./scripts/test.sh"));
    }

    void theTourRunsAsWritten_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("exitCode");
        const QStringList lines = shellBlockAfter(m_readme, QStringLiteral("## A tour of the command line"));
        QVERIFY(lines.size() >= 5);
        const QHash<QString, int> expected{{QStringLiteral("list"), 0}, {QStringLiteral("propose"), 0},
                                           {QStringLiteral("triage"), 4}, {QStringLiteral("survey"), 0},
                                           {QStringLiteral("sync"), 4}};
        for (const QString& line : lines) {
            const QStringList words = wordsOf(line);
            QVERIFY2(words.value(0) == QLatin1String("./build/app/dtype-triage") && expected.contains(words.value(1)),
                     qPrintable(line));
            QTest::newRow(qPrintable(words.value(1))) << words << expected.value(words.value(1));
        }
    }

    void theTourRunsAsWritten()
    {
        QFETCH(QStringList, words);
        QFETCH(int, exitCode);
        const auto demo = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo-") + words[1]), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(demo);
        QStringList arguments = words.mid(1);
        for (QString& word : arguments) {
            word.replace(QStringLiteral("resources/demo/tt-xla-mini"), *demo);
            word.replace(QStringLiteral("resources/demo/weekly-runs"), testing::weeklyRunsDir());
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        env.remove(QStringLiteral("DISPLAY"));
        const testing::AppRun run = testing::runApp(arguments, env, 600000);
        QVERIFY2(run.exitCode == exitCode, qPrintable(QStringLiteral("exit %1\n%2\n%3").arg(run.exitCode)
                                                          .arg(QString::fromUtf8(run.out.right(1500)), QString::fromUtf8(run.err.right(1500)))));
        QVERIFY(!run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReadmeTour)
#include "tst_readmetour.moc"
