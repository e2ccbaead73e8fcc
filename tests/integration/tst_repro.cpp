// The real CPU repro (resources/python/families/dtype/dtype_repro.py, real torch) on a copy of the demo
// checkout: the phase outcomes and error texts of CASES.md for cases a, d, e, f, g,
// i, k, cold and through the warm worker (same outcomes), and the worker's faults:
// a child killed mid-run is a crash and the worker goes on; a timeout kills only
// that child; a dead or unstartable worker means a cold run.
#include "demofiles.h"
#include "families/dtype/probe/reprojob.h"
#include "run/warmworker.h"
#include "families/dtype/gate/dtypesignature.h"

#include <QEventLoop>
#include <QHash>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <memory>

using namespace dtriage;
using namespace dtriage::testing;

Q_DECLARE_METATYPE(dtriage::DtypeDecision::Action)
Q_DECLARE_METATYPE(dtriage::DtypeFlavor)

namespace {

constexpr int kRunTimeoutMs = 300 * 1000;  // a loaded 2-core CI machine imports torch slowly

struct Case {
    QString id;
    QString modelPath;
    QString variant;
};

const QList<Case> kCases{
    {QStringLiteral("a"), QStringLiteral("speecht5/pytorch"), QStringLiteral("Tts")},
    {QStringLiteral("d"), QStringLiteral("centernet/pytorch"), QStringLiteral("Dla1x_Coco")},
    {QStringLiteral("e"), QStringLiteral("ghostnet/pytorch"), QStringLiteral("Ghostnet_100")},
    {QStringLiteral("f"), QStringLiteral("vit/pytorch"), QStringLiteral("Tiny_Patch16")},
    {QStringLiteral("g"), QStringLiteral("pointnet/pytorch"), QString()},
    {QStringLiteral("i"), QStringLiteral("wav2vec2/pytorch"), QStringLiteral("Base")},
    {QStringLiteral("k"), QStringLiteral("yolo_tuple/pytorch"), QStringLiteral("Nano")},
};

// A test-only loader whose forward sleeps: something to kill or time out mid-run.
const char* const kSlowLoader = R"(import time

import torch
from torch import nn

from ...base import ForgeModel


class Sleepy(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 2)

    def forward(self, x):
        print("sleeping", flush=True)
        time.sleep(300)
        return self.proj(x)


class ModelLoader(ForgeModel):
    def load_model(self, dtype_override=None):
        model = Sleepy()
        return model.to(dtype_override) if dtype_override is not None else model

    def load_inputs(self, dtype_override=None):
        return torch.rand((1, 4), dtype=dtype_override)
)";

// Starts every job, spins until all have finished (or the timeout passes).
bool runAll(const QList<ReproJob*>& jobs, int timeoutMs = kRunTimeoutMs)
{
    QEventLoop loop;
    for (ReproJob* job : jobs)
        QObject::connect(job, &ReproJob::finished, &loop, [&] {
            if (std::all_of(jobs.begin(), jobs.end(), [](ReproJob* j) { return j->isFinished(); }))
                loop.quit();
        });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    for (ReproJob* job : jobs)
        job->start();
    loop.exec();
    return std::all_of(jobs.begin(), jobs.end(), [](ReproJob* j) { return j->isFinished(); });
}

}  // namespace

class TestRepro : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void outcomes_data();
    void outcomes();
    void speecht5DumpAndProvenance();
    void tupleOutputIsSummedAndBackwarded();
    void warmMatchesCold();
    void childKilledMidRunIsACrashAndTheWorkerGoesOn();
    void warmTimeoutKillsOnlyThatChild();
    void deadWorkerFallsBackToCold();
    void unstartableWorkerFallsBackToCold();

private:
    PythonCommand python() const;
    ProbeRequest request(const QString& modelPath, const QString& variant) const;
    void runCases();
    ReproResult runOne(const QString& modelPath, const QString& variant, WarmWorker* worker,
                       qint64 timeoutMs = ReproJob::kDefaultTimeoutMs);

    QTemporaryDir m_dir;
    QString m_root;
    std::unique_ptr<WarmWorker> m_worker;
    QHash<QString, ReproResult> m_cold;
    QHash<QString, ReproResult> m_warm;
};

PythonCommand TestRepro::python() const
{
    PythonCommand command;
    command.program = QStringLiteral(DTRIAGE_PYTHON);
    command.interpreter = command.program;
    command.checkoutRoot = m_root;
    command.environment = QProcessEnvironment::systemEnvironment();
    return command;
}

