#include "families/dtype/gate/preflightscan.h"
#include "core/logging.h"

#include "analysis/loaderanalyzer.h"
#include "analysis/pythonengine.h"
#include "checkout/checkout.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPromise>
#include <QtConcurrent>

namespace dtriage {
namespace {


struct BatchItem {
    QString path;
    Result<QByteArray> bytes = fail(QString());
};
using Batch = QList<BatchItem>;
using BatchResult = QList<Result<LoaderAnalysis>>;

Batch readBatch(const QStringList& files, qsizetype start)
{
    Batch batch;
    const qsizetype end = std::min(files.size(), start + PreflightScan::batchSize);
    for (qsizetype i = start; i < end; ++i)
        batch.append(BatchItem{files.at(i), LoaderAnalyzer::readLoader(files.at(i))});
    return batch;
}

// Files are read here, on the pool thread; only parsing and analysis take the Python
// thread, one batch at a time so that other analysis requests interleave with a scan.
QFuture<BatchResult> submit(const Batch& batch, const QString& config)
{
    return PythonEngine::run<BatchResult>([batch, config] {
        BatchResult out;
        for (const BatchItem& item : batch) {
            out.append(item.bytes ? LoaderAnalyzer::analyzeOnPythonThread(item.path, *item.bytes,
                                                                          config)
                                  : Result<LoaderAnalysis>(std::unexpected(item.bytes.error())));
        }
        return out;
    });
}

BatchResult collect(QFuture<BatchResult> future, const Batch& batch)
{
    try {
        future.waitForFinished();
        if (future.resultCount() > 0)
            return future.result();
    } catch (const std::exception& e) {
        BatchResult failed;
        for (const BatchItem& item : batch)
            failed.append(fail(PreflightScan::tr("The Python engine is not available: %1")
                                   .arg(QString::fromUtf8(e.what())),
                               item.path));
        return failed;
    }
    return {};
}

PreflightResult resultFor(const QDir& root, const QString& path, Result<LoaderAnalysis> analysis)
{
    PreflightResult r;
    r.path = path;
    r.relativePath = root.relativeFilePath(path);
    r.modelPath = QFileInfo(r.relativePath).path();
    r.analysis = std::move(analysis);
    return r;
}

PreflightResult notApplicable(const QDir& root, const QString& path)
{
    PreflightResult r = resultFor(
        root, path,
        fail(PreflightScan::tr("not applicable: the torch runner builds models only from */pytorch/loader.py"),
             path));
    r.notApplicable = true;
    return r;
}

}  // namespace

void PreflightScan::run(Control& control, const QString& loadersRoot, const Progress& progress)
{
    QElapsedTimer timer;
    timer.start();
    const QDir root(loadersRoot);
    QStringList files;
    PreflightReport report;
    report.loadersRoot = loadersRoot;
    for (const QString& path : PreflightScan::findLoaders(loadersRoot)) {
        if (PreflightScan::isTorchLoader(path))
            files << path;
        else
            report.loaders.append(notApplicable(root, path));
    }
    const QString config = LoaderAnalyzer::configSourceFor(root.filePath(QStringLiteral("_")));
    control.setRange(int(files.size()));
    Batch batch = readBatch(files, 0);
    for (qsizetype start = 0; start < files.size(); start += PreflightScan::batchSize) {
        if (control.canceled())
            return;
        QFuture<BatchResult> future = submit(batch, config);
        const Batch current = std::exchange(batch, readBatch(files, start + PreflightScan::batchSize));
        BatchResult results = collect(future, current);
        for (qsizetype i = 0; i < current.size() && i < results.size(); ++i)
            report.loaders.append(resultFor(root, current.at(i).path, std::move(results[i])));
        const int done = int(std::min(files.size(), start + PreflightScan::batchSize));
        control.setDone(done);
        if (progress)
            progress(done, int(files.size()));
    }
    std::sort(report.loaders.begin(), report.loaders.end(),
              [](const PreflightResult& a, const PreflightResult& b) { return a.relativePath < b.relativePath; });
    report.elapsedMs = timer.elapsed();
    qCInfo(lcAnalysis).noquote() << "pre-flight of" << loadersRoot << "-" << files.size() << "torch loaders analysed in"
                                 << report.elapsedMs << "ms";
    control.finish(std::move(report));
}

QList<PreflightFinding> PreflightResult::findings() const
{
    return ok() ? analysis->findings : QList<PreflightFinding>{};
}

QList<PreflightFinding> PreflightResult::keptFloat32() const
{
    QList<PreflightFinding> kept;
    if (ok())
        for (const PreflightFinding& finding : analysis->cleared)
            if (finding.modelFloat32)
                kept << finding;
    return kept;
}

QStringList PreflightResult::variantValues() const
{
    if (!ok() || !analysis->hasVariantEnum)
        return {QString()};
    return analysis->variantValues();
}

int PreflightReport::flaggedCount() const
{
    return int(std::count_if(loaders.begin(), loaders.end(),
                             [](const PreflightResult& r) { return r.flagged(); }));
}

int PreflightReport::errorCount() const
{
    return int(std::count_if(loaders.begin(), loaders.end(),
                             [](const PreflightResult& r) { return !r.ok() && !r.notApplicable; }));
}

int PreflightReport::notApplicableCount() const
{
    return int(std::count_if(loaders.begin(), loaders.end(),
                             [](const PreflightResult& r) { return r.notApplicable; }));
}

const PreflightResult* PreflightReport::byModelPath(const QString& modelPath) const
{
    for (const PreflightResult& r : loaders) {
        if (r.modelPath == modelPath)
            return &r;
    }
    return nullptr;
}

QStringList PreflightScan::findLoaders(const QString& loadersRoot)
{
    QStringList files;
    // System lists dangling links; Dirs lists a folder named loader.py. Symlinked
    // folders are not followed, so a link loop cannot hang the scan.
    QDirIterator it(loadersRoot, {QStringLiteral("loader.py")},
                    QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

bool PreflightScan::isTorchLoader(const QString& loaderPath)
{
    return QFileInfo(QFileInfo(loaderPath).path()).fileName() == QLatin1String("pytorch");
}

QFuture<PreflightReport> PreflightScan::scan(const QString& loadersRoot, Progress progress)
{
    return scanAs<PreflightReport>(loadersRoot, [](PreflightReport report) { return report; }, std::move(progress));
}

QFuture<PreflightReport> PreflightScan::scan(const Checkout& checkout, Progress progress)
{
    return scan(checkout.loadersRoot(), std::move(progress));
}

PreflightReport PreflightScan::scanBlocking(const QString& loadersRoot)
{
    QFuture<PreflightReport> future = scan(loadersRoot);
    future.waitForFinished();
    return future.resultCount() > 0 ? future.result() : PreflightReport{};
}

}  // namespace dtriage
