#include "run/runnertags.h"

#include "analysis/pythontokens.h"

#include <QList>

#include <cmath>

namespace dtriage {

namespace {

// Deeper nesting than any real tags dict; bounds the recursion on odd input.
constexpr int kMaxDepth = 32;

// Python's escapes in a non-raw literal; an unknown escape stays as written,
// as Python keeps it.
QString unescape(QStringView body)
{
    QString out;
    out.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c != u'\\' || i + 1 >= body.size()) {
            out += c;
            continue;
        }
        const QChar e = body[++i];
        auto hex = [&](int digits) {
            bool ok = false;
            const uint code = body.mid(i + 1, digits).toUInt(&ok, 16);
            if (!ok || i + digits >= body.size() || code > 0x10FFFF) {
                out += u'\\';
                out += e;
                return;
            }
            out += QString::fromUcs4(reinterpret_cast<const char32_t*>(&code), 1);
            i += digits;
        };
        switch (e.unicode()) {
        case 'n': out += u'\n'; break;
        case 't': out += u'\t'; break;
        case 'r': out += u'\r'; break;
        case '0': out += QChar(0); break;
        case '\\': case '\'': case '"': out += e; break;
        case '\n': break;  // a line continuation inside the literal
        case 'x': hex(2); break;
        case 'u': hex(4); break;
        case 'U': hex(8); break;
        default:
            out += u'\\';
            out += e;
        }
    }
    return out;
}

// The value of one string token: prefix letters, quotes and escapes removed.
std::optional<QString> stringValue(const QByteArray& token)
{
    qsizetype start = 0;
    bool raw = false;
    while (start < token.size() && QChar::isLetter(uchar(token[start]))) {
        raw = raw || token[start] == 'r' || token[start] == 'R';
        ++start;
    }
    if (start >= token.size())
        return std::nullopt;
    const char quote = token[start];
    const bool triple = token.mid(start, 3) == QByteArray(3, quote);
    const qsizetype open = triple ? 3 : 1;
    if (token.size() - start < 2 * open || !token.endsWith(QByteArray(open, quote)))
        return std::nullopt;  // unterminated
    const QString body = QString::fromUtf8(token.mid(start + open, token.size() - start - 2 * open));
    return raw ? body : unescape(body);
}

class LiteralParser {
public:
    explicit LiteralParser(const QByteArray& source)
    {
        QList<PythonToken> tokens = PythonTokens::scan(source);
        m_tokens.reserve(tokens.size());
        for (PythonToken& token : tokens) {
            if (token.isSignificant())
                m_tokens.append(std::move(token));
        }
    }

    std::optional<RunnerTags> parseTopDict()
    {
        if (!at("{"))
            return std::nullopt;
        RunnerTags tags;
        const bool ok = container("}", 0, [&](int depth) {
            const auto key = value(depth);
            if (!key || !eat(":"))
                return false;
            const bool named = key->value.typeId() == QMetaType::QString;
            // One level of a nested dict is kept as "outer.inner" ("failing_reason.name").
            const auto item = value(depth, named ? &tags.scalars : nullptr, named ? key->value.toString() : QString());
            if (!item)
                return false;
            if (named && item->isScalar)
                tags.scalars.insert(key->value.toString(), item->value);
            return true;
        });
        if (!ok || m_pos != m_tokens.size())
            return std::nullopt;
        return tags;
    }

private:
    struct Value {
        QVariant value;
        bool isScalar = true;
    };

    bool at(const char* op) const { return m_pos < m_tokens.size() && m_tokens[m_pos].is(op); }
    bool eat(const char* op)
    {
        if (!at(op))
            return false;
        ++m_pos;
        return true;
    }

    // After an opening bracket: items separated by commas up to `close`.
    template <typename Item>
    bool container(const char* close, int depth, Item&& item)
    {
        ++m_pos;  // the opening bracket
        if (depth >= kMaxDepth)
            return false;
        while (!eat(close)) {
            if (!item(depth + 1))
                return false;
            if (!eat(",") && !at(close))
                return false;
        }
        return true;
    }

