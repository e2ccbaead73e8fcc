#include "recordarchive.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QtConcurrent>

#include <algorithm>

namespace dtriage {

namespace {

constexpr auto kRecordFile = "record.json";

std::optional<SavedRecord> readRecord(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
    if (!json.isObject())
        return std::nullopt;  // half-written by a crash: nothing to resume from
    auto record = TriageRecord::fromJson(json.object());
    if (!record)
        return std::nullopt;
    return SavedRecord{path, std::move(*record)};
}

QString canonical(const QString& path)
{
    const QString resolved = QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? QFileInfo(path).absoluteFilePath() : resolved;
}

}  // namespace

QList<SavedRecord> RecordArchive::unfinished(const QString& sessionsRoot, const QString& checkoutRoot)
{
    const QString checkout = canonical(checkoutRoot);
    QList<SavedRecord> records;
    const QStringList sessions = QDir(sessionsRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& session : sessions) {
        auto saved = readRecord(QDir(sessionsRoot).filePath(session + QLatin1Char('/') + QLatin1String(kRecordFile)));
        if (saved && !saved->record.checkoutRoot.isEmpty() && canonical(saved->record.checkoutRoot) == checkout)
            records.append(std::move(*saved));
    }
    std::sort(records.begin(), records.end(), [](const SavedRecord& a, const SavedRecord& b) {
        return a.record.updated > b.record.updated;
    });
    QSet<QString> seen;
    QList<SavedRecord> open;
    for (SavedRecord& saved : records) {
        if (seen.contains(saved.record.key))
            continue;
        seen.insert(saved.record.key);
        // A session the user canceled saved "canceled: …" (TriageSession::stateName):
        // that was a decision, not an interruption, so it is not offered again.
        const bool canceled = saved.record.stateNote.startsWith(QLatin1String("canceled"));
        if (saved.record.state == TriageRecord::State::InProgress && !canceled)
            open.append(std::move(saved));
    }
    return open;
}

QFuture<QList<SavedRecord>> RecordArchive::unfinishedAsync(const QString& sessionsRoot, const QString& checkoutRoot)
{
    return QtConcurrent::run([sessionsRoot, checkoutRoot] { return unfinished(sessionsRoot, checkoutRoot); });
}

}  // namespace dtriage
