#pragma once
// A streaming XML reader, for JUnitReader: CI reports run to hundreds
// of megabytes a month (200,000 testcases), and expat reads UTF-8 as it is, where
// QXmlStreamReader first made UTF-16 of every byte (three times as slow on the
// same reports, bench_cihistory). Events carry expat's UTF-8; the handler turns
// into QString only what it keeps. Documents in another encoding (UTF-16 with a
// BOM, a declared Latin-1) are decoded by Qt first and read as UTF-8.
// A CI tool that re-encodes a file may leave Latin-1 bytes in a document that
// declares UTF-8; expat would give up on the whole file, although every outcome
// in it is intact. Such bytes are replaced (U+FFFD) and the reading goes on.
// A UTF-8 document in the part of XML pytest writes is read by XmlSubsetReader
// (about five times as fast, bench_cihistory); everything else, and every error,
// by expat.
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <string_view>

namespace dtriage {

class XmlEvents {
public:
    class Handler {
    public:
        virtual ~Handler() = default;
        // `name`: the element's local name (its namespace left out, as
        // QXmlStreamReader::name()). `attributes`: expat's name/value pairs,
        // null-terminated. false stops the reading (Outcome::stopped).
        virtual bool start(std::string_view name, const char** attributes) = 0;
        virtual void end(std::string_view name) = 0;
        // Character data and CDATA, a run at a time, handed on when the markup
        // after it is read (a run cut off by the document's end is not).
        virtual void text(std::string_view chars) = 0;
        // The reading starts again from the document's beginning: forget every
        // event handed on so far (XmlSubsetReader gave up on the document).
        virtual void restart() = 0;
    };
    struct Outcome {
        bool wellFormed = true;  // read to the end without an error
        bool stopped = false;    // a handler's start() said stop
        QString error;           // expat's words when not wellFormed
        qint64 line = 0;         // where the reading broke off; 0 when wellFormed
        bool repaired = false;   // bytes not UTF-8 in a UTF-8 document were replaced (U+FFFD)
        bool subset = false;     // XmlSubsetReader read it all; expat was not asked
    };
    // Expat alone: how the tests, the fuzz target and the benchmark compare the two.
    enum class Readers { Fastest, ExpatOnly };

    static Outcome read(QByteArrayView xml, Handler& handler, Readers readers = Readers::Fastest);
    // The attribute's value, or nullptr.
    static const char* attribute(const char** attributes, std::string_view name);
};

}  // namespace dtriage
