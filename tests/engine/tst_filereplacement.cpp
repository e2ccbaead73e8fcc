// FileReplacement: the one way a file is written. The original survives every
// failed write byte for byte (a short write under RLIMIT_FSIZE stands in for a
// full disk without needing root), a conflict writes nothing, permissions and
// symlinks are kept, and odd paths (a FIFO, a folder) are refused, not waited on.
#include "core/boundedfile.h"
#include "core/filereplacement.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
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
    // dead writer's; a live writer's (this process's) stays.
    void aDeadWritersTemporaryIsRemovedByTheNext()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("test_config_training.yaml"));
        QVERIFY(writeFile(path, kOriginal));
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            for (;;)  // writes until it is killed
                (void)FileReplacement::write(path, QByteArray(512 << 20, 'z'));
        }
        QStringList left;
        for (int i = 0; i < 2000 && left.isEmpty(); ++i) {
            QTest::qWait(5);
            left = othersIn(dir.path(), QStringLiteral("test_config_training.yaml"));
        }
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
        left = othersIn(dir.path(), QStringLiteral("test_config_training.yaml"));
        QCOMPARE(left.size(), 1);
        QVERIFY2(left.first().startsWith(QStringLiteral(".test_config_training.yaml.dtriage-%1-").arg(child)), qPrintable(left.first()));
        const QString live = dir.filePath(QStringLiteral(".test_config_training.yaml.dtriage-%1-abcdef").arg(::getpid()));
        QVERIFY(writeFile(live, "another writer of this process, still writing"));
        QVERIFY(FileReplacement::write(path, kOriginal));
        QCOMPARE(othersIn(dir.path(), QStringLiteral("test_config_training.yaml")),
                 QStringList{QFileInfo(live).fileName()});
        QCOMPARE(readFile(path), kOriginal);
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
