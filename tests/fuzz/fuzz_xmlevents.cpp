// Fuzzes XmlSubsetReader against expat. The input is a document. Properties:
//   - never a crash or a sanitizer report;
//   - read the fastest way (the subset reader, or expat again after it gave up)
//     and by expat alone, the same events reach the handler, in the same pieces,
//     and the outcome is the same (well-formed, stopped, error, line, repaired);
//   - what the subset reader read to its end, expat reads as well-formed;
//   - a handler that says stop (at an element named "halt") stops both the same.
#include "run/xmlevents.h"
#include "fuzzcheck.h"

#include <string>
#include <vector>

using namespace dtriage;

namespace {

class Recorder : public XmlEvents::Handler {
public:
    std::vector<std::string> events;
    bool start(std::string_view name, const char** attributes) override
    {
        std::string line = "<" + std::string(name);
        for (const char** at = attributes; *at; at += 2)
            line += " " + std::string(at[0]) + "=" + std::string(at[1]) + "|";
        events.push_back(line);
        return name != "halt";
    }
    void end(std::string_view name) override { events.push_back("/" + std::string(name)); }
    void text(std::string_view chars) override { events.push_back("'" + std::string(chars)); }
    void restart() override { events.clear(); }
};

QString shown(const std::vector<std::string>& events)
{
    QString all;
    for (const std::string& event : events)
        all += QString::fromUtf8(event.data(), qsizetype(event.size())) + u'\n';
    return all.left(2000);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArrayView xml(reinterpret_cast<const char*>(data), qsizetype(size));
    Recorder fast, expat;
    const XmlEvents::Outcome a = XmlEvents::read(xml, fast, XmlEvents::Readers::Fastest);
    const XmlEvents::Outcome b = XmlEvents::read(xml, expat, XmlEvents::Readers::ExpatOnly);
    FUZZ_REQUIRE(fast.events == expat.events, shown(fast.events) + QStringLiteral("---- expat:\n") + shown(expat.events));
    FUZZ_REQUIRE(a.wellFormed == b.wellFormed && a.stopped == b.stopped && a.error == b.error && a.line == b.line
                     && a.repaired == b.repaired,
                 a.error + QStringLiteral(" / ") + b.error);
    FUZZ_REQUIRE(!a.subset || b.wellFormed, QStringLiteral("the subset reader took a document expat refuses"));
    FUZZ_REQUIRE(!b.subset, QStringLiteral("expat alone said the subset reader read it"));
    return 0;
}
