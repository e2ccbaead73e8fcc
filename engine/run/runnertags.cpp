#include "run/runnertags.h"

#include <cmath>

namespace dtriage {

namespace {

using Span = RunnerTags::Span;
using Slot = RunnerTags::Slot;
using Kind = RunnerTags::Kind;

// Deeper nesting than any real tags dict; bounds the recursion on odd input.
constexpr int kMaxDepth = 32;

bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }
bool isNameStart(QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_'; }
bool isNameChar(QChar c) { return isNameStart(c) || isDigit(c); }
bool isPrefix(QChar c) { return QStringView(u"rRbBuUfF").contains(c); }

// One string literal at `at`: its prefix, quotes and body.
struct StringLiteral {
    qsizetype body = 0;
    qsizetype bodyEnd = 0;
    qsizetype end = 0;  // past the closing quote
    bool raw = false;
};

// Python's escapes in a non-raw literal; an unknown escape stays as written,
// as Python keeps it.
void unescapeInto(QString& out, QStringView body)
{
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
}

// The literal's tokens as Python's tokenizer sees them, read once: what lies
// between tokens (blanks, line breaks, comments, continuations) is skipped. A
// string that does not close on its line is refused, as Python refuses it.
class Scanner {
public:
    explicit Scanner(QStringView text) : m_text(text) {}

    qsizetype pos() const { return m_pos; }
    void seek(qsizetype pos) { m_pos = pos; }
    bool atEnd()
    {
        skip();
        return m_pos >= m_text.size();
    }
    bool at(QChar c)
    {
        skip();
        return m_pos < m_text.size() && m_text[m_pos] == c;
    }
    bool eat(QChar c)
    {
        if (!at(c))
            return false;
        ++m_pos;
        return true;
    }
    QChar peek(qsizetype ahead = 0) const
    {
        return m_pos + ahead < m_text.size() ? m_text[m_pos + ahead] : QChar();
    }
    bool atString()
    {
        skip();
        const QChar c = peek();
        if (c == u'\'' || c == u'"')
            return true;
        for (qsizetype n = 0; n < 2 && isPrefix(peek(n)); ++n)
            if (peek(n + 1) == u'\'' || peek(n + 1) == u'"')
                return true;
        return false;
    }
    // The string literal here (atString()); nullopt when it does not close.
    std::optional<StringLiteral> string()
    {
        StringLiteral s;
        while (isPrefix(peek())) {
            s.raw = s.raw || peek() == u'r' || peek() == u'R';
            ++m_pos;
        }
        const QChar quote = peek();
        const bool triple = peek(1) == quote && peek(2) == quote;
        m_pos += triple ? 3 : 1;
        s.body = m_pos;
        for (; m_pos < m_text.size(); ++m_pos) {
            const QChar c = m_text[m_pos];
            if (c == u'\\') {
                ++m_pos;  // the escaped character, a quote or a line break included
                continue;
            }
            if (!triple && (c == u'\n' || c == u'\r'))
                return std::nullopt;
            if (c == quote && (!triple || (peek(1) == quote && peek(2) == quote))) {
                s.bodyEnd = m_pos;
                m_pos += triple ? 3 : 1;
                s.end = m_pos;
                return s;
            }
        }
        return std::nullopt;
    }
    // A name or a number here: [begin, end).
    QStringView word()
    {
        const qsizetype begin = m_pos;
        const bool number = isDigit(peek()) || (peek() == u'.' && isDigit(peek(1)));
        while (m_pos < m_text.size()) {
            const QChar c = m_text[m_pos];
            const bool exponentSign = number && (c == u'+' || c == u'-')
                                      && (m_text[m_pos - 1] == u'e' || m_text[m_pos - 1] == u'E');
            if (!isNameChar(c) && !(number && c == u'.') && !exponentSign)
                break;
            ++m_pos;
        }
        return m_text.sliced(begin, m_pos - begin);
    }

private:
    void skip()
    {
        while (m_pos < m_text.size()) {
            const QChar c = m_text[m_pos];
            if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f') {
                ++m_pos;
            } else if (c == u'#') {
                while (m_pos < m_text.size() && m_text[m_pos] != u'\n' && m_text[m_pos] != u'\r')
                    ++m_pos;
            } else if (c == u'\\' && (peek(1) == u'\n' || peek(1) == u'\r')) {
                m_pos += 2;
            } else {
                return;
            }
        }
    }

    QStringView m_text;
    qsizetype m_pos = 0;
};

// A number's text: digits, underscores, a point, an exponent. nullopt when it
// is not one (a hex literal, a complex one).
std::optional<QVariant> numberOf(QStringView text)
{
    QString plain;
    if (text.contains(u'_')) {  // a copy only for "1_000"
        plain = text.toString();
        plain.remove(u'_');
        text = plain;
    }
    bool ok = false;
    const qlonglong integer = text.toLongLong(&ok);
    if (ok)
        return QVariant(integer);
    const double real = text.toDouble(&ok);
    return ok ? std::optional<QVariant>(real) : std::nullopt;
}

// True/False/None, and the bare nan and inf that str() of a float gives.
std::optional<QVariant> nameOf(QStringView text)
{
    if (text == u"True" || text == u"False")
        return QVariant(text == u"True");
    if (text == u"None")
        return QVariant();
    if (text == u"nan")
        return QVariant(std::nan(""));
    if (text == u"inf")
        return QVariant(HUGE_VAL);
    return std::nullopt;
}

// One scalar's decoded value from its text ([begin, end) as parsed).
QVariant decode(QStringView text, Kind kind);

QString stringsOf(QStringView text)
{
    Scanner scanner(text);
    QString joined;
    while (scanner.atString()) {  // adjacent literals concatenate, as in Python
        const std::optional<StringLiteral> s = scanner.string();
        if (!s)
            break;
        const QStringView body = text.sliced(s->body, s->bodyEnd - s->body);
        if (s->raw || !body.contains(u'\\'))
            joined += body;
        else
            unescapeInto(joined, body);
    }
    return joined;
}

QVariant decode(QStringView text, Kind kind)
{
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::Bool:
        return text == u"True";
    case Kind::String:
        return stringsOf(text);
    case Kind::Number:
        break;
    }
    Scanner scanner(text);
    bool negative = false;
    bool signedNumber = false;
    while (scanner.at(u'-') || scanner.at(u'+')) {
        negative = negative != (scanner.peek() == u'-');
        signedNumber = true;
        scanner.seek(scanner.pos() + 1);
    }
    (void)scanner.atEnd();  // past what lies between the sign and the number
    const QStringView word = scanner.word();
    const QVariant value = !word.isEmpty() && isNameStart(word[0]) ? nameOf(word).value_or(QVariant()) : numberOf(word).value_or(QVariant());
    if (!signedNumber)
        return value;
    return negative ? -value.toDouble() : value.toDouble();
}

