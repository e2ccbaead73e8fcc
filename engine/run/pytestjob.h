#pragma once
// The verify step (docs/triage.md §2 step 7): one pytest run for all affected keys,
//   python -m pytest --force-run --runxfail --junitxml=<file> -p no:cacheprovider <node ids>
// in the checkout root, with the interpreter PythonEnvironment chose. It only
// produces the JUnit file and the log; JUnitReader reads the file.
#include "core/error.h"
#include "run/job.h"
#include "run/pythonenvironment.h"
#include "run/pytestrefusal.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace dtriage {

class SessionFolder;

// pytest's documented exit codes, plus the cases where pytest never got to say.
enum class PytestExit {
    Ok = 0,                // all tests passed
    TestsFailed = 1,       // some tests failed (the usual verify outcome)
    Interrupted = 2,       // KeyboardInterrupt or collection errors
    InternalError = 3,
    // A conftest that cannot be imported, an unknown option or a node id not
    // there: PytestRefusal tells them apart by what pytest printed.
    UsageError = 4,
    NoTestsCollected = 5,  // a node id matched nothing
    OtherExitCode,         // exited with something pytest does not document
    NotFinished,           // crashed, timed out, canceled or failed to start
};

struct PytestFiles {
    QString junitPath;
    QString logPath;
    // "<folder>/<stem>-<n>.xml" and ".log", both reserved.
    static Result<PytestFiles> reserve(const SessionFolder& folder,
                                       const QString& stem = QStringLiteral("pytest"));
};

struct PytestResult {
    JobResult job;
    PytestExit exit = PytestExit::NotFinished;
    QString junitPath;
    bool junitWritten = false;  // the file exists and is not empty
    QString logPath;
    QString summary;  // one line for the UI and the report
    // Why pytest ran no test, when it ran none (its words, not its exit code alone).
    PytestRefusal refusal;

    // pytest ran the tests and wrote results worth reading (pass or fail).
    bool testsRan() const { return exit == PytestExit::Ok || exit == PytestExit::TestsFailed; }
    // The runner could not even be imported here (no TT environment): no verdict.
    bool runnerCannotStart() const { return refusal.runnerCannotStart(); }
};

class PytestJob : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kDefaultTimeoutMs = 1200 * 1000;

    PytestJob(PythonCommand python, QStringList keys, PytestFiles files, QObject* parent = nullptr);
    ~PytestJob() override;

    static QString nodeId(const QString& key);
    // The verification as a user types it in the checkout: "pytest --force-run
    // --runxfail '<node id>' …" (node ids quoted: brackets are shell patterns).
    static QString commandLine(const QStringList& keys);
    // What every verification passes pytest (docs/triage.md §2 step 6): run the
    // entries whatever their status, and xfails for real.
    static QStringList verifyFlags();
    static PytestExit exitFromCode(int exitCode);

    void setTimeoutMs(qint64 ms) { m_timeoutMs = ms; }
    void setMemoryLimitBytes(qint64 bytes) { m_memoryLimitBytes = bytes; }
    qint64 timeoutMs() const { return m_timeoutMs; }
    const QStringList& keys() const { return m_keys; }
    QString junitPath() const { return m_files.junitPath; }
    QString logPath() const { return m_files.logPath; }
    // The full command, as it will run (also useful for "copy command" in the UI).
    JobSpec jobSpec() const;

    void start();  // asynchronous; finished() follows exactly once
    void cancel();
    bool isRunning() const;
    // The running (or finished) job, for its live tail; null before start().
    const Job* job() const { return m_job.get(); }
    // CLI and tests: start and spin a local event loop until done.
    PytestResult runBlocking();

Q_SIGNALS:
    void started();
    void outputLine(const QString& line, dtriage::OutputChannel channel);
    void finished(const dtriage::PytestResult& result);

private:
    void onJobFinished(const JobResult& jobResult);
    PytestResult interpret(const JobResult& jobResult) const;

    PythonCommand m_python;
    QStringList m_keys;
    PytestFiles m_files;
    qint64 m_timeoutMs = kDefaultTimeoutMs;
    qint64 m_memoryLimitBytes = 0;
    std::unique_ptr<Job> m_job;
    PytestResult m_result;
    bool m_finished = false;
};

}  // namespace dtriage

Q_DECLARE_METATYPE(dtriage::PytestResult)
