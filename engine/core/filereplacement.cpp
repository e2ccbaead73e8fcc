#include "core/filereplacement.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dtriage {

namespace {

// Files this large are no config or loader; reading stops with an error.
constexpr qint64 kMaxBytes = 256 * 1024 * 1024;
// Another writer renamed the file between our open and our lock this many times
// in a row: give up rather than spin.
constexpr int kMaxLockAttempts = 50;

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// Closes a descriptor when it goes out of scope; for the lock, that releases it.
class Descriptor {
public:
    explicit Descriptor(int fd = -1) : m_fd(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() { reset(); }
    int get() const { return m_fd; }
    bool isOpen() const { return m_fd >= 0; }
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }
    int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd;
};

// Removes the temporary file unless it was renamed into place.
class TemporaryName {
public:
    explicit TemporaryName(QByteArray path) : m_path(std::move(path)) {}
    ~TemporaryName()
    {
        if (!m_path.isEmpty())
            ::unlink(m_path.constData());
    }
    const char* get() const { return m_path.constData(); }
    void keep() { m_path.clear(); }

private:
    QByteArray m_path;
};

Result<QByteArray> readDescriptor(int fd, const QString& path, qint64 maxBytes = kMaxBytes)
{
    QByteArray bytes;
    char buffer[64 * 1024];
    off_t offset = 0;
    for (;;) {
        const ssize_t n = ::pread(fd, buffer, sizeof buffer, offset);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return fail(FileReplacement::tr("Cannot read the file: %1").arg(systemError(errno)), path);
        if (n == 0)
            return bytes;
        bytes.append(buffer, n);
        offset += n;
        if (bytes.size() > maxBytes)
            return fail(FileReplacement::tr("The file is larger than %1 MB; it is not read").arg(maxBytes >> 20), path);
    }
}

bool writeAll(int fd, const QByteArray& bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        done += n;
    }
    return true;
}

// The file at `native`, opened and locked: the lock is on the inode the path
// names now (a writer that renamed a new file into place meanwhile is noticed and
// the new one locked instead). An unopened Descriptor when the file is missing.
Result<int> lockCurrent(const QByteArray& native, const QString& path)
{
    for (int attempt = 0; attempt < kMaxLockAttempts; ++attempt) {
        Descriptor fd(::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK));
        if (!fd.isOpen() && errno == ELOOP)
            fd.reset(::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));  // a symlink: lock its target
        if (!fd.isOpen()) {
            if (errno == ENOENT)
                return -1;
            return fail(FileReplacement::tr("Cannot open the file: %1").arg(systemError(errno)), path);
        }
        struct stat opened {};
        if (::fstat(fd.get(), &opened) != 0 || !S_ISREG(opened.st_mode))
            return fail(FileReplacement::tr("Not a regular file; it is not written"), path);
        while (::flock(fd.get(), LOCK_EX) != 0) {
            if (errno != EINTR)
                return fail(FileReplacement::tr("Cannot lock the file: %1").arg(systemError(errno)), path);
        }
        struct stat now {};
        if (::stat(native.constData(), &now) == 0 && now.st_ino == opened.st_ino && now.st_dev == opened.st_dev)
            return fd.release();
    }
    return fail(FileReplacement::tr("Another program keeps replacing the file; nothing was written"), path);
}

Result<void> checkExpected(int lockFd, const QString& path, const std::optional<QByteArray>& expectedBefore,
                           const QString& conflictMessage)
{
    if (!expectedBefore)
        return {};
    const QString message = conflictMessage.isEmpty()
                                ? FileReplacement::tr("The file changed on disk since it was read; nothing was written")
                                : conflictMessage;
    if (lockFd < 0)
        return conflict(message, path);
    const Result<QByteArray> onDisk = readDescriptor(lockFd, path);
    if (!onDisk)
        return std::unexpected(onDisk.error());
    if (*onDisk != *expectedBefore)
        return conflict(message, path);
    return {};
}

// Writes, syncs and re-reads the temporary file; the folder's entry is renamed later.
Result<void> fillTemporary(int fd, const QByteArray& after, const QString& path, FileReplacement::Durability durability)
{
    auto failed = [&](const QString& what) {
        return fail(FileReplacement::tr("%1 (%2); the file was left as it was").arg(what, systemError(errno)), path);
    };
    if (!writeAll(fd, after))
        return failed(FileReplacement::tr("Cannot write the file"));
    if (durability == FileReplacement::Durability::Disk && ::fsync(fd) != 0)
        return failed(FileReplacement::tr("Cannot flush the file to disk"));
    const Result<QByteArray> back = readDescriptor(fd, path);
    if (!back || *back != after) {
        errno = EIO;
        return failed(FileReplacement::tr("The new file does not read back as written"));
    }
    return {};
}