ProbeRequest TestRepro::request(const QString& modelPath, const QString& variant) const
{
    ProbeRequest r;
    r.checkoutRoot = m_root;
    r.modelPath = modelPath;
    r.variant = variant;
    return r;
}

void TestRepro::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const auto copy = copyDemo(m_dir.path());
    QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
    m_root = *copy;
    const QString slow = m_root + QStringLiteral("/third_party/tt_forge_models/slowpoke");
    QVERIFY(writeFile(slow + QStringLiteral("/__init__.py"), {}));
    QVERIFY(writeFile(slow + QStringLiteral("/pytorch/__init__.py"), {}));
    QVERIFY(writeFile(slow + QStringLiteral("/pytorch/loader.py"), kSlowLoader));

    m_worker = std::make_unique<WarmWorker>(python());
    m_worker->setSlots(2);
    m_worker->start();  // imports torch while the cold runs go
    runCases();
    QVERIFY2(m_worker->state() == WarmWorker::State::Ready, qPrintable(m_worker->deathReason()));
}

void TestRepro::cleanupTestCase()
{
    m_worker.reset();
}

// Every case cold (all at once) and warm (through the one worker), once.
void TestRepro::runCases()
{
    std::vector<std::unique_ptr<ReproJob>> cold;
    QList<ReproJob*> coldJobs;
    for (const Case& c : kCases) {
        cold.push_back(std::make_unique<ReproJob>(python(), request(c.modelPath, c.variant)));
        coldJobs << cold.back().get();
    }
    QVERIFY(runAll(coldJobs));
    QVERIFY(m_worker->waitForReady(kRunTimeoutMs));
    std::vector<std::unique_ptr<ReproJob>> warm;
    QList<ReproJob*> warmJobs;
    for (const Case& c : kCases) {
        warm.push_back(std::make_unique<ReproJob>(python(), request(c.modelPath, c.variant)));
        warm.back()->setWarmWorker(m_worker.get());
        warmJobs << warm.back().get();
    }
    QVERIFY(runAll(warmJobs));
    for (qsizetype i = 0; i < kCases.size(); ++i) {
        m_cold.insert(kCases[i].id, coldJobs[i]->result());
        m_warm.insert(kCases[i].id, warmJobs[i]->result());
    }
}

ReproResult TestRepro::runOne(const QString& modelPath, const QString& variant, WarmWorker* worker,
                              qint64 timeoutMs)
{
    ReproJob job(python(), request(modelPath, variant));
    job.setWarmWorker(worker);
    job.setTimeoutMs(timeoutMs);
    return job.runBlocking();
}

void TestRepro::outcomes_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("bf16");  // the error line, empty = OK
    QTest::addColumn<QString>("fp32");
    QTest::addColumn<DtypeDecision::Action>("action");
    QTest::addColumn<DtypeFlavor>("flavor");
    const QString mat1 = QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype");
    QTest::newRow("a speecht5") << "a" << mat1 << QString() << DtypeDecision::Action::Proceed << DtypeFlavor::CrossDtype;
    QTest::newRow("d centernet") << "d" << QStringLiteral("RuntimeError: \"cdist\" not implemented for 'BFloat16'")
                                 << QString() << DtypeDecision::Action::Proceed << DtypeFlavor::OpNotImplemented;
    QTest::newRow("e ghostnet") << "e" << mat1
                                << QStringLiteral("RuntimeError: mat1 and mat2 shapes cannot be multiplied (1x16 and 20x10)")
                                << DtypeDecision::Action::Escalate << DtypeFlavor::CrossDtype;
    QTest::newRow("f vit") << "f" << QString() << QString() << DtypeDecision::Action::Stale << DtypeFlavor::None;
    QTest::newRow("g pointnet") << "g" << QStringLiteral("IndexError: index 16 is out of bounds for dimension 0 with size 16")
                                << QString() << DtypeDecision::Action::Misfire << DtypeFlavor::None;
    QTest::newRow("i wav2vec2") << "i" << QStringLiteral("TypeError: Got unsupported ScalarType BFloat16")
                                << QString() << DtypeDecision::Action::Proceed << DtypeFlavor::NumpyConversion;
    QTest::newRow("k yolo_tuple") << "k" << mat1 << QString() << DtypeDecision::Action::Proceed << DtypeFlavor::CrossDtype;
}

