#pragma once
// The pre-flight scan: every loader.py of a checkout analysed in the background, to
// predict before anything runs which floating inputs would still be float32 when the
// runner passes dtype_override=torch.bfloat16 (the "fixable" entries). The loaders go
// to the Python thread in batches; reading files happens on a pool thread.
#include "core/workpool.h"
#include <QCoreApplication>
#include "analysis/loaderanalysis.h"
#include "core/error.h"

#include <QFuture>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace dtriage {

class Checkout;

struct PreflightResult {
    QString path;          // absolute path of the loader.py
    QString relativePath;  // "speecht5/pytorch/loader.py", relative to the loaders root
    QString modelPath;     // "speecht5/pytorch": a test key's <model_path>
    Result<LoaderAnalysis> analysis = fail(QString());  // the Error when it failed
    // A jax or paddle loader (its folder is not named pytorch): tt-xla's torch
    // runner never builds it, so it is listed, not analysed, never flagged.
    bool notApplicable = false;

    bool ok() const { return analysis.has_value(); }
    bool flagged() const { return ok() && analysis->flagged(); }
    QList<PreflightFinding> findings() const;  // empty on error
    // The inputs that would be flagged but for the model staying float32 where they
    // are made (PreflightFinding::modelFloat32): said, so that scan and propose agree.
    QList<PreflightFinding> keptFloat32() const;
    // Variant values ("" alone for a loader without ModelVariant): with modelPath they
    // give the keys, <modelPath>[-<variant>]-<parallelism>-<run_mode>.
    QStringList variantValues() const;
};

struct PreflightReport {
    QString loadersRoot;
    QList<PreflightResult> loaders;  // sorted by relative path
    qint64 elapsedMs = 0;

    int flaggedCount() const;
    int errorCount() const;          // applicable loaders that could not be analysed
    int notApplicableCount() const;
    const PreflightResult* byModelPath(const QString& modelPath) const;
};

class PreflightScan {
    Q_DECLARE_TR_FUNCTIONS(PreflightScan)
public:
    // Called on the scanning (pool) thread after each batch, not on the GUI thread.
    using Progress = std::function<void(int done, int total)>;
    static constexpr int batchSize = 24;

    // Starts the scan; the future also reports progress (0..number of loaders) to a
    // QFutureWatcher. Cancel the future to stop after the current batch: a canceled
    // scan has no result.
    static QFuture<PreflightReport> scan(const QString& loadersRoot, Progress progress = {});
    static QFuture<PreflightReport> scan(const Checkout& checkout, Progress progress = {});
    // scan() with its report made into a T by `make` on the scanning thread
    // (DtypePreflight's reading for the window); progress and cancel as scan().
    template <typename T, typename Make>
    static QFuture<T> scanAs(const QString& loadersRoot, Make make, Progress progress = {});
    // Waits for the whole scan (tests, benchmark, command line).
    static PreflightReport scanBlocking(const QString& loadersRoot);

    // Every file or folder named loader.py under `loadersRoot` (a folder or a dangling
    // link named loader.py is listed too, so it shows up as an error), sorted.
    static QStringList findLoaders(const QString& loadersRoot);
    // Whether tt-xla's torch runner builds models from this loader: only
    // */pytorch/loader.py (docs/triage.md §1 "What the runner does").
    static bool isTorchLoader(const QString& loaderPath);

private:
    // What the scan needs of its QPromise, whatever the promise's result type.
    struct Control {
        std::function<bool()> canceled;
        std::function<void(int)> setRange;
        std::function<void(int)> setDone;
        std::function<void(PreflightReport)> finish;
    };
    static void run(Control& control, const QString& loadersRoot, const Progress& progress);
};

template <typename T, typename Make>
QFuture<T> PreflightScan::scanAs(const QString& loadersRoot, Make make, Progress progress)
{
    return QtConcurrent::run(
        WorkPool::instance(),
        [make](QPromise<T>& promise, const QString& root, const Progress& report) {
            WorkPool::enterTask();
            Control control{[&promise] { return promise.isCanceled(); },
                            [&promise](int total) { promise.setProgressRange(0, total); },
                            [&promise](int done) { promise.setProgressValue(done); },
                            [&promise, &make](PreflightReport r) { promise.addResult(make(std::move(r))); }};
            run(control, root, report);
        },
        loadersRoot, std::move(progress));
}

}  // namespace dtriage
