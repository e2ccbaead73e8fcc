// TriageSession end to end on a copy of the demo checkout, with real torch and
// real pytest (CASES.md): case a (fix approved, pytest shows a tt-mlir error,
// branch B's xfail written, stale inference entry flagged), d (op not implemented:
// branch A, no loader edit), e (escalate) and f (stale) that write nothing, a
// declined loader fix that leaves every byte of the tree as it was, and a YAML
// changed on disk between plan and approval (conflict, nothing written).
#include "checkout/democheckout.h"
#include "config/configfile.h"
#include "run/pythonenvironment.h"
#include "run/warmworker.h"
#include "session/triagesession.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;
using State = TriageSession::State;

namespace {

constexpr int kTimeoutMs = 300 * 1000;  // a loaded CI machine imports torch slowly

const QString kTrainingYaml =
    QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
const QString kSpeechLoader = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Every file of the tree and its bytes: "nothing was written" means equal snapshots.
QHash<QString, QByteArray> snapshot(const QString& root)
{
    QHash<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(root).relativeFilePath(path), readFile(path));
    }
    return files;
}

// `text` with 1-based lines first..last replaced by `replacement` (lines, no newline).
QByteArray replaceLines(const QByteArray& text, int first, int last, const QList<QByteArray>& replacement)
{
    QList<QByteArray> lines = text.split('\n');
    lines.remove(first - 1, last - first + 1);
    for (qsizetype i = 0; i < replacement.size(); ++i)
        lines.insert(first - 1 + i, replacement[i]);
    return lines.join('\n');
}

}  // namespace

class TstTriageSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void speecht5FixApprovedBranchB();
    void centernetOpNotImplementedBranchA();
    void ghostnetEscalates();
    void vitIsStale();
    void rejectedLoaderFixWritesNothing();
    void yamlConflictWritesNothing();
    void unknownKeyStops();
    void fixCases_data();
    void fixCases();
    void pointnetMisfires();
    void modelInfoNameResolvesAndCancelRevertsNothing();
    void importedJUnitBranchADifferentError();
    void sameMismatchAfterFixReverts();
    void cancelDuringReproWritesNothing();
    void newCpuErrorAfterFixIsBranchC();

private:
    std::unique_ptr<TriageSession> makeSession(const QString& key, bool yes = false);
    void waitForSettled(TriageSession& session);
    void addLoader(const QString& name, const QByteArray& forwardBody);

    QTemporaryDir m_tmp;
    QString m_root;  // this test function's demo copy
    int m_copies = 0;
    std::unique_ptr<WarmWorker> m_worker;
};

void TstTriageSession::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    qRegisterMetaType<TriageSession::State>();
    qRegisterMetaType<TriageSession::ApprovalKind>();
    qRegisterMetaType<TriageRecord>();
    // One warm worker for all sessions: torch is imported once, each repro forks.
    const QString first = m_tmp.filePath(QStringLiteral("worker-home"));
    auto copy = DemoCheckout::copyTo(first, QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
    auto python = PythonEnvironment::resolve(*copy, QStringLiteral(DTRIAGE_PYTHON));
    QVERIFY2(python.has_value(), qPrintable(python ? QString() : python.error().toString()));
    m_worker = std::make_unique<WarmWorker>(*python);
    m_worker->start();
    if (!m_worker->waitForReady(kTimeoutMs))
        qWarning("warm worker not ready (%s); repros run cold", qPrintable(m_worker->deathReason()));
}

void TstTriageSession::init()
{
    auto copy = DemoCheckout::copyTo(m_tmp.filePath(QStringLiteral("copy-%1").arg(++m_copies)),
                                     QStringLiteral(DTRIAGE_DEMO_DIR));
    QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
    m_root = *copy;
}

void TstTriageSession::cleanupTestCase() { m_worker.reset(); }

