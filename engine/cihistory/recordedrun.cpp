#include "cihistory/recordedrun.h"

#include "config/entryschema.h"
#include "core/jsoninteger.h"
#include "core/boundedfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <sys/stat.h>

#include <algorithm>

namespace dtriage {
namespace {

const QString kRunJson = QStringLiteral("run.json");
// GitHub keeps a run's re-runs; far fewer than this.
constexpr qint64 kMaxAttempt = 10000;

bool isReportName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral(R"(^report_[^/\\]*\.xml$)"));
    return re.match(name).hasMatch();
}

// The report files in an artifact folder (gh puts them at its top; a folder below
// is looked into once, as an artifact uploaded with its path would hold it).
// Links are not followed: an artifact is files.
QStringList reportsIn(const QString& folder)
{
    QStringList found;
    QDirIterator it(folder, QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (isReportName(it.fileName()) && QDir(folder).relativeFilePath(path).count(u'/') <= 1)
            found << path;
    }
    found.sort();
    return found;
}

// What a folder entry that is neither file nor folder is, or empty when it is one.
QString oddKind(const QFileInfo& entry)
{
    if (entry.isSymLink())
        return RecordedRun::tr("a link");
    struct stat st {};
    if (::lstat(QFile::encodeName(entry.filePath()).constData(), &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return {};
    if (S_ISFIFO(st.st_mode))
        return RecordedRun::tr("a FIFO");
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return RecordedRun::tr("a device");
    return RecordedRun::tr("a socket");
}

// What sync wrote of an artifact it refused: its first line, short.
QString refusalIn(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Record);
    const QString text = bytes ? QString::fromUtf8(bytes->left(400)).section(u'\n', 0, 0).trimmed() : QString();
    return text.isEmpty() ? RecordedRun::tr("refused by sync") : text;
}

void addArtifact(RecordedRun& run, const QFileInfo& entry)
{
    const QString fileName = entry.fileName();
    const bool refused = fileName.endsWith(QLatin1String(".zip.refused"));
    const std::optional<ArtifactName> name = ArtifactName::parse(refused ? fileName.chopped(8) : fileName);
    if (const QString odd = oddKind(entry); !odd.isEmpty()) {
        // A test-reports artifact's name on something no artifact is: its arch in
        // this run is unknown, not "missing" (a timed-out job's ⌛).
        if (name && fileName.startsWith(QLatin1String("test-reports-")))
            run.reports << RunReport{name, entry.filePath(), {}, RecordedRun::tr("%1, not an artifact").arg(odd)};
        else
            run.problems << RecordedRun::tr("%1: %2, not an artifact: left out").arg(fileName, odd);
        return;
    }
    if (refused && entry.isFile() && name) {
        run.reports << RunReport{name, entry.filePath(), {}, refusalIn(entry.filePath())};
        return;
    }
    if (entry.isFile() && entry.fileName().endsWith(QLatin1String(".zip"))) {
        if (name)
            run.reports << RunReport{name, entry.filePath(), {}, {}};
        else
            run.problems << RecordedRun::tr("%1: not a test-reports artifact: left out").arg(entry.fileName());
        return;
    }
    if (entry.isFile() && isReportName(entry.fileName())) {
        run.reports << RunReport{std::nullopt, entry.filePath(), {}, {}};
        return;
    }
    if (!entry.isDir() || !entry.fileName().startsWith(QLatin1String("test-reports-")))
        return;  // perf reports, logs, run.json: not test reports
    if (!name) {
        run.problems << RecordedRun::tr("%1: not a test-reports artifact's name: left out").arg(entry.fileName());
        return;
    }
    const QStringList reports = reportsIn(entry.filePath());
    if (reports.isEmpty())
        run.problems << RecordedRun::tr("%1: the artifact holds no report_*.xml").arg(entry.fileName());
    for (const QString& path : reports)
        run.reports << RunReport{name, path, {}, {}};
}

QDateTime timeOf(const QJsonObject& view, const char* key)
{
    return QDateTime::fromString(view.value(QLatin1String(key)).toString(), Qt::ISODate);
}

bool holdsRun(const QDir& dir)
{
    if (dir.exists(QStringLiteral("run.json")))
        return true;
    const QStringList entries = dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    return std::any_of(entries.begin(), entries.end(), [](const QString& name) {
        return name.startsWith(QLatin1String("test-reports-")) || (name.startsWith(QLatin1String("report_")) && name.endsWith(QLatin1String(".xml")));
    });
}

}  // namespace

QString RunReport::label() const
{
    static const QRegularExpression zipSuffix(QStringLiteral("\\.zip(\\.refused)?$"));
    const QFileInfo info(path);
    if (!refusal.isEmpty() || (member.isEmpty() && path.endsWith(QLatin1String(".zip"))))
        return info.fileName().remove(zipSuffix);
    if (!member.isEmpty())
        return info.fileName().remove(zipSuffix) + u'/' + member;
    return artifact ? info.dir().dirName() + u'/' + info.fileName() : info.fileName();
}

