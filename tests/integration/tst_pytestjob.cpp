// PytestJob on a copy of the demo checkout: real pytest, real torch 1.13, three keys
// (one cross_dtype failure, one pass, one op_not_implemented failure) in one run,
// and a run killed by its timeout. The shipped demo tree is never written to.
#include "demofiles.h"
#include "run/pytestjob.h"
#include "run/sessionfolder.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

const QString kSpeecht5 = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
const QString kResnet18 = QStringLiteral("resnet/pytorch-ResNet18-single_device-training");
const QString kCenternet = QStringLiteral("centernet/pytorch-Dla1x_Coco-single_device-training");

}  // namespace

class TestPytestJob : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sessionFolderNamesAreUnique();
    void commandLine();
    void threeKeysInOneRun();
    void timeoutKillsPytest();

private:
    QTemporaryDir m_dir;
    QString m_checkout;
    std::optional<SessionFolder> m_session;
    PythonCommand m_python;
};

void TestPytestJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const auto copy = copyDemo(m_dir.path());
    QVERIFY2(copy.has_value(), qPrintable(copy ? QString() : copy.error().toString()));
    m_checkout = *copy;
    auto session = SessionFolder::create(m_dir.filePath(QStringLiteral("sessions")));
    QVERIFY(session);
    m_session = *session;
    // The demo has no venv/bin, so the configured interpreter is what runs.
    const auto python = PythonEnvironment::resolve(m_checkout, QStringLiteral(DTRIAGE_PYTHON));
    QVERIFY2(python, qPrintable(python ? QString() : python.error().message));
    m_python = *python;
}

void TestPytestJob::sessionFolderNamesAreUnique()
{
    const QString root = m_dir.filePath(QStringLiteral("unique"));
    const auto first = SessionFolder::create(root);
    const auto second = SessionFolder::create(root);  // same second: gets "-2"
    QVERIFY(first && second);
    QVERIFY(first->path() != second->path());
    const auto a = PytestFiles::reserve(*first);
    const auto b = PytestFiles::reserve(*first);
    QVERIFY(a && b);
    QCOMPARE(QFileInfo(a->junitPath).fileName(), QStringLiteral("pytest-1.xml"));
    QCOMPARE(QFileInfo(a->logPath).fileName(), QStringLiteral("pytest-1.log"));
    QCOMPARE(QFileInfo(b->junitPath).fileName(), QStringLiteral("pytest-2.xml"));
}

void TestPytestJob::commandLine()
{
    PytestJob job(m_python, {kSpeecht5, kResnet18}, PytestFiles{QStringLiteral("/s/p.xml"),
                                                                  QStringLiteral("/s/p.log")});
    QCOMPARE(job.timeoutMs(), qint64(1200) * 1000);
    const JobSpec spec = job.jobSpec();
    QCOMPARE(spec.workingDirectory, m_checkout);
    QCOMPARE(spec.timeoutMs, qint64(1200) * 1000);
    QCOMPARE(spec.logPath, QStringLiteral("/s/p.log"));
    const QStringList expected = m_python.argumentsPrefix
        + QStringList{"-m", "pytest", "--force-run", "--runxfail", "--junitxml=/s/p.xml", "-p",
                      "no:cacheprovider",
                      "tests/runner/test_models.py::test_all_models_torch[" + kSpeecht5 + "]",
                      "tests/runner/test_models.py::test_all_models_torch[" + kResnet18 + "]"};
    QCOMPARE(spec.arguments, expected);
    QCOMPARE(PytestJob::exitFromCode(5), PytestExit::NoTestsCollected);
    QCOMPARE(PytestJob::exitFromCode(42), PytestExit::OtherExitCode);
}

void TestPytestJob::threeKeysInOneRun()
{
    const auto files = PytestFiles::reserve(*m_session);
    QVERIFY(files);
    PytestJob job(m_python, {kSpeecht5, kResnet18, kCenternet}, *files);
    int lines = 0;
    connect(&job, &PytestJob::outputLine, this, [&] { ++lines; });
    const PytestResult result = job.runBlocking();

    QVERIFY2(result.exit == PytestExit::TestsFailed,
             qPrintable(result.summary + QLatin1Char('\n') + result.job.tail.join('\n')));
    QCOMPARE(result.job.exitCode, 1);
    QVERIFY(result.testsRan());
    QVERIFY(result.junitWritten);
    QCOMPARE(result.junitPath, files->junitPath);
    QCOMPARE(result.logPath, files->logPath);
    QVERIFY(lines > 0);

    const QByteArray xml = readFile(result.junitPath);
    QCOMPARE(xml.count("<testcase "), 3);
    QCOMPARE(xml.count("<failure "), 2);
    const QByteArray log = readFile(result.logPath);
    QVERIFY(log.contains("mat1 and mat2 must have the same dtype"));
    QVERIFY(log.contains("\"cdist\" not implemented for 'BFloat16'"));
    QVERIFY(log.contains("2 failed, 1 passed"));
    // -p no:cacheprovider and PYTHONDONTWRITEBYTECODE: the checkout stays clean.
    QVERIFY(!QFileInfo::exists(QDir(m_checkout).filePath(QStringLiteral(".pytest_cache"))));
}

void TestPytestJob::timeoutKillsPytest()
{
    const auto files = PytestFiles::reserve(*m_session, QStringLiteral("pytest-timeout"));
    QVERIFY(files);
    PytestJob job(m_python, {kSpeecht5, kResnet18, kCenternet}, *files);
    // Less than `import torch` alone takes, so pytest cannot finish first.
    job.setTimeoutMs(300);
    const PytestResult result = job.runBlocking();
    QCOMPARE(result.exit, PytestExit::NotFinished);
    QCOMPARE(result.job.kind, ExitKind::TimedOut);
    QCOMPARE(result.job.classification, QStringLiteral("timed out after 0.3 s"));
    QVERIFY(result.summary.contains(QStringLiteral("timed out after 0.3 s")));
    // A warm machine can finish pytest (XML included) right at the deadline; what
    // matters is that a killed run never counts as having run its tests.
    QVERIFY(!result.testsRan());
    QVERIFY2(result.job.elapsedMs < 10000, qPrintable(QString::number(result.job.elapsedMs)));
}

QTEST_GUILESS_MAIN(TestPytestJob)
#include "tst_pytestjob.moc"
