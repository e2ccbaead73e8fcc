#include "yamlplan/hardrules.h"

#include "config/entry.h"

#include <QDir>

namespace dtriage {

namespace {

QString normalised(const QString& path)
{
    QString cleaned = QDir::cleanPath(QDir::fromNativeSeparators(path.trimmed()));
    if (cleaned.startsWith(QStringLiteral("./")))
        cleaned.remove(0, 2);
    return cleaned;
}

// "speecht5/pytorch" from any of the accepted spellings of the loader.
QString modelPathOf(const QString& loaderModelPath)
{
    QString path = normalised(loaderModelPath);
    const QString root = HardRules::loadersRoot() + u'/';
    if (path.startsWith(root))
        path.remove(0, root.size());
    const QString loaderFile = QStringLiteral("/loader.py");
    if (path.endsWith(loaderFile))
        path.chop(loaderFile.size());
    return path;
}

}  // namespace

QString HardRules::trainingConfigPath()
{
    return QStringLiteral("tests/runner/test_config/torch/test_config_training_single_device.yaml");
}

QString HardRules::inferenceConfigPath()
{
    return QStringLiteral(
        "tests/runner/test_config/torch/test_config_inference_single_device.yaml");
}

QString HardRules::loadersRoot()
{
    return QStringLiteral("third_party/tt_forge_models");
}

QStringList HardRules::forbiddenFiles()
{
    return {
        QStringLiteral("tests/runner/utils/dynamic_loader.py"),
        QStringLiteral("python_package/tt_torch/torch_overrides.py"),
        inferenceConfigPath(),
    };
}

bool HardRules::isForbiddenEdit(const QString& relativePath)
{
    const QString path = normalised(relativePath);
    if (path.isEmpty() || path == QStringLiteral(".") || QDir::isAbsolutePath(path)
        || path == QStringLiteral("..") || path.startsWith(QStringLiteral("../")))
        return true;
    return forbiddenFiles().contains(path);
}

bool HardRules::isStaleInferenceEntry(const Entry& entry, const QString& loaderModelPath,
                                      const std::function<bool(const QString& reason)>& familyGate)
{
    const QString modelPath = modelPathOf(loaderModelPath);
    // Keys are "<model_path>[-<variant>]-<parallelism>-<run_mode>", and model paths
    // end in "/pytorch", so the "-" after it cannot be part of another loader's path.
    if (modelPath.isEmpty() || !entry.key.startsWith(modelPath + u'-')
        || !entry.key.endsWith(QStringLiteral("-inference")))
        return false;
    return entry.status() == QStringLiteral("KNOWN_FAILURE_XFAIL")
        && familyGate(entry.reason());
}

}  // namespace dtriage
