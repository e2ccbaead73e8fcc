#pragma once
// The demo's recorded weekly training and nightly runs (resources/demo/weekly-runs,
// nightly-runs; CASES.md "Recorded CI runs"): where they are, copies to change, and
// what approving all their proposals must make of the demo's training YAML, byte for byte.
// Header-only and inline: every test is its own executable.
#include "demofiles.h"

#include <QDir>
#include <QFileInfo>
#include <QDirIterator>
#include <QRegularExpression>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>

namespace dtriage::testing {

// A folder of the demo's recorded runs (resources/demo/<name>), and its runs' folders.
inline QString recordedRunsDir(const char* name)
{
    return QDir(QStringLiteral(DTRIAGE_DEMO_DIR "/../") + QLatin1String(name)).absolutePath();
}

inline QStringList runFoldersIn(const QString& dir, const QStringList& ids)
{
    QStringList folders;
    for (const QString& id : ids)
        folders << QDir(dir).filePath(id);
    return folders;
}

inline QString weeklyRunsDir() { return recordedRunsDir("weekly-runs"); }

// Newest first, as the history orders them.
inline const QStringList kWeeklyRuns = {QStringLiteral("19090000003"), QStringLiteral("19080000002"),
                                        QStringLiteral("19070000001")};

inline QStringList weeklyRunFolders() { return runFoldersIn(weeklyRunsDir(), kWeeklyRuns); }

// The demo's recorded nightly runs (resources/demo/nightly-runs): the nightly's
// torch jobs of its EXPECTED_PASSING tests, inference and training, pytest --forked.
inline QString nightlyRunsDir() { return recordedRunsDir("nightly-runs"); }

// Newest first.
inline const QStringList kNightlyRuns = {QStringLiteral("19130000003"), QStringLiteral("19120000002"),
                                         QStringLiteral("19110000001")};

inline QStringList nightlyRunFolders() { return runFoldersIn(nightlyRunsDir(), kNightlyRuns); }

// The experimental nightly's two recorded runs (resources/demo/experimental-runs,
// make_experimental_runs.py: the tests no YAML holds, run as UNSPECIFIED), newest first.
inline QString experimentalRunsDir() { return recordedRunsDir("experimental-runs"); }
inline const QStringList kExperimentalRuns = {QStringLiteral("19150000002"), QStringLiteral("19140000001")};
inline QStringList experimentalRunFolders() { return runFoldersIn(experimentalRunsDir(), kExperimentalRuns); }
inline const QString kVitInference = QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-inference");
inline const QString kResnet34Inference = QStringLiteral("resnet/pytorch-ResNet34-single_device-inference");
// What approving the experimental nightly's ADD_CONFIG appends to the demo's inference YAML.
inline const QByteArray kExperimentalAdditions = "\n"
                                                 "  vit/pytorch-Tiny_Patch16-single_device-inference:\n"
                                                 "    status: EXPECTED_PASSING\n"
                                                 "\n"
                                                 "  resnet/pytorch-ResNet34-single_device-inference:\n"
                                                 "    status: EXPECTED_PASSING\n";

inline const QString kResnet = QStringLiteral("resnet/pytorch-ResNet18-single_device-training");
inline const QString kMlpMixer = QStringLiteral("mlp_mixer/pytorch-Mixer_Tiny-single_device-training");
inline const QString kChestXray = QStringLiteral("chest_xray/pytorch-Xray-single_device-training");
inline const QString kResnetInference = QStringLiteral("resnet/pytorch-ResNet18-single_device-inference");

// The inference YAML's proposal of the nightly runs, before and after.
inline const QList<QPair<QByteArray, QByteArray>> kNightlyInferenceEdits = {
    {"  resnet/pytorch-ResNet18-single_device-inference:\n"
     "    status: EXPECTED_PASSING\n"
     "    markers: [push]\n",
     "  resnet/pytorch-ResNet18-single_device-inference:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    markers: [push]\n"
     "    bringup_status: FAILED_RUNTIME\n"
     "    reason: \"Statically allocated circular buffers on core range [(x=0,y=0) - (x=7,y=7)] grow to 1601632 B which "
     "is beyond max L1 size of 1499136 B\"\n"},
};

// Each proposal of the nightly runs in the demo's training YAML, before and after.
inline const QList<QPair<QByteArray, QByteArray>> kNightlyEdits = {
    {"    batch_size: 2\n"
     "    markers: [push, nightly]\n"
     "  densenet/pytorch-121-single_device-training:\n"
     "    status: EXPECTED_PASSING\n"
     "    markers: [nightly]\n",
     "    batch_size: 2\n"
     "    markers: [push, nightly]\n"
     "    required_pcc: 0.96\n"
     "  densenet/pytorch-121-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    markers: [nightly]\n"
     "    bringup_status: FAILED_RUNTIME\n"
     "    reason: \"Out of Memory: Not enough space to allocate 104861696 B DRAM buffer across 12 banks\"\n"},
    {"      p150:\n"
     "        status: EXPECTED_PASSING\n"
     "        assert_pcc: false\n",
     "      p150:\n"
     "        status: EXPECTED_PASSING\n"
     "        assert_pcc: true\n"},
};

inline const QString kDensenet = QStringLiteral("densenet/pytorch-121-single_device-training");
inline const QString kNoMask = QStringLiteral("detr/pytorch-ResNet50_NoMask-single_device-training");
inline const QString kVitKey = QStringLiteral("vit/pytorch-Tiny_Patch16-single_device-training");
inline const QString kDgcnn = QStringLiteral("dgcnn/pytorch-single_device-training");
inline const QString kImagenet = QStringLiteral("imagenet_cls/pytorch-single_device-training");
inline const QString kEfficientdet = QStringLiteral("efficientdet/pytorch-D0-single_device-training");

// Each proposal's block of the demo's training YAML, before and after.
inline const QList<QPair<QByteArray, QByteArray>> kWeeklyEdits = {
    {"  densenet/pytorch-121-single_device-training:\n"
     "    status: EXPECTED_PASSING\n"
     "    markers: [nightly]\n",
     "  densenet/pytorch-121-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    markers: [nightly]\n"
     "    bringup_status: FAILED_RUNTIME\n"
     "    reason: \"Out of Memory: Not enough space to allocate 104857600 B DRAM buffer across 12 banks\"\n"},
    {"    reason: \"error: failed to legalize operation 'stablehlo.scatter' - https://github.com/tenstorrent/tt-xla/issues/1266\"\n"
     "  centernet/",
     "    reason: \"error: failed to legalize operation 'stablehlo.scatter' - https://github.com/tenstorrent/tt-xla/issues/1266\"\n"
     "    arch_overrides:\n"
     "      p150:\n"
     "        status: EXPECTED_PASSING\n"
     "  centernet/"},
    {"  vit/pytorch-Tiny_Patch16-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    bringup_status: FAILED_FE_COMPILATION\n"
     "    markers: [push, nightly]\n"
     "    reason: \"RuntimeError: expected scalar type Float but found BFloat16\"\n",
     "  vit/pytorch-Tiny_Patch16-single_device-training:\n"
     "    status: EXPECTED_PASSING\n"
     "    markers: [push, nightly]\n"},
    {"  dgcnn/pytorch-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    bringup_status: FAILED_FE_COMPILATION\n",
     "  dgcnn/pytorch-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    bringup_status: FAILED_FE_COMPILATION\n"
     "    reason: \"index 24 is out of bounds for dimension 0 with size 24\"\n"},
    {"  imagenet_cls/pytorch-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    bringup_status: FAILED_FE_COMPILATION\n",
     "  imagenet_cls/pytorch-single_device-training:\n"
     "    status: KNOWN_FAILURE_XFAIL\n"
     "    bringup_status: FAILED_FE_COMPILATION\n"
     "    reason: \"Dataset 'ILSVRC/imagenet-1k' is a gated dataset on the Hub. You must be authenticated to access "
     "it.\"\n"},
};

// The demo's training YAML with `edits` (of kWeeklyEdits) made; empty when one does not apply once.
inline QByteArray withEdits(QByteArray yaml, const QList<QPair<QByteArray, QByteArray>>& edits)
{
    for (const auto& [before, after] : edits) {
        if (yaml.count(before) != 1)
            return {};
        yaml.replace(before, after);
    }
    return yaml;
}

// A copy of the recorded runs in `runsDir` under `parent`, in a folder of the same
// name (changed by a test, not the shipped ones); empty when it could not be made.
inline QString copyRecordedRuns(const QString& runsDir, const QString& parent)
{
    const QString target = QDir(parent).filePath(QFileInfo(runsDir).fileName());
    QDirIterator it(runsDir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!writeFile(QDir(target).filePath(QDir(runsDir).relativeFilePath(path)), readFile(path)))
            return {};
    }
    return target;
}

