#include "survey/surveystore.h"

#include "core/boundedfile.h"
#include "core/filereplacement.h"
#include "home/datahome.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>

#include <algorithm>

namespace dtriage {
namespace {

constexpr int kFormat = 1;
// A part of a fingerprint that could not be computed: never equal to a kept one's.
const QByteArray kUnknown = QByteArrayLiteral("unknown");

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
    hash.addData(label.toUtf8() + '\0');
    // A file that cannot be read (gone, a FIFO, too large) hashes as why, never blocks.
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Source);
    hash.addData(bytes ? *bytes : bytes.error().message.toUtf8());
    hash.addData(QByteArrayView("\0", 1));
}

}  // namespace

QString SurveyStore::pathFor(const QString& checkoutRoot)
{
    const QByteArray id = QCryptographicHash::hash(QDir(checkoutRoot).canonicalPath().toUtf8(), QCryptographicHash::Sha1);
    return QDir(DataHome::surveysDir()).filePath(QString::fromLatin1(id.toHex().left(16)) + QStringLiteral(".json"));
}

SurveyStore::Entries SurveyStore::entriesOf(const QByteArray& json)
{
    Entries entries;
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (root.value(QStringLiteral("format")).toInt() != kFormat)
        return entries;  // another format: surveyed again
    for (const QJsonValue& value : root.value(QStringLiteral("entries")).toArray()) {
        const QJsonObject entry = value.toObject();
        const SurveyOutcome outcome = outcomeFrom(entry);
        entries.insert(outcome.key,
                       {QByteArray::fromHex(entry.value(QStringLiteral("fingerprint")).toString().toLatin1()), outcome});
    }
    return entries;
}

QByteArray SurveyStore::jsonOf(const Entries& entries)
{
    QStringList keys = entries.keys();
    std::sort(keys.begin(), keys.end());
    QJsonArray array;
    for (const QString& key : std::as_const(keys))
        array.append(toJson(entries.value(key).outcome, entries.value(key).fingerprint));
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), kFormat}, {QStringLiteral("entries"), array}})
        .toJson(QJsonDocument::Compact);
}

Result<void> SurveyStore::load()
{
    m_entries.clear();
    m_put.clear();
    if (BoundedFile::absent(m_path))
        return {};
    const Result<QByteArray> bytes = BoundedFile::read(m_path, BoundedFile::Kind::Store);
    if (!bytes)
        return fail(tr("the survey results are not read: %1").arg(bytes.error().message), m_path);
    m_entries = entriesOf(*bytes);
    return {};
}

Result<void> SurveyStore::save() const
{
    constexpr int kAttempts = 20;  // each conflict is another survey's save landing first
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        QFile create(m_path);  // the file must exist for the compare; created only if it does not
        if (BoundedFile::absent(m_path) && create.open(QIODevice::NewOnly))
            create.close();
        const Result<QByteArray> before = BoundedFile::read(m_path, BoundedFile::Kind::Store);
        if (!before)
            return fail(tr("the survey results are not saved: %1").arg(before.error().message), m_path);
        Entries merged = entriesOf(*before);
        for (const QString& key : m_put)
            merged.insert(key, m_entries.value(key));
        const Result<void> written = FileReplacement::write(m_path, jsonOf(merged), *before);
        if (written || !written.error().conflict)
            return written ? Result<void>() : fail(tr("cannot write the survey results %1: %2")
                                                       .arg(m_path, written.error().message), m_path);
    }
    return fail(tr("the survey results %1 kept changing under other surveys; they are not saved").arg(m_path), m_path);
}

std::optional<SurveyOutcome> SurveyStore::reuse(const QString& key, const QByteArray& fingerprint) const
{
    const auto it = m_entries.constFind(key);
    if (it == m_entries.cend() || it->fingerprint != fingerprint || !it->outcome.ran)
        return std::nullopt;  // a step that did not run (a timeout) is tried again
    if (fingerprint.contains(QByteArray("packages=") + kUnknown))
        return std::nullopt;  // what is installed is unknown: nothing is reused rather than something stale
    return it->outcome;
}

void SurveyStore::put(const SurveyOutcome& outcome, const QByteArray& fingerprint)
{
    m_entries.insert(outcome.key, {fingerprint, outcome});
    m_put.insert(outcome.key);
}

