// Job: a child process with its own process group, classified exits, a streamed log
// and a bounded tail. The children are tiny shell commands so the suite stays fast.
#include "run/job.h"
#include "core/backgroundpriority.h"
#include "processes.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/types.h>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;
using dtriage::testing::processIsGone;

namespace {

JobSpec shell(const QString& script, const QString& workingDir = QDir::tempPath())
{
    JobSpec spec;
    spec.name = QStringLiteral("test");
    spec.program = QStringLiteral("/bin/sh");
    spec.arguments = {QStringLiteral("-c"), script};
    spec.workingDirectory = workingDir;
    return spec;
}

JobSpec bash(const QString& script)
{
    JobSpec spec = shell(script);
    spec.program = QStringLiteral("/bin/bash");
    return spec;
}


}  // namespace

class TestJob : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void childrenAreNiced();
    void crashes_data();
    void crashes();
    void pythonAbort();
    void failedToStart();
    void timeoutKillsTheGroup();
    void timeoutEscalatesToSigkill();
    void cancelKillsTheGroup();
    void cancelBeforeStart();
    void destructorKillsTheGroup();
    void stdoutAndStderr();
    void environmentAndStdin();
    void keepStdinOpen();
    void nonUtf8Output();
    void linesSplitAcrossChunks();
    void tailIsBoundedByLines();
    void tailIsBoundedByBytes();
    void longLineWithoutNewline();
    void displayCommandQuotes();
    void oneStartPerPass();

private:
    QTemporaryDir m_dir;
};

void TestJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestJob::exitCodes_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("classification");
    QTest::newRow("ok") << "exit 0" << 0 << "exit code 0";
    QTest::newRow("pytest failed") << "exit 1" << 1 << "exit code 1";
    QTest::newRow("usage") << "exit 4" << 4 << "exit code 4";
    QTest::newRow("above the signal range") << "exit 200" << 200 << "exit code 200";
}

void TestJob::exitCodes()
{
    QFETCH(QString, script);
    QFETCH(int, exitCode);
    QFETCH(QString, classification);
    const JobResult result = Job::runBlocking(shell(script));
    QCOMPARE(result.kind, ExitKind::Exited);
    QCOMPARE(result.exitCode, exitCode);
    QCOMPARE(result.signal, 0);
    QCOMPARE(result.classification, classification);
    QCOMPARE(result.succeeded(), exitCode == 0);
}

void TestJob::crashes_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("signal");
    QTest::addColumn<QString>("classification");
    QTest::newRow("SIGABRT") << "kill -ABRT $$" << -1 << int(SIGABRT) << "aborted (SIGABRT)";
    QTest::newRow("SIGSEGV") << "kill -SEGV $$" << -1 << int(SIGSEGV)
                             << "segmentation fault (SIGSEGV)";
    QTest::newRow("SIGKILL") << "kill -KILL $$" << -1 << int(SIGKILL)
                             << "killed by signal 9 (SIGKILL)";
    // A shell in between reports the child's death as 128+n.
    QTest::newRow("exit 134") << "sh -c 'kill -ABRT $$'; exit $?" << 134 << int(SIGABRT)
                              << "aborted (exit 134)";
    QTest::newRow("exit 139") << "sh -c 'kill -SEGV $$'; exit $?" << 139 << int(SIGSEGV)
                              << "segmentation fault (exit 139)";
    QTest::newRow("exit 137") << "exit 137" << 137 << int(SIGKILL)
                              << "killed by signal 9 (SIGKILL, exit 137)";
}

void TestJob::crashes()
{
    QFETCH(QString, script);
    QFETCH(int, exitCode);
    QFETCH(int, signal);
    QFETCH(QString, classification);
    // In the temp dir: an abort may leave a core file behind.
    const JobResult result = Job::runBlocking(shell(script, m_dir.path()));
    QCOMPARE(result.kind, ExitKind::Crashed);
    QCOMPARE(result.exitCode, exitCode);
    QCOMPARE(result.signal, signal);
    QCOMPARE(result.classification, classification);
    QVERIFY(!result.succeeded());
}

void TestJob::pythonAbort()
{
    JobSpec spec;
    spec.program = QStringLiteral(DTRIAGE_PYTHON);
    spec.arguments = {QStringLiteral("-S"), QStringLiteral("-c"), QStringLiteral("import os; os.abort()")};
    spec.workingDirectory = m_dir.path();
    const JobResult result = Job::runBlocking(spec);
    QCOMPARE(result.kind, ExitKind::Crashed);
    QCOMPARE(result.signal, int(SIGABRT));
    QCOMPARE(result.classification, QStringLiteral("aborted (SIGABRT)"));
}

