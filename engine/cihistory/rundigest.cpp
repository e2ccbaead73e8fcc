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
#include <QtEndian>

#include <algorithm>
#include <cstring>
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

// Reads what QDataStream (Qt_6_4) wrote, in place: a month of runs is hundreds of
// thousands of cases, and QDataStream took a device read for each of their fields.
// Any read past the end, or a size QDataStream would have written in its extended
// form (never, at a digest's sizes), makes it fail and everything after it zero.
class DigestCursor {
public:
    explicit DigestCursor(QByteArrayView bytes) : m_at(bytes.data()), m_end(bytes.data() + bytes.size()) {}
    bool ok() const { return m_ok; }
    bool atEnd() const { return m_at == m_end; }

    template <typename T>
    T number()
    {
        T value{};
        if (!take(sizeof value))
            return value;
        std::memcpy(&value, m_at - sizeof value, sizeof value);
        return qFromBigEndian(value);
    }
    double real()
    {
        const quint64 bits = number<quint64>();
        double value = 0;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }
    QString string()
    {
        const quint32 bytes = number<quint32>();
        if (bytes == 0xffffffffu)
            return {};  // a null QString
        if (bytes == 0)
            return QStringLiteral("");  // empty, not null, as QDataStream reads it; no allocation
        if (bytes % 2 != 0 || !take(bytes))
            return fail<QString>();
        QString text(qsizetype(bytes / 2), Qt::Uninitialized);
        qFromBigEndian<char16_t>(m_at - bytes, bytes / 2, text.data());
        return text;
    }
    // A QByteArray's bytes, where they lie.
    QByteArrayView block()
    {
        const quint32 bytes = number<quint32>();
        if (bytes == 0xffffffffu)
            return {};
        return take(bytes) ? QByteArrayView(m_at - bytes, bytes) : fail<QByteArrayView>();
    }
    // A count that must not exceed what the bytes left can hold, `least` bytes each.
    qsizetype count(qsizetype least)
    {
        const quint32 n = number<quint32>();
        return n < 0xfffffffeu && qsizetype(n) * least <= m_end - m_at ? qsizetype(n) : fail<qsizetype>();
    }

private:
    bool take(qsizetype bytes)
    {
        if (!m_ok || bytes > m_end - m_at)
            return fail<bool>();
        m_at += bytes;
        return true;
    }
    template <typename T>
    T fail()
    {
        m_ok = false;
        m_at = m_end;
        return T{};
    }
    const char* m_at;
    const char* m_end;
    bool m_ok = true;
};

ReportReading readingAt(DigestCursor& in, const QStringList& strings, bool& bad)
{
    const auto string = [&](qint32 i) { return i >= 0 && i < strings.size() ? strings[i] : QString(); };
    ReportReading r;
    r.source = in.string();
    r.arch = in.string();
    r.attempt = in.number<qint32>();
    r.group = in.number<qint32>();
    r.jobId = in.number<qint64>();
    r.error = in.string();
    r.brokeOff = in.string();
    r.testcases = in.number<qint32>();
    constexpr qsizetype kCaseBytes = 4 + 1 + 4 + 4 + 4 + 8 + 8 + 1 + 4;
    const qsizetype size = in.count(kCaseBytes);
    r.cases.reserve(size);
    for (qsizetype i = 0; i < size && in.ok(); ++i) {
        const qint32 key = in.number<qint32>();
        const qint8 body = in.number<qint8>();
        const qint32 error = in.number<qint32>(), stage = in.number<qint32>(), note = in.number<qint32>();
        const double pcc = in.real(), threshold = in.real();
        const qint8 check = in.number<qint8>();
        const qint32 unconfigured = in.number<qint32>();
        if (body < 0 || body > qint8(JUnitCase::Outcome::Unknown) || key < 0 || key >= strings.size()) {
            bad = true;
            return r;
        }
        r.cases << ObservedCase{string(key), JUnitCase::Outcome(body), string(error), string(stage), string(note),
                                pcc, threshold, qint8(std::clamp<int>(check, -1, 1)), string(unconfigured)};
    }
    return r;
}

// The payload as write() wrote it (a QStringList, then the cases as a QByteArray).
std::optional<QList<ReportReading>> read(QByteArrayView payload)
{
    DigestCursor in(payload);
    QStringList strings;
    const qsizetype count = in.count(4);
    strings.reserve(count);
    for (qsizetype i = 0; i < count && in.ok(); ++i)
        strings << in.string();
    DigestCursor cases(in.block());
    if (!in.ok() || !in.atEnd())
        return std::nullopt;
    const qint32 readings = cases.number<qint32>();
    QList<ReportReading> out;
    bool bad = false;
    for (qint32 n = 0; n < readings && cases.ok() && !bad; ++n)
        out << readingAt(cases, strings, bad);
    if (bad || !cases.ok() || !cases.atEnd() || out.size() != readings)
        return std::nullopt;
    return out;
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
    std::optional<QList<ReportReading>> readings = read(payload);
    if (!readings) {
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
    // A cache: a digest a power loss cut short or emptied is stale (cut before its
    // fingerprint) or damaged (its checksum), and either way its run is read again,
    // so it is not fsynced (a month of runs took a disk flush each).
    if (QDir().mkpath(m_folder))
        (void)FileReplacement::write(pathOf(run), bytes, std::nullopt, {}, FileReplacement::Durability::Process);
}

QByteArray RunDigest::checksum(const QByteArray& payload)
{
    return QCryptographicHash::hash(payload, QCryptographicHash::Blake2b_256);
}

}  // namespace dtriage
