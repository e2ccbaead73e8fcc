// Runs the bundled demo checkout's real pytest (real torch on CPU, simulated TT stage)
// and checks every training key's outcome and error text against CASES.md.
// The demo is copied first: the shipped tree is never written to.
#include "demofiles.h"
#include "demofixes.h"
#include "inputsfixes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QStringList>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

constexpr int kPytestTimeoutMs = 600 * 1000;
const QString kTestFile = QStringLiteral("tests/runner/test_models.py");

struct CaseResult
{
    QString outcome; // passed, failed, error, skipped
    QString message; // the <failure>/<error>/<skipped> message attribute
    QString errorMessage; // the error_message property, empty when absent
    QString tags;         // the tags property (a dict's str()), empty when absent
};

struct PytestRun
{
    bool started = false;
    bool finished = false;
    int exitCode = -1;
    QString log;
};

QString keyOfTestcase(const QString &name)
{
    const qsizetype open = name.indexOf(QLatin1Char('['));
    if (open < 0 || !name.endsWith(QLatin1Char(']')))
        return name;
    return name.mid(open + 1, name.size() - open - 2);
}

QHash<QString, CaseResult> parseJUnit(const QString &path, QString *error)
{
    QHash<QString, CaseResult> results;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return results;
    }
    QXmlStreamReader xml(&file);
    QString current;
    CaseResult result;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const auto name = xml.name();
            const auto attrs = xml.attributes();
            if (name == QLatin1String("testcase")) {
                current = keyOfTestcase(attrs.value(QLatin1String("name")).toString());
                result = CaseResult{QStringLiteral("passed"), {}, {}, {}};
            } else if (current.isEmpty()) {
                continue;
            } else if (name == QLatin1String("failure") || name == QLatin1String("error")
                       || name == QLatin1String("skipped")) {
                // The first verdict wins (a teardown error can follow a failure).
                if (result.outcome == QLatin1String("passed")) {
                    result.outcome = name == QLatin1String("failure")
                                         ? QStringLiteral("failed")
                                         : name.toString();
                    result.message = attrs.value(QLatin1String("message")).toString();
                }
            } else if (name == QLatin1String("property")
                       && attrs.value(QLatin1String("name")) == QLatin1String("error_message")) {
                result.errorMessage = attrs.value(QLatin1String("value")).toString();
            } else if (name == QLatin1String("property")
                       && attrs.value(QLatin1String("name")) == QLatin1String("tags")) {
                result.tags = attrs.value(QLatin1String("value")).toString();
            }
        } else if (token == QXmlStreamReader::EndElement
                   && xml.name() == QLatin1String("testcase")) {
            results.insert(current, result);
            current.clear();
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return results;
}

QString nodeId(const QString &key)
{
    return QStringLiteral("%1::test_all_models_torch[%2]").arg(kTestFile, key);
}


PytestRun runPython(const QString &workDir, const QStringList &args)
{
    PytestRun run;
    QProcess process;
    process.setWorkingDirectory(workDir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    env.remove(QStringLiteral("PYTEST_ADDOPTS"));
    env.remove(QStringLiteral("PYTHONPATH"));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(DTRIAGE_PYTHON), args);
    run.started = process.waitForStarted(30 * 1000);
    if (!run.started) {
        run.log = process.errorString();
        return run;
    }
    run.finished = process.waitForFinished(kPytestTimeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    run.exitCode = process.exitCode();
    run.log = QString::fromUtf8(process.readAll());
    return run;
}

PytestRun runPytest(const QString &workDir, const QString &junitPath, const QStringList &keys)
{
    QStringList args{QStringLiteral("-m"), QStringLiteral("pytest"),
                     QStringLiteral("--force-run"), QStringLiteral("--runxfail"),
                     QStringLiteral("--junitxml=%1").arg(junitPath),
                     QStringLiteral("-p"), QStringLiteral("no:cacheprovider")};
    for (const QString &key : keys)
        args << nodeId(key);
    return runPython(workDir, args);
}

QString tail(const QString &log, int lines = 60)
{
    const QStringList all = log.split(QLatin1Char('\n'));
    return all.mid(qMax(qsizetype(0), all.size() - lines)).join(QLatin1Char('\n'));
}

bool replaceOnce(const QString &path, const QString &before, const QString &after,
                 QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return false;
    }
    QString text = QString::fromUtf8(file.readAll());
    file.close();
    if (text.count(before) != 1) {
        *error = QStringLiteral("%1: expected exactly one occurrence of %2")
                     .arg(path, before.trimmed());
        return false;
    }
    text.replace(before, after);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = QStringLiteral("cannot write %1").arg(path);
        return false;
    }
    file.write(text.toUtf8());
    return true;
}


