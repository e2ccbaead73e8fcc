#include "run/pytestjob.h"

#include "checkout/testkey.h"

#include "run/sessionfolder.h"

#include <QEventLoop>
#include <QFileInfo>

namespace dtriage {

Result<PytestFiles> PytestFiles::reserve(const SessionFolder& folder, const QString& stem)
{
    auto junit = folder.uniqueFile(stem, QStringLiteral("xml"));
    if (!junit)
        return std::unexpected(junit.error());
    // The log shares the XML's number so the two are easy to pair up on disk.
    const QString log = junit->chopped(qsizetype(qstrlen(".xml"))) + QStringLiteral(".log");
    return PytestFiles{*junit, log};
}

PytestJob::PytestJob(PythonCommand python, QStringList keys, PytestFiles files, QObject* parent)
    : QObject(parent), m_python(std::move(python)), m_keys(std::move(keys)), m_files(std::move(files))
{
    qRegisterMetaType<dtriage::PytestResult>();
}

PytestJob::~PytestJob() = default;

// TestKey owns the node id (torch or jax); a key it cannot parse is passed as a torch one.
QString PytestJob::nodeId(const QString& key)
{
    if (const auto parsed = TestKey::parse(key))
        return parsed->pytestNodeId();
    return TestKey::testsFile() + QStringLiteral("::test_all_models_torch[%1]").arg(key);
}

QStringList PytestJob::verifyFlags()
{
    return {QStringLiteral("--force-run"), QStringLiteral("--runxfail")};
}

QString PytestJob::commandLine(const QStringList& keys)
{
    QStringList words = QStringList{QStringLiteral("pytest")} + verifyFlags();
    for (const QString& key : keys)
        words << JobSpec::shellWord(nodeId(key));
    return words.join(u' ');
}

PytestExit PytestJob::exitFromCode(int exitCode)
{
    switch (exitCode) {
    case 0: return PytestExit::Ok;
    case 1: return PytestExit::TestsFailed;
    case 2: return PytestExit::Interrupted;
    case 3: return PytestExit::InternalError;
    case 4: return PytestExit::UsageError;
    case 5: return PytestExit::NoTestsCollected;
    default: return PytestExit::OtherExitCode;
    }
}

JobSpec PytestJob::jobSpec() const
{
    QStringList args = QStringList{QStringLiteral("-m"), QStringLiteral("pytest")} + verifyFlags();
    args << QStringLiteral("--junitxml=") + m_files.junitPath
         // The checkout is the user's: leave no .pytest_cache behind.
         << QStringLiteral("-p") << QStringLiteral("no:cacheprovider");
    for (const QString& key : m_keys)
        args << nodeId(key);
    JobSpec spec = m_python.jobSpec(args);
    spec.name = tr("pytest (%n key(s))", nullptr, int(m_keys.size()));
    spec.timeoutMs = m_timeoutMs;
    spec.logPath = m_files.logPath;
    spec.memoryLimitBytes = m_memoryLimitBytes;
    return spec;
}

void PytestJob::start()
{
    if (m_job)
        return;
    m_job = std::make_unique<Job>(jobSpec());
    connect(m_job.get(), &Job::started, this, &PytestJob::started);
    connect(m_job.get(), &Job::outputLine, this, &PytestJob::outputLine);
    connect(m_job.get(), &Job::finished, this, &PytestJob::onJobFinished);
    m_job->start();
}

void PytestJob::cancel()
{
    if (m_job)
        m_job->cancel();
}

bool PytestJob::isRunning() const
{
    return m_job && m_job->isRunning();
}

void PytestJob::onJobFinished(const JobResult& jobResult)
{
    m_result = interpret(jobResult);
    m_finished = true;
    Q_EMIT finished(m_result);
}

PytestResult PytestJob::interpret(const JobResult& jobResult) const
{
    PytestResult result;
    result.job = jobResult;
    result.junitPath = m_files.junitPath;
    result.logPath = m_files.logPath;
    const QFileInfo junit(m_files.junitPath);
    result.junitWritten = junit.isFile() && junit.size() > 0;
    if (!jobResult.exitedNormally()) {
        result.exit = PytestExit::NotFinished;
        result.summary = tr("pytest did not finish: %1").arg(jobResult.classification);
        return result;
    }
    result.exit = exitFromCode(jobResult.exitCode);
    const int code = jobResult.exitCode;
    result.refusal = PytestRefusal::read(code, jobResult.tail);
    if (!result.testsRan() && result.refusal.kind != PytestRefusal::Kind::None) {
        result.summary = result.refusal.summary(code);
        return result;
    }
    switch (result.exit) {
    case PytestExit::Ok: result.summary = tr("all tests passed (pytest exit 0)"); break;
    case PytestExit::TestsFailed: result.summary = tr("some tests failed (pytest exit 1)"); break;
    case PytestExit::InternalError: result.summary = tr("pytest internal error (exit 3)"); break;
    default: result.summary = tr("pytest exited with code %1").arg(code); break;
    }
    return result;
}

PytestResult PytestJob::runBlocking()
{
    QEventLoop loop;
    connect(this, &PytestJob::finished, &loop, &QEventLoop::quit);
    start();
    if (!m_finished)
        loop.exec();
    return m_result;
}

}  // namespace dtriage
