// `dtype-triage triage`, `verify` and `batch` run as real processes on a fresh copy
// of the demo checkout: without --yes they print the diff, exit 4 and leave every
// byte as it was; with --yes they write what CASES.md says.
#include "checkout/democheckout.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;

namespace {

constexpr int kApprovalNeeded = 4;

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kVit = QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training");
const QString kDla1x = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");
const QString kTraining = QStringLiteral("/tests/runner/test_config/torch/test_config_training_single_device.yaml");

}  // namespace

class TestSessionVerbs : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work;
    QString m_demo;
    QString m_data;  // XDG_DATA_HOME for the session folders

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
        qint64 ms = 0;
    };

    Run verb(const QStringList& arguments, int timeoutMs = 120000)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_data);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        QElapsedTimer clock;
        clock.start();
        process.start(QStringLiteral(DTRIAGE_APP_BINARY), arguments);
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
            return {};
        }
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError()), clock.elapsed()};
    }

    // Every file of the checkout (bytes by relative path), caches excluded.
    QHash<QString, QByteArray> snapshot() const
    {
        QHash<QString, QByteArray> files;
        QDirIterator it(m_demo, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.contains(QLatin1String("__pycache__")) || path.contains(QLatin1String(".pytest_cache")))
                continue;
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                files.insert(QDir(m_demo).relativeFilePath(path), file.readAll());
        }
        return files;
    }

    QString read(const QString& relative) const
    {
        QFile file(m_demo + relative);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    // The lines of one entry's block in the training YAML.
    QString entryBlock(const QString& key) const
    {
        const QString yaml = read(kTraining);
        const qsizetype start = yaml.indexOf(QStringLiteral("  %1:\n").arg(key));
        if (start < 0)
            return {};
        qsizetype end = start + key.size() + 4;
        while (end < yaml.size()) {
            const qsizetype next = yaml.indexOf(u'\n', end);
            if (next < 0 || !yaml.mid(next + 1).startsWith(QLatin1String("    ")))
                return yaml.mid(start, (next < 0 ? yaml.size() : next) - start);
            end = next + 1;
        }
        return yaml.mid(start);
    }

    QString loader(const QString& modelPath) const
    {
        return read(QStringLiteral("/third_party/tt_forge_models/%1/loader.py").arg(modelPath));
    }

    // A fresh, untouched copy of the demo checkout: what the patches are made against.
    QString pristineCopy()
    {
        static int n = 0;
        const auto copy = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("pristine%1").arg(++n)),
                                               QStringLiteral(DTRIAGE_DEMO_DIR));
        return copy ? *copy : QString();
    }

    // `git apply [--check] PATCH` run in `dir` (outside any repository git applies
    // to plain files, as patch does); the exit code, stderr in `output`.
    static int gitApply(const QString& dir, const QString& patch, bool checkOnly, QString* output)
    {
        QProcess git;
        git.setWorkingDirectory(dir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GIT_CEILING_DIRECTORIES"), QDir(dir).absolutePath());
        git.setProcessEnvironment(env);
        QStringList args{QStringLiteral("apply"), QStringLiteral("-p1")};
        if (checkOnly)
            args << QStringLiteral("--check");
        git.start(QStringLiteral("git"), args << patch);
        if (!git.waitForFinished(30000))
            return -1;
        *output = QString::fromUtf8(git.readAllStandardError());
        return git.exitStatus() == QProcess::NormalExit ? git.exitCode() : -1;
    }

    static QByteArray bytesOf(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    // The report's two patches exist, were announced on stderr, and applied to a
    // pristine copy (loader patch in the loaders submodule, YAML patch at the root)
    // they give the bytes the verb left in m_demo.
    void verifyPatchesApply(const QString& report, const Run& run, const QStringList& loaders)
    {
        const QString stem = QFileInfo(report).dir().filePath(QFileInfo(report).completeBaseName());
        const QString loaderPatch = stem + QStringLiteral(".loader.patch");
        const QString yamlPatch = stem + QStringLiteral(".yaml.patch");
        QVERIFY2(QFile::exists(loaderPatch), qPrintable(run.err.right(1500)));
        QVERIFY(QFile::exists(yamlPatch));
        QVERIFY2(run.err.contains(QStringLiteral("Patch written: %1").arg(loaderPatch)), qPrintable(run.err.right(1500)));
        QVERIFY(run.err.contains(QStringLiteral("Patch written: %1").arg(yamlPatch)));

        const QString pristine = pristineCopy();
        QVERIFY(!pristine.isEmpty());
        const QString submodule = pristine + QStringLiteral("/third_party/tt_forge_models");
        QString output;
        QVERIFY2(gitApply(submodule, loaderPatch, true, &output) == 0, qPrintable(output));
        QVERIFY2(gitApply(pristine, yamlPatch, true, &output) == 0, qPrintable(output));
        QVERIFY2(gitApply(submodule, loaderPatch, false, &output) == 0, qPrintable(output));
        QVERIFY2(gitApply(pristine, yamlPatch, false, &output) == 0, qPrintable(output));
        QCOMPARE(QString::fromUtf8(bytesOf(pristine + kTraining)), read(kTraining));
        for (const QString& modelPath : loaders) {
            const QString relative = QStringLiteral("/third_party/tt_forge_models/%1/loader.py").arg(modelPath);
            QCOMPARE(QString::fromUtf8(bytesOf(pristine + relative)), loader(modelPath));
        }
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_work.isValid());
        static int n = 0;
        const QString parent = m_work.filePath(QStringLiteral("case%1").arg(++n));
        QVERIFY(QDir().mkpath(parent));
        const auto copy = DemoCheckout::copyTo(parent, QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy.has_value());
        m_demo = *copy;
        m_data = QDir(parent).filePath(QStringLiteral("xdg"));
    }

    void triageWithoutYesShowsTheLoaderDiffAndWritesNothing()
    {
        const auto before = snapshot();
        const Run run = verb({QStringLiteral("triage"), kSpeecht5, QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--verbose")});
        QCOMPARE(run.exitCode, kApprovalNeeded);
        QVERIFY2(run.out.contains(QLatin1String("speecht5/pytorch/loader.py")), qPrintable(run.out));
        // --verbose: the interpreter found, the repro started and ended, the session's steps.
        QVERIFY2(run.err.contains(QLatin1String("dtype-triage [dtriage.run] Python for ")), qPrintable(run.err));
        QVERIFY(run.err.contains(QLatin1String("Python: ")));  // the session's own log says it too
        QVERIFY(run.err.contains(QLatin1String("dtype-triage [dtriage.run] starting: ")));
        QVERIFY(run.err.contains(QLatin1String("dtype-triage [dtriage.run] warm worker: ended ")));
        QVERIFY(run.err.contains(QLatin1String("dtype-triage [dtriage.session] ") + kSpeecht5 + QLatin1String(" - ")));
        QVERIFY(run.out.contains(QLatin1String("dtype=dtype_override")));
        QVERIFY(run.out.contains(QLatin1String("-        decoder_input_values = torch.zeros((1, 1, self.model.config.num_mel_bins))")));
        QVERIFY(snapshot() == before);
    }

    // --json: one versioned object on stdout, the human lines on stderr.
    void triageAndBatchJson()
    {
        const Run triage = verb({QStringLiteral("triage"), kSpeecht5, QStringLiteral("--checkout"), m_demo,
                                 QStringLiteral("--json")});
        QCOMPARE(triage.exitCode, kApprovalNeeded);
        const QJsonObject doc = QJsonDocument::fromJson(triage.out.toUtf8()).object();
        QCOMPARE(doc.value(QLatin1String("schema")).toString(), QStringLiteral("dtype-triage/triage"));
        QCOMPARE(doc.value(QLatin1String("schema_version")).toInt(), 1);
        QCOMPARE(doc.value(QLatin1String("exit_code")).toInt(), kApprovalNeeded);
        QVERIFY(doc.value(QLatin1String("approval_needed")).toBool());
        const QJsonObject diff = doc.value(QLatin1String("diffs")).toArray().first().toObject();
        QCOMPARE(diff.value(QLatin1String("kind")).toString(), QStringLiteral("loader_fix"));
        QVERIFY(!diff.value(QLatin1String("approved")).toBool());
        QVERIFY(diff.value(QLatin1String("diff")).toString().contains(QLatin1String("dtype=dtype_override")));
        QCOMPARE(doc.value(QLatin1String("record")).toObject().value(QLatin1String("key")).toString(), kSpeecht5);
        QVERIFY(triage.err.contains(QLatin1String("The loader fix to approve (not written):")));

        const Run batch = verb({QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--checkout"), m_demo,
                                QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(batch.exitCode, kApprovalNeeded);
        const QJsonObject all = QJsonDocument::fromJson(batch.out.toUtf8()).object();
        QCOMPARE(all.value(QLatin1String("schema")).toString(), QStringLiteral("dtype-triage/batch"));
        QCOMPARE(all.value(QLatin1String("jobs")).toInt(), 2);
        QVERIFY(all.value(QLatin1String("approval_needed")).toBool());
        QStringList keys;
        for (const QJsonValue& entry : all.value(QLatin1String("entries")).toArray())
            keys << entry.toObject().value(QLatin1String("key")).toString();
        QVERIFY2(keys.contains(kSpeecht5) && keys.contains(kDla1x) && keys.contains(kVit), qPrintable(keys.join(u' ')));
        // The other families' entries are counted once, not listed one by one.
        QVERIFY2(!keys.contains(QStringLiteral("ssd_tuple/pytorch-Lite-single_device-training")), qPrintable(keys.join(u' ')));
        QVERIFY(all.value(QLatin1String("other_families")).toInt() > 0);
        QVERIFY(!all.value(QLatin1String("records")).toArray().isEmpty());
    }

    void triageWithYesFixesTheLoaderWritesTheYamlAndTheReport()
    {
        const QString report = m_work.filePath(QStringLiteral("speecht5.md"));
        const Run run = verb({QStringLiteral("triage"), kSpeecht5, QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--yes"), QStringLiteral("--report"), report});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.right(1500) + run.out.right(1500)));
        QVERIFY(loader(QStringLiteral("speecht5/pytorch")).contains(QLatin1String("dtype=dtype_override")));
        const QString block = entryBlock(kSpeecht5);
        QVERIFY2(block.contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")), qPrintable(block));
        QVERIFY(block.contains(QLatin1String("bringup_status: FAILED_TTMLIR_COMPILATION")));
        QVERIFY(block.contains(QLatin1String("reason: \"error: 'ttir.sum' op Reduce dimensions are not unique\"")));
        QVERIFY(block.contains(QLatin1String("markers: [push, nightly]")));
        QFile file(report);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(file.readAll());
        QVERIFY(markdown.contains(kSpeecht5));
        QVERIFY(markdown.startsWith(QLatin1String("# ")));
        // Which black shaped the fix (the demo's Python has Debian's) and the pin it
        // is compared with, as the real session recorded them.
        QVERIFY2(markdown.contains(QLatin1String("- Formatter: formatted by black ")) &&
                     markdown.contains(QLatin1String(" (the checkout's Python), but "
                                                     "third\\_party/tt\\_forge\\_models/.pre-commit-config.yaml pins "
                                                     "black 22.3.0")),
                 qPrintable(markdown));
        verifyPatchesApply(report, run, {QStringLiteral("speecht5/pytorch")});
    }

    void triageOfAStaleEntryStopsAndWritesNothing()
    {
        const auto before = snapshot();
        const QString report = m_work.filePath(QStringLiteral("stale.json"));
        const Run run = verb({QStringLiteral("triage"), kVit, QStringLiteral("--checkout"), m_demo, QStringLiteral("--yes"),
                              QStringLiteral("--report"), report});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("stale")), qPrintable(run.err));
        QVERIFY(snapshot() == before);
        // The report says why; nothing was changed, so there is no patch file.
        QVERIFY(QFile::exists(report));
        QVERIFY(!QFile::exists(m_work.filePath(QStringLiteral("stale.loader.patch"))));
        QVERIFY(!QFile::exists(m_work.filePath(QStringLiteral("stale.yaml.patch"))));
        QVERIFY(!run.err.contains(QLatin1String("Patch written")));
    }

    void triageRejectsABadReportName()
    {
        const Run run = verb({QStringLiteral("triage"), kVit, QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--report"), m_work.filePath(QStringLiteral("r.txt"))});
        QCOMPARE(run.exitCode, 2);
    }

    void verifyWritesBranchAFromAJUnitFile()
    {
        const QStringList args{QStringLiteral("verify"), kDla1x, QStringLiteral("--checkout"), m_demo,
                               QStringLiteral("--junit"),
                               QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_before_fix.xml"),
                               QStringLiteral("--branch"), QStringLiteral("A")};
        const auto before = snapshot();
        const Run dry = verb(args);
        QCOMPARE(dry.exitCode, kApprovalNeeded);
        QVERIFY2(dry.out.contains(QLatin1String("+    status: KNOWN_FAILURE_XFAIL")), qPrintable(dry.out));
        QVERIFY(snapshot() == before);

        const Run run = verb(args + QStringList{QStringLiteral("--yes")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err.right(1500) + run.out.right(1500)));
        const QString block = entryBlock(kDla1x);
        QVERIFY2(block.contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")), qPrintable(block));
        QVERIFY(block.contains(QLatin1String("bringup_status: FAILED_FE_COMPILATION")));
        QVERIFY(block.contains(QLatin1String("reason: \"RuntimeError: 'cdist' not implemented for 'BFloat16'\"")));
        QVERIFY(!block.contains(QLatin1String("NOT_SUPPORTED_SKIP")));
    }

    void verifyTakesTheBranchFromTheSessionRecord()
    {
        // A real session of Dla1x (op_not_implemented: branch A) leaves its record...
        const Run triage = verb({QStringLiteral("triage"), kDla1x, QStringLiteral("--checkout"), m_demo,
                                 QStringLiteral("--yes")});
        QVERIFY2(triage.exitCode == 0, qPrintable(triage.err.right(1500)));
        // ...which verify finds by itself: the YAML already holds branch A, so nothing changes.
        const auto before = snapshot();
        const Run run = verb({QStringLiteral("verify"), kDla1x, QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--junit"),
                              QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_before_fix.xml")});
        QVERIFY2(run.err.contains(QLatin1String("taking the branch from the session record")),
                 qPrintable(run.err.right(1500)));
        QVERIFY2(run.err.contains(QLatin1String("record.json")), qPrintable(run.err.right(1500)));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(snapshot() == before);
    }

    void verifyNeedsABranchOrARecord()
    {
        const Run run = verb({QStringLiteral("verify"), kDla1x, QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--junit"), QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_before_fix.xml")});
        QCOMPARE(run.exitCode, 2);
    }

    void batchWithoutYesListsTheDiffsAndWritesNothing()
    {
        const auto before = snapshot();
        const Run run = verb({QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--jobs"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, kApprovalNeeded);
        QVERIFY2(run.out.contains(QLatin1String("speecht5/pytorch/loader.py")), qPrintable(run.out));
        QVERIFY(run.out.contains(QLatin1String("the loader fix to approve")));
        QVERIFY(run.out.contains(kVit));  // listed in the summary as stopped (stale)
        // Dla1x stopped at its YAML plan, whose loader-wide scope holds Dla2x; detr
        // ResNet50 stopped at the loader fix, so its loader's other entries wait.
        QVERIFY2(run.out.contains(QStringLiteral("centernet/pytorch-Dla2x_Coco-single_device-training: in the "
                                                 "scope of %1's session").arg(kDla1x)),
                 qPrintable(run.out.right(3000)));
        QVERIFY(run.out.contains(QLatin1String("detr/pytorch-ResNet101-single_device-training: not triaged: the "
                                               "loader's diff from detr/pytorch-ResNet50-single_device-training "
                                               "awaits approval")));
        QVERIFY(snapshot() == before);
    }

    // kill -9 of a batch after speecht5's loader fix landed and before its YAML
    // was written: the next batch finds that session's record and finishes it
    // (before, it saw a "stale" entry on the fixed loader and wrote nothing).
    void killedBatchIsFinishedByTheNext()
    {
        QProcess first;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_data);
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(DTRIAGE_APP_BINARY),
                    {QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--checkout"), m_demo,
                     QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--yes")});
        QByteArray err;
        const QByteArray landed = "[" + kSpeecht5.toUtf8() + "] state: reproducing_after";
        while (!err.contains(landed) && first.state() != QProcess::NotRunning) {
            first.waitForReadyRead(1000);
            err += first.readAllStandardError();
        }
        QVERIFY2(err.contains(landed), err.right(2000).constData());
        first.kill();
        QVERIFY(first.waitForFinished(30000));
        QVERIFY(loader(QStringLiteral("speecht5/pytorch")).contains(QLatin1String("dtype=dtype_override")));
        QVERIFY(!entryBlock(kSpeecht5).contains(QLatin1String("FAILED_TTMLIR_COMPILATION")));

        const Run next = verb({QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--checkout"), m_demo,
                               QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--yes")},
                              240000);
        QVERIFY2(next.err.contains(kSpeecht5 + QStringLiteral(": resuming the unfinished session of ")),
                 qPrintable(next.err.left(2000)));
        const QString block = entryBlock(kSpeecht5);
        QVERIFY2(block.contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")), qPrintable(block));
        QVERIFY(block.contains(QLatin1String("bringup_status: FAILED_TTMLIR_COMPILATION")));
        // One fix, not two: the resumed session went on with the one on disk.
        QCOMPARE(loader(QStringLiteral("speecht5/pytorch")).count(QLatin1String("dtype=dtype_override")), 1);
        QCOMPARE(next.exitCode, 1);  // vit stays stopped (stale): not everything is triaged
    }

    // The same for `triage KEY`: killed after its fix landed, the next run resumes it.
    void killedTriageIsFinishedByTheNext()
    {
        const QStringList args{QStringLiteral("triage"), kSpeecht5, QStringLiteral("--checkout"), m_demo,
                               QStringLiteral("--yes"), QStringLiteral("--junit"),
                               QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_speecht5_fix.xml")};
        QProcess first;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_data);
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(DTRIAGE_APP_BINARY), args);
        QByteArray err;
        while (!err.contains("state: reproducing_after") && first.state() != QProcess::NotRunning) {
            first.waitForReadyRead(1000);
            err += first.readAllStandardError();
        }
        QVERIFY2(err.contains("state: reproducing_after"), err.right(2000).constData());
        first.kill();
        QVERIFY(first.waitForFinished(30000));

        const Run next = verb(args);
        QVERIFY2(next.exitCode == 0, qPrintable(next.err.right(1500)));
        QVERIFY2(next.err.contains(QLatin1String("resuming the unfinished session of ")), qPrintable(next.err.left(1500)));
        QVERIFY(entryBlock(kSpeecht5).contains(QLatin1String("bringup_status: FAILED_TTMLIR_COMPILATION")));
        QCOMPARE(loader(QStringLiteral("speecht5/pytorch")).count(QLatin1String("dtype=dtype_override")), 1);
    }

    void batchWithYesTriagesEveryLoader_data()
    {
        QTest::addColumn<int>("jobs");
        QTest::newRow("jobs 1") << 1;
        QTest::newRow("jobs 2") << 2;
    }

    void batchWithYesTriagesEveryLoader()
    {
        QFETCH(int, jobs);
        const QString report = m_work.filePath(QStringLiteral("batch%1.md").arg(jobs));
        const Run run = verb({QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--checkout"), m_demo,
                              QStringLiteral("--jobs"), QString::number(jobs), QStringLiteral("--yes"),
                              QStringLiteral("--report"), report},
                             240000);
        qInfo("batch --bf16 --yes --jobs %d: %lld ms", jobs, run.ms);
        // vit is stale (its bf16 phase passes on CPU): stopped, so the batch says 1.
        QVERIFY2(run.exitCode == 1, qPrintable(run.err.right(1500) + run.out.right(1500)));
        QVERIFY(run.out.contains(QStringLiteral("  %1: ").arg(kVit)));  // in the summary, with why
        QVERIFY(loader(QStringLiteral("speecht5/pytorch")).contains(QLatin1String("dtype=dtype_override")));
        QVERIFY(entryBlock(kSpeecht5).contains(QLatin1String("FAILED_TTMLIR_COMPILATION")));
        QVERIFY(entryBlock(kDla1x).contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")));
        QVERIFY(entryBlock(kVit).contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")));  // stale: untouched
        QFile file(report);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(file.readAll());
        QVERIFY(markdown.contains(kSpeecht5));
        QVERIFY(markdown.contains(kDla1x));
        // One report for the batch, and its patches replay every write in order.
        verifyPatchesApply(report, run,
                           {QStringLiteral("speecht5/pytorch"), QStringLiteral("densenet/pytorch"),
                            QStringLiteral("detr/pytorch"), QStringLiteral("whisper/pytorch"),
                            QStringLiteral("wav2vec2/pytorch"), QStringLiteral("tinyllama/causal_lm/pytorch"),
                            QStringLiteral("yolo_tuple/pytorch")});
    }

    // tt-xla issue #4293's front-end failures in one go: one batch over the demo
    // triages every entry of the three families, with one report and patches
    // that replay every write (CASES.md: a-k, u1-u6, i1-i5).
    void batchTriagesEveryFamilyWithOneReport()
    {
        const QString report = m_work.filePath(QStringLiteral("families.md"));
        const Run run = verb({QStringLiteral("batch"), QStringLiteral("--checkout"), m_demo, QStringLiteral("--jobs"),
                              QStringLiteral("2"), QStringLiteral("--yes"), QStringLiteral("--report"), report},
                             600000);
        qInfo("batch --yes over every family: %lld ms", run.ms);
        // Stale, escalated and misfired entries stop: the batch says 1.
        QVERIFY2(run.exitCode == 1, qPrintable(run.err.right(1500) + run.out.right(1500)));
        for (const char* key : {"speech_s2s/pytorch-Tiny-single_device-training",
                                "t5_dict/pytorch-Small-single_device-training",
                                "ssdlite_det/pytorch-Lite320-single_device-training",
                                "deeplab_pool/pytorch-Tiny-single_device-training",
                                "scene_bn/pytorch-Tiny-single_device-training",
                                "whisper/pytorch-Tiny-single_device-training"})
            QVERIFY2(run.out.contains(QStringLiteral("  %1: done: the YAML was written").arg(QLatin1String(key))),
                     qPrintable(run.out.right(3000)));
        // A loss target the workbench cannot tell (several heads, issue 45 §9) is not
        // written under --yes: held for a person, with the command that settles it.
        for (const char* key : {"ssd_tuple/pytorch-Lite-single_device-training",
                                "retinanet/pytorch-Tiny-single_device-training",
                                "mgp_str/pytorch-Base-single_device-training"}) {
            QVERIFY2(run.out.contains(QStringLiteral("  %1: stopped: not written: the loss target is a judgement call")
                                          .arg(QLatin1String(key))),
                     qPrintable(run.out.right(3000)));
            QVERIFY(run.out.contains(QStringLiteral("dtype-triage triage %1 --target CHOICE").arg(QLatin1String(key))));
            QVERIFY(run.out.contains(QStringLiteral("== %1: the loader fix rests on a judgement call, held for a person "
                                                    "(not written) ==")
                                         .arg(QLatin1String(key))));
        }
        QVERIFY(!loader(QStringLiteral("ssd_tuple/pytorch")).contains(QLatin1String("def unpack_forward_output")));
        QVERIFY(entryBlock(QStringLiteral("speech_s2s/pytorch-Tiny-single_device-training"))
                    .contains(QLatin1String("status: EXPECTED_PASSING")));
        QVERIFY(entryBlock(QStringLiteral("scene_bn/pytorch-Tiny-single_device-training"))
                    .contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")));
        QFile file(report);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(file.readAll());
        for (const char* title : {"bfloat16", "unpack_forward_output", "missing training inputs"})
            QVERIFY2(markdown.contains(QLatin1String(title)), title);
        verifyPatchesApply(report, run,
                           {QStringLiteral("speecht5/pytorch"), QStringLiteral("whisper/pytorch"),
                            QStringLiteral("speech_s2s/pytorch"), QStringLiteral("t5_dict/pytorch"),
                            QStringLiteral("ssdlite_det/pytorch"), QStringLiteral("deeplab_pool/pytorch"),
                            QStringLiteral("scene_bn/pytorch")});
    }
};

QTEST_GUILESS_MAIN(TestSessionVerbs)
#include "tst_sessionverbs.moc"
