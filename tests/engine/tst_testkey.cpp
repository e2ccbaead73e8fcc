// TestKey: the key grammar of docs/triage.md §1, checked on hand-picked keys and on every
// key of the 13 real config files.
#include "checkout/testkey.h"
#include "config/configfile.h"
#include "realconfigs.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QtTest>

using namespace dtriage;

class TestTestKey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void derivedPaths_data();
    void derivedPaths();
    void invalid_data();
    void invalid();
    void everyRealKeyRoundTrips();
};

void TestTestKey::parse_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("modelPath");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("parallelism");
    QTest::addColumn<QString>("runMode");

    QTest::newRow("spec example") << "centernet/pytorch-Dla1x_Coco-single_device-training"
                                  << "centernet/pytorch" << "Dla1x_Coco" << "single_device"
                                  << "training";
    QTest::newRow("nested model path")
        << "qwen_2_5/causal_lm/pytorch-0.5B-single_device-training" << "qwen_2_5/causal_lm/pytorch"
        << "0.5B" << "single_device" << "training";
    QTest::newRow("no variant") << "vadv2/pytorch-single_device-training" << "vadv2/pytorch" << ""
                                << "single_device" << "training";
    QTest::newRow("data parallel") << "resnet/pytorch-ResNet50-data_parallel-inference"
                                   << "resnet/pytorch" << "ResNet50" << "data_parallel"
                                   << "inference";
    QTest::newRow("variant with dashes")
        << "mamba/causal_lm/jax-mamba-370m-hf-tensor_parallel-inference" << "mamba/causal_lm/jax"
        << "mamba-370m-hf" << "tensor_parallel" << "inference";
    QTest::newRow("variant with a slash")
        << "bert/token_classification/pytorch-dbmdz/bert-large-cased-finetuned-conll03-english-"
           "single_device-training"
        << "bert/token_classification/pytorch"
        << "dbmdz/bert-large-cased-finetuned-conll03-english" << "single_device" << "training";
    QTest::newRow("llm decode")
        << "falcon/pytorch-3_1B_Base-llm_decode-seq_1-batch_1-single_device-mesh_default-inference"
        << "falcon/pytorch" << "3_1B_Base" << "llm_decode-seq_1-batch_1-single_device-mesh_default"
        << "inference";
    QTest::newRow("llm megatron")
        << "llama/causal_lm/pytorch-3.1_8B-llm_prefill-seq_128-batch_4-megatron-dp-tensor_parallel-"
           "mesh_2x4-training"
        << "llama/causal_lm/pytorch" << "3.1_8B"
        << "llm_prefill-seq_128-batch_4-megatron-dp-tensor_parallel-mesh_2x4" << "training";
    QTest::newRow("variant holding a parallelism word")
        << "x/pytorch-tensor_parallel_v2-single_device-training" << "x/pytorch"
        << "tensor_parallel_v2" << "single_device" << "training";
    QTest::newRow("trailing parallelism suffix")
        << "yolov11/pytorch-yolo11n-single_device-full-inference" << "yolov11/pytorch" << "yolo11n"
        << "single_device-full" << "inference";
    QTest::newRow("jax") << "alexnet/image_classification/jax-custom-single_device-training"
                         << "alexnet/image_classification/jax" << "custom" << "single_device"
                         << "training";
}

void TestTestKey::parse()
{
    QFETCH(QString, key);
    QFETCH(QString, modelPath);
    QFETCH(QString, variant);
    QFETCH(QString, parallelism);
    QFETCH(QString, runMode);

    const Result<TestKey> parsed = TestKey::parse(key);
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(parsed->modelPath, modelPath);
    QCOMPARE(parsed->variant, variant);
    QCOMPARE(parsed->parallelism, parallelism);
    QCOMPARE(parsed->runMode, runMode);
    QCOMPARE(parsed->toString(), key);
}

void TestTestKey::derivedPaths_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("loader");
    QTest::addColumn<QString>("modelDir");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<QString>("nodeId");

    QTest::newRow("flat") << "centernet/pytorch-Dla1x_Coco-single_device-training"
                          << "centernet/pytorch/loader.py" << "centernet" << "pytorch"
                          << "tests/runner/test_models.py::test_all_models_torch["
                             "centernet/pytorch-Dla1x_Coco-single_device-training]";
    QTest::newRow("nested") << "qwen_2_5/causal_lm/pytorch-0.5B-single_device-training"
                            << "qwen_2_5/causal_lm/pytorch/loader.py" << "qwen_2_5/causal_lm"
                            << "pytorch"
                            << "tests/runner/test_models.py::test_all_models_torch["
                               "qwen_2_5/causal_lm/pytorch-0.5B-single_device-training]";
    QTest::newRow("jax") << "mamba/causal_lm/jax-mamba-370m-hf-single_device-inference"
                         << "mamba/causal_lm/jax/loader.py" << "mamba/causal_lm" << "jax"
                         << "tests/runner/test_models.py::test_all_models_jax["
                            "mamba/causal_lm/jax-mamba-370m-hf-single_device-inference]";
}

