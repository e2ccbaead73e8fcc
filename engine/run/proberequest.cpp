#include "run/proberequest.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace dtriage {

ProbeRequest ProbeRequest::forLoader(const QString& checkoutRoot, const QString& loaderPath,
                                     const QString& variant)
{
    const QDir root(checkoutRoot);
    const QString absolute = QDir::cleanPath(root.absoluteFilePath(loaderPath));
    const QString loaders = root.absoluteFilePath(QStringLiteral("third_party/tt_forge_models"));
    ProbeRequest request;
    request.checkoutRoot = root.absolutePath();
    request.modelPath = QDir(loaders).relativeFilePath(QFileInfo(absolute).path());
    request.variant = variant;
    return request;
}

QJsonObject ProbeRequest::toJsonObject() const
{
    QJsonObject json{{QStringLiteral("probe"), probe},
                       {QStringLiteral("checkout"), checkoutRoot},
                       {QStringLiteral("model_path"), modelPath},
                       {QStringLiteral("variant"), variant},
                       {QStringLiteral("kwargs"), QJsonObject::fromVariantMap(kwargs)},
                       {QStringLiteral("kwargs_source"), QJsonObject::fromVariantMap(kwargsSource)},
                       {QStringLiteral("seed"), seed},
                       {QStringLiteral("token"), QString::fromLatin1(token)},
                       {QStringLiteral("threads"), threads}};
    if (!loaderSource.isNull())
        json.insert(QStringLiteral("loader_source"), QString::fromUtf8(loaderSource));
    if (importOnly)
        json.insert(QStringLiteral("import_only"), true);
    return json;
}

QByteArray ProbeRequest::toJson() const
{
    return QJsonDocument(toJsonObject()).toJson(QJsonDocument::Compact);
}

QString ProbeRequest::displayName() const
{
    return variant.isEmpty() ? modelPath : modelPath + QLatin1Char('-') + variant;
}

}  // namespace dtriage
