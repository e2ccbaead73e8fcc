#include "run/xmlsubsetreader.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dtriage {
namespace {

using Table = std::array<bool, 256>;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// A byte XML never allows as it is: a C0 control other than tab and the line ends.
constexpr bool isControl(int c)
{
    return c < 0x20 && c != '\t' && c != '\n' && c != '\r';
}

// Bytes a scan stops at: the markup it looks for, controls, and the lead bytes of
// the only UTF-8 sequences valid UTF-8 holds that XML does not (U+FFFE and U+FFFF
// after 0xEF; 0xED leads the surrogates, which valid UTF-8 has not, checked anyway).
constexpr Table stops(std::string_view markup)
{
    Table table{};
    for (int c = 0; c < 256; ++c)
        table[c] = isControl(c) || c == 0xED || c == 0xEF;
    for (const char c : markup)
        table[static_cast<unsigned char>(c)] = true;
    return table;
}

constexpr Table kTextStops = stops("<&\r]");
// A value stops only at its own quote: the runner's tags are a Python dict in "…".
constexpr Table kDoubleQuotedStops = stops("<&\r\t\n\"");
constexpr Table kSingleQuotedStops = stops("<&\r\t\n'");
constexpr Table kCommentStops = stops("-");

// Names in ASCII only, without ':' (a namespace is expat's).
constexpr Table names(bool start)
{
    Table table{};
    for (int c = 0; c < 128; ++c)
        table[c] = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'
                   || (!start && ((c >= '0' && c <= '9') || c == '.' || c == '-'));
    return table;
}

constexpr Table kNameStart = names(true);
constexpr size_t kMaxAttributes = 32;
constexpr Table kNameChar = names(false);

bool isXmlChar(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
           || (c >= 0x10000 && c <= 0x10FFFF);
}

void appendUtf8(std::string& out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(char(c));
    } else if (c < 0x800) {
        out.push_back(char(0xC0 | (c >> 6)));
        out.push_back(char(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(char(0xE0 | (c >> 12)));
        out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(char(0x80 | (c & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (c >> 18)));
        out.push_back(char(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(char(0x80 | (c & 0x3F)));
    }
}

class Reader {
public:
    Reader(QByteArrayView xml, XmlEvents::Handler& handler)
        : m_at(xml.data()), m_end(xml.data() + xml.size()), m_handler(handler)
    {
    }

    XmlSubsetReader::Result read()
    {
        if (ahead("\xEF\xBB\xBF"))
            m_at += 3;
        if (declaration() && misc() && element() && misc() && m_at == m_end)
            return XmlSubsetReader::Result::Read;
        // Nothing after where it stopped that ends a tag: expat could hand on no
        // event more than those handed on (text waits for a tag): a report cut off,
        // or a fault in its last line. Its words are all expat has to add.
        const bool tagAhead = std::memchr(m_at, '>', size_t(m_end - m_at)) != nullptr;
        return m_stopped || tagAhead ? XmlSubsetReader::Result::GaveUp : XmlSubsetReader::Result::RanOut;
    }

private:
    bool ahead(std::string_view what) const
    {
        return size_t(m_end - m_at) >= what.size() && std::string_view(m_at, what.size()) == what;
    }

    void skipSpace()
    {
        while (m_at < m_end && isSpace(*m_at))
            ++m_at;
    }

    // At a byte a stop table named that is not markup: a control gives up; 0xEF and
    // 0xED are stepped over unless they begin a character XML does not allow.
    bool stepOverOdd()
    {
        const auto c = static_cast<unsigned char>(*m_at);
        if (isControl(c) || m_end - m_at < 3)
            return false;
        const auto second = static_cast<unsigned char>(m_at[1]), third = static_cast<unsigned char>(m_at[2]);
        if ((c == 0xED && second >= 0xA0) || (c == 0xEF && second == 0xBF && third >= 0xBE))
            return false;
        ++m_at;
        return true;
    }

    // An ASCII name; empty when none starts here.
    std::string_view name()
    {
        const char* from = m_at;
        if (m_at < m_end && kNameStart[static_cast<unsigned char>(*m_at)]) {
            while (++m_at < m_end && kNameChar[static_cast<unsigned char>(*m_at)]) {
            }
        }
        return {from, size_t(m_at - from)};
    }

    // S? '=' S? and an opening quote: the quote, or 0.
    char equalsAndQuote()
    {
        skipSpace();
        if (m_at == m_end || *m_at != '=')
            return 0;
        ++m_at;
        skipSpace();
        if (m_at == m_end || (*m_at != '"' && *m_at != '\''))
            return 0;
        return *m_at++;
    }

    // A pseudo-attribute of the declaration, S before it included: its value, or
    // nothing when `key` is not next (the reading is where it was).
    std::optional<std::string_view> pseudo(std::string_view key)
    {
        const char* before = m_at;
        skipSpace();
        if (m_at == before || !ahead(key)) {
            m_at = before;
            return std::nullopt;
        }
        m_at += key.size();
        const char quote = equalsAndQuote();
        const char* from = m_at;
        while (quote && m_at < m_end && *m_at != quote && *m_at != '<' && !isSpace(*m_at))
            ++m_at;
        if (!quote || m_at == m_end || *m_at != quote)
            return std::string_view();
        return std::string_view(from, size_t(m_at++ - from));
    }

    // <?xml version="1.0" encoding="UTF-8" standalone="yes"?>, the encoding and
    // standalone optional; any other declaration is expat's.
    bool declaration()
    {
        if (!ahead("<?xml") || m_end - m_at < 6 || !isSpace(m_at[5]))
            return !ahead("<?");
        m_at += 5;
        if (pseudo("version") != "1.0")
            return false;
        if (const auto encoding = pseudo("encoding")) {
            const QByteArrayView name(encoding->data(), qsizetype(encoding->size()));
            if (name.compare("utf-8", Qt::CaseInsensitive) != 0)
                return false;
        }
        if (const auto standalone = pseudo("standalone"); standalone && *standalone != "yes" && *standalone != "no")
            return false;
        skipSpace();
        if (!ahead("?>"))
            return false;
        m_at += 2;
        return true;
    }

    // White space and comments, before the root element and after it.
    bool misc()
    {
        for (;;) {
            skipSpace();
            if (!ahead("<!--"))
                return true;
            if (!comment())
                return false;
        }
    }

    // At "<!--": to after "-->". "--" anywhere else in it is an error.
    bool comment()
    {
        m_at += 4;
        for (;;) {
            while (m_at < m_end && !kCommentStops[static_cast<unsigned char>(*m_at)])
                ++m_at;
            if (m_at == m_end)
                return false;
            if (*m_at != '-') {
                if (!stepOverOdd())
                    return false;
                continue;
            }
            if (m_end - m_at >= 2 && m_at[1] == '-') {
                if (m_end - m_at < 3 || m_at[2] != '>')
                    return false;
                m_at += 3;
                return true;
            }
            ++m_at;
        }
    }

    // At '&': the character a reference stands for, or 0.
    char32_t reference()
    {
        const std::string_view rest(m_at, size_t(m_end - m_at));
        static constexpr std::pair<std::string_view, char32_t> kEntities[] = {
            {"&lt;", '<'}, {"&gt;", '>'}, {"&amp;", '&'}, {"&quot;", '"'}, {"&apos;", '\''}};
        for (const auto& [entity, c] : kEntities) {
            if (rest.starts_with(entity)) {
                m_at += entity.size();
                return c;
            }
        }
        if (!rest.starts_with("&#"))
            return 0;
        const bool hex = rest.size() > 2 && rest[2] == 'x';
        size_t at = hex ? 3 : 2;
        char32_t value = 0;
        const size_t first = at;
        for (; at < rest.size() && value <= 0x10FFFF; ++at) {
            const char c = rest[at];
            const int digit = c >= '0' && c <= '9'               ? c - '0'
                              : hex && c >= 'a' && c <= 'f'      ? c - 'a' + 10
                              : hex && c >= 'A' && c <= 'F'      ? c - 'A' + 10
                                                                 : -1;
            if (digit < 0)
                break;
            value = value * (hex ? 16 : 10) + char32_t(digit);
        }
        if (at == first || at == rest.size() || rest[at] != ';' || !isXmlChar(value))
            return 0;
        m_at += at + 1;
        return value;
    }

    // The text run since `from`, handed on whole when nothing joins it.
    void takeRun(const char* from)
    {
        if (from == m_at)
            return;
        if (!m_owned && m_pendingView.empty()) {
            m_pendingView = std::string_view(from, size_t(m_at - from));
            return;
        }
        own().append(from, size_t(m_at - from));
    }

    std::string& own()
    {
        if (!m_owned) {
            m_pending.assign(m_pendingView);
            m_pendingView = {};
            m_owned = true;
        }
        return m_pending;
    }

    void flush()
    {
        if (m_owned) {
            if (!m_pending.empty())
                m_handler.text(m_pending);
            m_pending.clear();
            m_owned = false;
        } else if (!m_pendingView.empty()) {
            m_handler.text(m_pendingView);
            m_pendingView = {};
        }
    }

    // Character data up to the next '<'.
    bool text()
    {
        const char* run = m_at;
        for (;;) {
            while (m_at < m_end && !kTextStops[static_cast<unsigned char>(*m_at)])
                ++m_at;
            if (m_at == m_end)
                return false;
            switch (*m_at) {
            case '<':
                takeRun(run);
                return true;
            case '&': {
                takeRun(run);
                const char32_t c = reference();
                if (!c)
                    return false;
                appendUtf8(own(), c);
                run = m_at;
                break;
            }
            case '\r':
                takeRun(run);
                own().push_back('\n');
                if (++m_at < m_end && *m_at == '\n')
                    ++m_at;
                run = m_at;
                break;
            case ']':
                if (ahead("]]>"))
                    return false;
                ++m_at;
                break;
            default:
                if (!stepOverOdd())
                    return false;
            }
        }
    }

    // After the opening quote: the value, normalised as expat does, into m_values.
    bool value(char quote)
    {
        const Table& stops = quote == '"' ? kDoubleQuotedStops : kSingleQuotedStops;
        for (;;) {
            const char* run = m_at;
            while (m_at < m_end && !stops[static_cast<unsigned char>(*m_at)])
                ++m_at;
            m_values.append(run, size_t(m_at - run));
            if (m_at == m_end)
                return false;
            const char c = *m_at;
            if (c == quote) {
                ++m_at;
                return true;
            }
            if (c == '&') {
                const char32_t referenced = reference();
                if (!referenced)
                    return false;
                appendUtf8(m_values, referenced);
            } else if (c == '\t' || c == '\n' || c == '\r') {
                m_values.push_back(' ');
                if (c == '\r' && ++m_at < m_end && *m_at == '\n')
                    ++m_at;
                else if (c != '\r')
                    ++m_at;
            } else {
                const char* odd = m_at;
                if (c == '<' || !stepOverOdd())
                    return false;
                m_values.push_back(*odd);
            }
        }
    }

    // name="value" pairs up to '>' or "/>": whether the element is empty, or nothing.
    std::optional<bool> attributes()
    {
        m_values.clear();
        m_offsets.clear();
        m_names.clear();
        for (;;) {
            const char* before = m_at;
            skipSpace();
            if (m_at == m_end)
                return std::nullopt;
            if (*m_at == '>') {
                ++m_at;
                return false;
            }
            if (ahead("/>")) {
                m_at += 2;
                return true;
            }
            const std::string_view attribute = m_at == before ? std::string_view() : name();
            if (attribute.empty() || attribute.starts_with("xmlns")
                || std::find(m_names.cbegin(), m_names.cend(), attribute) != m_names.cend())
                return std::nullopt;
            // Past a few, expat's: the duplicate check is a scan, and a tag of 80,000
            // attributes would take it quadratic time (pytest writes fewer than 10).
            if (m_names.size() == kMaxAttributes)
                return std::nullopt;
            m_names.push_back(attribute);
            const char quote = equalsAndQuote();
            m_offsets.push_back(m_values.size());
            m_values.append(attribute);
            m_values.push_back('\0');
            m_offsets.push_back(m_values.size());
            if (!quote || !value(quote))
                return std::nullopt;
            m_values.push_back('\0');
        }
    }

    // At '<' of a start tag.
    bool startTag()
    {
        ++m_at;
        const std::string_view element = name();
        const std::optional<bool> empty = element.empty() ? std::nullopt : attributes();
        if (!empty)
            return false;
        m_pointers.clear();
        for (const size_t offset : m_offsets)
            m_pointers.push_back(m_values.data() + offset);
        m_pointers.push_back(nullptr);
        flush();
        if (!m_handler.start(element, m_pointers.data())) {
            m_stopped = true;
            return false;
        }
        if (*empty)
            m_handler.end(element);
        else
            m_open.push_back(element);
        return true;
    }

    // At "</".
    bool endTag()
    {
        m_at += 2;
        const std::string_view element = name();
        skipSpace();
        if (element != m_open.back() || m_at == m_end || *m_at != '>')
            return false;
        ++m_at;
        flush();
        m_handler.end(element);
        m_open.pop_back();
        return true;
    }

    // The root element and all it holds.
    bool element()
    {
        if (m_at == m_end || *m_at != '<' || !startTag())
            return false;
        while (!m_open.empty()) {
            if (!text() || m_end - m_at < 2)
                return false;
            const bool ok = m_at[1] == '/' ? endTag() : ahead("<!--") ? comment() : startTag();
            if (!ok)
                return false;
        }
        return true;
    }

    const char* m_at;
    const char* const m_end;
    bool m_stopped = false;  // a handler's start() said stop
    XmlEvents::Handler& m_handler;
    std::vector<std::string_view> m_open;  // the names of the elements open, outermost first
    // Text not yet handed on: a view of the document while it is one plain run.
    std::string_view m_pendingView;
    std::string m_pending;
    bool m_owned = false;
    // The attributes of the tag being read: names and values, each NUL-ended.
    std::string m_values;
    std::vector<size_t> m_offsets;
    std::vector<std::string_view> m_names;
    std::vector<const char*> m_pointers;
};

}  // namespace

XmlSubsetReader::Result XmlSubsetReader::read(QByteArrayView utf8, XmlEvents::Handler& handler)
{
    return Reader(utf8, handler).read();
}

}  // namespace dtriage
