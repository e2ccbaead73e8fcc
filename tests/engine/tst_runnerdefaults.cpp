// RunnerDefaults: the training batch size the checkout's own runner passes
// (DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE since tt-xla PR #4535, a class
// attribute used as self.DEFAULT_TRAINING_BATCH_SIZE), read from its source as Python
// reads it, and the YAML entry's batch_size winning over it. The fixture
// tests/data/runner/dynamic_torch_model_tester.py has the real file's form (CASES.md).
#include "checkout/runnerdefaults.h"
#include "config/configfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

Entry entryWith(const QByteArray& fields)
{
    const QByteArray yaml = "test_config:\n  m/pytorch-single_device-training:\n" + fields;
    const auto file = ConfigFile::parse(yaml, QStringLiteral("test_config_training_single_device.yaml"));
    return file && !file->entries().isEmpty() ? file->entries().constFirst() : Entry{};
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeTester(const QString& root, const QByteArray& source)
{
    const QString path = QDir(root).filePath(RunnerDefaults::testerPath());
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(source);
}

RunnerDefaults withBatch(int value)
{
    RunnerDefaults defaults;
    defaults.trainingBatchSize = value;
    defaults.owner = QStringLiteral("DynamicTorchModelTester");
    defaults.line = 36;
    return defaults;
}

}  // namespace

class TestRunnerDefaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<int>("expected");  // -1: none
        QTest::addColumn<QString>("owner");
        QTest::addColumn<int>("line");
        QTest::newRow("class attribute, as tt-xla") << QByteArray(
            "import torch\n\n\nclass DynamicTorchModelTester(TorchModelTester):\n    \"\"\"Doc.\"\"\"\n\n"
            "    DEFAULT_TRAINING_BATCH_SIZE = 2\n\n    def __init__(self):\n        pass\n")
                                                       << 2 << QStringLiteral("DynamicTorchModelTester") << 7;
        QTest::newRow("annotated class attribute") << QByteArray(
            "class DynamicTorchModelTester:\n    DEFAULT_TRAINING_BATCH_SIZE: int = 4  # PR #4535\n")
                                                   << 4 << QStringLiteral("DynamicTorchModelTester") << 2;
        QTest::newRow("inherited from a class of the module") << QByteArray(
            "BATCH = 3\nclass Base:\n    DEFAULT_TRAINING_BATCH_SIZE = BATCH\n\n"
            "@decorated\nclass DynamicTorchModelTester(Base):\n    pass\n")
                                                              << 3 << QStringLiteral("Base") << 3;
        QTest::newRow("module constant") << QByteArray("import torch\n\nDEFAULT_TRAINING_BATCH_SIZE = 2\n") << 2
                                         << QString() << 3;
        QTest::newRow("annotated module constant") << QByteArray("DEFAULT_TRAINING_BATCH_SIZE: int = 4  # PR #4535\n")
                                                   << 4 << QString() << 1;
        QTest::newRow("older checkout") << QByteArray("class DynamicTorchModelTester:\n    pass\n") << -1 << QString()
                                        << 0;
        QTest::newRow("another class's attribute") << QByteArray("class T:\n    DEFAULT_TRAINING_BATCH_SIZE = 8\n")
                                                   << -1 << QString() << 0;
        QTest::newRow("in a string, not code") << QByteArray("\"\"\"\nDEFAULT_TRAINING_BATCH_SIZE = 8\n\"\"\"\n") << -1
                                               << QString() << 0;
        QTest::newRow("not a number") << QByteArray(
            "class DynamicTorchModelTester:\n    DEFAULT_TRAINING_BATCH_SIZE = int(os.environ['B'])\n")
                                      << -1 << QStringLiteral("DynamicTorchModelTester") << 2;
        QTest::newRow("zero") << QByteArray("class DynamicTorchModelTester:\n    DEFAULT_TRAINING_BATCH_SIZE = 0\n")
                              << -1 << QStringLiteral("DynamicTorchModelTester") << 2;
        QTest::newRow("does not parse") << QByteArray("class DynamicTorchModelTester(:\n") << -1 << QString() << 1;
        QTest::newRow("not UTF-8") << QByteArray("DEFAULT_TRAINING_BATCH_SIZE = 2  # \xff\xfe\n") << -1 << QString()
                                   << 0;
        QTest::newRow("declared latin-1") << QByteArray("# -*- coding: latin-1 -*-\nDEFAULT_TRAINING_BATCH_SIZE = 2  # \xff\n")
                                          << 2 << QString() << 2;
        QTest::newRow("empty") << QByteArray() << -1 << QString() << 0;
    }

    void parse()
    {
        QFETCH(QByteArray, source);
        QFETCH(int, expected);
        QFETCH(QString, owner);
        QFETCH(int, line);
        const RunnerDefaults defaults = RunnerDefaults::parse(source);
        QCOMPARE(defaults.trainingBatchSize.value_or(-1), expected);
        QCOMPARE(defaults.owner, owner);
        QCOMPARE(defaults.line, line);
        // A name the runner defines that reads as no batch size is said, not dropped;
        // so is a module Python would not read.
        const bool unreadable = QByteArray(QTest::currentDataTag()).startsWith("not UTF-8");
        QCOMPARE(!defaults.problem.isEmpty(), (expected < 0 && line > 0) || unreadable);
    }

    // The fixture has the real file's form: the class attribute among its imports,
    // decorators and methods, used through self. (tt-xla 95c1c1ce7, lines 29-36, 143).
    void readsTheRealForm()
    {
        const RunnerDefaults real = RunnerDefaults::parse(fileBytes(QStringLiteral(DTRIAGE_TEST_DATA_DIR
                                                                                   "/runner/dynamic_torch_model_tester.py")));
        QCOMPARE(real.trainingBatchSize, std::optional<int>(2));
        QCOMPARE(real.owner, QStringLiteral("DynamicTorchModelTester"));
        QCOMPARE(real.line, 36);
        QCOMPARE(real.where(), QStringLiteral("DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE "
                                              "(tests/runner/testers/torch/dynamic_torch_model_tester.py:36)"));
    }

    void readsTheCheckoutsRunner()
    {
        QTemporaryDir dir;
        const RunnerDefaults none = RunnerDefaults::read(dir.path());
        QCOMPARE(none.trainingBatchSize, std::nullopt);
        QVERIFY(!none.testerFound);
        QVERIFY(none.describeTrainingBatchSize(Entry{}).contains(QLatin1String("the checkout has no tests/runner/")));
        writeTester(dir.path(), "class DynamicTorchModelTester:\n    DEFAULT_TRAINING_BATCH_SIZE = 2\n");
        QCOMPARE(RunnerDefaults::read(dir.path()).trainingBatchSize, std::optional<int>(2));
        // The demo's tester has the real form too.
        const RunnerDefaults demo = RunnerDefaults::read(QStringLiteral(DTRIAGE_DEMO_DIR));
        QCOMPARE(demo.trainingBatchSize, std::optional<int>(2));
        QCOMPARE(demo.owner, QStringLiteral("DynamicTorchModelTester"));
    }

    void yamlWinsOverTheRunner()
    {
        const RunnerDefaults runner = withBatch(2);
        const Entry plain = entryWith("    status: EXPECTED_PASSING\n");
        const Entry withBatchSize = entryWith("    status: EXPECTED_PASSING\n    batch_size: 8\n");
        QCOMPARE(runner.trainingBatchSizeFor(plain)->value, 2);
        QCOMPARE(runner.trainingBatchSizeFor(plain)->source, RunnerDefaults::BatchSize::Source::RunnerDefault);
        QCOMPARE(runner.trainingBatchSizeFor(withBatchSize)->value, 8);
        QCOMPARE(runner.trainingBatchSizeFor(withBatchSize)->source, RunnerDefaults::BatchSize::Source::Yaml);
        QCOMPARE(runner.describeTrainingBatchSize(plain),
                 QStringLiteral("2, from the runner's DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE "
                                "(tests/runner/testers/torch/dynamic_torch_model_tester.py:36)"));
        const RunnerDefaults older;
        QCOMPARE(older.trainingBatchSizeFor(plain), std::nullopt);
        QCOMPARE(older.trainingBatchSizeFor(withBatchSize)->value, 8);
        QVERIFY(older.describeTrainingBatchSize(plain).contains(QLatin1String("none passed")));
        const RunnerDefaults broken = RunnerDefaults::parse(
            "class DynamicTorchModelTester:\n    DEFAULT_TRAINING_BATCH_SIZE = int(x)\n");
        QVERIFY2(broken.describeTrainingBatchSize(plain).contains(QLatin1String("is set, but not to a whole number")),
                 qPrintable(broken.describeTrainingBatchSize(plain)));
    }
};

QTEST_GUILESS_MAIN(TestRunnerDefaults)
#include "tst_runnerdefaults.moc"
