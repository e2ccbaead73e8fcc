// `batch --bf16 --ci --yes` as a user runs it (real processes, real torch, the demo
// checkout, the stand-in gh on PATH): the sessions land their fixes and wait for
// tt-xla's CI; the fixes are only in the working tree, so the batch prints the git
// commands that push them and stops, nothing sent. The user runs those commands
// (here: against a bare repository standing in for GitHub's tt-forge-models) and
// runs the batch again with --forge-models-ref: the waiting sessions are resumed
// from their records, one run verifies all their keys (the dispatch names the
// pushed commit), and the YAML is written from its reports as a local batch writes it.
#include "appprocess.h"
#include "checkout/democheckout.h"
#include "demofiles.h"
#include "standingh.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

const QString kSpeecht5 = kSpeechKey;
const QString kDla1x = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");
const QString kLoaders = QStringLiteral("/third_party/tt_forge_models");

}  // namespace

class TestBatchCi : public QObject {
    Q_OBJECT

    QTemporaryDir m_work;
    QString m_demo;  // the checkout the current test works in
    int m_copies = 0;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();  // the stand-in gh first on PATH
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_work.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_work.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (const char* name : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"})
            env.insert(QString::fromLatin1(name), QStringLiteral("Tester"));
        for (const char* name : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
            env.insert(QString::fromLatin1(name), QStringLiteral("tester@example.com"));
        return env;
    }
    // A shell command in the checkout root, as the user types it.
    bool shell(const QString& command, QString* output = nullptr) const
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.setWorkingDirectory(m_demo);
        process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
        process.waitForFinished(60000);
        if (output)
            *output = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
        if (process.exitCode() != 0)
            qWarning("%s: %s", qPrintable(command), process.readAllStandardError().constData());
        return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    }
    QString entryBlock(const QString& key) const
    {
        QFile file(QDir(m_demo).filePath(kTrainingYaml));
        const QString yaml = file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        const qsizetype start = yaml.indexOf(QStringLiteral("  %1:\n").arg(key));
        return start < 0 ? QString() : yaml.mid(start, 400);
    }
    // A fresh demo copy becomes m_demo, its loaders submodule a clone of GitHub's
    // tt-forge-models (a bare repository here), its workflow tt-xla's.
    void prepareDemo()
    {
        ++m_copies;
        const auto copy = DemoCheckout::copyTo(m_work.filePath(QStringLiteral("demo-%1").arg(m_copies)),
                                               QStringLiteral(DTRIAGE_DEMO_DIR));
        QVERIFY(copy);
        m_demo = *copy;
        const QString origin = m_work.filePath(QStringLiteral("tt-forge-models-%1.git").arg(m_copies));
        QVERIFY(shell(QStringLiteral("git init -q --bare '%1'").arg(origin)));
        QVERIFY(shell(QStringLiteral("cd .%1 && git init -q && git add -A && git commit -qm base && git remote add origin '%2' "
                                     "&& git push -q origin HEAD:refs/heads/main")
                          .arg(kLoaders, origin)));
        QDir().mkpath(m_demo + QStringLiteral("/.github/workflows"));
        QVERIFY(QFile::copy(StandInGh::workflowCopy(), m_demo + QStringLiteral("/.github/workflows/manual-test-single.yml")));
    }

