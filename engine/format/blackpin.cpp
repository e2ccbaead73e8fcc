#include "format/blackpin.h"
#include "core/boundedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace dtriage {
namespace {

const QString kConfigName = QStringLiteral(".pre-commit-config.yaml");

// psf/black, and psf/black-pre-commit-mirror (black's faster, compiled wheels).
bool isBlackRepo(const std::string& url)
{
    const QString repo = QString::fromStdString(url).toLower();
    return repo.contains(QLatin1String("psf/black"));
}

// A hook with id `black`: black under another mirror's URL.
bool hasBlackHook(const YAML::Node& repo)
{
    const YAML::Node hooks = repo["hooks"];
    if (!hooks.IsSequence())
        return false;
    for (const YAML::Node& hook : hooks)
        if (hook.IsMap() && hook["id"].IsScalar() && hook["id"].Scalar() == "black")
            return true;
    return false;
}

QString blackRev(const YAML::Node& config)
{
    const YAML::Node repos = config["repos"];
    if (!repos.IsSequence())
        return {};
    for (const YAML::Node& repo : repos) {
        if (!repo.IsMap() || !repo["repo"].IsScalar())
            continue;
        if (!isBlackRepo(repo["repo"].Scalar()) && !hasBlackHook(repo))
            continue;
        if (repo["rev"].IsScalar())
            return QString::fromStdString(repo["rev"].Scalar()).trimmed();
    }
    return {};
}

}  // namespace

QString BlackPin::version() const
{
    return rev.startsWith(u'v') ? rev.mid(1) : rev;
}

bool BlackPin::matches(const QString& formatter) const
{
    static const QString prefix = QStringLiteral("black ");
    return isSet() && formatter.startsWith(prefix) && formatter.mid(prefix.size()) == version();
}

BlackPin BlackPin::readFrom(const QString& configPath, const QString& root)
{
    const Result<QByteArray> bytes = BoundedFile::read(configPath, BoundedFile::Kind::Source);
    if (!bytes)
        return {};
    BlackPin pin;
    try {
        pin.rev = blackRev(YAML::Load(bytes->toStdString()));
    } catch (const YAML::Exception&) {
        return {};  // a broken config pins nothing we could trust
    }
    if (pin.isSet())
        pin.file = QDir(root).relativeFilePath(QFileInfo(configPath).absoluteFilePath());
    return pin;
}

BlackPin BlackPin::forLoaders(const QString& checkoutRoot, const QString& loadersRoot)
{
    const BlackPin loaders = readFrom(QDir(loadersRoot).filePath(kConfigName), checkoutRoot);
    return loaders.isSet() ? loaders : readFrom(QDir(checkoutRoot).filePath(kConfigName), checkoutRoot);
}

}  // namespace dtriage