std::unique_ptr<TriageSession> TstTriageSession::makeSession(const QString& key, bool yes)
{
    TriageSessionConfig config;
    config.checkoutRoot = m_root;
    config.key = key;
    config.interpreter = QStringLiteral(DTRIAGE_PYTHON);
    config.sessionDir = m_tmp.filePath(QStringLiteral("session-%1").arg(m_copies));
    config.yes = yes;
    config.useWarmWorker = m_worker && m_worker->state() == WarmWorker::State::Ready;
    config.warmWorker = config.useWarmWorker ? m_worker.get() : nullptr;
    return std::make_unique<TriageSession>(config);
}

// Until the session waits for the user or has ended.
void TstTriageSession::waitForSettled(TriageSession& session)
{
    QTRY_VERIFY_WITH_TIMEOUT(session.isFinished()
                                 || session.state() == State::AwaitingFixApproval
                                 || session.state() == State::AwaitingYamlApproval,
                             kTimeoutMs);
}

void TstTriageSession::speecht5FixApprovedBranchB()
{
    const QString yamlPath = QDir(m_root).filePath(kTrainingYaml);
    const QString loaderPath = QDir(m_root).filePath(kSpeechLoader);
    const QString inferencePath = QDir(m_root).filePath(
        QStringLiteral("tests/runner/test_config/torch/test_config_inference_single_device.yaml"));
    const QByteArray yamlBefore = readFile(yamlPath);
    const QByteArray loaderBefore = readFile(loaderPath);
    const QByteArray inferenceBefore = readFile(inferencePath);

    auto session = makeSession(QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    QSignalSpy states(session.get(), &TriageSession::stateChanged);
    QSignalSpy approvals(session.get(), &TriageSession::needsApproval);
    QSignalSpy logs(session.get(), &TriageSession::logLine);
    session->start();
    waitForSettled(*session);
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    QCOMPARE(approvals.size(), 1);
    QVERIFY(std::any_of(logs.cbegin(), logs.cend(), [](const QList<QVariant>& args) {
        return args[0].toString().startsWith(QStringLiteral("BFLOAT16: FAILED"));
    }));
    QVERIFY(approvals[0][1].toString().contains(QStringLiteral("dtype=dtype_override")));
    QCOMPARE(readFile(loaderPath), loaderBefore);  // nothing before the approval

    session->approveLoaderFix();
    waitForSettled(*session);
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    const TriageRecord& record = session->record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Works);
    QCOMPARE(record.entries.size(), 1);
    QCOMPARE(record.entries[0].cpuAfter.bf16.result, TriageRecord::CpuPhase::Result::Ok);
    QCOMPARE(record.entries[0].pytest.outcome, JUnitCase::Outcome::Failed);
    QCOMPARE(record.entries[0].yaml.branch, QStringLiteral("B"));
    QCOMPARE(readFile(yamlPath), yamlBefore);  // nothing before the approval

    session->approveYamlPlan();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Done);

    const QByteArray yamlExpected = replaceLines(
        replaceLines(yamlBefore, 32, 32,
                     {R"(    reason: "error: 'ttir.sum' op Reduce dimensions are not unique")"}),
        29, 30, {"    status: KNOWN_FAILURE_XFAIL", "    bringup_status: FAILED_TTMLIR_COMPILATION"});
    QCOMPARE(QString::fromUtf8(readFile(yamlPath)), QString::fromUtf8(yamlExpected));
    const QByteArray loaderExpected = replaceLines(
        loaderBefore, 119, 119,
        {"        decoder_input_values = torch.zeros(",
         "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override",
         "        )"});
    QCOMPARE(QString::fromUtf8(readFile(loaderPath)), QString::fromUtf8(loaderExpected));
    QCOMPARE(readFile(inferencePath), inferenceBefore);

    const TriageRecord& done = session->record();
    QCOMPARE(done.state, TriageRecord::State::Done);
    QVERIFY(done.entries[0].yaml.written);
    QVERIFY(done.inference.checked);
    QCOMPARE(done.inference.stale.size(), 1);
    QCOMPARE(done.inference.stale[0].key, QStringLiteral("speecht5/pytorch-Tts-single_device-inference"));

    // Every state change reached the record on disk.
    QTRY_VERIFY(TriageSession::loadRecord(session->recordPath()).has_value()
                && TriageSession::loadRecord(session->recordPath())->state
                       == TriageRecord::State::Done);
    QVERIFY(states.size() >= 12);
}

