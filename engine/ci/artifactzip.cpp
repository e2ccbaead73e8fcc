#include "ci/artifactzip.h"

#include "core/boundedfile.h"

#include <QRegularExpression>

#include <memory>

#include <zip.h>

namespace dtriage {
namespace {

struct ZipCloser {
    void operator()(zip_t* z) const { zip_discard(z); }
};
struct FileCloser {
    void operator()(zip_file_t* f) const { zip_fclose(f); }
};
using Zip = std::unique_ptr<zip_t, ZipCloser>;
using ZipFile = std::unique_ptr<zip_file_t, FileCloser>;

bool escapes(const QString& name)
{
    // A segment "..", a root, a backslash or a drive ("C:"): what an extraction
    // would place outside its folder. A colon elsewhere (a timestamp) is a name.
    static const QRegularExpression drive(QStringLiteral("^[A-Za-z]:"));
    return name.startsWith(u'/') || name.contains(u'\\') || drive.match(name).hasMatch()
        || name.split(u'/').contains(QStringLiteral(".."));
}

// One member, inflated up to the limits whatever its header declares.
Result<QByteArray> readMember(zip_t* zip, zip_uint64_t index, const zip_stat_t& stat, qint64 budget)
{
    const qint64 limit = std::min(BoundedFile::limit(BoundedFile::Kind::Report), budget);
    const qint64 packed = std::max<qint64>(1, qint64(stat.comp_size));
    const auto bomb = [&](qint64 size) { return size > (1 << 20) && size / packed > ArtifactZip::kMaxRatio; };
    if (qint64(stat.size) > limit || bomb(qint64(stat.size)))
        return fail(ArtifactZip::tr("declares %1 bytes from %2 packed: too large for a report, or a zip bomb")
                        .arg(qint64(stat.size)).arg(packed));
    const ZipFile file(zip_fopen_index(zip, index, 0));
    if (!file)
        return fail(ArtifactZip::tr("cannot be opened: %1").arg(QString::fromUtf8(zip_strerror(zip))));
    QByteArray bytes;
    bytes.reserve(qsizetype(stat.size));  // within the limit (above): no doubling growth past it
    char chunk[65536];
    for (;;) {
        const zip_int64_t got = zip_fread(file.get(), chunk, sizeof chunk);
        if (got < 0)
            return fail(ArtifactZip::tr("does not inflate: %1").arg(QString::fromUtf8(zip_file_strerror(file.get()))));
        if (got == 0)
            break;
        bytes.append(chunk, qsizetype(got));
        if (bytes.size() > limit || bomb(bytes.size()) || bytes.size() > qint64(stat.size))
            return fail(ArtifactZip::tr("inflates past what it declares or a report may be (a zip bomb): left unread"));
    }
    return bytes;
}

}  // namespace

bool ArtifactZip::isReport(const QString& member)
{
    static const QRegularExpression re(QStringLiteral(R"(^(?:[^/]+/)?report_[^/]*\.xml$)"));
    return re.match(member).hasMatch();
}

Result<void> ArtifactZip::eachReport(const QString& zipPath,
                                     const std::function<void(const QString&, qint64, const Inflate&)>& take)
{
    if (const Result<void> ok = BoundedFile::check(zipPath, BoundedFile::Kind::Report); !ok)
        return std::unexpected(ok.error());
    int error = 0;
    const Zip zip(zip_open(zipPath.toLocal8Bit().constData(), ZIP_RDONLY, &error));
    if (!zip) {
        zip_error_t why;
        zip_error_init_with_code(&why, error);
        const QString text = QString::fromUtf8(zip_error_strerror(&why));
        zip_error_fini(&why);
        return fail(tr("%1 is no zip archive that reads: %2").arg(zipPath, text));
    }
    const zip_int64_t count = zip_get_num_entries(zip.get(), 0);
    if (count < 0 || count > kMaxEntries)
        return fail(tr("%1 holds %2 members, more than an artifact of reports does: refused").arg(zipPath).arg(count));
    QList<zip_stat_t> stats;
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(zip.get(), zip_uint64_t(i), 0, &stat) != 0 || !(stat.valid & ZIP_STAT_NAME))
            return fail(tr("%1: member %2 does not read").arg(zipPath).arg(i));
        const QString name = QString::fromUtf8(stat.name);
        if (escapes(name))
            return fail(tr("%1 names a member outside the archive (%2): the artifact is refused, nothing of it read")
                            .arg(zipPath, name));
        stats << stat;
    }
    qint64 budget = kMaxTotal;
    for (zip_int64_t i = 0; i < count; ++i) {
        const QString name = QString::fromUtf8(stats[i].name);
        if (!isReport(name))
            continue;
        const Inflate inflate = [&, i]() -> Result<QByteArray> {
            if (budget <= 0)
                return fail(tr("the artifact's reports add up past %1 bytes: left unread").arg(kMaxTotal));
            Result<QByteArray> bytes = readMember(zip.get(), zip_uint64_t(i), stats[i], budget);
            if (bytes)
                budget -= bytes->size();
            return bytes;
        };
        take(name, qint64(stats[i].size), inflate);
    }
    return {};
}

Result<QList<ArtifactZip::Member>> ArtifactZip::reports(const QString& zipPath)
{
    QList<Member> members;
    const Result<void> read = eachReport(zipPath, [&members](const QString& name, qint64, const Inflate& inflate) {
        members << Member{name, inflate()};
    });
    if (!read)
        return std::unexpected(read.error());
    return members;
}

}  // namespace dtriage
