#include "families/unpack/probe/forwardfindings.h"

#include <QCoreApplication>

namespace dtriage {
namespace {

QString lineOf(const QString& type, const QString& message)
{
    const QString first = message.section(u'\n', 0, 0).trimmed();
    return type.isEmpty() ? first : QStringLiteral("%1: %2").arg(type, first);
}

ForwardFindings::Phase phaseOf(const QJsonObject& event)
{
    ForwardFindings::Phase phase;
    phase.ran = true;
    phase.ok = event.value(QStringLiteral("ok")).toBool();
    phase.stage = event.value(QStringLiteral("stage")).toString();
    phase.errorType = event.value(QStringLiteral("error_type")).toString();
    phase.message = event.value(QStringLiteral("message")).toString();
    return phase;
}

const QHash<QString, UnpackHandler::Kind>& handlerKinds()
{
    static const QHash<QString, UnpackHandler::Kind> kinds{
        {QStringLiteral("none"), UnpackHandler::Kind::None},
        {QStringLiteral("tensor"), UnpackHandler::Kind::Tensor},
        {QStringLiteral("override"), UnpackHandler::Kind::Override},
        {QStringLiteral("registry"), UnpackHandler::Kind::Registry},
    };
    return kinds;
}

Result<std::optional<OutputNode>> nodeOf(const QJsonObject& event, const char* field)
{
    const QJsonObject json = event.value(QLatin1String(field)).toObject();
    if (json.isEmpty())
        return std::optional<OutputNode>();
    Result<OutputNode> node = OutputNode::fromJson(json);
    if (!node)
        return std::unexpected(node.error());
    return std::optional<OutputNode>(std::move(*node));
}

Result<UnpackHandler> handlerOf(const QJsonObject& event)
{
    const QString kind = event.value(QStringLiteral("kind")).toString();
    if (!handlerKinds().contains(kind))
        return fail(QCoreApplication::translate("ForwardFindings", "unknown unpack handler \"%1\"").arg(kind));
    UnpackHandler handler;
    handler.kind = handlerKinds().value(kind);
    handler.className = event.value(QStringLiteral("class")).toString();
    handler.attribute = event.value(QStringLiteral("attribute")).toString();
    handler.file = event.value(QStringLiteral("file")).toString();
    handler.line = event.value(QStringLiteral("line")).toInt();
    handler.registryAvailable = event.value(QStringLiteral("registry_available")).toBool();
    Result<std::optional<OutputNode>> value = nodeOf(event, "attribute_value");
    if (!value)
        return std::unexpected(value.error());
    handler.attributeValue = std::move(*value);
    return handler;
}

Result<ForwardFindings::Unpacked> unpackedOf(const QJsonObject& event)
{
    ForwardFindings::Unpacked unpacked;
    unpacked.ok = event.value(QStringLiteral("ok")).toBool();
    unpacked.errorType = event.value(QStringLiteral("error_type")).toString();
    unpacked.message = event.value(QStringLiteral("message")).toString();
    Result<std::optional<OutputNode>> returned = nodeOf(event, "returned");
    if (!returned)
        return std::unexpected(returned.error());
    unpacked.returned = std::move(*returned);
    return unpacked;
}

}  // namespace

QString ForwardFindings::Phase::errorLine() const { return ok ? QString() : lineOf(errorType, message); }

QString ForwardFindings::Unpacked::errorLine() const
{
    return errorType.isEmpty() ? QString() : lineOf(errorType, message);
}

Result<ForwardFindings> ForwardFindings::fromEvents(const QList<QJsonObject>& events)
{
    ForwardFindings found;
    for (const QJsonObject& event : events) {
        const QString name = event.value(QStringLiteral("event")).toString();
        if (name == QLatin1String("phase_result")) {
            const bool float32 = event.value(QStringLiteral("phase")).toString() == QLatin1String("FLOAT32");
            (float32 ? found.float32 : found.bfloat16) = phaseOf(event);
        } else if (name == QLatin1String("output_tree")) {
            Result<std::optional<OutputNode>> tree = nodeOf(event, "tree");
            if (!tree)
                return std::unexpected(tree.error());
            found.output = std::move(*tree);
        } else if (name == QLatin1String("unpack_handler")) {
            Result<UnpackHandler> handler = handlerOf(event);
            if (!handler)
                return std::unexpected(handler.error());
            found.handler = std::move(*handler);
        } else if (name == QLatin1String("unpack_result")) {
            Result<Unpacked> unpacked = unpackedOf(event);
            if (!unpacked)
                return std::unexpected(unpacked.error());
            found.unpacked = std::move(*unpacked);
        } else if (name == QLatin1String("setup_failed")) {
            found.setupFailure = lineOf(event.value(QStringLiteral("error_type")).toString(),
                                        event.value(QStringLiteral("message")).toString());
        } else if (name == QLatin1String("hello")) {
            found.modelPath = event.value(QStringLiteral("model_path")).toString();
            found.variant = event.value(QStringLiteral("variant")).toString();
        } else if (name == QLatin1String("done")) {
            found.done = true;
        }
    }
    return found;
}

}  // namespace dtriage