void TestRepro::outcomes()
{
    QFETCH(QString, id);
    QFETCH(QString, bf16);
    QFETCH(QString, fp32);
    QFETCH(DtypeDecision::Action, action);
    QFETCH(DtypeFlavor, flavor);
    for (const ReproResult& r : {m_cold.value(id), m_warm.value(id)}) {
        QVERIFY2(r.completed(), qPrintable(r.problem() + QLatin1Char('\n') + r.process.tail.join(QLatin1Char('\n'))));
        QCOMPARE(r.process.exitCode, 0);
        QVERIFY(r.outcome.done);
        QCOMPARE(r.outcome.bfloat16.ok(), bf16.isEmpty());
        QCOMPARE(r.outcome.bfloat16.result->errorLine(), bf16);
        QCOMPARE(r.outcome.float32.ok(), fp32.isEmpty());
        QCOMPARE(r.outcome.float32.result->errorLine(), fp32);
        const Result<DtypeDecision> decision = r.outcome.decision();
        QVERIFY(decision);
        QCOMPARE(decision->action(), action);
        QCOMPARE(r.outcome.fixRequest()->flavor, flavor);
        QVERIFY(r.outcome.modelSeconds() > 0);
    }
}

void TestRepro::speecht5DumpAndProvenance()
{
    const ReproOutcome o = m_cold.value(QStringLiteral("a")).outcome;
    QVERIFY(o.bfloat16.inputs);
    QHash<QString, ReproInput> byLabel;
    for (const ReproInput& input : *o.bfloat16.inputs)
        byLabel.insert(input.label, input);
    QCOMPARE(byLabel.size(), 3);
    QCOMPARE(byLabel[QStringLiteral("decoder_input_values")].dtype, QStringLiteral("torch.float32"));
    QVERIFY(byLabel[QStringLiteral("decoder_input_values")].floating);
    QCOMPARE(byLabel[QStringLiteral("decoder_input_values")].shape, (QList<qint64>{1, 1, 8}));
    for (const char* label : {"input_ids", "attention_mask"}) {
        QCOMPARE(byLabel[QString::fromLatin1(label)].dtype, QStringLiteral("torch.int64"));
        QVERIFY(!byLabel[QString::fromLatin1(label)].floating);
        QCOMPARE(byLabel[QString::fromLatin1(label)].shape, (QList<qint64>{1, 22}));
    }
    QCOMPARE(o.float32FloatingInputs(), std::optional<QStringList>(QStringList{QStringLiteral("decoder_input_values")}));
    QVERIFY(o.bfloat16.mixedDtype);
    QCOMPARE(o.bfloat16.mixedDtype->module, QStringLiteral("speech_decoder_prenet"));
    QCOMPARE(o.bfloat16.mixedDtype->className, QStringLiteral("Linear"));
    QCOMPARE(o.bfloat16.mixedDtype->inputDtypes, QStringList{QStringLiteral("torch.float32")});
    QCOMPARE(o.bfloat16.mixedDtype->paramDtype, QStringLiteral("torch.bfloat16"));
    // The error is raised at src/model.py:66, a frame inside the loaders tree.
    const QList<ReproFrame>& frames = o.bfloat16.result->frames;
    // The probe scripts' own frames (dtype_repro.py, probe_runtime.py) are never shown.
    QVERIFY(std::none_of(frames.begin(), frames.end(), [](const ReproFrame& f) {
        return f.file.endsWith(QStringLiteral("dtype_repro.py")) || f.file.endsWith(QStringLiteral("probe_runtime.py"));
    }));
    QVERIFY(std::any_of(frames.begin(), frames.end(), [](const ReproFrame& f) {
        return f.inLoaders && f.file.endsWith(QStringLiteral("speecht5/pytorch/src/model.py")) && f.line == 66;
    }));
}

void TestRepro::tupleOutputIsSummedAndBackwarded()
{
    const ReproOutcome o = m_cold.value(QStringLiteral("k")).outcome;
    QCOMPARE(o.float32.result->backward, QStringLiteral("sum_of_leaves"));
    QCOMPARE(o.float32FloatingInputs(), std::optional<QStringList>(QStringList{QStringLiteral("1")}));
    QCOMPARE(m_warm.value(QStringLiteral("k")).outcome.float32.result->backward, QStringLiteral("sum_of_leaves"));
}

