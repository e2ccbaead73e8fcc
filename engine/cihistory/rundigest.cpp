#include "cihistory/rundigest.h"

#include "core/boundedfile.h"
#include "core/filereplacement.h"
#include "home/datahome.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <QHash>

namespace dtriage {
namespace {

const QByteArray kMagic = QByteArrayLiteral("dtriage-run-digest");

// The strings a run's readings repeat (every key twice or more, the same errors and
// notes over and over) are written once, as a table, and the cases by their
// indexes: a run's digest reads back in a few allocations a distinct string.
class StringTable {
public:
    qint32 index(const QString& text)
    {
        const auto it = m_index.constFind(text);
        if (it != m_index.constEnd())
            return *it;
        m_strings << text;
        return *m_index.insert(text, qint32(m_strings.size() - 1));
    }
    const QStringList& strings() const { return m_strings; }

private:
    QHash<QString, qint32> m_index;
    QStringList m_strings;
};

void write(QDataStream& out, const QList<ReportReading>& readings)
{
    StringTable table;
    QByteArray body;
    {
        QDataStream cases(&body, QIODevice::WriteOnly);
        cases << qint32(readings.size());
        for (const ReportReading& r : readings) {
            cases << r.source << r.arch << qint32(r.attempt) << qint32(r.group) << r.jobId << r.error << r.brokeOff
                  << qint32(r.testcases) << qint32(r.cases.size());
            for (const ObservedCase& c : r.cases)
                cases << table.index(c.key) << qint8(c.body) << table.index(c.error) << table.index(c.stage)
                      << table.index(c.note) << c.pcc << c.pccThreshold << c.pccCheck << table.index(c.unconfigured);
        }
    }
    out << table.strings() << body;
}

std::optional<QList<ReportReading>> read(QDataStream& in)
{
    QStringList strings;
    QByteArray body;
    in >> strings >> body;
    QDataStream cases(body);
    qint32 count = 0;
    cases >> count;
    QList<ReportReading> readings;
    const auto string = [&](qint32 i) { return i >= 0 && i < strings.size() ? strings[i] : QString(); };
    for (qint32 n = 0; n < count && cases.status() == QDataStream::Ok; ++n) {
        ReportReading r;
        qint32 attempt = 1, group = -1, testcases = 0, size = 0;
        cases >> r.source >> r.arch >> attempt >> group >> r.jobId >> r.error >> r.brokeOff >> testcases >> size;
        r.attempt = attempt;
        r.group = group;
        r.testcases = testcases;
        r.cases.reserve(std::max(0, std::min(size, qint32(1) << 20)));
        for (qint32 i = 0; i < size && cases.status() == QDataStream::Ok; ++i) {
            qint32 key = 0, error = 0, stage = 0, note = 0, unconfigured = -1;
            qint8 body = 0, check = -1;
            double pcc = qQNaN(), threshold = qQNaN();
            cases >> key >> body >> error >> stage >> note >> pcc >> threshold >> check >> unconfigured;
            if (body < 0 || body > qint8(JUnitCase::Outcome::Unknown) || key < 0 || key >= strings.size())
                return std::nullopt;
            r.cases << ObservedCase{string(key), JUnitCase::Outcome(body), string(error), string(stage), string(note),
                                    pcc, threshold, qint8(std::clamp<int>(check, -1, 1)), string(unconfigured)};
        }
        readings << r;
    }
    if (in.status() != QDataStream::Ok || cases.status() != QDataStream::Ok || readings.size() != count)
        return std::nullopt;
    return readings;
}

}  // namespace

RunDigest::RunDigest(QString folder) : m_folder(std::move(folder)) {}

RunDigest RunDigest::inDataHome()
{
    return RunDigest(QDir(DataHome::ciRunsDir()).filePath(QStringLiteral("digests")));
}

QString RunDigest::pathOf(const RecordedRun& run) const
{
    const QByteArray name = QCryptographicHash::hash(QFileInfo(run.folder).absoluteFilePath().toUtf8(),
                                                     QCryptographicHash::Sha1).toHex();
    return QDir(m_folder).filePath(QString::fromLatin1(name) + QStringLiteral(".digest"));
}

QByteArray RunDigest::fingerprint(const RecordedRun& run)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::number(kVersion) + ' ' + QByteArray(DTRIAGE_VERSION) + '\n');
    QStringList files;
    for (const RunReport& report : run.reports)
        files << report.path;
    files.removeDuplicates();
    files.sort();
    for (const QString& path : files) {
        const QFileInfo info(path);
        hash.addData(QStringLiteral("%1 %2 %3\n").arg(path).arg(info.size()).arg(info.lastModified().toMSecsSinceEpoch()).toUtf8());
    }
    return hash.result();
}

std::optional<QList<ReportReading>> RunDigest::load(const RecordedRun& run, QString* damaged) const
{
    const Result<QByteArray> bytes = BoundedFile::read(pathOf(run), BoundedFile::Kind::Store);
    if (!bytes)
        return std::nullopt;
    QDataStream in(*bytes);
    in.setVersion(QDataStream::Qt_6_4);
    QByteArray magic, print, sum, payload;
    qint32 version = 0;
    in >> magic >> version >> print;
    if (magic != kMagic || version != kVersion || print != fingerprint(run))
        return std::nullopt;  // another reading's, or of reports since changed: stale, not damaged
    in >> sum >> payload;
    // One flipped bit in what it kept made sync write a reason no run gave: the
    // payload is trusted only when its checksum matches.
    if (in.status() != QDataStream::Ok || !in.atEnd() || sum != checksum(payload)) {
        if (damaged)
            *damaged = QCoreApplication::translate("RunDigest", "its checksum does not match");
        return std::nullopt;
    }
    QDataStream body(payload);
    body.setVersion(QDataStream::Qt_6_4);
    std::optional<QList<ReportReading>> readings = read(body);
    if (!readings || !body.atEnd()) {
        if (damaged)
            *damaged = QCoreApplication::translate("RunDigest", "it does not read");
        return std::nullopt;
    }
    return readings;
}

void RunDigest::save(const RecordedRun& run, const QList<ReportReading>& readings) const
{
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        write(out, readings);
    }
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << kMagic << kVersion << fingerprint(run) << checksum(payload) << payload;
    }
    // A cache, checksummed: a digest a power loss cut short is found damaged and its
    // run read again, so it is not fsynced (a month of runs took a disk flush each).
    if (QDir().mkpath(m_folder))
        (void)FileReplacement::write(pathOf(run), bytes, std::nullopt, {}, FileReplacement::Durability::Process);
}

QByteArray RunDigest::checksum(const QByteArray& payload)
{
    return QCryptographicHash::hash(payload, QCryptographicHash::Blake2b_256);
}

}  // namespace dtriage
