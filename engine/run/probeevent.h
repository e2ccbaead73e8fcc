#pragma once
// The line protocol every CPU probe script prints (resources/python/probe_runtime.py's
// `emit`): one event a line, "@dtriage {json}", between human-readable lines.
#include <QJsonDocument>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QStringView>

#include <optional>

namespace dtriage {

struct ProbeEvent {
    static constexpr QLatin1StringView kPrefix{"@dtriage "};

    // The event a line holds: nullopt for console text, or a broken event line
    // (then `malformed`, when given, is set).
    static std::optional<QJsonObject> parse(QStringView line, bool* malformed = nullptr)
    {
        if (malformed)
            *malformed = false;
        if (!line.startsWith(kPrefix))
            return std::nullopt;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line.mid(kPrefix.size()).toUtf8(), &error);
        if (error.error == QJsonParseError::NoError && doc.isObject())
            return doc.object();
        if (malformed)
            *malformed = true;
        return std::nullopt;
    }
};

}  // namespace dtriage
