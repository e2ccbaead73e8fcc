#include "run/warmworker.h"
#include "core/logging.h"

#include "run/pythonscripts.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QThread>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstring>

namespace dtriage {

namespace {

const QLatin1StringView kRecordPrefix{"@worker "};
const QLatin1StringView kOutputPrefix{"@out "};

QString signalName(int sig)
{
    const char* abbrev = ::sigabbrev_np(sig);
    return abbrev ? QStringLiteral("SIG") + QString::fromLatin1(abbrev) : QString::number(sig);
}

// The child's end, worded as Job words a process's end.
JobResult childResult(const QJsonObject& record)
{
    JobResult result;
    result.elapsedMs = qint64(record.value(QLatin1String("seconds")).toDouble() * 1000.0);
    const int sig = record.value(QLatin1String("signal")).toInt();
    if (record.value(QLatin1String("cancelled")).toBool()) {
        result.kind = ExitKind::Canceled;
        result.classification = WarmWorker::tr("canceled");
    } else if (sig != 0) {
        result.kind = ExitKind::Crashed;
        result.signal = sig;
        if (sig == SIGSEGV)
            result.classification = WarmWorker::tr("segmentation fault (SIGSEGV)");
        else if (sig == SIGABRT)
            result.classification = WarmWorker::tr("aborted (SIGABRT)");
        else
            result.classification = WarmWorker::tr("killed by signal %1 (%2)").arg(sig).arg(signalName(sig));
    } else {
        result.kind = ExitKind::Exited;
        result.exitCode = record.value(QLatin1String("exit_code")).toInt();
        result.classification = WarmWorker::tr("exit code %1").arg(result.exitCode);
    }
    return result;
}

}  // namespace

WarmWorker::WarmWorker(PythonCommand python, QObject* parent)
    : QObject(parent), m_python(std::move(python)), m_slots(qMax(1, QThread::idealThreadCount()))
{
    qRegisterMetaType<dtriage::JobResult>();
}

WarmWorker::~WarmWorker()
{
    // Job's destructor SIGKILLs the worker's group; the children, each in a group of
    // their own, follow through their parent-death signal.
    if (m_job)
        m_job->disconnect(this);
}

qint64 WarmWorker::processId() const
{
    return m_job ? m_job->processId() : 0;
}

void WarmWorker::start()
{
    if (m_state != State::NotStarted)
        return;
    const Result<QString> script = PythonScripts::path(QStringLiteral("probe_worker.py"));
    if (!script) {
        m_state = State::Starting;
        die(script.error().toString());
        return;
    }
    // probe_runtime.py must sit next to the worker, which loads it from its own folder.
    if (const Result<QString> extracted = PythonScripts::path(kSharedScript); !extracted) {
        m_state = State::Starting;
        die(extracted.error().toString());
        return;
    }
    JobSpec spec = m_python.jobSpec({*script, QStringLiteral("--slots"), QString::number(m_slots)});
    spec.name = tr("probe worker");
    spec.keepStdinOpen = true;
    spec.killGraceMs = 1000;
    spec.logPath = m_logPath;
    spec.memoryLimitBytes = m_memoryLimitBytes;
    m_job = std::make_unique<Job>(spec);
    connect(m_job.get(), &Job::started, this, [this] {
        m_processStarted = true;
        flushOutbox();
    });
    connect(m_job.get(), &Job::outputLine, this, &WarmWorker::onLine);
    connect(m_job.get(), &Job::finished, this, &WarmWorker::onWorkerFinished);
    m_startTimer = new QTimer(this);
    m_startTimer->setSingleShot(true);
    connect(m_startTimer, &QTimer::timeout, this, &WarmWorker::onStartTimeout);
    m_startTimer->start(int(qMin<qint64>(m_startTimeoutMs, INT_MAX)));
    m_state = State::Starting;
    m_job->start();
}

void WarmWorker::stop()
{
    if (!isUsable())
        return;
    if (m_job && m_job->isRunning()) {
        m_job->closeStdin();  // EOF: the worker kills its children and exits
        m_job->cancel();      // and if it does not, its group goes down
    }
    die(tr("the warm worker was stopped"));
}

bool WarmWorker::waitForReady(int timeoutMs)
{
    if (m_state == State::NotStarted)
        start();
    if (m_state == State::Starting) {
        QEventLoop loop;
        connect(this, &WarmWorker::ready, &loop, &QEventLoop::quit);
        connect(this, &WarmWorker::died, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return m_state == State::Ready;
}

QString WarmWorker::submit(const QJsonObject& job)
{
    const QString id = QStringLiteral("r%1").arg(m_nextId++);
    if (!isUsable()) {
        // Never from inside submit(): the caller connects to the id it gets back.
        const QString reason = m_deathReason.isEmpty() ? tr("the warm worker is not running") : m_deathReason;
        QMetaObject::invokeMethod(this, [this, id, reason] { Q_EMIT childRejected(id, reason); },
                                  Qt::QueuedConnection);
        return id;
    }
    m_queued.insert(id);
    send(QJsonObject{{QStringLiteral("op"), QStringLiteral("run")},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("job"), job}});
    return id;
}

void WarmWorker::cancel(const QString& id)
{
    if (const qint64 pid = m_running.value(id, 0); pid > 0) {
        // Directly, so a cancel works even while the worker is busy relaying output;
        // the worker still reports the child's exit.
        if (::kill(-pid_t(pid), SIGKILL) != 0 && errno == ESRCH)
            ::kill(pid_t(pid), SIGKILL);
    }
    if (m_running.contains(id) || m_queued.contains(id))
        send(QJsonObject{{QStringLiteral("op"), QStringLiteral("cancel")}, {QStringLiteral("id"), id}});
}

bool WarmWorker::send(const QJsonObject& request)
{
    m_outbox.append(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    flushOutbox();
    return m_job != nullptr;
}

void WarmWorker::flushOutbox()
{
    if (!m_processStarted || !m_job)
        return;
    for (const QByteArray& line : std::as_const(m_outbox))
        m_job->write(line);
    m_outbox.clear();
}

void WarmWorker::onLine(const QString& line, OutputChannel channel)
{
    if (channel == OutputChannel::Stdout && line.startsWith(kRecordPrefix)) {
        const QJsonDocument doc = QJsonDocument::fromJson(line.mid(kRecordPrefix.size()).toUtf8());
        if (doc.isObject()) {
            onRecord(doc.object());
            return;
        }
    }
    if (channel == OutputChannel::Stdout && line.startsWith(kOutputPrefix)) {
        const qsizetype space = line.indexOf(QLatin1Char(' '), kOutputPrefix.size());
        const QString id = line.mid(kOutputPrefix.size(), space < 0 ? -1 : space - kOutputPrefix.size());
        if (m_running.contains(id)) {
            Q_EMIT childLine(id, space < 0 ? QString() : line.mid(space + 1));
            return;
        }
    }
    Q_EMIT workerLine(line);
}

void WarmWorker::onRecord(const QJsonObject& record)
{
    const QString op = record.value(QLatin1String("op")).toString();
    const QString id = record.value(QLatin1String("id")).toString();
    if (op == QLatin1String("ready") && m_state == State::Starting) {
        m_startTimer->stop();
        m_state = State::Ready;
        Q_EMIT ready();
    } else if (op == QLatin1String("started") && m_queued.remove(id)) {
        const qint64 pid = qint64(record.value(QLatin1String("pid")).toDouble());
        qCDebug(lcRun).noquote() << "warm worker: started" << id << "as pid" << pid;
        m_running.insert(id, pid);
        Q_EMIT childStarted(id, pid);
    } else if (op == QLatin1String("exited")) {
        onChildExited(record);
    } else {
        Q_EMIT workerLine(QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact)));
    }
}

void WarmWorker::onChildExited(const QJsonObject& record)
{
    const QString id = record.value(QLatin1String("id")).toString();
    if (!m_running.remove(id) && !m_queued.remove(id))
        return;
    const JobResult result = childResult(record);
    qCDebug(lcRun).noquote() << "warm worker: ended" << id << "-" << result.classification << "exit" << result.exitCode
                             << "after" << result.elapsedMs << "ms";
    Q_EMIT childFinished(id, result);
}

void WarmWorker::onWorkerFinished(const JobResult& result)
{
    die(tr("the warm worker exited (%1)").arg(result.classification));
}

void WarmWorker::onStartTimeout()
{
    if (m_state != State::Starting)
        return;
    if (m_job)
        m_job->cancel();
    die(tr("the warm worker did not start within %1 s").arg(m_startTimeoutMs / 1000));
}

void WarmWorker::die(const QString& reason)
{
    if (m_state == State::Dead)
        return;
    m_state = State::Dead;
    m_deathReason = reason;
    if (m_startTimer)
        m_startTimer->stop();
    // Queued repros never ran: their callers may run them cold. Running ones did.
    const QSet<QString> queued = std::exchange(m_queued, {});
    const QHash<QString, qint64> running = std::exchange(m_running, {});
    for (const QString& id : queued)
        Q_EMIT childRejected(id, reason);
    for (auto it = running.cbegin(); it != running.cend(); ++it) {
        JobResult crashed;
        crashed.kind = ExitKind::Crashed;
        crashed.signal = SIGKILL;
        crashed.classification = reason;
        Q_EMIT childFinished(it.key(), crashed);
    }
    Q_EMIT died(reason);
}

}  // namespace dtriage
