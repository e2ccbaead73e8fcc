#include "survey/surveystore.h"

#include "home/datahome.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace dtriage {
namespace {

constexpr int kFormat = 1;
// The tt-forge-models files every loader runs through.
const QStringList kShared{QStringLiteral("base.py"), QStringLiteral("config.py"), QStringLiteral("training_utils.py")};

QJsonObject toJson(const SurveyOutcome& o, const QByteArray& fingerprint)
{
    return {{QStringLiteral("key"), o.key},
            {QStringLiteral("fingerprint"), QString::fromLatin1(fingerprint.toHex())},
            {QStringLiteral("recorded_reason"), o.recordedReason},
            {QStringLiteral("ran"), o.ran},
            {QStringLiteral("problem"), o.problem},
            {QStringLiteral("passes"), o.passes},
            {QStringLiteral("stage"), o.stage},
            {QStringLiteral("error_type"), o.errorType},
            {QStringLiteral("message"), o.message},
            {QStringLiteral("frame"), o.frame}};
}

SurveyOutcome outcomeFrom(const QJsonObject& j)
{
    SurveyOutcome o;
    o.key = j.value(QStringLiteral("key")).toString();
    o.recordedReason = j.value(QStringLiteral("recorded_reason")).toString();
    o.ran = j.value(QStringLiteral("ran")).toBool();
    o.problem = j.value(QStringLiteral("problem")).toString();
    o.passes = j.value(QStringLiteral("passes")).toBool();
    o.stage = j.value(QStringLiteral("stage")).toString();
    o.errorType = j.value(QStringLiteral("error_type")).toString();
    o.message = j.value(QStringLiteral("message")).toString();
    o.frame = j.value(QStringLiteral("frame")).toString();
    return o;
}

void addFile(QCryptographicHash& hash, const QString& label, const QString& path)
{
    QFile file(path);
    hash.addData(label.toUtf8() + '\0');
    if (file.open(QIODevice::ReadOnly))
        hash.addData(file.readAll());
    hash.addData(QByteArrayView("\0", 1));
}

}  // namespace

QString SurveyStore::pathFor(const QString& checkoutRoot)
{
    const QByteArray id = QCryptographicHash::hash(QDir(checkoutRoot).canonicalPath().toUtf8(), QCryptographicHash::Sha1);
    return QDir(DataHome::surveysDir()).filePath(QString::fromLatin1(id.toHex().left(16)) + QStringLiteral(".json"));
}

Result<void> SurveyStore::load()
{
    m_entries.clear();
    QFile file(m_path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read the survey results %1: %2").arg(m_path, file.errorString()));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(QStringLiteral("format")).toInt() != kFormat)
        return {};  // another format: surveyed again
    for (const QJsonValue& value : root.value(QStringLiteral("entries")).toArray()) {
        const QJsonObject entry = value.toObject();
        const SurveyOutcome outcome = outcomeFrom(entry);
        m_entries.insert(outcome.key,
                         {QByteArray::fromHex(entry.value(QStringLiteral("fingerprint")).toString().toLatin1()), outcome});
    }
    return {};
}

Result<void> SurveyStore::save() const
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QStringList keys = m_entries.keys();
    std::sort(keys.begin(), keys.end());
    QJsonArray entries;
    for (const QString& key : std::as_const(keys))
        entries.append(toJson(m_entries.value(key).outcome, m_entries.value(key).fingerprint));
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write the survey results %1: %2").arg(m_path, file.errorString()));
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), kFormat}, {QStringLiteral("entries"), entries}})
                   .toJson(QJsonDocument::Compact));
    if (!file.commit())
        return fail(tr("cannot write the survey results %1: %2").arg(m_path, file.errorString()));
    return {};
}

std::optional<SurveyOutcome> SurveyStore::reuse(const QString& key, const QByteArray& fingerprint) const
{
    const auto it = m_entries.constFind(key);
    if (it == m_entries.cend() || it->fingerprint != fingerprint || !it->outcome.ran)
        return std::nullopt;  // a step that did not run (a timeout) is tried again
    return it->outcome;
}

void SurveyStore::put(const SurveyOutcome& outcome, const QByteArray& fingerprint)
{
    m_entries.insert(outcome.key, {fingerprint, outcome});
}

QByteArray SurveyStore::fingerprint(const QString& loadersRoot, const TestKey& key, const Entry& entry,
                                    const PythonCommand& python)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    // Every Python file of the loader's folder (its src/ too), in a stable order.
    const QString folder = QFileInfo(QDir(loadersRoot).filePath(key.loaderRelativePath())).absolutePath();
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    std::sort(files.begin(), files.end());
    for (const QString& file : std::as_const(files))
        addFile(hash, QDir(folder).relativeFilePath(file), file);
    for (const QString& shared : kShared)
        addFile(hash, shared, QDir(loadersRoot).filePath(shared));
    // Of the YAML entry, what can change the step (not its reason: recording the
    // observed reason must not throw the observation away).
    hash.addData(QStringLiteral("%1\n%2\n%3\n%4\n").arg(entry.key, entry.status(),
                                                       entry.scalar(QStringLiteral("batch_size")),
                                                       python.interpreter + u' ' + python.torchVersion)
                     .toUtf8());
    return hash.result();
}

}  // namespace dtriage
