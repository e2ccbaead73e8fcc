// Job::runWaiting: a short child run to its end on the calling thread, without an
// event loop (job.h). Its own file: the waiting loop and its bounds.
#include "run/job.h"
#include "run/processtree.h"

#include <QDeadlineTimer>

#include <climits>
#include <csignal>

namespace dtriage {
namespace {

// How long one wait for output lasts before the bounds are looked at again.
constexpr int kSliceMs = 50;

// The end of `bytes` within `max`: stderr keeps its last lines, as a tail does.
void appendTail(QByteArray& kept, const QByteArray& more, qsizetype max)
{
    kept += more;
    if (kept.size() > max)
        kept.remove(0, kept.size() - max);
}

}  // namespace

// No event loop: QProcess's own waits. A QProcess driven by a nested event loop
// on a pool thread sometimes never heard of its child's exit (the child sat as a
// zombie until the timeout), which held up QCoreApplication's exit behind the pool.
// What comes back is bounded: stdout by maxStdoutBytes (a child past it is
// stopped, ExitKind::OverLimit), stderr by the tail's bytes.
JobResult Job::runWaiting(JobSpec spec)
{
    if (spec.maxStdoutBytes <= 0)
        spec.maxStdoutBytes = kDefaultMaxStdoutBytes;
    Job job(std::move(spec));
    QProcess process;
    job.prepare(process);
    job.m_clock.start();
    process.start();
    JobResult result;
    if (!process.waitForStarted(30000)) {
        result.errorString = process.errorString();
        result.classification = tr("failed to start: %1").arg(result.errorString);
        return result;
    }
    const pid_t group = pid_t(process.processId());
    process.write(job.m_spec.stdinData);
    process.closeWriteChannel();
    OutputWatch watch(job.m_spec.idleTimeoutMs, job.m_spec.maxStdoutBytes, job.m_spec.stdoutPath);
    const QDeadlineTimer deadline = job.m_spec.timeoutMs > 0 ? QDeadlineTimer(job.m_spec.timeoutMs)
                                                              : QDeadlineTimer(QDeadlineTimer::Forever);
    QByteArray out;
    QByteArray err;
    for (;;) {
        // Waits for stdout; with stdout closed (or going to a file) it returns at
        // once, so wait for the end instead of spinning.
        if (!process.waitForReadyRead(kSliceMs) && process.state() != QProcess::NotRunning)
            process.waitForFinished(kSliceMs);
        const QByteArray o = process.readAllStandardOutput();
        const QByteArray e = process.readAllStandardError();
        watch.heard(o.size(), true);
        watch.heard(e.size(), false);
        out += o;
        appendTail(err, e, kTailMaxBytes);
        if (watch.overLimit()) {
            job.m_killReason = ExitKind::OverLimit;
            job.m_stopText = watch.overLimitText();
        } else if (watch.silentTooLong()) {
            job.m_killReason = ExitKind::TimedOut;
            job.m_stopText = watch.silenceText();
        } else if (deadline.hasExpired()) {
            job.m_killReason = ExitKind::TimedOut;
        }
        if (job.m_killReason != ExitKind::Exited || process.state() == QProcess::NotRunning)
            break;
    }
    if (job.m_killReason == ExitKind::TimedOut && process.state() == QProcess::NotRunning)
        job.m_killReason = ExitKind::Exited;  // it ended by itself in the last slice
    if (job.m_killReason != ExitKind::Exited) {
        // Read no more: a child that ignores SIGTERM and prints on gets EPIPE, not
        // QProcess's buffer growing through the grace period.
        process.closeReadChannel(QProcess::StandardOutput);
        ::kill(-group, SIGTERM);
        if (!process.waitForFinished(int(qMin<qint64>(job.m_spec.killGraceMs, INT_MAX)))) {
            ::kill(-group, SIGKILL);
            process.waitForFinished(5000);
        }
        out.truncate(job.m_spec.maxStdoutBytes);
    } else {
        out += process.readAllStandardOutput();
        appendTail(err, process.readAllStandardError(), kTailMaxBytes);
        if (out.size() > job.m_spec.maxStdoutBytes) {  // what came in the last slice counts too
            job.m_killReason = ExitKind::OverLimit;
            job.m_stopText = watch.overLimitText();
            out.truncate(job.m_spec.maxStdoutBytes);
        }
    }
    ::kill(-group, SIGKILL);  // what the leader left behind goes with it
    ProcessTree::killTagged(job.m_token);
    result = job.classify(process.exitCode(), process.exitStatus());
    result.elapsedMs = job.m_clock.elapsed();
    result.output = std::move(out);
    result.tail = QString::fromUtf8(err).split(u'\n', Qt::SkipEmptyParts);
    return result;
}

}  // namespace dtriage