void TstTriageSession::centernetOpNotImplementedBranchA()
{
    const QString yamlPath = QDir(m_root).filePath(kTrainingYaml);
    const QByteArray yamlBefore = readFile(yamlPath);
    const auto before = snapshot(m_root);

    auto session = makeSession(QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"),
                               /*yes=*/true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Done);
    const TriageRecord& record = session->record();
    QCOMPARE(record.flavor, Flavor::OpNotImplemented);
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::NotAttempted);
    QCOMPARE(record.entries.size(), 2);  // Dla2x_Coco is in the loader-wide scope
    QVERIFY(record.entries[1].included);
    for (const auto& entry : record.entries) {
        QCOMPARE(entry.yaml.branch, QStringLiteral("A"));
        QCOMPARE(entry.yaml.after.reason, QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
        QCOMPARE(entry.yaml.after.bringupStatus, QStringLiteral("FAILED_FE_COMPILATION"));
        QCOMPARE(entry.yaml.after.status, QStringLiteral("KNOWN_FAILURE_XFAIL"));
    }
    const QByteArray expected = replaceLines(yamlBefore, 59, 59, {"    status: KNOWN_FAILURE_XFAIL"});
    QCOMPARE(QString::fromUtf8(readFile(yamlPath)), QString::fromUtf8(expected));
    // Only the YAML changed: no loader edit for a missing kernel.
    auto after = snapshot(m_root);
    after.insert(kTrainingYaml, yamlBefore);
    QCOMPARE(after, before);
}

void TstTriageSession::ghostnetEscalates()
{
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("ghostnet/pytorch-Ghostnet_100-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QVERIFY(session->record().decision == Decision::Action::Escalate);
    QCOMPARE(session->record().state, TriageRecord::State::Stopped);
    QCOMPARE(snapshot(m_root), before);
}

void TstTriageSession::vitIsStale()
{
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QVERIFY(session->record().decision == Decision::Action::Stale);
    QVERIFY(!session->stateNote().isEmpty());
    QCOMPARE(snapshot(m_root), before);
}

void TstTriageSession::rejectedLoaderFixWritesNothing()
{
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    session->start();
    waitForSettled(*session);
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    session->rejectLoaderFix();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Done);
    QCOMPARE(session->record().fix.result, TriageRecord::Fix::Result::NotAttempted);
    QCOMPARE(snapshot(m_root), before);
}

void TstTriageSession::yamlConflictWritesNothing()
{
    const QString yamlPath = QDir(m_root).filePath(kTrainingYaml);
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"));
    session->start();
    waitForSettled(*session);
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    QVERIFY(session->yamlDiff().contains(QStringLiteral("+    status: KNOWN_FAILURE_XFAIL")));

    const QByteArray edited = readFile(yamlPath) + "# edited by someone else\n";
    QVERIFY(writeFile(yamlPath, edited));
    session->approveYamlPlan();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QVERIFY(session->stateNote().contains(QStringLiteral("changed on disk")));
    QCOMPARE(readFile(yamlPath), edited);
    auto after = snapshot(m_root);
    after.insert(kTrainingYaml, before.value(kTrainingYaml));
    QCOMPARE(after, before);
}

