#pragma once
// The XML a JUnit report is written in, read without expat: pytest and tt-xla's
// runner write a small part of XML (a declaration, elements, attributes in either
// quote, the five entities and character references, comments), and expat reads
// it at 130 to 170 MB/s, half of reading a month of CI runs cold (bench_cihistory).
// This reader takes only that part and only when it is well-formed, and hands on
// exactly the events expat hands on for it (XmlEvents::Handler): names, attribute
// values normalised as expat does (a tab or line end is a space, "\r\n" one), text
// with "\r\n" and a lone "\r" read as "\n", runs joined across comments.
//
// It gives up on everything else, so that no rule of XML is kept twice: a DTD, a
// processing instruction, CDATA, a namespace (a ':' or an xmlns attribute), a name
// beyond ASCII, an entity other than the five, an encoding other than UTF-8, and
// every error (a tag left open, '<' in a value, "]]>" in text, a character XML does
// not allow). Expat then reads the document from its start and says what is wrong,
// as it always did: "nothing not fully read is a pass" stays expat's judgement.
#include "run/xmlevents.h"

#include <QByteArrayView>

namespace dtriage {

class XmlSubsetReader {
public:
    enum class Result {
        Read,     // to its end, well-formed: every event handed on
        GaveUp,   // something it does not take, or a handler's start() said stop:
                  // events may have been handed on; read again with expat after
                  // Handler::restart()
        RanOut,   // it stopped where nothing after ends a tag (a report cut off):
                  // the events handed on are all expat would hand on; only expat's
                  // words for the break are missing
    };
    // `utf8` must be valid UTF-8 (XmlEvents::read makes it so).
    static Result read(QByteArrayView utf8, XmlEvents::Handler& handler);
};

}  // namespace dtriage
