#pragma once
// The 13 real tt-xla test-config files the project carries as test data
// (tests/data/tt-xla-config, see its NOTICE). A suite that reads them fails
// when they are missing: it never passes because it found nothing to check.
// Header-only and inline: every test is its own executable.
#include <QDir>
#include <QDirIterator>
#include <QString>
#include <QStringList>

namespace dtriage::testing {

inline constexpr int kRealConfigFileCount = 13;

inline QString realConfigDir()
{
    return QStringLiteral(DTRIAGE_REAL_CONFIG_DIR);
}

// `relative` below the folder, e.g. "torch/test_config_training_single_device.yaml".
inline QString realConfig(const QString& relative)
{
    return realConfigDir() + u'/' + relative;
}

inline QString realTrainingConfig()
{
    return realConfig(QStringLiteral("torch/test_config_training_single_device.yaml"));
}

inline QString realInferenceConfig()
{
    return realConfig(QStringLiteral("torch/test_config_inference_single_device.yaml"));
}

// Every test_config_*.yaml, absolute and sorted; empty when the folder is missing
// (callers compare the count with kRealConfigFileCount).
inline QStringList realConfigFiles()
{
    QStringList files;
    QDirIterator it(realConfigDir(), {QStringLiteral("test_config_*.yaml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

}  // namespace dtriage::testing
