#include "ci/cirun.h"

#include "ci/ghfailure.h"
#include "core/logging.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>

namespace dtriage {
namespace {

// A `gh run view` that fails now and then (the network) is asked again; this many in a row end the follow.
constexpr int kPollRetries = 3;

}  // namespace

CiRun::CiRun(CiRunConfig config, QObject* parent) : QObject(parent), m_config(std::move(config))
{
    qRegisterMetaType<dtriage::CiRunStatus>();
    qRegisterMetaType<dtriage::CiRunOutcome>();
    if (m_config.dispatch)
        m_config.repo = m_config.dispatch->options().repo;
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &CiRun::follow);
}

CiRun::~CiRun() = default;

QStringList CiRun::repoArguments() const
{
    return {QStringLiteral("--repo"), m_config.repo};
}

void CiRun::start()
{
    if (m_step != Step::Idle)
        return;
    if (m_config.dispatch) {
        checkLogin();
        return;
    }
    m_run.id = m_config.runId;
    m_step = Step::Following;
    follow();
}

void CiRun::call(const QString& what, const QStringList& arguments, Answer onDone, Mode mode)
{
    JobSpec spec;
    spec.name = QStringLiteral("gh ") + arguments.mid(0, 2).join(u' ');
    spec.program = m_config.gh;
    spec.arguments = arguments;
    spec.workingDirectory = m_config.workingDirectory;
    spec.timeoutMs = m_config.callTimeoutMs;
    // Never a prompt, a colour code or an update notice in what is read back.
    spec.extraEnvironment = {{QStringLiteral("GH_PROMPT_DISABLED"), QStringLiteral("1")},
                             {QStringLiteral("NO_COLOR"), QStringLiteral("1")},
                             {QStringLiteral("GH_NO_UPDATE_NOTIFIER"), QStringLiteral("1")}};
    auto* job = new Job(spec, this);
    auto output = std::make_shared<QByteArray>();
    connect(job, &Job::outputLine, this, [output](const QString& line, OutputChannel channel) {
        if (channel == OutputChannel::Stdout)
            output->append(line.toUtf8()).append('\n');
    });
    connect(job, &Job::finished, this, [this, job, output, what, onDone, mode](const JobResult& result) {
        job->deleteLater();
        // Once canceled, only the `gh run cancel` call's answer still counts.
        if (m_step == Step::Done || m_canceling != (mode == Mode::Cancel))
            return;
        JobResult whole = result;
        whole.output = *output;
        if (mode == Mode::Cancel) {
            onDone(whole);
            return;
        }
        if (mode == Mode::Poll && GhFailure::mayPass(result) && retryPoll(GhFailure::describe(result, what, m_config.repo)))
            return;
        if (mode == Mode::Poll)
            m_pollFailures = 0;
        if (!result.succeeded()) {
            failWith(GhFailure::describe(result, what, m_config.repo));
            return;
        }
        onDone(whole);
    });
    qCDebug(lcRun).noquote() << "gh:" << spec.displayCommand();
    m_job = job;
    job->start();
}

void CiRun::checkLogin()
{
    m_step = Step::CheckingLogin;
    call(tr("checking gh's login"), {QStringLiteral("api"), QStringLiteral("user"), QStringLiteral("--jq"), QStringLiteral(".login")},
         [this](const JobResult& result) {
             m_login = QString::fromUtf8(result.output).trimmed();
             dispatch();
         });
}

void CiRun::dispatch()
{
    m_step = Step::Dispatching;
    Q_EMIT logLine(tr("Dispatching: %1").arg(m_config.dispatch->displayCommand()));
    m_dispatchedAt = QDateTime::currentDateTimeUtc();
    call(tr("dispatching the workflow"), m_config.dispatch->ghArguments(), [this](const JobResult& result) {
        // gh 2.x says only that the event was created; later versions name the run.
        static const QRegularExpression runUrl(QStringLiteral("/actions/runs/(\\d+)"));
        const QString said = QString::fromUtf8(result.output) + result.tail.join(u'\n');
        if (const auto match = runUrl.match(said); match.hasMatch()) {
            m_run.id = match.captured(1).toLongLong();
            m_step = Step::Following;
            follow();
            return;
        }
        m_findsLeft = m_config.findAttempts;
        m_step = Step::Finding;
        find();
    });
}

void CiRun::find()
{
    QStringList arguments{QStringLiteral("run"), QStringLiteral("list"), QStringLiteral("--workflow"),
                          QLatin1String(CiDispatch::kWorkflow), QStringLiteral("--limit"), QStringLiteral("20"),
                          QStringLiteral("--json"), QLatin1String(CiRunStatus::kListFields)};
    if (!m_login.isEmpty())
        arguments << QStringLiteral("--user") << m_login;
    call(tr("looking for the dispatched run"), arguments + repoArguments(), [this](const JobResult& result) {
        const auto newest = CiRunStatus::newestSince(result.output, m_dispatchedAt);
        if (!newest) {
            failWith(tr("looking for the dispatched run: %1").arg(newest.error().message));
            return;
        }
        if (*newest) {
            setRun(**newest);
            Q_EMIT runFound(m_run);
            m_step = Step::Following;
            onStatus(m_run);
            return;
        }
        if (--m_findsLeft <= 0) {
            failWith(tr("the workflow was dispatched, but no run of it appeared: see "
                        "https://github.com/%1/actions/workflows/%2")
                         .arg(m_config.repo, QLatin1String(CiDispatch::kWorkflow)));
            return;
        }
        QTimer::singleShot(std::min(m_config.pollMs, 5000), this, [this] {
            if (!m_canceling && m_step == Step::Finding)
                find();
        });
    });
}

