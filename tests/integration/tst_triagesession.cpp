// TriageSession end to end on a copy of the demo checkout, with real torch and
// real pytest (CASES.md): case a (fix approved, pytest shows a tt-mlir error,
// branch B's xfail written, stale inference entry flagged), d (op not implemented:
// branch A, no loader edit), e (escalate) and f (stale) that write nothing, a
// declined loader fix that leaves every byte of the tree as it was, and a YAML
// changed on disk between plan and approval (conflict, nothing written).
#include "config/configfile.h"
#include "demofixture.h"
#include "session/triagesession.h"

#include <QSignalSpy>
#include <QtTest>

#include <algorithm>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

class TstTriageSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init() { m_demo.newCopy(); }
    void cleanupTestCase() { m_demo.stopWorker(); }

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
    std::unique_ptr<TriageSession> makeSession(const QString& key, bool yes = false) const
    {
        return m_demo.makeSession(key, yes);
    }
    void addTinyLoader(const QString& name, const QByteArray& forwardBody);

    DemoFixture m_demo;  // the current copy is this test function's
};

void TstTriageSession::speecht5FixApprovedBranchB()
{
    const QString yamlPath = m_demo.path(kTrainingYaml);
    const QString loaderPath = m_demo.path(kSpeechLoader);
    const QString inferencePath = m_demo.path(kInferenceYaml);
    const QByteArray yamlBefore = readFile(yamlPath);
    const QByteArray loaderBefore = readFile(loaderPath);
    const QByteArray inferenceBefore = readFile(inferencePath);

    auto session = makeSession(QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    QSignalSpy states(session.get(), &TriageSession::stateChanged);
    QSignalSpy approvals(session.get(), &TriageSession::needsApproval);
    QSignalSpy logs(session.get(), &TriageSession::logLine);
    session->start();
    QVERIFY(waitForSettled(*session));
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    QCOMPARE(approvals.size(), 1);
    QVERIFY(std::any_of(logs.cbegin(), logs.cend(), [](const QList<QVariant>& args) {
        return args[0].toString().startsWith(QStringLiteral("BFLOAT16: FAILED"));
    }));
    QVERIFY(approvals[0][1].toString().contains(QStringLiteral("dtype=dtype_override")));
    QCOMPARE(readFile(loaderPath), loaderBefore);  // nothing before the approval

    session->approveLoaderFix();
    QVERIFY(waitForSettled(*session));
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    const TriageRecord& record = session->record();
    QCOMPARE(record.fix.result, TriageRecord::Fix::Result::Works);
    QCOMPARE(record.entries.size(), 1);
    QCOMPARE(record.entries[0].cpuAfter.phase(u"bf16").result, TriageRecord::CpuPhase::Result::Ok);
    QCOMPARE(record.entries[0].pytest.outcome, JUnitCase::Outcome::Failed);
    QCOMPARE(record.entries[0].yaml.branch, QStringLiteral("B"));
    QCOMPARE(readFile(yamlPath), yamlBefore);  // nothing before the approval

    session->approveYamlPlan();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Done);

    QCOMPARE(QString::fromUtf8(readFile(yamlPath)), QString::fromUtf8(speechYamlAfterFullRun(yamlBefore)));
    QCOMPARE(QString::fromUtf8(readFile(loaderPath)), QString::fromUtf8(speechLoaderAfterFix(loaderBefore)));
    QCOMPARE(readFile(inferencePath), inferenceBefore);

    const TriageRecord& done = session->record();
    QCOMPARE(done.state, TriageRecord::State::Done);
    QVERIFY(done.entries[0].yaml.written);
    QVERIFY(done.inference.checked);
    QCOMPARE(done.inference.stale.size(), 1);
    QCOMPARE(done.inference.stale[0].key, QStringLiteral("speecht5/pytorch-Tts-single_device-inference"));

    // Every state change reached the record on disk.
    QTRY_VERIFY(RecordFile::load(session->recordPath()).has_value()
                && RecordFile::load(session->recordPath())->state
                       == TriageRecord::State::Done);
    QVERIFY(states.size() >= 12);
}

void TstTriageSession::centernetOpNotImplementedBranchA()
{
    const QString yamlPath = m_demo.path(kTrainingYaml);
    const QByteArray yamlBefore = readFile(yamlPath);
    const auto before = snapshot(m_demo.root());

    auto session = makeSession(QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"),
                               /*yes=*/true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Done);
    const TriageRecord& record = session->record();
    QCOMPARE(record.flavor, QStringLiteral("op_not_implemented"));
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
    auto after = snapshot(m_demo.root());
    after.insert(kTrainingYaml, yamlBefore);
    QCOMPARE(after, before);
}

