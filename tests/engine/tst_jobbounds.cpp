// Children are bounded: a memory limit turns a runaway allocation into "exceeded
// the memory limit of N GB" (not the kernel's OOM killer), every descendant dies
// with its job (also one that left the process group with setsid), and a flood of
// output leaves a log of its head and tail with a note of what was left out.
#include "run/cappedlog.h"
#include "run/job.h"
#include "run/processtree.h"
#include "run/pythonscripts.h"
#include "processes.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <unistd.h>

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


// The test binary run as a parent (DTRIAGE_TEST_JOB_PARENT set): starts a Job
// that sleeps, prints the sleeper's pid, and waits to be killed.
int runJobParent(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    JobSpec spec;
    spec.name = QStringLiteral("sleeper");
    spec.program = QStringLiteral("/bin/bash");
    spec.arguments = {QStringLiteral("-c"), QStringLiteral("echo $$; exec sleep 1000")};
    Job job(spec);
    QObject::connect(&job, &Job::outputLine, &app, [](const QString& line) {
        std::printf("%s\n", qPrintable(line));
        std::fflush(stdout);
    });
    job.start();
    return app.exec();
}

}  // namespace

class TestJobBounds : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Lines "line 0000000 xxxxxx" to "line 1499999 xxxxxx" (30 MB) logged: the
    // first 16 MB and the last 4 MB are kept, with a note between them.
    static void checkFloodedLog(const QString& path)
    {
        QFile log(path);
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray bytes = log.readAll();
        QVERIFY2(bytes.size() < CappedLog::kHeadBytes + CappedLog::kTailBytes + 4096, qPrintable(QString::number(bytes.size())));
        QVERIFY(bytes.startsWith("line 0000000 "));
        QVERIFY(bytes.endsWith("line 1499999 xxxxxx\n"));
        QVERIFY(bytes.contains("bytes of output left out here"));
    }

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

    // Issue 48 §1: what is read back of a child's stdout is bounded. runWaiting of a
    // child that never stops printing stops it at the bound (not 16.8 GB, then
    // std::bad_alloc); a Job asked for a bound drops what passes it and stops too.
    void stdoutReadBackIsBounded()
    {
        const QString endless = QStringLiteral("import sys\nwhile True: sys.stdout.write('x' * 65536)\n");
        JobSpec spec = python(endless, m_dir.path());
        spec.maxStdoutBytes = 1 << 20;
        spec.timeoutMs = 60000;
        const JobResult waited = Job::runWaiting(spec);
        QCOMPARE(waited.kind, ExitKind::OverLimit);
        QVERIFY(waited.output.size() <= spec.maxStdoutBytes);
        QCOMPARE(waited.classification, QStringLiteral("printed more than 1.0 MB to stdout: stopped, not read"));
        qint64 heard = 0;
        const JobResult ran = Job::runBlocking(spec, [&heard](const QString& line, OutputChannel channel) {
            if (channel == OutputChannel::Stdout)
                heard += line.size();
        });
        QCOMPARE(ran.kind, ExitKind::OverLimit);
        QVERIFY2(heard <= spec.maxStdoutBytes, qPrintable(QString::number(heard)));

        // Within the bound, what is read back is the bytes as printed: one line of
        // 200 KB (gh's compact JSON) whole, no newline put in at a line cut.
        JobSpec oneLine = python(QStringLiteral("import sys\nsys.stdout.write('[' + '1,' * 100000 + '1]')\n"), m_dir.path());
        oneLine.maxStdoutBytes = 1 << 20;
        const JobResult answer = Job::runBlocking(oneLine);
        QVERIFY2(answer.succeeded(), qPrintable(answer.classification));
        QCOMPARE(answer.output.size(), 200003);
        QVERIFY(!answer.output.contains('\n'));
    }

    // §2: silence is bounded too: no byte for idleTimeoutMs stops the child as timed
    // out with its own words; a stdout file that grows is no silence.
    void silenceIsBounded()
    {
        JobSpec silent = python(QStringLiteral("import time\ntime.sleep(60)\n"), m_dir.path());
        silent.idleTimeoutMs = 800;
        QElapsedTimer clock;
        clock.start();
        const JobResult ran = Job::runBlocking(silent);
        QCOMPARE(ran.kind, ExitKind::TimedOut);
        QCOMPARE(ran.classification, QStringLiteral("no output for 0.8 s: stopped"));
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        const JobResult waited = Job::runWaiting(silent);
        QCOMPARE(waited.kind, ExitKind::TimedOut);
        QCOMPARE(waited.classification, QStringLiteral("no output for 0.8 s: stopped"));

        JobSpec writing = python(QStringLiteral("import sys, time\nfor i in range(8):\n"
                                                "    sys.stdout.write('x' * 1000); sys.stdout.flush(); time.sleep(0.3)\n"),
                                 m_dir.path());
        writing.idleTimeoutMs = 2500;  // Python's start under load included; its writes are 0.3 s apart
        writing.stdoutPath = m_dir.filePath(QStringLiteral("growing.out"));
        const JobResult grew = Job::runBlocking(writing);
        QVERIFY2(grew.succeeded(), qPrintable(grew.classification));
        QCOMPARE(QFileInfo(writing.stdoutPath).size(), 8000);
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
        checkFloodedLog(spec.logPath);
        QCOMPARE(result.tail.constLast(), QStringLiteral("line 1499999 xxxxxx"));
    }

    // Issue 35: a warm worker's probe log (a repro's) went through no cap and grew
    // to 400 MB; every child log is a CappedLog now. Written line by line, as the
    // warm path writes it.
    void cappedLogKeepsHeadAndTailLineByLine()
    {
        const QString path = m_dir.filePath(QStringLiteral("warm.log"));
        {
            CappedLog log;
            QVERIFY(log.open(path).isEmpty());
            for (int i = 0; i < 1500000; ++i)
                log.write(QByteArray("line ") + QByteArray::number(i).rightJustified(7, '0') + " xxxxxx\n");
        }  // closed by its destructor, tail and note written
        checkFloodedLog(path);
    }

    // Issue 35: kill -9 of the process that started a job (the workbench, triage
    // --yes) left pytest running, reparented to init. The child dies with it.
    void childDiesWithItsParent()
    {
        QProcess parent;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DTRIAGE_TEST_JOB_PARENT"), QStringLiteral("1"));
        parent.setProcessEnvironment(env);
        parent.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(parent.waitForStarted());
        QElapsedTimer clock;
        clock.start();
        while (!parent.canReadLine() && clock.elapsed() < 10000)
            parent.waitForReadyRead(100);
        QVERIFY(parent.canReadLine());
        const qint64 child = parent.readLine().trimmed().toLongLong();
        QVERIFY(child > 0);
        QVERIFY(!processIsGone(child));
        parent.kill();  // SIGKILL: no destructor, no cleanup of its own
        QVERIFY(parent.waitForFinished());
        QTRY_VERIFY2_WITH_TIMEOUT(processIsGone(child), "the job's child outlived its parent", 5000);
    }

    // Issue 35: dtype-triage-scripts-* folders of killed processes stayed in /tmp
    // for ever; the next process takes them away (a live process's stay).
    void orphanedScriptFoldersAreRemoved()
    {
        QProcess gone;
        gone.start(QStringLiteral("/bin/true"), {});
        QVERIFY(gone.waitForStarted());
        const qint64 deadPid = gone.processId();
        QVERIFY(gone.waitForFinished());
        const QString orphan = QDir::tempPath() + QStringLiteral("/dtype-triage-scripts-%1-tstXYZ").arg(deadPid);
        const QString alive = QDir::tempPath() + QStringLiteral("/dtype-triage-scripts-%1-tstXYZ").arg(::getppid());
        QVERIFY(QDir().mkpath(orphan));
        QVERIFY(QDir().mkpath(alive));
        QFile inside(orphan + QStringLiteral("/probe_runtime.py"));
        QVERIFY(inside.open(QIODevice::WriteOnly));
        inside.close();
        const Result<QString> script = PythonScripts::path(QStringLiteral("probe_runtime.py"));  // this process's first
        QVERIFY2(script, qPrintable(script ? QString() : script.error().message));
        QVERIFY(script->contains(QStringLiteral("dtype-triage-scripts-%1-").arg(QCoreApplication::applicationPid())));
        QVERIFY(!QFileInfo::exists(orphan));
        QVERIFY(QFileInfo::exists(alive));
        QDir(alive).removeRecursively();
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet("DTRIAGE_TEST_JOB_PARENT"))
        return runJobParent(argc, argv);
    QCoreApplication app(argc, argv);
    TestJobBounds test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_jobbounds.moc"
