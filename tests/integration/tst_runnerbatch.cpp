// The CPU repro passes the batch size the checkout's own runner would: the YAML's,
// else DEFAULT_TRAINING_BATCH_SIZE when the runner has one (tt-xla PR #4535) and
// load_inputs takes batch_size. The repro's header and the record say which; an
// older checkout (no such constant) passes none. Real torch on demo copies.
#include "checkout/runnerdefaults.h"
#include "demofixture.h"

#include <QFile>
#include <QSignalSpy>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

const QString kDensenet = QStringLiteral("densenet/pytorch-121_Xray-single_device-training");
// The demo's tester has tt-xla's form: a class attribute (its line 24).
const QString kRunnerLine = QStringLiteral(
    "load_inputs: batch_size=2 (the runner's DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE "
    "(tests/runner/testers/torch/dynamic_torch_model_tester.py:24))");

bool anyLine(const QSignalSpy& spy, int argument, const QString& text)
{
    return std::any_of(spy.cbegin(), spy.cend(),
                       [&](const QList<QVariant>& args) { return args[argument].toString().contains(text); });
}

}  // namespace

class TestRunnerBatch : public QObject {
    Q_OBJECT

private:
    DemoFixture m_demo;

    // Runs the triage of `key` to its first stop; the repro's output lines.
    std::unique_ptr<TriageSession> runToFirstStop(const QString& key, QSignalSpy** output)
    {
        auto session = m_demo.makeSession(key);
        *output = new QSignalSpy(session.get(), &TriageSession::jobOutput);
        session->start();
        if (!waitForSettled(*session))
            return nullptr;
        return session;
    }

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init() { m_demo.newCopy(); }
    void cleanupTestCase() { m_demo.stopWorker(); }

    void runnerDefaultReachesLoadInputs()
    {
        QSignalSpy* output = nullptr;
        auto session = runToFirstStop(kDensenet, &output);
        std::unique_ptr<QSignalSpy> owned(output);
        QVERIFY(session);
        QCOMPARE(session->state(), State::AwaitingFixApproval);  // still the bf16 failure of case b
        QVERIFY2(anyLine(*output, 1, kRunnerLine), "no batch_size line in the repro's header");
        const TriageRecord& record = session->record();
        QVERIFY2(record.batchSize.startsWith(QLatin1String(
                     "2, from the runner's DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE")),
                 qPrintable(record.batchSize));
        // Which Python ran it, in the record (and so in the report).
        QVERIFY2(record.python.contains(QLatin1String("(torch ")), qPrintable(record.python));
        // The FLOAT32 phase gets past load_inputs (the BFLOAT16 one fails inside it).
        const auto& dump = record.entries[0].cpuBefore.phase(u"fp32").dump;
        QVERIFY(!dump.isEmpty());
        QVERIFY2(dump.constFirst().shape.startsWith(QLatin1String("(2,")), qPrintable(dump.constFirst().shape));
        session->cancel();
    }

    // tt-xla's own tester (a fixture in its form: imports of TT's environment, the
    // class attribute on line 36 used through self.): the triage runs at batch 2 and
    // says where it read it.
    void theRealTestersClassAttribute()
    {
        QVERIFY(writeFile(m_demo.path(RunnerDefaults::testerPath()),
                          readFile(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/runner/dynamic_torch_model_tester.py"))));
        QSignalSpy* output = nullptr;
        auto session = runToFirstStop(kDensenet, &output);
        std::unique_ptr<QSignalSpy> owned(output);
        QVERIFY(session);
        const QString where = QStringLiteral("DynamicTorchModelTester.DEFAULT_TRAINING_BATCH_SIZE "
                                             "(tests/runner/testers/torch/dynamic_torch_model_tester.py:36)");
        QVERIFY(anyLine(*output, 1, QStringLiteral("load_inputs: batch_size=2 (the runner's %1)").arg(where)));
        QCOMPARE(session->record().batchSize, QStringLiteral("2, from the runner's %1").arg(where));
        const auto& dump = session->record().entries[0].cpuBefore.phase(u"fp32").dump;
        QVERIFY(!dump.isEmpty());
        QVERIFY2(dump.constFirst().shape.startsWith(QLatin1String("(2,")), qPrintable(dump.constFirst().shape));
        session->cancel();
    }

    void olderCheckoutPassesNone()
    {
        QVERIFY(QFile::remove(m_demo.path(RunnerDefaults::testerPath())));
        QSignalSpy* output = nullptr;
        auto session = runToFirstStop(kDensenet, &output);
        std::unique_ptr<QSignalSpy> owned(output);
        QVERIFY(session);
        QCOMPARE(session->state(), State::AwaitingFixApproval);
        QVERIFY(!anyLine(*output, 1, QStringLiteral("load_inputs: batch_size")));
        QVERIFY2(session->record().batchSize.contains(QLatin1String("none passed")),
                 qPrintable(session->record().batchSize));
        const auto& dump = session->record().entries[0].cpuBefore.phase(u"fp32").dump;
        QVERIFY(!dump.isEmpty());
        QVERIFY2(dump.constFirst().shape.startsWith(QLatin1String("(1,")), qPrintable(dump.constFirst().shape));
        session->cancel();
    }

    // speecht5's load_inputs takes no batch_size: the header says it is not passed.
    void loaderWithoutBatchSizeIsToldSo()
    {
        QSignalSpy* output = nullptr;
        auto session = runToFirstStop(kSpeechKey, &output);
        std::unique_ptr<QSignalSpy> owned(output);
        QVERIFY(session);
        QVERIFY(anyLine(*output, 1, QStringLiteral("load_inputs: takes no batch_size; batch_size=2")));
        session->cancel();
    }
};

QTEST_GUILESS_MAIN(TestRunnerBatch)
#include "tst_runnerbatch.moc"
