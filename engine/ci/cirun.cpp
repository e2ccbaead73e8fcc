#include "ci/cirun.h"
#include "ci/artifactzip.h"
#include "ci/ghcommand.h"

#include "ci/ghfailure.h"
#include "core/filereplacement.h"
#include "core/whenready.h"
#include "core/workpool.h"
#include "core/logging.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTimer>

namespace dtriage {
namespace {

// Each zip's report_*.xml members, as `gh run download` would leave them: in a
// folder named after the artifact (CiReports reads the attempt from it), one
// member inflated at a time within ArtifactZip's limits. Blocking: a worker thread.
struct ExtractedReports {
    QStringList reports;  // sorted
    QStringList notes;    // what was not taken, and why
    int zips = 0;
};

ExtractedReports extractReports(const QString& dir)
{
    ExtractedReports out;
    QDirIterator zips(dir, {QStringLiteral("test-reports-*.zip")}, QDir::Files);
    while (zips.hasNext()) {
        const QString zip = zips.next();
        const QString artifact = QFileInfo(zip).fileName();
        const QString folder = QDir(dir).filePath(QFileInfo(zip).completeBaseName());
        ++out.zips;
        const Result<void> read = ArtifactZip::eachReport(zip, [&](const QString& name, qint64, const ArtifactZip::Inflate& inflate) {
            const Result<QByteArray> bytes = inflate();
            const QString path = QDir(folder).filePath(name);
            QString why;
            if (!bytes)
                why = bytes.error().toString();
            else if (!QDir().mkpath(QFileInfo(path).absolutePath()))
                why = CiRun::tr("cannot create %1").arg(QFileInfo(path).absolutePath());
            else if (const Result<void> written = FileReplacement::write(path, *bytes); !written)
                why = written.error().toString();
            if (why.isEmpty())
                out.reports << path;
            else
                out.notes << CiRun::tr("%1: %2 not taken: %3").arg(artifact, name, why);
        });
        if (!read)
            out.notes << QStringLiteral("%1: %2").arg(artifact, read.error().toString());
    }
    out.reports.sort();
    return out;
}

// A `gh run view` that fails now and then (the network) is asked again; this many in a row end the follow.
constexpr int kPollRetries = 3;

}  // namespace

CiRun::CiRun(CiRunConfig config, QObject* parent) : QObject(parent), m_config(std::move(config))
{
    qRegisterMetaType<dtriage::CiRunStatus>();
    qRegisterMetaType<dtriage::CiRunOutcome>();
    if (m_config.dispatch)
        m_config.repo = m_config.dispatch->options().repo;
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

void CiRun::call(const QString& what, const QStringList& arguments, Answer onDone, Mode mode,
                 std::function<void()> again)
{
    const JobSpec spec = GhCommand::spec(m_config.gh, m_config.workingDirectory, arguments, m_config.callTimeoutMs);
    m_job = GhCommand::start(spec, this, [this, what, onDone, mode, again](const JobResult& result) {
        // Once canceled, only the `gh run cancel` call's answer still counts.
        if (m_step == Step::Done || m_canceling != (mode == Mode::Cancel))
            return;
        if (mode == Mode::Cancel) {
            onDone(result);
            return;
        }
        if (mode == Mode::Poll && GhFailure::mayPass(result)
            && retryPoll(GhFailure::describe(result, what, m_config.repo), again))
            return;
        if (mode == Mode::Poll)
            m_pollFailures = 0;
        if (!result.succeeded()) {
            failWith(GhFailure::describe(result, what, m_config.repo));
            return;
        }
        onDone(result);
    });
}

void CiRun::checkLogin()
{
    m_step = Step::CheckingLogin;
    call(tr("checking gh's login"), {QStringLiteral("api"), QStringLiteral("user"), QStringLiteral("--jq"), QStringLiteral(".login")},
         [this](const JobResult& result) {
             m_login = QString::fromUtf8(result.output).trimmed();
             takeBaseline();
         });
}

void CiRun::listRuns(const QString& what, const std::function<void(const QList<CiRunStatus>&)>& onRuns)
{
    QStringList arguments{QStringLiteral("run"), QStringLiteral("list"), QStringLiteral("--workflow"),
                          QLatin1String(CiDispatch::kWorkflow), QStringLiteral("--limit"), QString::number(kListLimit),
                          QStringLiteral("--json"), QLatin1String(CiRunStatus::kListFields)};
    if (!m_login.isEmpty())
        arguments << QStringLiteral("--user") << m_login;
    call(what, arguments + repoArguments(), [this, what, onRuns](const JobResult& result) {
        const auto runs = CiRunStatus::fromList(result.output);
        if (!runs) {
            failWith(tr("%1: %2").arg(what, runs.error().message));
            return;
        }
        onRuns(*runs);
    }, Mode::Poll, [this, what, onRuns] { listRuns(what, onRuns); });
}

// The user's newest run before the dispatch: the dispatched run is a newer one.
// Run ids only grow, so no clock is compared.
void CiRun::takeBaseline()
{
    listRuns(tr("listing your runs of the workflow"), [this](const QList<CiRunStatus>& runs) {
        m_baselineId = CiRunStatus::newestId(runs);
        dispatch();
    });
}

void CiRun::dispatch()
{
    m_step = Step::Dispatching;
    Q_EMIT logLine(tr("Dispatching: %1").arg(m_config.dispatch->displayCommand()));
    call(tr("dispatching the workflow"), m_config.dispatch->ghArguments(), [this](const JobResult& result) {
        Q_EMIT dispatched(m_config.dispatch->displayCommand());
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
    listRuns(tr("looking for the dispatched run"), [this](const QList<CiRunStatus>& runs) {
        QList<CiRunStatus> newer;
        for (const CiRunStatus& run : runs)
            if (run.id > m_baselineId)
                newer << run;
        if (!newer.isEmpty()) {
            // The oldest new one: a later dispatch of the user's own comes after ours.
            const CiRunStatus ours = *std::min_element(newer.cbegin(), newer.cend(),
                                                       [](const CiRunStatus& a, const CiRunStatus& b) { return a.id < b.id; });
            if (newer.size() > 1)
                Q_EMIT logLine(tr("%1 runs of yours started since the dispatch; following the first of them, %2: "
                                  "check it is this one")
                                   .arg(newer.size())
                                   .arg(ours.id));
            m_run = ours;
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
        later(std::min(m_config.pollMs, 5000), [this] { find(); });
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
        m_run = *status;
        if (first)
            Q_EMIT runFound(m_run);
        onStatus(m_run);
    }, Mode::Poll, [this] { follow(); });
}

// A poll that failed for a reason that may pass (the network, a timeout) is tried
// again at the next interval; kPollRetries failures in a row end the run.
bool CiRun::retryPoll(const QString& error, const std::function<void()>& again)
{
    if (!again || ++m_pollFailures > kPollRetries)
        return false;
    Q_EMIT logLine(tr("%1; asking again (%2 of %3)").arg(error).arg(m_pollFailures).arg(kPollRetries));
    later(m_config.pollMs, again);
    return true;
}

void CiRun::later(int ms, const std::function<void()>& then)
{
    QTimer::singleShot(ms, this, [this, then] {
        if (!m_canceling && m_step != Step::Done)
            then();
    });
}

void CiRun::onStatus(const CiRunStatus& status)
{
    Q_EMIT progress(status);
    Q_EMIT logLine(status.summary());
    if (m_canceling || m_step == Step::Done)
        return;  // a slot of progress() canceled
    if (!status.isCompleted()) {
        later(m_config.pollMs, [this] { follow(); });
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
    m_artifacts = new RunArtifacts(m_config, this);
    connect(m_artifacts, &RunArtifacts::progress, this, &CiRun::logLine);
    connect(m_artifacts, &RunArtifacts::finished, this, [this](const RunArtifactsOutcome& outcome) {
        if (m_step == Step::Done || m_canceling)
            return;
        for (const QString& note : outcome.notes)
            Q_EMIT logLine(note);
        if (!outcome.ok)
            failWith(tr("downloading the test reports of run %1 (ended: %2): %3").arg(m_run.id).arg(m_run.conclusion, outcome.error));
        else if (outcome.listed == 0)
            failWith(tr("run %1 (ended: %2) has no test-reports-* artifact: nothing to import — %3")
                         .arg(m_run.id).arg(m_run.conclusion, m_run.url));
        else
            collect();
    });
    m_artifacts->fetch(m_run.id, m_config.downloadDir);
}

void CiRun::collect()
{
    whenReady(this, WorkPool::run([dir = m_config.downloadDir] { return extractReports(dir); }),
              [this](const ExtractedReports& got) {
                  if (m_step == Step::Done || m_canceling)
                      return;
                  for (const QString& note : got.notes)
                      Q_EMIT logLine(note);
                  if (got.zips == 0)
                      failWith(tr("none of the test-reports-* artifacts of run %1 could be taken (see above): nothing "
                                  "to import — %2").arg(m_run.id).arg(m_run.url));
                  else if (got.reports.isEmpty())
                      failWith(tr("run %1's test-reports-* artifacts hold no report_*.xml: nothing to import — %2")
                                   .arg(m_run.id)
                                   .arg(m_run.url));
                  else
                      succeed(got.reports);
              });
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

// Why a cancel ended it before a run was there to cancel on GitHub.
QString CiRun::canceledNote() const
{
    const QString page = QStringLiteral("https://github.com/%1/actions/workflows/%2")
                             .arg(m_config.repo, QLatin1String(CiDispatch::kWorkflow));
    switch (m_step) {
    case Step::Dispatching:
        return tr("canceled while dispatching: the dispatch may have been sent; check %1").arg(page);
    case Step::Finding:
        return tr("canceled: the workflow was dispatched but its run was not found yet; cancel it on %1").arg(page);
    case Step::Following:
    case Step::Downloading:
        return tr("canceled after run %1 ended: nothing imported").arg(m_run.id);
    default:
        return tr("canceled before anything was sent");
    }
}

void CiRun::cancel()
{
    if (m_step == Step::Done || m_canceling)
        return;
    m_canceling = true;
    if (m_job)
        m_job->cancel();
    if (m_artifacts)
        m_artifacts->cancel();
    if (m_run.id == 0 || m_run.isCompleted()) {
        finish({.ok = false, .canceled = true, .error = canceledNote(), .run = m_run, .reports = {}});
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
    Q_EMIT finished(outcome);
}

}  // namespace dtriage
