#pragma once
// One child process run in the background (docs/architecture.md "Processes", "Threads").
// A Job lives on the thread that created it (the GUI thread) and never blocks it:
// QProcess is asynchronous and everything comes back as signals. The child gets its
// own process group so that cancel and timeout take its grandchildren down too.
// Output streams to a log file as it arrives; memory keeps only a bounded tail.
#include "run/cappedlog.h"
#include "run/outputwatch.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QMetaType>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <deque>
#include <functional>
#include <memory>

class QFile;
class QTimer;

namespace dtriage {

struct JobSpec {
    QString name;  // shown to the user: "pytest (3 keys)", "repro speecht5/…"
    QString program;
    QStringList arguments;
    QString workingDirectory;  // the checkout root for Python jobs
    // The environment to start from; empty means the system environment.
    QProcessEnvironment baseEnvironment;
    // Set on top of the base (PYTHONUNBUFFERED=1 and PYTHONDONTWRITEBYTECODE=1 are
    // always added so logs arrive line by line and checkouts get no __pycache__).
    QHash<QString, QString> extraEnvironment;
    qint64 timeoutMs = 0;         // 0 = no timeout
    qint64 killGraceMs = 3000;    // SIGTERM → wait this long → SIGKILL
    QString logPath;              // empty = no log file (stdout and stderr interleaved)
    QByteArray stdinData;         // written once the process has started
    bool keepStdinOpen = false;   // false: close stdin after stdinData (child sees EOF)
    // The child's address space (RLIMIT_AS); 0 = none. A child that runs out says
    // "exceeded the memory limit of N GB" instead of taking the machine to its OOM killer.
    qint64 memoryLimitBytes = 0;
    // Where stdout goes instead of the log and the tail (an artifact's bytes from
    // `gh api`): truncated first; empty: nowhere but the log.
    QString stdoutPath;
    // The largest file the child may write (RLIMIT_FSIZE): a download larger than
    // that ends with SIGXFSZ; 0 = none.
    qint64 fileSizeLimitBytes = 0;
    // No byte on stdout or stderr (nor growth of stdoutPath) for this long: the
    // child is stopped as timed out, "no output for N s"; 0 = no such bound.
    qint64 idleTimeoutMs = 0;
    // The most stdout that is read back: past it the child is stopped
    // (ExitKind::OverLimit). Set, a Job also keeps its stdout's bytes as they came in
    // JobResult::output (an answer: gh's JSON on one line of any length); 0:
    // runWaiting's default, kDefaultMaxStdoutBytes, and a Job's stdout only logged.
    qint64 maxStdoutBytes = 0;

    // "program arg 'arg with space'" — for logs and reports only, never for a shell.
    QString displayCommand() const;
    // One argument as a POSIX shell reads it back: as is when nothing in it is
    // special, else in single quotes. The owner of every command line we print.
    static QString shellWord(const QString& arg);
};

enum class ExitKind {
    Exited,         // returned normally; see exitCode (may still be non-zero)
    Crashed,        // killed by a signal, or a shell's 128+n for it (134, 139, …)
    TimedOut,       // we killed it after spec.timeoutMs, or spec.idleTimeoutMs of silence
    OverLimit,      // we killed it: more on stdout than spec.maxStdoutBytes
    Canceled,       // we killed it on cancel()
    FailedToStart,  // program missing / not executable / bad working directory
};

enum class OutputChannel { Stdout, Stderr };

struct JobResult {
    ExitKind kind = ExitKind::FailedToStart;
    int exitCode = -1;  // the process's exit code; -1 when it did not exit by itself
    int signal = 0;     // the terminating signal (also for 134 → 6, 139 → 11), else 0
    // Human-readable: "exit code 1", "aborted (exit 134)", "segmentation fault (139)",
    // "killed by signal 9 (SIGKILL)", "timed out after 600 s", "canceled",
    // "failed to start: …".
    QString classification;
    qint64 elapsedMs = 0;
    QString logPath;
    QStringList tail;  // the last lines of stdout+stderr, in arrival order
    QString errorString;  // QProcess's reason when it failed to start
    QByteArray output;    // runWaiting(), or spec.maxStdoutBytes set: what the child wrote to stdout

    bool succeeded() const { return kind == ExitKind::Exited && exitCode == 0; }
    bool exitedNormally() const { return kind == ExitKind::Exited; }
};

class Job : public QObject {
    Q_OBJECT
public:
    // Bounds on the in-memory tail; the log file always has everything.
    static constexpr int kTailMaxLines = 2000;
    static constexpr qint64 kTailMaxBytes = 256 * 1024;
    // A "line" longer than this without a newline is emitted in pieces.
    static constexpr qint64 kMaxLineBytes = 64 * 1024;
    // The log file keeps the first kLogHeadBytes and the last kLogTailBytes of the
    // output, with a line saying how much was left out between them (CappedLog).
    static constexpr qint64 kLogHeadBytes = CappedLog::kHeadBytes;
    static constexpr qint64 kLogTailBytes = CappedLog::kTailBytes;
    // runWaiting's bound on the stdout it gives back when the spec names none.
    static constexpr qint64 kDefaultMaxStdoutBytes = 256 * 1024 * 1024;

