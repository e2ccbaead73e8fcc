#include "core/jsoninteger.h"

#include <QJsonDocument>
#include <QJsonArray>
#include <QVariant>

#include <cmath>

namespace dtriage {

std::optional<qint64> JsonInteger::exact(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const QVariant held = value.toVariant();
    if (held.typeId() == QMetaType::LongLong)
        return held.toLongLong();
    constexpr double kExactDouble = 9007199254740992.0;  // 2^53
    const double number = value.toDouble();
    // 2^53 itself is refused as a double: …993 written with an exponent rounds to it.
    if (number != std::trunc(number) || std::fabs(number) >= kExactDouble)
        return std::nullopt;
    return qint64(number);
}

QString JsonInteger::shown(const QJsonValue& value)
{
    if (value.isDouble()) {
        const QVariant held = value.toVariant();
        return held.typeId() == QMetaType::LongLong ? QString::number(held.toLongLong())
                                                    : QString::number(value.toDouble(), 'g', 17);
    }
    if (value.isUndefined())
        return QStringLiteral("(none)");
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2)).left(60);
}

}  // namespace dtriage