void TestJob::failedToStart()
{
    JobSpec spec;
    spec.program = m_dir.filePath(QStringLiteral("no-such-program"));
    spec.workingDirectory = m_dir.path();
    Job job(spec);
    QSignalSpy finished(&job, &Job::finished);
    job.start();
    QCOMPARE(finished.count(), 0);  // never from inside start()
    QVERIFY(finished.wait(5000));
    QCOMPARE(job.result().kind, ExitKind::FailedToStart);
    QVERIFY(job.result().classification.contains(QStringLiteral("no-such-program")));
    QVERIFY(!job.result().errorString.isEmpty());
    QTest::qWait(50);
    QCOMPARE(finished.count(), 1);
}

void TestJob::timeoutKillsTheGroup()
{
    // The grandchild `sleep` would outlive its parent unless the whole group dies.
    JobSpec spec = bash(QStringLiteral("sleep 100 & echo $!; wait"));
    spec.timeoutMs = 300;
    const JobResult result = Job::runBlocking(spec);
    QCOMPARE(result.kind, ExitKind::TimedOut);
    QCOMPARE(result.classification, QStringLiteral("timed out after 0.3 s"));
    QVERIFY(result.elapsedMs >= 300);
    QVERIFY2(result.elapsedMs < 3000, qPrintable(QString::number(result.elapsedMs)));
    QCOMPARE(result.tail.size(), 1);
    const qint64 grandchild = result.tail.first().toLongLong();
    QVERIFY(grandchild > 0);
    QTRY_VERIFY_WITH_TIMEOUT(processIsGone(grandchild), 3000);
}

void TestJob::timeoutEscalatesToSigkill()
{
    // Everything ignores SIGTERM (ignored dispositions survive exec): only SIGKILL works.
    JobSpec spec = bash(QStringLiteral("trap '' TERM; sleep 100 & echo $!; wait"));
    spec.timeoutMs = 200;
    spec.killGraceMs = 300;
    const JobResult result = Job::runBlocking(spec);
    QCOMPARE(result.kind, ExitKind::TimedOut);
    QCOMPARE(result.classification, QStringLiteral("timed out after 0.2 s"));
    QVERIFY2(result.elapsedMs >= 500, qPrintable(QString::number(result.elapsedMs)));
    const qint64 grandchild = result.tail.value(0).toLongLong();
    QVERIFY(grandchild > 0);
    QTRY_VERIFY_WITH_TIMEOUT(processIsGone(grandchild), 3000);
}

void TestJob::cancelKillsTheGroup()
{
    Job job(bash(QStringLiteral("sleep 100 & echo $!; wait")));
    QSignalSpy finished(&job, &Job::finished);
    qint64 grandchild = 0;
    connect(&job, &Job::outputLine, this, [&](const QString& line, OutputChannel) {
        grandchild = line.toLongLong();
        job.cancel();
    });
    job.start();
    QVERIFY(finished.wait(10000));
    QCOMPARE(job.result().kind, ExitKind::Canceled);
    QCOMPARE(job.result().classification, QStringLiteral("canceled"));
    QVERIFY(grandchild > 0);
    QTRY_VERIFY_WITH_TIMEOUT(processIsGone(grandchild), 3000);
    job.cancel();  // harmless once finished
    QTest::qWait(20);
    QCOMPARE(finished.count(), 1);
}

void TestJob::cancelBeforeStart()
{
    Job job(shell(QStringLiteral("exit 0")));
    QSignalSpy finished(&job, &Job::finished);
    job.cancel();
    QVERIFY(finished.wait(2000));
    QCOMPARE(job.result().kind, ExitKind::Canceled);
    job.start();  // too late: nothing happens
    QTest::qWait(50);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!job.isRunning());
}

void TestJob::destructorKillsTheGroup()
{
    qint64 grandchild = 0;
    {
        Job job(bash(QStringLiteral("sleep 100 & echo $!; wait")));
        QSignalSpy line(&job, &Job::outputLine);
        job.start();
        QVERIFY(line.wait(10000));
        grandchild = line.first().first().toString().toLongLong();
        QVERIFY(!processIsGone(grandchild));
    }
    QVERIFY(grandchild > 0);
    QTRY_VERIFY_WITH_TIMEOUT(processIsGone(grandchild), 3000);
}

