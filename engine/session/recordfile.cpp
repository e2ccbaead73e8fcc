#include "session/recordfile.h"

#include "core/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrent/QtConcurrentRun>

namespace dtriage {

RecordFile::RecordFile() { m_pool.setMaxThreadCount(1); }

RecordFile::~RecordFile() { m_pool.waitForDone(); }

void RecordFile::open(const QString& sessionDir)
{
    m_path = QDir(sessionDir).filePath(QStringLiteral("record.json"));
}

void RecordFile::save(const TriageRecord& record)
{
    if (m_path.isEmpty())
        return;
    const QByteArray bytes = QJsonDocument(record.toJson()).toJson();
    const QString path = m_path;
    (void)QtConcurrent::run(&m_pool, [path, bytes] {
        if (const Result<void> written = FileReplacement::write(path, bytes); !written)
            qWarning("%s", qPrintable(written.error().toString()));  // the previous record stays whole
    });
}

Result<TriageRecord> RecordFile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("cannot read %1").arg(path), path);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject())
        return fail(tr("not a triage record: %1").arg(error.errorString()), path);
    return TriageRecord::fromJson(doc.object());
}

}  // namespace dtriage
