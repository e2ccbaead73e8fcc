#pragma once
// Reads a loader.py and analyses it with CPython's `ast` on the Python thread
// (resources/python/loader_analysis.py and the loader_*.py helpers it imports, embedded
// as ":/python/<name>.py").
// A file that cannot be analysed is an Error naming the file and, where it applies,
// the line: unreadable, not UTF-8, too large, a syntax error.
#include <QCoreApplication>
#include "analysis/loaderanalysis.h"
#include "core/error.h"

#include <QByteArray>
#include <QFuture>
#include <QList>
#include <QString>

namespace dtriage {

class LoaderAnalyzer {
    Q_DECLARE_TR_FUNCTIONS(LoaderAnalyzer)
public:
    // Real loaders are tens of kilobytes. Dense code costs CPython's parser and the
    // analysis ~4 s a megabyte, so bigger files are refused at once with a clear error
    // (a 5 MB file would otherwise hold the analysis thread for ~40 s).
    static constexpr qint64 maxBytes = 1024 * 1024;

    // Reads and analyses `path` on the Python thread; the caller never blocks.
    static QFuture<Result<LoaderAnalysis>> analyze(const QString& path);
    // The same, waiting for the result (tests, the command line; not the GUI thread).
    static Result<LoaderAnalysis> analyzeBlocking(const QString& path);

    // The file's bytes, checked: readable regular file, at most maxBytes, UTF-8.
    static Result<QByteArray> readLoader(const QString& path);
    // tt-forge-models' config.py (ModelTask/ModelSource/Framework values) for a loader:
    // the nearest ancestor folder holding config.py next to base.py; empty if none.
    static QString configSourceFor(const QString& loaderPath);

    // Python thread only: analyses bytes already read by readLoader. Used in batches by
    // the pre-flight scan; `configSource` may be empty (built-in enum values are used).
    static Result<LoaderAnalysis> analyzeOnPythonThread(const QString& path,
                                                        const QByteArray& source,
                                                        const QString& configSource);
};

}  // namespace dtriage
