#include "config/configset.h"
#include "core/logging.h"
#include "core/workpool.h"

#include <QDir>
#include <QFileInfo>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <vector>

namespace dtriage {

namespace {

QString normalised(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// Largest first: with files pulled one at a time, the big inference file (a third
// of all lines) then starts at once instead of last, when it would leave the other
// cores idle while it finishes.
std::vector<qsizetype> largestFirst(const QStringList& paths)
{
    std::vector<qint64> sizes;
    sizes.reserve(std::size_t(paths.size()));
    for (const QString& path : paths)
        sizes.push_back(QFileInfo(path).size());
    std::vector<qsizetype> order(std::size_t(paths.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](qsizetype a, qsizetype b) { return sizes[std::size_t(a)] > sizes[std::size_t(b)]; });
    return order;
}

// Parses on as many threads as there are cores, the caller being one of them.
// (QtConcurrent::blockingMapped runs the caller and a full pool, one thread more
// than cores, and hands out files in list order.) Helpers only start on idle pool
// threads, so a caller that is itself a pool thread (the GUI's QtConcurrent::run
// in WorkPool) never waits for a thread that is not coming.
QList<Result<ConfigFile>> loadAll(const QStringList& paths)
{
    const std::vector<qsizetype> order = largestFirst(paths);
    QList<Result<ConfigFile>> results(paths.size());
    Result<ConfigFile>* const out = results.data();  // detached once, written per slot
    std::atomic<std::size_t> next = 0;
    const auto work = [&] {
        for (std::size_t i; (i = next++) < order.size();)
            out[order[i]] = ConfigFile::load(paths[order[i]]);
    };
    QSemaphore finished;
    int helpers = 0;
    const int threads = std::min(QThread::idealThreadCount(), int(paths.size()));
    while (helpers + 1 < threads && WorkPool::tryStart([&] {
        work();
        finished.release();
    }))
        ++helpers;
    work();
    finished.acquire(helpers);
    return results;
}

}  // namespace

ConfigSet ConfigSet::load(const QStringList& paths)
{
    // yaml-cpp is slow per byte; files are independent, so parse them side by side.
    const QList<Result<ConfigFile>> results = loadAll(paths);

    ConfigSet set;
    for (const Result<ConfigFile>& result : results) {
        if (!result) {
            qCDebug(lcConfig) << "cannot read:" << result.error().toString();
            set.errors.append(result.error());
            continue;
        }
        qCDebug(lcConfig).noquote() << "read" << result->path() << "-" << result->entries().size() << "entries,"
                                    << result->problems().size() << "problems";
        set.errors.append(result->problems());
        set.files.append(*result);
    }
    return set;
}

const ConfigFile* ConfigSet::file(const QString& path) const
{
    const QString wanted = normalised(path);
    for (const ConfigFile& f : files) {
        if (f.path() == path || normalised(f.path()) == wanted)
            return &f;
    }
    return nullptr;
}

const ConfigFile* ConfigSet::trainingFile() const
{
    const QString suffix = QStringLiteral("/torch/test_config_training_single_device.yaml");
    for (const ConfigFile& f : files) {
        if (QDir::fromNativeSeparators(f.path()).endsWith(suffix))
            return &f;
    }
    return nullptr;
}

}  // namespace dtriage
