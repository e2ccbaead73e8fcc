#include "families/unpack/probe/outputtree.h"

#include <algorithm>

#include "core/pythonshape.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <QHash>

#include <limits>

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

bool OutputNode::hasGradPath() const
{
    if (kind == Kind::Tensor)
        return requiresGrad.value_or(true);
    return std::any_of(entries.cbegin(), entries.cend(), [](const Entry& e) { return e.value->hasGradPath(); });
}

bool OutputNode::cutBelow() const
{
    if (kind == Kind::Truncated)
        return true;
    return std::any_of(entries.cbegin(), entries.cend(), [](const Entry& entry) { return entry.value->cutBelow(); });
}

namespace {

// A sequence's entry by position; a namedtuple's fields are named.
bool positional(OutputNode::Kind kind, const QString& key)
{
    static const QRegularExpression index(QRegularExpression::anchoredPattern(QStringLiteral("[0-9]+")));
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

const OutputNode::Entry* OutputNode::entry(const QString& key) const
{
    const auto found = std::find_if(entries.cbegin(), entries.cend(), [&](const Entry& e) { return e.key == key; });
    return found == entries.cend() ? nullptr : &*found;
}

const OutputNode* OutputNode::child(const QString& key) const
{
    const Entry* found = entry(key);
    return found ? found->value.get() : nullptr;
}

bool OutputNode::nameable(const QString& key) const
{
    const Entry* found = entry(key);
    return found && found->literal.has_value();
}

namespace {

// An entry's key as the constant code reads it by: a mapping's any constant the
// literal says; a sequence's position an int (written as an index, so no "007"),
// a namedtuple's or an object's field a str.
std::optional<PythonLiteral> keyOf(ProbeFields& entry, OutputNode::Kind kind, const QString& key)
{
    if (kind == OutputNode::Kind::Mapping && entry.has("literal") && entry.object().value(QStringLiteral("literal")).isNull())
        return std::nullopt;  // a key of a type no fix writes: shown only
    PythonLiteral literal = entry.constant("literal", key);
    if (kind != OutputNode::Kind::Mapping && literal.kind() != PythonLiteral::Kind::Str
        && literal.kind() != PythonLiteral::Kind::Int)
        entry.refuse(QStringLiteral("literal"),
                     QCoreApplication::translate("OutputNode", "a position or a field is an int or a name"));
    if (positional(kind, key) && literal.kind() != PythonLiteral::Kind::Int) {
        if (Result<PythonLiteral> index = PythonLiteral::parse(key); index)
            literal = *index;
        else
            entry.refuse(QStringLiteral("key"), QCoreApplication::translate("OutputNode", "%1 is no position").arg(key));
    }
    return literal;
}

}  // namespace

OutputNode OutputNode::read(ProbeFields& fields, int depth)
{
    OutputNode node;
    const QString kind = fields.text("kind");
    const auto known = std::find_if(std::begin(kKinds), std::end(kKinds),
                                    [&](const KindName& k) { return kind == QLatin1String(k.name); });
    if (known == std::end(kKinds)) {
        fields.refuse(QStringLiteral("kind"), QCoreApplication::translate("OutputNode", "unknown output node kind \"%1\"").arg(kind));
        return node;
    }
    if (depth > kMaxDepth) {
        fields.refuse(QStringLiteral("kind"), QCoreApplication::translate("OutputNode", "nested deeper than %1 levels").arg(kMaxDepth));
        return node;
    }
    node.kind = known->kind;
    // A class name reaches the registry line and the override's docstring: a name only.
    node.className = node.kind == Kind::Tensor ? QStringLiteral("Tensor") : fields.identifier("class");
    node.shape = fields.shape("shape");
    node.dtype = fields.dtype("dtype");
    if (node.kind == Kind::Tensor && node.dtype.isEmpty())
        fields.refuse(QStringLiteral("dtype"), QCoreApplication::translate("OutputNode", "a tensor without a dtype"));
    if (node.kind == Kind::Tensor && fields.has("requires_grad"))
        node.requiresGrad = fields.flag("requires_grad");
    node.repr = fields.text("repr");
    if (node.kind == Kind::Sequence && fields.has("fields_of")) {
        node.fieldsOf = fields.identifier("fields_of");
        node.positionNames = fields.identifiers("position_names");
    }
    node.more = int(fields.integer("more", 0, std::numeric_limits<int>::max()));
    const QList<QJsonObject> entries = fields.objects("entries", kMaxEntries);
    for (qsizetype i = 0; i < entries.size() && fields.ok(); ++i) {
        ProbeFields entry(entries.at(i), fields, QStringLiteral("entries[%1]").arg(i));
        const QString key = entry.text("key");
        const std::optional<PythonLiteral> literal = keyOf(entry, node.kind, key);
        ProbeFields value(entry.objectField("value"), entry, QStringLiteral("value"));
        OutputNode child = read(value, depth + 1);
        node.entries.append({key, literal, std::make_shared<OutputNode>(std::move(child))});
    }
    // A name per position, or none: a partial list would misname the rest.
    if (node.positionNames.size() != node.entries.size() + node.more) {
        node.fieldsOf.clear();
        node.positionNames.clear();
    }
    // {1: a, "1": b} shows both as 1: neither can be named for sure.
    QHash<QString, int> shownAs;
    for (const Entry& entry : node.entries)
        ++shownAs[entry.key];
    for (Entry& entry : node.entries)
        if (shownAs.value(entry.key) > 1)
            entry.literal.reset();
    return node;
}

QString OutputNode::positionOf(const QString& name) const
{
    const qsizetype at = positionNames.indexOf(name);
    return at < 0 || at >= entries.size() ? QString() : entries.at(at).key;
}

Result<OutputNode> OutputNode::fromJson(const QJsonObject& json)
{
    ProbeFields fields(QJsonObject{{QStringLiteral("event"), QStringLiteral("output_tree")}, {QStringLiteral("tree"), json}});
    ProbeFields tree(json, fields, QStringLiteral("tree"));
    OutputNode node = read(tree);
    if (const Result<void> read = fields.result(); !read)
        return std::unexpected(read.error());
    return node;
}

}  // namespace dtriage
