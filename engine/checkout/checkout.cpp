#include "checkout/checkout.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QHash>

namespace dtriage {

namespace {

const QString kConfigDir = QStringLiteral("tests/runner/test_config");
const QString kLoadersDir = QStringLiteral("third_party/tt_forge_models");


// Every test_config_*.yaml below `configRoot`, sorted so that loading order and
// therefore problem order are stable. Symlinked folders are not followed: a link
// loop must not hang the discovery. Entries that are not regular files (a FIFO,
// a link to a device or to nothing, a folder) are listed too: loading refuses
// each with a line in the config problems instead of skipping it unsaid.
QStringList findConfigFiles(const QString& configRoot)
{
    QStringList files;
    QDirIterator it(configRoot, {QStringLiteral("test_config_*.yaml")},
                    QDir::Files | QDir::Dirs | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

// A submodule that was never initialised is an empty folder: loaders cannot be
// found there, and saying so beats failing later on every loader path.
bool isEmptyDir(const QString& path)
{
    return QDir(path).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

}  // namespace

Result<Checkout> Checkout::open(const QString& dir, Loaders loaders)
{
    const QFileInfo info(dir);
    if (dir.isEmpty() || !info.exists())
        return fail(Checkout::tr("No such folder: %1").arg(dir));
    if (!info.isDir())
        return fail(Checkout::tr("Not a folder: %1").arg(dir));

    Checkout checkout;
    checkout.m_root = QDir::cleanPath(info.absoluteFilePath());
    QStringList missing;
    if (!QFileInfo(checkout.configRoot()).isDir())
        missing << kConfigDir;
    const bool loadersDir = QFileInfo(checkout.loadersRoot()).isDir();
    if (!loadersDir && loaders == Loaders::Required)
        missing << kLoadersDir;
    if (!missing.isEmpty())
        return fail(Checkout::tr("%1 is not a tt-xla checkout: missing %2")
                        .arg(checkout.m_root, missing.join(Checkout::tr(" and "))));

    checkout.m_configFiles = findConfigFiles(checkout.configRoot());
    if (checkout.m_configFiles.isEmpty())
        return fail(Checkout::tr("%1 is not a tt-xla checkout: no test_config_*.yaml files under %2")
                        .arg(checkout.m_root, kConfigDir));
    if (!loadersDir || isEmptyDir(checkout.loadersRoot())) {
        checkout.m_loadersProblem =
            Checkout::tr("%1 is empty: the tt_forge_models submodule is not checked out; triage needs it "
                         "(git submodule update --init third_party/tt_forge_models)")
                .arg(kLoadersDir);
        if (loaders == Loaders::Required)
            return fail(checkout.m_loadersProblem, checkout.loadersRoot());
    }
    return checkout;
}

QString Checkout::configRoot() const
{
    return m_root + u'/' + kConfigDir;
}

QString Checkout::loadersRoot() const
{
    return m_root + u'/' + kLoadersDir;
}

namespace {

// tt-xla's runner's config folders, in the order conftest merges them.
const QStringList& runnerFolders()
{
    static const QStringList folders{QStringLiteral("torch"), QStringLiteral("jax"), QStringLiteral("torch_llm")};
    return folders;
}

}  // namespace

QStringList Checkout::runnerConfigs() const
{
    QStringList out;
    for (const QString& folder : runnerFolders()) {
        const QString dir = QDir::cleanPath(configRoot() + u'/' + folder);
        for (const QString& path : m_configFiles) {
            const QFileInfo file(path);
            if (QDir::cleanPath(file.absolutePath()) == dir && file.fileName() != QLatin1String("test_config_placeholders.yaml"))
                out << path;  // m_configFiles is sorted
        }
    }
    return out;
}

QString Checkout::runnerConfigName(const QString& path)
{
    const QFileInfo file(path);
    const QString folder = file.absoluteDir().dirName();
    return runnerFolders().contains(folder) ? folder + u'/' + file.fileName() : file.fileName();
}

QString Checkout::runnerConfigNameFor(const QString& testFunction, const QString& runMode, const QString& parallelism)
{
    static const QHash<QString, QString> folders{{QStringLiteral("test_all_models_torch"), QStringLiteral("torch")},
                                                 {QStringLiteral("test_all_models_jax"), QStringLiteral("jax")},
                                                 {QStringLiteral("test_llms_torch"), QStringLiteral("torch_llm")}};
    static const QRegularExpression word(QStringLiteral(R"(^[a-z_]+$)"));
    const QString folder = folders.value(testFunction);
    if (folder.isEmpty() || !word.match(runMode).hasMatch() || !word.match(parallelism).hasMatch())
        return {};
    return QStringLiteral("%1/test_config_%2_%3.yaml").arg(folder, runMode, parallelism);
}

QString Checkout::trainingConfig() const
{
    return configRoot() + QStringLiteral("/torch/test_config_training_single_device.yaml");
}

QString Checkout::inferenceConfig() const
{
    return configRoot() + QStringLiteral("/torch/test_config_inference_single_device.yaml");
}

QString Checkout::loaderPath(const TestKey& key) const
{
    return loadersRoot() + u'/' + key.loaderRelativePath();
}

QString Checkout::relativePath(const QString& absolutePath) const
{
    return QDir(m_root).relativeFilePath(absolutePath);
}

}  // namespace dtriage
