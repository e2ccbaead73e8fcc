#include "ci/runartifacts.h"

#include "ci/artifactname.h"
#include "ci/ghfailure.h"
#include "core/boundedfile.h"
#include "core/filereplacement.h"
#include "core/jsoninteger.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <csignal>

namespace dtriage {
namespace {

constexpr int kPerPage = 100;
constexpr int kMaxPages = 50;  // 5,000 artifacts: tt-xla's weekly uploads a few hundred

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

qint64 RunArtifacts::maxArtifactBytes()
{
    return BoundedFile::limit(BoundedFile::Kind::Report);
}

RunArtifacts::RunArtifacts(RunArtifactsConfig config, QObject* parent) : QObject(parent), m_config(std::move(config))
{
    qRegisterMetaType<dtriage::RunArtifactsOutcome>();
    if (m_config.maxArtifactBytes <= 0)
        m_config.maxArtifactBytes = maxArtifactBytes();
}

void RunArtifacts::fetch(qint64 runId, const QString& folder)
{
    m_runId = runId;
    m_folder = folder;
    m_outcome = {};
    m_active = true;
    ++m_generation;
    listPage({}, 1);
}

void RunArtifacts::cancel()
{
    m_active = false;
    ++m_generation;
    if (m_job)
        m_job->cancel();
}

void RunArtifacts::call(const QString& what, const QStringList& arguments, std::function<void(const QByteArray&)> onDone)
{
    JobSpec spec = GhCommand::spec(m_config.gh, m_config.workingDirectory, arguments, m_config.callTimeoutMs);
    spec.idleTimeoutMs = m_config.idleTimeoutMs;
    m_job = GhCommand::start(spec, this, [this, what, onDone, generation = m_generation](const JobResult& result) {
        if (!m_active || generation != m_generation)
            return;
        if (!result.succeeded()) {
            end(GhFailure::describe(result, what, m_config.repo));
            return;
        }
        onDone(result.output);
    });
}

void RunArtifacts::listPage(QJsonArray found, int page)
{
    const qint64 id = m_runId;
    call(tr("listing the artifacts of run %1").arg(id),
         {QStringLiteral("api"),
          QStringLiteral("repos/%1/actions/runs/%2/artifacts?per_page=%3&page=%4").arg(m_config.repo).arg(id).arg(kPerPage).arg(page)},
         [this, found, page, id](const QByteArray& output) mutable {
             // Anything but the API's object (a proxy's page, a rate limit's HTML) is
             // a failure: taken for "no artifacts", it would mark the run whole for good.
             const QJsonObject answer = QJsonDocument::fromJson(output).object();
             const QJsonValue listed = answer.value(QLatin1String("artifacts"));
             if (!listed.isArray()) {
                 end(tr("gh's list of the artifacts of run %1 is not the artifacts API's answer").arg(id));
                 return;
             }
             const QJsonArray artifacts = listed.toArray();
             for (const QJsonValue& a : artifacts)
                 found.append(a);
             const qint64 total = JsonInteger::exact(answer.value(QLatin1String("total_count"))).value_or(-1);
             const bool more = artifacts.size() == kPerPage && (total < 0 || found.size() < total);
             if (more && page >= kMaxPages) {
                 end(tr("run %1 lists more than %2 artifacts: not a run of the workflow's").arg(id).arg(kPerPage * kMaxPages));
                 return;
             }
             if (more)
                 listPage(found, page + 1);
             else
                 next(found);
         });
}

void RunArtifacts::next(QJsonArray artifacts)
{
    while (!artifacts.isEmpty()) {
        const QJsonObject artifact = artifacts.takeAt(0).toObject();
        const QString name = artifact.value(QLatin1String("name")).toString();
        if (!name.startsWith(QLatin1String("test-reports-")))
            continue;
        ++m_outcome.listed;
        if (!isSafeName(name)) {
            m_outcome.notes << tr("run %1: the artifact name “%2” is no test-reports artifact's: not downloaded").arg(m_runId).arg(name);
            continue;
        }
        if (artifact.value(QLatin1String("expired")).toBool()) {
            m_outcome.notes << tr("run %1: %2 has expired on GitHub: its reports are gone").arg(m_runId).arg(name);
            continue;
        }
        const QString zip = QDir(m_folder).filePath(name + QStringLiteral(".zip"));
        if (QFileInfo::exists(zip) || QFileInfo::exists(zip + QStringLiteral(".refused")))
            continue;  // downloaded (or refused) before
        const qint64 size = JsonInteger::exact(artifact.value(QLatin1String("size_in_bytes"))).value_or(0);
        if (size > m_config.maxArtifactBytes) {
            if (!refuse(zip, tr("it is %1, more than a report artifact may be").arg(BoundedFile::sizeText(size))))
                return;
            continue;
        }
        download(artifact, zip, artifacts);
        return;
    }
    end();
}

void RunArtifacts::download(const QJsonObject& artifact, const QString& zip, const QJsonArray& rest)
{
    const QString name = QFileInfo(zip).completeBaseName();
    const qint64 size = JsonInteger::exact(artifact.value(QLatin1String("size_in_bytes"))).value_or(0);
    const qint64 id = JsonInteger::exact(artifact.value(QLatin1String("id"))).value_or(0);
    Q_EMIT progress(tr("run %1: downloading %2 (%3)").arg(m_runId).arg(name, BoundedFile::sizeText(size)));
    if (!m_active)
        return;  // a slot of progress() canceled
    JobSpec spec = GhCommand::spec(m_config.gh, m_config.workingDirectory,
                                   {QStringLiteral("api"), QStringLiteral("repos/%1/actions/artifacts/%2/zip").arg(m_config.repo).arg(id)},
                                   m_config.downloadTimeoutMs);
    spec.stdoutPath = zip + QStringLiteral(".part");
    spec.fileSizeLimitBytes = m_config.maxArtifactBytes + 1;  // one byte past the bound tells a larger one
    spec.idleTimeoutMs = m_config.idleTimeoutMs;
    m_job = GhCommand::start(spec, this, [this, rest, zip, name, size, generation = m_generation](const JobResult& result) {
        if (!m_active || generation != m_generation)
            return;
        const QString part = zip + QStringLiteral(".part");
        if ((result.kind == ExitKind::Crashed && result.signal == SIGXFSZ)
            || QFileInfo(part).size() > m_config.maxArtifactBytes) {
            // Larger than GitHub listed it and than a report artifact may be (the
            // file-size limit: SIGXFSZ, or a write refused, EFBIG, or cut short
            // where the writer ignores both): this one refused, the others read.
            QFile::remove(part);
            if (refuse(zip, tr("it passed %1 while downloading (GitHub listed %2)")
                                .arg(BoundedFile::sizeText(m_config.maxArtifactBytes), BoundedFile::sizeText(size))))
                next(rest);
            return;
        }
        if (!result.succeeded() || !looksLikeZip(part)) {
            QFile::remove(part);
            end(result.succeeded() ? tr("run %1: %2 did not download as a zip").arg(m_runId).arg(name)
                                   : GhFailure::describe(result, tr("downloading %1").arg(name), m_config.repo));
            return;
        }
        if (!QFile::rename(part, zip)) {
            end(tr("cannot keep the download of %1 as %2").arg(name, zip));
            return;
        }
        ++m_outcome.downloaded;
        next(rest);
    });
}

// Not taken: said in the notes and beside the zips as "<name>.zip.refused", so a
// reading of the run knows its arch there is unknown and the next download does
// not ask for it again. False (the download ended) when that cannot be written.
bool RunArtifacts::refuse(const QString& zip, const QString& why)
{
    if (const Result<void> kept = FileReplacement::write(zip + QStringLiteral(".refused"), why.toUtf8()); !kept) {
        end(kept.error().toString());
        return false;
    }
    m_outcome.notes << tr("run %1: %2 not taken: %3").arg(m_runId).arg(QFileInfo(zip).completeBaseName(), why);
    return true;
}

void RunArtifacts::end(const QString& error)
{
    if (!std::exchange(m_active, false))
        return;
    m_outcome.ok = error.isEmpty();
    m_outcome.error = error;
    Q_EMIT finished(m_outcome);
}

}  // namespace dtriage