inline QString copyWeeklyRuns(const QString& parent) { return copyRecordedRuns(weeklyRunsDir(), parent); }

// Sets `field` of a copied run's run.json.
inline bool setRunField(const QString& runFolder, const QString& field, const QJsonValue& value)
{
    const QString path = QDir(runFolder).filePath(QStringLiteral("run.json"));
    QJsonObject run = QJsonDocument::fromJson(readFile(path)).object();
    run.insert(field, value);
    return writeFile(path, QJsonDocument(run).toJson());
}

// In a copied run: the `arch` job whose report holds `key` timed out before its
// report — its artifact removed, its conclusion in run.json "timed_out". Its job id; 0 when none.
inline qint64 timeOutJobOf(const QString& runFolder, const QString& arch, const QString& key)
{
    for (const QString& name : QDir(runFolder).entryList({QStringLiteral("test-reports-*-") + arch + QStringLiteral("-*")}, QDir::Dirs)) {
        QDir artifact(QDir(runFolder).filePath(name));
        const QStringList reports = artifact.entryList({QStringLiteral("report_*.xml")}, QDir::Files);
        if (reports.isEmpty() || !readFile(artifact.filePath(reports.first())).contains(key.toUtf8()))
            continue;
        const qint64 job = name.section(u'-', -1).toLongLong();
        const QString path = QDir(runFolder).filePath(QStringLiteral("run.json"));
        QJsonObject run = QJsonDocument::fromJson(readFile(path)).object();
        QJsonArray jobs = run.value(QStringLiteral("jobs")).toArray();
        for (qsizetype i = 0; i < jobs.size(); ++i) {
            QJsonObject j = jobs[i].toObject();
            if (qint64(j.value(QStringLiteral("databaseId")).toDouble()) == job) {
                j.insert(QStringLiteral("conclusion"), QStringLiteral("timed_out"));
                jobs[i] = j;
            }
        }
        run.insert(QStringLiteral("jobs"), jobs);
        if (!artifact.removeRecursively() || !writeFile(path, QJsonDocument(run).toJson()))
            return 0;
        return job;
    }
    return 0;
}

