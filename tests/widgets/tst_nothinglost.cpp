// Nothing lost, with the real binary on copies of the demo checkout: a write that
// comes up short (RLIMIT_FSIZE: a full disk without root) leaves every original
// byte for byte; two `verify --yes` at once on one YAML never lose an edit
// silently (the one that comes second is refused with a conflict).
#include "checkout/democheckout.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace dtriage;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kDetr101 = QStringLiteral("detr/pytorch-ResNet101-single_device-training");
const QString kTraining = QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
const QString kLoader = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");
const QString kJUnit = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_all_fixes.xml");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// The YAML lines of one entry's block.
QString block(const QByteArray& yaml, const QString& key)
{
    const QString text = QString::fromUtf8(yaml);
    const qsizetype start = text.indexOf(QStringLiteral("  %1:\n").arg(key));
    if (start < 0)
        return {};
    static const QRegularExpression nextEntry(QStringLiteral("\n  [^ ]"));
    const qsizetype end = text.indexOf(nextEntry, start + 1);
    return text.mid(start, end < 0 ? -1 : end - start);
}

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

}  // namespace

class TestNothingLost : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work;

    QString freshDemo(const QString& name)
    {
        const auto copy = DemoCheckout::copyTo(m_work.filePath(name), QStringLiteral(DTRIAGE_DEMO_DIR));
        return copy ? *copy : QString();
    }

    QProcess* start(const QStringList& arguments, rlim_t fileSizeLimit = RLIM_INFINITY)
    {
        auto* process = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("share")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        process->setProcessEnvironment(env);
        if (fileSizeLimit != RLIM_INFINITY) {
            process->setChildProcessModifier([fileSizeLimit] {
                std::signal(SIGXFSZ, SIG_IGN);  // a write past the limit fails with EFBIG instead
                rlimit limit{fileSizeLimit, fileSizeLimit};
                ::setrlimit(RLIMIT_FSIZE, &limit);
            });
        }
        process->start(QStringLiteral(DTRIAGE_APP_BINARY), arguments);
        return process;
    }

    Run finish(QProcess* process)
    {
        process->waitForFinished(120000);
        Run r{process->exitCode(), process->readAllStandardOutput(), process->readAllStandardError()};
        process->deleteLater();
        return r;
    }

    QStringList verifyArgs(const QString& key, const QString& root) const
    {
        return {QStringLiteral("verify"), key, QStringLiteral("--checkout"), root, QStringLiteral("--junit"), kJUnit,
                QStringLiteral("--branch"), QStringLiteral("B"), QStringLiteral("--yes")};
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    // Before: `propose --apply` on a full disk left loader.py at 0 bytes and
    // `verify --yes` left the YAML cut at 4096 bytes.
    void shortWritesLeaveEveryOriginal()
    {
        const QString root = freshDemo(QStringLiteral("short"));
        QVERIFY(!root.isEmpty());
        const QByteArray loader = readFile(QDir(root).filePath(kLoader));
        const QByteArray yaml = readFile(QDir(root).filePath(kTraining));
        QVERIFY(loader.size() > 2000 && yaml.size() > 2000);

        const Run propose = finish(start({QStringLiteral("propose"), kSpeecht5, QStringLiteral("--checkout"), root,
                                          QStringLiteral("--apply")},
                                         1024));
        QCOMPARE(propose.exitCode, 1);
        QVERIFY2(propose.err.contains("File too large") && propose.err.contains("left as it was"), propose.err.constData());
        QCOMPARE(readFile(QDir(root).filePath(kLoader)), loader);

        const Run verify = finish(start(verifyArgs(kSpeecht5, root), 1024));
        QCOMPARE(verify.exitCode, 1);
        QVERIFY2(verify.err.contains("left as it was"), verify.err.constData());
        QCOMPARE(readFile(QDir(root).filePath(kTraining)), yaml);
        // No temporary file stays behind in either folder.
        for (const QString& file : {kLoader, kTraining}) {
            const QDir folder = QFileInfo(QDir(root).filePath(file)).dir();
            for (const QString& name : folder.entryList(QDir::Files | QDir::Hidden))
                QVERIFY2(!name.contains(QLatin1String(".dtriage-")), qPrintable(name));
        }
    }

    // 50 pairs of `verify --yes` on two keys of one YAML, started together. Every
    // "Written" is on disk; the loser of a race exits 1 with the conflict.
    void concurrentVerifiesLoseNothing()
    {
        const QString root = freshDemo(QStringLiteral("pairs"));
        QVERIFY(!root.isEmpty());
        const QString yamlPath = QDir(root).filePath(kTraining);
        const QByteArray original = readFile(yamlPath);
        int bothWritten = 0, conflicts = 0, silentLosses = 0;
        QElapsedTimer clock;
        clock.start();
        for (int pair = 0; pair < 50; ++pair) {
            QVERIFY(writeFile(yamlPath, original));
            QProcess* first = start(verifyArgs(kSpeecht5, root));
            QProcess* second = start(verifyArgs(kDetr101, root));
            const Run a = finish(first);
            const Run b = finish(second);
            const QByteArray yaml = readFile(yamlPath);
            const bool aOnDisk = block(yaml, kSpeecht5).contains(QLatin1String("FAILED_TTMLIR_COMPILATION"));
            const bool bOnDisk = block(yaml, kDetr101).contains(QLatin1String("assert_pcc: false"));
            for (const auto& [run, onDisk] : {std::pair{a, aOnDisk}, std::pair{b, bOnDisk}}) {
                const bool saysWritten = run.exitCode == 0 && run.out.contains("Written ");
                if (saysWritten && !onDisk)
                    ++silentLosses;
                if (run.exitCode != 0) {
                    QCOMPARE(run.exitCode, 1);
                    QVERIFY2(run.err.contains("changed on disk"), run.err.constData());
                    QVERIFY(!onDisk || run.exitCode == 0);
                    ++conflicts;
                }
            }
            bothWritten += aOnDisk && bOnDisk;
            QVERIFY(a.exitCode == 0 || b.exitCode == 0);  // one of them always lands
        }
        qInfo("50 pairs in %lld ms: %d with both edits, %d refused with a conflict, %d silent losses",
              clock.elapsed(), bothWritten, conflicts, silentLosses);
        QCOMPARE(silentLosses, 0);
        QCOMPARE(bothWritten + conflicts, 50);
    }
};

QTEST_GUILESS_MAIN(TestNothingLost)
#include "tst_nothinglost.moc"
