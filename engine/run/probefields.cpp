#include "run/probefields.h"

#include "core/jsoninteger.h"
#include "core/pythonname.h"

#include <cmath>

namespace dtriage {
namespace {

QString typeName(QJsonValue::Type type)
{
    switch (type) {
    case QJsonValue::Bool:
        return ProbeFields::tr("a boolean");
    case QJsonValue::Double:
        return ProbeFields::tr("a number");
    case QJsonValue::String:
        return ProbeFields::tr("a string");
    case QJsonValue::Array:
        return ProbeFields::tr("a list");
    case QJsonValue::Object:
        return ProbeFields::tr("an object");
    default:
        return ProbeFields::tr("null");
    }
}

// A value in an error message: cut, and escaped as a Python string so a newline
// or a control character cannot shape the message.
QString shown(const QString& value)
{
    return PythonLiteral::string(value.size() > 60 ? value.left(57) + QStringLiteral("...") : value).source();
}

}  // namespace

ProbeFields::ProbeFields(const QJsonObject& event)
    : m_object(event)
    , m_state(std::make_shared<State>())
{
    m_state->event = event.value(QStringLiteral("event")).toString();
}

ProbeFields::ProbeFields(const QJsonObject& object, ProbeFields& parent, const QString& path)
    : m_object(object)
    , m_path(parent.pathOf(path))
    , m_state(parent.m_state)
{
}

ProbeFields::~ProbeFields() = default;

QString ProbeFields::pathOf(const QString& key) const { return m_path.isEmpty() ? key : m_path + u'.' + key; }

void ProbeFields::refuse(const QString& key, const QString& why)
{
    if (m_state->error.isEmpty())
        m_state->error = tr("event \"%1\", field \"%2\": %3").arg(m_state->event, pathOf(key), why);
}

Result<void> ProbeFields::result() const
{
    if (m_state->error.isEmpty())
        return {};
    return fail(m_state->error);
}

QJsonValue ProbeFields::field(const char* key, QJsonValue::Type type)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (!ok() || value.isUndefined() || value.isNull())
        return QJsonValue(QJsonValue::Undefined);
    if (value.type() != type) {
        refuse(QLatin1String(key), tr("%1 where %2 belongs").arg(typeName(value.type()), typeName(type)));
        return QJsonValue(QJsonValue::Undefined);
    }
    return value;
}

QString ProbeFields::text(const char* key) { return field(key, QJsonValue::String).toString(); }

QString ProbeFields::identifier(const char* key)
{
    const QString name = text(key);
    if (!name.isEmpty() && !isPythonName(name)) {
        refuse(QLatin1String(key), tr("%1 is not a Python name").arg(shown(name)));
        return {};
    }
    return name;
}

QString ProbeFields::oneOf(const char* key, std::initializer_list<QLatin1StringView> allowed)
{
    const QString value = text(key);
    if (value.isEmpty())
        return value;
    for (const QLatin1StringView one : allowed)
        if (value == one)
            return value;
    QStringList names;
    for (const QLatin1StringView one : allowed)
        names << one;
    refuse(QLatin1String(key), tr("%1 is none of %2").arg(shown(value), names.join(QStringLiteral(", "))));
    return {};
}

const QStringList& ProbeFields::dtypes()
{
    // str(dtype) of every torch dtype (torch 1.13 to 2.x).
    static const QStringList names = [] {
        QStringList all;
        for (const char* name : {"float16", "float32", "float64", "bfloat16", "complex32", "complex64", "complex128",
                                 "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64", "bool",
                                 "qint8", "quint8", "qint32", "quint4x2", "quint2x4", "float8_e4m3fn",
                                 "float8_e5m2", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e8m0fnu",
                                 "float4_e2m1fn_x2", "bits1x8", "bits2x4", "bits4x2", "bits8", "bits16",
                                 "uint1", "uint2", "uint3", "uint4", "uint5", "uint6", "uint7",
                                 "int1", "int2", "int3", "int4", "int5", "int6", "int7"})
            all << QStringLiteral("torch.") + QLatin1String(name);
        return all;
    }();
    return names;
}

const QStringList& ProbeFields::stages()
{
    // probe_runtime.py's staged() names and its two setup stages.
    static const QStringList names{QStringLiteral("job"),     QStringLiteral("torch"),      QStringLiteral("import"),
                                   QStringLiteral("variant"), QStringLiteral("init"),       QStringLiteral("load_model"),
                                   QStringLiteral("train"),   QStringLiteral("load_inputs"), QStringLiteral("forward"),
                                   QStringLiteral("unpack"),  QStringLiteral("backward")};
    return names;
}

