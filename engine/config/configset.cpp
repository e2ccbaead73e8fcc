#include "config/configset.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentMap>

namespace dtriage {

namespace {

QString normalised(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

}  // namespace

ConfigSet ConfigSet::load(const QStringList& paths)
{
    // yaml-cpp is slow per byte; files are independent, so parse them side by side.
    const QList<Result<ConfigFile>> results = QtConcurrent::blockingMapped(
        paths, [](const QString& path) { return ConfigFile::load(path); });

    ConfigSet set;
    for (const Result<ConfigFile>& result : results) {
        if (!result) {
            set.errors.append(result.error());
            continue;
        }
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
