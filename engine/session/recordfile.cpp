#include "session/recordfile.h"
#include "core/boundedfile.h"
#include "core/workpool.h"

#include "core/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace dtriage {
namespace {

const QString kFileName = QStringLiteral("record.json");

QString canonical(const QString& path)
{
    const QString resolved = QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? QFileInfo(path).absoluteFilePath() : resolved;
}

}  // namespace

void RecordFile::open(const QString& sessionDir)
{
    m_path = QDir(sessionDir).filePath(kFileName);
}

Result<void> RecordFile::save(const TriageRecord& record)
{
    if (m_path.isEmpty())
        return fail(tr("the session has no folder to keep its record in"));
    const QByteArray bytes = QJsonDocument(record.toJson()).toJson();
    if (Result<void> written = FileReplacement::write(m_path, bytes, std::nullopt, {},
                                                      FileReplacement::Durability::Process);
        !written) {
        qWarning("%s", qPrintable(written.error().toString()));
        return fail(tr("the session record %1 could not be written: %2").arg(m_path, written.error().message),
                    m_path);
    }
    return {};
}

QFuture<Result<void>> RecordFile::saveNow(const TriageRecord& record)
{
    return QtFuture::makeReadyFuture(save(record));
}

Result<TriageRecord> RecordFile::load(const QString& path)
{
    const Result<QByteArray> bytes = BoundedFile::read(path, BoundedFile::Kind::Record);
    if (!bytes)
        return std::unexpected(bytes.error());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &error);
    if (!doc.isObject())
        return fail(tr("not a triage record: %1").arg(error.errorString()), path);
    return TriageRecord::fromJson(doc.object());
}

QList<RecordFile::Saved> RecordFile::of(const QString& sessionsRoot, const QString& checkoutRoot)
{
    const QString checkout = canonical(checkoutRoot);
    QList<Saved> records;
    const QStringList sessions = QDir(sessionsRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& session : sessions) {
        const QString path = QDir(sessionsRoot).filePath(session + QLatin1Char('/') + kFileName);
        // Unreadable or half-written by a crash: nothing to resume from.
        Result<TriageRecord> record = load(path);
        if (record && !record->checkoutRoot.isEmpty() && canonical(record->checkoutRoot) == checkout)
            records.append(Saved{path, std::move(*record)});
    }
    std::sort(records.begin(), records.end(), [](const Saved& a, const Saved& b) {
        return a.record.updated > b.record.updated;
    });
    return records;
}

std::optional<RecordFile::Saved> RecordFile::newestDecided(const QString& sessionsRoot, const QString& checkoutRoot,
                                                           const QString& key)
{
    for (Saved& saved : of(sessionsRoot, checkoutRoot))
        if (saved.record.entry(key) && saved.record.reachedDecision())
            return std::move(saved);
    return std::nullopt;
}

QList<RecordFile::Saved> RecordFile::unfinished(const QString& sessionsRoot, const QString& checkoutRoot)
{
    QList<Saved> records = of(sessionsRoot, checkoutRoot);
    QSet<QString> seen;
    QList<Saved> open;
    for (Saved& saved : records) {
        // A dry run looked and wrote nothing: it neither goes on nor ends anything.
        if (saved.record.dryRun || saved.record.stoppedBeforeWrite || seen.contains(saved.record.key))
            continue;
        seen.insert(saved.record.key);
        // A session the user canceled saved "canceled: …" (SessionStates::name):
        // that was a decision, not an interruption, so it is not offered again. One
        // that ended before a verdict (a dry run, a fix never approved) has nothing
        // to go on from. One the runner could not verify here waits for TT hardware.
        const bool canceled = saved.record.stateNote.startsWith(QLatin1String("canceled"));
        const bool open_ = (saved.record.state == TriageRecord::State::InProgress && !canceled)
                           || saved.record.state == TriageRecord::State::NeedsTtVerification;
        if (open_ && saved.record.reachedDecision())
            open.append(std::move(saved));
    }
    return open;
}

QFuture<QList<RecordFile::Saved>> RecordFile::unfinishedAsync(const QString& sessionsRoot, const QString& checkoutRoot)
{
    return WorkPool::run([sessionsRoot, checkoutRoot] { return unfinished(sessionsRoot, checkoutRoot); });
}

}  // namespace dtriage