const char kMat1[] = "mat1 and mat2 must have the same dtype"; // torch 2.x appends ", but got Float and BFloat16"
const char kIndexPut[] = "Index put requires the source and destination dtypes match, got "
                         "Float for the destination and BFloat16 for the source.";
const char kCdist[] = "\"cdist\" not implemented for 'BFloat16'";
const char kScatter[] = "error: failed to legalize operation 'stablehlo.scatter'";
const char kTtirSum[] = "error: 'ttir.sum' op Reduce dimensions are not unique";
const char kOom[] = "TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of memory "
                    "on device 0 (DRAM, 104857600 B requested)";
const char kDispatch[] = "TT_THROW @ /tt-metal/tt_metal/impl/dispatch/hardware_command_queue."
                         "cpp:138: Timeout in dispatch kernel on device 0";
const char kPcc[] = "PCC comparison failed. Calculated: PCC = 0.8703. Required: PCC = 0.99.";
const char kNoHandler[] = "No handler for class %1 exists in `unpack_forward_output`.Register a "
                          "handler or implement custom unpack_forward_output for the specific model.";
const char kShapes[] = "mat1 and mat2 shapes cannot be multiplied";
const char kDecoder[] = "You have to specify either decoder_input_ids or decoder_inputs_embeds";
const char kBatchNorm[] = "Expected more than 1 value per channel when training, got input size "
                          "torch.Size([1, 16, 1, 1])";

} // namespace

class TestDemoPytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyTrainingKeyIsCovered();
    void handlerRegistryAsTtForgeModels();
    void beforeFix_data();
    void beforeFix();
    void speecht5FixReachesTtirSum();
    void afterFixes_data();
    void afterFixes();

private:
    void addColumns();
    static void addOutsideFamilyRows();
    void checkCase(const QHash<QString, CaseResult> &results);
    QString freshCopy(const QString &name);
    QHash<QString, CaseResult> runAndParse(const QString &checkout, const QStringList &keys);

    QTemporaryDir m_tmp;
    QStringList m_trainingKeys;
    QHash<QString, CaseResult> m_before;
    QHash<QString, CaseResult> m_after;
};

void TestDemoPytest::handlerRegistryAsTtForgeModels()
{
    const QString checkout = freshCopy(QStringLiteral("registry"));
    // tests/data/demo/registry_check.py: the registry and its messages as tt-forge-models has them.
    const PytestRun run = runPython(checkout, {QStringLiteral(DTRIAGE_TEST_DATA_DIR "/demo/registry_check.py")});
    QVERIFY2(run.finished, qPrintable(tail(run.log)));
    QCOMPARE(run.log.trimmed(), QStringLiteral("OK"));
    QCOMPARE(run.exitCode, 0);
}

void TestDemoPytest::addColumns()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("exceptionType"); // prefix of the <failure message>
    QTest::addColumn<QString>("errorPrefix"); // the error_message property starts with this
}

// CASES.md "Survey": failures outside every family, before and after every fix
// (none of them is edited): a missing module, a gated dataset, and dgcnn, whose
// IndexError differs from pointnet's only in its numbers; and chest_xray.
void TestDemoPytest::addOutsideFamilyRows()
{
    QTest::newRow("dgcnn/pytorch-single_device-training")
        << QStringLiteral("dgcnn/pytorch-single_device-training") << QStringLiteral("failed")
        << QStringLiteral("IndexError") << QStringLiteral("index 24 is out of bounds for dimension 0 with size 24");
    QTest::newRow("layoutlm_v2/pytorch-single_device-training")
        << QStringLiteral("layoutlm_v2/pytorch-single_device-training") << QStringLiteral("failed")
        << QStringLiteral("ModuleNotFoundError") << QStringLiteral("No module named 'detectron2'");
    QTest::newRow("imagenet_cls/pytorch-single_device-training")
        << QStringLiteral("imagenet_cls/pytorch-single_device-training") << QStringLiteral("failed")
        // Named by the module the runner imports it as: loaders live under its
        // tt_forge_models namespace (tt-xla's dynamic_loader.py), so does tools.hub.
        << QStringLiteral("tt_forge_models.tools.hub.DatasetNotFoundError")
        << QStringLiteral("Dataset 'ILSVRC/imagenet-1k' is a gated dataset on the Hub.");
    // CASES.md c1-c2: at the runner's batch of 2 both train on CPU; Rgb fails on the
    // (simulated) device, Xray keeps model and input float32 and passes.
    QTest::newRow("chest_xray/pytorch-Rgb-single_device-training")
        << QStringLiteral("chest_xray/pytorch-Rgb-single_device-training") << QStringLiteral("failed")
        << QStringLiteral("RuntimeError")
        << QStringLiteral("error: 'ttir.batch_norm' op Training-mode batch norm is not supported by the TT backend");
    QTest::newRow("chest_xray/pytorch-Xray-single_device-training")
        << QStringLiteral("chest_xray/pytorch-Xray-single_device-training") << QStringLiteral("passed") << QString()
        << QString();
}