    // `nested`: where a dict's own str-keyed scalars go, as "<prefix>.<key>".
    std::optional<Value> value(int depth, QHash<QString, QVariant>* nested = nullptr, const QString& prefix = {})
    {
        if (m_pos >= m_tokens.size())
            return std::nullopt;
        const PythonToken& token = m_tokens[m_pos];
        if (token.is("{") || token.is("[") || token.is("(")) {
            const char* close = token.is("{") ? "}" : token.is("[") ? "]" : ")";
            const bool dict = token.is("{");
            const bool ok = container(close, depth, [&](int inner) {
                const auto key = value(inner);
                if (!key)
                    return false;
                if (!dict || at(",") || at("}"))
                    return true;
                if (!eat(":"))
                    return false;
                const auto item = value(inner);
                if (item && nested && item->isScalar && key->isScalar && key->value.typeId() == QMetaType::QString)
                    nested->insert(prefix + u'.' + key->value.toString(), item->value);
                return item.has_value();
            });
            return ok ? std::optional<Value>(Value{{}, false}) : std::nullopt;
        }
        if (token.kind == PythonToken::Kind::String)
            return strings();
        if (token.is("-") || token.is("+")) {
            const bool negative = token.is("-");
            ++m_pos;
            auto number = value(depth);
            if (!number || !number->isScalar || !number->value.canConvert<double>()
                || number->value.typeId() == QMetaType::QString || number->value.typeId() == QMetaType::Bool)
                return std::nullopt;
            return Value{negative ? -number->value.toDouble() : number->value.toDouble()};
        }
        ++m_pos;
        if (token.kind == PythonToken::Kind::Number)
            return number(token.text);
        if (token.kind == PythonToken::Kind::Name)
            return name(token.text);
        return std::nullopt;
    }

    // Adjacent literals concatenate, as in Python.
    std::optional<Value> strings()
    {
        QString joined;
        while (m_pos < m_tokens.size() && m_tokens[m_pos].kind == PythonToken::Kind::String) {
            const auto part = stringValue(m_tokens[m_pos].text);
            if (!part)
                return std::nullopt;
            joined += *part;
            ++m_pos;
        }
        return Value{joined};
    }

    static std::optional<Value> number(const QByteArray& text)
    {
        QByteArray plain = text;
        plain.replace('_', "");
        bool ok = false;
        const qlonglong integer = plain.toLongLong(&ok);
        if (ok)
            return Value{integer};
        const double real = plain.toDouble(&ok);
        return ok ? std::optional<Value>(Value{real}) : std::nullopt;
    }

    // True/False/None, and the bare nan and inf that str() of a float gives.
    static std::optional<Value> name(const QByteArray& text)
    {
        if (text == "True" || text == "False")
            return Value{text == "True"};
        if (text == "None")
            return Value{QVariant()};
        if (text == "nan")
            return Value{std::nan("")};
        if (text == "inf")
            return Value{HUGE_VAL};
        return std::nullopt;
    }

    QList<PythonToken> m_tokens;
    qsizetype m_pos = 0;
};

std::optional<double> asDouble(const QVariant& value)
{
    if (!value.isValid() || value.typeId() == QMetaType::Bool)
        return std::nullopt;
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok ? std::optional<double>(number) : std::nullopt;
}

}  // namespace

QString RunnerTags::bringupStatus() const
{
    QString status = scalars.value(QStringLiteral("bringup_status")).toString().trimmed();
    if (const qsizetype dot = status.lastIndexOf(u'.'); dot >= 0)
        status = status.mid(dot + 1);  // "BringupStatus.FAILED_RUNTIME"
    return status.toUpper();
}

QString RunnerTags::modelTestStatus() const
{
    QString status = scalars.value(QStringLiteral("model_test_status")).toString().trimmed();
    if (const qsizetype dot = status.lastIndexOf(u'.'); dot >= 0)
        status = status.mid(dot + 1);  // "ModelTestStatus.NOT_SUPPORTED_SKIP"
    return status.toUpper();
}

std::optional<QString> RunnerTags::failingReasonName() const
{
    const auto it = scalars.constFind(QStringLiteral("failing_reason.name"));
    if (it == scalars.cend())
        return std::nullopt;
    return it->isValid() ? it->toString() : QString();
}

std::optional<double> RunnerTags::pcc() const
{
    return asDouble(scalars.value(QStringLiteral("pcc")));
}

std::optional<double> RunnerTags::pccThreshold() const
{
    return asDouble(scalars.value(QStringLiteral("pcc_threshold")));
}

std::optional<bool> RunnerTags::flag(const QString& name) const
{
    const QVariant value = scalars.value(name);
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    if (value.typeId() == QMetaType::QString)
        return value.toString().compare(QLatin1StringView("true"), Qt::CaseInsensitive) == 0;
    return std::nullopt;
}

std::optional<bool> RunnerTags::pccAssertionEnabled() const
{
    return flag(QStringLiteral("pcc_assertion_enabled"));
}

std::optional<bool> RunnerTags::comparisonPassed() const
{
    return flag(QStringLiteral("comparison_passed"));
}

std::optional<RunnerTags> RunnerTags::parse(const QString& literal)
{
    return LiteralParser(literal.toUtf8()).parseTopDict();
}

}  // namespace dtriage
