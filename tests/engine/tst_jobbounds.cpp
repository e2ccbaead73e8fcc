// Children are bounded: a memory limit turns a runaway allocation into "exceeded
// the memory limit of N GB" (not the kernel's OOM killer), every descendant dies
// with its job (also one that left the process group with setsid), and a flood of
// output leaves a log of its head and tail with a note of what was left out.
#include "run/job.h"
#include "run/processtree.h"
#include "processes.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;
using dtriage::testing::processIsGone;

namespace {

JobSpec python(const QString& code, const QString& dir)
{
    JobSpec spec;
    spec.name = QStringLiteral("test");
    spec.program = QStringLiteral(DTRIAGE_PYTHON);
    spec.arguments = {QStringLiteral("-S"), QStringLiteral("-c"), code};
    spec.workingDirectory = dir;
    return spec;
}


}  // namespace

class TestJobBounds : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void runawayAllocationHitsTheLimit()
    {
        JobSpec spec = python(QStringLiteral("a = []\nwhile True:\n    a.append(bytearray(64 << 20))\n"), m_dir.path());
        spec.memoryLimitBytes = 512LL << 20;
        const JobResult result = Job::runBlocking(spec);
        QVERIFY2(result.classification.startsWith(QLatin1String("exceeded the memory limit of 0.5 GB")),
                 qPrintable(result.classification));
        QVERIFY(!result.succeeded());
        QVERIFY(Job::defaultMemoryLimitBytes() >= 2LL << 30);
    }

    void limitLeavesOrdinaryWorkAlone()
    {
        JobSpec spec = python(QStringLiteral("b = bytearray(64 << 20); print(len(b))"), m_dir.path());
        spec.memoryLimitBytes = 512LL << 20;
        const JobResult result = Job::runBlocking(spec);
        QVERIFY(result.succeeded());
        QCOMPARE(result.classification, QStringLiteral("exit code 0"));
    }

    // A grandchild in the job's group and one that started a session of its own:
    // both die when the job ends, though the job itself exited normally.
    void descendantsDieWithTheJob()
    {
        JobSpec spec;
        spec.name = QStringLiteral("test");
        spec.program = QStringLiteral("/bin/bash");
        spec.arguments = {QStringLiteral("-c"),
                          QStringLiteral("sleep 100000 & echo $!; setsid sleep 100000 & echo $!; sleep 0.2")};
        spec.workingDirectory = m_dir.path();
        const JobResult result = Job::runBlocking(spec);
        QVERIFY(result.succeeded());
        QCOMPARE(result.tail.size(), 2);
        for (const QString& line : result.tail) {
            const qint64 pid = line.trimmed().toLongLong();
            QVERIFY(pid > 0);
            QTRY_VERIFY2_WITH_TIMEOUT(processIsGone(pid), qPrintable(line), 5000);
        }
    }

    void tokenFindsOnlyItsOwn()
    {
        const QByteArray token = ProcessTree::newToken();
        QVERIFY(ProcessTree::tagged(token).isEmpty());
        QCOMPARE(ProcessTree::killTagged(token), 0);
        QVERIFY(ProcessTree::tagged(QByteArray()).isEmpty());
    }

    // 30 MB of output: the log keeps the first 16 MB and the last 4 MB.
    void floodedLogKeepsHeadAndTail()
    {
        JobSpec spec = python(QStringLiteral("import sys\nw = sys.stdout.write\n"
                                             "for i in range(1500000):\n    w('line %07d %s\\n' % (i, 'x' * 6))\n"),
                              m_dir.path());
        spec.logPath = m_dir.filePath(QStringLiteral("flood.log"));
        const JobResult result = Job::runBlocking(spec);
        QVERIFY(result.succeeded());
        QFile log(spec.logPath);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray bytes = log.readAll();
        QVERIFY2(bytes.size() < Job::kLogHeadBytes + Job::kLogTailBytes + 4096, qPrintable(QString::number(bytes.size())));
        QVERIFY(bytes.startsWith("line 0000000 "));
        QVERIFY(bytes.endsWith("line 1499999 xxxxxx\n"));
        QVERIFY(bytes.contains("bytes of output left out here"));
        QCOMPARE(result.tail.constLast(), QStringLiteral("line 1499999 xxxxxx"));
    }
};

QTEST_GUILESS_MAIN(TestJobBounds)
#include "tst_jobbounds.moc"