void TstTriageSession::ghostnetEscalates()
{
    const auto before = snapshot(m_demo.root());
    auto session = makeSession(QStringLiteral("ghostnet/pytorch-Ghostnet_100-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QCOMPARE(session->record().decision, QStringLiteral("escalate"));
    QCOMPARE(session->record().state, TriageRecord::State::Stopped);
    QCOMPARE(snapshot(m_demo.root()), before);
}

void TstTriageSession::vitIsStale()
{
    const auto before = snapshot(m_demo.root());
    auto session = makeSession(QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QCOMPARE(session->record().decision, QStringLiteral("stale"));
    QVERIFY(!session->stateNote().isEmpty());
    QCOMPARE(snapshot(m_demo.root()), before);
}

void TstTriageSession::rejectedLoaderFixWritesNothing()
{
    const auto before = snapshot(m_demo.root());
    auto session = makeSession(QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    session->start();
    QVERIFY(waitForSettled(*session));
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    session->rejectLoaderFix();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Done);
    QCOMPARE(session->record().fix.result, TriageRecord::Fix::Result::NotAttempted);
    QCOMPARE(snapshot(m_demo.root()), before);
}

// The YAML changes between the plan and the write: the write is refused, the
// session plans again from the file as it is now and asks again; a file that
// keeps changing under every plan stops the session with the conflict. Nothing
// of the session's is written, someone else's edits stay.
void TstTriageSession::yamlConflictWritesNothing()
{
    const QString yamlPath = m_demo.path(kTrainingYaml);
    const auto before = snapshot(m_demo.root());
    auto session = makeSession(QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"));
    QSignalSpy approvals(session.get(), &TriageSession::needsApproval);
    session->start();
    QVERIFY(waitForSettled(*session));
    QCOMPARE(session->state(), State::AwaitingYamlApproval);
    QVERIFY(session->yamlDiff().contains(QStringLiteral("+    status: KNOWN_FAILURE_XFAIL")));

    QByteArray edited = readFile(yamlPath);
    for (int edit = 1; edit <= 4; ++edit) {
        QCOMPARE(session->state(), State::AwaitingYamlApproval);
        edited += "# edited by someone else " + QByteArray::number(edit) + "\n";
        QVERIFY(writeFile(yamlPath, edited));
        const qsizetype asked = approvals.size();
        session->approveYamlPlan();
        // Planned again and asked again (three times), then the conflict stops it.
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished() || approvals.size() > asked, kTimeoutMs);
        QCOMPARE(readFile(yamlPath), edited);
    }
    QVERIFY(session->isFinished());
    QCOMPARE(approvals.size(), 4);  // the first plan and three re-plans (no loader fix here)
    QCOMPARE(session->state(), State::Stopped);
    QVERIFY(session->stateNote().contains(QStringLiteral("changed on disk")));
    QCOMPARE(readFile(yamlPath), edited);
    auto after = snapshot(m_demo.root());
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

    const QString loaderPath = m_demo.path(QStringLiteral("third_party/tt_forge_models/") + loader);
    const QString yamlPath = m_demo.path(kTrainingYaml);
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
    const auto before = snapshot(m_demo.root());
    auto session = makeSession(QStringLiteral("pointnet/pytorch-single_device-training"), true);
    session->start();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Stopped);
    QCOMPARE(session->record().decision, QStringLiteral("misfire"));
    QCOMPARE(snapshot(m_demo.root()), before);
}

void TstTriageSession::modelInfoNameResolvesAndCancelRevertsNothing()
{
    const auto before = snapshot(m_demo.root());
    auto session = makeSession(QStringLiteral("pytorch_SpeechT5_Tts_mm_tts_huggingface"));
    QSignalSpy finished(session.get(), &TriageSession::finished);
    session->start();
    QVERIFY(waitForSettled(*session));
    QCOMPARE(session->state(), State::AwaitingFixApproval);
    QCOMPARE(session->record().key, QStringLiteral("speecht5/pytorch-Tts-single_device-training"));
    session->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
    QCOMPARE(session->state(), State::Canceled);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(snapshot(m_demo.root()), before);
    // A saved record says where the session was.
    QTRY_VERIFY(RecordFile::load(session->recordPath()).has_value()
                && RecordFile::load(session->recordPath())->stateNote.startsWith(u"canceled"));
}

// An imported JUnit (from a machine with TT hardware) where the op-not-implemented
// entry no longer fails with the bf16 error but with a tt-mlir one: branch A records
// what pytest observed, as tt-xla's own merged triages do (classified bringup_status,
// the error verbatim), says it differs from the CPU error, and is no review item.
void TstTriageSession::importedJUnitBranchADifferentError()
{
    const QString junit = m_demo.tmpPath(QStringLiteral("imported-%1.xml").arg(m_demo.copies()));
    QVERIFY(writeFile(junit, R"(<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="2" skipped="0" tests="2">
<testcase classname="tests.runner.test_models" name="test_all_models_torch[centernet/pytorch-Dla1x_Coco-single_device-training]" time="0.1"><properties><property name="error_message" value="error: 'ttir.gather' op invalid start index" /></properties><failure message="RuntimeError: error: 'ttir.gather' op invalid start index">boom</failure></testcase>
<testcase classname="tests.runner.test_models" name="test_all_models_torch[centernet/pytorch-Dla2x_Coco-single_device-training]" time="0.1"><properties><property name="error_message" value="&quot;cdist&quot; not implemented for 'BFloat16'" /></properties><failure message="RuntimeError: &quot;cdist&quot; not implemented for 'BFloat16'">boom</failure></testcase>
</testsuite></testsuites>
)"));
    TriageSessionConfig config =
        m_demo.config(QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training"), false);
    config.importedJUnit = junit;
    TriageSession session(config);
    session.start();
    QVERIFY(waitForSettled(session));
    QCOMPARE(session.state(), State::AwaitingYamlApproval);
    const TriageRecord& record = session.record();
    QVERIFY(record.junitImported);
    const auto* dla1x = record.entry(config.key);
    QVERIFY(dla1x);
    QCOMPARE(dla1x->yaml.branch, QStringLiteral("A"));
    QCOMPARE(dla1x->yaml.after.bringupStatus, QStringLiteral("FAILED_TTMLIR_COMPILATION"));
    QCOMPARE(dla1x->yaml.after.reason, QStringLiteral("error: 'ttir.gather' op invalid start index"));
    QVERIFY(!dla1x->yaml.needsReview);
    QCOMPARE(dla1x->yaml.observedError, QStringLiteral("error: 'ttir.gather' op invalid start index"));
    QVERIFY(record.entry(QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training"))->yaml.observedError.isEmpty());
    const auto* dla2x = record.entry(QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training"));
    QVERIFY(dla2x && !dla2x->yaml.needsReview);
    QCOMPARE(dla2x->yaml.after.reason, QStringLiteral("RuntimeError: 'cdist' not implemented for 'BFloat16'"));
    session.rejectYamlPlan();
    QCOMPARE(session.state(), State::Done);
}

// A test-only loader <name>/pytorch (no variants) whose load_inputs makes a float32
// `x` with torch.zeros (the fix site) and whose forward is `forwardBody`, plus its
// training entry with a bf16 reason.
void TstTriageSession::addTinyLoader(const QString& name, const QByteArray& forwardBody)
{
    const QByteArray tiny = R"(

class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 2)

    def forward(self, x):
)" + forwardBody;
    QVERIFY(addLoader(m_demo.root(), name,
                      forgeLoader("import numpy as np\nimport torch\nfrom torch import nn\n", tiny, "Tiny",
                                  R"(    def load_model(self, dtype_override=None):
        torch.manual_seed(0)
        model = Tiny()
        if dtype_override is not None:
            model = model.to(dtype_override)
        return model

    def load_inputs(self, dtype_override=None, batch_size=1):
        x = torch.zeros((batch_size, 4))
        return {"x": x}
)")));
}

// A second float32 tensor made inside forward: the one allowed edit cannot reach
// it, the mismatch stays, the edit is taken back and the entry goes to branch A.
void TstTriageSession::sameMismatchAfterFixReverts()
{
    addTinyLoader(QStringLiteral("twice"), "        bias = torch.ones(1, 4)\n"
                                       "        return self.proj(x) + self.proj(bias)\n");
    const auto before = snapshot(m_demo.root());
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
    QCOMPARE(snapshot(m_demo.root()), before);
}

// After the fix the bf16 phase gets further and fails differently (numpy has no
// bfloat16): the edit stays and the new error is the reason (branch C).
void TstTriageSession::newCpuErrorAfterFixIsBranchC()
{
    addTinyLoader(QStringLiteral("further"), "        h = self.proj(x)\n"
                                         "        scale = float(np.abs(h.detach().numpy()).max())\n"
                                         "        return h * scale\n");
    const QString loaderPath = m_demo.path(QStringLiteral("third_party/tt_forge_models/further/pytorch/loader.py"));
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
    const auto before = snapshot(m_demo.root());
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
    QCOMPARE(snapshot(m_demo.root()), before);
}

QTEST_GUILESS_MAIN(TstTriageSession)
#include "tst_triagesession.moc"