void TstTriageSession::unknownKeyStops()
{
    auto session = makeSession(QStringLiteral("nosuch/pytorch-X-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
}

// One entry's expected YAML after the triage ("" = field absent).
struct ExpectedEntry {
    QString key;
    bool included = true;
    QString branch;
    QString status;
    QString bringupStatus;
    QString reason;
    QString assertPcc;
};

Q_DECLARE_METATYPE(ExpectedEntry)
Q_DECLARE_METATYPE(QList<ExpectedEntry>)

void TstTriageSession::fixCases_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("loader");  // relative to third_party/tt_forge_models
    QTest::addColumn<int>("line");        // the fix site (or the line a cast follows)
    QTest::addColumn<bool>("insert");     // the fix is a new line after `line`
    QTest::addColumn<QList<QByteArray>>("replacement");
    QTest::addColumn<QList<ExpectedEntry>>("entries");

    const QString xfail = QStringLiteral("KNOWN_FAILURE_XFAIL");
    const QString passing = QStringLiteral("EXPECTED_PASSING");
    const QString b = QStringLiteral("B");
    QTest::newRow("b densenet 121_Xray")
        << QStringLiteral("densenet/pytorch-121_Xray-single_device-training")
        << QStringLiteral("densenet/pytorch/loader.py") << 120 << false
        << QList<QByteArray>{"        pixel_values = torch.zeros((batch_size, 3, 16, 16), dtype=dtype_override)"}
        << QList<ExpectedEntry>{
               {QStringLiteral("densenet/pytorch-121_Xray-single_device-training"), true, b, passing, {}, {}, {}},
               {QStringLiteral("densenet/pytorch-121-single_device-training"), false, {}, {}, {}, {}, {}}};
    QTest::newRow("c detr loader-wide")
        << QStringLiteral("detr/pytorch-ResNet50-single_device-training")
        << QStringLiteral("detr/pytorch/loader.py") << 139 << false
        << QList<QByteArray>{"            pixel_mask = torch.ones((batch_size, 4, 4), dtype=dtype_override)"}
        << QList<ExpectedEntry>{
               {QStringLiteral("detr/pytorch-ResNet50-single_device-training"), true, b, passing, {}, {}, {}},
               {QStringLiteral("detr/pytorch-ResNet101-single_device-training"), true, b, passing, {}, {},
                QStringLiteral("false")},
               {QStringLiteral("detr/pytorch-ResNet50_DC5-single_device-training"), true, b, xfail,
                QStringLiteral("FAILED_RUNTIME"),
                QStringLiteral("TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of memory on "
                               "device 0 (DRAM, 104857600 B requested)"),
                {}},
               {QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training"), false, {}, {}, {}, {}, {}}};
    QTest::newRow("h whisper .npy")
        << QStringLiteral("whisper/pytorch-Tiny-single_device-training")
        << QStringLiteral("whisper/pytorch/loader.py") << 99 << true
        << QList<QByteArray>{"        mel = mel.to(dtype_override) if dtype_override is not None else mel"}
        << QList<ExpectedEntry>{
               {QStringLiteral("whisper/pytorch-Tiny-single_device-training"), true, b, passing, {}, {}, {}}};
    QTest::newRow("i wav2vec2 numpy")
        << QStringLiteral("wav2vec2/pytorch-Base-single_device-training")
        << QStringLiteral("wav2vec2/pytorch/loader.py") << 97 << false
        << QList<QByteArray>{"        peak = np.abs(waveform.float().numpy()).max()"}
        << QList<ExpectedEntry>{
               {QStringLiteral("wav2vec2/pytorch-Base-single_device-training"), true, b, passing, {}, {}, {}}};
    QTest::newRow("j tinyllama no variant")
        << QStringLiteral("tinyllama/causal_lm/pytorch-single_device-training")
        << QStringLiteral("tinyllama/causal_lm/pytorch/loader.py") << 102 << false
        << QList<QByteArray>{"        position_ids = torch.arange(",
                             "            0.0, self.config.seq_len, dtype=dtype_override",
                             "        ).reshape(1, -1, 1)"}
        << QList<ExpectedEntry>{
               {QStringLiteral("tinyllama/causal_lm/pytorch-single_device-training"), true, b, xfail,
                QStringLiteral("FAILED_RUNTIME"),
                QStringLiteral("TT_THROW @ /tt-metal/tt_metal/impl/dispatch/hardware_command_queue.cpp:138: "
                               "Timeout in dispatch kernel on device 0"),
                {}}};
    QTest::newRow("k yolo tuple")
        << QStringLiteral("yolo_tuple/pytorch-Nano-single_device-training")
        << QStringLiteral("yolo_tuple/pytorch/loader.py") << 101 << false
        << QList<QByteArray>{"        anchors = torch.full((batch_size, 6, 4), 0.5, dtype=dtype_override)"}
        << QList<ExpectedEntry>{
               {QStringLiteral("yolo_tuple/pytorch-Nano-single_device-training"), true, b, passing, {}, {}, {}}};
}

void TstTriageSession::fixCases()
{
    QFETCH(QString, key);
    QFETCH(QString, loader);
    QFETCH(int, line);
    QFETCH(bool, insert);
    QFETCH(QList<QByteArray>, replacement);
    QFETCH(QList<ExpectedEntry>, entries);

    const QString loaderPath = QDir(m_root).filePath(QStringLiteral("third_party/tt_forge_models/") + loader);
    const QString yamlPath = QDir(m_root).filePath(kTrainingYaml);
    const QByteArray loaderBefore = readFile(loaderPath);
    const auto yamlBefore = ConfigFile::load(yamlPath);
    QVERIFY(yamlBefore.has_value());
    auto session = makeSession(key, /*yes=*/true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QVERIFY2(session->state() == State::Done, qPrintable(session->stateNote()));
    const TriageRecord& record = session->record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Works);

    QList<QByteArray> lines = replacement;
    if (insert)
        lines.prepend(loaderBefore.split('\n').at(line - 1));
    QCOMPARE(QString::fromUtf8(readFile(loaderPath)),
             QString::fromUtf8(replaceLines(loaderBefore, line, line, lines)));

    const auto yamlAfter = ConfigFile::load(yamlPath);
    QVERIFY(yamlAfter.has_value());
    QCOMPARE(record.entries.size(), entries.size());
    for (const ExpectedEntry& want : entries) {
        const auto* got = record.entry(want.key);
        QVERIFY2(got, qPrintable(want.key));
        QCOMPARE(got->included, want.included);
        const Entry* onDisk = yamlAfter->find(want.key);
        const Entry* was = yamlBefore->find(want.key);
        QVERIFY(onDisk && was);
        // Markers, arch_overrides, batch_size, ... stay as they were.
        for (const Field& field : was->fields) {
            if (field.name == QLatin1String("markers") || field.name == QLatin1String("arch_overrides"))
                QCOMPARE(onDisk->field(field.name)->value, field.value);
        }
        if (!want.included) {
            QCOMPARE(TriageRecord::YamlFields::of(*onDisk), TriageRecord::YamlFields::of(*was));
            continue;
        }
        QCOMPARE(got->yaml.branch, want.branch);
        QCOMPARE(onDisk->status(), want.status);
        QCOMPARE(onDisk->bringupStatus(), want.bringupStatus);
        QCOMPARE(onDisk->reason(), want.reason);
        QCOMPARE(onDisk->scalar(QStringLiteral("assert_pcc")), want.assertPcc);
        QVERIFY(got->yaml.written);
    }
}

void TstTriageSession::pointnetMisfires()
{
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("pointnet/pytorch-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QVERIFY(session->record().decision == Decision::Action::Misfire);
    QCOMPARE(snapshot(m_root), before);
}

void TstTriageSession::modelInfoNameResolvesAndCancelRevertsNothing()
{
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface"));
    QSignalSpy finished(session.get(), &TriageSession::finished);
    session->start();
    waitForSettled(*session);
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    QCOMPARE(session->record().key, QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    session->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Canceled);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(snapshot(m_root), before);
    // A saved record says where the session was.
    QTRY_VERIFY(TriageSession::loadRecord(session->recordPath()).has_value()
                && TriageSession::loadRecord(session->recordPath())->stateNote.startsWith(u"canceled"));
}

// An imported JUnit (from a machine with TT hardware) where the op-not-implemented
// entry no longer fails with the bf16 error but with a tt-mlir one: branch A plans
// the observed error with its classified bringup_status and asks for review.
void TstTriageSession::importedJUnitBranchADifferentError()
{
    const QString junit = m_tmp.filePath(QStringLiteral("imported-%1.xml").arg(m_copies));
    QVERIFY(writeFile(junit, R"(<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="2" skipped="0" tests="2">
<testcase classname="tests.runner.test_models" name="test_all_models_torch[centernet/pytorch-Dla1x_Coco-single_device-training]" time="0.1"><properties><property name="error_message" value="error: 'ttir.gather' op invalid start index" /></properties><failure message="RuntimeError: error: 'ttir.gather' op invalid start index">boom</failure></testcase>
<testcase classname="tests.runner.test_models" name="test_all_models_torch[centernet/pytorch-Dla2x_Coco-single_device-training]" time="0.1"><properties><property name="error_message" value="&quot;cdist&quot; not implemented for 'BFloat16'" /></properties><failure message="RuntimeError: &quot;cdist&quot; not implemented for 'BFloat16'">boom</failure></testcase>
</testsuite></testsuites>
)"));
    TriageSessionConfig config;
    config.checkoutRoot = m_root;
    config.key = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");
    config.interpreter = QStringLiteral(DTRIAGE_PYTHON);
    config.sessionDir = m_tmp.filePath(QStringLiteral("session-%1").arg(m_copies));
    config.importedJUnit = junit;
    config.useWarmWorker = m_worker && m_worker->state() == WarmWorker::State::Ready;
    config.warmWorker = config.useWarmWorker ? m_worker.get() : nullptr;
    TriageSession session(config);
    session.start();
    waitForSettled(session);
    QCOMPARE(session.state(), State::AwaitingYamlApproval);
    const TriageRecord& record = session.record();
    QVERIFY(record.junitImported);
    const auto* dla1x = record.entry(config.key);
    QVERIFY(dla1x);
    QCOMPARE(dla1x->yaml.branch, QStringLiteral("A"));
    QCOMPARE(dla1x->yaml.after.bringupStatus, QStringLiteral("FAILED_TTMLIR_COMPILATION"));
    QCOMPARE(dla1x->yaml.after.reason, QStringLiteral("error: 'ttir.gather' op invalid start index"));
    QVERIFY(dla1x->yaml.needsReview);
    const auto* dla2x = record.entry(QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training"));
    QVERIFY(dla2x && !dla2x->yaml.needsReview);
    QCOMPARE(dla2x->yaml.after.reason, QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
    session.rejectYamlPlan();
    QCOMPARE(session.state(), State::Done);
}

// A test-only loader <name>/pytorch (no variants) whose load_inputs makes a float32
// `x` with torch.zeros (the fix site) and whose forward is `forwardBody`, plus its
// training entry with a bf16 reason.
void TstTriageSession::addLoader(const QString& name, const QByteArray& forwardBody)
{
    const QString dir = QDir(m_root).filePath(QStringLiteral("third_party/tt_forge_models/%1/pytorch").arg(name));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(writeFile(QDir(dir).filePath(QStringLiteral("../__init__.py")), ""));
    QVERIFY(writeFile(QDir(dir).filePath(QStringLiteral("__init__.py")), ""));
    const QByteArray loader = R"(import numpy as np
import torch
from torch import nn

from ...base import ForgeModel
from ...config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 2)

    def forward(self, x):
)" + forwardBody + R"(

class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model="Tiny",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_POINT_CLOUD_CLS,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = Tiny()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        x = torch.zeros((batch_size, 4))
        return {"x": x}
)";
    QVERIFY(writeFile(QDir(dir).filePath(QStringLiteral("loader.py")), loader));
    const QString yaml = QDir(m_root).filePath(kTrainingYaml);
    QVERIFY(writeFile(yaml, readFile(yaml) + "  " + name.toUtf8() + R"(/pytorch-single_device-training:
    status: KNOWN_FAILURE_XFAIL
    bringup_status: FAILED_FE_COMPILATION
    reason: "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"
)"));
}

// A second float32 tensor made inside forward: the one allowed edit cannot reach
// it, the mismatch stays, the edit is taken back and the entry goes to branch A.
void TstTriageSession::sameMismatchAfterFixReverts()
{
    addLoader(QStringLiteral("twice"), "        bias = torch.ones(1, 4)\n"
                                       "        return self.proj(x) + self.proj(bias)\n");
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("twice/pytorch-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QVERIFY2(session->state() == State::Done, qPrintable(session->stateNote()));
    const TriageRecord& record = session->record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Reverted);
    QCOMPARE(record.entries[0].yaml.branch, QStringLiteral("A"));
    QCOMPARE(record.entries[0].yaml.after.reason,
             QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"));
    // Reverted byte for byte; the YAML already said exactly this: nothing changed.
    QCOMPARE(snapshot(m_root), before);
}

// After the fix the bf16 phase gets further and fails differently (numpy has no
// bfloat16): the edit stays and the new error is the reason (branch C).
void TstTriageSession::newCpuErrorAfterFixIsBranchC()
{
    addLoader(QStringLiteral("further"), "        h = self.proj(x)\n"
                                         "        scale = float(np.abs(h.detach().numpy()).max())\n"
                                         "        return h * scale\n");
    const QString loaderPath = QDir(m_root).filePath(QStringLiteral("third_party/tt_forge_models/further/pytorch/loader.py"));
    const QByteArray loaderBefore = readFile(loaderPath);
    auto session = makeSession(QStringLiteral("further/pytorch-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QVERIFY2(session->state() == State::Done, qPrintable(session->stateNote()));
    const TriageRecord& record = session->record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::NewError);
    QCOMPARE(record.fix.newError, QStringLiteral("TypeError: Got unsupported ScalarType BFloat16"));
    QCOMPARE(record.entries[0].yaml.branch, QStringLiteral("C"));
    QCOMPARE(record.entries[0].yaml.after.reason, QStringLiteral("TypeError: Got unsupported ScalarType BFloat16"));
    QCOMPARE(record.entries[0].yaml.after.bringupStatus, QStringLiteral("FAILED_FE_COMPILATION"));
    QVERIFY(record.entries[0].yaml.written);
    QVERIFY(readFile(loaderPath) != loaderBefore);
    QVERIFY(readFile(loaderPath).contains("x = torch.zeros((batch_size, 4), dtype=dtype_override)"));
}

void TstTriageSession::cancelDuringReproWritesNothing()
{
    const auto before = snapshot(m_root);
    auto session = makeSession(QStringLiteral("speecht5/pytorch-Tts-single_device-training"), true);
    QSignalSpy finished(session.get(), &TriageSession::finished);
    // Cancel as soon as the repro starts: a warm repro takes ~40 ms, shorter than
    // QTRY's polling, so polling for the state would miss it and hang.
    TriageSession* raw = session.get();
    connect(raw, &TriageSession::stateChanged, raw, [raw](State state) {
        if (state == State::ReproducingBefore)
            QMetaObject::invokeMethod(raw, [raw] { raw->cancel(); }, Qt::QueuedConnection);
    });
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, kTimeoutMs);
    QCOMPARE(session->state(), State::Canceled);
    QTest::qWait(200);  // the killed repro's late finish must change nothing
    QCOMPARE(session->state(), State::Canceled);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(snapshot(m_root), before);
}

QTEST_GUILESS_MAIN(TstTriageSession)
#include "tst_triagesession.moc"