void TestJob::stdoutAndStderr()
{
    JobSpec spec = shell(QStringLiteral("echo out; echo err >&2"));
    spec.logPath = m_dir.filePath(QStringLiteral("logs/channels.log"));  // folder made on demand
    QList<QPair<QString, OutputChannel>> lines;
    const JobResult result = Job::runBlocking(spec, [&](const QString& line, OutputChannel ch) {
        lines.append({line, ch});
    });
    QVERIFY(result.succeeded());
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines.contains(qMakePair(QStringLiteral("out"), OutputChannel::Stdout)));
    QVERIFY(lines.contains(qMakePair(QStringLiteral("err"), OutputChannel::Stderr)));
    QCOMPARE(result.logPath, spec.logPath);
    QFile log(spec.logPath);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray text = log.readAll();
    QVERIFY(text.contains("out\n"));
    QVERIFY(text.contains("err\n"));
}

void TestJob::environmentAndStdin()
{
    JobSpec spec = shell(QStringLiteral("echo \"$PYTHONUNBUFFERED $PYTHONDONTWRITEBYTECODE $FOO\"; cat"));
    spec.extraEnvironment.insert(QStringLiteral("FOO"), QStringLiteral("bar baz"));
    spec.stdinData = "first\nsecond\n";
    const JobResult result = Job::runBlocking(spec);
    QVERIFY(result.succeeded());
    QCOMPARE(result.tail, (QStringList{QStringLiteral("1 1 bar baz"), QStringLiteral("first"),
                                       QStringLiteral("second")}));
}

void TestJob::keepStdinOpen()
{
    // A warm worker: one request a line, answered as it arrives, until stdin closes.
    JobSpec spec = shell(QStringLiteral("while read -r l; do echo \"got $l\"; done; echo bye"));
    spec.keepStdinOpen = true;
    Job job(spec);
    QSignalSpy lines(&job, &Job::outputLine);
    QSignalSpy finished(&job, &Job::finished);
    QVERIFY(!job.write("early\n"));  // no process yet
    job.start();
    QVERIFY(job.write("one\n"));  // buffered until the child reads
    QVERIFY(lines.wait(5000));
    QCOMPARE(lines.last().first().toString(), QStringLiteral("got one"));
    QVERIFY(job.isRunning());
    job.closeStdin();
    QVERIFY(finished.wait(5000));
    QCOMPARE(job.tail().last(), QStringLiteral("bye"));
}

void TestJob::nonUtf8Output()
{
    JobSpec spec = shell(QStringLiteral("printf 'ok \\377\\376 end\\n'; printf 'caf\\303\\251\\n'"));
    spec.logPath = m_dir.filePath(QStringLiteral("bytes.log"));
    const JobResult result = Job::runBlocking(spec);
    QVERIFY(result.succeeded());
    QCOMPARE(result.tail.size(), 2);
    QVERIFY(result.tail[0].startsWith(QStringLiteral("ok ")));
    QVERIFY(result.tail[0].contains(QChar::ReplacementCharacter));
    QVERIFY(result.tail[0].endsWith(QStringLiteral(" end")));
    QCOMPARE(result.tail[1], QStringLiteral("café"));
    QFile log(spec.logPath);
    QVERIFY(log.open(QIODevice::ReadOnly));
    QCOMPARE(log.readAll(), QByteArray("ok \xff\xfe end\ncaf\xc3\xa9\n"));  // raw bytes kept
}

void TestJob::linesSplitAcrossChunks()
{
    // Pauses force separate reads: a line and a UTF-8 character straddle them.
    JobSpec spec = shell(QStringLiteral(
        "printf 'hel'; sleep 0.15; printf 'lo\\r\\nwor'; sleep 0.15; printf 'ld \\303'; "
        "sleep 0.15; printf '\\251\\nlast'"));
    QStringList lines;
    const JobResult result =
        Job::runBlocking(spec, [&](const QString& line, OutputChannel) { lines << line; });
    QVERIFY(result.succeeded());
    QCOMPARE(lines, (QStringList{QStringLiteral("hello"), QStringLiteral("world é"),
                                 QStringLiteral("last")}));
}

void TestJob::tailIsBoundedByLines()
{
    JobSpec spec = shell(QStringLiteral("seq 1 5000"));
    spec.logPath = m_dir.filePath(QStringLiteral("seq.log"));
    int seen = 0;
    const JobResult result = Job::runBlocking(spec, [&](const QString&, OutputChannel) { ++seen; });
    QCOMPARE(seen, 5000);
    QCOMPARE(result.tail.size(), Job::kTailMaxLines);
    QCOMPARE(result.tail.first(), QStringLiteral("3001"));
    QCOMPARE(result.tail.last(), QStringLiteral("5000"));
    QFile log(spec.logPath);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QByteArray all = log.readAll();
    QCOMPARE(all.count('\n'), 5000);
    QVERIFY(all.startsWith("1\n2\n3\n"));
}

