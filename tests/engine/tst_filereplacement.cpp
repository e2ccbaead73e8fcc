// FileReplacement: the one way a file is written. The original survives every
// failed write byte for byte (a short write under RLIMIT_FSIZE stands in for a
// full disk without needing root), a conflict writes nothing, permissions and
// symlinks are kept, and odd paths (a FIFO, a folder) are refused, not waited on.
#include "core/boundedfile.h"
#include "core/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace dtriage;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Everything in `dir` but the given file: a failed write leaves no temp file.
QStringList othersIn(const QString& dir, const QString& keep)
{
    QStringList names = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    names.removeAll(keep);
    return names;
}

// Every write of this process beyond `bytes` fails with EFBIG (SIGXFSZ ignored),
// as a nearly full disk would, until the guard goes.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = m_old;
        limited.rlim_cur = bytes;
        m_ok = ::setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_handler)(int) = nullptr;
    bool m_ok = false;
};

const QByteArray kOriginal = QByteArray("test_config:\n") + QByteArray(4000, 'x') + '\n';

}  // namespace

class TestFileReplacement : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void replacesAndKeepsPermissions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.yaml"));
        QVERIFY(writeFile(path, kOriginal));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QVERIFY(FileReplacement::write(path, "new\n", kOriginal));
        QCOMPARE(readFile(path), QByteArray("new\n"));
        struct stat info {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
        QCOMPARE(info.st_mode & 0777, mode_t(0640));
        QVERIFY(othersIn(dir.path(), QStringLiteral("a.yaml")).isEmpty());
    }

    void conflictWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.yaml"));
        QVERIFY(writeFile(path, kOriginal + "edited by hand\n"));
        const auto written = FileReplacement::write(path, "new\n", kOriginal, QStringLiteral("changed"));
        QVERIFY(!written);
        QVERIFY(written.error().conflict);
        QCOMPARE(written.error().message, QStringLiteral("changed"));
        QCOMPARE(readFile(path), kOriginal + "edited by hand\n");
        const auto gone = FileReplacement::write(dir.filePath(QStringLiteral("none.yaml")), "x", QByteArray("y"));
        QVERIFY(!gone && gone.error().conflict);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.yaml"))));
    }

    void createsANewFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.md"));
        QVERIFY(FileReplacement::write(path, "# report\n"));
        QCOMPARE(readFile(path), QByteArray("# report\n"));
        QVERIFY(QFileInfo(path).permissions() & QFile::ReadOwner);
    }

    // The original is larger than the limit: every write of the new bytes comes
    // up short. Nothing of the original may be lost, no temp file may stay.
    void shortWriteKeepsTheOriginal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loader.py"));
        QVERIFY(writeFile(path, kOriginal));
        const QByteArray bigger = kOriginal + QByteArray(8000, 'y');
        Result<void> written;
        {
            FileSizeLimit limit(1000);
            QVERIFY(limit.ok());
            written = FileReplacement::write(path, bigger, kOriginal);
        }
        QVERIFY(!written);
        QVERIFY(!written.error().conflict);
        QVERIFY2(written.error().message.contains(QLatin1String("left as it was")), qPrintable(written.error().toString()));
        QCOMPARE(readFile(path), kOriginal);
        QVERIFY(othersIn(dir.path(), QStringLiteral("loader.py")).isEmpty());
    }

    // Issue 48 §9: a writer killed mid-write (kill -9) leaves its temporary beside
    // the YAML, where git status shows it. The next write of that file removes a
    // dead writer's (named with its pid: one of a process that has ended); a live
    // writer's (this process's) stays, and so does another file's.
    void aDeadWritersTemporaryIsRemovedByTheNext()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("test_config_[training].yaml"));
        QVERIFY(writeFile(path, kOriginal));
        QProcess ended;  // its pid, once reaped, is no process's (pids are not reused at once)
        ended.start(QStringLiteral("true"), {});
        QVERIFY(ended.waitForStarted(10000));
        const qint64 dead = ended.processId();
        QVERIFY(ended.waitForFinished(10000) && dead > 0);
        const QString prefix = QStringLiteral(".test_config_[training].yaml.dtriage-");
        const QString stale = dir.filePath(prefix + QStringLiteral("%1-Xy12ab").arg(dead));
        const QString live = dir.filePath(prefix + QStringLiteral("%1-abcdef").arg(::getpid()));
        const QString other = dir.filePath(QStringLiteral(".other.yaml.dtriage-999999999-abcdef"));
        for (const QString& file : {stale, live, other})
            QVERIFY(writeFile(file, "left by a writer"));
        QVERIFY(FileReplacement::write(path, kOriginal + "# again\n"));
        QVERIFY(!QFileInfo::exists(stale));
        QVERIFY(QFileInfo::exists(live));
        QVERIFY(QFileInfo::exists(other));
        QCOMPARE(readFile(path), kOriginal + "# again\n");
    }

    void symlinkIsWrittenThrough()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.yaml"));
        const QString link = dir.filePath(QStringLiteral("link.yaml"));
        QVERIFY(writeFile(target, kOriginal));
        QVERIFY(QFile::link(target, link));
        QVERIFY(FileReplacement::write(link, "new\n", kOriginal));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readFile(target), QByteArray("new\n"));
    }

    void notARegularFileIsRefused()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.yaml"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!FileReplacement::write(fifo, "x", QByteArray()));  // returns at once: no reader needed
        QVERIFY(!BoundedFile::read(fifo, BoundedFile::Kind::Config));
        QVERIFY(!FileReplacement::write(dir.path(), "x"));
        const auto devZero = BoundedFile::read(QStringLiteral("/dev/zero"), BoundedFile::Kind::Config);
        QVERIFY(!devZero);
        QVERIFY(devZero.error().message.contains(QLatin1String("regular")));
    }
};

QTEST_GUILESS_MAIN(TestFileReplacement)
#include "tst_filereplacement.moc"
