#include "core/jsontext.h"

#include <QLocale>

#include <cmath>

namespace dtriage {

void JsonText::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_first.empty())
        return;
    if (!m_first.back())
        m_text += ',';
    m_first.back() = false;
}

JsonText& JsonText::open(char bracket)
{
    separate();
    m_text += bracket;
    m_first.push_back(true);
    return *this;
}

JsonText& JsonText::close(char bracket)
{
    m_text += bracket;
    m_first.pop_back();
    return *this;
}

JsonText& JsonText::key(QLatin1StringView name)
{
    separate();
    quoted(QByteArrayView(name.data(), name.size()));
    m_text += ':';
    m_afterKey = true;
    return *this;
}

JsonText& JsonText::key(const QString& name)
{
    separate();
    quoted(name.toUtf8());
    m_text += ':';
    m_afterKey = true;
    return *this;
}

// As Qt's JSON writer escapes: the quote, the backslash, the five named controls,
// every other control as \u00xx; the rest as UTF-8.
void JsonText::quoted(QByteArrayView utf8)
{
    static constexpr char kHex[] = "0123456789abcdef";
    m_text += '"';
    qsizetype run = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_text.append(utf8.sliced(run, i - run));
        run = i + 1;
        switch (c) {
        case '"': m_text += "\\\""; break;
        case '\\': m_text += "\\\\"; break;
        case '\b': m_text += "\\b"; break;
        case '\f': m_text += "\\f"; break;
        case '\n': m_text += "\\n"; break;
        case '\r': m_text += "\\r"; break;
        case '\t': m_text += "\\t"; break;
        default:
            m_text += "\\u00";
            m_text += kHex[c >> 4];
            m_text += kHex[c & 0xf];
        }
    }
    m_text.append(utf8.sliced(run));
    m_text += '"';
}

JsonText& JsonText::value(const QString& text)
{
    separate();
    quoted(text.toUtf8());
    return *this;
}

JsonText& JsonText::value(QLatin1StringView text)
{
    return value(QString(text));
}

JsonText& JsonText::value(qint64 number)
{
    separate();
    m_text += QByteArray::number(number);
    return *this;
}

JsonText& JsonText::value(double number)
{
    separate();
    m_text += std::isfinite(number) ? QByteArray::number(number, 'g', QLocale::FloatingPointShortest) : QByteArray("null");
    return *this;
}

JsonText& JsonText::value(bool truth)
{
    separate();
    m_text += truth ? "true" : "false";
    return *this;
}

JsonText& JsonText::strings(const QStringList& texts)
{
    beginArray();
    for (const QString& text : texts)
        value(text);
    return endArray();
}

}  // namespace dtriage
