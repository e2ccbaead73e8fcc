#pragma once
// Which Python runs the user's code, the way tt-xla's own runner would see it
// (docs/architecture.md "Processes"): `source venv/activate` when venv/bin/activate exists;
// else the configured interpreter; else the first python3 on PATH (then
// /usr/bin/python3) that can `import torch`. The probe runs once per
// (checkout, configured interpreter) and says clearly what is missing.
#include "core/error.h"
#include "run/job.h"

#include <QCoreApplication>
#include <QFuture>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace dtriage {

// How to run Python for one checkout: program + argumentsPrefix + <python args>.
struct PythonCommand {
    enum class Source { Venv, Configured, Path };

    Source source = Source::Path;
    QString program;              // "/usr/bin/python3", or bash for the venv
    QStringList argumentsPrefix;  // empty, or {"-c", "source venv/activate … \"$@\"", "python"}
    QString interpreter;          // sys.executable as the probe reported it
    QString torchVersion;         // "1.13.1"
    QString blackVersion;         // "23.1.0"; empty when black does not import there
    QString checkoutRoot;         // the working directory every job must use
    QProcessEnvironment environment;  // the environment the probe succeeded with
    QString description;          // one line for the UI: "/usr/bin/python3 (torch 1.13.1, from PATH)"

    QStringList arguments(const QStringList& pythonArgs) const { return argumentsPrefix + pythonArgs; }
    // A JobSpec running `python <pythonArgs>` in the checkout root.
    JobSpec jobSpec(const QStringList& pythonArgs) const;
};

struct PythonEnvironmentOptions {
    // Where PATH comes from and what the children inherit; empty = system.
    QProcessEnvironment environment;
    // Tried after PATH, when not already seen there.
    QStringList fallbackInterpreters{QStringLiteral("/usr/bin/python3")};
    qint64 probeTimeoutMs = 120000;  // importing torch is slow on a loaded machine
    bool useCache = true;
    // Off: torch is found (its package and the version its version.py states) but not
    // imported, in ~50 ms instead of seconds -- for a caller whose own jobs import it
    // and say so when they cannot (the survey: a re-run with every result reused).
    bool importTorch = true;
};

class PythonEnvironment {
    Q_DECLARE_TR_FUNCTIONS(PythonEnvironment)
public:
    using Options = PythonEnvironmentOptions;

    // Blocking (CLI, worker threads). Successful results are cached per (checkout,
    // configured interpreter, PATH); failures are not, so a fixed setup is seen at once.
    static Result<PythonCommand> resolve(const QString& checkoutRoot,
                                         const QString& configuredInterpreter = {},
                                         const Options& options = {});
    // GUI: the same probe on the thread pool.
    static QFuture<Result<PythonCommand>> resolveAsync(const QString& checkoutRoot,
                                                       const QString& configuredInterpreter = {},
                                                       const Options& options = {});
    static void clearCache();

    // Every `python3` on the PATH of env, in order, symlink duplicates removed.
    static QStringList python3OnPath(const QProcessEnvironment& env);

private:
    struct Probe;
    static Probe probe(const QString& program, const QStringList& prefix,
                       const QString& workingDir, const QProcessEnvironment& env,
                       const Options& options);
    static PythonCommand commandOf(PythonCommand::Source source, const QString& program, const Probe& found,
                                   const QString& root, const QProcessEnvironment& env);
    static Result<PythonCommand> resolveUncached(const QString& checkoutRoot,
                                                 const QString& configuredInterpreter,
                                                 const Options& options);
    static Result<PythonCommand> resolveVenv(const QString& root, const Options& options,
                                             const QProcessEnvironment& env);
    static Result<PythonCommand> resolveConfigured(const QString& root, const QString& configured,
                                                   const Options& options,
                                                   const QProcessEnvironment& env);
    static Result<PythonCommand> resolveFromPath(const QString& root, const Options& options,
                                                 const QProcessEnvironment& env);
};

}  // namespace dtriage