    // The memory limit children get unless Settings say otherwise: half the RAM,
    // at least 2 GB.
    static qint64 defaultMemoryLimitBytes();
    // "exceeded the memory limit of 12 GB"; translated.
    static QString memoryLimitText(qint64 bytes);
    // Whether `text` (a tail, an error line) says an allocation failed.
    static bool mentionsOutOfMemory(const QString& text);

    explicit Job(JobSpec spec, QObject* parent = nullptr);
    // Kills the process group if still running (synchronously, SIGKILL).
    ~Job() override;

    const JobSpec& spec() const { return m_spec; }

    // Starts the child; returns at once. finished() follows exactly once, also when
    // the program cannot be started. Calling start() twice does nothing. One child
    // starts per event-loop pass on a thread; a later one waits its pass (isRunning()
    // is already true, write() and closeStdin() are kept for it).
    void start();
    // SIGTERM to the whole group, SIGKILL after spec.killGraceMs. finished() reports
    // Canceled. Harmless when not running.
    void cancel();
    // For long-lived children fed over stdin (keepStdinOpen): write / close stdin.
    // write() buffers from start() on (before started()); false when no process.
    bool write(const QByteArray& data);
    void closeStdin();

    bool isRunning() const;
    bool isFinished() const { return m_finished; }
    qint64 processId() const;
    qint64 elapsedMs() const;
    QStringList tail() const;
    QString tailText() const;  // tail() joined with '\n'
    const JobResult& result() const { return m_result; }  // valid once isFinished()

    // CLI and tests only — spins a local QEventLoop until the job finishes. Never call
    // it from the GUI path. onLine, when set, sees each line as it arrives.
    static JobResult runBlocking(
        JobSpec spec,
        const std::function<void(const QString&, OutputChannel)>& onLine = {});
    // The blocking mode, for a short child on a worker thread or the command line
    // (a probe, git): runs to its end on the calling thread without an event loop.
    // The child is set up as every Job's (own process group, niced, memory limit,
    // environment); a timeout takes its group down (TERM, then KILL after the
    // grace period) and so does its end. No log file: stdout comes back whole in
    // JobResult::output, stderr's lines in JobResult::tail.
    static JobResult runWaiting(JobSpec spec);

Q_SIGNALS:
    void started();
    // One complete line (without the newline, '\r' stripped), decoded as UTF-8 with
    // invalid bytes replaced by U+FFFD. A trailing partial line arrives at the end.
    void outputLine(const QString& line, dtriage::OutputChannel channel);
    void finished(const dtriage::JobResult& result);

private:
    struct ChannelBuffer;

    void onStarted();
    void onReadyRead(OutputChannel channel);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void onTimeout();
    void onWatch();
    void stop(ExitKind reason, const QString& why);
    void launchInTurn();
    void finishUnlaunched(ExitKind kind);
    void terminateGroup(ExitKind reason);
    void killGroup();
    void consume(OutputChannel channel, const QByteArray& bytes);
    void flushPartialLines();
    void emitLine(const QString& line, OutputChannel channel);
    void finish(JobResult result);
    JobResult classify(int exitCode, QProcess::ExitStatus status) const;
    void prepare(QProcess& process) const;
    QProcessEnvironment environment() const;

    JobSpec m_spec;
    QProcess* m_process = nullptr;
    QTimer* m_timeoutTimer = nullptr;
    QTimer* m_graceTimer = nullptr;
    QTimer* m_watchTimer = nullptr;
    OutputWatch m_watch;
    QString m_stopText;  // why we stopped it, when not a plain timeout or cancel
    QByteArray m_collected;  // stdout's bytes, when spec.maxStdoutBytes asks for them
    CappedLog m_log;
    std::unique_ptr<ChannelBuffer> m_stdout;
    std::unique_ptr<ChannelBuffer> m_stderr;
    QByteArray m_token;        // ProcessTree's DTRIAGE_JOB token of this job
    std::deque<QString> m_tail;
    qint64 m_tailBytes = 0;
    QElapsedTimer m_clock;
    qint64 m_elapsedAtEnd = -1;
    qint64 m_pgid = 0;
    ExitKind m_killReason = ExitKind::Exited;  // Exited = we did not kill it
    bool m_startRequested = false;
    bool m_launchQueued = false;  // started, waiting for its pass (launchInTurn)
    QByteArray m_queuedStdin;     // written while queued
    bool m_closeStdinQueued = false;
    bool m_finished = false;
    JobResult m_result;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::JobResult)
Q_DECLARE_METATYPE(dtriage::OutputChannel)
