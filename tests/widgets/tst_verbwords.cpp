// The command line's words (issue 48 "Outside text on the terminal", "Messages
// that mislead"), each as a user meets it, run as the real process on a copy of
// the demo: no control byte of the YAML reaches the terminal and no reason forges
// a line; a mistyped verb lists every verb; options that name two families or keys
// beside a selection are usage errors; one family, two names; one wording for
// --jobs; propose says why there is nothing to propose; verify says what is wrong
// with the JUnit it was given; a fix read from the source says so.
#include "appprocess.h"
#include "checkout/democheckout.h"
#include "lineecho.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace dtriage;
using Run = dtriage::testing::AppRun;

namespace {

const QString kTraining = QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml");
const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kResnet = QStringLiteral("resnet/pytorch-ResNet18-single_device-training");
const QString kResnetInference = QStringLiteral("resnet/pytorch-ResNet18-single_device-inference");

}  // namespace

class TestVerbWords : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    QString m_demo;

    Run run(QStringList arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "QT_LOGGING_RULES"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        return dtriage::testing::runApp(arguments, env);
    }

    Run verb(const QString& name, QStringList more)
    {
        return run(QStringList{name, QStringLiteral("--checkout"), m_demo} + more);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        const auto demo = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(demo);
        m_demo = *demo;
    }

    // §10: a reason with ESC, BEL, NUL and a newline (a screen clear, a window
    // title, a forged line): listed with each made visible, on its row's one line.
    void noControlByteReachesTheTerminal()
    {
        const auto own = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("hostile")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(own);
        QFile yaml(*own + kTraining);
        QVERIFY(yaml.open(QIODevice::ReadOnly));
        QByteArray text = yaml.readAll();
        yaml.close();
        const QByteArray hostile = R"(reason: "RuntimeError: \e[2J\e]0;pwned\a\0 and\u0085\u202E\nFORGED 1  EXPECTED_PASSING")";
        const qsizetype at = text.indexOf("reason: \"RuntimeError: mat1 and mat2", text.indexOf(kSpeecht5.toUtf8()));
        QVERIFY(at > 0);
        text.replace(at, text.indexOf('\n', at) - at, hostile);
        QVERIFY(yaml.open(QIODevice::WriteOnly | QIODevice::Truncate));
        yaml.write(text);
        yaml.close();
        const Run listed = run({QStringLiteral("list"), QStringLiteral("--checkout"), *own});
        QCOMPARE(listed.exitCode, 0);
        for (const char c : {'\x1b', '\x07', '\0', '\r'}) {
            QVERIFY2(!listed.out.contains(c), qPrintable(QStringLiteral("byte %1 in stdout").arg(int(c))));
            QVERIFY2(!listed.err.contains(c), qPrintable(QStringLiteral("byte %1 in stderr").arg(int(c))));
        }
        QVERIFY2(!listed.out.contains("\nFORGED"), listed.out.constData());
        QVERIFY2(listed.out.contains(R"(\x1b[2J\x1b]0;pwned\x07\x00 and\u0085\u202e\nFORGED 1)"), listed.out.constData());
        // The --json document stays one through the terminal's device, the reason in it whole.
        const Run json = run({QStringLiteral("list"), QStringLiteral("--checkout"), *own, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QString reason;
        for (const QJsonValue& entry : doc.object().value(QLatin1String("entries")).toArray())
            if (entry.toObject().value(QLatin1String("key")).toString() == kSpeecht5)
                reason = entry.toObject().value(QLatin1String("reason")).toString();
        QCOMPARE(reason, QStringLiteral("RuntimeError: \x1b[2J\x1b]0;pwned\a") + QChar(0) + QStringLiteral(" and\u0085\u202E\nFORGED 1  EXPECTED_PASSING"));
    }

    void aMistypedVerbListsEveryVerb()
    {
        const Run bogus = run({QStringLiteral("bogusverb")});
        QCOMPARE(bogus.exitCode, 2);
        QVERIFY2(bogus.err.contains("the verbs are list, scan, propose, triage, batch, survey, verify and sync"),
                 bogus.err.constData());
    }

    void twoFamiliesOrKeysBesideASelectionAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        const QString two = QStringLiteral("--family and its flags name one family; these name");
        QTest::newRow("list --bf16 --family unpack") << QStringList{QStringLiteral("list"), QStringLiteral("--bf16"), QStringLiteral("--family"), QStringLiteral("unpack")} << two;
        QTest::newRow("list --family unpack --bf16") << QStringList{QStringLiteral("list"), QStringLiteral("--family"), QStringLiteral("unpack"), QStringLiteral("--bf16")} << two;
        QTest::newRow("batch both") << QStringList{QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--family"), QStringLiteral("inputs")} << two;
        QTest::newRow("survey both") << QStringList{QStringLiteral("survey"), QStringLiteral("--family"), QStringLiteral("unpack"), QStringLiteral("--bf16")} << two;
        QTest::newRow("survey key and family") << QStringList{QStringLiteral("survey"), kSpeecht5, QStringLiteral("--family"), QStringLiteral("unpack")}
                                               << QStringLiteral("survey: keys given (--keys or KEY)");
        QTest::newRow("an unknown family") << QStringList{QStringLiteral("list"), QStringLiteral("--family"), QStringLiteral("fp8")}
                                           << QStringLiteral("no family \"fp8\" (dtype (bf16), unpack, inputs)");
        QTest::newRow("batch --jobs 0") << QStringList{QStringLiteral("batch"), QStringLiteral("--jobs"), QStringLiteral("0")}
                                        << QStringLiteral("batch: --jobs takes a whole number of 1 or more, not \"0\"");
        QTest::newRow("survey --jobs 0") << QStringList{QStringLiteral("survey"), QStringLiteral("--jobs"), QStringLiteral("0")}
                                         << QStringLiteral("survey: --jobs takes a whole number of 1 or more, not \"0\"");
    }

    void twoFamiliesOrKeysBesideASelectionAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        const QString name = arguments.takeFirst();
        const Run r = verb(name, arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // One family, two names: the window's Family column says bf16, --family takes it.
    void aFamilyByEitherName()
    {
        const Run byShort = verb(QStringLiteral("list"), {QStringLiteral("--family"), QStringLiteral("bf16")});
        const Run byFlag = verb(QStringLiteral("list"), {QStringLiteral("--bf16")});
        const Run byId = verb(QStringLiteral("list"), {QStringLiteral("--family"), QStringLiteral("dtype")});
        QCOMPARE(byShort.exitCode, 0);
        QCOMPARE(byShort.out, byId.out);
        QCOMPARE(byFlag.out, byId.out);
        QVERIFY(byId.out.contains(kSpeecht5.toUtf8()));
    }

    void proposeSaysWhyThereIsNothingToPropose_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("said");
        QTest::newRow("passing") << kResnet << QStringLiteral("is EXPECTED_PASSING in the training YAML: not failing, nothing to propose. The families: ");
        QTest::newRow("inference") << kResnetInference << QStringLiteral("is no training entry: it is in tests/runner/test_config/torch/test_config_inference_single_device.yaml");
        QTest::newRow("unknown") << QStringLiteral("nosuch/pytorch-X-single_device-training") << QStringLiteral("No test-config YAML of the checkout holds");
    }

    void proposeSaysWhyThereIsNothingToPropose()
    {
        QFETCH(QString, key);
        QFETCH(QString, said);
        const Run r = verb(QStringLiteral("propose"), {key});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(said.toUtf8()), r.err.constData());
        for (const char* misleading : {"give --flavor", "handles bfloat16 dtype failures only", "(no reason given)"})
            QVERIFY2(!r.err.contains(misleading), r.err.constData());
    }

    // A prediction is not an observation: nothing ran.
    void aFixReadFromTheSourceSaysSo()
    {
        const Run r = verb(QStringLiteral("propose"), {kSpeecht5});
        QVERIFY2(r.out.contains("read from the loader's source, nothing ran"), r.out.constData());
        QVERIFY(!r.out.contains("was the only floating input still float32"));
    }

    // English plurals: one entry is "1 entry".
    void oneEntryIsOneEntry()
    {
        const Run r = verb(QStringLiteral("survey"), {kSpeecht5});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("1 entry surveyed in "), r.out.constData());
    }

    // The echo of children's lines stops at its cap and says where the rest is.
    void childrensLinesAreEchoedWithinACap()
    {
        QString said;
        QTextStream err(&said);
        LineEcho echo(err, 1000);
        for (int i = 0; i < 500; ++i)
            echo.echo(QStringLiteral("line %1 \x1b[2J of a child that prints on").arg(i), QStringLiteral("[key] "));
        err.flush();
        QVERIFY2(said.size() < 1200, qPrintable(QString::number(said.size())));
        QVERIFY(said.contains(QLatin1String("the rest is in the session logs only")));
        QVERIFY(!said.contains(QChar(0x1b)));
    }

    void verifySaysWhatIsWrongWithItsJUnit()
    {
        const Run missing = verb(QStringLiteral("verify"), {kSpeecht5, QStringLiteral("--branch"), QStringLiteral("A"), QStringLiteral("--junit"), QStringLiteral("/nonexistent.xml")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("verify: --junit /nonexistent.xml: no such file"), missing.err.constData());
        QVERIFY(!missing.err.contains("see the log"));
        const QString junit = m_work.filePath(QStringLiteral("other.xml"));
        QFile file(junit);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"(<testsuites><testsuite name="pytest" tests="1"><testcase classname="tests.runner.test_models" )"
                   R"(name="test_all_models_torch[resnet/pytorch-ResNet18-single_device-training]" time="1.0"/></testsuite></testsuites>)");
        file.close();
        const Run absent = verb(QStringLiteral("verify"), {kSpeecht5, QStringLiteral("--branch"), QStringLiteral("A"), QStringLiteral("--junit"), junit});
        QCOMPARE(absent.exitCode, 1);
        QVERIFY2(absent.err.contains(QStringLiteral("verify: %1: not in %2 (1 testcase there, none of this entry's)").arg(kSpeecht5, junit).toUtf8()),
                 absent.err.constData());
        QVERIFY(!absent.err.contains("see the log"));
    }
};

QTEST_GUILESS_MAIN(TestVerbWords)
#include "tst_verbwords.moc"
