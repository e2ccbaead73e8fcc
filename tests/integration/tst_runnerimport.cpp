// The probes import a loader as tt-xla's runner does, step by step as
// tests/runner/utils/dynamic_loader.py (tt-xla 95c1c1ce7: setup_models_path puts the
// loaders' root first on sys.path, import_loader_module its parent, then executes
// loader.py by its path). The fixture tests/data/runner/bi_tagger has the form of
// tt-forge-models' bi_lstm_crf: src/model_utils.py imports a pip package named as the
// model's own folder. With the loaders' root on sys.path that folder answers the
// import, and the runner says "cannot import name … (unknown location)", not "No
// module named …": the probe must say the same, word for word, so that the survey
// clusters and records what the runner records. The demo's runner (its
// dynamic_loader.py has the real file's steps) is run beside it with real pytest.
#include "demofiles.h"
#include "families/inputs/probe/inputsprobe.h"
#include "families/probe/familyprobejob.h"
#include "run/pythonenvironment.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;
using namespace dtriage::testing;

namespace {

const QString kExpected = QStringLiteral("cannot import name 'BiRnnCrf' from 'bi_tagger' (unknown location)");

bool copyFolder(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(source, target))
            return false;
    }
    return true;
}

}  // namespace

class TstRunnerImport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    PythonCommand m_python;

private Q_SLOTS:
    void initTestCase()
    {
        const auto root = copyDemo(m_dir.filePath(QStringLiteral("demo")));
        QVERIFY2(root, qPrintable(root ? QString() : root.error().toString()));
        m_root = *root;
        QVERIFY(copyFolder(QStringLiteral(DTRIAGE_TEST_DATA_DIR "/runner/bi_tagger"),
                           QDir(m_root).filePath(QStringLiteral("third_party/tt_forge_models/bi_tagger"))));
        const auto python = PythonEnvironment::resolve(m_root, QStringLiteral(DTRIAGE_PYTHON));
        QVERIFY2(python, qPrintable(python ? QString() : python.error().toString()));
        m_python = *python;
    }

    // What the runner itself says when it collects the loader (pytest -s: the runner
    // logs "Cannot import path: <loader>: <error>" and collects no test of it).
    void theRunnerSaysSo()
    {
        QProcess pytest;
        pytest.setWorkingDirectory(m_root);
        pytest.setProcessChannelMode(QProcess::MergedChannels);
        pytest.start(m_python.program, m_python.argumentsPrefix
                                           + QStringList{"-m", "pytest", "-s", "-q", "--collect-only", "-p",
                                                         "no:cacheprovider", "tests/runner/test_models.py"});
        QVERIFY(pytest.waitForFinished(120000));
        const QString output = QString::fromUtf8(pytest.readAll());
        QVERIFY2(output.contains(QStringLiteral("Cannot import path: %1: %2")
                                     .arg(QDir(m_root).filePath(QStringLiteral(
                                              "third_party/tt_forge_models/bi_tagger/pytorch/loader.py")),
                                          kExpected)),
                 qPrintable(output.right(2000)));
    }

    void theProbeSaysWhatTheRunnerSays()
    {
        FamilyProbeJob probe(InputsProbe::instance(), m_python,
                             ProbeRequest::forLoader(m_root, QDir(m_root).filePath(QStringLiteral(
                                                                 "third_party/tt_forge_models/bi_tagger/pytorch/loader.py")),
                                                     QStringLiteral("Default")));
        const ProbeResult result = probe.runBlocking();
        QVERIFY(result.findings);
        QCOMPARE(result.findings->setupFailure, QStringLiteral("ImportError: ") + kExpected);
        // Where it failed: the shared-looking src module of the loader, as the runner's traceback has it.
        QCOMPARE(result.findings->setupWhere, QStringLiteral("bi_tagger/pytorch/src/model_utils.py:7"));
    }
};

QTEST_GUILESS_MAIN(TstRunnerImport)
#include "tst_runnerimport.moc"