// One 'literal' without prefix, escape or a second literal: its text is the key.
bool isPlainKey(QStringView text)
{
    const QChar quote = text.isEmpty() ? QChar() : text.front();
    return (quote == u'\'' || quote == u'"') && text.size() >= 2 && text.back() == quote
           && text.indexOf(quote, 1) == text.size() - 1 && !text.contains(u'\\');
}

// Reads the literal, checking all of it, and notes the scalars' places.
class Parser {
public:
    Parser(QStringView text, QList<Slot>& scalars, QList<Span>& outers)
        : m_text(text), m_scanner(text), m_slots(scalars), m_outers(outers)
    {
    }

    bool topDict()
    {
        if (!m_scanner.at(u'{'))
            return false;
        const bool ok = container(u'}', 0, [&](int depth) {
            Span key;
            Kind keyKind = Kind::None;
            if (!value(depth, key, keyKind) || !m_scanner.eat(u':'))
                return false;
            const bool named = keyKind == Kind::String;
            Span item;
            Kind kind = Kind::None;
            if (!value(depth, item, kind, named ? &key : nullptr))
                return false;
            if (named && m_scalar)
                m_slots.append(Slot{keyed(key), item, kind, -1});
            return true;
        });
        return ok && m_scanner.atEnd();
    }

private:
    // After an opening bracket: items separated by commas up to `close`.
    template <typename Item>
    bool container(QChar close, int depth, Item&& item)
    {
        m_scanner.seek(m_scanner.pos() + 1);  // the opening bracket
        if (depth >= kMaxDepth)
            return false;
        while (!m_scanner.eat(close)) {
            if (!item(depth + 1))
                return false;
            if (!m_scanner.eat(u',') && !m_scanner.at(close))
                return false;
        }
        return true;
    }

