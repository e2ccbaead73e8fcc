// RunnerDefaults: the training batch size the checkout's own runner passes
// (DEFAULT_TRAINING_BATCH_SIZE since tt-xla PR #4535), read from its source, and
// the YAML entry's batch_size winning over it.
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

}  // namespace

class TestRunnerDefaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<int>("expected");  // -1: none
        QTest::newRow("tt-xla") << QByteArray("import torch\n\nDEFAULT_TRAINING_BATCH_SIZE = 2\n") << 2;
        QTest::newRow("annotated, commented") << QByteArray("DEFAULT_TRAINING_BATCH_SIZE: int = 4  # PR #4535\n") << 4;
        QTest::newRow("older checkout") << QByteArray("class DynamicTorchModelTester:\n    pass\n") << -1;
        QTest::newRow("indented: not module level") << QByteArray("class T:\n    DEFAULT_TRAINING_BATCH_SIZE = 8\n") << -1;
        QTest::newRow("not a number") << QByteArray("DEFAULT_TRAINING_BATCH_SIZE = int(os.environ['B'])\n") << -1;
        QTest::newRow("empty") << QByteArray() << -1;
    }

    void parse()
    {
        QFETCH(QByteArray, source);
        QFETCH(int, expected);
        const RunnerDefaults defaults = RunnerDefaults::parse(source);
        QCOMPARE(defaults.trainingBatchSize.value_or(-1), expected);
    }

    void readsTheCheckoutsRunner()
    {
        QTemporaryDir dir;
        QCOMPARE(RunnerDefaults::read(dir.path()).trainingBatchSize, std::nullopt);
        const QString path = dir.filePath(RunnerDefaults::testerPath());
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("DEFAULT_TRAINING_BATCH_SIZE = 2\n");
        file.close();
        QCOMPARE(RunnerDefaults::read(dir.path()).trainingBatchSize, std::optional<int>(2));
        QCOMPARE(RunnerDefaults::read(QStringLiteral(DTRIAGE_DEMO_DIR)).trainingBatchSize, std::optional<int>(2));
    }

    void yamlWinsOverTheRunner()
    {
        const RunnerDefaults runner{2};
        const Entry plain = entryWith("    status: EXPECTED_PASSING\n");
        const Entry withBatch = entryWith("    status: EXPECTED_PASSING\n    batch_size: 8\n");
        QCOMPARE(runner.trainingBatchSizeFor(plain)->value, 2);
        QCOMPARE(runner.trainingBatchSizeFor(plain)->source, RunnerDefaults::BatchSize::Source::RunnerDefault);
        QCOMPARE(runner.trainingBatchSizeFor(withBatch)->value, 8);
        QCOMPARE(runner.trainingBatchSizeFor(withBatch)->source, RunnerDefaults::BatchSize::Source::Yaml);
        QVERIFY(runner.describeTrainingBatchSize(plain).contains(RunnerDefaults::testerPath()));
        const RunnerDefaults older;
        QCOMPARE(older.trainingBatchSizeFor(plain), std::nullopt);
        QCOMPARE(older.trainingBatchSizeFor(withBatch)->value, 8);
        QVERIFY(older.describeTrainingBatchSize(plain).contains(QLatin1String("none passed")));
    }
};

QTEST_GUILESS_MAIN(TestRunnerDefaults)
#include "tst_runnerdefaults.moc"
