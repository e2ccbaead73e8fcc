#include "cihistory/cisync.h"

#include "ci/ghfailure.h"
#include "core/boundedfile.h"
#include "core/jsoninteger.h"
#include "core/filereplacement.h"
#include "home/datahome.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>


namespace dtriage {
namespace {

const QString kRunJson = QStringLiteral("run.json");
const QString kRunFields = QStringLiteral("attempt,conclusion,createdAt,databaseId,headSha,status,url,workflowName");

// An id gh gave, exactly (JsonInteger); 0 when it is none.
qint64 idOf(const QJsonObject& object, const char* key)
{
    return JsonInteger::exact(object.value(QLatin1String(key))).value_or(0);
}

}  // namespace

QString CiSyncConfig::defaultCacheDir(const QString& repo, const QString& workflow)
{
    QString safeRepo = repo;
    safeRepo.replace(u'/', u'_');
    return QDir(DataHome::ciRunsDir()).filePath(safeRepo + u'/' + QFileInfo(workflow).fileName());
}

CiSync::CiSync(CiSyncConfig config, QObject* parent) : QObject(parent), m_config(std::move(config))
{
    qRegisterMetaType<dtriage::CiSyncOutcome>();
    if (m_config.cacheDir.isEmpty())
        m_config.cacheDir = CiSyncConfig::defaultCacheDir(m_config.repo, m_config.workflow);
    m_artifacts = new RunArtifacts(m_config, this);
    connect(m_artifacts, &RunArtifacts::progress, this, &CiSync::progress);
    connect(m_artifacts, &RunArtifacts::finished, this, &CiSync::onArtifacts);
}

QString CiSync::runFolder(qint64 id) const
{
    return QDir(m_config.cacheDir).filePath(QString::number(id));
}

void CiSync::call(const QString& what, const QStringList& arguments, std::function<void(const QByteArray&)> onDone)
{
    JobSpec spec = GhCommand::spec(m_config.gh, m_config.workingDirectory, arguments, m_config.callTimeoutMs);
    spec.idleTimeoutMs = m_config.idleTimeoutMs;
    m_job = GhCommand::start(spec, this, [this, what, onDone](const JobResult& result) {
        if (m_finished)
            return;
        if (!result.succeeded()) {
            fail(GhFailure::describe(result, what, m_config.repo));
            return;
        }
        onDone(result.output);
    });
}

void CiSync::start()
{
    if (!QDir().mkpath(m_config.cacheDir)) {
        fail(tr("cannot create the folder for the runs: %1").arg(m_config.cacheDir));
        return;
    }
    listRuns();
}

void CiSync::listRuns()
{
    Q_EMIT progress(tr("listing the last %1 runs of %2 on %3").arg(m_config.last).arg(m_config.workflow, m_config.branch));
    call(tr("listing the workflow's runs"),
         {QStringLiteral("run"), QStringLiteral("list"), QStringLiteral("-w"), m_config.workflow, QStringLiteral("-b"),
          m_config.branch, QStringLiteral("-L"), QString::number(m_config.last), QStringLiteral("--json"), kRunFields,
          QStringLiteral("-R"), m_config.repo},
         [this](const QByteArray& output) {
             const QJsonDocument doc = QJsonDocument::fromJson(output);
             if (!doc.isArray()) {
                 fail(tr("gh's list of runs does not read as JSON"));
                 return;
             }
             for (const QJsonValue& value : doc.array()) {
                 const QJsonObject run = value.toObject();
                 const qint64 id = idOf(run, "databaseId");
                 const QString status = run.value(QLatin1String("status")).toString();
                 if (id <= 0 || status.isEmpty())
                     continue;
                 if (status != QLatin1String("completed")) {
                     m_outcome.notes << tr("run %1 is %2: not downloaded (sync again once it ends)").arg(id).arg(status);
                     continue;
                 }
                 if (m_config.broughtElsewhere.contains(id)) {
                     m_outcome.broughtElsewhere << id;
                     continue;
                 }
                 m_outcome.runFolders << runFolder(id);  // newest first, as gh lists them
                 if (QFileInfo::exists(QDir(runFolder(id)).filePath(kRunJson)))
                     ++m_outcome.kept;
                 else
                     m_pending << run;
             }
             nextRun();
         });
}

void CiSync::nextRun()
{
    if (m_pending.isEmpty()) {
        CiSyncOutcome outcome = m_outcome;
        outcome.ok = true;
        finish(outcome);
        return;
    }
    const QJsonObject run = m_pending.takeFirst();
    if (!QDir().mkpath(runFolder(idOf(run, "databaseId")))) {
        fail(tr("cannot create the folder of run %1").arg(idOf(run, "databaseId")));
        return;
    }
    m_describing = run;
    m_artifacts->fetch(idOf(run, "databaseId"), runFolder(idOf(run, "databaseId")));
}

// The run's zips are all there (or said): its description last marks it whole.
void CiSync::onArtifacts(const RunArtifactsOutcome& artifacts)
{
    const QJsonObject run = std::exchange(m_describing, {});  // its counts are merged here, once
    m_outcome.notes << artifacts.notes;
    m_outcome.downloaded += artifacts.downloaded;
    if (!artifacts.ok) {
        fail(artifacts.error);
        return;
    }
    describe(run);
}

void CiSync::describe(const QJsonObject& run)
{
    const qint64 id = idOf(run, "databaseId");
    call(tr("describing run %1").arg(id),
         {QStringLiteral("run"), QStringLiteral("view"), QString::number(id), QStringLiteral("--json"),
          kRunFields + QStringLiteral(",jobs"), QStringLiteral("-R"), m_config.repo},
         [this, id](const QByteArray& output) {
             const QJsonDocument doc = QJsonDocument::fromJson(output);
             if (!doc.isObject() || idOf(doc.object(), "databaseId") != id) {
                 fail(tr("gh's description of run %1 does not read as JSON").arg(id));
                 return;
             }
             // Written last: it marks the run's folder whole.
             const QString path = QDir(runFolder(id)).filePath(kRunJson);
             if (const Result<void> written = FileReplacement::write(path, doc.toJson(QJsonDocument::Indented)); !written) {
                 fail(written.error().toString());
                 return;
             }
             Q_EMIT progress(tr("run %1: whole").arg(id));
             nextRun();
         });
}

void CiSync::cancel()
{
    if (m_finished)
        return;
    if (m_job)
        m_job->cancel();
    m_artifacts->cancel();
    CiSyncOutcome outcome = m_outcome;
    if (!m_describing.isEmpty()) {  // the run whose zips were coming: what came is kept
        outcome.notes << m_artifacts->soFar().notes;
        outcome.downloaded += m_artifacts->soFar().downloaded;
    }
    outcome.canceled = true;
    outcome.error = tr("canceled; what was downloaded is kept");
    finish(outcome);
}

void CiSync::fail(const QString& error)
{
    CiSyncOutcome outcome = m_outcome;
    outcome.ok = false;
    outcome.error = error;
    finish(outcome);
}

void CiSync::finish(CiSyncOutcome outcome)
{
    if (m_finished)
        return;
    m_finished = true;
    QStringList whole;  // only runs made whole count
    for (const QString& folder : std::as_const(outcome.runFolders))
        if (QFileInfo::exists(QDir(folder).filePath(kRunJson)))
            whole << folder;
    outcome.runFolders = whole;
    Q_EMIT finished(outcome);
}

CiSyncOutcome CiSync::runBlocking()
{
    return runUntilFinished(*this);
}

}  // namespace dtriage