QString ProbeFields::dtype(const char* key)
{
    const QString value = text(key);
    if (!value.isEmpty() && !dtypes().contains(value)) {
        refuse(QLatin1String(key), tr("%1 is no torch dtype").arg(shown(value)));
        return {};
    }
    return value;
}

QString ProbeFields::stage(const char* key)
{
    const QString value = text(key);
    if (!value.isEmpty() && !stages().contains(value)) {
        refuse(QLatin1String(key), tr("%1 is no stage a probe runs").arg(shown(value)));
        return {};
    }
    return value;
}

bool ProbeFields::flag(const char* key) { return field(key, QJsonValue::Bool).toBool(); }

std::optional<qint64> ProbeFields::optionalInteger(const char* key, qint64 min, qint64 max)
{
    const QJsonValue value = field(key, QJsonValue::Double);
    if (value.isUndefined())
        return std::nullopt;
    const std::optional<qint64> integer = JsonInteger::exact(value);  // exactly, or not at all
    if (!integer || *integer < min || *integer > max) {
        refuse(QLatin1String(key), tr("%1 is no whole number from %2 to %3, read exactly")
                                       .arg(JsonInteger::shown(value).left(40)).arg(min).arg(max));
        return std::nullopt;
    }
    return *integer;
}

qint64 ProbeFields::integer(const char* key, qint64 min, qint64 max, qint64 fallback)
{
    return optionalInteger(key, min, max).value_or(fallback);
}

PythonLiteral ProbeFields::constant(const char* key, const QString& shownAs)
{
    const QString source = text(key);
    if (source.isEmpty() || !ok())
        return PythonLiteral::string(shownAs);  // older probes print no literal: the key is a str
    Result<PythonLiteral> literal = PythonLiteral::parse(source);
    if (!literal) {
        refuse(QLatin1String(key), literal.error().message);
        return PythonLiteral::string(shownAs);
    }
    if (literal->text() != shownAs)
        refuse(QLatin1String(key), tr("%1 is not the key %2 it stands for").arg(shown(source), shown(shownAs)));
    return *literal;
}

QJsonArray ProbeFields::array(const char* key) { return field(key, QJsonValue::Array).toArray(); }

QList<QJsonObject> ProbeFields::objects(const char* key, qsizetype max)
{
    QList<QJsonObject> found;
    const QJsonArray values = array(key);
    if (values.size() > max)
        refuse(QLatin1String(key), tr("more than %1 entries").arg(max));
    for (qsizetype i = 0; i < values.size() && ok(); ++i) {
        if (!values.at(i).isObject())
            refuse(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i),
                   tr("%1 where %2 belongs").arg(typeName(values.at(i).type()), typeName(QJsonValue::Object)));
        found << values.at(i).toObject();
    }
    return ok() ? found : QList<QJsonObject>{};
}

QList<qint64> ProbeFields::shape(const char* key)
{
    constexpr qsizetype maxDimensions = 64;  // torch's own limit
    constexpr double maxSize = 1e15;
    QList<qint64> sizes;
    const QJsonArray values = array(key);
    if (values.size() > maxDimensions)
        refuse(QLatin1String(key), tr("more than %1 dimensions").arg(maxDimensions));
    for (qsizetype i = 0; i < values.size() && ok(); ++i) {
        // Bounded before the cast: a double past qint64's range has no integer value.
        const double size = values.at(i).toDouble(-1);
        if (!values.at(i).isDouble() || size < 0 || size > maxSize || size != std::trunc(size))
            refuse(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i), tr("no size of a dimension"));
        else
            sizes << qint64(size);
    }
    return ok() ? sizes : QList<qint64>{};
}

QStringList ProbeFields::identifiers(const char* key)
{
    QStringList names;
    const QJsonArray values = array(key);
    for (qsizetype i = 0; i < values.size() && ok(); ++i) {
        const QString name = values.at(i).toString();
        if (!values.at(i).isString() || !isPythonName(name))
            refuse(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i),
                   tr("%1 is not a Python name").arg(shown(values.at(i).toVariant().toString())));
        else
            names << name;
    }
    return names;
}

QJsonObject ProbeFields::objectField(const char* key) { return field(key, QJsonValue::Object).toObject(); }

}  // namespace dtriage
