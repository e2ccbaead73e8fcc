// Benchmark of the pre-flight scan (issue "Loader analysis and the one-line fix"):
// the demo loaders replicated into a temporary tree of 300 loaders, scanned once with
// the embedded interpreter, then parsed by one `python3 -c "import ast; ..."` process
// per file, which is what the scan replaces. Prints figures and the ratio; the goal
// is a scan under 1 s. Built, not run by CTest.
#include "families/dtype/gate/preflightscan.h"
#include "analysis/pythonengine.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace dtriage;

namespace {

constexpr int kLoaders = 300;

// Copies the demo's loaders tree (config.py, base.py, .npy, sources) `copies` times,
// then deletes loader.py files past `kLoaders` so that exactly 300 remain.
QStringList replicate(const QString& from, const QString& to)
{
    const QString configPy = from + QStringLiteral("/config.py");
    const QString basePy = from + QStringLiteral("/base.py");
    QFile::copy(configPy, to + QStringLiteral("/config.py"));
    QFile::copy(basePy, to + QStringLiteral("/base.py"));
    QStringList loaders;
    for (int copy = 0; loaders.size() < kLoaders; ++copy) {
        QDirIterator it(from, {QStringLiteral("*.py"), QStringLiteral("*.npy")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            const QString rel = QDir(from).relativeFilePath(file);
            if (!rel.contains('/'))
                continue;  // config.py and base.py stay at the root, once
            const bool isLoader = QFileInfo(file).fileName() == QLatin1String("loader.py");
            if (isLoader && loaders.size() >= kLoaders)
                continue;
            const QString target = to + QStringLiteral("/copy%1/").arg(copy) + rel;
            QDir().mkpath(QFileInfo(target).path());
            QFile::copy(file, target);
            if (isLoader)
                loaders << target;
        }
    }
    return loaders;
}

qint64 timeProcesses(const QStringList& files)
{
    QElapsedTimer timer;
    timer.start();
    for (const QString& file : files) {
        QProcess p;
        p.start(QStringLiteral(DTRIAGE_PYTHON),
                {QStringLiteral("-c"),
                 QStringLiteral("import ast,sys; ast.parse(open(sys.argv[1]).read())"), file});
        p.waitForFinished(-1);
    }
    return timer.elapsed();
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir tree;
    const QStringList files =
        replicate(QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models"), tree.path());

    QElapsedTimer start;
    start.start();
    PythonEngine::ensureStarted();
    const qint64 startup = start.elapsed();

    QElapsedTimer timer;
    timer.start();
    const PreflightReport report = PreflightScan::scanBlocking(tree.path());
    const qint64 scan = timer.elapsed();
    timer.restart();
    const PreflightReport again = PreflightScan::scanBlocking(tree.path());
    const qint64 warm = timer.elapsed();

    if (files.isEmpty() || report.loaders.size() != kLoaders) {
        std::printf("MEASURED NOTHING: %lld loaders scanned, %d expected\n",
                    static_cast<long long>(report.loaders.size()), kLoaders);
        return 1;
    }
    const qint64 processes = timeProcesses(files);
    std::printf("loaders scanned:            %lld (%d flagged, %d errors)\n",
                static_cast<long long>(report.loaders.size()), report.flaggedCount(),
                report.errorCount());
    std::printf("interpreter start-up:       %lld ms (once per process)\n",
                static_cast<long long>(startup));
    std::printf("pre-flight scan, first:     %lld ms (goal < 1000 ms)\n",
                static_cast<long long>(scan));
    std::printf("pre-flight scan, second:    %lld ms (%d flagged)\n",
                static_cast<long long>(warm), again.flaggedCount());
    std::printf("one python3 -c ast.parse process per file: %lld ms\n",
                static_cast<long long>(processes));
    std::printf("ratio processes / scan:     %.1fx\n",
                double(processes) / double(std::max<qint64>(scan, 1)));
    return 0;
}