    QStringList batchArguments() const
    {
        return {QStringLiteral("batch"), QStringLiteral("--bf16"), QStringLiteral("--checkout"), m_demo,
                QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--yes"),
                QStringLiteral("--ci"), QStringLiteral("--poll-interval"), QStringLiteral("0.05")};
    }
    // The first batch: the sessions land their fixes and wait; the git commands it
    // prints are run as the user runs them. Returns the ref to give next.
    void landFixesAndPush(const StandInGh& gh, QString* givenRef)
    {
        const QStringList batch = batchArguments();
        const QString yamlBefore = entryBlock(kSpeecht5);
        const AppRun first = dtriage::testing::runApp(batch, environment(), 600000);
        QCOMPARE(first.exitCode, 4);
        const QString out = QString::fromUtf8(first.out);
        // The commands, exactly as printed, then the ref to give.
        static const QRegularExpression command(QStringLiteral("^  (git -C .*)$"), QRegularExpression::MultilineOption);
        QStringList commands;
        for (auto it = command.globalMatch(out); it.hasNext();)
            commands << it.next().captured(1);
        QCOMPARE(commands.size(), 4);
        QVERIFY2(commands.value(1).contains(QStringLiteral("speecht5/pytorch/loader.py")), qPrintable(out));
        const auto ref = QRegularExpression(QStringLiteral("then run it again with --forge-models-ref (\\S+)")).match(out);
        QVERIFY2(ref.hasMatch(), qPrintable(out));
        QVERIFY(gh.calls().isEmpty());                  // nothing sent
        QCOMPARE(entryBlock(kSpeecht5), yamlBefore);    // nothing written to the YAML
        QVERIFY2(out.contains(QStringLiteral("waiting for tt-xla's CI")), qPrintable(out));

        // The fixes stay on disk, the sessions wait in their records.
        QVERIFY(shell(QStringLiteral("grep -q dtype=dtype_override .%1/speecht5/pytorch/loader.py").arg(kLoaders)));
        for (const QString& line : commands)  // the user pushes
            QVERIFY(shell(line));
        *givenRef = ref.captured(1);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_work.isValid()); }

    void pushTheFixesThenVerifyAllInOneRun()
    {
        prepareDemo();
        if (QTest::currentTestFailed())
            return;
        StandInGh gh(m_work.filePath(QStringLiteral("gh")));
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")),
                {QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_all_fixes.xml")});
        const QStringList batch = batchArguments();
        QString ref;
        landFixesAndPush(gh, &ref);
        QVERIFY2(!ref.isEmpty(), "the first batch did not print the ref to give");
        QString pushed;
        QVERIFY(shell(QStringLiteral("git -C .%1 rev-parse HEAD").arg(kLoaders), &pushed));

        const AppRun second = dtriage::testing::runApp(
            batch + QStringList{QStringLiteral("--forge-models-ref"), ref}, environment(), 600000);
        // As a local batch: vit is stale on CPU and stops, so the batch says 1; the rest is written.
        QVERIFY2(second.exitCode == 1, (second.err.right(2000) + second.out.right(2000)).constData());
        QVERIFY2(second.err.contains("resuming the unfinished session"), second.err.right(2000).constData());
        const QList<QStringList> dispatched = gh.calls(QStringLiteral("workflow run"));
        QCOMPARE(dispatched.size(), 1);
        const QString sent = dispatched.first().join(u' ');
        QVERIFY2(sent.contains(QStringLiteral("forge_models_override=") + pushed), qPrintable(sent));
        QVERIFY(sent.contains(QStringLiteral("[") + kSpeecht5 + QStringLiteral("]")));
        QVERIFY(sent.contains(QStringLiteral("[") + kDla1x + QStringLiteral("]")));
        QVERIFY2(entryBlock(kSpeecht5).contains(QLatin1String("FAILED_TTMLIR_COMPILATION")), qPrintable(entryBlock(kSpeecht5)));
        QVERIFY(entryBlock(kDla1x).contains(QLatin1String("status: KNOWN_FAILURE_XFAIL")));
        // "1 report" in an English locale, "1 report(s)" where no translation is loaded (LC_ALL=C).
        QVERIFY2(second.out.contains("CI run 4242 ended (failure): 1 report"), second.out.right(3000).constData());
    }

    // The run's one report is cut short (an upload interrupted): no key it does not
    // hold to its end gets a verdict. The batch says which keys and why, exits 1, and
    // writes nothing to the YAML.
    void aCutReportIsNoVerdict()
    {
        prepareDemo();
        if (QTest::currentTestFailed())
            return;
        StandInGh gh(m_work.filePath(QStringLiteral("gh-cut")));
        QFile whole(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/demo_after_all_fixes.xml"));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray text = whole.readAll();
        const QString cutPath = m_work.filePath(QStringLiteral("cut_after_all_fixes.xml"));
        QFile cut(cutPath);
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(text.left(text.indexOf("<testcase ", text.indexOf("<testcase ") + 1) + 200));  // one case and a half
        cut.close();
        gh.play(StandInGh::goodScenario(QStringLiteral("failure")), {cutPath});
        QString ref;
        landFixesAndPush(gh, &ref);
        QVERIFY2(!ref.isEmpty(), "the first batch did not print the ref to give");
        const QString yamlBefore = QString::fromUtf8(readFile(m_demo + u'/' + kTrainingYaml));

        const AppRun second = dtriage::testing::runApp(
            batchArguments() + QStringList{QStringLiteral("--forge-models-ref"), ref}, environment(), 600000);
        QVERIFY2(second.exitCode == 1, (second.err.right(3000) + second.out.right(3000)).constData());
        QCOMPARE(gh.calls(QStringLiteral("workflow run")).size(), 1);
        QVERIFY2(second.out.contains("pytest's report holds no outcome for") || second.err.contains("pytest's report holds no outcome for"),
                 (second.err.right(3000) + second.out.right(3000)).constData());
        QVERIFY2((second.out + second.err).contains("the JUnit XML breaks off at line"),
                 (second.err.right(3000) + second.out.right(3000)).constData());
        QCOMPARE(QString::fromUtf8(readFile(m_demo + u'/' + kTrainingYaml)), yamlBefore);
        // The pushed fix stays in the working tree, as in the commit CI ran.
        QVERIFY(shell(QStringLiteral("git -C .%1 diff --quiet HEAD").arg(kLoaders)));
    }
};

QTEST_GUILESS_MAIN(TestBatchCi)
#include "tst_batchci.moc"
