#include "run/job.h"
#include "core/logging.h"

#include "core/backgroundpriority.h"
#include "run/processtree.h"

#include <QAbstractEventDispatcher>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <algorithm>
#include <utility>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

namespace dtriage {

namespace {

// A process was started on this thread in the current event-loop pass: the next
// waits for the next pass (Job::launchInTurn).
thread_local bool t_launchedThisPass = false;

// Shell exit codes 128+n mean "the command died of signal n" (bash, sh, make).
constexpr int kFirstShellSignalCode = 129;
constexpr int kLastShellSignalCode = 128 + 31;

QString signalName(int sig)
{
    // sigabbrev_np gives "ABRT" etc. (glibc ≥ 2.32); fall back to the number.
    const char* abbrev = ::sigabbrev_np(sig);
    return abbrev ? QStringLiteral("SIG") + QString::fromLatin1(abbrev) : QString::number(sig);
}

// Index to cut an over-long line at without splitting a UTF-8 sequence.
qsizetype utf8SafeCut(const QByteArray& bytes, qsizetype at)
{
    qsizetype cut = at;
    for (int back = 0; back < 3 && cut > 1 && (uchar(bytes.at(cut)) & 0xC0) == 0x80; ++back)
        --cut;
    return cut;
}

}  // namespace

QString JobSpec::shellWord(const QString& arg)
{
    static const QString safe = QStringLiteral("-_./=:,+@%");
    const bool plain = !arg.isEmpty() && std::all_of(arg.begin(), arg.end(), [](QChar c) {
        return c.isLetterOrNumber() || safe.contains(c);
    });
    if (plain)
        return arg;
    QString quoted = arg;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString JobSpec::displayCommand() const
{
    QStringList parts{JobSpec::shellWord(program)};
    for (const QString& arg : arguments)
        parts << JobSpec::shellWord(arg);
    return parts.join(QLatin1Char(' '));
}

// Bytes of one channel that have not yet formed a complete line. Lines are split on
// the raw '\n' byte, which never occurs inside a UTF-8 sequence, so decoding whole
// lines is correct even when a character straddles two reads.
struct Job::ChannelBuffer {
    QByteArray pending;
};

Job::Job(JobSpec spec, QObject* parent)
    : QObject(parent),
      m_spec(std::move(spec)),
      m_stdout(std::make_unique<ChannelBuffer>()),
      m_stderr(std::make_unique<ChannelBuffer>()),
      m_token(ProcessTree::newToken())
{
    qRegisterMetaType<dtriage::JobResult>();
    qRegisterMetaType<dtriage::OutputChannel>();
}

Job::~Job()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    // Nobody is listening any more: take the whole group down and reap the leader so
    // no orphan keeps running after the session is gone.
    m_process->disconnect(this);
    killGroup();
    m_process->waitForFinished(2000);
    ProcessTree::killTagged(m_token);
}

qint64 Job::defaultMemoryLimitBytes()
{
    const qint64 ram = qint64(::sysconf(_SC_PHYS_PAGES)) * qint64(::sysconf(_SC_PAGESIZE));
    return std::max<qint64>(2LL << 30, ram / 2);
}

QString Job::memoryLimitText(qint64 bytes)
{
    return tr("exceeded the memory limit of %1 GB").arg(double(bytes) / double(1LL << 30), 0, 'g', 3);
}

bool Job::mentionsOutOfMemory(const QString& text)
{
    // Python's, torch's CPU allocator's, C++'s and the C library's words for it.
    static const QStringList words{QStringLiteral("MemoryError"), QStringLiteral("can't allocate memory"),
                                   QStringLiteral("std::bad_alloc"), QStringLiteral("Cannot allocate memory"),
                                   QStringLiteral("out of memory")};
    return std::any_of(words.cbegin(), words.cend(), [&](const QString& word) { return text.contains(word); });
}

QProcessEnvironment Job::environment() const
{
    QProcessEnvironment env = m_spec.baseEnvironment.isEmpty()
                                  ? QProcessEnvironment::systemEnvironment()
                                  : m_spec.baseEnvironment;
    env.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    env.insert(QString::fromLatin1(ProcessTree::kTokenVariable), QString::fromLatin1(m_token));
    for (auto it = m_spec.extraEnvironment.cbegin(); it != m_spec.extraEnvironment.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

void Job::prepare(QProcess& process) const
{
    process.setProgram(m_spec.program);
    process.setArguments(m_spec.arguments);
    process.setWorkingDirectory(m_spec.workingDirectory);
    process.setProcessEnvironment(environment());
    // A process group of its own, so one kill(-pgid) reaches everything the child
    // spawns (pytest workers, bash's background jobs). At the background priority:
    // eight repros importing torch on two cores must not starve the GUI thread of
    // the window that started them (bench_stall measures it). A group, not a session:
    // setsid() would also give each child a scheduler autogroup of its own (Linux's
    // CONFIG_SCHED_AUTOGROUP, on in desktop distributions), and autogroups share
    // the CPU equally whatever their processes' nice -- eight repros took 8/9 of
    // two cores from the window (bench_stall cold: 150-220 ms stalls, now ~35).
    // The child dies with us (PR_SET_PDEATHSIG): a kill -9 of the workbench or of
    // `triage --yes` must not leave pytest running on, reparented to init. The
    // signal follows the thread that forks, which is the one that owns the QProcess
    // and outlives it; a parent already gone before prctl() is caught by getppid().
    const qint64 memoryLimit = m_spec.memoryLimitBytes;
    const qint64 fileSizeLimit = m_spec.fileSizeLimitBytes;
    const pid_t parent = ::getpid();
    if (!m_spec.stdoutPath.isEmpty())
        process.setStandardOutputFile(m_spec.stdoutPath, QIODevice::Truncate);
    process.setChildProcessModifier([memoryLimit, fileSizeLimit, parent] {
        (void)::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(127);
        ::setpgid(0, 0);
        BackgroundPriority::lowerCurrentThread();
        if (memoryLimit > 0) {
            const rlimit limit{rlim_t(memoryLimit), rlim_t(memoryLimit)};
            (void)::setrlimit(RLIMIT_AS, &limit);
        }
        if (fileSizeLimit > 0) {
            const rlimit limit{rlim_t(fileSizeLimit), rlim_t(fileSizeLimit)};
            (void)::setrlimit(RLIMIT_FSIZE, &limit);
        }
    });
}

void Job::start()
{
    if (m_startRequested || m_finished)
        return;
    m_startRequested = true;
    m_clock.start();

    if (!m_spec.logPath.isEmpty())
        m_result.errorString = m_log.open(m_spec.logPath);

    m_process = new QProcess(this);
    prepare(*m_process);

    connect(m_process, &QProcess::started, this, &Job::onStarted);
    connect(m_process, &QProcess::readyReadStandardOutput, this,
            [this] { onReadyRead(OutputChannel::Stdout); });
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { onReadyRead(OutputChannel::Stderr); });
    connect(m_process, &QProcess::finished, this, &Job::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &Job::onErrorOccurred);

    if (m_spec.timeoutMs > 0) {
        m_timeoutTimer = new QTimer(this);
        m_timeoutTimer->setSingleShot(true);
        m_timeoutTimer->setTimerType(Qt::PreciseTimer);  // "after 600 s" must be true
        connect(m_timeoutTimer, &QTimer::timeout, this, &Job::onTimeout);
        m_timeoutTimer->start(int(qMin<qint64>(m_spec.timeoutMs, INT_MAX)));
    }
    m_watch = OutputWatch(m_spec.idleTimeoutMs, m_spec.maxStdoutBytes, m_spec.stdoutPath);
    if (m_watch.watchesSilence()) {
        m_watchTimer = new QTimer(this);
        connect(m_watchTimer, &QTimer::timeout, this, &Job::onWatch);
        m_watchTimer->start(m_watch.pollIntervalMs());
    }
    m_launchQueued = true;
    launchInTurn();
}

// One process start per event-loop pass on this thread. A start forks the whole
// window (0.2-7.5 ms under load); eight sessions reaching their repro at once
// forked eight times in one pass (bench_stall). The others wait a pass each,
// in the order they asked; write() and closeStdin() keep what they get meanwhile.
void Job::launchInTurn()
{
    if (!m_launchQueued)
        return;  // canceled or timed out while waiting
    QAbstractEventDispatcher* dispatcher = QAbstractEventDispatcher::instance();
    if (t_launchedThisPass && dispatcher) {
        QTimer::singleShot(0, this, &Job::launchInTurn);
        return;
    }
    if (dispatcher) {
        t_launchedThisPass = true;
        QTimer::singleShot(0, dispatcher, [] { t_launchedThisPass = false; });
    }
    m_launchQueued = false;
    qCDebug(lcRun).noquote() << "starting:" << m_spec.name << "-" << m_spec.displayCommand() << "in"
                             << m_spec.workingDirectory;
    m_process->start();
    if (!m_queuedStdin.isEmpty())
        m_process->write(std::exchange(m_queuedStdin, {}));
    if (m_closeStdinQueued)
        m_process->closeWriteChannel();
}

// Ends a job whose process never started (canceled before start() or while waiting
// its pass, timed out while waiting), as finished() always ends a job: never from
// inside the call.
void Job::finishUnlaunched(ExitKind kind)
{
    m_launchQueued = false;
    JobResult result;
    result.kind = kind;
    result.classification = !m_stopText.isEmpty()          ? m_stopText
                            : kind == ExitKind::Canceled ? tr("canceled")
                                                         : tr("timed out");
    QMetaObject::invokeMethod(this, [this, result] { finish(result); }, Qt::QueuedConnection);
}

void Job::onStarted()
{
    m_pgid = m_process->processId();
    if (!m_spec.stdinData.isEmpty())
        m_process->write(m_spec.stdinData);
    if (!m_spec.keepStdinOpen)
        m_process->closeWriteChannel();
    Q_EMIT started();
}

void Job::cancel()
{
    if (m_finished)
        return;
    if (!m_startRequested || m_launchQueued) {
        // Never started (or still waiting its pass): report the cancel the same way.
        if (!m_startRequested) {
            m_startRequested = true;
            m_clock.start();
        }
        finishUnlaunched(ExitKind::Canceled);
        return;
    }
    terminateGroup(ExitKind::Canceled);
}

void Job::onTimeout()
{
    if (m_launchQueued) {
        finishUnlaunched(ExitKind::TimedOut);
        return;
    }
    terminateGroup(ExitKind::TimedOut);
}

void Job::onWatch()
{
    if (m_watch.silentTooLong())
        stop(ExitKind::TimedOut, m_watch.silenceText());
}

// Stopped by us for `why` (a silence, too much output): said as such, not as the
// plain timeout or cancel.
void Job::stop(ExitKind reason, const QString& why)
{
    if (m_finished || m_killReason != ExitKind::Exited)
        return;
    m_stopText = why;
    if (m_launchQueued)
        finishUnlaunched(reason);
    else
        terminateGroup(reason);
}

void Job::terminateGroup(ExitKind reason)
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    if (m_killReason != ExitKind::Exited)
        return;  // already on the way down; keep the first reason and the grace clock
    m_killReason = reason;
    const pid_t pid = pid_t(m_process->processId());
    // Right after fork the child may not have called setpgid() yet: then the group
    // does not exist and the child itself gets the signal.
    if (::kill(-pid, SIGTERM) != 0 && errno == ESRCH)
        ::kill(pid, SIGTERM);
    m_graceTimer = new QTimer(this);
    m_graceTimer->setSingleShot(true);
    m_graceTimer->setTimerType(Qt::PreciseTimer);
    connect(m_graceTimer, &QTimer::timeout, this, &Job::killGroup);
    m_graceTimer->start(int(qMin<qint64>(m_spec.killGraceMs, INT_MAX)));
}

void Job::killGroup()
{
    const pid_t pid = pid_t(m_pgid ? m_pgid : (m_process ? m_process->processId() : 0));
    if (pid <= 0)
        return;
    if (::kill(-pid, SIGKILL) != 0 && errno == ESRCH && m_process
        && m_process->state() != QProcess::NotRunning)
        ::kill(pid, SIGKILL);
}

bool Job::write(const QByteArray& data)
{
    if (m_launchQueued) {
        m_queuedStdin += data;
        return true;
    }
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return false;
    return m_process->write(data) == data.size();
}

void Job::closeStdin()
{
    if (m_launchQueued)
        m_closeStdinQueued = true;
    else if (m_process)
        m_process->closeWriteChannel();
}

bool Job::isRunning() const
{
    return m_launchQueued || (m_process && m_process->state() != QProcess::NotRunning);
}

qint64 Job::processId() const
{
    return m_process ? m_process->processId() : 0;
}

qint64 Job::elapsedMs() const
{
    if (m_elapsedAtEnd >= 0)
        return m_elapsedAtEnd;
    return m_clock.isValid() ? m_clock.elapsed() : 0;
}

QStringList Job::tail() const
{
    return QStringList(m_tail.begin(), m_tail.end());
}

QString Job::tailText() const
{
    return tail().join(QLatin1Char('\n'));
}

void Job::onReadyRead(OutputChannel channel)
{
    const QByteArray bytes = channel == OutputChannel::Stdout ? m_process->readAllStandardOutput()
                                                              : m_process->readAllStandardError();
    consume(channel, bytes);
}

void Job::consume(OutputChannel channel, const QByteArray& bytes)
{
    if (bytes.isEmpty() || (channel == OutputChannel::Stdout && m_killReason == ExitKind::OverLimit))
        return;
    m_watch.heard(bytes.size(), channel == OutputChannel::Stdout);
    if (channel == OutputChannel::Stdout && m_watch.overLimit()) {
        stop(ExitKind::OverLimit, m_watch.overLimitText());
        return;  // what is read back stays within its bound
    }
    if (channel == OutputChannel::Stdout && m_spec.maxStdoutBytes > 0)
        m_collected += bytes;
    m_log.write(bytes);
    QByteArray& pending = (channel == OutputChannel::Stdout ? m_stdout : m_stderr)->pending;
    pending += bytes;
    qsizetype from = 0;
    for (;;) {
        const qsizetype nl = pending.indexOf('\n', from);
        if (nl >= 0) {
            qsizetype end = nl;
            if (end > from && pending.at(end - 1) == '\r')
                --end;
            emitLine(QString::fromUtf8(pending.constData() + from, end - from), channel);
            from = nl + 1;
        } else if (pending.size() - from > kMaxLineBytes) {
            // No newline in sight (a progress bar, a binary blob): keep memory bounded.
            const qsizetype cut = utf8SafeCut(pending, from + kMaxLineBytes);
            emitLine(QString::fromUtf8(pending.constData() + from, cut - from), channel);
            from = cut;
        } else {
            break;
        }
    }
    pending.remove(0, from);
}

void Job::flushPartialLines()
{
    for (auto channel : {OutputChannel::Stdout, OutputChannel::Stderr}) {
        QByteArray& pending = (channel == OutputChannel::Stdout ? m_stdout : m_stderr)->pending;
        if (pending.endsWith('\r'))
            pending.chop(1);
        if (!pending.isEmpty())
            emitLine(QString::fromUtf8(pending), channel);
        pending.clear();
    }
}

void Job::emitLine(const QString& line, OutputChannel channel)
{
    m_tail.push_back(line);
    m_tailBytes += line.size() * qsizetype(sizeof(QChar));
    while (m_tail.size() > 1
           && (m_tail.size() > size_t(kTailMaxLines) || m_tailBytes > kTailMaxBytes)) {
        m_tailBytes -= m_tail.front().size() * qsizetype(sizeof(QChar));
        m_tail.pop_front();
    }
    Q_EMIT outputLine(line, channel);
}

void Job::onErrorOccurred(QProcess::ProcessError error)
{
    // Crashes and read/write errors are followed by finished(); only a failed start
    // is the end of the story on its own.
    if (error != QProcess::FailedToStart || m_finished)
        return;
    JobResult result;
    result.kind = ExitKind::FailedToStart;
    result.errorString = m_process->errorString();
    result.classification = tr("failed to start %1: %2").arg(m_spec.program, result.errorString);
    // Queued: finished() must never fire from inside start().
    QMetaObject::invokeMethod(this, [this, result] { finish(result); }, Qt::QueuedConnection);
}

void Job::onFinished(int exitCode, QProcess::ExitStatus status)
{
    consume(OutputChannel::Stdout, m_process->readAllStandardOutput());
    consume(OutputChannel::Stderr, m_process->readAllStandardError());
    flushPartialLines();
    // The leader is gone; whatever it left behind goes with it: its group, and
    // descendants that left the group but still carry the job's token.
    killGroup();
    ProcessTree::killTaggedSoon(m_token);
    JobResult result = classify(exitCode, status);
    // Out of address space: the child either said so or died of it (an abort in
    // an allocator, a SIGSEGV on a failed mmap, SIGKILL).
    if (m_spec.memoryLimitBytes > 0 && result.kind != ExitKind::TimedOut && result.kind != ExitKind::Canceled
        && result.kind != ExitKind::OverLimit
        && (mentionsOutOfMemory(tailText()) && (result.kind == ExitKind::Crashed || result.exitCode != 0)))
        result.classification = memoryLimitText(m_spec.memoryLimitBytes) + QStringLiteral(" (") + result.classification
                              + u')';
    finish(result);
}

JobResult Job::classify(int exitCode, QProcess::ExitStatus status) const
{
    JobResult result;
    if (m_killReason == ExitKind::TimedOut || m_killReason == ExitKind::OverLimit) {
        result.kind = m_killReason;
        result.classification = m_stopText.isEmpty() ? tr("timed out after %1 s").arg(OutputWatch::secondsText(m_spec.timeoutMs))
                                                     : m_stopText;
    } else if (m_killReason == ExitKind::Canceled) {
        result.kind = ExitKind::Canceled;
        result.classification = tr("canceled");
    } else if (status == QProcess::CrashExit) {
        // Qt 6 reports the terminating signal as the exit code of a crashed process.
        result.kind = ExitKind::Crashed;
        result.signal = exitCode;
        if (exitCode == SIGABRT)
            result.classification = tr("aborted (SIGABRT)");
        else if (exitCode == SIGSEGV)
            result.classification = tr("segmentation fault (SIGSEGV)");
        else
            result.classification = tr("killed by signal %1 (%2)").arg(exitCode).arg(signalName(exitCode));
    } else if (exitCode >= kFirstShellSignalCode && exitCode <= kLastShellSignalCode) {
        // A shell in between (bash -c, the venv wrapper) turns signal n into 128+n.
        result.kind = ExitKind::Crashed;
        result.exitCode = exitCode;
        result.signal = exitCode - 128;
        if (result.signal == SIGABRT)
            result.classification = tr("aborted (exit %1)").arg(exitCode);
        else if (result.signal == SIGSEGV)
            result.classification = tr("segmentation fault (exit %1)").arg(exitCode);
        else
            result.classification = tr("killed by signal %1 (%2, exit %3)")
                                        .arg(result.signal).arg(signalName(result.signal)).arg(exitCode);
    } else {
        result.kind = ExitKind::Exited;
        result.exitCode = exitCode;
        result.classification = tr("exit code %1").arg(exitCode);
    }
    return result;
}

void Job::finish(JobResult result)
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_timeoutTimer)
        m_timeoutTimer->stop();
    if (m_graceTimer)
        m_graceTimer->stop();
    if (m_watchTimer)
        m_watchTimer->stop();
    m_elapsedAtEnd = m_clock.isValid() ? m_clock.elapsed() : 0;
    m_pgid = 0;
    result.elapsedMs = m_elapsedAtEnd;
    result.tail = tail();
    if (result.output.isEmpty())
        result.output = std::exchange(m_collected, {});
    if (m_log.isOpen()) {
        result.logPath = m_spec.logPath;
        m_log.close();
    }
    if (result.errorString.isEmpty())
        result.errorString = m_result.errorString;  // e.g. the log could not be written
    m_result = std::move(result);
    qCDebug(lcRun).noquote() << "ended:" << m_spec.name << "-" << m_result.classification << "exit" << m_result.exitCode
                             << "after" << m_result.elapsedMs << "ms";
    Q_EMIT finished(m_result);
}

JobResult Job::runBlocking(JobSpec spec,
                           const std::function<void(const QString&, OutputChannel)>& onLine)
{
    Job job(std::move(spec));
    QEventLoop loop;
    connect(&job, &Job::finished, &loop, &QEventLoop::quit);
    if (onLine)
        connect(&job, &Job::outputLine, &job, onLine);
    job.start();
    if (!job.isFinished())
        loop.exec();
    return job.result();
}

}  // namespace dtriage