void TestJob::tailIsBoundedByBytes()
{
    // 100 lines of 10,000 characters: ~2 MB as UTF-16, far above the byte bound.
    JobSpec spec = shell(QStringLiteral(
        "awk 'BEGIN { for (i = 0; i < 100; i++) printf \"%010000d\\n\", i }'"));
    const JobResult result = Job::runBlocking(spec);
    QVERIFY(result.succeeded());
    qint64 bytes = 0;
    for (const QString& line : result.tail)
        bytes += line.size() * qint64(sizeof(QChar));
    QVERIFY2(bytes <= Job::kTailMaxBytes, qPrintable(QString::number(bytes)));
    QVERIFY(result.tail.size() >= 10);
    QVERIFY(result.tail.last().endsWith(QStringLiteral("99")));
}

void TestJob::longLineWithoutNewline()
{
    JobSpec spec = shell(QStringLiteral("head -c 200000 /dev/zero | tr '\\000' a"));
    QStringList lines;
    const JobResult result =
        Job::runBlocking(spec, [&](const QString& line, OutputChannel) { lines << line; });
    QVERIFY(result.succeeded());
    qsizetype total = 0;
    for (const QString& line : std::as_const(lines)) {
        QVERIFY(line.size() <= Job::kMaxLineBytes);
        total += line.size();
    }
    QCOMPARE(total, 200000);
    QCOMPARE(lines.size(), 4);
}

void TestJob::displayCommandQuotes()
{
    JobSpec spec;
    spec.program = QStringLiteral("/usr/bin/python3");
    spec.arguments = {QStringLiteral("-m"), QStringLiteral("pytest"),
                      QStringLiteral("t.py::test[a b]"), QStringLiteral("it's")};
    QCOMPARE(spec.displayCommand(),
             QStringLiteral("/usr/bin/python3 -m pytest 't.py::test[a b]' 'it'\\''s'"));
}

// Background work yields to the window: the child runs at the background priority,
// the thread that started it stays where it was.
void TestJob::childrenAreNiced()
{
    const int ours = BackgroundPriority::currentNiceness();
    const JobResult result = Job::runBlocking(shell(QStringLiteral("nice")));
    QVERIFY(result.succeeded());
    QCOMPARE(result.tail.value(0).trimmed().toInt(), qMax(ours, BackgroundPriority::kNiceness));
    QCOMPARE(BackgroundPriority::currentNiceness(), ours);
}

// Started in one event-loop pass, children fork one a pass (bench_stall: eight
// forks in one pass stalled the window): the first at once, the next later. A queued
// job is running from start() on, keeps what is written to it, and a cancel while
// queued ends it without ever starting a process.
void TestJob::oneStartPerPass()
{
    QTest::qWait(5);  // a pass of its own: no start of an earlier test counts
    const JobSpec spec = shell(QStringLiteral("read -r l; echo \"got $l\""));
    Job first(spec);
    Job second(spec);
    Job third(spec);
    QSignalSpy firstDone(&first, &Job::finished);
    QSignalSpy secondDone(&second, &Job::finished);
    QSignalSpy thirdDone(&third, &Job::finished);
    first.start();
    second.start();
    third.start();
    QVERIFY(first.processId() > 0);
    QCOMPARE(second.processId(), 0);  // waits for the next pass
    QVERIFY(second.isRunning());
    QVERIFY(second.write("queued\n"));
    second.closeStdin();
    third.cancel();
    QVERIFY(thirdDone.wait(5000));
    QCOMPARE(third.result().kind, ExitKind::Canceled);
    QCOMPARE(third.processId(), 0);
    QVERIFY(secondDone.count() > 0 || secondDone.wait(5000));
    QVERIFY2(second.result().succeeded(), qPrintable(second.tailText()));
    QCOMPARE(second.tail().value(0), QStringLiteral("got queued"));
    QVERIFY(firstDone.count() > 0 || firstDone.wait(5000));
    QCOMPARE(first.tail().value(0), QStringLiteral("got "));  // stdin closed at once: read got nothing
}

QTEST_GUILESS_MAIN(TestJob)
#include "tst_job.moc"