QString TestDemoPytest::freshCopy(const QString &name)
{
    const auto copy = dtriage::testing::copyDemo(m_tmp.filePath(name));
    if (!copy)
        qWarning("%s", qPrintable(copy.error().toString()));
    return copy.value_or(m_tmp.filePath(name));
}

QHash<QString, CaseResult> TestDemoPytest::runAndParse(const QString &checkout,
                                                       const QStringList &keys)
{
    const QString junit = QDir(checkout).filePath(QStringLiteral("out.xml"));
    const PytestRun run = runPytest(checkout, junit, keys);
    if (!run.started || !run.finished) {
        qWarning("pytest did not run to the end:\n%s", qPrintable(tail(run.log)));
        return {};
    }
    // pytest exits 1 when tests fail (expected here); anything else is a usage,
    // collection or internal error.
    if (run.exitCode != 0 && run.exitCode != 1) {
        qWarning("pytest exited with %d:\n%s", run.exitCode, qPrintable(tail(run.log)));
        return {};
    }
    QString error;
    auto results = parseJUnit(junit, &error);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return results;
}

void TestDemoPytest::initTestCase()
{
    QVERIFY2(m_tmp.isValid(), qPrintable(m_tmp.errorString()));
    QVERIFY2(QFileInfo::exists(QStringLiteral(DTRIAGE_DEMO_DIR "/") + kTestFile),
             "the demo checkout resources/demo/tt-xla-mini is missing");

    const PytestRun probe = runPython(
        m_tmp.path(), {QStringLiteral("-c"), QStringLiteral("import torch, numpy, pytest")});
    if (!probe.started || !probe.finished || probe.exitCode != 0) {
        QFAIL(qPrintable(QStringLiteral(
                             "%1 cannot import torch, numpy and pytest (install "
                             "python3-torch, python3-numpy and python3-pytest); this test "
                             "runs the demo's real pytest and does not skip:\n%2")
                             .arg(QStringLiteral(DTRIAGE_PYTHON), tail(probe.log, 10))));
    }

    // Collect once to learn every training key the runner discovers.
    const QString collect = freshCopy(QStringLiteral("collect"));
    const PytestRun run = runPython(collect, {QStringLiteral("-m"), QStringLiteral("pytest"),
                                              QStringLiteral("--collect-only"),
                                              QStringLiteral("-q"), QStringLiteral("-p"),
                                              QStringLiteral("no:cacheprovider"), kTestFile});
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(tail(run.log)));
    const QString prefix = kTestFile + QStringLiteral("::test_all_models_torch[");
    const auto lines = run.log.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString id = line.trimmed();
        if (id.startsWith(prefix) && id.endsWith(QLatin1String("-single_device-training]")))
            m_trainingKeys << keyOfTestcase(id);
    }
    QVERIFY2(!m_trainingKeys.isEmpty(), qPrintable(tail(run.log)));

    m_before = runAndParse(freshCopy(QStringLiteral("before")), m_trainingKeys);
    QVERIFY2(!m_before.isEmpty(), "pytest over the unmodified demo produced no results");

    const QString fixed = freshCopy(QStringLiteral("after"));
    for (const dtriage::testing::LoaderFix &fix : dtriage::testing::kFixes) {
        QString error;
        const QString loader = QDir(fixed).filePath(
            QStringLiteral("third_party/tt_forge_models/") + QLatin1String(fix.loader));
        QVERIFY2(replaceOnce(loader, QString::fromUtf8(fix.before),
                             QString::fromUtf8(fix.after) + QString::fromUtf8(fix.appended), &error),
                 qPrintable(error));
    }
    for (const dtriage::testing::InputsFix &fix : dtriage::testing::kInputsFixes) {
        QString error;
        const QString loader = QDir(fixed).filePath(
            QStringLiteral("third_party/tt_forge_models/") + QLatin1String(fix.loader));
        QVERIFY2(replaceOnce(loader, QString::fromUtf8(fix.before), QString::fromUtf8(fix.after), &error),
                 qPrintable(error));
        if (fix.alsoBefore)
            QVERIFY2(replaceOnce(loader, QString::fromUtf8(fix.alsoBefore), QString::fromUtf8(fix.alsoAfter), &error),
                     qPrintable(error));
    }
    m_after = runAndParse(fixed, m_trainingKeys);
    QVERIFY2(!m_after.isEmpty(), "pytest over the fixed demo produced no results");
}

