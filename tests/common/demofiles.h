#pragma once
// The files of a demo checkout copy as the tests see them: the copy itself (the
// shipped demo is never written to), bytes in and out, a snapshot of every file
// ("nothing was written" means equal snapshots) and the expected text of an edit.
// Header-only and inline: every test is its own executable.
#include "checkout/democheckout.h"
#include "core/error.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QString>

#ifndef DTRIAGE_PYTHON
#define DTRIAGE_PYTHON "/usr/bin/python3"
#endif

namespace dtriage::testing {

inline const QString kTrainingYaml =
    QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
inline const QString kInferenceYaml =
    QStringLiteral("tests/runner/test_config/torch/test_config_inference_single_device.yaml");
inline const QString kSpeechKey = QStringLiteral("speecht5/pytorch-Tts-single_device-training");
inline const QString kSpeechLoader = QStringLiteral("third_party/tt_forge_models/speecht5/pytorch/loader.py");

// A fresh copy of the demo checkout in a new folder below `parentDir`.
inline Result<QString> copyDemo(const QString& parentDir)
{
    return DemoCheckout::copyTo(parentDir, QStringLiteral(DTRIAGE_DEMO_DIR));
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Replaces the file's bytes; creates its folder when missing.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

enum class PyCache { Keep, Skip };

// Every file below `root` and its bytes, by path relative to `root`. With
// PyCache::Skip, files in __pycache__ folders (written by imports) are left out.
inline QHash<QString, QByteArray> snapshot(const QString& root, PyCache pyCache = PyCache::Keep)
{
    QHash<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (pyCache == PyCache::Skip && path.contains(QLatin1String("__pycache__")))
            continue;
        files.insert(QDir(root).relativeFilePath(path), readFile(path));
    }
    return files;
}

// `text` with 1-based lines first..last replaced by `replacement` (lines, no newline).
inline QByteArray replaceLines(const QByteArray& text, int first, int last,
                               const QList<QByteArray>& replacement)
{
    QList<QByteArray> lines = text.split('\n');
    lines.remove(first - 1, last - first + 1);
    for (qsizetype i = 0; i < replacement.size(); ++i)
        lines.insert(first - 1 + i, replacement[i]);
    return lines.join('\n');
}

// CASES.md case a (speecht5) run to the end: the training YAML as branch B writes
// it, from the demo's `before`.
inline QByteArray speechYamlAfterFullRun(const QByteArray& before)
{
    return replaceLines(
        replaceLines(before, 32, 32, {R"(    reason: "error: 'ttir.sum' op Reduce dimensions are not unique")"}),
        29, 30, {"    status: KNOWN_FAILURE_XFAIL", "    bringup_status: FAILED_TTMLIR_COMPILATION"});
}

// Case a's loader fix (dtype=dtype_override, as black formats it) applied to `before`.
inline QByteArray speechLoaderAfterFix(const QByteArray& before)
{
    return replaceLines(before, 119, 119,
                        {"        decoder_input_values = torch.zeros(",
                         "            (1, 1, self.model.config.num_mel_bins), dtype=dtype_override",
                         "        )"});
}

// A test-only loader.py: `imports`, ForgeModel's own imports, `definitions` (each
// starts and ends with a line break) and a ModelLoader of `model` without variants
// whose methods (load_model, load_inputs) are `methods`.
inline QByteArray forgeLoader(const QByteArray& imports, const QByteArray& definitions,
                              const QByteArray& model, const QByteArray& methods)
{
    return imports + R"(
from ...base import ForgeModel
from ...config import (
    ModelInfo,
    ModelGroup,
    ModelTask,
    ModelSource,
    Framework,
)
)" + definitions + R"(

class ModelLoader(ForgeModel):
    def __init__(self, variant=None):
        super().__init__(variant)

    @classmethod
    def _get_model_info(cls, variant=None) -> ModelInfo:
        return ModelInfo(
            model=")" + model + R"(",
            variant=variant,
            group=ModelGroup.GENERALITY,
            task=ModelTask.CV_POINT_CLOUD_CLS,
            source=ModelSource.GITHUB,
            framework=Framework.TORCH,
        )

)" + methods;
}

// Adds the loader <name>/pytorch (`source`) to the checkout at `root`, and its
// training entry, which fails with case a's bf16 reason.
inline bool addLoader(const QString& root, const QString& name, const QByteArray& source)
{
    const QDir dir(QDir(root).filePath(QStringLiteral("third_party/tt_forge_models/%1/pytorch").arg(name)));
    const QString yaml = QDir(root).filePath(kTrainingYaml);
    return QDir().mkpath(dir.path()) && writeFile(dir.filePath(QStringLiteral("../__init__.py")), "")
        && writeFile(dir.filePath(QStringLiteral("__init__.py")), "")
        && writeFile(dir.filePath(QStringLiteral("loader.py")), source)
        && writeFile(yaml, readFile(yaml) + "  " + name.toUtf8() + R"(/pytorch-single_device-training:
    status: KNOWN_FAILURE_XFAIL
    bringup_status: FAILED_FE_COMPILATION
    reason: "RuntimeError: mat1 and mat2 must have the same dtype, but got Float and BFloat16"
)");
}

}  // namespace dtriage::testing