    // One value here; m_scalar says whether it was a scalar, `span` and `kind`
    // where it lies and what it is. `outerKey`: a top-level dict's key, whose own
    // str-keyed scalars are kept as "<outer>.<key>".
    bool value(int depth, Span& span, Kind& kind, const Span* outerKey = nullptr)
    {
        m_scalar = true;
        if (m_scanner.atEnd())
            return false;
        span.begin = m_scanner.pos();
        const QChar c = m_scanner.peek();
        bool ok = true;
        if (c == u'{' || c == u'[' || c == u'(') {
            ok = nested(c, depth, outerKey);
            m_scalar = false;
        } else if (m_scanner.atString()) {
            kind = Kind::String;
            while (ok && m_scanner.atString())
                ok = m_scanner.string().has_value();
        } else if (c == u'-' || c == u'+') {
            while (m_scanner.at(u'-') || m_scanner.at(u'+'))  // a chain of signs, not a recursion per sign
                m_scanner.seek(m_scanner.pos() + 1);
            Span number;
            ok = value(depth, number, kind) && m_scalar && kind == Kind::Number;
        } else {
            ok = word(kind);
        }
        span.end = m_scanner.pos();
        return ok;
    }

    bool word(Kind& kind)
    {
        const QStringView text = m_scanner.word();
        if (text.isEmpty())
            return false;
        if (isNameStart(text[0])) {
            const std::optional<QVariant> name = nameOf(text);
            kind = !name ? Kind::None : !name->isValid() ? Kind::None
                 : name->typeId() == QMetaType::Bool ? Kind::Bool : Kind::Number;
            return name.has_value();
        }
        kind = Kind::Number;
        return numberOf(text).has_value();
    }

    bool nested(QChar open, int depth, const Span* outerKey)
    {
        const QChar close = open == u'{' ? u'}' : open == u'[' ? u']' : u')';
        const bool dict = open == u'{';
        int outer = -1;
        return container(close, depth, [&](int inner) {
            Span key;
            Kind keyKind = Kind::None;
            if (!value(inner, key, keyKind))
                return false;
            if (!dict || m_scanner.at(u',') || m_scanner.at(u'}'))
                return true;  // a set's item
            const bool namedKey = m_scalar && keyKind == Kind::String;
            if (!m_scanner.eat(u':'))
                return false;
            Span item;
            Kind kind = Kind::None;
            if (!value(inner, item, kind))
                return false;
            if (outerKey && namedKey && m_scalar) {
                if (outer < 0) {
                    outer = int(m_outers.size());
                    m_outers.append(keyed(*outerKey));
                }
                m_slots.append(Slot{keyed(key), item, kind, outer});
            }
            return true;
        });
    }

    Span keyed(Span key) const
    {
        key.plain = isPlainKey(m_text.sliced(key.begin, key.end - key.begin));
        return key;
    }

    QStringView m_text;
    Scanner m_scanner;
    QList<Slot>& m_slots;
    QList<Span>& m_outers;
    bool m_scalar = true;
};

}  // namespace

QString RunnerTags::keyOf(const Span& span) const
{
    return stringsOf(QStringView(m_literal).sliced(span.begin, span.end - span.begin));
}

bool RunnerTags::keyIs(const Slot& slot, QStringView name) const
{
    const auto matches = [&](const Span& span, QStringView wanted) {
        if (!span.plain)
            return keyOf(span) == wanted;
        return span.end - span.begin == wanted.size() + 2 && QStringView(m_literal).sliced(span.begin + 1, wanted.size()) == wanted;
    };
    if (slot.outer < 0)
        return matches(slot.key, name);
    // "a.b.c" may be outer "a.b" and inner "c", or outer "a" and inner "b.c".
    for (qsizetype at = name.indexOf(u'.'); at >= 0; at = name.indexOf(u'.', at + 1))
        if (matches(m_outers.at(slot.outer), name.first(at)) && matches(slot.key, name.sliced(at + 1)))
            return true;
    return false;
}