void TestDemoPytest::everyTrainingKeyIsCovered()
{
    // The data tables below must name exactly the training keys the runner discovers.
    const QStringList expected{
        QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"),
        QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training"),
        QStringLiteral("densenet/pytorch-121-single_device-training"),
        QStringLiteral("densenet/pytorch-121_Xray-single_device-training"),
        QStringLiteral("detr/pytorch-ResNet50-single_device-training"),
        QStringLiteral("detr/pytorch-ResNet101-single_device-training"),
        QStringLiteral("detr/pytorch-ResNet50_DC5-single_device-training"),
        QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training"),
        QStringLiteral("ghostnet/pytorch-Ghostnet_100-single_device-training"),
        QStringLiteral("mlp_mixer/pytorch-Mixer_Tiny-single_device-training"),
        QStringLiteral("pointnet/pytorch-single_device-training"),
        QStringLiteral("resnet/pytorch-ResNet18-single_device-training"),
        QStringLiteral("resnet/pytorch-ResNet34-single_device-training"),
        QStringLiteral("speecht5/pytorch-Tts-single_device-training"),
        QStringLiteral("tinyllama/causal_lm/pytorch-single_device-training"),
        QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training"),
        QStringLiteral("wav2vec2/pytorch-Base-single_device-training"),
        QStringLiteral("whisper/pytorch-Tiny-single_device-training"),
        QStringLiteral("yolo_tuple/pytorch-Nano-single_device-training"),
        QStringLiteral("ssd_tuple/pytorch-Lite-single_device-training"),
        QStringLiteral("retinanet/pytorch-Tiny-single_device-training"),
        QStringLiteral("bert_mc/pytorch-Tiny-single_device-training"),
        QStringLiteral("roberta_mc/pytorch-Tiny-single_device-training"),
        QStringLiteral("mgp_str/pytorch-Base-single_device-training"),
        QStringLiteral("efficientdet/pytorch-D0-single_device-training"),
        QStringLiteral("fcos/pytorch-Tiny-single_device-training"),
        QStringLiteral("speech_s2s/pytorch-Tiny-single_device-training"),
        QStringLiteral("speech_s2s/pytorch-Tiny_Prompted-single_device-training"),
        QStringLiteral("speech_s2s/pytorch-Tiny_Turbo-single_device-training"),
        QStringLiteral("t5_dict/pytorch-Small-single_device-training"),
        QStringLiteral("ssdlite_det/pytorch-Lite320-single_device-training"),
        QStringLiteral("deeplab_pool/pytorch-Tiny-single_device-training"),
        QStringLiteral("scene_bn/pytorch-Tiny-single_device-training"),
        QStringLiteral("dgcnn/pytorch-single_device-training"),
        QStringLiteral("layoutlm_v2/pytorch-single_device-training"),
        QStringLiteral("imagenet_cls/pytorch-single_device-training"),
        QStringLiteral("chest_xray/pytorch-Rgb-single_device-training"),
        QStringLiteral("chest_xray/pytorch-Xray-single_device-training"),
    };
    const QSet<QString> discovered(m_trainingKeys.cbegin(), m_trainingKeys.cend());
    const QSet<QString> wanted(expected.cbegin(), expected.cend());
    QCOMPARE(discovered, wanted);
    QCOMPARE(QSet<QString>(m_before.keyBegin(), m_before.keyEnd()), wanted);
    QCOMPARE(QSet<QString>(m_after.keyBegin(), m_after.keyEnd()), wanted);
}

