// PythonEnvironment: the interpreter choice of docs/architecture.md "Processes". The fakes are
// real Pythons made to lack torch (`python3 -S` drops dist-packages) or given a tiny
// fake torch module, so only one test pays for a real `import torch`.
#include "run/pythonenvironment.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

using namespace dtriage;

namespace {

bool writeFile(const QString& path, const QByteArray& text, bool executable = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
        return false;
    file.close();
    if (executable)
        file.setPermissions(file.permissions() | QFile::ExeOwner | QFile::ExeUser);
    return true;
}

// A python3 that is real but cannot import torch: -S skips site (and dist-packages).
QByteArray pythonWithoutTorch()
{
    return QByteArray("#!/bin/sh\nexec " DTRIAGE_PYTHON " -S \"$@\"\n");
}

PythonEnvironment::Options withPath(const QString& path, QStringList fallbacks = {})
{
    PythonEnvironment::Options options;
    options.environment = QProcessEnvironment::systemEnvironment();
    options.environment.insert(QStringLiteral("PATH"), path);
    options.fallbackInterpreters = std::move(fallbacks);
    options.useCache = false;
    return options;
}

}  // namespace

class TestPythonEnvironment : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void python3OnPathSkipsDuplicates();
    void probeSkipsAPython3WithoutTorch();
    void configuredWithoutTorchIsAClearError();
    void configuredMissing();
    void venvIsUsedWhenVenvBinActivateExists();
    void venvArgumentsAreNotShellCode();
    void venvWithoutTorchDoesNotFallBack();
    void noTorchAnywhere();
    void noPython3AtAll();
    void missingCheckout();
    void asyncProbe();
    void findingTorchWithoutImportingIt();

private:
    QTemporaryDir m_dir;
    QString m_fakeBin;   // python3 without torch
    QString m_checkout;  // no venv
    QString m_venvCheckout;
};

void TestPythonEnvironment::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_fakeBin = m_dir.filePath(QStringLiteral("fakebin"));
    QVERIFY(writeFile(m_fakeBin + QStringLiteral("/python3"), pythonWithoutTorch(), true));
    m_checkout = m_dir.filePath(QStringLiteral("checkout"));
    QVERIFY(QDir().mkpath(m_checkout));

    // A checkout whose venv/activate puts venv/bin first on PATH and a fake torch on
    // PYTHONPATH, and chatters on stdout like tt-xla's does.
    m_venvCheckout = m_dir.filePath(QStringLiteral("venvcheckout"));
    const QString venv = m_venvCheckout + QStringLiteral("/venv");
    QVERIFY(writeFile(venv + QStringLiteral("/bin/activate"), "# marker only\n"));
    QVERIFY(writeFile(venv + QStringLiteral("/activate"),
                      "echo 'activating the venv'\n"
                      "export PATH=\"$PWD/venv/bin:$PATH\"\n"
                      "export PYTHONPATH=\"$PWD/venv/site\"\n"));
    QVERIFY(writeFile(venv + QStringLiteral("/bin/python"), pythonWithoutTorch(), true));
    QVERIFY(writeFile(venv + QStringLiteral("/site/torch/__init__.py"),
                      "__version__ = '9.9.9+fakevenv'\n"));
}

void TestPythonEnvironment::init()
{
    PythonEnvironment::clearCache();
}

void TestPythonEnvironment::python3OnPathSkipsDuplicates()
{
    // /bin is a symlink to /usr/bin on merged-usr systems: one interpreter, listed once.
    const auto options =
        withPath(m_fakeBin + QStringLiteral(":/usr/bin:/bin:") + m_fakeBin + QStringLiteral(":/nope"));
    const QStringList found = PythonEnvironment::python3OnPath(options.environment);
    QCOMPARE(found.value(0), m_fakeBin + QStringLiteral("/python3"));
    QCOMPARE(found.value(1), QStringLiteral("/usr/bin/python3"));
    QCOMPARE(found.size(), QFileInfo(QStringLiteral("/bin")).isSymLink() ? 2 : 3);
}