// Every testcase of `key` in `runFolder`'s reports on `arch`, rewritten by `edit`;
// how many there were (-1: one could not be written).
inline int editCase(const QString& runFolder, const QString& arch, const QString& key,
                    const std::function<QString(QString)>& edit)
{
    int edited = 0;
    QDirIterator it(runFolder, {QStringLiteral("report_*.xml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString report = it.next();
        if (!report.contains(QLatin1Char('-') + arch + QLatin1Char('-')))
            continue;
        QString xml = QString::fromUtf8(readFile(report));
        const QRegularExpression testcase(QStringLiteral("<testcase [^>]*\\[%1\\][^>]*>.*?</testcase>")
                                              .arg(QRegularExpression::escape(key)),
                                          QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch m = testcase.match(xml);
        if (!m.hasMatch())
            continue;
        xml.replace(m.capturedStart(), m.capturedLength(), edit(m.captured()));
        if (!writeFile(report, xml.toUtf8()))
            return -1;
        ++edited;
    }
    return edited;
}

// A testcase's runner tag `tag` set to the Python literal `value` (added when absent).
inline QString withTag(QString testcase, const QString& tag, const QString& value)
{
    const QRegularExpression re(QStringLiteral("'%1': [^,}]*").arg(tag));
    if (testcase.contains(re))
        return testcase.replace(re, QStringLiteral("'%1': %2").arg(tag, value));
    return testcase.replace(QStringLiteral("'batch_size': None"), QStringLiteral("'batch_size': None, '%1': %2").arg(tag, value));
}

}  // namespace dtriage::testing
