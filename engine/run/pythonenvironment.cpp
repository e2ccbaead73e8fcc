#include "run/pythonenvironment.h"
#include "core/logging.h"
#include "core/workpool.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <unistd.h>
#include <limits>
#include <csignal>


namespace dtriage {

namespace {

// Fixed probe source: prints one marked line "<torch version>\t<sys.executable>\t<black
// version, empty without black>" (the black that formats edits when there is one).
// Nothing user-provided is ever pasted into it.
const QString kProbeSource = QStringLiteral(
    "import sys\n"
    "import torch\n"
    "try:\n"
    "    import black\n"
    "    b = str(black.__version__)\n"
    "except Exception:\n"
    "    b = ''\n"
    "print('dtriage-probe:' + torch.__version__ + '\\t' + sys.executable + '\\t' + b)\n");
const QString kProbeMarker = QStringLiteral("dtriage-probe:");

// The same line without importing torch: the package found, torch.__version__ read
// from torch/version.py (else its __init__.py) as torch's build writes it ("__version__ = '1.13.0a0'"; 2.x:
// "__version__: str = '2.7.0+cpu'"), black's version from its metadata.
const QString kFindSource = QStringLiteral(
    "import importlib.util, os, re, sys\n"
    "spec = importlib.util.find_spec('torch')\n"
    "if spec is None or not spec.origin:\n"
    "    raise ModuleNotFoundError(\"No module named 'torch'\")\n"
    "path = os.path.join(os.path.dirname(spec.origin), 'version.py')\n"
    "with open(path if os.path.exists(path) else spec.origin, encoding='utf-8') as f:\n"
    "    m = re.search(r'__version__\\s*(?::\\s*str)?\\s*=\\s*[\\'\"]([^\\'\"]+)', f.read())\n"
    "if not m:\n"
    "    raise RuntimeError('torch is installed but its version.py states no __version__')\n"
    "b = ''\n"
    "if importlib.util.find_spec('black') is not None:\n"
    "    try:\n"
    "        from importlib import metadata\n"
    "        b = metadata.version('black')\n"
    "    except Exception:\n"
    "        b = ''\n"
    "print('dtriage-probe:' + m.group(1) + '\\t' + sys.executable + '\\t' + b)\n");

// The venv wrapper: the user's arguments travel as "$@", never inside the script.
// activate's own chatter goes to stderr so stdout stays clean for JSON events.
const QString kVenvScript = QStringLiteral("source venv/activate >&2 && exec python \"$@\"");

QMutex& cacheMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, PythonCommand>& cache()
{
    static QHash<QString, PythonCommand> commands;
    return commands;
}

QProcessEnvironment effectiveEnvironment(const PythonEnvironment::Options& options)
{
    return options.environment.isEmpty() ? QProcessEnvironment::systemEnvironment()
                                         : options.environment;
}

// Only a checkout with a venv has a Python of its own; without one the answer is
// the same for every checkout, so opening another checkout (or the demo copy a
// test makes) does not import torch again just to find the same interpreter.
QString cacheKey(const QString& root, const QString& configured,
                 const PythonEnvironment::Options& options, const QProcessEnvironment& env)
{
    const bool ownVenv = QFileInfo::exists(QDir(root).filePath(QStringLiteral("venv/bin/activate")));
    return QStringList{ownVenv ? QFileInfo(root).absoluteFilePath() : QString(), configured,
                       env.value(QStringLiteral("PATH")),
                       options.fallbackInterpreters.join(QLatin1Char(':')),
                       options.importTorch ? QStringLiteral("import") : QStringLiteral("find")}
        .join(QLatin1Char('\n'));
}

QStringList pathDirectories(const QProcessEnvironment& env)
{
    return env.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
}

// The last thing Python said on stderr is the reason ("ModuleNotFoundError: No module
// named 'torch'"); the exception type adds nothing for the user.
QString lastErrorLine(const QStringList& tail)
{
    for (auto it = tail.crbegin(); it != tail.crend(); ++it) {
        QString line = it->trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1String("ModuleNotFoundError: ")))
            line.remove(0, qsizetype(qstrlen("ModuleNotFoundError: ")));
        return line;
    }
    return {};
}

}  // namespace

struct PythonEnvironment::Probe {
    bool ok = false;
    QString torchVersion;
    QString executable;
    QString blackVersion;
    QString problem;  // why this candidate cannot be used
};

JobSpec PythonCommand::jobSpec(const QStringList& pythonArgs) const
{
    JobSpec spec;
    spec.program = program;
    spec.arguments = arguments(pythonArgs);
    spec.workingDirectory = checkoutRoot;
    spec.baseEnvironment = environment;
    return spec;
}