void TestDemoPytest::checkCase(const QHash<QString, CaseResult> &results)
{
    QFETCH(QString, key);
    QFETCH(QString, outcome);
    QFETCH(QString, exceptionType);
    QFETCH(QString, errorPrefix);

    QVERIFY2(results.contains(key), qPrintable(QStringLiteral("no testcase for %1").arg(key)));
    const CaseResult &r = results.value(key);
    QCOMPARE(r.outcome, outcome);
    // As tt-xla's runner: a NOT_SUPPORTED_SKIP entry's error_message is its YAML
    // reason, copied whatever happened (CASES.md); the failure message is the run's.
    const bool copied = r.tags.contains(QLatin1String("ModelTestStatus.NOT_SUPPORTED_SKIP"));
    QVERIFY2(r.tags.contains(QLatin1String("'model_test_status': 'ModelTestStatus.")), qPrintable(r.tags));
    if (outcome == QLatin1String("passed")) {
        // Nothing to say, or a pass with the PCC check off says what it measured.
        QVERIFY2(copied || r.errorMessage.isEmpty() || r.errorMessage.startsWith(QLatin1String("Test marked w/ INCORRECT_RESULT")),
                 qPrintable(r.errorMessage));
        return;
    }
    // After the device comparison the runner's reason is its INCORRECT_RESULT line.
    const bool comparison = r.errorMessage.startsWith(QLatin1String("Test marked w/ INCORRECT_RESULT"))
                            && r.message.startsWith(QLatin1String("AssertionError: PCC comparison failed"));
    if (!copied && !comparison)
        QVERIFY2(r.errorMessage.startsWith(errorPrefix),
                 qPrintable(QStringLiteral("error_message: %1").arg(r.errorMessage)));
    const QString messagePrefix = exceptionType + QStringLiteral(": ") + errorPrefix;
    QVERIFY2(r.message.startsWith(messagePrefix),
             qPrintable(QStringLiteral("failure message: %1").arg(r.message)));
}

void TestDemoPytest::beforeFix_data()
{
    addColumns();
    const QString failed = QStringLiteral("failed");
    const QString passed = QStringLiteral("passed");
    const QString rt = QStringLiteral("RuntimeError");
    auto row = [](const char *key, const QString &outcome, const QString &type,
                  const QString &prefix) {
        QTest::newRow(key) << QString::fromUtf8(key) << outcome << type << prefix;
    };
    const QString mat1 = QString::fromUtf8(kMat1);
    row("centernet/pytorch-Dla1x_Coco-single_device-training", failed, rt, QString::fromUtf8(kCdist));
    row("centernet/pytorch-Dla2x_Coco-single_device-training", failed, rt, QString::fromUtf8(kCdist));
    row("densenet/pytorch-121-single_device-training", passed, {}, {});
    row("densenet/pytorch-121_Xray-single_device-training", failed, rt, QString::fromUtf8(kIndexPut));
    row("detr/pytorch-ResNet50-single_device-training", failed, rt, mat1);
    row("detr/pytorch-ResNet101-single_device-training", failed, rt, mat1);
    row("detr/pytorch-ResNet50_DC5-single_device-training", failed, rt, mat1);
    row("detr/pytorch-ResNet50_NoMask-single_device-training", failed, rt, QString::fromUtf8(kScatter));
    row("ghostnet/pytorch-Ghostnet_100-single_device-training", failed, rt, mat1);
    row("mlp_mixer/pytorch-Mixer_Tiny-single_device-training", passed, {}, {});
    row("pointnet/pytorch-single_device-training", failed, QStringLiteral("IndexError"),
        QStringLiteral("index 16 is out of bounds for dimension 0 with size 16"));
    row("resnet/pytorch-ResNet18-single_device-training", passed, {}, {});
    row("resnet/pytorch-ResNet34-single_device-training", passed, {}, {});
    row("speecht5/pytorch-Tts-single_device-training", failed, rt, mat1);
    row("tinyllama/causal_lm/pytorch-single_device-training", failed, rt,
        QStringLiteral("expected scalar type Float but found BFloat16"));
    row("vit/pytorch-Tiny_Patch16-single_device-training", passed, {}, {});
    row("wav2vec2/pytorch-Base-single_device-training", failed, QStringLiteral("TypeError"),
        QStringLiteral("Got unsupported ScalarType BFloat16"));
    row("whisper/pytorch-Tiny-single_device-training", failed, rt, mat1);
    row("yolo_tuple/pytorch-Nano-single_device-training", failed, rt, mat1);
    // The unpack_forward_output family (CASES.md u1-u6).
    const QString value = QStringLiteral("ValueError");
    const QString noHandler = QString::fromUtf8(kNoHandler);
    row("ssd_tuple/pytorch-Lite-single_device-training", failed, value, noHandler.arg(QStringLiteral("tuple")));
    row("retinanet/pytorch-Tiny-single_device-training", failed, value, noHandler.arg(QStringLiteral("dict")));
    row("bert_mc/pytorch-Tiny-single_device-training", failed, value,
        noHandler.arg(QStringLiteral("MultipleChoiceModelOutput")));
    row("roberta_mc/pytorch-Tiny-single_device-training", failed, value,
        noHandler.arg(QStringLiteral("MultipleChoiceModelOutput")));
    row("mgp_str/pytorch-Base-single_device-training", failed, value,
        QStringLiteral("Handler for MgpstrModelOutput did not return a torch.Tensor"));
    row("efficientdet/pytorch-D0-single_device-training", passed, {}, {});
    row("fcos/pytorch-Tiny-single_device-training", failed, rt, QString::fromUtf8(kShapes));
    // The inputs family (CASES.md i1-i5).
    const QString decoder = QString::fromUtf8(kDecoder);
    const QString bn = QString::fromUtf8(kBatchNorm);
    row("speech_s2s/pytorch-Tiny-single_device-training", failed, value, decoder);
    row("speech_s2s/pytorch-Tiny_Prompted-single_device-training", failed, value, decoder);
    row("speech_s2s/pytorch-Tiny_Turbo-single_device-training", passed, {}, {});
    row("t5_dict/pytorch-Small-single_device-training", failed, value, decoder);
    row("ssdlite_det/pytorch-Lite320-single_device-training", failed, QStringLiteral("AssertionError"),
        QStringLiteral("targets should not be none when in training mode"));
    row("deeplab_pool/pytorch-Tiny-single_device-training", failed, value, bn);
    row("scene_bn/pytorch-Tiny-single_device-training", failed, value, bn);
    addOutsideFamilyRows();
}

