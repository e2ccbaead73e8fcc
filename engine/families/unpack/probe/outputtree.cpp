#include "families/unpack/probe/outputtree.h"

#include "core/pythonshape.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace dtriage {
namespace {

struct KindName {
    OutputNode::Kind kind;
    const char* name;
};

constexpr KindName kKinds[] = {
    {OutputNode::Kind::Tensor, "tensor"},     {OutputNode::Kind::Mapping, "mapping"},
    {OutputNode::Kind::Sequence, "sequence"}, {OutputNode::Kind::Object, "object"},
    {OutputNode::Kind::Value, "value"},       {OutputNode::Kind::None, "none"},
    {OutputNode::Kind::Truncated, "truncated"},
};

}  // namespace

bool OutputNode::isBareContainer() const
{
    // A registry entry keyed by one of these would catch every model returning one.
    static const QStringList mappings{QStringLiteral("dict"), QStringLiteral("OrderedDict"),
                                      QStringLiteral("defaultdict")};
    static const QStringList sequences{QStringLiteral("tuple"), QStringLiteral("list")};
    return (kind == Kind::Mapping && mappings.contains(className))
        || (kind == Kind::Sequence && sequences.contains(className));
}

bool OutputNode::isEnterable() const
{
    // extract_tensors_recursive walks tensors, dicts, lists and tuples only.
    return kind == Kind::Tensor || kind == Kind::Mapping || kind == Kind::Sequence;
}

QString OutputNode::headline() const
{
    switch (kind) {
    case Kind::Tensor:
        return QStringLiteral("Tensor %1 %2").arg(pythonShape(shape), dtype);
    case Kind::Mapping:
    case Kind::Sequence:
    case Kind::Object:
        return QStringLiteral("%1 of %2").arg(className).arg(entries.size() + more);
    case Kind::Value:
        return repr;
    case Kind::None:
    case Kind::Truncated:
        break;
    }
    return className;
}

QList<QPair<QString, const OutputNode*>> OutputNode::tensors(const QString& path) const
{
    if (kind == Kind::Tensor)
        return {{path, this}};
    QList<QPair<QString, const OutputNode*>> found;
    for (const Entry& entry : entries) {
        found += entry.value->tensors(path + step(entry.key, path));
    }
    return found;
}

namespace {

// A sequence's entry by position; a namedtuple's fields are named.
bool positional(OutputNode::Kind kind, const QString& key)
{
    static const QRegularExpression index(QStringLiteral("^[0-9]+$"));
    return kind == OutputNode::Kind::Sequence && index.match(key).hasMatch();
}

}  // namespace

QString OutputNode::label(const QString& key) const
{
    return positional(kind, key) ? QStringLiteral("[%1]").arg(key) : key;
}

QString OutputNode::step(const QString& key, const QString& path) const
{
    if (positional(kind, key))
        return QStringLiteral("[%1]").arg(key);
    return path.isEmpty() ? key : QStringLiteral(".%1").arg(key);
}

const OutputNode* OutputNode::child(const QString& key) const
{
    for (const Entry& entry : entries) {
        if (entry.key == key)
            return entry.value.get();
    }
    return nullptr;
}

Result<OutputNode> OutputNode::fromJson(const QJsonObject& json)
{
    OutputNode node;
    const QString kind = json.value(QStringLiteral("kind")).toString();
    const auto known = std::find_if(std::begin(kKinds), std::end(kKinds),
                                    [&](const KindName& k) { return kind == QLatin1String(k.name); });
    if (known == std::end(kKinds))
        return fail(QCoreApplication::translate("OutputNode", "unknown output node kind \"%1\"").arg(kind));
    node.kind = known->kind;
    node.className = node.kind == Kind::Tensor ? QStringLiteral("Tensor") : json.value(QStringLiteral("class")).toString();
    for (const QJsonValue& d : json.value(QStringLiteral("shape")).toArray())
        node.shape << qint64(d.toDouble());
    node.dtype = json.value(QStringLiteral("dtype")).toString();
    node.repr = json.value(QStringLiteral("repr")).toString();
    node.more = json.value(QStringLiteral("more")).toInt();
    for (const QJsonValue& value : json.value(QStringLiteral("entries")).toArray()) {
        const QJsonObject entry = value.toObject();
        Result<OutputNode> child = fromJson(entry.value(QStringLiteral("value")).toObject());
        if (!child)
            return std::unexpected(child.error());
        node.entries.append({entry.value(QStringLiteral("key")).toString(),
                             entry.value(QStringLiteral("literal")).toString(),
                             std::make_shared<OutputNode>(std::move(*child))});
    }
    return node;
}

}  // namespace dtriage
