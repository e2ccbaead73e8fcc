#include "core/jsontext.h"

#include <QLocale>

#include <algorithm>

#include <cmath>

namespace dtriage {
namespace {

constexpr char kHex[] = "0123456789abcdef";

}  // namespace

void JsonText::beforeValue()
{
    // A value only after a key in an object, and the document is one value.
    Q_ASSERT(m_afterKey || (m_first.empty() ? m_text.isEmpty() : !m_objects.back()));
    separate();
}

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
    beforeValue();
    m_text += bracket;
    m_first.push_back(true);
    m_objects.push_back(bracket == '{');
    return *this;
}

JsonText& JsonText::close(char bracket)
{
    Q_ASSERT(!m_first.empty() && !m_afterKey);
    m_text += bracket;
    m_first.pop_back();
    m_objects.pop_back();
    return *this;
}

JsonText& JsonText::key(QLatin1StringView name)
{
    // Names are ASCII literals; another Latin-1 name goes as UTF-8.
    if (std::any_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
        return key(QString(name));
    Q_ASSERT(!m_first.empty() && !m_afterKey);
    separate();
    quoted(QByteArrayView(name.data(), name.size()));
    m_text += ':';
    m_afterKey = true;
    return *this;
}

JsonText& JsonText::key(const QString& name)
{
    Q_ASSERT(!m_first.empty() && !m_afterKey);
    separate();
    quoted(QStringView(name));
    m_text += ':';
    m_afterKey = true;
    return *this;
}

// As Qt's JSON writer escapes: the quote, the backslash, the five named controls,
// every other control as \u00xx; the rest as UTF-8.
void JsonText::quoted(QByteArrayView utf8)
{
    m_text += '"';
    escaped(utf8);
    m_text += '"';
}

void JsonText::escaped(QByteArrayView utf8)
{
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
}

// UTF-16 as Qt's writer takes it: a surrogate without its pair is written as
// \uxxxx (toUtf8() would make it a '?', and two such keys one).
void JsonText::quoted(QStringView text)
{
    m_text += '"';
    qsizetype run = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (!QChar::isSurrogate(c))
            continue;
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text[i + 1].unicode())) {
            ++i;
            continue;
        }
        escaped(text.sliced(run, i - run).toUtf8());
        run = i + 1;
        m_text += "\\u";
        for (const int shift : {12, 8, 4, 0})
            m_text += kHex[(c >> shift) & 0xf];
    }
    escaped(run == 0 ? text.toUtf8() : text.sliced(run).toUtf8());
    m_text += '"';
}

JsonText& JsonText::value(const QString& text)
{
    beforeValue();
    quoted(QStringView(text));
    return *this;
}

JsonText& JsonText::value(QLatin1StringView text)
{
    return value(QString(text));
}

JsonText& JsonText::value(qint64 number)
{
    beforeValue();
    m_text += QByteArray::number(number);
    return *this;
}

JsonText& JsonText::value(double number)
{
    beforeValue();
    m_text += std::isfinite(number) ? QByteArray::number(number, 'g', QLocale::FloatingPointShortest) : QByteArray("null");
    return *this;
}

JsonText& JsonText::value(bool truth)
{
    beforeValue();
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