void TestDemoPytest::beforeFix()
{
    checkCase(m_before);
}

void TestDemoPytest::speecht5FixReachesTtirSum()
{
    // docs/triage.md §4: adding dtype=dtype_override to decoder_input_values moves the failure
    // from the CPU dtype mismatch to tt-mlir's ttir.sum verifier.
    const QString checkout = freshCopy(QStringLiteral("speecht5"));
    const QString loader =
        QDir(checkout).filePath(QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py"));
    QString error;
    QVERIFY2(replaceOnce(loader, QString::fromUtf8(dtriage::testing::kFixes[0].before),
                         QString::fromUtf8(dtriage::testing::kFixes[0].after), &error),
             qPrintable(error));

    const QString training = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
    const QString inference = QStringLiteral("speecht5/pytorch-Tts-single_device-inference");
    const auto results = runAndParse(checkout, {training, inference});
    QVERIFY(results.contains(training));
    const CaseResult r = results.value(training);
    QCOMPARE(r.outcome, QStringLiteral("failed"));
    // A NOT_SUPPORTED_SKIP entry: the runner copies the YAML's old reason into
    // error_message (tt-xla's quirk); what the run raised is the failure message.
    QVERIFY2(r.tags.contains(QLatin1String("ModelTestStatus.NOT_SUPPORTED_SKIP")), qPrintable(r.tags));
    QVERIFY2(r.errorMessage.contains(QLatin1String("mat1 and mat2")), qPrintable(r.errorMessage));
    QCOMPARE(r.message, QStringLiteral("RuntimeError: ") + QString::fromUtf8(kTtirSum));
    // The inference entry is a stale KNOWN_FAILURE_XFAIL now: with --runxfail it passes.
    QVERIFY(results.contains(inference));
    QCOMPARE(results.value(inference).outcome, QStringLiteral("passed"));
}

void TestDemoPytest::afterFixes_data()
{
    addColumns();
    const QString failed = QStringLiteral("failed");
    const QString passed = QStringLiteral("passed");
    const QString rt = QStringLiteral("RuntimeError");
    auto row = [](const char *key, const QString &outcome, const QString &type,
                  const QString &prefix) {
        QTest::newRow(key) << QString::fromUtf8(key) << outcome << type << prefix;
    };
    const QString mat1 = QString::fromUtf8(kMat1);
    // op_not_implemented, escalate, stale and misfire loaders are not edited.
    row("centernet/pytorch-Dla1x_Coco-single_device-training", failed, rt, QString::fromUtf8(kCdist));
    row("centernet/pytorch-Dla2x_Coco-single_device-training", failed, rt, QString::fromUtf8(kCdist));
    row("densenet/pytorch-121-single_device-training", passed, {}, {});
    row("densenet/pytorch-121_Xray-single_device-training", passed, {}, {});
    row("detr/pytorch-ResNet50-single_device-training", passed, {}, {});
    row("detr/pytorch-ResNet101-single_device-training", failed, QStringLiteral("AssertionError"),
        QString::fromUtf8(kPcc));
    row("detr/pytorch-ResNet50_DC5-single_device-training", failed, rt, QString::fromUtf8(kOom));
    row("detr/pytorch-ResNet50_NoMask-single_device-training", failed, rt, QString::fromUtf8(kScatter));
    row("ghostnet/pytorch-Ghostnet_100-single_device-training", failed, rt, mat1);
    row("mlp_mixer/pytorch-Mixer_Tiny-single_device-training", passed, {}, {});
    row("pointnet/pytorch-single_device-training", failed, QStringLiteral("IndexError"),
        QStringLiteral("index 16 is out of bounds for dimension 0 with size 16"));
    row("resnet/pytorch-ResNet18-single_device-training", passed, {}, {});
    row("resnet/pytorch-ResNet34-single_device-training", passed, {}, {});
    row("speecht5/pytorch-Tts-single_device-training", failed, rt, QString::fromUtf8(kTtirSum));
    row("tinyllama/causal_lm/pytorch-single_device-training", failed, rt, QString::fromUtf8(kDispatch));
    row("vit/pytorch-Tiny_Patch16-single_device-training", passed, {}, {});
    row("wav2vec2/pytorch-Base-single_device-training", passed, {}, {});
    row("whisper/pytorch-Tiny-single_device-training", passed, {}, {});
    row("yolo_tuple/pytorch-Nano-single_device-training", passed, {}, {});
    // The unpack family after its fixes; fcos (escalate) is not edited.
    row("ssd_tuple/pytorch-Lite-single_device-training", passed, {}, {});
    row("retinanet/pytorch-Tiny-single_device-training", failed, QStringLiteral("AssertionError"),
        QStringLiteral("PCC comparison failed. Calculated: PCC = 0.9721. Required: PCC = 0.99."));
    row("bert_mc/pytorch-Tiny-single_device-training", passed, {}, {});
    row("roberta_mc/pytorch-Tiny-single_device-training", failed, rt,
        QStringLiteral("error: 'ttir.gather' op Unsupported gather pattern for the TT backend"));
    row("mgp_str/pytorch-Base-single_device-training", passed, {}, {});
    row("efficientdet/pytorch-D0-single_device-training", passed, {}, {});
    row("fcos/pytorch-Tiny-single_device-training", failed, rt, QString::fromUtf8(kShapes));
    // The inputs family after its fixes; scene_bn (no fix) is not edited.
    row("speech_s2s/pytorch-Tiny-single_device-training", passed, {}, {});
    row("speech_s2s/pytorch-Tiny_Prompted-single_device-training", passed, {}, {});
    row("speech_s2s/pytorch-Tiny_Turbo-single_device-training", passed, {}, {});
    row("t5_dict/pytorch-Small-single_device-training", failed, rt,
        QStringLiteral("error: 'ttir.scatter' op Unsupported scatter pattern for the TT backend"));
    row("ssdlite_det/pytorch-Lite320-single_device-training", failed, QStringLiteral("AssertionError"),
        QStringLiteral("PCC comparison failed. Calculated: PCC = 0.9512. Required: PCC = 0.99."));
    row("deeplab_pool/pytorch-Tiny-single_device-training", passed, {}, {});
    row("scene_bn/pytorch-Tiny-single_device-training", failed, QStringLiteral("ValueError"),
        QString::fromUtf8(kBatchNorm));
    addOutsideFamilyRows();
}

void TestDemoPytest::afterFixes()
{
    checkCase(m_after);
}

QTEST_GUILESS_MAIN(TestDemoPytest)
#include "tst_demopytest.moc"