QStringList PythonEnvironment::python3OnPath(const QProcessEnvironment& env)
{
    QStringList found;
    QStringList seen;  // canonical paths: /bin/python3 and /usr/bin/python3 are one file
    for (const QString& dir : pathDirectories(env)) {
        const QFileInfo info(QDir(dir).filePath(QStringLiteral("python3")));
        if (!info.isFile() || !info.isExecutable())
            continue;
        const QString canonical = info.canonicalFilePath();
        if (seen.contains(canonical))
            continue;
        seen << canonical;
        found << info.absoluteFilePath();
    }
    return found;
}

namespace {

// The probe runs where it is called: on a pool thread for the GUI, on the main
// thread for the CLI; Job's blocking mode waits without an event loop.
struct ProbeRun {
    bool started = false;
    bool timedOut = false;
    bool succeeded = false;
    bool crashed = false;
    int exitCode = 0;
    QString errorString;
    QStringList lines;  // stdout's, then stderr's
};

ProbeRun runProbe(const QString& program, const QStringList& arguments, const QString& workingDir,
                  const QProcessEnvironment& env, qint64 timeoutMs)
{
    JobSpec spec;
    spec.name = QStringLiteral("python probe");
    spec.program = program;
    spec.arguments = arguments;
    spec.workingDirectory = workingDir;
    spec.baseEnvironment = env;
    spec.timeoutMs = timeoutMs;
    spec.killGraceMs = 0;
    const JobResult result = Job::runWaiting(spec);
    ProbeRun run;
    run.started = result.kind != ExitKind::FailedToStart;
    run.errorString = result.errorString;
    run.timedOut = result.kind == ExitKind::TimedOut;
    run.crashed = result.kind == ExitKind::Crashed;
    run.exitCode = result.exitCode;
    run.succeeded = result.succeeded();
    run.lines = QString::fromUtf8(result.output).split(QLatin1Char('\n'), Qt::SkipEmptyParts) + result.tail;
    return run;
}

}  // namespace

// What every way of finding the Python shares: the program and what its probe found.
PythonCommand PythonEnvironment::commandOf(PythonCommand::Source source, const QString& program, const Probe& found,
                                           const QString& root, const QProcessEnvironment& env)
{
    PythonCommand command;
    command.source = source;
    command.program = program;
    command.interpreter = found.executable;
    command.torchVersion = found.torchVersion;
    command.blackVersion = found.blackVersion;
    command.checkoutRoot = root;
    command.environment = env;
    return command;
}

PythonEnvironment::Probe PythonEnvironment::probe(const QString& program, const QStringList& prefix,
                                                  const QString& workingDir,
                                                  const QProcessEnvironment& env, const Options& options)
{
    const qint64 timeoutMs = options.probeTimeoutMs;
    const QString& source = options.importTorch ? kProbeSource : kFindSource;
    const ProbeRun run =
        runProbe(program, prefix + QStringList{QStringLiteral("-c"), source}, workingDir, env, timeoutMs);
    Probe result;
    for (const QString& line : run.lines) {
        if (line.startsWith(kProbeMarker)) {
            const QStringList parts = line.mid(kProbeMarker.size()).trimmed().split(QLatin1Char('\t'));
            result.torchVersion = parts.value(0);
            result.executable = parts.value(1);
            result.blackVersion = parts.value(2);
        }
    }
    result.ok = run.succeeded && !result.torchVersion.isEmpty();
    if (result.ok)
        return result;
    if (!run.started)
        result.problem = tr("cannot be started (%1)").arg(run.errorString);
    else if (run.timedOut)
        result.problem = tr("`import torch` did not finish within %1 s").arg(timeoutMs / 1000);
    else
        result.problem = lastErrorLine(run.lines);
    if (result.problem.isEmpty())
        result.problem = tr("`import torch` failed (%1)")
                             .arg(run.crashed ? tr("crashed") : tr("exit code %1").arg(run.exitCode));
    return result;
}

Result<PythonCommand> PythonEnvironment::resolve(const QString& checkoutRoot,
                                                 const QString& configuredInterpreter,
                                                 const Options& options)
{
    const QProcessEnvironment env = effectiveEnvironment(options);
    const QString key = cacheKey(checkoutRoot, configuredInterpreter, options, env);
    if (options.useCache) {
        QMutexLocker lock(&cacheMutex());
        if (auto it = cache().constFind(key); it != cache().cend() && QFileInfo(checkoutRoot).isDir()) {
            PythonCommand command = *it;
            command.checkoutRoot = QFileInfo(checkoutRoot).absoluteFilePath();
            return command;
        }
    }
    Result<PythonCommand> result = resolveUncached(checkoutRoot, configuredInterpreter, options);
    qCInfo(lcRun).noquote() << "Python for" << checkoutRoot << "-"
                            << (result ? result->description : result.error().toString());
    // Only successes are remembered: after the user fixes a setup, the next try sees it.
    if (result && options.useCache) {
        QMutexLocker lock(&cacheMutex());
        cache().insert(key, *result);
    }
    return result;
}

