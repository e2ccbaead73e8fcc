#include "cihistory/cisync.h"

#include "ci/ghfailure.h"
#include "ci/artifactname.h"
#include "core/boundedfile.h"
#include "core/jsoninteger.h"
#include "core/filereplacement.h"
#include "home/datahome.h"

#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>

#include <csignal>

namespace dtriage {
namespace {

const QString kRunJson = QStringLiteral("run.json");
const QString kRunFields = QStringLiteral("attempt,conclusion,createdAt,databaseId,headSha,status,url,workflowName");
constexpr int kPerPage = 100;
constexpr int kMaxPages = 50;  // 5,000 artifacts: tt-xla's weekly uploads a few hundred

// An id gh gave, exactly (JsonInteger); 0 when it is none.
qint64 idOf(const QJsonObject& object, const char* key)
{
    return JsonInteger::exact(object.value(QLatin1String(key))).value_or(0);
}

// An artifact's name as a file name: a test-reports artifact's, one path segment.
bool isSafeName(const QString& name)
{
    return ArtifactName::parse(name) && !name.contains(u'/') && !name.contains(u'\\') && !name.startsWith(u'.')
        && !name.contains(QLatin1String(".."));
}

bool looksLikeZip(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(4);
    return head == QByteArray("PK\x03\x04", 4) || head == QByteArray("PK\x05\x06", 4);
}

}  // namespace

QString CiSyncConfig::defaultCacheDir(const QString& repo, const QString& workflow)
{
    QString safeRepo = repo;
    safeRepo.replace(u'/', u'_');
    return QDir(DataHome::ciRunsDir()).filePath(safeRepo + u'/' + QFileInfo(workflow).fileName());
}

qint64 CiSync::maxArtifactBytes()
{
    return BoundedFile::limit(BoundedFile::Kind::Report);
}

CiSync::CiSync(CiSyncConfig config, QObject* parent) : QObject(parent), m_config(std::move(config))
{
    qRegisterMetaType<dtriage::CiSyncOutcome>();
    if (m_config.cacheDir.isEmpty())
        m_config.cacheDir = CiSyncConfig::defaultCacheDir(m_config.repo, m_config.workflow);
    if (m_config.maxArtifactBytes <= 0)
        m_config.maxArtifactBytes = maxArtifactBytes();
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
    listArtifacts(run, {}, 1);
}

// One page of the run's artifacts after another (gh api takes the repository in
// the path, not as -R), then their downloads.
void CiSync::listArtifacts(const QJsonObject& run, QJsonArray found, int page)
{
    const qint64 id = idOf(run, "databaseId");
    call(tr("listing the artifacts of run %1").arg(id),
         {QStringLiteral("api"),
          QStringLiteral("repos/%1/actions/runs/%2/artifacts?per_page=%3&page=%4").arg(m_config.repo).arg(id).arg(kPerPage).arg(page)},
         [this, run, found, page, id](const QByteArray& output) mutable {
             // Anything but the API's object (a proxy's page, a rate limit's HTML) is
             // a failure: taken for "no artifacts", it would mark the run whole for good.
             const QJsonObject answer = QJsonDocument::fromJson(output).object();
             const QJsonValue listed = answer.value(QLatin1String("artifacts"));
             if (!listed.isArray()) {
                 fail(tr("gh's list of the artifacts of run %1 is not the artifacts API's answer").arg(id));
                 return;
             }
             const QJsonArray artifacts = listed.toArray();
             for (const QJsonValue& a : artifacts)
                 found.append(a);
             const qint64 total = JsonInteger::exact(answer.value(QLatin1String("total_count"))).value_or(-1);
             const bool more = artifacts.size() == kPerPage && (total < 0 || found.size() < total);
             if (more && page >= kMaxPages) {
                 fail(tr("run %1 lists more than %2 artifacts: not a run of the workflow's").arg(id).arg(kPerPage * kMaxPages));
                 return;
             }
             if (more)
                 listArtifacts(run, found, page + 1);
             else
                 nextArtifact(run, found);
         });
}

void CiSync::nextArtifact(const QJsonObject& run, QJsonArray artifacts)
{
    const qint64 runId = idOf(run, "databaseId");
    while (!artifacts.isEmpty()) {
        const QJsonObject artifact = artifacts.takeAt(0).toObject();
        const QString name = artifact.value(QLatin1String("name")).toString();
        if (!name.startsWith(QLatin1String("test-reports-")))
            continue;
        if (!isSafeName(name)) {
            m_outcome.notes << tr("run %1: the artifact name “%2” is no test-reports artifact's: not downloaded").arg(runId).arg(name);
            continue;
        }
        if (artifact.value(QLatin1String("expired")).toBool()) {
            m_outcome.notes << tr("run %1: %2 has expired on GitHub: its reports are gone").arg(runId).arg(name);
            continue;
        }
        const QString zip = QDir(runFolder(runId)).filePath(name + QStringLiteral(".zip"));
        if (QFileInfo::exists(zip) || QFileInfo::exists(zip + QStringLiteral(".refused")))
            continue;  // downloaded (or refused) by an earlier sync
        const qint64 size = JsonInteger::exact(artifact.value(QLatin1String("size_in_bytes"))).value_or(0);
        if (size > m_config.maxArtifactBytes) {
            if (!refuse(runId, zip, tr("it is %1, more than a report artifact may be").arg(BoundedFile::sizeText(size))))
                return;
            continue;
        }
        Q_EMIT progress(tr("run %1: downloading %2 (%3)").arg(runId).arg(name, BoundedFile::sizeText(size)));
        JobSpec spec = GhCommand::spec(m_config.gh, m_config.workingDirectory,
                                       {QStringLiteral("api"), QStringLiteral("repos/%1/actions/artifacts/%2/zip")
                                                                   .arg(m_config.repo).arg(idOf(artifact, "id"))},
                                       m_config.downloadTimeoutMs);
        spec.stdoutPath = zip + QStringLiteral(".part");
        spec.fileSizeLimitBytes = m_config.maxArtifactBytes + 1;  // one byte past the bound tells a larger one
        spec.idleTimeoutMs = m_config.idleTimeoutMs;
        m_job = GhCommand::start(spec, this, [this, run, artifacts, zip, name, runId, size](const JobResult& result) {
            if (m_finished)
                return;
            const QString part = zip + QStringLiteral(".part");
            if ((result.kind == ExitKind::Crashed && result.signal == SIGXFSZ)
                || QFileInfo(part).size() > m_config.maxArtifactBytes) {
                // Larger than GitHub listed it and than a report artifact may be (the
                // file-size limit: SIGXFSZ, or a write refused, EFBIG, or cut short
                // where the writer ignores both): this one refused, the others read.
                // Said beside the zips ("<name>.zip.refused"): its arch in this run is
                // unknown when read, and the run is still made whole.
                QFile::remove(part);
                if (refuse(runId, zip, tr("it passed %1 while downloading (GitHub listed %2)")
                                           .arg(BoundedFile::sizeText(m_config.maxArtifactBytes), BoundedFile::sizeText(size))))
                    nextArtifact(run, artifacts);
                return;
            }
            if (!result.succeeded() || !looksLikeZip(part)) {
                QFile::remove(part);
                fail(result.succeeded() ? tr("run %1: %2 did not download as a zip").arg(runId).arg(name)
                                        : GhFailure::describe(result, tr("downloading %1").arg(name), m_config.repo));
                return;
            }
            if (!QFile::rename(part, zip)) {
                fail(tr("cannot keep the download of %1 as %2").arg(name, zip));
                return;
            }
            ++m_outcome.downloaded;
            nextArtifact(run, artifacts);
        });
        return;
    }
    describe(run);
}

// An artifact not taken: said in the notes ("not taken") and beside the zips as
// "<name>.zip.refused", so a reading of the run knows its arch there is unknown
// and the next sync does not ask for it again. False when that cannot be written.
bool CiSync::refuse(qint64 runId, const QString& zip, const QString& why)
{
    if (const Result<void> kept = FileReplacement::write(zip + QStringLiteral(".refused"), why.toUtf8()); !kept) {
        fail(kept.error().toString());
        return false;
    }
    m_outcome.notes << tr("run %1: %2 not taken: %3").arg(runId).arg(QFileInfo(zip).completeBaseName(), why);
    return true;
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
    CiSyncOutcome outcome = m_outcome;
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
    CiSyncOutcome result;
    QEventLoop loop;
    connect(this, &CiSync::finished, &loop, [&](const CiSyncOutcome& outcome) {
        result = outcome;
        loop.quit();
    });
    start();
    if (!m_finished)
        loop.exec();
    return result;
}

}  // namespace dtriage