void TestPythonEnvironment::probeSkipsAPython3WithoutTorch()
{
    auto options = withPath(m_fakeBin + QStringLiteral(":/usr/bin:/bin"),
                            {QStringLiteral(DTRIAGE_PYTHON)});
    options.useCache = true;
    const auto result = PythonEnvironment::resolve(m_checkout, {}, options);
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(result->source, PythonCommand::Source::Path);
    QCOMPARE(result->program, QStringLiteral("/usr/bin/python3"));
    QVERIFY(result->argumentsPrefix.isEmpty());
    QVERIFY(!result->torchVersion.isEmpty());
    QVERIFY(result->description.contains(result->torchVersion));
    QCOMPARE(result->checkoutRoot, m_checkout);

    // Probed once: the second call comes from the cache.
    QElapsedTimer clock;
    clock.start();
    const auto again = PythonEnvironment::resolve(m_checkout, {}, options);
    QVERIFY(again);
    QCOMPARE(again->program, result->program);
    QVERIFY(clock.elapsed() < 200);

    // Another checkout without a venv of its own finds the same Python without a
    // second probe, and runs its jobs in its own root.
    QTemporaryDir other;
    QVERIFY(other.isValid());
    clock.restart();
    const auto elsewhere = PythonEnvironment::resolve(other.path(), {}, options);
    QVERIFY(elsewhere);
    QVERIFY(clock.elapsed() < 200);
    QCOMPARE(elsewhere->program, result->program);
    QCOMPARE(elsewhere->checkoutRoot, QFileInfo(other.path()).absoluteFilePath());
}

void TestPythonEnvironment::configuredWithoutTorchIsAClearError()
{
    const QString fake = m_fakeBin + QStringLiteral("/python3");
    // The configured interpreter is the user's choice: no silent fallback to PATH.
    const auto result = PythonEnvironment::resolve(
        m_checkout, fake, withPath(QStringLiteral("/usr/bin:/bin"), {QStringLiteral(DTRIAGE_PYTHON)}));
    QVERIFY(!result);
    const QString message = result.error().message;
    QVERIFY2(message.contains(fake), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("No module named 'torch'")), qPrintable(message));
    QVERIFY(!message.contains(QStringLiteral("ModuleNotFoundError")));
}

void TestPythonEnvironment::configuredMissing()
{
    const auto result = PythonEnvironment::resolve(m_checkout, QStringLiteral("python3.99-nowhere"),
                                                   withPath(QStringLiteral("/usr/bin:/bin")));
    QVERIFY(!result);
    QVERIFY(result.error().message.contains(QStringLiteral("python3.99-nowhere")));
    QVERIFY(result.error().message.contains(QStringLiteral("not found")));
}

void TestPythonEnvironment::venvIsUsedWhenVenvBinActivateExists()
{
    // The venv wins even over a configured interpreter, as in tt-xla's runner.
    const auto result = PythonEnvironment::resolve(
        m_venvCheckout, QStringLiteral(DTRIAGE_PYTHON), withPath(QStringLiteral("/usr/bin:/bin")));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(result->source, PythonCommand::Source::Venv);
    QCOMPARE(result->torchVersion, QStringLiteral("9.9.9+fakevenv"));
    QVERIFY(result->program.endsWith(QStringLiteral("/bash")));
    QVERIFY(result->argumentsPrefix.join(QLatin1Char(' ')).contains(QStringLiteral("source venv/activate")));
}

void TestPythonEnvironment::venvArgumentsAreNotShellCode()
{
    const auto command = PythonEnvironment::resolve(m_venvCheckout, {},
                                                    withPath(QStringLiteral("/usr/bin:/bin")));
    QVERIFY(command);
    JobSpec spec = command->jobSpec({QStringLiteral("-c"),
                                     QStringLiteral("import sys, torch; print(sys.argv[1:], torch.__version__)"),
                                     QStringLiteral("a b"), QStringLiteral("$(touch pwned)"),
                                     QStringLiteral("'; exit 3")});
    QStringList out;
    QStringList err;
    const JobResult result = Job::runBlocking(spec, [&](const QString& line, OutputChannel ch) {
        (ch == OutputChannel::Stdout ? out : err) << line;
    });
    QVERIFY2(result.succeeded(), qPrintable(result.classification + result.tail.join('\n')));
    QCOMPARE(out, QStringList{QStringLiteral("['a b', '$(touch pwned)', \"'; exit 3\"] 9.9.9+fakevenv")});
    QCOMPARE(err, QStringList{QStringLiteral("activating the venv")});  // kept off stdout
    QVERIFY(!QFileInfo::exists(QDir(m_venvCheckout).filePath(QStringLiteral("pwned"))));
}