QFuture<Result<PythonCommand>> PythonEnvironment::resolveAsync(const QString& checkoutRoot,
                                                               const QString& configuredInterpreter,
                                                               const Options& options)
{
    return WorkPool::run([=] { return resolve(checkoutRoot, configuredInterpreter, options); });
}

void PythonEnvironment::clearCache()
{
    QMutexLocker lock(&cacheMutex());
    cache().clear();
}

Result<PythonCommand> PythonEnvironment::resolveUncached(const QString& checkoutRoot,
                                                         const QString& configuredInterpreter,
                                                         const Options& options)
{
    const QProcessEnvironment env = effectiveEnvironment(options);
    const QString root = QFileInfo(checkoutRoot).absoluteFilePath();
    if (!QFileInfo(root).isDir())
        return fail(tr("the checkout folder does not exist"), root);
    // The real runner's order: an existing venv wins, then the user's choice, then PATH.
    if (QFileInfo::exists(QDir(root).filePath(QStringLiteral("venv/bin/activate"))))
        return resolveVenv(root, options, env);
    if (!configuredInterpreter.isEmpty())
        return resolveConfigured(root, configuredInterpreter, options, env);
    return resolveFromPath(root, options, env);
}

Result<PythonCommand> PythonEnvironment::resolveVenv(const QString& root, const Options& options,
                                                     const QProcessEnvironment& env)
{
    QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"), pathDirectories(env));
    if (bash.isEmpty())
        bash = QStringLiteral("/bin/bash");
    const QStringList prefix{QStringLiteral("-c"), kVenvScript, QStringLiteral("python")};
    const Probe found = probe(bash, prefix, root, env, options);
    if (!found.ok)
        return fail(tr("The checkout's virtual environment (source venv/activate, then python) "
                       "cannot import torch: %1\nFix the venv (it is what tt-xla's runner uses), "
                       "or remove venv/bin to fall back to another interpreter.")
                        .arg(found.problem),
                    QDir(root).filePath(QStringLiteral("venv/activate")));
    PythonCommand command = commandOf(PythonCommand::Source::Venv, bash, found, root, env);
    command.argumentsPrefix = prefix;
    command.description = tr("%1 (torch %2, from the checkout's venv)")
                              .arg(found.executable, found.torchVersion);
    return command;
}

Result<PythonCommand> PythonEnvironment::resolveConfigured(const QString& root,
                                                           const QString& configured,
                                                           const Options& options,
                                                           const QProcessEnvironment& env)
{
    QString program = configured;
    if (!configured.contains(QLatin1Char('/')))
        program = QStandardPaths::findExecutable(configured, pathDirectories(env));
    if (program.isEmpty() || !QFileInfo(program).isExecutable())
        return fail(tr("The configured Python interpreter %1 was not found or is not executable.")
                        .arg(configured));
    const Probe found = probe(program, {}, root, env, options);
    if (!found.ok)
        return fail(tr("The configured Python interpreter %1 cannot import torch: %2\n"
                       "Install torch for it, or choose another interpreter in the settings.")
                        .arg(configured, found.problem));
    PythonCommand command = commandOf(PythonCommand::Source::Configured, program, found, root, env);
    command.description = tr("%1 (torch %2, configured)").arg(program, found.torchVersion);
    return command;
}

Result<PythonCommand> PythonEnvironment::resolveFromPath(const QString& root, const Options& options,
                                                         const QProcessEnvironment& env)
{
    QStringList candidates = python3OnPath(env);
    QStringList canonical;
    for (const QString& c : std::as_const(candidates))
        canonical << QFileInfo(c).canonicalFilePath();
    for (const QString& fallback : options.fallbackInterpreters) {
        const QFileInfo info(fallback);
        if (info.isExecutable() && !canonical.contains(info.canonicalFilePath()))
            candidates << fallback;
    }
    QStringList tried;
    for (const QString& candidate : std::as_const(candidates)) {
        const Probe found = probe(candidate, {}, root, env, options);
        if (!found.ok) {
            tried << QStringLiteral("  %1: %2").arg(candidate, found.problem);
            continue;
        }
        PythonCommand command = commandOf(PythonCommand::Source::Path, candidate, found, root, env);
        command.description = tr("%1 (torch %2, from PATH)").arg(candidate, found.torchVersion);
        return command;
    }
    if (tried.isEmpty())
        return fail(tr("No python3 was found on PATH (%1), and none of %2 exists. "
                       "Install Python 3 with torch, or set the interpreter in the settings.")
                        .arg(env.value(QStringLiteral("PATH")),
                             options.fallbackInterpreters.join(QStringLiteral(", "))));
    return fail(tr("No python3 that can import torch was found. Tried:\n%1\n"
                   "Install torch for one of them, or set the interpreter in the settings.")
                    .arg(tried.join(QLatin1Char('\n'))));
}

}  // namespace dtriage
