#include "core/boundedfile.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QLocale>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dtriage {
namespace {

constexpr qint64 MiB = 1024 * 1024;

// A descriptor closed on every way out.
class Descriptor {
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    {
    }
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

QString shown(const QString& path) { return QDir::toNativeSeparators(path); }

QString systemError(int code) { return QString::fromLocal8Bit(std::strerror(code)); }

QString whatItIs(mode_t mode)
{
    if (S_ISDIR(mode))
        return BoundedFile::tr("a folder");
    if (S_ISFIFO(mode))
        return BoundedFile::tr("a FIFO");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return BoundedFile::tr("a device");
    if (S_ISSOCK(mode))
        return BoundedFile::tr("a socket");
    return BoundedFile::tr("not a regular file");
}

// The file checked to be a regular file (after links) within `limit` bytes, then
// opened: a FIFO, a device or a folder is never opened, so nothing can block or
// stream; the open is non-blocking and checked again, in case the path was swapped.
Result<int> openRegular(const QString& path, qint64 limit)
{
    if (path.isEmpty())
        return fail(BoundedFile::tr("no file was named"));
    const QByteArray native = QFile::encodeName(path);
    if (native.contains('\0'))
        return fail(BoundedFile::tr("cannot read %1: the name holds a NUL character").arg(shown(path)), path);
    struct stat status {};
    if (::stat(native.constData(), &status) != 0) {
        struct stat link {};
        if (errno == ENOENT && ::lstat(native.constData(), &link) == 0)
            return fail(BoundedFile::tr("cannot read %1: it is a link to nothing").arg(shown(path)), path);
        return fail(BoundedFile::tr("cannot read %1: %2").arg(shown(path), systemError(errno)), path);
    }
    if (!S_ISREG(status.st_mode))
        return fail(BoundedFile::tr("cannot read %1: it is %2, not a regular file").arg(shown(path), whatItIs(status.st_mode)),
                    path);
    if (limit >= 0 && status.st_size > limit)
        return fail(BoundedFile::tr("cannot read %1: it holds %2, more than the %3 such a file may hold")
                        .arg(shown(path), BoundedFile::sizeText(status.st_size), BoundedFile::sizeText(limit)),
                    path);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fail(BoundedFile::tr("cannot read %1: %2").arg(shown(path), systemError(errno)), path);
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return fail(BoundedFile::tr("cannot read %1: it is no longer a regular file").arg(shown(path)), path);
    }
    return fd;
}

// Up to `limit` + 64 kB bytes from `fd`: more than `limit` tells a file that grew.
Result<QByteArray> readUpTo(int fd, qint64 limit, const QString& path)
{
    QByteArray bytes;
    char buffer[64 * 1024];
    while (bytes.size() <= limit) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got == 0)
            return bytes;
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return fail(BoundedFile::tr("cannot read %1: %2").arg(shown(path), systemError(errno)), path);
        }
        bytes.append(buffer, got);
    }
    return bytes;
}

}  // namespace

qint64 BoundedFile::limit(Kind kind)
{
    // Far above what the real thing holds (tt-xla's largest test config is under
    // 1 MB, a loader under 100 kB, a JUnit report of a full nightly run a few MB),
    // far below what would make the tool crawl or run out of memory.
    switch (kind) {
    case Kind::Source:
        return 8 * MiB;
    case Kind::Config:
        return 16 * MiB;
    case Kind::ProbeResult:
        return 64 * MiB;
    case Kind::Report:
        return 256 * MiB;
    case Kind::Record:
        return 16 * MiB;
    case Kind::Store:
        return 128 * MiB;
    case Kind::KeyList:
        return 16 * MiB;
    }
    return 8 * MiB;
}

Result<QByteArray> BoundedFile::read(const QString& path, Kind kind)
{
    const Result<int> fd = openRegular(path, limit(kind));
    if (!fd)
        return std::unexpected(fd.error());
    const Descriptor open(*fd);
    Result<QByteArray> bytes = readUpTo(open.get(), limit(kind), path);
    if (bytes && bytes->size() > limit(kind))
        return fail(tr("cannot read %1: it grew past the %2 such a file may hold while it was read")
                        .arg(shown(path), BoundedFile::sizeText(limit(kind))),
                    path);
    return bytes;
}

bool BoundedFile::absent(const QString& path)
{
    const QFileInfo info(path);
    return !info.isSymLink() && !info.exists();
}

Result<void> BoundedFile::check(const QString& path, Kind kind)
{
    const Result<int> fd = openRegular(path, limit(kind));
    if (!fd)
        return std::unexpected(fd.error());
    ::close(*fd);
    return {};
}

Result<QByteArray> BoundedFile::tail(const QString& path, qint64 bytes)
{
    const Result<int> fd = openRegular(path, -1);
    if (!fd)
        return std::unexpected(fd.error());
    const Descriptor open(*fd);
    struct stat status {};
    if (::fstat(open.get(), &status) == 0 && status.st_size > bytes)
        (void)::lseek(open.get(), status.st_size - bytes, SEEK_SET);
    Result<QByteArray> read = readUpTo(open.get(), bytes, path);
    if (read && read->size() > bytes)
        return read->right(bytes);  // a log still being written
    return read;
}

QString BoundedFile::sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

}  // namespace dtriage
