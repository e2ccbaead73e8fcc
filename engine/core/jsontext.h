#pragma once
// Compact JSON written as it goes, for a document too large to build as a
// QJsonObject first: a 40-run sync's history is 38,000 marks, and building them
// as QJsonObjects and writing those was half of the whole sync (bench_syncscale).
// The text is what QJsonDocument::toJson(Compact) writes for the same values
// (strings escaped as Qt escapes them, a lone surrogate too, doubles shortest,
// NaN and infinities null), members in the order written: a caller that wants
// Qt's bytes writes them by name, as QJsonObject orders them. Misuse (a value
// without its key, a key in an array) is caught by assertions in a debug build.
#include <QByteArray>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <vector>

namespace dtriage {

class JsonText {
public:
    JsonText& beginObject() { return open('{'); }
    JsonText& endObject() { return close('}'); }
    JsonText& beginArray() { return open('['); }
    JsonText& endArray() { return close(']'); }
    // The next member's name, inside an object.
    JsonText& key(QLatin1StringView name);
    JsonText& key(const QString& name);

    JsonText& value(const QString& text);
    JsonText& value(QLatin1StringView text);
    JsonText& value(qint64 number);
    JsonText& value(int number) { return value(qint64(number)); }
    JsonText& value(double number);
    JsonText& value(bool truth);
    JsonText& strings(const QStringList& texts);

    // name: value, in one call.
    template <typename T>
    JsonText& member(QLatin1StringView name, const T& v)
    {
        return key(name).value(v);
    }

    const QByteArray& text() const { return m_text; }

private:
    JsonText& open(char bracket);
    JsonText& close(char bracket);
    void beforeValue();
    void separate();  // a comma before every value but an object's or array's first
    void quoted(QByteArrayView utf8);
    void quoted(QStringView text);
    void escaped(QByteArrayView utf8);

    QByteArray m_text;
    std::vector<bool> m_first;    // per open object or array: nothing written in it yet
    std::vector<bool> m_objects;  // per open object or array: an object (its values follow keys)
    bool m_afterKey = false;
};

}  // namespace dtriage
