#include "core/pythonliteral.h"

#include <optional>

namespace dtriage {
namespace {

// Python refuses to turn longer ints into text (sys.get_int_max_str_digits()).
constexpr qsizetype kMaxIntDigits = 4300;

QString describe(QStringView source)
{
    return source.size() > 60 ? source.left(57).toString() + QStringLiteral("...") : source.toString();
}

std::optional<char32_t> hexValue(QStringView digits)
{
    char32_t value = 0;
    for (const QChar c : digits) {
        const int digit = QStringLiteral("0123456789abcdef").indexOf(c.toLower());
        if (digit < 0)
            return std::nullopt;
        value = value * 16 + char32_t(digit);
    }
    return value;
}

bool isOctal(QChar c) { return c >= u'0' && c <= u'7'; }

// One escape after a backslash at `at`; advances `at` past it. nullopt: not one
// ast.literal_eval takes as data.
std::optional<char32_t> escapeAt(QStringView body, qsizetype& at)
{
    const QChar c = body[at];
    static const QString simple = QStringLiteral("\\'\"abfnrtv");
    static const char32_t simpleValues[] = {U'\\', U'\'', U'"', 7, 8, 12, 10, 13, 9, 11};
    if (const qsizetype i = simple.indexOf(c); i >= 0) {
        ++at;
        return simpleValues[i];
    }
    if (isOctal(c)) {
        char32_t value = 0;
        qsizetype n = 0;
        while (n < 3 && at < body.size() && isOctal(body[at])) {
            value = value * 8 + char32_t(body[at].unicode() - u'0');
            ++at;
            ++n;
        }
        return value;
    }
    const int width = c == u'x' ? 2 : c == u'u' ? 4 : c == u'U' ? 8 : 0;
    if (width == 0 || at + 1 + width > body.size())
        return std::nullopt;
    const std::optional<char32_t> value = hexValue(body.sliced(at + 1, width));
    at += 1 + width;
    return value;
}

Result<QString> stringBody(QStringView body, QChar quote)
{
    QString value;
    for (qsizetype at = 0; at < body.size();) {
        const QChar c = body[at];
        if (c == quote || c == u'\n' || c == u'\r' || c.isNull())
            return fail(PythonLiteral::tr("a string literal cannot hold a bare %1")
                            .arg(c.isNull() ? QStringLiteral("NUL") : c == quote ? QString(quote) : PythonLiteral::tr("line break")));
        if (c != u'\\') {
            value += c;
            ++at;
            continue;
        }
        if (++at >= body.size())
            return fail(PythonLiteral::tr("the string literal ends in a backslash"));
        const QChar kind = body[at];
        const std::optional<char32_t> escaped = escapeAt(body, at);
        if (!escaped || *escaped > 0x10FFFF)
            return fail(PythonLiteral::tr("\\%1 is no escape a string literal takes as data").arg(kind));
        if (QChar::isSurrogate(*escaped))
            return fail(PythonLiteral::tr("the string literal escapes half a character (U+%1)")
                            .arg(uint(*escaped), 4, 16, QLatin1Char('0')));
        value += QString::fromUcs4(&*escaped, 1);
    }
    return value;
}

bool isDecimal(QStringView digits)
{
    if (digits.isEmpty() || (digits.size() > 1 && digits.front() == u'0'))
        return false;
    for (const QChar c : digits)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

// Python's str.isprintable(): every character but controls, format characters,
// surrogates, private use, unassigned ones, and separators other than the space.
bool printable(char32_t c)
{
    if (c == U' ')
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
    case QChar::Separator_Space:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return false;
    default:
        return true;
    }
}

QString hexEscape(char32_t c)
{
    const auto [kind, width] = c < 0x100 ? std::pair{u'x', 2} : c < 0x10000 ? std::pair{u'u', 4} : std::pair{u'U', 8};
    return QStringLiteral("\\") + QChar(kind) + QString::number(uint(c), 16).rightJustified(width, u'0');
}

}  // namespace

Result<PythonLiteral> PythonLiteral::parse(QStringView source)
{
    PythonLiteral literal;
    if (source == u"None" || source == u"True" || source == u"False") {
        literal.m_kind = source == u"None" ? Kind::None : Kind::Bool;
        literal.m_text = source.toString();
        return literal;
    }
    const bool negative = source.startsWith(u'-');
    if (const QStringView digits = negative ? source.sliced(1) : source; isDecimal(digits)) {
        if (digits.size() > kMaxIntDigits)
            return fail(tr("the int literal has more than %1 digits").arg(kMaxIntDigits));
        literal.m_kind = Kind::Int;
        literal.m_text = (negative && digits != u"0" ? QStringLiteral("-") : QString()) + digits.toString();
        return literal;
    }
    const QChar quote = source.isEmpty() ? QChar() : source.front();
    if (source.size() < 2 || (quote != u'\'' && quote != u'"') || source.back() != quote)
        return fail(tr("%1 is no str, int, bool or None literal").arg(describe(source)));
    if (source.size() >= 6 && source.startsWith(QString(3, quote)))
        return fail(tr("%1 is a triple-quoted string; a key is written on one line").arg(describe(source)));
    Result<QString> value = stringBody(source.sliced(1, source.size() - 2), quote);
    if (!value)
        return fail(tr("%1: %2").arg(describe(source), value.error().message));
    return string(std::move(*value));
}

PythonLiteral PythonLiteral::string(QString value)
{
    PythonLiteral literal;
    literal.m_kind = Kind::Str;
    literal.m_text = std::move(value);
    return literal;
}

QString PythonLiteral::typeName() const
{
    switch (m_kind) {
    case Kind::Str:
        return QStringLiteral("str");
    case Kind::Int:
        return QStringLiteral("int");
    case Kind::Bool:
        return QStringLiteral("bool");
    case Kind::None:
        break;
    }
    return QStringLiteral("NoneType");
}

QString PythonLiteral::source() const
{
    return m_kind == Kind::Str ? u'"' + escaped(m_text) + u'"' : m_text;
}

QString PythonLiteral::escaped(const QString& text, char16_t quote)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        if (c == U'\\' || (quote != 0 && c == quote))
            out += u'\\' + QChar(c);
        else if (c == U'\n' || c == U'\r' || c == U'\t')
            out += c == U'\n' ? QStringLiteral("\\n") : c == U'\r' ? QStringLiteral("\\r") : QStringLiteral("\\t");
        else if (!printable(c))
            out += hexEscape(c);
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

}  // namespace dtriage