const RunnerTags::Slot* RunnerTags::find(QStringView name) const
{
    for (qsizetype i = m_slots.size() - 1; i >= 0; --i)  // the later of a key given twice
        if (keyIs(m_slots[i], name))
            return &m_slots[i];
    return nullptr;
}

QVariant RunnerTags::value(QStringView name) const
{
    const Slot* slot = find(name);
    if (!slot)
        return {};
    return decode(QStringView(m_literal).sliced(slot->value.begin, slot->value.end - slot->value.begin), slot->kind);
}

bool RunnerTags::contains(QStringView name) const
{
    return find(name) != nullptr;
}

namespace {

std::optional<double> asDouble(const QVariant& value)
{
    if (!value.isValid() || value.typeId() == QMetaType::Bool)
        return std::nullopt;
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok ? std::optional<double>(number) : std::nullopt;
}

// "BringupStatus.FAILED_RUNTIME" -> "FAILED_RUNTIME"
QString enumName(const QVariant& value)
{
    QString status = value.toString().trimmed();
    if (const qsizetype dot = status.lastIndexOf(u'.'); dot >= 0)
        status = status.mid(dot + 1);
    return status.toUpper();
}

}  // namespace

QString RunnerTags::bringupStatus() const
{
    return m_bringupStatus;
}

QString RunnerTags::modelTestStatus() const
{
    return m_modelTestStatus;
}

std::optional<QString> RunnerTags::failingReasonName() const
{
    const Slot* slot = find(u"failing_reason.name");
    if (!slot)
        return std::nullopt;
    const QVariant name = value(u"failing_reason.name");
    return name.isValid() ? name.toString() : QString();
}

std::optional<double> RunnerTags::pcc() const
{
    return m_pcc;
}

std::optional<double> RunnerTags::pccThreshold() const
{
    return m_pccThreshold;
}

std::optional<bool> RunnerTags::flag(QStringView name) const
{
    const QVariant found = value(name);
    if (found.typeId() == QMetaType::Bool)
        return found.toBool();
    if (found.typeId() == QMetaType::QString)
        return found.toString().compare(QLatin1StringView("true"), Qt::CaseInsensitive) == 0;
    return std::nullopt;
}

std::optional<bool> RunnerTags::pccAssertionEnabled() const
{
    return m_pccAssertionEnabled;
}

std::optional<bool> RunnerTags::comparisonPassed() const
{
    return flag(u"comparison_passed");
}

qsizetype RunnerTags::parsedBytes() const
{
    return qsizetype(sizeof(RunnerTags)) + m_slots.capacity() * qsizetype(sizeof(Slot))
           + m_outers.capacity() * qsizetype(sizeof(Span))
           + qsizetype(sizeof(char16_t)) * (m_bringupStatus.size() + m_modelTestStatus.size());
}

std::optional<RunnerTags> RunnerTags::parse(const QString& literal)
{
    RunnerTags tags;
    tags.m_literal = literal;
    tags.m_slots.reserve(24);  // the runner's tags hold about 20 scalars
    if (!Parser(tags.m_literal, tags.m_slots, tags.m_outers).topDict())
        return std::nullopt;
    // Asked of every testcase, often several times over (RunnerTestcase, ObservedCase):
    // decoded once.
    tags.m_bringupStatus = enumName(tags.value(u"bringup_status"));
    tags.m_modelTestStatus = enumName(tags.value(u"model_test_status"));  // "ModelTestStatus.NOT_SUPPORTED_SKIP"
    tags.m_pcc = asDouble(tags.value(u"pcc"));
    tags.m_pccThreshold = asDouble(tags.value(u"pcc_threshold"));
    tags.m_pccAssertionEnabled = tags.flag(u"pcc_assertion_enabled");
    return tags;
}

}  // namespace dtriage