void TestTestKey::derivedPaths()
{
    QFETCH(QString, key);
    QFETCH(QString, loader);
    QFETCH(QString, modelDir);
    QFETCH(QString, framework);
    QFETCH(QString, nodeId);

    const Result<TestKey> parsed = TestKey::parse(key);
    QVERIFY(parsed);
    QCOMPARE(parsed->loaderRelativePath(), loader);
    QCOMPARE(parsed->modelDir(), modelDir);
    QCOMPARE(parsed->framework(), framework);
    QCOMPARE(parsed->pytestNodeId(), nodeId);
}

void TestTestKey::invalid_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("why");  // a word the message must contain

    QTest::newRow("empty") << "" << "/pytorch-";
    QTest::newRow("no framework") << "centernet-Dla1x-single_device-training" << "/pytorch-";
    QTest::newRow("no slash") << "pytorch-Dla1x-single_device-training" << "/pytorch-";
    QTest::newRow("nothing after framework") << "centernet/pytorch" << "/pytorch-";
    QTest::newRow("no run mode") << "centernet/pytorch-Dla1x-single_device" << "training";
    QTest::newRow("bad run mode") << "centernet/pytorch-Dla1x-single_device-eval" << "training";
    QTest::newRow("no parallelism") << "centernet/pytorch-Dla1x-training" << "parallelism";
    QTest::newRow("only run mode") << "centernet/pytorch-training" << "parallelism";
    QTest::newRow("empty variant") << "centernet/pytorch--single_device-training" << "variant";
    QTest::newRow("dot dot") << "../../etc/pytorch-single_device-training" << "model path";
    QTest::newRow("empty segment") << "a//b/pytorch-single_device-training" << "model path";
    QTest::newRow("leading slash") << "/pytorch-single_device-training" << "model path";
    QTest::newRow("space") << "a b/pytorch-single_device-training" << "space";
    QTest::newRow("newline") << "a/pytorch-x\n-single_device-training" << "control";
    QTest::newRow("NUL shown escaped") << QStringLiteral("ssd\0/pytorch-Lite-single_device-training") << "ssd\\x00/pytorch";
    QTest::newRow("escape shown escaped") << QStringLiteral("a\x1b[31m/pytorch-single_device-training") << "a\\x1b[31m";
    QTest::newRow("double quote") << "a\"b/pytorch-single_device-training" << "quote";
    QTest::newRow("single quote") << "a/pytorch-it's-single_device-training" << "quote";
    QTest::newRow("backslash") << "a\\b/pytorch-single_device-training" << "backslash";
    QTest::newRow("bracket") << "a/pytorch-x]-single_device-training" << "bracket";
}

void TestTestKey::invalid()
{
    QFETCH(QString, key);
    QFETCH(QString, why);

    const Result<TestKey> parsed = TestKey::parse(key);
    QVERIFY(!parsed);
    QVERIFY2(parsed.error().message.contains(why), qPrintable(parsed.error().message));
    QVERIFY(parsed.error().message.contains(QStringLiteral("not a test key")));
    // The message itself holds no control character: it is printed to a terminal.
    for (const QChar c : parsed.error().message)
        QVERIFY2(c.category() != QChar::Other_Control, qPrintable(parsed.error().message));
}

// Every key of every real file parses and prints back byte for byte; the run mode
// matches the file name and the framework matches the folder.
void TestTestKey::everyRealKeyRoundTrips()
{
    int keys = 0;
    const QStringList files = testing::realConfigFiles();
    QCOMPARE(files.size(), testing::kRealConfigFileCount);
    for (const QString& path : files) {
        const Result<ConfigFile> file = ConfigFile::load(path);
        QVERIFY2(file, qPrintable(file ? QString() : file.error().toString()));
        if (file->isPlaceholders())
            continue;
        const QString runMode = file->isTraining() ? QStringLiteral("training")
                                                   : QStringLiteral("inference");
        const QString framework = QFileInfo(path).dir().dirName() == u"jax"
                                      ? QStringLiteral("jax")
                                      : QStringLiteral("pytorch");
        for (const Entry& entry : file->entries()) {
            const Result<TestKey> key = TestKey::parse(entry.key);
            QVERIFY2(key, qPrintable(entry.key));
            QCOMPARE(key->toString(), entry.key);
            QCOMPARE(key->runMode, runMode);
            QCOMPARE(key->framework(), framework);
            QVERIFY2(!key->parallelism.isEmpty(), qPrintable(entry.key));
            QVERIFY2(!key->variant.startsWith(u'-') && !key->variant.endsWith(u'-'),
                     qPrintable(entry.key));
            // LLM keys keep their whole llm_... tail as the parallelism.
            if (entry.key.contains(QStringLiteral("-llm_")))
                QVERIFY2(key->parallelism.startsWith(QStringLiteral("llm_")), qPrintable(entry.key));
            ++keys;
        }
    }
    QCOMPARE(keys, 1999);  // 2,014 entries minus the 15 placeholders
}

QTEST_GUILESS_MAIN(TestTestKey)
#include "tst_testkey.moc"
