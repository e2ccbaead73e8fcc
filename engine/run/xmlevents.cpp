#include "run/xmlevents.h"

#include "run/xmlsubsetreader.h"

#include <QRegularExpression>
#include <QStringDecoder>

// Debian's libexpat is built with DTD support; its entity-expansion guard is
// declared only then.
#ifndef XML_DTD
#define XML_DTD
#endif
#include <expat.h>

#include <algorithm>
#include <optional>
#include <string>

namespace dtriage {
namespace {

struct Context {
    XML_Parser parser;
    XmlEvents::Handler& handler;
    bool stopped = false;
    // A run of characters is handed on when the markup that ends it is read: a
    // document that breaks off mid-text does not deliver half a line (as
    // QXmlStreamReader did not).
    std::string pending;

    void flush()
    {
        if (pending.empty())
            return;
        handler.text(pending);
        pending.clear();
    }
};

// The local name, as QXmlStreamReader::name() gave it: expat writes a name in a
// namespace as "<uri>\x01<local>".
constexpr char kNamespaceSeparator = '\x01';

std::string_view localName(const XML_Char* name)
{
    const std::string_view whole(name);
    const size_t separator = whole.rfind(kNamespaceSeparator);
    return separator == std::string_view::npos ? whole : whole.substr(separator + 1);
}

void XMLCALL onStart(void* data, const XML_Char* name, const XML_Char** attributes)
{
    auto* context = static_cast<Context*>(data);
    context->flush();
    if (!context->handler.start(localName(name), attributes)) {
        context->stopped = true;
        XML_StopParser(context->parser, XML_FALSE);
    }
}

void XMLCALL onEnd(void* data, const XML_Char* name)
{
    auto* context = static_cast<Context*>(data);
    context->flush();
    context->handler.end(localName(name));
}

void XMLCALL onText(void* data, const XML_Char* chars, int length)
{
    static_cast<Context*>(data)->pending.append(chars, size_t(length));
}

// How a document's bytes are read: UTF-8 as they are (declared or not); another
// encoding Qt knows (a UTF-16/32 byte order mark, a declared Latin-1, ICU's names
// as QXmlStreamReader read them) decoded first; one nobody here knows is left to
// expat, which says so.
struct Encoding {
    bool utf8 = true;
    bool declared = false;  // a UTF-8 name in the declaration ("utf8" too, which expat does not know)
    std::optional<QStringDecoder> decoder;
};

Encoding encodingOf(QByteArrayView xml)
{
    Encoding encoding;
    if (const std::optional<QStringConverter::Encoding> bom = QStringConverter::encodingForData(xml);
        bom && *bom != QStringConverter::Utf8) {
        encoding.utf8 = false;
        encoding.decoder.emplace(*bom);
        return encoding;
    }
    static const QRegularExpression declaration(
        QStringLiteral(R"(^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["'])"));
    const QRegularExpressionMatch m = declaration.match(QString::fromLatin1(xml.first(std::min<qsizetype>(256, xml.size()))));
    const QByteArray name = m.captured(1).toLatin1();
    if (!m.hasMatch())
        return encoding;
    if (name.compare("utf-8", Qt::CaseInsensitive) == 0 || name.compare("utf8", Qt::CaseInsensitive) == 0) {
        encoding.declared = true;
        return encoding;
    }
    encoding.utf8 = false;
    encoding.decoder.emplace(name.constData());
    if (!encoding.decoder->isValid())
        encoding.decoder.reset();
    return encoding;
}

}  // namespace

const char* XmlEvents::attribute(const char** attributes, std::string_view name)
{
    for (const char** at = attributes; at && *at; at += 2)
        if (name == *at)
            return at[1];
    return nullptr;
}

namespace {

// Expat reads `xml` to its end or its first error, into `outcome`; without a
// handler it only checks the document (its words for a break).
void readWithExpat(QByteArrayView xml, bool utf8, XmlEvents::Handler* handler, XmlEvents::Outcome& outcome)
{
    XML_Parser parser = XML_ParserCreateNS(utf8 ? "UTF-8" : nullptr, kNamespaceSeparator);
    if (!parser) {
        outcome.wellFormed = false;
        outcome.error = QStringLiteral("out of memory");
        return;
    }
    // An entity bomb (a few lines expanding to megabytes) is refused, as
    // QXmlStreamReader's expansion limit refused it: expat's guard would let 8 MiB
    // of expansion through before it looks. A report without entities expands by 1.
    XML_SetBillionLaughsAttackProtectionActivationThreshold(parser, 64 * 1024);
    XML_SetBillionLaughsAttackProtectionMaximumAmplification(parser, 100.0f);
    std::optional<Context> context;
    if (handler) {
        context.emplace(parser, *handler, false, std::string());
        XML_SetUserData(parser, &*context);
        XML_SetElementHandler(parser, onStart, onEnd);
        XML_SetCharacterDataHandler(parser, onText);
    }
    // In slices: expat takes an int length, and a report may pass 2 GB inflated.
    constexpr qsizetype kSlice = 64 << 20;
    qsizetype at = 0;
    do {
        const qsizetype length = std::min(kSlice, xml.size() - at);
        const bool last = at + length >= xml.size();
        if (XML_Parse(parser, xml.data() + at, int(length), last) != XML_STATUS_OK) {
            outcome.wellFormed = false;
            outcome.stopped = context && context->stopped;
            outcome.error = QString::fromUtf8(XML_ErrorString(XML_GetErrorCode(parser)));
            // Only here: expat counts lines by scanning what it read, 5% of reading a
            // 500 KB report to its end.
            outcome.line = qint64(XML_GetCurrentLineNumber(parser));
            break;
        }
        at += length;
    } while (at < xml.size());
    XML_ParserFree(parser);
}

}  // namespace

XmlEvents::Outcome XmlEvents::read(QByteArrayView xml, Handler& handler, Readers readers)
{
    Encoding encoding = encodingOf(xml);
    QByteArray converted;
    Outcome outcome;
    if (encoding.decoder) {
        converted = QString(encoding.decoder->decode(xml)).toUtf8();
        xml = converted;
    } else if (encoding.utf8 && !xml.isValidUtf8()) {
        // Decoded whole only when it needs repair: a 250 MB report decoded for the check
        // alone held 500 MB of text beside its bytes.
        converted = QString(QStringDecoder(QStringDecoder::Utf8).decode(xml)).toUtf8();
        xml = converted;
        outcome.repaired = true;
    }
    // Told UTF-8 when it is (or was made) UTF-8 by name; left to detect it (UTF-16
    // without a byte order mark) when nothing is declared.
    const bool utf8 = encoding.decoder || encoding.declared;
    if (encoding.utf8 && readers == Readers::Fastest) {
        const XmlSubsetReader::Result read = XmlSubsetReader::read(xml, handler);
        if (read == XmlSubsetReader::Result::Read) {
            outcome.subset = true;
            return outcome;
        }
        if (read == XmlSubsetReader::Result::RanOut) {
            // A report cut off: its events are handed on; expat only says where and how
            // it broke off (without handlers, not the cases again).
            Outcome broke = outcome;
            readWithExpat(xml, utf8, nullptr, broke);
            if (!broke.wellFormed)
                return broke;
        }
        handler.restart();
    }
    readWithExpat(xml, utf8, &handler, outcome);
    return outcome;
}

}  // namespace dtriage