void TestPythonEnvironment::venvWithoutTorchDoesNotFallBack()
{
    QTemporaryDir dir;
    const QString venv = dir.filePath(QStringLiteral("venv"));
    QVERIFY(writeFile(venv + QStringLiteral("/bin/activate"), "\n"));
    QVERIFY(writeFile(venv + QStringLiteral("/activate"), "export PATH=\"$PWD/venv/bin:$PATH\"\n"));
    QVERIFY(writeFile(venv + QStringLiteral("/bin/python"), pythonWithoutTorch(), true));
    const auto result = PythonEnvironment::resolve(dir.path(), QStringLiteral(DTRIAGE_PYTHON),
                                                   withPath(QStringLiteral("/usr/bin:/bin")));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QStringLiteral("venv")), qPrintable(result.error().message));
    QVERIFY(result.error().message.contains(QStringLiteral("No module named 'torch'")));
}

void TestPythonEnvironment::noTorchAnywhere()
{
    const auto result = PythonEnvironment::resolve(m_checkout, {}, withPath(m_fakeBin));
    QVERIFY(!result);
    const QString message = result.error().message;
    QVERIFY2(message.contains(QStringLiteral("No python3 that can import torch")), qPrintable(message));
    QVERIFY2(message.contains(m_fakeBin + QStringLiteral("/python3: No module named 'torch'")),
             qPrintable(message));
}

void TestPythonEnvironment::noPython3AtAll()
{
    const auto result = PythonEnvironment::resolve(m_checkout, {},
                                                   withPath(m_dir.filePath(QStringLiteral("empty"))));
    QVERIFY(!result);
    QVERIFY2(result.error().message.contains(QStringLiteral("No python3 was found")),
             qPrintable(result.error().message));
}

void TestPythonEnvironment::missingCheckout()
{
    const auto result = PythonEnvironment::resolve(m_dir.filePath(QStringLiteral("nowhere")), {},
                                                   withPath(m_fakeBin));
    QVERIFY(!result);
    QVERIFY(result.error().file.endsWith(QStringLiteral("nowhere")));
}

void TestPythonEnvironment::asyncProbe()
{
    // The GUI path: the probe runs on the thread pool (a Job with a local event loop).
    QFuture<Result<PythonCommand>> future = PythonEnvironment::resolveAsync(
        m_venvCheckout, {}, withPath(QStringLiteral("/usr/bin:/bin")));
    QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 60000);
    const Result<PythonCommand> result = future.result();
    QVERIFY(result);
    QCOMPARE(result->torchVersion, QStringLiteral("9.9.9+fakevenv"));
}

QTEST_GUILESS_MAIN(TestPythonEnvironment)

// Issue 31: the survey finds torch without importing it -- the same interpreter and
// version as the probe that imports it, and the same refusal without torch.
void TestPythonEnvironment::findingTorchWithoutImportingIt()
{
    auto options = withPath(m_fakeBin + QStringLiteral(":/usr/bin:/bin"), {QStringLiteral(DTRIAGE_PYTHON)});
    const auto imported = PythonEnvironment::resolve(m_checkout, {}, options);
    options.importTorch = false;
    QElapsedTimer clock;
    clock.start();
    const auto found = PythonEnvironment::resolve(m_checkout, {}, options);
    QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
    QVERIFY(imported);
    QCOMPARE(found->program, imported->program);
    QCOMPARE(found->interpreter, imported->interpreter);
    QCOMPARE(found->torchVersion, imported->torchVersion);
    QCOMPARE(found->blackVersion, imported->blackVersion);
    qInfo("found without importing in %lld ms", qlonglong(clock.elapsed()));
    const auto refused = PythonEnvironment::resolve(m_checkout, m_fakeBin + QStringLiteral("/python3"), options);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("No module named 'torch'")), qPrintable(refused.error().message));
    const auto venv = PythonEnvironment::resolve(m_venvCheckout, {}, options);
    QVERIFY2(venv, qPrintable(venv ? QString() : venv.error().message));
    QCOMPARE(venv->torchVersion, QStringLiteral("9.9.9+fakevenv"));
}

#include "tst_pythonenvironment.moc"
