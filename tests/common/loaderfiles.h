#pragma once
// The loaders the LoaderAnalyzer tests read: the demo checkout's and the
// snippets of tests/data/loaders/.
#include "analysis/loaderanalyzer.h"
#include "analysis/pythonengine.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace dtriage;

namespace loaderfiles {

const QString kLoaders = QStringLiteral(DTRIAGE_DEMO_DIR "/third_party/tt_forge_models");
const QString kSnippets = QStringLiteral(DTRIAGE_TEST_DATA_DIR "/loaders");

inline LoaderAnalysis analyzed(const QString& path)
{
    Result<LoaderAnalysis> r = LoaderAnalyzer::analyzeBlocking(path);
    if (!r)
        qWarning("%s", qPrintable(r.error().toString()));
    return r.value_or(LoaderAnalysis{});
}

inline LoaderAnalysis demo(const QString& modelPath)
{
    return analyzed(kLoaders + QLatin1Char('/') + modelPath + QStringLiteral("/loader.py"));
}

inline LoaderAnalysis snippet(const QString& name)
{
    return analyzed(kSnippets + QLatin1Char('/') + name);
}

inline QStringList findingKeys(const LoaderAnalysis& a)
{
    QStringList keys;
    for (const PreflightFinding& f : a.findings)
        keys << f.inputKey;
    keys.sort();
    return keys;
}

inline int lineOf(const QByteArray& source, int line)
{
    return int(source.split('\n').value(line - 1).size());
}

}  // namespace loaderfiles

using namespace loaderfiles;
