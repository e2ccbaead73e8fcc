// A triage session's children are bounded, with real torch on a copy of the demo:
// a loader that keeps allocating ends the session with "exceeded the memory limit
// of N GB" (warm, where the worker's limit holds for every child, and cold), and a
// loader that starts a process in a session of its own leaves nothing running.
#include "demofixture.h"
#include "session/triagecoordinator.h"
#include "session/triagerun.h"
#include "processes.h"

#include <QFile>
#include <QSignalSpy>

using namespace dtriage;
using namespace dtriage::testing;
using State = TriageSession::State;

namespace {

constexpr qint64 kLimit = 1LL << 30;


}  // namespace

class TestSessionBounds : public QObject {
    Q_OBJECT

private:
    DemoFixture m_demo;

    void addGreedyLoader()
    {
        QVERIFY(addLoader(m_demo.root(), QStringLiteral("greedy"),
                          forgeLoader("import torch\nfrom torch import nn\n", "", "Greedy",
                                      R"(    def load_model(self, dtype_override=None):
        return nn.Linear(4, 2)

    def load_inputs(self, dtype_override=None, batch_size=1):
        hoard = []
        while True:
            hoard.append(torch.ones((64, 1024, 1024), dtype=torch.uint8))
)")));
    }

    // Through a coordinator: its warm worker is made with the session's limit
    // (the fixture's shared one has none).
    TriageCoordinatorConfig greedyConfig(bool warm) const
    {
        TriageCoordinatorConfig config;
        config.session = m_demo.config(QString(), false);
        config.session.memoryLimitBytes = kLimit;
        config.sessionRoot = m_demo.tmpPath(QStringLiteral("greedy-%1").arg(m_demo.copies()));
        config.useWarmWorker = warm;
        return config;
    }

private Q_SLOTS:
    void initTestCase() { m_demo.startWorker(); }
    void init() { m_demo.newCopy(); }
    void cleanupTestCase() { m_demo.stopWorker(); }

    void runawayLoaderHitsTheLimit_data()
    {
        QTest::addColumn<bool>("warm");
        QTest::newRow("warm worker") << true;
        QTest::newRow("cold") << false;
    }

    // Before: a loader like this drove the machine into the kernel's OOM killer.
    void runawayLoaderHitsTheLimit()
    {
        QFETCH(bool, warm);
        addGreedyLoader();
        TriageCoordinator coordinator(greedyConfig(warm));
        TriageRun* run = coordinator.start({QStringLiteral("greedy/pytorch-single_device-training")});
        QTRY_VERIFY_WITH_TIMEOUT(run->isFinished(), kTimeoutMs);
        QCOMPARE(coordinator.sessions().size(), 1);
        const TriageSession& session = *coordinator.sessions().constFirst();
        QCOMPARE(session.state(), State::Failed);
        QVERIFY2(session.stateNote().contains(QLatin1String("exceeded the memory limit of 1 GB")),
                 qPrintable(session.stateNote()));
    }

    // Before: the `sleep` a loader started kept running after a successful triage.
    void spawnedProcessesDoNotOutliveTheRepro()
    {
        const QString pidFile = m_demo.tmpPath(QStringLiteral("spawned-%1.pid").arg(m_demo.copies()));
        QVERIFY(addLoader(m_demo.root(), QStringLiteral("spawner"),
                          forgeLoader("import subprocess\n\nimport torch\nfrom torch import nn\n",
                                      "\nPID_FILE = \"" + pidFile.toUtf8() + "\"\n", "Spawner",
                                      R"(    def load_model(self, dtype_override=None):
        child = subprocess.Popen(["sleep", "100000"], start_new_session=True)
        with open(PID_FILE, "a") as out:  # one per phase
            out.write(str(child.pid) + "\n")
        model = nn.Linear(4, 2)
        return model.to(dtype_override) if dtype_override is not None else model

    def load_inputs(self, dtype_override=None, batch_size=1):
        return {"input": torch.zeros((batch_size, 4), dtype=dtype_override)}
)")));
        auto session = m_demo.makeSession(QStringLiteral("spawner/pytorch-single_device-training"));
        session->start();
        QTRY_VERIFY_WITH_TIMEOUT(session->isFinished(), kTimeoutMs);
        QCOMPARE(session->state(), State::Stopped);  // its bf16 phase passes: stale, as expected
        const QStringList pids = QString::fromUtf8(readFile(pidFile)).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!pids.isEmpty());
        for (const QString& pid : pids)
            QTRY_VERIFY2_WITH_TIMEOUT(processIsGone(pid.toLongLong()), qPrintable(pid), 10000);
    }

    // Before: 200 MB on a child's stdout became gigabytes of session log and stderr.
    void floodOfOutputIsCut()
    {
        QVERIFY(addLoader(m_demo.root(), QStringLiteral("noisy"),
                          forgeLoader("import sys\n\nimport torch\nfrom torch import nn\n", "", "Noisy",
                                      R"(    def load_model(self, dtype_override=None):
        for i in range(60000):
            sys.stdout.write("noise %d\n" % i)
        model = nn.Linear(4, 2)
        return model.to(dtype_override) if dtype_override is not None else model

    def load_inputs(self, dtype_override=None, batch_size=1):
        return {"input": torch.zeros((batch_size, 4), dtype=dtype_override)}
)")));
        auto session = m_demo.makeSession(QStringLiteral("noisy/pytorch-single_device-training"));
        QSignalSpy lines(session.get(), &TriageSession::logLine);
        session->start();
        QTRY_VERIFY2_WITH_TIMEOUT(session->isFinished(), qPrintable(SessionStates::name(session->state()) + u' ' + session->stateNote()), kTimeoutMs);
        QCOMPARE(session->state(), State::Stopped);  // stale: the repro itself completed
        QVERIFY2(lines.size() < 21000, qPrintable(QString::number(lines.size())));
        QVERIFY(std::any_of(lines.cbegin(), lines.cend(), [](const QList<QVariant>& args) {
            return args[0].toString().contains(QLatin1String("the rest is in its log"));
        }));
    }
};

QTEST_GUILESS_MAIN(TestSessionBounds)
#include "tst_sessionbounds.moc"