QByteArray SurveyStore::sharedDigest(const QString& loadersRoot)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    // Every module at the loaders' root (base.py, config.py, training_utils.py, the
    // package's __init__.py that the runner's import runs, helpers such as
    // extract_tensors_recursive.py) and the loaders' helpers under tools/ (one broken
    // import in tools/utils.py fails hundreds).
    QStringList files = QDir(loadersRoot).entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name);
    QStringList tools;
    QDirIterator it(QDir(loadersRoot).filePath(QStringLiteral("tools")), {QStringLiteral("*.py")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        tools << QDir(loadersRoot).relativeFilePath(it.next());
    std::sort(tools.begin(), tools.end());
    for (const QString& file : files + tools)
        addFile(hash, file, QDir(loadersRoot).filePath(file));
    return hash.result().toHex().left(16);
}

QByteArray SurveyStore::probeDigest()
{
    static const QByteArray digest = [] {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        hash.addData(QByteArrayLiteral(DTRIAGE_VERSION));
        QStringList scripts;
        QDirIterator it(QStringLiteral(":/python"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            scripts << it.next();
        std::sort(scripts.begin(), scripts.end());
        for (const QString& script : std::as_const(scripts)) {
            QFile file(script);
            if (file.open(QIODevice::ReadOnly))
                hash.addData(script.toUtf8() + '\0' + file.readAll());
        }
        return hash.result().toHex().left(16);
    }();
    return digest;
}

QByteArray SurveyStore::fingerprint(const QString& loadersRoot, const TestKey& key, const Entry& entry,
                                    const Digests& digests)
{
    QCryptographicHash loader(QCryptographicHash::Sha256);
    // Every Python file of the loader's folder (its src/ too), in a stable order.
    const QString folder = QFileInfo(QDir(loadersRoot).filePath(key.loaderRelativePath())).absolutePath();
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.py")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    std::sort(files.begin(), files.end());
    for (const QString& file : std::as_const(files))
        addFile(loader, QDir(folder).relativeFilePath(file), file);
    // Of the YAML entry, what can change the step (not its reason: recording the
    // observed reason must not throw the observation away).
    const QByteArray yaml = QStringLiteral("%1\n%2\n%3").arg(entry.key, entry.status(),
                                                            entry.scalar(QStringLiteral("batch_size"))).toUtf8();
    auto part = [](const char* name, const QByteArray& value) {
        return QByteArray(name) + '='
            + (value == kUnknown ? value
                                 : QCryptographicHash::hash(value, QCryptographicHash::Sha256).toHex().left(16));
    };
    return QByteArrayList{part("loader", loader.result()), part("shared", digests.shared), part("entry", yaml),
                          part("python", digests.python), part("packages", digests.packages),
                          part("runner", digests.runner), part("probe", digests.probe)}
        .join(';');
}

QStringList SurveyStore::changedSince(const QString& key, const QByteArray& fingerprint) const
{
    const auto it = m_entries.constFind(key);
    if (it == m_entries.cend())
        return {tr("not surveyed before")};
    if (!it->outcome.ran)
        return {tr("its step did not end last time")};
    auto parts = [](const QByteArray& print) {
        QHash<QByteArray, QByteArray> named;
        for (const QByteArray& part : print.split(';'))
            if (const qsizetype eq = part.indexOf('='); eq > 0)
                named.insert(part.left(eq), part.mid(eq + 1));
        return named;
    };
    if (!it->fingerprint.startsWith("loader="))
        return {tr("kept by an older version of dtype-triage")};
    const QHash<QByteArray, QByteArray> before = parts(it->fingerprint), now = parts(fingerprint);
    if (now.value("packages") == kUnknown)
        return {tr("the installed packages could not be read")};
    static const QList<std::pair<QByteArray, const char*>> kNames{
        {"loader", QT_TR_NOOP("its loader's files changed")},
        {"shared", QT_TR_NOOP("the shared tt-forge-models files changed")},
        {"entry", QT_TR_NOOP("its YAML entry's status or batch_size changed")},
        {"python", QT_TR_NOOP("the interpreter or torch changed")},
        {"packages", QT_TR_NOOP("the installed packages changed")},
        {"runner", QT_TR_NOOP("the runner's default batch size changed")},
        {"probe", QT_TR_NOOP("the workbench's probe changed")}};
    QStringList changed;
    for (const auto& [name, words] : kNames)
        if (before.value(name) != now.value(name))
            changed << tr(words);
    return changed;
}

}  // namespace dtriage