void TestRepro::warmMatchesCold()
{
    for (const Case& c : kCases) {
        const ReproResult cold = m_cold.value(c.id);
        const ReproResult warm = m_warm.value(c.id);
        QVERIFY(!cold.warm);
        QVERIFY(warm.warm);
        QCOMPARE(warm.outcome.summary(), cold.outcome.summary());
        QCOMPARE(warm.outcome.float32FloatingInputs(), cold.outcome.float32FloatingInputs());
        QCOMPARE(warm.outcome.bfloat16.mixedDtype.has_value(), cold.outcome.bfloat16.mixedDtype.has_value());
        if (cold.outcome.bfloat16.mixedDtype)
            QCOMPARE(warm.outcome.bfloat16.mixedDtype->module, cold.outcome.bfloat16.mixedDtype->module);
        QCOMPARE(warm.outcome.decision()->action(), cold.outcome.decision()->action());
    }
}

void TestRepro::childKilledMidRunIsACrashAndTheWorkerGoesOn()
{
    ReproJob slow(python(), request(QStringLiteral("slowpoke/pytorch"), QString()));
    slow.setWarmWorker(m_worker.get());
    qint64 childPid = 0;
    connect(&slow, &ReproJob::reproEvent, this, [&](const ReproEvent& event) {
        if (const auto* hello = std::get_if<ReproHello>(&event))
            childPid = hello->pid;
        // Mid-run: the BFLOAT16 forward is sleeping. The child leads its own group.
        if (const auto* text = std::get_if<ReproText>(&event); text && text->line == QLatin1String("sleeping"))
            ::kill(-pid_t(childPid), SIGKILL);
    });
    const ReproResult crashed = slow.runBlocking();
    QVERIFY(childPid > 0);
    QVERIFY(crashed.warm);
    QCOMPARE(crashed.process.kind, ExitKind::Crashed);
    QCOMPARE(crashed.process.signal, int(SIGKILL));
    QVERIFY(!crashed.completed());
    QVERIFY(crashed.problem().contains(QStringLiteral("crashed")));
    QVERIFY(crashed.outcome.bfloat16.started && !crashed.outcome.bfloat16.finished());

    QCOMPARE(m_worker->state(), WarmWorker::State::Ready);
    const ReproResult next = runOne(QStringLiteral("vit/pytorch"), QStringLiteral("Tiny_Patch16"), m_worker.get());
    QVERIFY(next.warm);
    QVERIFY2(next.completed(), qPrintable(next.problem()));
    QCOMPARE(next.outcome.summary(), QStringLiteral("BFLOAT16: OK; FLOAT32: OK"));
}

void TestRepro::warmTimeoutKillsOnlyThatChild()
{
    const ReproResult timedOut = runOne(QStringLiteral("slowpoke/pytorch"), QString(), m_worker.get(), 1500);
    QVERIFY(timedOut.warm);
    QCOMPARE(timedOut.process.kind, ExitKind::TimedOut);
    QVERIFY(timedOut.problem().contains(QStringLiteral("timed out")));
    QCOMPARE(m_worker->state(), WarmWorker::State::Ready);
    QCOMPARE(m_worker->runningChildren(), 0);
    const ReproResult next = runOne(QStringLiteral("pointnet/pytorch"), QString(), m_worker.get());
    QVERIFY2(next.completed() && next.warm, qPrintable(next.problem()));
}

void TestRepro::deadWorkerFallsBackToCold()
{
    WarmWorker worker(python());
    worker.setSlots(1);
    QVERIFY(worker.waitForReady(kRunTimeoutMs));
    worker.stop();
    QCOMPARE(worker.state(), WarmWorker::State::Dead);
    const ReproResult r = runOne(QStringLiteral("vit/pytorch"), QStringLiteral("Tiny_Patch16"), &worker);
    QVERIFY(!r.warm);
    QVERIFY2(r.completed(), qPrintable(r.problem()));
    QCOMPARE(r.outcome.summary(), QStringLiteral("BFLOAT16: OK; FLOAT32: OK"));
}

void TestRepro::unstartableWorkerFallsBackToCold()
{
    PythonCommand missing = python();
    missing.program = m_dir.filePath(QStringLiteral("no-such-python"));
    WarmWorker worker(missing);
    worker.start();
    QVERIFY(worker.isUsable());  // still starting: the job is queued with the worker
    ReproJob job(python(), request(QStringLiteral("pointnet/pytorch"), QString()));
    job.setWarmWorker(&worker);
    const ReproResult r = job.runBlocking();
    QCOMPARE(worker.state(), WarmWorker::State::Dead);
    QVERIFY(!r.warm);
    QVERIFY2(r.completed(), qPrintable(r.problem()));
    QCOMPARE(r.outcome.decision()->action(), DtypeDecision::Action::Misfire);
}

QTEST_GUILESS_MAIN(TestRepro)
#include "tst_repro.moc"
