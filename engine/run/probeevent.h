#pragma once
// The line protocol every CPU probe script prints (resources/python/probe_runtime.py's
// `emit`): one event a line, "@dtriage {json}", between human-readable lines.
#include <QJsonDocument>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>
#include <QStringView>

#include <optional>

namespace dtriage {

struct ProbeEvent {
    static constexpr QLatin1StringView kPrefix{"@dtriage "};

    // What a broken event line becomes where events are collected (EventProbeJob):
    // an event of its own that every probe's reading refuses with why, never a line
    // dropped (a 5,000-digit number, a 10,000-deep tree did not read, and the
    // reading then blamed what the lost event would have said).
    static constexpr QLatin1StringView kUnreadable{"unreadable_event"};

    // The event a line holds: nullopt for console text, or a broken event line
    // (then `malformed`, when given, is set, and `why` says how it broke).
    static std::optional<QJsonObject> parse(QStringView line, bool* malformed = nullptr, QString* why = nullptr)
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
        if (why)
            *why = error.error == QJsonParseError::NoError ? QStringLiteral("not a JSON object")
                                                           : QStringLiteral("%1 at offset %2").arg(error.errorString()).arg(error.offset);
        return std::nullopt;
    }

    // The event standing for a broken event line: kUnreadable, with why and how it began.
    static QJsonObject unreadable(QStringView line, const QString& why)
    {
        return {{QStringLiteral("event"), QString(kUnreadable)},
                {QStringLiteral("error"), why},
                {QStringLiteral("start"), line.left(120).toString()}};
    }
};

}  // namespace dtriage