// The process's umask without changing it (umask() would, for every thread):
// Linux states it in /proc/self/status.
mode_t currentUmask()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("Umask:"))
                return mode_t(line.mid(6).trimmed().toUInt(nullptr, 8));
        }
    }
    return 022;
}

// A temporary's name: ".<file>.dtriage-<writer's pid>-XXXXXX", so that one a
// writer killed mid-write (kill -9) left is known for a dead writer's.
QString temporaryPrefix(const QString& target)
{
    return QStringLiteral(".") + QFileInfo(target).fileName() + QStringLiteral(".dtriage-");
}

// Removes the temporaries of `target` whose writer is gone: git status showed them
// in the checkout for good. One of a live writer (this process, or another still
// writing) is left alone; an older version's, without a pid, once it is an hour old.
void removeStaleTemporaries(const QString& target)
{
    const QString prefix = temporaryPrefix(target);
    const QDir folder = QFileInfo(target).absoluteDir();
    // Matched by prefix, not as a wildcard: a name may hold [ or *.
    const QFileInfoList found = folder.entryInfoList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo& temp : found) {
        if (!temp.fileName().startsWith(prefix))
            continue;
        const QString rest = temp.fileName().mid(prefix.size());
        bool numeric = false;
        const qint64 pid = rest.section(u'-', 0, 0).toLongLong(&numeric);
        const bool deadWriter = numeric && rest.count(u'-') == 1 && pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
        const bool oldVersion = rest.size() == 6 && !rest.contains(u'-')
                             && temp.lastModified().secsTo(QDateTime::currentDateTime()) > 3600;
        if (deadWriter || oldVersion)
            QFile::remove(temp.filePath());
    }
}

}  // namespace

Result<void> FileReplacement::write(const QString& path, const QByteArray& after,
                                    const std::optional<QByteArray>& expectedBefore, const QString& conflictMessage,
                                    Durability durability)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    // A symlinked file is written where it points, as an editor would.
    const QString target = QFileInfo(absolute).isSymLink() && !QFileInfo(absolute).canonicalFilePath().isEmpty()
                               ? QFileInfo(absolute).canonicalFilePath()
                               : absolute;
    const QByteArray native = QFile::encodeName(target);
    const Result<int> locked = lockCurrent(native, path);
    if (!locked)
        return std::unexpected(locked.error());
    Descriptor lock(*locked);
    if (const Result<void> ok = checkExpected(lock.get(), path, expectedBefore, conflictMessage); !ok)
        return ok;

    struct stat original {};
    const bool exists = lock.isOpen() && ::fstat(lock.get(), &original) == 0;
    removeStaleTemporaries(target);
    QByteArray pattern = QFile::encodeName(QFileInfo(target).absolutePath() + u'/' + temporaryPrefix(target)
                                           + QString::number(::getpid()) + QStringLiteral("-XXXXXX"));
    Descriptor temp(::mkostemp(pattern.data(), O_CLOEXEC));
    if (!temp.isOpen())
        return fail(tr("Cannot create a temporary file beside it (%1); the file was left as it was")
                        .arg(systemError(errno)),
                    path);
    TemporaryName name(pattern);
    if (exists) {
        (void)::fchmod(temp.get(), original.st_mode & 07777);
        if (::geteuid() == 0)
            (void)::fchown(temp.get(), original.st_uid, original.st_gid);
    } else {
        (void)::fchmod(temp.get(), 0666 & ~currentUmask());
    }
    if (const Result<void> ok = fillTemporary(temp.get(), after, path, durability); !ok)
        return ok;
    if (::close(temp.release()) != 0)
        return fail(tr("Cannot close the new file (%1); the file was left as it was").arg(systemError(errno)), path);
    if (::rename(name.get(), native.constData()) != 0)
        return fail(tr("Cannot put the new file in place (%1); the file was left as it was").arg(systemError(errno)),
                    path);
    name.keep();
    if (durability == Durability::Process)
        return {};
    // The rename itself must survive a crash too.
    Descriptor folder(::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(),
                             O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (folder.isOpen())
        (void)::fsync(folder.get());
    return {};
}

}  // namespace dtriage