void CiRun::follow()
{
    const QStringList arguments{QStringLiteral("run"), QStringLiteral("view"), QString::number(m_run.id),
                                QStringLiteral("--json"), QLatin1String(CiRunStatus::kViewFields)};
    call(tr("following run %1").arg(m_run.id), arguments + repoArguments(), [this](const JobResult& result) {
        const auto status = CiRunStatus::fromView(result.output);
        if (!status) {
            failWith(tr("following run %1: %2").arg(m_run.id).arg(status.error().message));
            return;
        }
        const bool first = m_run.url.isEmpty();
        setRun(*status);
        if (first)
            Q_EMIT runFound(m_run);
        onStatus(m_run);
    }, Mode::Poll);
}

// A poll that failed for a reason that may pass (the network, a timeout) is tried
// again at the next interval; kPollRetries failures in a row end the follow.
bool CiRun::retryPoll(const QString& error)
{
    if (++m_pollFailures > kPollRetries)
        return false;
    Q_EMIT logLine(tr("%1; asking again (%2 of %3)").arg(error).arg(m_pollFailures).arg(kPollRetries));
    m_poll.start(m_config.pollMs);
    return true;
}

void CiRun::onStatus(const CiRunStatus& status)
{
    Q_EMIT progress(status);
    Q_EMIT logLine(status.summary());
    if (!status.isCompleted()) {
        m_poll.start(m_config.pollMs);
        return;
    }
    if (status.wasCancelled()) {
        failWith(tr("run %1 was cancelled on GitHub: nothing imported — %2").arg(status.id).arg(status.url));
        return;
    }
    download();
}

void CiRun::download()
{
    m_step = Step::Downloading;
    QDir().mkpath(m_config.downloadDir);
    Q_EMIT logLine(tr("Downloading the test-reports-* artifacts of run %1 into %2").arg(m_run.id).arg(m_config.downloadDir));
    const QStringList arguments{QStringLiteral("run"),     QStringLiteral("download"), QString::number(m_run.id),
                                QStringLiteral("--pattern"), QStringLiteral("test-reports-*"),
                                QStringLiteral("--dir"),   m_config.downloadDir};
    call(tr("downloading the test reports of run %1 (ended: %2)").arg(m_run.id).arg(m_run.conclusion),
         arguments + repoArguments(), [this](const JobResult&) { collect(); });
}

void CiRun::collect()
{
    QStringList reports;
    QDirIterator it(m_config.downloadDir, {QStringLiteral("report_*.xml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        reports << it.next();
    reports.sort();
    if (reports.isEmpty()) {
        failWith(tr("run %1's test-reports-* artifacts hold no report_*.xml: nothing to import — %2")
                     .arg(m_run.id)
                     .arg(m_run.url));
        return;
    }
    succeed(reports);
}

void CiRun::setRun(const CiRunStatus& run)
{
    m_run = run;
}

void CiRun::succeed(QStringList reports)
{
    Q_EMIT logLine(tr("Run %1 ended (%2): %n test report(s) downloaded", nullptr, int(reports.size()))
                       .arg(m_run.id)
                       .arg(m_run.conclusion));
    finish({.ok = true, .canceled = false, .error = {}, .run = m_run, .reports = std::move(reports)});
}

void CiRun::failWith(const QString& error)
{
    Q_EMIT logLine(error);
    finish({.ok = false, .canceled = false, .error = error, .run = m_run, .reports = {}});
}

void CiRun::cancel()
{
    if (m_step == Step::Done || m_canceling)
        return;
    m_canceling = true;
    m_poll.stop();
    if (m_job)
        m_job->cancel();
    if (m_run.id == 0 || m_run.isCompleted()) {
        const QString why = m_step == Step::Finding
                                ? tr("canceled: the workflow was dispatched but its run was not found yet; "
                                     "cancel it on GitHub")
                                : tr("canceled before the run started");
        finish({.ok = false, .canceled = true, .error = why, .run = m_run, .reports = {}});
        return;
    }
    // The run goes on on GitHub unless it is cancelled there too.
    const qint64 id = m_run.id;
    const QString what = tr("cancelling run %1").arg(id);
    call(what, QStringList{QStringLiteral("run"), QStringLiteral("cancel"), QString::number(id)} + repoArguments(),
         [this, id, what](const JobResult& result) {
             const QString error = result.succeeded()
                                       ? tr("run %1 canceled on GitHub: nothing imported").arg(id)
                                       : GhFailure::describe(result, what, m_config.repo);
             Q_EMIT logLine(error);
             finish({.ok = false, .canceled = true, .canceledOnGitHub = result.succeeded(), .error = error,
                     .run = m_run, .reports = {}});
         },
         Mode::Cancel);
}

void CiRun::finish(CiRunOutcome outcome)
{
    if (m_step == Step::Done)
        return;
    m_step = Step::Done;
    m_poll.stop();
    Q_EMIT finished(outcome);
}

}  // namespace dtriage