QString RecordedRun::archOfJobName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral(R"(\(([^,()]+),[^()]*\)\s*$)"));
    // Only an arch the YAML knows: a build job's "(ubuntu-22.04, release)" is none.
    const QRegularExpressionMatch m = re.match(name);
    const QString arch = m.hasMatch() ? m.captured(1).trimmed() : QString();
    return EntrySchema::isArch(arch.toStdString()) ? arch : QString();
}

Result<RecordedRun> RecordedRun::describe(RecordedRun run, const QJsonObject& view)
{
    const QString json = QDir(run.folder).filePath(kRunJson);
    const QJsonValue idValue = view.value(QLatin1String("databaseId"));
    const std::optional<qint64> id = JsonInteger::exact(idValue);
    if (idValue.isUndefined() || !view.value(QLatin1String("status")).isString())
        return fail(tr("%1 is no run as `gh run view --json` describes one (no databaseId or status)").arg(json));
    if (!id || *id <= 0)
        return fail(tr("%1: databaseId %2 is no run id (a whole number above 0)").arg(json, JsonInteger::shown(idValue)));
    // A re-run's attempt counts from 1; 2^63 or -1 is no attempt, not attempt 1.
    const QJsonValue attemptValue = view.value(QLatin1String("attempt"));
    const std::optional<qint64> attempt = attemptValue.isUndefined() ? std::optional<qint64>(1) : JsonInteger::exact(attemptValue);
    if (!attempt || *attempt < 1 || *attempt > kMaxAttempt)
        return fail(tr("%1: attempt %2 is no attempt of a run (a whole number from 1 to %3)")
                        .arg(json, JsonInteger::shown(attemptValue)).arg(kMaxAttempt));
    run.id = *id;
    run.described = true;
    run.attempt = int(*attempt);
    run.workflow = view.value(QLatin1String("workflowName")).toString();
    run.status = view.value(QLatin1String("status")).toString();
    run.conclusion = view.value(QLatin1String("conclusion")).toString();
    run.created = timeOf(view, "createdAt");
    run.headSha = view.value(QLatin1String("headSha")).toString();
    run.url = view.value(QLatin1String("url")).toString();
    run.jobs.clear();
    for (const QJsonValue& value : view.value(QLatin1String("jobs")).toArray()) {
        const QJsonObject job = value.toObject();
        const QString name = job.value(QLatin1String("name")).toString();
        run.jobs << RunJob{JsonInteger::exact(job.value(QLatin1String("databaseId"))).value_or(0), name,
                           job.value(QLatin1String("conclusion")).toString(), archOfJobName(name),
                           job.value(QLatin1String("url")).toString()};
    }
    return run;
}

Result<RecordedRun> RecordedRun::open(const QString& folder)
{
    RecordedRun run;
    run.folder = QDir(folder).absolutePath();
    const QFileInfo info(run.folder);
    if (!info.isDir())
        return fail(tr("%1 is not a folder").arg(folder));
    const QString json = QDir(run.folder).filePath(kRunJson);
    if (!BoundedFile::absent(json)) {
        const Result<QByteArray> bytes = BoundedFile::read(json, BoundedFile::Kind::Record);
        if (!bytes)
            return std::unexpected(bytes.error());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &error);
        if (error.error != QJsonParseError::NoError)
            return fail(tr("%1 does not read as JSON: %2 at offset %3").arg(json, error.errorString()).arg(error.offset));
        if (!doc.isObject())
            return fail(tr("%1 is a JSON array, not the object `gh run view --json` prints").arg(json));
        auto described = describe(run, doc.object());
        if (!described)
            return std::unexpected(described.error());
        run = *described;
    } else {
        bool numeric = false;
        run.id = info.fileName().toLongLong(&numeric);  // gh run download's folder is the run id
        if (!numeric)
            run.id = 0;
    }
    const QFileInfoList entries = QDir(run.folder).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System,
                                                                 QDir::Name);
    for (const QFileInfo& entry : entries)
        addArtifact(run, entry);
    if (run.reports.isEmpty() && !run.described)
        return fail(tr("%1 holds no test-reports artifact and no run.json: no run to read").arg(folder));
    return run;
}

QStringList RecordedRun::foldersIn(const QString& dir)
{
    const QDir folder(dir);
    if (holdsRun(folder))
        return {folder.absolutePath()};
    QStringList runs;
    for (const QString& name : folder.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name))
        if (holdsRun(QDir(folder.filePath(name))))
            runs << folder.absoluteFilePath(name);
    return runs.isEmpty() ? QStringList{folder.absolutePath()} : runs;  // RecordedRun::open says why not
}

}  // namespace dtriage
