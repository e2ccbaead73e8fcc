// The command line as a user meets it, run as real processes: --help and
// --version with no display at all, a fresh clone whose loaders submodule is not
// checked out, the versioned --json output, and `verify` recording what pytest
// observed on branch A.
#include "appprocess.h"
#include "checkout/democheckout.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kTraining = QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml");
const QString kSubmoduleCommand = QStringLiteral("git submodule update --init third_party/tt_forge_models");
const QStringList kVerbs = {QStringLiteral("list"),   QStringLiteral("scan"),  QStringLiteral("propose"),
                            QStringLiteral("triage"), QStringLiteral("batch"), QStringLiteral("verify")};

using Run = dtriage::testing::AppRun;

}  // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work;
    QString m_demo;
    QString m_noLoaders;

    // No DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM: as over ssh or in CI.
    Run run(const QStringList& arguments, bool withDisplayEnv = false, const QString& loggingRules = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_LOGGING_RULES"));
        env.remove(QStringLiteral("QT_MESSAGE_PATTERN"));
        if (!loggingRules.isEmpty())
            env.insert(QStringLiteral("QT_LOGGING_RULES"), loggingRules);
        if (!withDisplayEnv) {
            for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
                env.remove(QString::fromLatin1(name));
        }
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        return dtriage::testing::runApp(arguments, env);
    }

    static QJsonObject json(const Run& r)
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        if (error.error != QJsonParseError::NoError)
            qWarning("not JSON (%s): %s", qPrintable(error.errorString()), r.out.left(300).constData());
        return doc.object();
    }

    static void checkEnvelope(const QJsonObject& doc, const QString& verb, int exitCode)
    {
        QCOMPARE(doc.value(QLatin1String("schema")).toString(), QStringLiteral("dtype-triage/") + verb);
        QCOMPARE(doc.value(QLatin1String("schema_version")).toInt(), 1);
        QCOMPARE(doc.value(QLatin1String("verb")).toString(), verb);
        QCOMPARE(doc.value(QLatin1String("exit_code")).toInt(), exitCode);
        QCOMPARE(doc.value(QLatin1String("tool_version")).toString(), QStringLiteral(DTRIAGE_VERSION));
    }

    QString readYaml(const QString& root) const
    {
        QFile file(root + kTraining);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        const auto demo = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(demo);
        m_demo = *demo;
        // A fresh `git clone` of tt-xla: configs, runner, and an empty submodule folder.
        const auto clone = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("clone")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(clone);
        m_noLoaders = *clone;
        QDir loaders(m_noLoaders + QStringLiteral("/third_party/tt_forge_models"));
        QVERIFY(loaders.removeRecursively());
        QVERIFY(QDir().mkpath(loaders.path()));
    }

    void helpAndVersionNeedNoDisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        for (const char* flag : {"--help", "-h"})
            QTest::addRow("window %s", flag) << QStringList{QString::fromLatin1(flag)} << QStringLiteral("Usage:");
        for (const char* flag : {"--version", "-v"})
            QTest::addRow("window %s", flag) << QStringList{QString::fromLatin1(flag)} << QStringLiteral(DTRIAGE_VERSION);
        for (const QString& verb : kVerbs) {
            QTest::addRow("%s --help", qPrintable(verb))
                << QStringList{verb, QStringLiteral("--help")} << QStringLiteral("--checkout");
            QTest::addRow("%s --version", qPrintable(verb))
                << QStringList{verb, QStringLiteral("--version")} << QStringLiteral(DTRIAGE_VERSION);
        }
    }

    // Before: the window's --help built a QApplication first and aborted (134,
    // "could not connect to display").
    void helpAndVersionNeedNoDisplay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run r = run(arguments);
        QVERIFY2(!r.crashed, r.err.constData());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected.toUtf8()), r.out.constData());
    }

    // A fresh clone lists from the YAML alone and says, once, what triage needs.
    void listWorksWithoutTheLoaders()
    {
        const Run table = run({QStringLiteral("list"), QStringLiteral("--checkout"), m_noLoaders});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains(kSpeecht5.toUtf8()));
        QCOMPARE(table.err.count(kSubmoduleCommand.toUtf8()), 1);
        QCOMPARE(table.err.count('\n'), 1);

        const Run asJson = run({QStringLiteral("list"), QStringLiteral("--checkout"), m_noLoaders, QStringLiteral("--json")});
        QCOMPARE(asJson.exitCode, 0);
        const QJsonObject doc = json(asJson);
        checkEnvelope(doc, QStringLiteral("list"), 0);
        QVERIFY(!doc.value(QLatin1String("loaders_available")).toBool());
        QVERIFY(doc.value(QLatin1String("loaders_problem")).toString().contains(kSubmoduleCommand));
        QVERIFY(doc.value(QLatin1String("entries")).toArray().size() >= 11);
    }

    void verbsThatNeedLoadersSaySo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("scan") << QStringList{QStringLiteral("scan")};
        QTest::newRow("propose") << QStringList{QStringLiteral("propose"), kSpeecht5};
        QTest::newRow("triage") << QStringList{QStringLiteral("triage"), kSpeecht5};
        QTest::newRow("batch") << QStringList{QStringLiteral("batch"), QStringLiteral("--bf16")};
    }

    void verbsThatNeedLoadersSaySo()
    {
        QFETCH(QStringList, arguments);
        const Run r = run(arguments + QStringList{QStringLiteral("--checkout"), m_noLoaders});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(kSubmoduleCommand.toUtf8()), r.err.constData());
    }

    // Log categories: off by default, all on with --verbose, one at a time with
    // QT_LOGGING_RULES, which also has the last word over --verbose.
    void verboseLogsByCategory()
    {
        const QStringList list{QStringLiteral("list"), QStringLiteral("--checkout"), m_demo};
        const QByteArray configLine = "dtype-triage [dtriage.config] read ";
        const Run quiet = run(list);
        QCOMPARE(quiet.exitCode, 0);
        QVERIFY2(!quiet.err.contains("[dtriage."), quiet.err.constData());
        const Run verbose = run(list + QStringList{QStringLiteral("--verbose")});
        QCOMPARE(verbose.exitCode, 0);
        QVERIFY2(verbose.err.contains(configLine + m_demo.toUtf8() + kTraining.toUtf8() + " - "), verbose.err.constData());
        QCOMPARE(verbose.out, quiet.out);  // stdout stays the verb's own
        const Run ruled = run(list, false, QStringLiteral("dtriage.config.debug=true"));
        QVERIFY2(ruled.err.contains(configLine), ruled.err.constData());
        const Run overruled = run(list + QStringList{QStringLiteral("--verbose")}, false,
                                  QStringLiteral("dtriage.config.debug=false"));
        QVERIFY2(!overruled.err.contains(configLine), overruled.err.constData());

        const Run scan = run({QStringLiteral("scan"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--verbose")});
        QCOMPARE(scan.exitCode, 0);
        QVERIFY2(scan.err.contains("dtype-triage [dtriage.analysis] embedded Python 3."), scan.err.constData());
        QVERIFY2(scan.err.contains("dtype-triage [dtriage.analysis] analysed "), scan.err.constData());
        QVERIFY(run({QStringLiteral("--help")}).out.contains("--verbose"));
        QVERIFY(run({QStringLiteral("list"), QStringLiteral("--help")}).out.contains("--verbose"));
    }

    void listAndScanJson()
    {
        const QJsonObject list = json(run({QStringLiteral("list"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--json")}));
        checkEnvelope(list, QStringLiteral("list"), 0);
        QVERIFY(list.value(QLatin1String("loaders_available")).toBool());
        QVERIFY(list.value(QLatin1String("config_problems")).toArray().isEmpty());
        const QJsonObject scan = json(run({QStringLiteral("scan"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--json")}));
        checkEnvelope(scan, QStringLiteral("scan"), 0);
        QVERIFY(scan.value(QLatin1String("flagged")).toInt() > 0);
    }

    // stdout holds exactly the JSON; the human-readable lines went to stderr.
    void proposeJson()
    {
        const Run r = run({QStringLiteral("propose"), kSpeecht5, QStringLiteral("--checkout"), m_demo, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = json(r);
        checkEnvelope(doc, QStringLiteral("propose"), 0);
        QCOMPARE(doc.value(QLatin1String("key")).toString(), kSpeecht5);
        QVERIFY(!doc.value(QLatin1String("written")).toBool());
        const QJsonObject fix = doc.value(QLatin1String("proposal")).toObject().value(QLatin1String("fix")).toObject();
        QCOMPARE(fix.value(QLatin1String("line")).toInt(), 119);
        QCOMPARE(fix.value(QLatin1String("input")).toString(), QStringLiteral("decoder_input_values"));
        QVERIFY(doc.value(QLatin1String("diff")).toString().contains(QLatin1String("dtype=dtype_override")));
        QVERIFY(r.err.contains("fix: "));  // the human text, on stderr
        const Run unknown = run({QStringLiteral("propose"), QStringLiteral("nope"), QStringLiteral("--checkout"), m_demo,
                                 QStringLiteral("--json")});
        QCOMPARE(unknown.exitCode, 1);
        const QJsonObject failed = json(unknown);
        checkEnvelope(failed, QStringLiteral("propose"), 1);
        QVERIFY(failed.value(QLatin1String("error")).toString().contains(QLatin1String("Could not resolve")));
    }

    // Branch A (no working fix), pytest got past the front end and failed in
    // tt-mlir: that is what the YAML records, not the canonical bf16 reason.
    // verify, the session and a resumed record plan through the one YamlPlan rule.
    void verifyRecordsWhatPytestObservedOnBranchA()
    {
        const auto copy = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("verifyA")), QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy);
        const QString junit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_speecht5_fix.xml");
        const QStringList args{QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), *copy,
                               QStringLiteral("--junit"), junit, QStringLiteral("--branch"), QStringLiteral("A"),
                               QStringLiteral("--json")};
        const Run planned = run(args);
        QCOMPARE(planned.exitCode, 4);
        const QJsonObject doc = json(planned);
        checkEnvelope(doc, QStringLiteral("verify"), 4);
        const QJsonObject entry = doc.value(QLatin1String("entries")).toArray().first().toObject();
        QVERIFY(entry.value(QLatin1String("observed_differs")).toBool());
        QCOMPARE(entry.value(QLatin1String("observed_error")).toString(),
                 QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique"));
        QVERIFY(!entry.value(QLatin1String("needs_review")).toBool());
        QVERIFY(planned.err.contains("observed on TT: error: 'ttir.sum'"));
        QVERIFY(planned.err.contains("(differs from the CPU error)"));

        const Run written = run(args + QStringList{QStringLiteral("--yes")});
        QCOMPARE(written.exitCode, 0);
        QVERIFY(json(written).value(QLatin1String("written")).toBool());
        const QString yaml = readYaml(*copy);
        const QString block = yaml.mid(yaml.indexOf(kSpeecht5 + u':'), 260);
        QVERIFY2(block.contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")), qPrintable(block));
        QVERIFY2(block.contains(QLatin1String("bringup_status: FAILED_TTMLIR_COMPILATION")), qPrintable(block));
        QVERIFY2(block.contains(QLatin1String("reason: \"error: 'ttir.sum' op Reduce dimensions are not unique\"")),
                 qPrintable(block));
    }

    // A JUnit file that cannot be read (cut off, an entity bomb, an external
    // entity) is said so, with where, and nothing is planned: exit 1. Before, the
    // unread outcome counted as "skipped" and verify exited 0.
    void verifyRefusesAnUnreadableJUnit_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("cut off") << QStringLiteral("cut_before_speecht5.xml");
        QTest::newRow("entity bomb") << QStringLiteral("entity_bomb.xml");
        QTest::newRow("external entity") << QStringLiteral("external_entity.xml");
    }

    void verifyRefusesAnUnreadableJUnit()
    {
        QFETCH(QString, file);
        const QString junit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/") + file;
        const Run r = run({QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), m_demo,
                           QStringLiteral("--junit"), junit, QStringLiteral("--branch"), QStringLiteral("B"),
                           QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("pytest's outcome could not be read from " + QFile::encodeName(junit)),
                 r.err.constData());
        QVERIFY(!r.out.contains("skipped under --force-run"));
        QVERIFY(!r.out.contains("Written"));
    }

    // The runner recorded an empty error_message and the failure says only
    // "RuntimeError:": no reason is quoted from that; the entry is a review item.
    void verifyQuotesNoEmptyReason()
    {
        const Run r = run({QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), m_demo,
                           QStringLiteral("--junit"), QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/empty_error_message.xml"),
                           QStringLiteral("--branch"), QStringLiteral("B")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains("reason: \"RuntimeError:\""), r.out.constData());
        QVERIFY2(r.out.contains("review: pytest failed, but the error could not be classified"), r.out.constData());
    }

    // verify works from the YAML alone too: a CI checkout without the submodule.
    void verifyWorksWithoutTheLoaders()
    {
        const QString junit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_speecht5_fix.xml");
        const Run r = run({QStringLiteral("verify"), kSpeecht5, QStringLiteral("--checkout"), m_noLoaders,
                           QStringLiteral("--junit"), junit, QStringLiteral("--branch"), QStringLiteral("B")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.out.contains("FAILED_TTMLIR_COMPILATION"));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
